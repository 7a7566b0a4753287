import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { type BusinessReportWire, D, type ReportTable } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { Ltr, useT } from '../../../i18n';
import type { Translate } from '../../../i18n/use-t';
import { type Formatter, money } from '../../../lib/format';
import classes from '../print.module.css';

/** A titled section of the report with its CSV export (left off the paper). */
export function Section<T extends string = ReportTable>({
  title,
  table,
  onCsv,
  children,
}: {
  title: string;
  table?: T;
  onCsv: (table: T) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" className={classes.section}>
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{title}</Text>
        {table && (
          <Button
            size="xs"
            variant="light"
            data-no-print
            onClick={() => onCsv(table)}
            aria-label={t('reports.exportCsv', { title })}
          >
            {t('reports.csv')}
          </Button>
        )}
      </Group>
      {children}
    </Paper>
  );
}

/** A plain table of rows; `right` columns are numbers, at the end of the line (the left in Urdu). */
export function SimpleTable({
  head,
  rows,
  right = [],
  empty,
}: {
  head: string[];
  rows: ReactNode[][];
  right?: number[];
  empty?: string;
}) {
  const t = useT();
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty ?? t('reports.nothingInRange')}
      </Text>
    );
  return (
    <Table striped verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          {head.map((h, i) => (
            <Table.Th key={h} style={{ textAlign: right.includes(i) ? 'end' : 'start' }}>
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no identity beyond their place
          <Table.Tr key={r}>
            {row.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
              <Table.Td key={i} style={{ textAlign: right.includes(i) ? 'end' : 'start' }}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The summary's figures, in the order of its rows (each named by `reports.summary.<key>`). */
const SUMMARY_KEYS: SummaryKey[] = [
  'sales',
  'returns',
  'discounts',
  'net_sales',
  'sales_tax',
  'service_fees',
  'cost_of_goods_sold',
  'gross_margin',
  'gross_margin_percent',
  'expenses',
  'net_profit',
  'internal_transfers',
  'orders',
  'stock_value',
];

type SummaryKey = keyof BusinessReportWire['summary'];

/**
 * Whether a rise of a figure is good news for the business: sales, margin, profit and orders are
 * better higher; returns, discounts and expenses lower. The cost of goods sold and the stock held
 * follow the trade and are neither.
 */
const BETTER: Record<SummaryKey, 'higher' | 'lower' | null> = {
  sales: 'higher',
  returns: 'lower',
  discounts: 'lower',
  net_sales: 'higher',
  sales_tax: null,
  service_fees: null,
  cost_of_goods_sold: null,
  gross_margin: 'higher',
  gross_margin_percent: 'higher',
  expenses: 'lower',
  net_profit: 'higher',
  internal_transfers: null,
  orders: 'higher',
  stock_value: null,
};

/** The colour of a change: green when it is good news, red when bad, grey when none, plain when neither. */
export function changeColour(key: SummaryKey, change: string): string | undefined {
  const sign = new D(change).comparedTo(0);
  if (sign === 0) return 'dimmed';
  const better = BETTER[key];
  if (better === null) return undefined;
  return sign > 0 === (better === 'higher') ? 'teal.8' : 'red.7';
}

/** A change with its sign, shown as `show` shows the figure: `+1,220.00`, `-1,220.00`, `0.00` for none. */
export const signedMoney = (change: string, show: (value: string) => string = money): string =>
  `${new D(change).gt(0) ? '+' : ''}${show(change)}`;

/** Shown for a margin % of a period with no net sales (the wire says 0, which would read as selling at cost). */
const NO_MARGIN = '—';

/**
 * The summary: each figure this period, the previous period of the same length, and the change,
 * named and formatted in the reader's language (`t`, `fmt`). A signed change reads left to right
 * (`<Ltr>`), so its + or − stays in front of the number in Urdu too.
 */
export function summaryRows(
  summary: BusinessReportWire['summary'],
  t: Translate,
  fmt: Formatter,
): ReactNode[][] {
  return SUMMARY_KEYS.map((key) => {
    const f = summary[key];
    const plain = key === 'orders' || key === 'gross_margin_percent';
    const show = (v: string) => (plain ? fmt.decimal(v) : fmt.money(v));
    // A margin % means nothing for a period that sold nothing: a dash, and no change against it.
    const marginless = (netSales: string) => key === 'gross_margin_percent' && new D(netSales).isZero();
    const undefinedMargin = marginless(summary.net_sales.current) || marginless(summary.net_sales.previous);
    return [
      t(`reports.summary.${key}`),
      <span key="c" data-testid={`summary-${key}`}>
        {marginless(summary.net_sales.current) ? NO_MARGIN : show(f.current)}
      </span>,
      marginless(summary.net_sales.previous) ? NO_MARGIN : show(f.previous),
      <Text key="d" span c={undefinedMargin ? 'dimmed' : changeColour(key, f.change)} size="sm">
        {/* A rise gets its +, a fall its −; the colour says whether the change is good news. */}
        {undefinedMargin ? NO_MARGIN : <Ltr>{signedMoney(f.change, show)}</Ltr>}
      </Text>,
    ];
  });
}

/** Ranked products or categories: quantity, revenue, cost and margin. */
export const rankedRows = (
  rows: BusinessReportWire['top_products_by_revenue'],
  f: Formatter,
): ReactNode[][] =>
  rows.map((r) => [r.name, f.decimal(r.quantity), f.money(r.revenue), f.money(r.cost), f.money(r.margin)]);

/** Receivables or payables aged at the end of the range. */
export const ageingRows = (rows: BusinessReportWire['receivables'], f: Formatter): ReactNode[][] =>
  rows.map((r) => [
    r.company_name,
    r.counterparty,
    f.money(r['0-30']),
    f.money(r['31-60']),
    f.money(r['61-90']),
    f.money(r['90+']),
    f.money(r.total),
  ]);
