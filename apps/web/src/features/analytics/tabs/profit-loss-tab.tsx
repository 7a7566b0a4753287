import { Paper, Table } from '@mantine/core';
import { money } from '../../../lib/format';
import { useAnalytics } from '../api/get-analytics';
import { Bars } from '../chart';
import { ReportFilters } from '../report-filters';
import { ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { useFilters } from '../use-filters';

/**
 * Profit/Loss (spec 2.16): orders received and their amount, orders given (purchases) and their
 * amount, expenses, and from the books the cost of goods sold, gross and net profit. Transfers to
 * departments are apart from sales; their margin (zero when both sides are in view) is its own line.
 */
export function ProfitLossTab({ me }: TabProps) {
  const { filters, setFilters, letterhead } = useFilters(me, 'Profit/Loss Report');
  const d = useAnalytics(filters).data;
  const lines: [string, string | number | undefined, boolean][] = [
    ['Total Orders Received', d?.total_orders, false],
    ['Total Amount', d?.total_orders_amount, true],
    ['Internal Transfers (not in sales)', d?.internal_orders_amount, true],
    ['Total Order Given', d?.purchasing_orders, false],
    ['Total Amount Given', d?.purchasing_orders_amount, true],
    ['Cost of Goods Sold', d?.cost_of_goods_sold, true],
    ['Gross Profit', d?.gross_profit, true],
    ['Expense', d?.total_expense, true],
    ['Internal Transfers Margin', d?.internal_result, true],
    ['Net Profit', d?.net_profit, true],
  ];
  const chart = d
    ? [
        { figure: 'Sales', Amount: Number(d.total_orders_amount) },
        { figure: 'Cost of goods', Amount: Number(d.cost_of_goods_sold) },
        { figure: 'Expenses', Amount: Number(d.total_expense) },
        { figure: 'Net profit', Amount: Number(d.net_profit) },
      ]
    : [];
  return (
    <ReportFrame readsReplica letterhead={letterhead}>
      <ReportFilters me={me} value={filters} onSearch={setFilters} />
      <Paper withBorder radius="md">
        <Table>
          <Table.Tbody>
            {lines.map(([label, value, amount]) => (
              <Table.Tr key={label}>
                <Table.Th>{label}</Table.Th>
                <Table.Td
                  style={{ textAlign: 'right' }}
                  data-testid={`pl-${label.toLowerCase().replace(/\W+/g, '-')}`}
                >
                  {value === undefined ? '…' : amount ? money(value) : value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {chart.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Bars h={240} data={chart} dataKey="figure" series={[{ name: 'Amount', color: 'teal.6' }]} />
        </Paper>
      )}
    </ReportFrame>
  );
}
