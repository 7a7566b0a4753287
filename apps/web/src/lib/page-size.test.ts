import { describe, expect, it } from 'vitest';
import { pageSizeOf } from './page-size';

const page = (count: number, length: number, next: boolean) => ({
  count,
  next: next ? 'http://x/?page=2' : null,
  results: Array.from({ length }, (_, i) => i),
});

describe('pageSizeOf', () => {
  it('reads the size from a full page, the last page, or a single page', () => {
    expect(pageSizeOf(page(95, 30, true), 1)).toBe(30);
    expect(pageSizeOf(page(95, 5, false), 4)).toBe(30);
    expect(pageSizeOf(page(12, 12, false), 1)).toBe(12);
    expect(pageSizeOf(page(0, 0, false), 1)).toBe(1);
  });
});
