import { useQueryClient } from '@tanstack/react-query';
import type { UserWire } from '@tillwise/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-error';
import { clearToken, getToken, subscribeToken } from '../../lib/token-store';
import { useCurrentUser } from './api/get-current-user';

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/** Ends the session: localStorage, the token in memory and every cached query (spec 4.1). */
export function useEndSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearToken();
    queryClient.clear();
  }, [queryClient]);
}

export type SessionState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'failed'; error: Error; retry: () => void }
  | { status: 'ready'; user: UserWire };

/**
 * The session as guards and the shell see it. A 401 from `user-data/` means the token is dead:
 * the session is ended here, which sends the guards to /login.
 */
export function useSession(): SessionState {
  const token = useToken();
  const query = useCurrentUser(token);
  const endSession = useEndSession();
  const expired = query.error instanceof ApiError && query.error.status === 401;

  useEffect(() => {
    if (expired) endSession();
  }, [expired, endSession]);

  if (token === null || expired) return { status: 'signed-out' };
  if (query.data) return { status: 'ready', user: query.data };
  if (query.error) return { status: 'failed', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}
