import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, ProductWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ProductLookup = { by: 'bar_code' | 'name__icontains'; text: string };

/** `GET product/?bar_code=` (exact) or `?name__icontains=` (contract O1), variants and batches nested. */
export async function findProducts({ by, text }: ProductLookup): Promise<ProductWire[]> {
  if (!text.trim()) return [];
  const envelope = unwrap(
    await apiRequest<ListEnvelope<ProductWire>>('GET', 'product/', { query: { [by]: text.trim() } }),
  );
  return envelope.results;
}

export const productLookupQuery = (lookup: ProductLookup) =>
  queryOptions({
    queryKey: queryKeys.productLookup(lookup.by, lookup.text),
    queryFn: () => findProducts(lookup),
    placeholderData: keepPreviousData,
  });

export const useProductLookup = (lookup: ProductLookup) => useQuery(productLookupQuery(lookup));
