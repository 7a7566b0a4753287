const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * The pseudo-locale `en-XA`: every letter accented, about 40% longer, in brackets, so a string not
 * from a catalog (plain ASCII) or cut off by its box (no closing bracket) shows at a glance. ICU
 * arguments (`{count}`) and tags (`<b>`) are kept as they are; text inside plural branches is
 * accented too.
 */
export function pseudoLocalize(message: string): string {
  let out = '';
  let depth = 0; // inside `{...}`: argument names and keywords stay
  let inTag = false;
  let letters = 0;
  for (let i = 0; i < message.length; i++) {
    const ch = message.charAt(i);
    if (ch === '<') inTag = true;
    if (ch === '{') {
      // `{count, plural, one {# item}}`: the inner braces hold text again.
      depth++;
      out += ch;
      continue;
    }
    if (ch === '}') depth--;
    const isText = !inTag && (depth === 0 || isInsideBranch(message, i));
    if (isText && ACCENTED[ch]) {
      out += ACCENTED[ch];
      letters++;
    } else out += ch;
    if (ch === '>') inTag = false;
  }
  const padding = '~'.repeat(Math.ceil(letters * 0.4));
  return `[${out}${padding ? ` ${padding}` : ''}]`;
}

/** Within a plural/select, text sits at an even brace depth ≥ 2 (`{n, plural, one {text}}`). */
function isInsideBranch(message: string, index: number): boolean {
  let depth = 0;
  for (let i = 0; i < index; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}') depth--;
  }
  return depth >= 2 && depth % 2 === 0;
}
