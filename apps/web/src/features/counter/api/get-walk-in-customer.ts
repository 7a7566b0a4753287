import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '@tillwise/domain';
import { type ListEnvelope, type UserWire, walkInUsername } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { offlineDb, readMeta } from '../../../offline/offline-db';
import { WALK_IN } from '../../../offline/till-sync';

/**
 * The buyer of cash and card sales (contract 3.1): the user named exactly
 * `WALK_IN_CUSTOMER_<company id>` on the first page of `user/?user_type=WALK_IN_CUSTOMER`, or null.
 */
export async function fetchWalkInCustomer(companyId: number): Promise<number | null> {
  const result = await apiRequest<ListEnvelope<UserWire>>('GET', 'user/', {
    query: { user_type: 'WALK_IN_CUSTOMER' } satisfies QueryParams<'user/'>,
  });
  // Offline: the one the till synced (offline/till-sync.ts).
  if (!result.ok && result.error.status === 0) return readMeta<number>(offlineDb(), WALK_IN);
  const envelope = unwrap(result);
  return envelope.results.find((u) => u.username === walkInUsername(companyId))?.id ?? null;
}

export const walkInCustomerQuery = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.walkInCustomer(companyId),
    queryFn: () => fetchWalkInCustomer(companyId),
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });

export const useWalkInCustomer = (companyId: number) => useQuery(walkInCustomerQuery(companyId));
