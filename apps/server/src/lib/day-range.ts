import { MSG, normaliseDate } from '@tillwise/domain';
import { nonFieldError, validationError } from './errors.js';
import { filterValue, type RawQuery } from './query.js';

/*
 * Calendar days are the server's local days (the process time zone, set with TZ): "today" on the
 * finance screens is the shop's today, and a range covers whole local days.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** Today's date, `YYYY-MM-DD`, in the server's time zone. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The instant a local day starts. */
export function dayStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** The instant the local day after `date` starts (the exclusive end of a range ending on `date`). */
export function dayAfter(date: string): Date {
  const start = dayStart(date);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
}

/** ISO 8601 with the local UTC offset (`2024-03-05T10:00:00.000+05:00`): its date part is the local day. */
export function localIso(instant: Date): string {
  const offset = -instant.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 23);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export interface DayRange {
  start: string;
  end: string;
  /** Inclusive start instant and exclusive end instant. */
  from: Date;
  to: Date;
}

/**
 * The last day a range may name: a range ends at the start of the day after its last day, and
 * 10000-01-01 is no instant the database reads (JavaScript writes it `+010000-01-01`). Refused
 * here, before any query runs, so that a streamed export never starts on a range it cannot finish.
 */
const LAST_DAY = '9999-12-30';

/** Reads one date parameter: absent or empty gives `fallback`; `2022-3-5` is accepted. */
export function dateParam(query: RawQuery, key: string, fallback: string): string {
  const raw = filterValue(query, key);
  if (raw === undefined) return fallback;
  const date = normaliseDate(raw);
  if (!date) throw validationError({ [key]: MSG.invalidDate });
  if (date > LAST_DAY) throw validationError({ [key]: MSG.dateTooLate });
  return date;
}

/**
 * `start_date` (default today) and `end_date` (default the start date) as whole local days.
 * A start after the end is "invalid date range".
 */
export function dayRange(query: RawQuery): DayRange {
  const start = dateParam(query, 'start_date', today());
  const end = dateParam(query, 'end_date', start);
  if (start > end) throw nonFieldError(MSG.invalidDateRange);
  return { start, end, from: dayStart(start), to: dayAfter(end) };
}
