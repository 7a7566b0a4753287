import type { ListEnvelope } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { downloadPages } from './catalogue-pages';

/** A list of `rows` rows served `size` a page, which may grow or shrink while it is read. */
function server(rows: number, size: number) {
  const state = { rows, asked: [] as number[], open: 0, mostOpen: 0 };
  const fetchPage = async (page: number): Promise<ListEnvelope<number> | null> => {
    state.asked.push(page);
    state.open += 1;
    state.mostOpen = Math.max(state.mostOpen, state.open);
    await new Promise((resolve) => setTimeout(resolve, (page * 7) % 5));
    state.open -= 1;
    const start = (page - 1) * size;
    if (page > 1 && start >= state.rows) return null;
    const results = Array.from(
      { length: Math.max(0, Math.min(size, state.rows - start)) },
      (_, i) => start + i,
    );
    return {
      count: state.rows,
      next: start + size < state.rows ? `p${page + 1}` : null,
      previous: null,
      results,
    };
  };
  return { state, fetchPage };
}

describe('downloading the catalogue pages', () => {
  it('writes every page once, in order, with at most two asked at a time', async () => {
    const { state, fetchPage } = server(95, 10);
    const written: number[][] = [];
    await downloadPages(fetchPage, async (body) => {
      written.push(body.results);
    });
    expect(written.flat()).toEqual(Array.from({ length: 95 }, (_, i) => i));
    expect(written).toHaveLength(10);
    expect(state.mostOpen).toBeLessThanOrEqual(2);
    expect(new Set(state.asked).size).toBe(state.asked.length);
  });

  it('follows pages added while it downloads, and stops at a page removed meanwhile', async () => {
    const growing = server(30, 10);
    const seen: number[] = [];
    await downloadPages(growing.fetchPage, async (body) => {
      seen.push(...body.results);
      growing.state.rows = 45;
    });
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => i));

    const shrinking = server(30, 10);
    const kept: number[] = [];
    await downloadPages(shrinking.fetchPage, async (body) => {
      kept.push(...body.results);
      shrinking.state.rows = 15;
    });
    expect(kept).toEqual(Array.from({ length: 15 }, (_, i) => i));
  });

  it('reads a one-page list with one request', async () => {
    const { state, fetchPage } = server(3, 10);
    const written: number[] = [];
    await downloadPages(fetchPage, async (body) => {
      written.push(...body.results);
    });
    expect(written).toEqual([0, 1, 2]);
    expect(state.asked).toEqual([1]);
  });
});
