import { describe, expect, it } from 'vitest';
import { dateTime, dayOf, formatterFor } from './format';

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

describe('formatterFor: numbers, money and dates by language', () => {
  it('keeps Western digits and the same separators in English and Urdu by default', () => {
    for (const language of ['en', 'ur'] as const) {
      const f = formatterFor(language);
      expect(f.money('1234567.505')).toBe('1,234,567.51');
      expect(f.money('0')).toBe('0.00');
      expect(f.decimal('80.5000')).toBe('80.5');
      expect(f.count(12000)).toBe('12,000');
    }
  });

  it('puts a left-to-right mark before a negative amount in Urdu only', () => {
    expect(formatterFor('en').money('-12.5')).toBe('-12.50');
    expect(formatterFor('ur').money('-12.5')).toBe('\u200e-12.50');
  });

  it('writes Urdu digits only when asked (receipts)', () => {
    expect(formatterFor('ur', { urduDigits: true }).money('1234.5')).toBe('۱٬۲۳۴٫۵۰');
    expect(formatterFor('en', { urduDigits: true }).money('1234.5')).toBe('1,234.50');
  });

  it('names the month in the reader’s language, with Western digits', () => {
    const noon = '2026-11-21T07:00:00Z';
    expect(formatterFor('en').date(noon)).toBe('21 Nov 2026');
    expect(formatterFor('ur').date(noon)).toBe('21 نومبر، 2026');
  });
});
