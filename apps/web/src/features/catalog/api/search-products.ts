import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, ProductWire, QueryParams } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET product/?search=` for a picker: the first page of live products matching the text. */
export async function searchProducts(text: string): Promise<ProductWire[]> {
  const envelope = unwrap(
    await apiRequest<ListEnvelope<ProductWire>>('GET', 'product/', {
      query: { search: text || undefined } satisfies QueryParams<'product/'>,
    }),
  );
  return envelope.results;
}

export const productSearchQuery = (text: string) =>
  queryOptions({
    queryKey: queryKeys.productSearch(text),
    queryFn: () => searchProducts(text),
    placeholderData: keepPreviousData,
  });

export const useProductSearch = (text: string) => useQuery(productSearchQuery(text));
