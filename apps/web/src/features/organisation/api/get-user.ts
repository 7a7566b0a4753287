import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET user/<id>/`: one user or vendor, for its edit form. */
export async function fetchUser(id: number): Promise<UserWire> {
  return unwrap(await apiRequest<UserWire>('GET', `user/${id}/`));
}

export const userQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.user(id), queryFn: () => fetchUser(id), staleTime: 0 });

export const useUser = (id: number) => useQuery(userQuery(id));
