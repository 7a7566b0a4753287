import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CreateOrderBody,
  DEFAULT_PAYMENT,
  internalOrderBody,
  recomputeOrder,
  saleOrderBody,
  totalMatches,
} from '../src/index.js';
import { decimalText, NUMERIC_LIMIT, priceText } from './support/decimal-arbitraries.js';
import { RUNS, STEP, saleLine } from './support/pricing-fixtures.js';
import { refLineTotal, refOrderTotal } from './support/pricing-reference.js';
import { Rational } from './support/rational.js';

/*
 * The server's recomputation of an order (spec 5.2, contract 3.1) against the exact reference, and
 * the totals both order screens send against what the server recomputes from what it stores.
 */

describe("the server's recomputation", () => {
  const order = fc.boolean().chain((isReturn) => {
    const quantity = isReturn ? decimalText(-NUMERIC_LIMIT, -1n) : decimalText(1n, NUMERIC_LIMIT);
    const discount = fc.oneof(decimalText(0n, 1_000_000n), fc.constant(''));
    const item = fc.record({ quantity, price: priceText, discount });
    return fc.record({
      isReturn: fc.constant(isReturn),
      items: fc.array(item, { minLength: 1, maxLength: 10 }),
      discount: fc
        .boolean()
        .chain((asAmount) =>
          fc.tuple(
            fc.constant(asAmount),
            asAmount ? decimalText(0n, NUMERIC_LIMIT) : decimalText(0n, 1_000_000n),
          ),
        ),
    });
  });

  it('recomputes every line and the total exactly, and accepts one step of 0.0001 per line, no more', () => {
    fc.assert(
      fc.property(order, ({ isReturn, items, discount: [amountDiscount, totalDiscount] }) => {
        const body = CreateOrderBody.parse({
          order_item: items.map((i) => ({ batch: 1, ...i })),
          buyer: 1,
          seller: 2,
          total: '0',
          total_discount: totalDiscount,
          amount_discount: amountDiscount,
          amount_received: '0',
          status: isReturn ? 'RETURNED' : undefined,
        });
        const refLines = items.map((i) => ({ ...i, discount: i.discount || '0' }));
        const recomputed = recomputeOrder(body);
        expect(recomputed.lineTotals.map((t) => t.toFixed(4))).toEqual(
          refLines.map((l) => refLineTotal(l).toFixed4()),
        );
        const expected = refOrderTotal(refLines, totalDiscount, amountDiscount);
        expect(recomputed.total.toFixed(4)).toBe(expected.toFixed4());
        const slack = STEP.mul(Rational.of(BigInt(items.length)));
        for (const [off, matches] of [
          [slack, true],
          [slack.add(STEP), false],
        ] as const) {
          expect(totalMatches(expected.add(off).toFixed4(), recomputed.total, items.length)).toBe(matches);
          expect(totalMatches(expected.sub(off).toFixed4(), recomputed.total, items.length)).toBe(matches);
        }
      }),
      RUNS,
    );
  });

  // Totals within numeric(14,4) (up to 1,000 × 1,000,000 on 8 lines), and discounts typed with
  // more than 4 places, which the server stores and prices at 4.
  const screenOrder = fc.boolean().chain((isReturn) => {
    const quantity = isReturn ? decimalText(-10_000_000n, -1n) : decimalText(1n, 10_000_000n);
    const price = decimalText(0n, 10_000_000_000n);
    const line = fc.record({ quantity, price, discount: decimalText(0n, 1_000_000n, 8) });
    const total = fc.boolean().chain((asAmount) => {
      const typed = asAmount ? decimalText(0n, 1_000_000_000n, 8) : decimalText(0n, 1_000_000n, 8);
      return fc.tuple(fc.constant(asAmount), fc.oneof(typed, fc.constant('')));
    });
    return fc.record({
      isReturn: fc.constant(isReturn),
      lines: fc.array(line, { minLength: 1, maxLength: 8 }),
      total,
    });
  });

  it('the total the sale screen sends is the one the server recomputes from what it stores', () => {
    fc.assert(
      fc.property(screenOrder, ({ isReturn, lines, total: [amountDiscount, totalDiscount] }) => {
        const payment = { ...DEFAULT_PAYMENT, totalDiscount, amountDiscount, cashReceived: '0' };
        const parties = { buyer: 1, seller: 2, invoiceId: 'INV_1_1' };
        const body = saleOrderBody(lines.map(saleLine), payment, isReturn, parties);
        expect(recomputeOrder(CreateOrderBody.parse(body)).total.toFixed(4)).toBe(body.total);
        expect(body.total).toBe(refOrderTotal(lines, totalDiscount.trim() || '0', amountDiscount).toFixed4());
      }),
      RUNS,
    );
  });

  it('the total the internal order screen sends is exactly the one the server recomputes', () => {
    fc.assert(
      fc.property(screenOrder, ({ isReturn, lines, total: [amountDiscount, totalDiscount] }) => {
        const counterparty = { id: 7, user_type: 'ADMIN' as const };
        const form = {
          type: 'to' as const,
          isReturn,
          counterparty,
          totalDiscount,
          amountDiscount,
          cashGiven: '',
        };
        const internal = lines.map((l, i) => ({
          ...l,
          variantId: i + 1,
          batchId: i + 1,
          manufacturing_date: '',
          expiry_date: '',
        }));
        const body = internalOrderBody({ id: 5 }, form, internal, 'INV_1_1');
        expect(recomputeOrder(CreateOrderBody.parse(body)).total.toFixed(4)).toBe(body.total);
      }),
      RUNS,
    );
  });
});
