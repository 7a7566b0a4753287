import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCALE_LAYOUT,
  ean13CheckDigit,
  makeScaleBarcode,
  parseScaleBarcode,
  type ScaleLayout,
  scaleLayoutError,
  scaleQuantity,
} from '../src/index.js';

const layouts = fc.record({
  prefixes: fc.uniqueArray(fc.integer({ min: 20, max: 29 }).map(String), { minLength: 1, maxLength: 3 }),
  itemDigits: fc.integer({ min: 4, max: 6 }),
  value: fc.constantFrom<'weight' | 'price'>('weight', 'price'),
  decimals: fc.integer({ min: 0, max: 3 }),
});

describe('scale barcodes (docs/domain/units.md)', () => {
  it('reads the usual layout: prefix 20, item 12345, 1.234 kg', () => {
    const code = makeScaleBarcode(DEFAULT_SCALE_LAYOUT, '20', '12345', '1.234');
    expect(code).toBe('2012345012349');
    const reading = parseScaleBarcode('2012345012349', DEFAULT_SCALE_LAYOUT);
    expect(reading?.itemCode).toBe('12345');
    expect(reading?.value.toFixed(3)).toBe('1.234');
    expect(scaleQuantity(reading as NonNullable<typeof reading>, '500')?.toFixed(3)).toBe('1.234');
  });

  it('a price label buys the quantity its price is worth at the sale price', () => {
    const layout: ScaleLayout = { prefixes: ['22'], itemDigits: 5, value: 'price', decimals: 2 };
    const reading = parseScaleBarcode(makeScaleBarcode(layout, '22', '777', '375.00') ?? '', layout);
    expect(reading?.itemCode).toBe('00777');
    expect(scaleQuantity(reading as NonNullable<typeof reading>, '250')?.toFixed(4)).toBe('1.5000');
  });

  it('round-trips any item and value that fit the layout', () => {
    fc.assert(
      fc.property(layouts, fc.nat(), fc.nat(), (layout, item, raw) => {
        const valueDigits = 13 - 2 - layout.itemDigits - 1;
        const itemCode = String(item % 10 ** layout.itemDigits).padStart(layout.itemDigits, '0');
        const scaled = raw % 10 ** valueDigits;
        const value = (scaled / 10 ** layout.decimals).toFixed(layout.decimals);
        const prefix = layout.prefixes[0] as string;
        const code = makeScaleBarcode(layout, prefix, itemCode, value);
        expect(code).toMatch(/^\d{13}$/);
        const reading = parseScaleBarcode(code as string, layout);
        expect(reading).toMatchObject({ prefix, itemCode, kind: layout.value });
        expect(reading?.value.toFixed(layout.decimals)).toBe(value);
      }),
    );
  });

  it('refuses a wrong check digit, any one digit changed, a prefix outside the layout, other lengths', () => {
    fc.assert(
      fc.property(
        fc.nat(99999),
        fc.nat(99999),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (item, w, at, shift) => {
          const code = makeScaleBarcode(
            DEFAULT_SCALE_LAYOUT,
            '20',
            String(item),
            (w / 1000).toFixed(3),
          ) as string;
          const bad = `${code.slice(0, 12)}${(Number(code[12]) + shift) % 10}`;
          expect(parseScaleBarcode(bad, DEFAULT_SCALE_LAYOUT)).toBeNull();
          // EAN-13 catches every single-digit error.
          const changed = `${code.slice(0, at)}${(Number(code[at]) + shift) % 10}${code.slice(at + 1)}`;
          const reading = parseScaleBarcode(changed, DEFAULT_SCALE_LAYOUT);
          expect(reading).toBeNull();
        },
      ),
    );
    const first12 = '210000100100';
    expect(parseScaleBarcode(`${first12}${ean13CheckDigit(first12)}`, DEFAULT_SCALE_LAYOUT)).toBeNull();
    expect(parseScaleBarcode('201234501234', DEFAULT_SCALE_LAYOUT)).toBeNull();
    expect(scaleLayoutError({ ...DEFAULT_SCALE_LAYOUT, prefixes: ['19'] })).not.toBeNull();
  });
});
