import { type ScaleReading, scaleQuantity } from '@tillwise/domain';
import type { VariantChoice } from './variant-choices';

/*
 * A scale label at the counter (docs/domain/units.md, "At the counter"): its item code is the
 * product's barcode, as printed (leading zeros kept) or without its leading zeros; the line's
 * quantity is the weight, or what the printed price buys at the product's sale price (4 places,
 * half up: `scaleQuantity`).
 */

/** The barcodes a label's item code may name, in the order they are looked up. */
export function scaleItemCodes(reading: ScaleReading): string[] {
  const bare = reading.itemCode.replace(/^0+(?=\d)/, '');
  return bare === reading.itemCode ? [reading.itemCode] : [reading.itemCode, bare];
}

export interface ScaleChoice {
  choice: VariantChoice;
  /** The line's quantity in the product's base unit, as the entry row takes it. */
  quantity: string;
}

/**
 * What a label adds, from the choices a lookup of `code` found: the base unit of the first choosable
 * variant whose product has that barcode, and its quantity. Null when none fits or the quantity
 * would be nothing (a price label of a product sold free, or a zero weight).
 */
export function scaleChoice(
  reading: ScaleReading,
  code: string,
  choices: readonly VariantChoice[],
): ScaleChoice | null {
  const choice = choices.find((c) => c.scanCode === code && !c.picked.unit && !c.disabled);
  if (!choice) return null;
  const quantity = scaleQuantity(reading, choice.picked.salePrice);
  if (!quantity || quantity.lte(0)) return null;
  return { choice, quantity: quantity.toFixed(4).replace(/\.?0+$/, '') };
}
