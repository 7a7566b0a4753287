import { D, type Dec } from './decimal.js';

/** A paisa: the unit a sale's discount is spread in. */
const PAISA = new D('0.01');
/** The stored unit (numeric(14,4)): used instead when a discount is not a whole number of paisa. */
const STORED_UNIT = new D('0.0001');

/**
 * Spreads a whole-sale discount over the sale's lines in proportion to their totals, by the
 * largest-remainder method: each line gets its exact share rounded down to the paisa, and the
 * paisa left over go one each to the lines with the largest remainders (the earlier line on a
 * tie). Guarantees: the shares sum to exactly `discount`; none is negative; each is within one
 * paisa of its exact proportional share; a line with a total of zero or below gets nothing. A
 * discount of zero or below, or lines with no positive total, give zeros. A discount that is not
 * a whole number of paisa is spread in ten-thousandths (the stored unit) instead.
 */
export function allocateDiscount(discount: Dec | string, lineTotals: readonly (Dec | string)[]): Dec[] {
  const amount = new D(discount);
  const weights = lineTotals.map((t) => {
    const w = new D(t);
    return w.gt(0) ? w : new D(0);
  });
  const total = weights.reduce((sum, w) => sum.plus(w), new D(0));
  if (amount.lte(0) || total.isZero()) return weights.map(() => new D(0));
  const unit = amount.mod(PAISA).isZero() ? PAISA : STORED_UNIT;
  // Exact integer arithmetic: the discount in units, the weights in ten-thousandths.
  const units = BigInt(amount.div(unit).toDecimalPlaces(0, D.ROUND_DOWN).toFixed(0));
  const scaled = weights.map((w) => BigInt(w.times(10_000).toDecimalPlaces(0, D.ROUND_DOWN).toFixed(0)));
  const sum = scaled.reduce((a, b) => a + b, 0n);
  const floors = scaled.map((w) => (units * w) / sum);
  const remainders = scaled.map((w, i) => ({ i, r: (units * w) % sum }));
  let left = units - floors.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    floors[i] = (floors[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return floors.map((f) => new D(f.toString()).times(unit));
}
