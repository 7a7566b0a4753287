import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a version 4 UUID in a secure context', () => {
    expect(randomUuid()).toMatch(V4);
  });

  it('is a version 4 UUID, different each time, where the page is not a secure context (http on the shop network)', () => {
    // What such a page has: getRandomValues, no randomUUID.
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const seen = new Set(Array.from({ length: 200 }, () => randomUuid()));
    expect(seen.size).toBe(200);
    for (const id of seen) expect(id).toMatch(V4);
  });
});
