import { queryOptions } from '@tanstack/react-query';
import type { ProductWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET product/<id>` (contract O2): one live product, its variants, unit and tax category. */
export async function fetchProduct(id: number): Promise<ProductWire> {
  return unwrap(await apiRequest<ProductWire>('GET', `product/${id}`));
}

export const productQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.product(id), queryFn: () => fetchProduct(id) });
