import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRange, presetRange, RANGE_PRESETS } from '../src/dates';

/** Local noon of a calendar day, so no time zone moves it to another day. */
const on = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

describe('the report screens’ quick ranges', () => {
  it('count local calendar days back from today, both ends included', () => {
    const today = on(2026, 11, 26);
    expect(presetRange('today', today)).toEqual({ start: '2026-11-26', end: '2026-11-26' });
    expect(presetRange('yesterday', today)).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    expect(presetRange('last7', today)).toEqual({ start: '2026-11-20', end: '2026-11-26' });
    expect(presetRange('thisMonth', today)).toEqual({ start: '2026-11-01', end: '2026-11-26' });
    expect(presetRange('lastMonth', today)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
  });

  it('cross month, year and leap-day boundaries', () => {
    expect(presetRange('yesterday', on(2028, 3, 1))).toEqual({ start: '2028-02-29', end: '2028-02-29' });
    expect(presetRange('last7', on(2027, 1, 3))).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(presetRange('lastMonth', on(2027, 1, 15))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(presetRange('lastMonth', on(2027, 3, 31))).toEqual({ start: '2027-02-01', end: '2027-02-28' });
  });

  it('always give a valid range that ends no later than today', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        fc.constantFrom(...RANGE_PRESETS.map((p) => p.preset)),
        (when, preset) => {
          const today = on(when.getFullYear(), when.getMonth() + 1, when.getDate());
          const { start, end } = presetRange(preset, today);
          const { end: todayDay } = presetRange('today', today);
          return isValidRange(start, end) && end <= todayDay;
        },
      ),
    );
  });
});
