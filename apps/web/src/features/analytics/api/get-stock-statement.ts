import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InventoryListWire, InventoryWire, QueryParams } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface StockStatementQuery {
  companies: number[] | 'all';
  categories: number[] | 'all';
  page: number;
}

const list = (ids: number[] | 'all') => (ids === 'all' ? undefined : ids.join(','));

/** One page of the Stock Statement's `inventory/` call (O13). */
export const fetchStockStatement = async (q: StockStatementQuery): Promise<InventoryListWire> =>
  unwrap(
    await apiRequest<InventoryListWire>('GET', 'inventory/', {
      query: {
        page: q.page,
        quantity__gte: 1,
        company__in: list(q.companies),
        batch__product_variant__product__category__in: list(q.categories),
      } satisfies QueryParams<'inventory/'>,
    }),
  );

/** Every row of the Stock Statement (each page in turn), for its CSV. */
export async function fetchWholeStockStatement(
  q: Omit<StockStatementQuery, 'page'>,
): Promise<InventoryWire[]> {
  const rows: InventoryWire[] = [];
  for (let page = 1; ; page++) {
    const envelope = await fetchStockStatement({ ...q, page });
    rows.push(...envelope.results);
    if (!envelope.next) return rows;
  }
}

/** The Stock Statement's `inventory/` call (O13): rows in stock, of the ticked departments and categories. */
export const useStockStatement = (q: StockStatementQuery) =>
  useQuery({
    queryKey: queryKeys.stockStatement(q),
    queryFn: () => fetchStockStatement(q),
    placeholderData: keepPreviousData,
    enabled:
      (q.companies === 'all' || q.companies.length > 0) &&
      (q.categories === 'all' || q.categories.length > 0),
  });
