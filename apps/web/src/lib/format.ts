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

/**
 * Numbers, money and dates in a language (issue 43): the locale's separators and month names,
 * Western digits by default (`-u-nu-latn`), Urdu digits (`arabext`) only when asked, e.g. on a receipt.
 * Money stays exact: the decimal is rounded by the decimal library, `Intl` only supplies the symbols.
 */
export function formatterFor(language: 'en' | 'ur' | 'en-XA', options: { urduDigits?: boolean } = {}) {
  const base = language === 'ur' ? 'ur-PK' : 'en-PK';
  const locale = `${base}-u-nu-${language === 'ur' && options.urduDigits ? 'arabext' : 'latn'}`;
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const digits = new Intl.NumberFormat(locale, { useGrouping: false }).format(1234567890);
  const toDigits = (text: string) => text.replace(/\d/g, (d) => digits.charAt((Number(d) + 9) % 10));

  /** A fixed-point decimal with the locale's separators and digits, grouped in thousands. */
  const fixed = (value: Dec | string | number, places: number): string => {
    const text = new D(value).toFixed(places);
    const negative = text.startsWith('-');
    const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u0001');
    const body =
      toDigits(grouped).replaceAll('\u0001', group) + (fraction ? decimal + toDigits(fraction) : '');
    // In right-to-left text a left-to-right mark keeps the minus sign in front of the number.
    if (!negative) return body;
    return `${language === 'ur' ? '\u200e' : ''}-${body}`;
  };

  const dateFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false });

  return {
    locale,
    /** Money on screens: 2 places, e.g. `1,234.50` in either language. */
    money: (value: Dec | string | number) => fixed(value, 2),
    /** A quantity or other decimal with the places it needs (up to 4), e.g. `2.5`. */
    decimal: (value: Dec | string | number) => {
      const text = plainDecimal(new D(value).toFixed(4));
      const places = text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
      return fixed(text, places);
    },
    /** A whole count, e.g. `12`. */
    count: (value: number) => fixed(value, 0),
    /** A day in words the reader's language uses, e.g. `21 Nov 2026` / `21 نومبر 2026`. */
    date: (at: string | number | Date) => dateFormat.format(new Date(at)),
    /** A day and time, 24-hour clock. */
    dateTime: (at: string | number | Date) =>
      `${dateFormat.format(new Date(at))} ${timeFormat.format(new Date(at))}`,
  };
}

export type Formatter = ReturnType<typeof formatterFor>;
