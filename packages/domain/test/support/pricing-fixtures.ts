import fc from 'fast-check';
import type { Dec, PickedVariant, SaleLine } from '../../src/index.js';
import { percentText, priceText, quantityText } from './decimal-arbitraries.js';
import type { RefLine } from './pricing-reference.js';
import { Rational } from './rational.js';

/* What the exact pricing properties share: their number of runs and product-shaped fixtures. */

/** Runs per property: enough to meet the edges the arbitraries favour, with each file under 2 s. */
export const RUNS = { numRuns: 300 };

/** The product's decimal as an exact rational (toFixed() without places is the full value). */
export const exact = (value: Dec): Rational => Rational.parse(value.toFixed());

/** One ten-thousandth, the last place of every amount. */
export const STEP = Rational.parse('0.0001');

export const lineArb = fc.record(
  { quantity: quantityText, price: priceText, discount: percentText },
  { requiredKeys: ['quantity', 'price'] },
);
export const linesArb = fc.array(lineArb, { maxLength: 12 });

/** A New Sale line of the given quantity, price and discount, with stock to spare. */
export const saleLine = (l: RefLine, i: number): SaleLine => ({
  batchId: i + 1,
  variantId: i + 1,
  productId: i + 1,
  barcode: `B${i}`,
  name: `Item ${i}`,
  color: '',
  size: '',
  token: false,
  price: l.price,
  quantity: l.quantity,
  discount: l.discount ?? '0',
  available: '10000000000',
});

/** Batches 1, 2, … holding the given stock, oldest first. */
export const batchesOf = (available: readonly string[]) =>
  available.map((a, i) => ({ id: i + 1, available: a }));

/** A variant picked on the sale screen, sold from batches holding the given stock. */
export const variant = (salePrice: string, available: string[] = ['1']): PickedVariant => ({
  productId: 1,
  variantId: 1,
  name: 'Tea',
  barcode: '1',
  size: '',
  salePrice,
  token: false,
  batches: batchesOf(available),
});
