import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, OrderWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET order/<id>` (O15, no trailing slash): a list envelope with the one order, or null when there is none. */
export async function fetchOrder(id: number): Promise<OrderWire | null> {
  const envelope = unwrap(await apiRequest<ListEnvelope<OrderWire>>('GET', `order/${id}`));
  return envelope.results.length === 1 ? (envelope.results[0] ?? null) : null;
}

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.order(id), queryFn: () => fetchOrder(id) });

export const useOrder = (id: number) =>
  useQuery({ ...orderQuery(id), enabled: Number.isInteger(id) && id > 0 });
