import { describe, expect, it } from 'vitest';
import { dateTime, dayOf } from './format';

describe('dates on screens and printouts', () => {
  it('shows a moment as year-month-day and hours:minutes on the local clock', () => {
    expect(dateTime('2026-11-21T18:39:59')).toBe('2026-11-21 18:39');
    expect(dateTime('2026-01-05T07:04:00')).toBe('2026-01-05 07:04');
    expect(dayOf('2026-01-05T23:59:00')).toBe('2026-01-05');
  });

  it("reads the till's own records, kept as milliseconds, the same way", () => {
    expect(dateTime(new Date(2026, 10, 21, 18, 39, 59).getTime())).toBe('2026-11-21 18:39');
  });

  it('shows what it cannot read as it came', () => {
    expect(dateTime('soon')).toBe('soon');
    expect(dayOf('')).toBe('');
    expect(dateTime(null)).toBe('—');
  });
});
