import fc from 'fast-check';

/*
 * Decimal strings as a cashier types them or the API sends them ('3', '-0.5', '7.10', '12.3456'),
 * for the pricing properties. Bounds are in ten-thousandths, so 1n is 0.0001.
 */

/** 9,999,999,999.9999: the largest magnitude numeric(14,4) stores. */
export const NUMERIC_LIMIT = 99_999_999_999_999n;

const floorDiv = (a: bigint, b: bigint): bigint => (a % b !== 0n && a < 0n ? a / b - 1n : a / b);
const ceilDiv = (a: bigint, b: bigint): bigint => (a % b !== 0n && a > 0n ? a / b + 1n : a / b);

function writeDecimal(n: bigint, places: number): string {
  const digits = (n < 0n ? -n : n).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return n < 0n ? `-${text}` : text;
}

/**
 * A decimal between min and max (ten-thousandths) written with 0 to maxPlaces places; with
 * maxPlaces above 4 it may fall between two ten-thousandths, to exercise rounding.
 */
export function decimalText(min: bigint, max: bigint, maxPlaces = 4): fc.Arbitrary<string> {
  return fc.integer({ min: 0, max: maxPlaces }).chain((places) => {
    // Bounds re-expressed at this number of places; 10^(4 - places) may be a fraction above 4.
    const low = places <= 4 ? ceilDiv(min, 10n ** BigInt(4 - places)) : min * 10n ** BigInt(places - 4);
    const high = places <= 4 ? floorDiv(max, 10n ** BigInt(4 - places)) : max * 10n ** BigInt(places - 4);
    return fc.bigInt({ min: low, max: high }).map((n) => writeDecimal(n, places));
  });
}

/** A value exactly halfway between two ten-thousandths ('0.00005', '-12.34565'): where rounding modes differ. */
export const halfwayText = fc
  .tuple(fc.bigInt({ min: 0n, max: NUMERIC_LIMIT }), fc.boolean())
  .map(([n, negative]) => writeDecimal((n * 10n + 5n) * (negative ? -1n : 1n), 5));

/** Quantities of a sale (positive) or a return (negative), and zero. */
export const quantityText = fc.oneof(
  { weight: 4, arbitrary: decimalText(-1_000_000_000n, 1_000_000_000n) },
  { weight: 1, arbitrary: decimalText(-NUMERIC_LIMIT, NUMERIC_LIMIT) },
  { weight: 1, arbitrary: fc.constantFrom('0', '-0', '1', '-1', '0.0001', '-0.0001') },
);

/** Unit prices and line prices: never negative (the server refuses them), often small. */
export const priceText = fc.oneof(
  { weight: 4, arbitrary: decimalText(0n, 100_000_000_000n) },
  { weight: 1, arbitrary: decimalText(0n, NUMERIC_LIMIT) },
  { weight: 1, arbitrary: fc.constantFrom('0', '0.0001', '0.00', '1', '33.3333') },
);

/** A discount percent in and out of the accepted 0–100, with the edges, fractions and extra places. */
export const percentText = fc.oneof(
  { weight: 3, arbitrary: decimalText(-500_000n, 1_500_000n) },
  { weight: 1, arbitrary: decimalText(-500_000n, 1_500_000n, 8) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '0',
      '-0',
      '100',
      '100.0000',
      '0.0001',
      '99.9999',
      '100.0001',
      '-0.0001',
      '100.00004',
      '0.00004',
      '-0.00005',
    ),
  },
);

/** An order's total discount as an amount: mostly positive, sometimes zero, negative or with extra places. */
export const amountText = fc.oneof(
  { weight: 4, arbitrary: decimalText(-100_000_000n, 10_000_000_000n) },
  { weight: 1, arbitrary: decimalText(-100_000_000n, 10_000_000_000n, 8) },
  { weight: 1, arbitrary: fc.constantFrom('0', '-0', '0.0001', '-0.0001', '0.00004', '0.00005') },
);
