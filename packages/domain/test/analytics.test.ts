import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageingBucket,
  compared,
  D,
  marginPercent,
  paymentMethodLabel,
  previousPeriod,
  wireDay,
} from '../src/index.js';

describe('previousPeriod', () => {
  it('is the range of the same length that ends the day before', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ start: '2026-01-29', end: '2026-02-28' });
    expect(previousPeriod('2026-11-24', '2026-11-24')).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    // Same number of days: 2024 has 366, so the previous period starts a day earlier.
    expect(previousPeriod('2024-01-01', '2024-12-31')).toEqual({ start: '2022-12-31', end: '2023-12-31' });
  });

  it('always has the same number of days and ends right before the start', () => {
    const day = 86_400_000;
    const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 800 }), (offset, length) => {
        const s = Date.UTC(2000, 0, 1) + offset * day;
        const start = iso(s);
        const end = iso(s + length * day);
        const p = previousPeriod(start, end);
        expect(Date.parse(p.end) + day).toBe(Date.parse(start));
        expect(Date.parse(p.end) - Date.parse(p.start)).toBe(Date.parse(end) - Date.parse(start));
      }),
    );
  });
});

describe('report helpers', () => {
  it('buckets ages at 30, 60 and 90 days', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(ageingBucket)).toEqual([
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
  });

  it('writes dates as the original client sends them, without zero padding', () => {
    expect(wireDay('2022-03-05')).toBe('2022-3-5');
    expect(wireDay('2022-11-20')).toBe('2022-11-20');
    expect(wireDay('2022-10-01')).toBe('2022-10-1');
  });

  it('compares exactly and gives the margin as a percentage of net sales', () => {
    expect(compared(new D('0.1'), new D('0.3'))).toEqual({
      current: '0.1000',
      previous: '0.3000',
      change: '-0.2000',
    });
    expect(marginPercent(new D(350), new D(2220)).toFixed(2)).toBe('15.77');
    expect(marginPercent(new D(10), new D(0)).toFixed(2)).toBe('0.00');
  });
});

describe('payment method labels in the business report', () => {
  it('names each method as the till does, and sales on account as On account', () => {
    expect(['CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA', 'ON_ACCOUNT'].map(paymentMethodLabel)).toEqual([
      'Cash',
      'Card (bank)',
      'JazzCash',
      'Easypaisa',
      'On account',
    ]);
  });

  it('shows a method it does not know as it came', () => {
    expect(paymentMethodLabel('CHEQUE')).toBe('CHEQUE');
  });
});
