import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';
import { getToken } from '../../../lib/token-store';

const noSession = (detail: string) => new ApiError(401, { detail }, detail);

/** The signed-in user as last read, kept so the till opens offline (issue 16). */
const KEPT_USER = 'tillwise.user';

function keptUser(token: string): UserWire | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(KEPT_USER) ?? 'null') as {
      token: string;
      user: UserWire;
    } | null;
    return kept?.token === token ? kept.user : null;
  } catch {
    return null;
  }
}

function keepUser(token: string, user: UserWire) {
  try {
    window.localStorage.setItem(KEPT_USER, JSON.stringify({ token, user }));
  } catch {
    // Storage can be blocked; the till then needs the network to open.
  }
}

/**
 * `GET user-data/` (contract A2) for this token: the signed-in user is `results[0]`. With no
 * network, the user last read for this same token, so a till reloaded offline keeps selling.
 */
export async function fetchCurrentUser(token: string | null): Promise<UserWire> {
  if (!token) throw noSession('Not signed in.');
  const result = await apiRequest<ListEnvelope<UserWire>>('GET', 'user-data/', { token });
  if (!result.ok && result.error.status === 0) {
    const kept = keptUser(token);
    if (kept) return kept;
  }
  const user = unwrap(result)?.results?.[0];
  // A token that maps to no user is as good as an expired one.
  if (!user) throw noSession('No user for this session.');
  keepUser(token, user);
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
    // Offline it answers the kept user at once instead of pausing until the network is back.
    networkMode: 'always',
  });

export function useCurrentUser(token: string | null) {
  return useQuery({ ...currentUserQuery(token), enabled: token !== null });
}
