import { D, type Dec, localDay, type UserWire } from '@tillwise/domain';

/** "First Last", or the username when there is no first name (spec 2.2). */
export function displayName(user: Pick<UserWire, 'first_name' | 'last_name' | 'username'>): string {
  const first = user.first_name.trim();
  if (!first) return user.username;
  return `${first} ${user.last_name.trim()}`.trim();
}

/** Up to two capital letters for an avatar without a picture. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || '?';
}

/** A decimal string as the server sends it ("80.5000") shown as a person types it ("80.5"). */
export const plainDecimal = (value: string): string => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** Money on screens: 2 places (spec 9), grouped in thousands, computed without JS floats. */
export function money(value: Dec | string | number): string {
  const fixed = new D(value).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents}`;
}

/**
 * A stored moment (ISO text, or milliseconds as the till's own records keep them) as the till's
 * clock shows it, the same on every screen and printout: `2026-11-21 18:39` (the order of the
 * date fields, so no reader mistakes day for month); a dash for one that has not happened (a
 * session not closed yet).
 */
export function dateTime(at: string | number | null): string {
  if (at === null) return '—';
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return String(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The local day of a stored moment, as date fields show days: `2026-11-21`. */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : localDay(d);
}
