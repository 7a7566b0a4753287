import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET order-type/` (O20): the order statuses, `results[].status`. */
export async function fetchOrderTypes(): Promise<string[]> {
  const envelope = unwrap(await apiRequest<ListEnvelope<{ status: string }>>('GET', 'order-type/'));
  return envelope.results.map((r) => r.status);
}

export const orderTypesQuery = () =>
  queryOptions({ queryKey: queryKeys.orderTypes(), queryFn: fetchOrderTypes, staleTime: 60 * 60_000 });

export const useOrderTypes = () => useQuery(orderTypesQuery());
