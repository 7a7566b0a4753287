import { describe, expect, it } from 'vitest';
import { isoDay, money } from './money';

describe('money', () => {
  it('shows two places with thousands grouped, rounding half up', () => {
    expect(money('1234567.005')).toBe('1,234,567.01');
    expect(money('-80.2500')).toBe('-80.25');
    expect(money(0)).toBe('0.00');
    expect(money('999.9999')).toBe('1,000.00');
  });

  it('writes local days zero-padded', () => {
    expect(isoDay(new Date(2024, 2, 5))).toBe('2024-03-05');
  });
});

describe('pageSizeOf', () => {
  it('reads the page size from full and last pages', async () => {
    const { pageSizeOf } = await import('../../lib/page-size');
    expect(pageSizeOf({ count: 70, next: 'x', results: new Array(30) }, 1)).toBe(30);
    expect(pageSizeOf({ count: 70, next: null, results: new Array(10) }, 3)).toBe(30);
    expect(pageSizeOf({ count: 4, next: null, results: new Array(4) }, 1)).toBe(4);
  });
});
