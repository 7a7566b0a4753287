import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { type ListParams, queryKeys } from '../../../lib/query-keys';

/** `GET user/` (contract A3): the users in the caller's reach, searched and paged. */
export async function fetchUsers(params: ListParams): Promise<ListEnvelope<UserWire>> {
  const query = { search: params.search || undefined, page: params.page };
  return unwrap(await apiRequest<ListEnvelope<UserWire>>('GET', 'user/', { query }));
}

export const usersQuery = (params: ListParams) =>
  queryOptions({ queryKey: queryKeys.userList(params), queryFn: () => fetchUsers(params) });

/** Keeps the previous page on screen while the next one loads. */
export const useUsers = (params: ListParams) =>
  useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
