import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchesStock, entryLines, pickVariant, splitAcrossBatches } from '../src/index.js';
import { decimalText } from './support/decimal-arbitraries.js';
import { batchesOf, exact, RUNS, STEP, variant } from './support/pricing-fixtures.js';
import { refStock } from './support/pricing-reference.js';
import { Rational, ZERO } from './support/rational.js';

/*
 * Splitting a quantity over batches (spec 4.2, 5.2), checked with exact rationals on quantities of
 * up to 4 places: the parts add up to exactly what was asked, oldest batch first.
 */

const r = Rational.parse;

describe('splitting a quantity over batches', () => {
  const stocks = fc.array(decimalText(-200_000n, 5_000_000n), { maxLength: 8 });
  // Beside any quantity, exactly what the batches hold and one step more.
  const stocksAndQuantity = (min: bigint) =>
    stocks.chain((available) => {
      const held = refStock(batchesOf(available));
      const edges = fc.constantFrom(held.toFixed4(), held.add(STEP).toFixed4());
      return fc.tuple(fc.constant(available), fc.oneof(decimalText(min, 40_000_000n), edges));
    });

  it('takes whole batches oldest first, the parts summing exactly to the quantity; refuses more than held', () => {
    fc.assert(
      fc.property(stocksAndQuantity(-100_000n), ([available, quantity]) => {
        const batches = batchesOf(available);
        const held = refStock(batches);
        expect(exact(batchesStock(batches)).eq(held)).toBe(true);
        const parts = splitAcrossBatches(batches, quantity);
        const asked = r(quantity);
        if (!asked.gt(ZERO) || asked.gt(held)) {
          expect(parts).toBeNull();
          return;
        }
        expect(parts).not.toBeNull();
        const taken = (parts ?? []).map((p) => ({ id: p.batchId, take: exact(p.quantity) }));
        expect(taken.reduce((s, p) => s.add(p.take), ZERO).eq(asked)).toBe(true);
        const last = taken.at(-1)?.id ?? 0;
        // Every batch up to the last one used gives all it holds (the last may give less); none after.
        const expected = batches.filter((b) => b.id <= last && r(b.available).gt(ZERO)).map((b) => b.id);
        expect(taken.map((p) => p.id)).toEqual(expected);
        for (const p of taken) {
          const stock = r(batches[p.id - 1]?.available ?? '0');
          expect(p.take.gt(ZERO) && p.take.lte(stock)).toBe(true);
          if (p.id !== last) expect(p.take.eq(stock)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('the sale entry row: one line per batch from the chosen one, summing exactly to the quantity', () => {
    const positiveStocks = fc.array(decimalText(1n, 5_000_000n), { minLength: 1, maxLength: 6 });
    const arb = positiveStocks.chain((available) => {
      const held = refStock(batchesOf(available));
      const quantity = fc.oneof(
        decimalText(1n, 40_000_000n),
        fc.constantFrom(held.toFixed4(), held.add(STEP).toFixed4()),
      );
      return fc.tuple(fc.constant(available), fc.nat(available.length - 1), quantity);
    });
    fc.assert(
      fc.property(arb, ([available, chosen, quantity]) => {
        const picked = variant('10', available);
        const entry = { ...pickVariant(picked, false), batchId: chosen + 1, quantity };
        const lines = entryLines(entry, false);
        const asked = r(quantity);
        if (asked.gt(refStock(batchesOf(available)))) {
          expect(lines).toBeNull();
          return;
        }
        expect(lines).not.toBeNull();
        const got = lines ?? [];
        expect(got[0]?.batchId).toBe(chosen + 1);
        expect(got.reduce((s, l) => s.add(r(l.quantity)), ZERO).eq(asked)).toBe(true);
        for (const l of got) expect(r(l.quantity).gt(ZERO) && r(l.quantity).lte(r(l.available))).toBe(true);
        if (asked.lte(r(available[chosen] ?? '0'))) expect(got).toHaveLength(1);
      }),
      RUNS,
    );
  });
});
