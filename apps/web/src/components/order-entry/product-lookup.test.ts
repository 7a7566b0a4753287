import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNetworkOnline } from '../../lib/network-status';
import { CAKE } from '../../test/order-fixtures';
import { findOrderProducts } from './product-lookup';

vi.mock('../../offline/local-catalogue', () => ({
  searchLocalCatalogue: vi.fn(async () => ({ products: [CAKE], total: 1 })),
}));

describe('the order screens’ product lookup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setNetworkOnline(true);
  });

  it('with the offline rule, answers from the till’s catalogue when the server gives no answer', async () => {
    setNetworkOnline(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const found = await findOrderProducts('bar_code', CAKE.bar_code, true);
    expect(found).toEqual({ products: [CAKE], total: 1, local: true });
  });

  it('without it (Admin Order), a lost answer is an error, never the till’s catalogue', async () => {
    setNetworkOnline(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(findOrderProducts('bar_code', CAKE.bar_code, false)).rejects.toBeTruthy();
  });
});
