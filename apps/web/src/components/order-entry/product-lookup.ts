import type { ProductWire } from '@tillwise/domain';
import { isApiError } from '../../lib/api-error';
import { getNetworkOnline, setNetworkOnline } from '../../lib/network-status';
import { findProducts, type ProductLookupBy } from '../../lib/orders-api';
import { queryKeys } from '../../lib/query-keys';
import { searchLocalCatalogue } from '../../offline/local-catalogue';

export interface FoundProducts {
  products: ProductWire[];
  /** Products matching in all (the local search shows the first ones of a long list). */
  total: number;
  /** Found in the till's own catalogue (offline). */
  local: boolean;
}

/**
 * The entry row's product lookup: the server's `product/` while online; with `offline`, the
 * till's local catalogue (barcode exact, name by substring, every match) when offline or when
 * the request gets no answer, with no visible delay.
 */
export async function findOrderProducts(
  by: ProductLookupBy,
  text: string,
  offline: boolean,
): Promise<FoundProducts> {
  if (!offline || getNetworkOnline()) {
    try {
      const products = await findProducts(by, text);
      return { products, total: products.length, local: false };
    } catch (error) {
      if (!offline || !isApiError(error) || error.status !== 0) throw error;
      setNetworkOnline(false);
    }
  }
  const found = await searchLocalCatalogue(by, text);
  return { products: found.products, total: found.total, local: true };
}

/** The one query of `product/` for both order screens (one key, whichever screen asks). */
export const productLookupQuery = (by: ProductLookupBy, text: string, offline: boolean) => ({
  queryKey: queryKeys.productLookup(by, text),
  queryFn: () => findOrderProducts(by, text, offline),
  staleTime: 0,
  // Offline the lookup answers from the till's catalogue: it must not wait for the network.
  networkMode: 'always' as const,
});
