import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET user/?user_type=REGULAR_CUSTOMER&search=` (A3): the company's regular customers for a credit sale. */
export async function searchCustomers(search: string): Promise<UserWire[]> {
  const query = { user_type: 'REGULAR_CUSTOMER', search };
  return unwrap(await apiRequest<ListEnvelope<UserWire>>('GET', 'user/', { query })).results;
}

export const customersQuery = (search: string) =>
  queryOptions({ queryKey: queryKeys.customers(search), queryFn: () => searchCustomers(search) });

export const useCustomers = (search: string, enabled: boolean) =>
  useQuery({ ...customersQuery(search), enabled, placeholderData: keepPreviousData });
