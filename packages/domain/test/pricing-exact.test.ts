import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  D,
  DEFAULT_PAYMENT,
  discountFactor,
  editLineTotal,
  grossTotal,
  linesSubtotal,
  lineTotal,
  orderTotal,
  pickVariant,
  priceFromQuantity,
  quantityFromPrice,
  round4,
  saleChange,
  saleOrderBody,
  saleTotal,
  toWire,
  withPrice,
  withQuantity,
} from '../src/index.js';
import {
  amountText,
  decimalText,
  halfwayText,
  NUMERIC_LIMIT,
  percentText,
  priceText,
  quantityText,
} from './support/decimal-arbitraries.js';
import { exact, lineArb, linesArb, RUNS, saleLine, variant } from './support/pricing-fixtures.js';
import {
  refFactor,
  refLineTotal,
  refOrderTotal,
  refSubtotal,
  withoutTrailingZeros,
} from './support/pricing-reference.js';
import { Rational, ZERO } from './support/rational.js';

/*
 * The pricing functions (spec 5.2, contract 3.2) against a reference in exact rationals: every
 * result must be the exact value rounded once, half away from zero, to the same 4-place string.
 */

const r = Rational.parse;

describe('the one rounding rule', () => {
  it('rounds any decimal to 4 places as the reference does', () => {
    fc.assert(
      fc.property(fc.oneof(decimalText(-NUMERIC_LIMIT, NUMERIC_LIMIT, 8), halfwayText), (text) => {
        expect(toWire(text)).toBe(r(text).toFixed4());
        expect(round4(new D(text)).toFixed(4)).toBe(r(text).toFixed4());
      }),
      RUNS,
    );
  });
});

describe('line totals', () => {
  it('discount factor: (100 − d)/100 for d above 0 and up to 100, else 1, exactly', () => {
    fc.assert(
      fc.property(percentText, (d) => {
        expect(exact(discountFactor(d)).eq(refFactor(d))).toBe(true);
      }),
      RUNS,
    );
  });

  it('quantity × price less the line discount, rounded once', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const { quantity, price, discount } = line;
        const expected = refLineTotal(line).toFixed4();
        const actual =
          discount === undefined ? lineTotal(quantity, price) : lineTotal(quantity, price, discount);
        expect(actual.toFixed(4)).toBe(expected);
      }),
      RUNS,
    );
  });
});

describe('order totals', () => {
  it('the subtotal is the exact sum of the rounded line totals; the receipt Total is Σ price × quantity', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        expect(exact(linesSubtotal(lines)).eq(refSubtotal(lines))).toBe(true);
        expect(orderTotal(lines).toFixed(4)).toBe(refSubtotal(lines).toFixed4());
        const gross = lines.reduce((s, l) => s.add(r(l.price).mul(r(l.quantity))), ZERO);
        expect(exact(grossTotal(lines)).eq(gross)).toBe(true);
      }),
      RUNS,
    );
  });

  it('an amount discount is subtracted only when positive', () => {
    fc.assert(
      fc.property(linesArb, amountText, (lines, amount) => {
        expect(orderTotal(lines, amount, true).toFixed(4)).toBe(
          refOrderTotal(lines, amount, true).toFixed4(),
        );
      }),
      RUNS,
    );
  });

  it('a percentage applies only above 0 and not above 100', () => {
    fc.assert(
      fc.property(linesArb, percentText, (lines, percent) => {
        expect(orderTotal(lines, percent, false).toFixed(4)).toBe(
          refOrderTotal(lines, percent, false).toFixed4(),
        );
      }),
      RUNS,
    );
  });

  it('the sale screen shows, sends and gives change from that total, in both modes', () => {
    const discount = fc
      .boolean()
      .chain((asAmount) =>
        fc.tuple(fc.constant(asAmount), fc.oneof(asAmount ? amountText : percentText, fc.constant(''))),
      );
    const received = fc.oneof(amountText, fc.constant(''));
    fc.assert(
      fc.property(linesArb, discount, received, (lines, [amountDiscount, totalDiscount], cash) => {
        const payment = { ...DEFAULT_PAYMENT, totalDiscount, amountDiscount, cashReceived: cash };
        const saleLines = lines.map(saleLine);
        const expected = refOrderTotal(lines, totalDiscount.trim() || '0', amountDiscount);
        expect(saleTotal(saleLines, payment).toFixed(4)).toBe(expected.toFixed4());
        const body = saleOrderBody(saleLines, payment, false, { buyer: 1, seller: 2, invoiceId: 'INV_1_1' });
        expect(body.total).toBe(expected.toFixed4());
        const change = r(cash.trim() || '0').sub(expected);
        expect(saleChange(saleLines, payment)?.toFixed(4)).toBe(change.toFixed4());
      }),
      RUNS,
    );
  });
});

