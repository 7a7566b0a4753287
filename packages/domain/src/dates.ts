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

/** The quick ranges of the report screens, beside their start and end dates. */
export const RANGE_PRESETS = [
  { preset: 'today', label: 'Today' },
  { preset: 'yesterday', label: 'Yesterday' },
  { preset: 'last7', label: 'Last 7 days' },
  { preset: 'thisMonth', label: 'This month' },
  { preset: 'lastMonth', label: 'Last month' },
] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number]['preset'];

/** A quick range as local calendar days, both ends included (`today` by default). */
export function presetRange(preset: RangePreset, today: Date = new Date()): { start: string; end: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  // The Date constructor carries a day 0 or a negative day into the month before.
  const day = (month: number, date: number) => localDay(new Date(y, month, date));
  switch (preset) {
    case 'today':
      return { start: day(m, d), end: day(m, d) };
    case 'yesterday':
      return { start: day(m, d - 1), end: day(m, d - 1) };
    case 'last7':
      return { start: day(m, d - 6), end: day(m, d) };
    case 'thisMonth':
      return { start: day(m, 1), end: day(m, d) };
    case 'lastMonth':
      return { start: day(m - 1, 1), end: day(m, 0) };
  }
}
