import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';
import { getToken } from '../../../lib/token-store';

const noSession = (detail: string) => new ApiError(401, { detail }, detail);

/** `GET user-data/` (contract A2) for this token: the signed-in user is `results[0]`. */
export async function fetchCurrentUser(token: string | null): Promise<UserWire> {
  if (!token) throw noSession('Not signed in.');
  const envelope = unwrap(await apiRequest<ListEnvelope<UserWire>>('GET', 'user-data/', { token }));
  const user = envelope?.results?.[0];
  // A token that maps to no user is as good as an expired one.
  if (!user) throw noSession('No user for this session.');
  return user;
}

export const currentUserQuery = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.currentUser(token),
    queryFn: () => {
      // The session can end between render and fetch (logout); don't ask for a user nobody wants.
      if (token !== getToken()) throw noSession('The session has changed.');
      return fetchCurrentUser(token);
    },
    // Every guard and the header read it; one fetch per minute is plenty for role changes.
    staleTime: 60_000,
  });

export function useCurrentUser(token: string | null) {
  return useQuery({ ...currentUserQuery(token), enabled: token !== null });
}
