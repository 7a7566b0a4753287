import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CashMoveBody,
  CashMoveWire,
  CloseTillSessionBody,
  ListEnvelope,
  OpenTillSessionBody,
  QueryParams,
  SentBy,
  TillReportWire,
  TillSessionWire,
  TillSettingsBody,
  TillSettingsWire,
} from '@tillwise/domain';
import { apiRequest, unwrap } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/* The till session endpoints (docs/till-sessions.md). Writes carry an Idempotency-Key. */

/** `GET till-session/current/?till=`: the open session of this till, or null. */
export const useCurrentTillSession = (till: string | null) =>
  useQuery({
    queryKey: queryKeys.currentTillSession(till ?? ''),
    enabled: till !== null,
    queryFn: async () =>
      unwrap(
        await apiRequest<{ session: TillSessionWire | null }>('GET', 'till-session/current/', {
          query: { till: till ?? '' } satisfies QueryParams<'till-session/current/'>,
        }),
      ).session,
  });

export type OpenBody = SentBy<typeof OpenTillSessionBody>;

/** `POST till-session/`: opens a session at this till. */
export const openTillSession = (body: OpenBody, key: string) =>
  apiRequest<TillSessionWire>('POST', 'till-session/', { body, headers: { 'Idempotency-Key': key } });

export type CashBody = SentBy<typeof CashMoveBody>;

/** `POST till-session/<id>/cash/`: cash in or out of the drawer. */
export const moveTillCash = (session: number, body: CashBody, key: string) =>
  apiRequest<CashMoveWire>('POST', `till-session/${session}/cash/`, {
    body,
    headers: { 'Idempotency-Key': key },
  });

export type CloseBody = SentBy<typeof CloseTillSessionBody>;

/** `POST till-session/<id>/close/`: the blind count; answers the Z report. */
export const closeTillSession = (session: number, body: CloseBody, key: string) =>
  apiRequest<TillReportWire>('POST', `till-session/${session}/close/`, {
    body,
    headers: { 'Idempotency-Key': key },
  });

/** `GET till-session/<id>/report/`: X report while open, Z report once closed. */
export const useTillReport = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.tillReport(id ?? 0),
    enabled: id !== null,
    queryFn: async () => unwrap(await apiRequest<TillReportWire>('GET', `till-session/${id}/report/`)),
    staleTime: 0,
  });

/** `GET till-session/`: the sessions of the companies the manager reaches. */
export const useTillSessions = (params: { page: number; status: string }) =>
  useQuery({
    queryKey: queryKeys.tillSessionList(params),
    queryFn: async () =>
      unwrap(
        await apiRequest<ListEnvelope<TillSessionWire>>('GET', 'till-session/', {
          query: {
            page: params.page,
            status: params.status || undefined,
          } satisfies QueryParams<'till-session/'>,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** `GET till-settings/` and `PUT till-settings/`. */
export const useTillSettings = () =>
  useQuery({
    queryKey: queryKeys.tillSettings(),
    queryFn: async () => unwrap(await apiRequest<TillSettingsWire>('GET', 'till-settings/')),
  });
export const saveTillSettings = (body: SentBy<typeof TillSettingsBody>) =>
  apiRequest<TillSettingsWire>('PUT', 'till-settings/', { body });
