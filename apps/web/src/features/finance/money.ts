import { D } from '@tillwise/domain';

/** Money on screens: 2 places (spec 9), grouped in thousands, computed without JS floats. */
export function money(value: string | number): string {
  const fixed = new D(value).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents}`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A local calendar day as `YYYY-MM-DD` (what a date input holds). */
export const isoDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today on this device. */
export const todayIso = (): string => isoDay(new Date());

/** The first day of this month: where a statement's range starts by default. */
export const monthStartIso = (): string => {
  const now = new Date();
  return isoDay(new Date(now.getFullYear(), now.getMonth(), 1));
};
