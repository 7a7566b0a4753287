import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListEnvelope, QueryParams, WireNotification } from '@tillwise/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest, openEventStream, unwrap } from './api-client';
import { queryKeys } from './query-keys';
import { getToken } from './token-store';

export type NotificationList = ListEnvelope<WireNotification> & { unread: number };

/** `GET notification/`: the signed-in user's notifications, newest first, and their unread count. */
export async function fetchNotifications(page: number): Promise<NotificationList> {
  return unwrap(
    await apiRequest<NotificationList>('GET', 'notification/', {
      query: { page } satisfies QueryParams<'notification/'>,
    }),
  );
}

export const notificationsQuery = (page: number) =>
  queryOptions({ queryKey: queryKeys.notificationList(page), queryFn: () => fetchNotifications(page) });

export const useNotifications = (page: number) =>
  useQuery({ ...notificationsQuery(page), placeholderData: keepPreviousData });

/** Marks one read (`PATCH notification/<id>/`) or all (`POST notification/read-all/`), then refreshes the lists. */
export function useMarkRead() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.notifications() });
  const one = useMutation({
    mutationFn: async (id: number) =>
      unwrap(await apiRequest<WireNotification>('PATCH', `notification/${id}/`, { body: { read: true } })),
    onSettled: refresh,
  });
  const all = useMutation({
    mutationFn: async () => unwrap(await apiRequest('POST', 'notification/read-all/', { body: {} })),
    onSettled: refresh,
  });
  return { markOne: one.mutate, markAll: all.mutate, markingAll: all.isPending };
}

/** The live channel's state, for the bell's tooltip. */
export type LiveState = 'connecting' | 'live' | 'retrying';
let liveState: LiveState = 'connecting';
const stateListeners = new Set<() => void>();
const setLiveState = (next: LiveState) => {
  liveState = next;
  for (const l of stateListeners) l();
};
export const useLiveState = (): LiveState =>
  useSyncExternalStore(
    (l) => {
      stateListeners.add(l);
      return () => stateListeners.delete(l);
    },
    () => liveState,
  );

const RETRY_MS = [1000, 2000, 5000, 10000];

/**
 * Listens for the signed-in user's notifications (`notification/stream/`, ADR 0008) while mounted:
 * each one refreshes the notification lists (so the bell's dot and count change without a
 * reload) and anything listed in `alsoRefresh`. After a drop it reconnects with the last id it saw,
 * and the server replays what it missed.
 */
export function useNotificationStream(onNotification?: (n: WireNotification) => void) {
  const client = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let lastId: number | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      if (controller.signal.aborted || !getToken()) return;
      setLiveState(attempt === 0 ? 'connecting' : 'retrying');
      try {
        await openEventStream('notification/stream/', {
          query: lastId === null ? undefined : { last_id: lastId },
          signal: controller.signal,
          onEvent: (event) => {
            setLiveState('live');
            attempt = 0;
            if (event.event !== 'notification') return;
            const n = JSON.parse(event.data) as WireNotification;
            lastId = Math.max(lastId ?? 0, n.id);
            void client.invalidateQueries({ queryKey: queryKeys.notifications() });
            onNotification?.(n);
          },
        });
      } catch {
        // A drop or a refusal: try again below.
      }
      if (controller.signal.aborted) return;
      setLiveState('retrying');
      const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 10000;
      attempt += 1;
      // The first connection has no last id: take the newest listed so nothing is replayed twice.
      if (lastId === null) {
        const newest = client.getQueryData<NotificationList>(queryKeys.notificationList(1))?.results[0]?.id;
        if (newest !== undefined) lastId = newest;
      }
      timer = setTimeout(() => void run(), wait);
    };
    void run();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [client, onNotification]);
}
