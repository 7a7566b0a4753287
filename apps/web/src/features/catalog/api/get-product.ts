import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET product/<id>` (contract O2, no trailing slash): one live product as a plain object. */
export async function fetchProduct(id: number): Promise<ProductWire> {
  return unwrap(await apiRequest<ProductWire>('GET', `product/${id}`));
}

export const productQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.product(id), queryFn: () => fetchProduct(id) });

/** The product being edited; disabled for a route id that is not a number. */
export const useProduct = (id: number | null) => useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
