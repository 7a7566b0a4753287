import fc from 'fast-check';
import CODE128AUTO from 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js';
import EAN8 from 'jsbarcode/bin/barcodes/EAN_UPC/EAN8.js';
import EAN13 from 'jsbarcode/bin/barcodes/EAN_UPC/EAN13.js';
import { describe, expect, it } from 'vitest';
import { encodeBarcode, symbologyOf } from '../src/barcode.js';
import { code128, code128Check, code128Values } from '../src/code128.js';
import { ean8, ean13, gs1CheckDigit, isValidEan } from '../src/ean.js';
import { scanModules } from './support/scan.js';

const printable = fc.string({
  unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 30,
});
const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
/** Printable text with long runs of digits, where code set C matters. */
const mixed = fc
  .array(fc.oneof(digits(1), digits(2), digits(5), digits(9), fc.constantFrom('A', '-', 'x', ' ', '~')), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(''));
const withCheck = (body: string) => body + gs1CheckDigit(body);

describe('Code 128 with code sets B and C', () => {
  it('reads back through an independent scanner, any printable text', () => {
    fc.assert(
      fc.property(fc.oneof(printable, mixed), (text) => {
        expect(scanModules(code128(text), { left: 10, right: 10 }, 'CODE128')).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('is never longer than JsBarcode’s automatic encoding, and never longer than set B alone', () => {
    fc.assert(
      fc.property(fc.oneof(printable, mixed), (text) => {
        const ours = code128(text).length;
        expect(ours).toBeLessThanOrEqual(new CODE128AUTO(text, {}).encode().data.length);
        expect(ours).toBeLessThanOrEqual((text.length + 2) * 11 + 13);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a run of digits two to a symbol: a 13-digit code in 8 data symbols', () => {
    // Start B, the first digit, switch to C, 6 pairs; then the check symbol and the stop.
    expect(code128Values('8964000001010')).toEqual({ start: 104, values: [24, 99, 96, 40, 0, 0, 10, 10] });
    expect(code128('8964000001010')).toHaveLength((1 + 8 + 1) * 11 + 13);
    expect(code128Values('12345678')).toEqual({ start: 105, values: [12, 34, 56, 78] });
  });

  it('checks with the weighted sum modulo 103', () => {
    // Start C (105) + 12×1 + 34×2 + 56×3 + 78×4 = 665; 665 mod 103 = 47.
    expect(code128Check(105, [12, 34, 56, 78])).toBe(47);
  });

  it('is not read when one bar is wrong (the scanner checks the check symbol)', () => {
    const good = code128('SKU-42');
    // The first data symbol's first space one module wider, its last one module narrower.
    const bad = `${good.slice(0, 12)}0${good.slice(12, 21)}${good.slice(22)}`;
    expect(bad).toHaveLength(good.length);
    expect(() => scanModules(bad, { left: 10, right: 10 }, 'CODE128')).toThrow();
  });

  it('refuses the empty code and what code sets B and C cannot write', () => {
    expect(() => code128('')).toThrow(RangeError);
    expect(() => code128('tab\there')).toThrow(RangeError);
  });
});

describe('EAN-13 and EAN-8', () => {
  it('computes GS1 check digits', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('590123412345')).toBe(7);
    expect(gs1CheckDigit('9638507')).toBe(4);
    expect(isValidEan('4006381333931', 13)).toBe(true);
    expect(isValidEan('4006381333932', 13)).toBe(false);
    expect(isValidEan('96385074', 8)).toBe(true);
  });

  it('catches any one wrong digit', () => {
    fc.assert(
      fc.property(digits(12), fc.nat(12), fc.integer({ min: 1, max: 9 }), (body, at, step) => {
        const code = withCheck(body);
        const wrong = code.slice(0, at) + ((Number(code[at]) + step) % 10) + code.slice(at + 1);
        expect(isValidEan(wrong, 13)).toBe(false);
      }),
    );
  });

  it('draws EAN-13 as JsBarcode does, and reads back through an independent scanner', () => {
    fc.assert(
      fc.property(digits(12), (body) => {
        const code = withCheck(body);
        const { modules, guards } = ean13(code);
        expect(modules).toHaveLength(95);
        expect(guards).toHaveLength(95);
        expect(modules).toBe(new EAN13(code, { flat: true }).encode().data);
        expect(scanModules(modules, { left: 11, right: 7 }, 'EAN13')).toBe(code);
      }),
      { numRuns: 200 },
    );
  });

  it('draws EAN-8 as JsBarcode does, and reads back through an independent scanner', () => {
    fc.assert(
      fc.property(digits(7), (body) => {
        const code = withCheck(body);
        const { modules } = ean8(code);
        expect(modules).toHaveLength(67);
        expect(modules).toBe(new EAN8(code, { flat: true }).encode().data);
        expect(scanModules(modules, { left: 7, right: 7 }, 'EAN8')).toBe(code);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a code whose check digit is wrong', () => {
    expect(() => ean13('4006381333932')).toThrow(RangeError);
    expect(() => ean8('96385075')).toThrow(RangeError);
  });
});

describe('encodeBarcode', () => {
  it('prints a valid EAN as itself and anything else printable as Code 128', () => {
    expect(symbologyOf('8964000001010')).toBe('CODE128'); // the demo's cupcake: its last digit is no check digit
    expect(symbologyOf('4006381333931')).toBe('EAN13');
    expect(symbologyOf('96385074')).toBe('EAN8');
    expect(symbologyOf('SKU-42')).toBe('CODE128');
    expect(symbologyOf('')).toBeNull();
    expect(symbologyOf('café')).toBeNull();
    expect(encodeBarcode('café')).toBeNull();
  });

  it('gives bars that redraw the modules exactly, inside the quiet zones', () => {
    fc.assert(
      fc.property(fc.oneof(printable, digits(12).map(withCheck), digits(7).map(withCheck)), (code) => {
        const barcode = encodeBarcode(code);
        if (!barcode) throw new Error('printable code refused');
        const row = Array.from({ length: barcode.width }, () => '0');
        for (const bar of barcode.bars) for (let i = 0; i < bar.width; i++) row[bar.x + i] = '1';
        const { left, right } = barcode.quiet;
        expect(row.join('')).toBe('0'.repeat(left) + barcode.modules + '0'.repeat(right));
        expect(barcode.bars.every((b) => b.width >= 1 && b.width <= 4)).toBe(true);
      }),
    );
  });

  it('marks the guard bars of an EAN-13 (two at each edge, two in the centre)', () => {
    const barcode = encodeBarcode('4006381333931');
    expect(barcode?.bars.filter((b) => b.guard).map((b) => b.x - 11)).toEqual([0, 2, 46, 48, 92, 94]);
  });
});
