import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  D,
  type Dec,
  REFUND_MSG,
  type RefundPick,
  refundAmounts,
  refundPickErrors,
  refundPostings,
  refundTenders,
  returnableQuantity,
  type SoldLine,
  saleTenders,
  type Tender,
} from '../src/index.js';
import { decimalText } from './support/decimal-arbitraries.js';

/*
 * Refunds from the receipt (docs/domain/orders.md): never more than was sold less what was
 * already returned; however a sale is refunded in parts, the parts add up to the sale, to each
 * line and to each payment exactly.
 */

const RUNS = 300;
const dec = (v: Dec | string) => new D(v);

/** A sale's lines: quantities of up to 2 places, line totals of up to 4. */
const soldLines = fc
  .array(fc.tuple(decimalText(100n, 500_000n, 2), decimalText(0n, 50_000_000n)), {
    minLength: 1,
    maxLength: 5,
  })
  .map((rows) =>
    rows.map(([quantity, lineTotal], i): SoldLine => ({ id: i + 1, quantity, lineTotal, returned: '0' })),
  );

/** A sale with its total (the lines' sum less a discount of up to all of it). */
const sales = soldLines.chain((lines) => {
  const gross = lines.reduce((s, l) => s.plus(l.lineTotal), new D(0));
  return fc.integer({ min: 0, max: 100 }).map((pct) => ({
    lines,
    total: gross
      .times(100 - pct)
      .div(100)
      .toDecimalPlaces(4)
      .toFixed(4),
  }));
});

/** Refunds the whole sale in random parts (each an allowed pick), and returns every refund. */
function refundInParts(
  sale: { total: string; lines: SoldLine[] },
  cuts: number[],
): { picks: RefundPick[]; amounts: ReturnType<typeof refundAmounts> }[] {
  const lines = sale.lines.map((l) => ({ ...l }));
  const done: { picks: RefundPick[]; amounts: ReturnType<typeof refundAmounts> }[] = [];
  // One refund per cut (the last takes what is left): each takes that percentage of what is left.
  for (const [k, percent] of [...cuts, 100].entries()) {
    const last = k === cuts.length;
    const picks: RefundPick[] = [];
    for (const l of lines) {
      const left = returnableQuantity(l);
      const q = last ? left : left.times(percent).div(100).toDecimalPlaces(2, D.ROUND_DOWN);
      if (q.gt(0)) picks.push({ item: l.id, quantity: q.toFixed(2) });
    }
    if (picks.length === 0) continue;
    expect(refundPickErrors(lines, picks)).toEqual([]);
    const amounts = refundAmounts({ total: sale.total, lines }, picks);
    done.push({ picks, amounts });
    for (const p of picks) {
      const l = lines.find((x) => x.id === p.item) as SoldLine;
      l.returned = dec(l.returned).plus(p.quantity).toFixed(4);
    }
  }
  return done;
}

