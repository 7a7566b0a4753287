import { localDay, presetRange } from '@tillwise/domain';

export { money } from '../../lib/format';

/** A local calendar day as `YYYY-MM-DD` (what a date input holds). */
export const isoDay = (d: Date): string => localDay(d);

/** Today on this device. */
export const todayIso = (): string => localDay();

/** The first day of this month: where a statement's range starts by default. */
export const monthStartIso = (): string => presetRange('thisMonth').start;
