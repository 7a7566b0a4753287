/*
 * Code 128: the invoice id printed under the receipt (code set B, `code128B`), and the labels'
 * barcodes (`code128`: code sets B and C chosen for the fewest symbols, so runs of digits take
 * half the width). Both give the bar pattern as modules: '1' a bar, '0' a space, start to stop,
 * without the quiet zones (ten modules of space the printer must leave on either side).
 */

/** Bar and space widths of each symbol value 0-106 (106 is the stop, seven widths). */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
] as const;

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;
/** Modules of space Code 128 asks for on either side of the bars. */
export const CODE128_QUIET = 10;

/** Whether every character can be written in code set B (printable ASCII). */
export const isCode128B = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

function modules(value: number): string {
  const widths = PATTERNS[value] ?? '';
  let out = '';
  for (let i = 0; i < widths.length; i++) out += (i % 2 === 0 ? '1' : '0').repeat(Number(widths[i]));
  return out;
}

/** The check symbol: the start's value plus each symbol's value times its position, modulo 103. */
export const code128Check = (start: number, values: readonly number[]): number =>
  values.reduce((sum, v, i) => sum + v * (i + 1), start) % 103;

const barsOf = (start: number, values: readonly number[]): string =>
  [start, ...values, code128Check(start, values), STOP].map(modules).join('');

/** The Code 128 B bars of `text` (start, data, check symbol, stop) as a string of 1s and 0s. */
export function code128B(text: string): string {
  if (!isCode128B(text)) throw new RangeError('Code 128 B writes printable ASCII only');
  return barsOf(
    START_B,
    [...text].map((c) => c.charCodeAt(0) - 32),
  );
}

type CodeSet = 'B' | 'C';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/**
 * The symbol values of `text` in the fewest symbols, switching between code sets B and C (a pair
 * of digits in one symbol): a shortest path over (position, code set), each character or digit
 * pair one symbol and each switch one more. Returns the start symbol and the data symbols.
 */
export function code128Values(text: string): { start: number; values: number[] } {
  if (!isCode128B(text) || text.length === 0) throw new RangeError('Code 128 writes printable ASCII only');
  const n = text.length;
  // cost[i][set]: fewest symbols to write text[i..] when set `set` is current at i.
  const cost: Record<CodeSet, number>[] = Array.from({ length: n + 1 }, () => ({ B: 0, C: 0 }));
  const inC = (i: number) => isDigit(text[i]) && isDigit(text[i + 1]);
  for (let i = n - 1; i >= 0; i--) {
    const next = cost[i + 1] as Record<CodeSet, number>;
    const fromB = 1 + next.B;
    const fromC = inC(i) ? 1 + (cost[i + 2] as Record<CodeSet, number>).C : Number.POSITIVE_INFINITY;
    (cost[i] as Record<CodeSet, number>).B = Math.min(fromB, 1 + fromC);
    (cost[i] as Record<CodeSet, number>).C = Math.min(fromC, 1 + fromB);
  }
  const first = cost[0] as Record<CodeSet, number>;
  // Starting in C saves a symbol only where the text opens with a pair; ties start in B.
  let set: CodeSet = inC(0) && first.C < first.B ? 'C' : 'B';
  const start = set === 'C' ? START_C : START_B;
  const values: number[] = [];
  for (let i = 0; i < n; ) {
    const here = cost[i] as Record<CodeSet, number>;
    const stayC = inC(i) ? 1 + (cost[i + 2] as Record<CodeSet, number>).C : Number.POSITIVE_INFINITY;
    const stayB = 1 + (cost[i + 1] as Record<CodeSet, number>).B;
    if (set === 'C' && stayC !== here.C) {
      values.push(CODE_B);
      set = 'B';
    } else if (set === 'B' && stayB !== here.B) {
      values.push(CODE_C);
      set = 'C';
    }
    if (set === 'C') {
      values.push(Number(text.slice(i, i + 2)));
      i += 2;
    } else {
      values.push(text.charCodeAt(i) - 32);
      i += 1;
    }
  }
  return { start, values };
}

/** The Code 128 bars of `text` in the fewest symbols (code sets B and C), check symbol included. */
export function code128(text: string): string {
  const { start, values } = code128Values(text);
  return barsOf(start, values);
}
