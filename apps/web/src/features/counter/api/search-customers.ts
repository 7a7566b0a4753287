import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { offlineDb } from '../../../offline/offline-db';

/** `GET user/?user_type=REGULAR_CUSTOMER&search=` (A3): the company's regular customers for a credit sale. */
export async function searchCustomers(search: string): Promise<UserWire[]> {
  const query = { user_type: 'REGULAR_CUSTOMER', search };
  const result = await apiRequest<ListEnvelope<UserWire>>('GET', 'user/', { query });
  if (!result.ok && result.error.status === 0) return searchLocalCustomers(search);
  return unwrap(result).results;
}

/** Offline: the customers the till synced whose name, username or phone contains the text. */
async function searchLocalCustomers(search: string): Promise<UserWire[]> {
  const needle = search.trim().toLowerCase();
  const all = await offlineDb().customers.where('user_type').equals('REGULAR_CUSTOMER').toArray();
  return all.filter((u) =>
    [u.username, u.first_name, u.last_name, u.contact_number].some((v) =>
      (v ?? '').toLowerCase().includes(needle),
    ),
  );
}

export const customersQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.customers(search),
    queryFn: () => searchCustomers(search),
    // Offline it answers from the till's customers.
    networkMode: 'always',
  });

export const useCustomers = (search: string, enabled: boolean) =>
  useQuery({ ...customersQuery(search), enabled, placeholderData: keepPreviousData });
