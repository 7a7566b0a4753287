import { MantineProvider, Table } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { type BusinessReportWire, D } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import '../../../test/setup-dom';
import { useFormatter, useT } from '../../../i18n';
import { changeColour, signedMoney, summaryRows } from './report-tables';

/** The summary's rows as the report draws them (English: the tests' catalog). */
function SummaryRows({ s }: { s: Summary }) {
  const t = useT();
  const f = useFormatter();
  return summaryRows(s, t, f).map((cells) => (
    <Table.Tr key={String(cells[0])}>
      {cells.map((cell, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row keep their places
        <Table.Td key={i}>{cell}</Table.Td>
      ))}
    </Table.Tr>
  ));
}

type Summary = BusinessReportWire['summary'];
const figure = (current: string, previous: string) => ({
  current,
  previous,
  change: new D(current).minus(previous).toFixed(4),
});
const summary = (netNow: string, netBefore: string, marginNow: string, marginBefore: string): Summary => {
  const zero = figure('0.0000', '0.0000');
  return {
    sales: zero,
    returns: zero,
    discounts: zero,
    net_sales: figure(netNow, netBefore),
    sales_tax: zero,
    service_fees: zero,
    cost_of_goods_sold: zero,
    gross_margin: zero,
    gross_margin_percent: figure(marginNow, marginBefore),
    expenses: zero,
    net_profit: zero,
    internal_transfers: zero,
    orders: zero,
    stock_value: zero,
  };
};

/** The summary table's row of a label, as the cells' text. */
function rowOf(s: Summary, label: string): string[] {
  const { unmount } = render(
    <MantineProvider>
      <Table>
        <Table.Tbody>
          <SummaryRows s={s} />
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );
  const row = screen.getByRole('cell', { name: label }).closest('tr') as HTMLElement;
  const cells = within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
  unmount();
  return cells;
}

describe('the business report summary', () => {
  // Net sales now and before, margin % now and before, and the row the report shows.
  it.each([
    ['each period and the change between them', ['1000', '500', '25', '20'], ['25', '20', '+5']],
    [
      'a dash, not 0, for a period with no net sales, and no change against it',
      ['1000', '0', '25', '0'],
      ['25', '—', '—'],
    ],
    [
      'a real 0% margin (sold at cost) as 0, with no sign on no change',
      ['400', '400', '0', '0'],
      ['0', '0', '0'],
    ],
  ])('shows the margin %: %s', (_what, [netNow, netBefore, now, before], shown) => {
    const row = rowOf(
      summary(`${netNow}.0000`, `${netBefore}.0000`, `${now}.0000`, `${before}.0000`),
      'Gross margin %',
    );
    expect(row).toEqual(['Gross margin %', ...shown]);
  });

  it('signs a fall and a rise of money, and leaves no change unsigned', () => {
    expect(rowOf(summary('1000.0000', '2220.0000', '10.0000', '10.0000'), 'Net sales')).toEqual([
      'Net sales',
      '1,000.00',
      '2,220.00',
      '-1,220.00',
    ]);
    expect(rowOf(summary('2220.0000', '1000.0000', '10.0000', '10.0000'), 'Net sales')[3]).toBe('+1,220.00');
    expect(rowOf(summary('1.0000', '1.0000', '0.0000', '0.0000'), 'Expenses')[3]).toBe('0.00');
  });

  it('colours a change by whether it is good news, not by its sign', () => {
    expect(changeColour('net_profit', '10.0000')).toBe('teal.8');
    expect(changeColour('net_profit', '-10.0000')).toBe('red.7');
    expect(changeColour('expenses', '-1500.0000')).toBe('teal.8');
    expect(changeColour('returns', '510.0000')).toBe('red.7');
    expect(changeColour('discounts', '-5.0000')).toBe('teal.8');
    expect(changeColour('cost_of_goods_sold', '6735.0000')).toBeUndefined();
    expect(changeColour('stock_value', '-6735.0000')).toBeUndefined();
    expect(changeColour('sales', '0.0000')).toBe('dimmed');
  });

  it('signs a change of payments the same way', () => {
    expect([signedMoney('6940.0000'), signedMoney('-210.0000'), signedMoney('0.0000')]).toEqual([
      '+6,940.00',
      '-210.00',
      '0.00',
    ]);
  });
});
