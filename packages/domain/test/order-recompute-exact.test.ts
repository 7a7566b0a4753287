import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CreateOrderBody, recomputeOrder, totalMatches } from '../src/index.js';
import { decimalText, NUMERIC_LIMIT, priceText } from './support/decimal-arbitraries.js';
import { RUNS, STEP } from './support/pricing-fixtures.js';
import { refLineTotal, refOrderTotal } from './support/pricing-reference.js';
import { Rational } from './support/rational.js';

/* The server's recomputation of an order (spec 5.2, contract 3.1) against the exact reference. */

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
});
