import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashMoveLines,
  countDifferences,
  D,
  expectedByMethod,
  expiredBatches,
  fefoOrder,
  floatFromDenominations,
  isExpired,
  needsApproval,
  overShortLines,
  reasonAllows,
  sellableBatches,
  TILL_METHODS,
} from '../src/index.js';

/** Exact sums in ten-thousandths (bigint), the reference the decimal code is checked against. */
const tenThousandths = (text: string): bigint => {
  const [whole = '0', frac = ''] = text.replace('-', '').split('.');
  const n = BigInt(whole) * 10_000n + BigInt(`${frac}0000`.slice(0, 4));
  return text.startsWith('-') ? -n : n;
};
const amount = fc.bigInt({ min: 0n, max: 99_999_999_999n }).map((n) => {
  const s = n.toString().padStart(5, '0');
  return `${s.slice(0, -4)}.${s.slice(-4)}`;
});
const day = fc
  .record({
    y: fc.integer({ min: 2024, max: 2028 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const batch = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  inventory_quantity: fc.integer({ min: 0, max: 20 }),
  created: day.map((d) => `${d}T08:00:00Z`),
  expiry_date: day,
});

describe('FEFO: the batch that expires first is offered first', () => {
  it('orders by expiry, then age, then id; offers only unexpired batches with stock', () => {
    fc.assert(
      fc.property(fc.array(batch, { maxLength: 12 }), day, (batches, today) => {
        const ordered = fefoOrder(batches);
        expect(ordered).toHaveLength(batches.length);
        for (const [a, b] of ordered.slice(1).map((b, i) => [ordered[i], b] as const)) {
          if (!a || !b) continue;
          const key = (x: typeof a) => `${x.expiry_date}|${x.created}|${String(x.id).padStart(6, '0')}`;
          expect(key(a) <= key(b)).toBe(true);
        }
        const offered = sellableBatches(batches, today);
        const held = expiredBatches(batches, today);
        expect(offered.every((b) => b.inventory_quantity > 0 && b.expiry_date >= today)).toBe(true);
        expect(held.every((b) => b.inventory_quantity > 0 && b.expiry_date < today)).toBe(true);
        expect(offered.length + held.length).toBe(batches.filter((b) => b.inventory_quantity > 0).length);
        // The preselected batch is the first to expire among those that may be sold.
        const first = offered[0];
        if (first) expect(offered.every((b) => b.expiry_date >= first.expiry_date)).toBe(true);
      }),
    );
  });

  it('sells a batch on its expiry date and not the day after', () => {
    expect(isExpired('2026-03-10', '2026-03-10')).toBe(false);
    expect(isExpired('2026-03-10', '2026-03-11')).toBe(true);
    const picked = sellableBatches(
      [
        { id: 1, inventory_quantity: 5, created: '2026-01-01', expiry_date: '2026-04-01' },
        { id: 2, inventory_quantity: 5, created: '2026-02-01', expiry_date: '2026-03-15' },
        { id: 3, inventory_quantity: 5, created: '2025-12-01', expiry_date: '2026-03-09' },
      ],
      '2026-03-10',
    );
    expect(picked.map((b) => b.id)).toEqual([2, 1]);
  });
});

describe('expected cash and the close', () => {
  it('expects float + cash takings + cash in − cash out, the other methods their takings', () => {
    fc.assert(
      fc.property(amount, amount, amount, amount, amount, (float, cash, card, cashIn, cashOut) => {
        const expected = expectedByMethod({
          openingFloat: float,
          takings: { CASH: cash, BANK: card },
          cashIn,
          cashOut,
        });
        const reference =
          tenThousandths(float) + tenThousandths(cash) + tenThousandths(cashIn) - tenThousandths(cashOut);
        expect(tenThousandths(expected.CASH.toFixed(4))).toBe(reference);
        expect(expected.BANK.toFixed(4)).toBe(new D(card).toFixed(4));
        expect(expected.JAZZ_CASH.isZero()).toBe(true);
      }),
    );
  });

  it('posts every difference against cash over/short in a balanced entry', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 8, maxLength: 8 }), (values) => {
        const expected = Object.fromEntries(TILL_METHODS.map((m, i) => [m, new D(values[i] ?? 0)])) as never;
        const counted = Object.fromEntries(TILL_METHODS.map((m, i) => [m, values[i + 4] ?? '0'])) as never;
        const diff = countDifferences(expected, counted);
        const lines = overShortLines(diff.byMethod);
        const sum = (side: string) =>
          lines.filter((l) => l.side === side).reduce((s, l) => s + tenThousandths(l.amount), 0n);
        expect(sum('debit')).toBe(sum('credit'));
        const overShort = lines
          .filter((l) => l.purpose === 'CASH_OVER_SHORT')
          .reduce(
            (s, l) => s + (l.side === 'debit' ? tenThousandths(l.amount) : -tenThousandths(l.amount)),
            0n,
          );
        // A shortfall is a debit (a cost), an overage a credit.
        expect(overShort).toBe(-tenThousandths(diff.total.toFixed(4)));
      }),
    );
  });

  it('asks a manager only above the tolerance', () => {
    expect(needsApproval(new D('50'), '50')).toBe(false);
    expect(needsApproval(new D('50.0001'), '50')).toBe(true);
    expect(needsApproval(new D('0'), '0')).toBe(false);
  });

  it('counts a float by denomination and posts cash movements against their reason', () => {
    expect(
      floatFromDenominations([
        { value: '500', count: 1 },
        { value: '10', count: 7 },
      ]).toFixed(4),
    ).toBe('570.0000');
    expect(cashMoveLines('OUT', 'BANK_DROP', '400')).toEqual([
      { purpose: 'BANK', side: 'debit', amount: '400.0000' },
      { purpose: 'CASH', side: 'credit', amount: '400.0000' },
    ]);
    expect(reasonAllows('PETTY_CASH', 'IN')).toBe(false);
    expect(reasonAllows('OWNER', 'IN') && reasonAllows('OWNER', 'OUT')).toBe(true);
  });
});
