import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { type ListParams, queryKeys } from '../../../lib/query-keys';

/** `GET vendor/` (contract A6): active vendors with their company, searched and paged. */
export async function fetchVendors(params: ListParams): Promise<ListEnvelope<UserWire>> {
  const query = { search: params.search || undefined, page: params.page };
  return unwrap(await apiRequest<ListEnvelope<UserWire>>('GET', 'vendor/', { query }));
}

export const vendorsQuery = (params: ListParams) =>
  queryOptions({ queryKey: queryKeys.vendorList(params), queryFn: () => fetchVendors(params) });

export const useVendors = (params: ListParams) =>
  useQuery({ ...vendorsQuery(params), placeholderData: keepPreviousData });