describe('price and quantity linkage (spec 5.2)', () => {
  const unitArb = fc.oneof(priceText, fc.constant('0'));

  it('price = quantity × unit price, and quantity = price ÷ unit price (0 for a free item)', () => {
    fc.assert(
      fc.property(quantityText, priceText, unitArb, (quantity, price, unit) => {
        expect(priceFromQuantity(quantity, unit).toFixed(4)).toBe(r(quantity).mul(r(unit)).toFixed4());
        const back = r(unit).eq(ZERO) ? '0.0000' : r(price).div(r(unit)).toFixed4();
        expect(quantityFromPrice(price, unit).toFixed(4)).toBe(back);
      }),
      RUNS,
    );
  });

  it('the entry row keeps the two in step as either is typed', () => {
    fc.assert(
      fc.property(quantityText, priceText, unitArb, (quantity, price, unit) => {
        const entry = pickVariant(variant(unit), false);
        expect(withQuantity(entry, quantity).price).toBe(r(quantity).mul(r(unit)).toFixed4());
        const typed = withPrice(entry, price);
        const expected = r(unit).eq(ZERO)
          ? entry.quantity
          : withoutTrailingZeros(r(price).div(r(unit)).toFixed4());
        expect(typed).toMatchObject({ price, quantity: expected });
      }),
      RUNS,
    );
  });

  it('a price typed from a quantity gives that quantity back when the unit price is at least 1', () => {
    fc.assert(
      fc.property(quantityText, decimalText(10_000n, NUMERIC_LIMIT), (quantity, unit) => {
        const price = priceFromQuantity(quantity, unit);
        expect(quantityFromPrice(price, unit).toFixed(4)).toBe(r(quantity).toFixed4());
      }),
      RUNS,
    );
  });

  it('editing a line total sets quantity = total ÷ price, drops the discount, and keeps the stock rules', () => {
    // Beside any total, the one that comes to exactly the batch's stock, in either sign.
    const arb = fc
      .tuple(priceText, decimalText(0n, 10_000_000n), fc.boolean())
      .chain(([price, stock, back]) => {
        const whole = r(stock).mul(r(price));
        const edge = fc.constantFrom(whole.toFixed(8), ZERO.sub(whole).toFixed(8));
        return fc.tuple(fc.constant({ price, stock, back }), fc.oneof(quantityText, edge));
      });
    fc.assert(
      fc.property(arb, ([{ price, stock, back }, total]) => {
        const line = {
          ...saleLine({ quantity: back ? '-1' : '1', price, discount: '10' }, 0),
          available: stock,
        };
        const q = r(price).eq(ZERO) ? ZERO : r(total).div(r(price)).round4();
        const allowed = back ? q.lt(ZERO) : q.gt(ZERO) && q.lte(r(stock));
        const edited = editLineTotal(line, total, back);
        if (!allowed) expect(edited).toBeNull();
        else expect(edited).toMatchObject({ quantity: withoutTrailingZeros(q.toFixed4()), discount: '0' });
      }),
      RUNS,
    );
  });
});
