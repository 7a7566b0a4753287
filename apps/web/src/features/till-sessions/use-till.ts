import { useEffect, useState } from 'react';
import { tillIdOf } from '../../offline/invoice-block';
import { offlineDb } from '../../offline/offline-db';
import { keepTillSession } from '../../offline/till-session';
import { useCurrentTillSession } from './api';

/**
 * This browser's till id and its open session. The session is kept with the outbox, so sales
 * made here (online or offline) name it when they are sent.
 */
export function useTill(company: number) {
  const [till, setTill] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void tillIdOf(offlineDb()).then((id) => {
      if (live) setTill(id);
    });
    return () => {
      live = false;
    };
  }, []);
  const current = useCurrentTillSession(till);
  const session = current.data ?? null;
  useEffect(() => {
    // Only an answer from the server changes what the till sells in; offline, the last one stays.
    if (!current.isSuccess) return;
    void keepTillSession(offlineDb(), session ? { id: session.id, company } : null);
  }, [current.isSuccess, session, company]);
  return { till, session, loading: current.isLoading, refetch: current.refetch };
}
