export { money } from '../../lib/format';

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
