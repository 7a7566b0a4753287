import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, ProductWire, QueryParams } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ProductListParams {
  search: string;
  page: number;
}

/** `GET product/?search=&page=` (contract O1): live products with variants and batches nested. */
export async function fetchProducts(params: ProductListParams): Promise<ListEnvelope<ProductWire>> {
  return unwrap(
    await apiRequest<ListEnvelope<ProductWire>>('GET', 'product/', {
      query: { search: params.search || undefined, page: params.page } satisfies QueryParams<'product/'>,
    }),
  );
}

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: queryKeys.products(params),
    queryFn: () => fetchProducts(params),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (params: ProductListParams) => useQuery(productsQuery(params));
