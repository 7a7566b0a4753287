import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiResult } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { describeApiError } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { randomUuid } from '../../lib/random-uuid';

export interface SessionWriteOptions<T> {
  /** Runs once the server accepted the write and the till's sessions were refreshed. */
  onDone: (data: T) => void | Promise<void>;
  /** A refusal's message when it is not the usual one (return null for the usual one). */
  refused?: (error: ApiError) => string | null;
  /** A refused write wrote nothing: the next attempt is a new request with a new key. */
  newKeyWhenRefused?: boolean;
}

/**
 * The submit of a till-session form (open, cash in or out, close): one Idempotency-Key for the
 * form, the busy flag while the write is under way, the error to show, and after an accepted write
 * the till's sessions refreshed before `onDone`.
 */
export function useSessionWrite<T>(options: SessionWriteOptions<T>) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(() => randomUuid());

  /** Sends `request` with the form's key; `check` may refuse first without a request (its message). */
  async function send(request: (key: string) => Promise<ApiResult<T>>, check?: () => Promise<string | null>) {
    setBusy(true);
    setError(null);
    const stop = check ? await check() : null;
    if (stop !== null) {
      setBusy(false);
      setError(stop);
      return;
    }
    const result = await request(key);
    setBusy(false);
    if (!result.ok) {
      if (options.newKeyWhenRefused) setKey(randomUuid());
      setError(options.refused?.(result.error) ?? describeApiError(result.error));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.tillSessions() });
    await options.onDone(result.data);
  }

  return { error, setError, busy, send };
}
