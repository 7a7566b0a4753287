import { CODE128_QUIET, code128, isCode128B } from './code128.js';
import { EAN8_QUIET, EAN13_QUIET, ean8, ean13, isValidEan } from './ean.js';

/*
 * A product's barcode as bars a label draws (docs/domain/labels.md). The symbology follows the
 * code: a valid EAN-13 or EAN-8 (digits with a right check digit) prints as itself, so the till's
 * scanner reads the same number the maker printed; anything else printable prints as Code 128.
 */

export const SYMBOLOGIES = ['EAN13', 'EAN8', 'CODE128'] as const;
export type Symbology = (typeof SYMBOLOGIES)[number];

/** One bar: where it starts and how wide it is, in modules from the left quiet zone's start. */
export interface Bar {
  x: number;
  width: number;
  /** A guard bar of an EAN, drawn longer than the others. */
  guard: boolean;
}

/** A barcode ready to draw: its bars and its whole width in modules, quiet zones included. */
export interface Barcode {
  symbology: Symbology;
  /** What it encodes (and what is printed under it). */
  text: string;
  /** The pattern, '1' a bar and '0' a space, without the quiet zones. */
  modules: string;
  quiet: { left: number; right: number };
  /** Width in modules, quiet zones included. */
  width: number;
  bars: Bar[];
}

/** The symbology a code prints in, or null for one no label can print (empty, or not printable ASCII). */
export function symbologyOf(code: string): Symbology | null {
  if (isValidEan(code, 13)) return 'EAN13';
  if (isValidEan(code, 8)) return 'EAN8';
  return code.length > 0 && isCode128B(code) ? 'CODE128' : null;
}

/** Runs of '1' as bars, offset by the left quiet zone. */
function barsOf(modules: string, guards: string | null, left: number): Bar[] {
  const bars: Bar[] = [];
  for (let i = 0; i < modules.length; ) {
    if (modules[i] !== '1') {
      i++;
      continue;
    }
    const start = i;
    while (modules[i] === '1') i++;
    bars.push({ x: left + start, width: i - start, guard: guards?.[start] === '1' });
  }
  return bars;
}

/** `code` as bars in the symbology `symbologyOf` gives it, or null when no label can print it. */
export function encodeBarcode(code: string): Barcode | null {
  const symbology = symbologyOf(code);
  if (!symbology) return null;
  const { modules, guards, quiet } =
    symbology === 'EAN13'
      ? { ...ean13(code), quiet: EAN13_QUIET }
      : symbology === 'EAN8'
        ? { ...ean8(code), quiet: EAN8_QUIET }
        : { modules: code128(code), guards: null, quiet: { left: CODE128_QUIET, right: CODE128_QUIET } };
  return {
    symbology,
    text: code,
    modules,
    quiet: { left: quiet.left, right: quiet.right },
    width: quiet.left + modules.length + quiet.right,
    bars: barsOf(modules, guards, quiet.left),
  };
}
