import Decimal from 'decimal.js';

/** Money and quantities: 14 digits with 4 decimals, as `numeric(14,4)` stores them. */
export const SCALE = 4;
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Parses a wire value (number or numeric string). Returns null for anything that is not a finite decimal. */
export function parseDecimal(value: unknown): Dec | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new D(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) return null;
  return new D(text);
}

/** The one rounding rule: half up to 4 decimals. */
export const round4 = (value: Dec): Dec => value.toDecimalPlaces(SCALE, D.ROUND_HALF_UP);

/** The wire form of a decimal: a string with exactly 4 places (DRF's `"100.0000"`). */
export const toWire = (value: Dec | string | number): string => round4(new D(value)).toFixed(SCALE);

/** Two decimals for money shown on screens other than receipts. */
export const toDisplay = (value: Dec | string | number): string => new D(value).toFixed(2);
