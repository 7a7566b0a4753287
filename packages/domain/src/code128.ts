/*
 * Code 128 (code set B) for the invoice id printed under the receipt, so a reprint or a refund is
 * one scan. `code128B` gives the bar pattern as modules: '1' a bar, '0' a space, start to stop,
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
const STOP = 106;

/** Whether every character can be written in code set B (printable ASCII). */
export const isCode128B = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

function modules(value: number): string {
  const widths = PATTERNS[value] ?? '';
  let out = '';
  for (let i = 0; i < widths.length; i++) out += (i % 2 === 0 ? '1' : '0').repeat(Number(widths[i]));
  return out;
}

/** The Code 128 B bars of `text` (start, data, check symbol, stop) as a string of 1s and 0s. */
export function code128B(text: string): string {
  if (!isCode128B(text)) throw new RangeError('Code 128 B writes printable ASCII only');
  const values = [...text].map((c) => c.charCodeAt(0) - 32);
  const check = values.reduce((sum, v, i) => sum + v * (i + 1), START_B) % 103;
  return [START_B, ...values, check, STOP].map(modules).join('');
}
