/*
 * EAN-13 and EAN-8 (GS1 General Specifications, 5.2): the retail barcodes printed on most goods.
 * Each gives its bar pattern as modules ('1' a bar, '0' a space), guard to guard, without the
 * quiet zones, and which modules belong to the guards (drawn longer, as on a can of beans).
 */

/** Left-hand odd (L) patterns of digits 0-9; G is L reversed and inverted, R is L inverted. */
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const invert = (p: string) => p.replace(/./g, (b) => (b === '1' ? '0' : '1'));
const R = L.map(invert);
const G = R.map((p) => [...p].reverse().join(''));
/** Which of the first six digits of an EAN-13 take a G pattern, by the leading (13th) digit. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

const EDGE = '101';
const CENTRE = '01010';

/** Modules of space an EAN-13 needs on its left and right (GS1: 11 and 7); an EAN-8 7 and 7. */
export const EAN13_QUIET = { left: 11, right: 7 } as const;
export const EAN8_QUIET = { left: 7, right: 7 } as const;

/** The GS1 check digit of `digits` (the code without its check digit): weights 3, 1 from the right. */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('A GS1 check digit is computed over digits only');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - i;
    sum += Number(digits[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `code` is a whole EAN of `length` digits whose last digit is its check digit. */
export const isValidEan = (code: string, length: 8 | 13): boolean =>
  new RegExp(`^\\d{${length}}$`).test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));

/** An EAN's modules and which of them are guard bars (1: guard). */
export interface EanBars {
  modules: string;
  guards: string;
}

const guardMask = (half: number): string =>
  '1'.repeat(3) + '0'.repeat(half) + '1'.repeat(5) + '0'.repeat(half) + '1'.repeat(3);

/** The 95 modules of an EAN-13 (`code`: 13 digits with a right check digit, refused otherwise). */
export function ean13(code: string): EanBars {
  if (!isValidEan(code, 13)) throw new RangeError('An EAN-13 is 13 digits ending in its check digit');
  const parity = PARITY[Number(code[0])] as string;
  let left = '';
  for (let i = 1; i <= 6; i++) left += (parity[i - 1] === 'G' ? G : L)[Number(code[i])] as string;
  let right = '';
  for (let i = 7; i <= 12; i++) right += R[Number(code[i])] as string;
  const modules = EDGE + left + CENTRE + right + EDGE;
  return { modules, guards: guardMask(42) };
}

/** The 67 modules of an EAN-8 (`code`: 8 digits with a right check digit, refused otherwise). */
export function ean8(code: string): EanBars {
  if (!isValidEan(code, 8)) throw new RangeError('An EAN-8 is 8 digits ending in its check digit');
  let left = '';
  for (let i = 0; i < 4; i++) left += L[Number(code[i])] as string;
  let right = '';
  for (let i = 4; i < 8; i++) right += R[Number(code[i])] as string;
  const modules = EDGE + left + CENTRE + right + EDGE;
  return { modules, guards: guardMask(28) };
}
