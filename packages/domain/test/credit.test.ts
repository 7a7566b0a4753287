import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, allocationError, CREDIT_MSG, creditRefusalMessages, D } from '../src/index.js';

/** Amounts of up to 4 decimals, as the books hold them. */
const amount = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new D(n).div(10_000));
const invoices = fc.array(
  fc.record({
    order: fc.integer({ min: 1, max: 1_000_000 }),
    day: fc.integer({ min: 0, max: 400 }),
    due: amount,
  }),
  { minLength: 1, maxLength: 30 },
);
const open = (rows: { order: number; day: number; due: InstanceType<typeof D> }[]) => {
  const seen = new Set<number>();
  return rows
    .filter((r) => {
      if (seen.has(r.order)) return false;
      seen.add(r.order);
      return true;
    })
    .map((r) => ({
      order: r.order,
      created: new Date(Date.UTC(2026, 0, 1) + r.day * 86_400_000),
      due: r.due,
    }));
};

describe('allocating a payment oldest first', () => {
  it('always adds up to the payment exactly, never more than due on an invoice, oldest settled first', () => {
    fc.assert(
      fc.property(invoices, fc.double({ min: 0, max: 1, noNaN: true }), (rows, share) => {
        const inv = open(rows);
        const total = inv.reduce((s, i) => s.plus(i.due), new D(0));
        const payment = total.times(share).toDecimalPlaces(4, D.ROUND_DOWN);
        if (payment.lte(0)) return;
        const out = allocateOldestFirst(payment, inv);
        expect(out).not.toBeNull();
        const sum = (out ?? []).reduce((s, a) => s.plus(a.amount), new D(0));
        expect(sum.eq(payment)).toBe(true);
        const dueOf = new Map(inv.map((i) => [i.order, i.due]));
        for (const a of out ?? []) {
          expect(a.amount.gt(0)).toBe(true);
          expect(a.amount.lte(dueOf.get(a.order) ?? 0)).toBe(true);
        }
        // Every invoice before the last one touched is paid in full.
        for (const a of (out ?? []).slice(0, -1)) expect(a.amount.eq(dueOf.get(a.order) ?? -1)).toBe(true);
        // What it chose passes the check of chosen allocations.
        expect(allocationError(payment, out ?? [], inv)).toBeNull();
      }),
    );
  });

  it('refuses a payment above what is due', () => {
    fc.assert(
      fc.property(invoices, amount, (rows, extra) => {
        const inv = open(rows);
        const total = inv.reduce((s, i) => s.plus(i.due), new D(0));
        expect(allocateOldestFirst(total.plus(extra), inv)).toBeNull();
      }),
    );
  });

  it('checks chosen allocations: open invoices only, within what is due, adding up', () => {
    const inv = [
      { order: 1, created: '2026-01-01', due: '100' },
      { order: 2, created: '2026-01-02', due: '50.5' },
    ];
    expect(
      allocationError(
        '60',
        [
          { order: 2, amount: '50.5' },
          { order: 1, amount: '9.5' },
        ],
        inv,
      ),
    ).toBeNull();
    expect(allocationError('60', [{ order: 2, amount: '60' }], inv)).toBe(CREDIT_MSG.overDue);
    expect(allocationError('60', [{ order: 3, amount: '60' }], inv)).toBe(CREDIT_MSG.notOpen);
    expect(allocationError('60', [{ order: 1, amount: '50' }], inv)).toBe(CREDIT_MSG.allocationsAddUp);
  });
});

describe('a refused credit sale', () => {
  it('names the limit, what is owed, what the sale puts on account and what is available', () => {
    const [first, , last] = creditRefusalMessages({
      owed: '200',
      limit: '300',
      on_account: '150',
      over_limit: true,
      overdue: true,
      overdue_invoice: 'INV_4_12',
      overdue_since: '2026-01-05T10:00:00Z',
      overdue_due: '80',
      overdue_days: 30,
    });
    expect(first).toBe(
      'Credit limit 300.00 would be passed: the customer owes 200.00, this sale puts 150.00 on account, 100.00 is available.',
    );
    expect(last).toBe(CREDIT_MSG.approvalNeeded);
  });
});