describe('the returnable quantity', () => {
  it('is what was sold less what was returned, never below zero', () => {
    fc.assert(
      fc.property(decimalText(0n, 10_000_000n), decimalText(0n, 10_000_000n), (sold, returned) => {
        const r = returnableQuantity({ quantity: sold, returned });
        expect(r.gte(0)).toBe(true);
        expect(r.eq(D.max(dec(sold).minus(returned), 0))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses a pick above it, and accepts every pick up to it', () => {
    fc.assert(
      fc.property(
        decimalText(1n, 10_000_000n, 2),
        decimalText(0n, 10_000_000n, 2),
        decimalText(1n, 20_000_000n, 2),
        (sold, returned, asked) => {
          const line: SoldLine = { id: 7, quantity: sold, lineTotal: '100', returned };
          const errors = refundPickErrors([line], [{ item: 7, quantity: asked }]);
          const allowed = dec(asked).lte(returnableQuantity(line));
          expect(errors.length === 0).toBe(allowed);
          if (!allowed) expect(errors).toEqual([REFUND_MSG.tooMany(1, returnableQuantity(line))]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses nothing picked, a line not sold, a line twice and a quantity of zero or below', () => {
    const line: SoldLine = { id: 1, quantity: '2', lineTotal: '200', returned: '0' };
    expect(refundPickErrors([line], [])).toEqual([REFUND_MSG.nothingPicked]);
    expect(refundPickErrors([line], [{ item: 9, quantity: '1' }])).toEqual([REFUND_MSG.notALine]);
    expect(
      refundPickErrors(
        [line],
        [
          { item: 1, quantity: '1' },
          { item: 1, quantity: '1' },
        ],
      ),
    ).toEqual([REFUND_MSG.twice]);
    for (const q of ['0', '-1', 'x', '0.00001'])
      expect(refundPickErrors([line], [{ item: 1, quantity: q }])).toEqual([REFUND_MSG.quantityPositive]);
  });

  it('reads a quantity with spaces as the number, in the check and in the amounts alike', () => {
    const line: SoldLine = { id: 1, quantity: '2', lineTotal: '200', returned: '0' };
    const picks = [{ item: 1, quantity: ' 1 ' }];
    expect(refundPickErrors([line], picks)).toEqual([]);
    const amounts = refundAmounts({ total: '200', lines: [line] }, picks);
    expect(amounts.total.toFixed(4)).toBe('100.0000');
    expect(amounts.lines[0]?.quantity.toFixed(4)).toBe('1.0000');
  });
});

describe('a sale refunded in parts', () => {
  it('adds up to the sale total and to each line total exactly, every part at least zero', () => {
    fc.assert(
      fc.property(sales, fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 5 }), (sale, cuts) => {
        const parts = refundInParts(sale, cuts);
        const total = parts.reduce((s, p) => s.plus(p.amounts.total), new D(0));
        expect(total.toFixed(4)).toBe(dec(sale.total).toFixed(4));
        for (const line of sale.lines) {
          const back = parts
            .flatMap((p) => p.amounts.lines)
            .filter((l) => l.item === line.id)
            .reduce((s, l) => s.plus(l.lineRefund), new D(0));
          expect(back.toFixed(4)).toBe(dec(line.lineTotal).toFixed(4));
        }
        for (const p of parts) {
          expect(p.amounts.total.gte(0)).toBe(true);
          expect(p.amounts.total.decimalPlaces()).toBeLessThanOrEqual(4);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('gives each payment back exactly what it paid, and every refund posts balanced', () => {
    // The sale's total split into up to three payments: cash, the customer's account, a card.
    const paidSales = sales.chain((sale) =>
      fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 3 }).map((weights) => {
        const total = dec(sale.total);
        const sum = weights.reduce((a, b) => a + b, 0) || 1;
        let left = total;
        const paid = weights.map((w, i): Tender => {
          const amount =
            i === weights.length - 1 ? left : total.times(w).div(sum).toDecimalPlaces(4, D.ROUND_DOWN);
          left = left.minus(amount);
          return i === 1
            ? { kind: 'account', amount }
            : { kind: 'funds', funds: i === 0 ? 'CASH' : 'BANK', reference: '', amount };
        });
        return { sale, paid };
      }),
    );
    fc.assert(
      fc.property(
        paidSales,
        fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 5 }),
        ({ sale, paid }, cuts) => {
          const parts = refundInParts(sale, cuts);
          const back = paid.map(() => new D(0));
          let before = new D(0);
          for (const p of parts) {
            const split = refundTenders(paid, before, p.amounts.total);
            const sum = split.reduce((s, t) => s.plus(t.amount), new D(0));
            expect(sum.toFixed(4)).toBe(p.amounts.total.toFixed(4));
            const entry = refundPostings(p.amounts.total, split);
            const debit = entry
              .filter((l) => l.side === 'debit')
              .reduce((s, l) => s.plus(l.amount), new D(0));
            const credit = entry
              .filter((l) => l.side === 'credit')
              .reduce((s, l) => s.plus(l.amount), new D(0));
            expect(debit.eq(credit)).toBe(true);
            split.forEach((t, i) => {
              expect(t.amount.gte(0)).toBe(true);
              back[i] = (back[i] as Dec).plus(t.amount);
            });
            before = before.plus(p.amounts.total);
          }
          paid.forEach((t, i) => {
            expect((back[i] as Dec).toFixed(4)).toBe(t.amount.toFixed(4));
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('how a single-method sale was paid', () => {
  const order = {
    total: '300',
    amount_received: '300',
    cash_payment: true,
    payment_service: 'BANK' as const,
    transaction_id: '',
    deduct_balance: false,
  };
  it('cash, a card with its reference, or credit with its cash part', () => {
    expect(saleTenders(order, false)).toEqual([
      { kind: 'funds', funds: 'CASH', reference: '', amount: dec('300') },
    ]);
    expect(saleTenders({ ...order, payment_service: 'JAZZ_CASH', transaction_id: 'JC-1' }, false)).toEqual([
      { kind: 'funds', funds: 'JAZZ_CASH', reference: 'JC-1', amount: dec('300') },
    ]);
    expect(saleTenders({ ...order, amount_received: '60', deduct_balance: true }, true)).toEqual([
      { kind: 'funds', funds: 'CASH', reference: '', amount: dec('60') },
      { kind: 'account', amount: dec('240') },
    ]);
    expect(saleTenders({ ...order, amount_received: '0', deduct_balance: true }, true)).toEqual([
      { kind: 'account', amount: dec('300') },
    ]);
  });
});

describe('where a refund goes back', () => {
  it("fills the customer's account first, then cards, then cash", () => {
    const paid: Tender[] = [
      { kind: 'funds', funds: 'CASH', reference: '', amount: dec('60') },
      { kind: 'account', amount: dec('100') },
      { kind: 'funds', funds: 'JAZZ_CASH', reference: 'JC-1', amount: dec('140') },
    ];
    const amounts = (before: string, refund: string) =>
      refundTenders(paid, dec(before), dec(refund)).map((t) => t.amount.toFixed(2));
    expect(amounts('0', '120')).toEqual(['0.00', '100.00', '20.00']);
    expect(amounts('120', '150')).toEqual(['30.00', '0.00', '120.00']);
    expect(amounts('270', '30')).toEqual(['30.00', '0.00', '0.00']);
  });
});
