import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, type PlannedAmount, purchasePlan, purchaseReturnPlan } from '../src/index.js';

const show = (lines: PlannedAmount[]) =>
  lines.map((l) => `${l.side === 'debit' ? 'Dr' : 'Cr'} ${l.purpose} ${l.amount.toFixed(2)}`);

const balance = (lines: PlannedAmount[]) =>
  lines.reduce((sum, l) => (l.side === 'debit' ? sum.plus(l.amount) : sum.minus(l.amount)), new D(0));

describe('input tax on a purchase (docs/domain/tax.md, "Buying and moving stock")', () => {
  it('debits the tax to Input tax recoverable and the value to the clearing account', () => {
    expect(show(purchasePlan(new D(590), new D(200), new D(0), new D(90)))).toEqual([
      'Dr PURCHASE_VARIANCE 500.00',
      'Dr INPUT_TAX 90.00',
      'Cr CASH 200.00',
      'Cr PAYABLE 390.00',
    ]);
  });

  it('credits both back on a return', () => {
    expect(show(purchaseReturnPlan(new D(236), new D(0), new D(36)))).toEqual([
      'Dr PAYABLE 236.00',
      'Cr PURCHASE_VARIANCE 200.00',
      'Cr INPUT_TAX 36.00',
    ]);
  });

  it('turns the clearing line over when the tax exceeds the price (Third Schedule goods sold cheap)', () => {
    expect(show(purchasePlan(new D(50), new D(0), new D(0), new D(72)))).toEqual([
      'Cr PURCHASE_VARIANCE 22.00',
      'Dr INPUT_TAX 72.00',
      'Cr PAYABLE 50.00',
    ]);
  });

  it('is as before without tax', () => {
    expect(show(purchasePlan(new D(400), new D(100)))).toEqual([
      'Dr PURCHASE_VARIANCE 400.00',
      'Cr CASH 100.00',
      'Cr PAYABLE 300.00',
    ]);
  });

  it('always balances, with any total, cash, opening stock taken over and tax', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((n) => new D(n).div(100));
    fc.assert(
      fc.property(amount, amount, amount, amount, (total, cash, takenOver, tax) => {
        expect(balance(purchasePlan(total, cash, takenOver, tax)).isZero()).toBe(true);
        expect(balance(purchaseReturnPlan(total, cash, tax)).isZero()).toBe(true);
      }),
    );
  });
});
