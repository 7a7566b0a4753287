import fc from 'fast-check';
import { CODE128B } from 'jsbarcode/bin/barcodes/CODE128/index.js';
import { describe, expect, it } from 'vitest';
import { code128B, isCode128B } from '../src/code128.js';

// An independent encoder (JsBarcode's), as the oracle for ours.
const reference = (text: string) => new CODE128B(text, {}).encode().data;

describe('code128B', () => {
  it('writes an invoice id as an independent encoder does', () => {
    expect(code128B('INV_3_12')).toBe(reference('INV_3_12'));
  });

  it('agrees with the independent encoder on any printable text', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)),
          minLength: 1,
          maxLength: 40,
        }),
        (text) => {
          expect(code128B(text)).toBe(reference(text));
        },
      ),
    );
  });

  it('starts and ends with a bar, 11 modules a symbol and 13 for the stop', () => {
    const bars = code128B('INV_12_3456');
    expect(bars.startsWith('1')).toBe(true);
    expect(bars.endsWith('1')).toBe(true);
    // start + 11 characters + check = 13 symbols of 11 modules, then the stop.
    expect(bars).toHaveLength(13 * 11 + 13);
  });

  it('refuses what code set B cannot write', () => {
    expect(isCode128B('INV_1_2')).toBe(true);
    expect(isCode128B('é')).toBe(false);
    expect(() => code128B('tab\there')).toThrow(RangeError);
  });
});
