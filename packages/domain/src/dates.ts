/**
 * Accepts `YYYY-MM-DD` and the original client's non-padded `YYYY-M-D`. Returns the padded form,
 * or null when the text is not a real calendar date.
 */
export function normaliseDate(text: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A date range is valid when both ends are dates and the start is not after the end. */
export function isValidRange(start: string, end: string): boolean {
  const a = normaliseDate(start);
  const b = normaliseDate(end);
  return a !== null && b !== null && a <= b;
}

/** A local calendar day as `YYYY-MM-DD` (today by default). */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
