import { HUNDRED, ONE, Rational, ZERO } from './rational.js';

/*
 * The pricing rules of spec 5.2 and contract 3.2 restated with exact rationals: what the product's
 * decimal code must agree with, to the last of its 4 places.
 */

export interface RefLine {
  quantity: string;
  price: string;
  discount?: string;
}

const q = Rational.parse;

/**
 * A line discount percent counts only above 0 and up to 100 (100 gives the line away), taken at
 * 4 places as the server stores it.
 */
export function refFactor(percent: string): Rational {
  const d = q(percent).round4();
  return d.gt(ZERO) && d.lte(HUNDRED) ? HUNDRED.sub(d).div(HUNDRED) : ONE;
}

/** quantity × price × (100 − d)/100, rounded once to 4 places. */
export const refLineTotal = (line: RefLine): Rational =>
  q(line.quantity)
    .mul(q(line.price))
    .mul(refFactor(line.discount ?? '0'))
    .round4();

export const refSubtotal = (lines: readonly RefLine[]): Rational =>
  lines.reduce((sum, line) => sum.add(refLineTotal(line)), ZERO);

/** Less the total discount (at 4 places): an amount only when positive, a percent like a line's. */
export function refOrderTotal(lines: readonly RefLine[], discount: string, asAmount: boolean): Rational {
  const subtotal = refSubtotal(lines);
  if (!asAmount) return subtotal.mul(refFactor(discount)).round4();
  const amount = q(discount).round4();
  return (amount.gt(ZERO) ? subtotal.sub(amount) : subtotal).round4();
}

/** A 4-place value as the entry row shows a quantity: trailing zeros and a bare point dropped. */
export function withoutTrailingZeros(fixed: string): string {
  if (!fixed.includes('.')) return fixed;
  let text = fixed;
  while (text.endsWith('0')) text = text.slice(0, -1);
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

export interface RefBatch {
  id: number;
  available: string;
}

/** Σ of the batches' stock, a batch below zero counting as empty. */
export const refStock = (batches: readonly RefBatch[]): Rational =>
  batches.reduce((sum, b) => (q(b.available).gt(ZERO) ? sum.add(q(b.available)) : sum), ZERO);
