import { D, type Dec } from './decimal.js';

/*
 * Barcodes printed by a label scale (docs/domain/units.md, "Scale barcodes"): an EAN-13 whose
 * first two digits are a prefix of 20 to 29 (GS1's in-store range), then the item code, then the
 * weight or the price, then the check digit. The layout is a company's setting; this is the
 * neutral parser over it. With the usual layout `2P IIIII VVVVV C` (prefix 20, 5 item digits,
 * weight in grams: 3 decimals), `2012345012349` is item 12345 weighing 1.234 kg.
 */

export interface ScaleLayout {
  /** The two-digit prefixes the scale prints, each from 20 to 29. */
  prefixes: readonly string[];
  /** Digits of the item code after the prefix (4 to 6); the value takes the rest before the check digit. */
  itemDigits: number;
  /** What the value is: the weight (the line's quantity) or the price (the quantity it buys). */
  value: 'weight' | 'price';
  /** Decimal places of the value (0 to 3): 3 for grams of a kilogram, 2 for paisa of a rupee. */
  decimals: number;
}

export const DEFAULT_SCALE_LAYOUT: ScaleLayout = {
  prefixes: ['20'],
  itemDigits: 5,
  value: 'weight',
  decimals: 3,
};

export interface ScaleReading {
  prefix: string;
  /** The item code as printed (leading zeros kept): the product's code on the scale. */
  itemCode: string;
  kind: ScaleLayout['value'];
  /** The weight or the price, exact. */
  value: Dec;
}

/** The EAN-13 check digit of its first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Why a layout cannot be used, or null: the company setting's field error. */
export function scaleLayoutError(layout: ScaleLayout): string | null {
  if (layout.prefixes.length === 0) return 'Name at least one prefix.';
  if (layout.prefixes.some((p) => !/^2\d$/.test(p))) return 'A scale prefix is two digits from 20 to 29.';
  if (!Number.isInteger(layout.itemDigits) || layout.itemDigits < 4 || layout.itemDigits > 6)
    return 'The item code has 4 to 6 digits.';
  if (!Number.isInteger(layout.decimals) || layout.decimals < 0 || layout.decimals > 3)
    return 'The value has 0 to 3 decimals.';
  return null;
}

const valueDigits = (layout: ScaleLayout) => 13 - 2 - layout.itemDigits - 1;

/**
 * A scanned code read with the layout: null when it is not a scale label of it (not 13 digits, a
 * prefix it does not print, or a wrong check digit), so the counter looks it up as a barcode.
 */
export function parseScaleBarcode(code: string, layout: ScaleLayout): ScaleReading | null {
  const text = code.trim();
  if (!/^\d{13}$/.test(text) || scaleLayoutError(layout)) return null;
  const prefix = text.slice(0, 2);
  if (!layout.prefixes.includes(prefix)) return null;
  if (ean13CheckDigit(text.slice(0, 12)) !== Number(text[12])) return null;
  const itemCode = text.slice(2, 2 + layout.itemDigits);
  const digits = text.slice(2 + layout.itemDigits, 12);
  return { prefix, itemCode, kind: layout.value, value: new D(digits).div(new D(10).pow(layout.decimals)) };
}

/**
 * The label a scale prints for an item and a value (tests, and printing a label at the counter):
 * null when the value does not fit the layout's digits or has more decimals than it keeps.
 */
export function makeScaleBarcode(
  layout: ScaleLayout,
  prefix: string,
  itemCode: string,
  value: Dec | string,
): string | null {
  if (scaleLayoutError(layout) || !layout.prefixes.includes(prefix)) return null;
  if (!new RegExp(`^\\d{1,${layout.itemDigits}}$`).test(itemCode)) return null;
  const scaled = new D(value).times(new D(10).pow(layout.decimals));
  if (!scaled.isInteger() || scaled.isNegative()) return null;
  const digits = scaled.toFixed(0);
  if (digits.length > valueDigits(layout)) return null;
  const first12 = `${prefix}${itemCode.padStart(layout.itemDigits, '0')}${digits.padStart(valueDigits(layout), '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/**
 * The quantity a scale label adds: its weight, or what its price buys at the unit's sale price
 * (4 places, half up: the line's total is then the printed price within a rounding step).
 */
export function scaleQuantity(reading: ScaleReading, salePrice: Dec | string): Dec | null {
  if (reading.kind === 'weight') return reading.value;
  const price = new D(salePrice);
  if (price.lte(0)) return null;
  return reading.value.div(price).toDecimalPlaces(4, D.ROUND_HALF_UP);
}
