import { Paper, Table } from '@mantine/core';
import { type MessageKey, useFormatter, useT } from '../../../i18n';
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
  const t = useT();
  const f = useFormatter();
  const { filters, setFilters, letterhead } = useFilters(me, t('reports.profitLoss.title'));
  const d = useAnalytics(filters).data;
  // The test id stays the English line's (`pl-net-profit`), whatever the language on screen.
  const lines: [string, MessageKey, string | number | undefined, boolean][] = [
    ['total-orders-received', 'reports.profitLoss.ordersReceived', d?.total_orders, false],
    ['total-amount', 'reports.profitLoss.amount', d?.total_orders_amount, true],
    ['internal-transfers-not-in-sales-', 'reports.profitLoss.internal', d?.internal_orders_amount, true],
    ['total-order-given', 'reports.profitLoss.ordersGiven', d?.purchasing_orders, false],
    ['total-amount-given', 'reports.profitLoss.amountGiven', d?.purchasing_orders_amount, true],
    ['cost-of-goods-sold', 'reports.profitLoss.cogs', d?.cost_of_goods_sold, true],
    ['gross-profit', 'reports.profitLoss.grossProfit', d?.gross_profit, true],
    ['expense', 'reports.profitLoss.expense', d?.total_expense, true],
    ['internal-transfers-margin', 'reports.profitLoss.internalMargin', d?.internal_result, true],
    ['net-profit', 'reports.profitLoss.netProfit', d?.net_profit, true],
  ];
  const chart = d
    ? [
        { figure: t('reports.profitLoss.chartSales'), Amount: Number(d.total_orders_amount) },
        { figure: t('reports.profitLoss.chartCost'), Amount: Number(d.cost_of_goods_sold) },
        { figure: t('reports.profitLoss.chartExpenses'), Amount: Number(d.total_expense) },
        { figure: t('reports.profitLoss.chartNetProfit'), Amount: Number(d.net_profit) },
      ]
    : [];
  const shown = (value: string | number | undefined, amount: boolean) =>
    value === undefined ? '…' : amount ? f.money(value) : typeof value === 'number' ? f.count(value) : value;
  return (
    <ReportFrame readsReplica letterhead={letterhead}>
      <ReportFilters me={me} value={filters} onSearch={setFilters} />
      <Paper withBorder radius="md">
        <Table>
          <Table.Tbody>
            {lines.map(([id, label, value, amount]) => (
              <Table.Tr key={id}>
                <Table.Th>{t(label)}</Table.Th>
                <Table.Td ta="end" data-testid={`pl-${id}`}>
                  {shown(value, amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {chart.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Bars
            h={240}
            data={chart}
            dataKey="figure"
            series={[{ name: 'Amount', label: t('reports.profitLoss.chartAmount'), color: 'teal.6' }]}
          />
        </Paper>
      )}
    </ReportFrame>
  );
}
