import type { CategoryWire, ListEnvelope, ProductWire, QueryParams } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { getNetworkOnline, setNetworkOnline } from '../../../lib/network-status';
import { type GridPage, localGridPage, localProducts } from '../../../offline/local-catalogue';
import { offlineDb, readMeta, writeMeta } from '../../../offline/offline-db';

/*
 * What the touch grid shows (touch-grid.tsx): the categories, a category's products page by page
 * in stock first (`product/?category=&ordering=in_stock`, searchable), and the cashier's
 * favourites. Online from the server; offline, or when a request gets no answer, from the till's
 * own catalogue in IndexedDB (docs/selling-offline.md), in the same order.
 */

/** Products a page of the grid holds offline (the server's page size online). */
export const GRID_PAGE = 30;
/** The categories as last fetched, kept on the till for the grid offline. */
const CATEGORIES = 'touch-grid-categories';

/** A failed request that got no answer: the grid then reads the till's catalogue. */
function noAnswer<T>(result: Awaited<ReturnType<typeof apiRequest<T>>>): boolean {
  if (result.ok || result.error.status !== 0) return false;
  setNetworkOnline(false);
  return true;
}

/** The categories (the grid's tabs): from the server, else those the till kept. */
export async function fetchGridCategories(): Promise<CategoryWire[]> {
  if (getNetworkOnline()) {
    const result = await apiRequest<ListEnvelope<CategoryWire>>('GET', 'category/');
    if (!noAnswer(result)) {
      const categories = unwrap(result).results;
      await writeMeta(offlineDb(), CATEGORIES, categories).catch(() => undefined);
      return categories;
    }
  }
  return (await readMeta<CategoryWire[]>(offlineDb(), CATEGORIES)) ?? [];
}

/**
 * One page of the grid: a category's products (or, with no category, every product) whose name
 * or barcode contains the search, in stock first, then by name.
 */
export async function fetchGridPage(query: {
  category: number | null;
  search: string;
  page: number;
}): Promise<GridPage> {
  const search = query.search.trim();
  if (getNetworkOnline()) {
    const result = await apiRequest<ListEnvelope<ProductWire>>('GET', 'product/', {
      query: {
        ...(query.category === null ? {} : { category: query.category }),
        ...(search ? { search } : {}),
        ordering: 'in_stock',
        ...(query.page > 1 ? { page: query.page } : {}),
      } satisfies QueryParams<'product/'>,
    });
    if (!noAnswer(result)) {
      const { count, results } = unwrap(result);
      return { count, results };
    }
  }
  return localGridPage({ ...query, search, size: GRID_PAGE });
}

/** The cashier's favourite products: from the server, else from the till's catalogue. */
export async function fetchFavourites(ids: number[]): Promise<ProductWire[]> {
  if (ids.length === 0) return [];
  if (getNetworkOnline()) {
    const found = await Promise.all(ids.map((id) => apiRequest<ProductWire>('GET', `product/${id}`)));
    if (!found.some((r) => !r.ok && r.error.status === 0))
      return found.flatMap((r) => (r.ok ? [r.data] : []));
    setNetworkOnline(false);
  }
  return localProducts(ids);
}
