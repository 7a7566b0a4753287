import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateDiscount, D } from '../src/index.js';
import { decimalText } from './support/decimal-arbitraries.js';
import { Rational, ZERO } from './support/rational.js';

/*
 * Spreading a whole-sale discount over its lines (the order-lines CSV's margins), checked against
 * exact rationals: the shares sum to the discount exactly, none is negative, and each is within
 * one paisa of its exact proportional share.
 */

const r = Rational.parse;
const PAISA = r('0.01');
const isWhole = (x: Rational) => x.den === 1n;
const distance = (a: Rational, b: Rational) => (a.lt(b) ? b.sub(a) : a.sub(b));

// Line totals of a sale: up to 12 lines of up to 100,000.0000, some zero or negative (a return line).
const lines = fc.array(decimalText(-1_000_000n, 1_000_000_000n), { minLength: 1, maxLength: 12 });
// A discount in paisa, or in ten-thousandths, up to the size of a big sale.
const discount = fc.oneof(decimalText(0n, 2_000_000_000n, 2), decimalText(0n, 2_000_000_000n));

describe('allocateDiscount', () => {
  it('sums exactly to the discount, never negative, each share within a unit of its proportion', () => {
    fc.assert(
      fc.property(lines, discount, (totals, amount) => {
        const shares = allocateDiscount(amount, totals);
        expect(shares).toHaveLength(totals.length);
        const weights = totals.map((t) => (r(t).compare(ZERO) > 0 ? r(t) : ZERO));
        const sum = weights.reduce((a, w) => a.add(w), ZERO);
        const given = shares.reduce((a, s) => a.add(r(s.toFixed(4))), ZERO);
        if (r(amount).compare(ZERO) <= 0 || sum.compare(ZERO) === 0) {
          expect(shares.every((s) => s.isZero())).toBe(true);
          return;
        }
        expect(given.compare(r(amount))).toBe(0);
        const unit = isWhole(r(amount).mul(r('100'))) ? PAISA : r('0.0001');
        shares.forEach((s, i) => {
          const share = r(s.toFixed(4));
          expect(share.compare(ZERO)).toBeGreaterThanOrEqual(0);
          const exact = r(amount)
            .mul(weights[i] ?? ZERO)
            .div(sum);
          expect(distance(share, exact).lt(unit)).toBe(true);
          // Whole units only.
          expect(isWhole(share.div(unit))).toBe(true);
        });
      }),
    );
  });

  it('gives the paisa left over to the largest remainders, the earlier line on a tie', () => {
    expect(allocateDiscount('10', ['100', '100', '100']).map((s) => s.toFixed(2))).toEqual([
      '3.34',
      '3.33',
      '3.33',
    ]);
    expect(allocateDiscount('20', ['90', '200']).map((s) => s.toFixed(2))).toEqual(['6.21', '13.79']);
    expect(allocateDiscount('5', ['100', '-50', '0']).map((s) => s.toFixed(2))).toEqual([
      '5.00',
      '0.00',
      '0.00',
    ]);
    expect(allocateDiscount('0', ['100']).map((s) => s.toFixed(2))).toEqual(['0.00']);
    expect(allocateDiscount(new D('0.0003'), ['1', '1']).map((s) => s.toFixed(4))).toEqual([
      '0.0002',
      '0.0001',
    ]);
  });
});
