import { useEffect, useState } from 'react';
import { tillIdOf } from '../../offline/invoice-block';
import { offlineDb } from '../../offline/offline-db';
import { keepTillSession, keptTillSession } from '../../offline/till-session';
import { useLive } from '../../offline/use-live';
import { useCurrentTillSession } from './api';

/**
 * This browser's till id and its open session. The session is kept with the outbox, so sales
 * made here (online or offline) name it when they are sent, and so it is still known when the
 * server cannot be asked (a reload offline): the last answer stands until the next one.
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
  const kept = useLive(() => keptTillSession(offlineDb(), company), `till-session-${company}`, null);
  const answered = current.isSuccess ? (current.data ?? null) : undefined;
  const session = answered === undefined ? kept : answered;
  useEffect(() => {
    // Only an answer from the server changes what the till sells in; offline, the last one stays.
    if (answered === undefined) return;
    void keepTillSession(offlineDb(), answered ? { id: answered.id, company, session: answered } : null);
  }, [answered, company]);
  return { till, session, loading: current.isLoading, refetch: current.refetch };
}
