import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CompanyWire,
  CreateRequestBody,
  ListEnvelope,
  OrderWire,
  RequestStatus,
  SentBy,
  TransferBody,
  WireRequest,
} from '@tillwise/domain';
import { apiRequest, unwrap } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/*
 * The requests endpoints (contract O22-O24 plus request/recipients/, request/<id>/ and
 * request/<id>/transfer/), and the order calls the Responses screen's Order tab makes (O14, O17).
 */

export interface Recipient {
  id: number;
  company_name: string;
  company_type: string;
  users: { id: number; username: string; first_name: string; last_name: string; user_type: string }[];
}

export const useRecipients = () =>
  useQuery({
    queryKey: queryKeys.requestRecipients(),
    queryFn: async () =>
      unwrap(await apiRequest<ListEnvelope<Recipient>>('GET', 'request/recipients/')).results,
  });

export const useRequestTypes = () =>
  useQuery({
    queryKey: queryKeys.typeLists(),
    queryFn: async () => unwrap(await apiRequest<ListEnvelope<Record<string, string[]>>>('GET', 'type/')),
    select: (envelope) =>
      envelope.results.find((r) => 'request_type' in r)?.request_type ?? ['SPECIAL_ORDER'],
    staleTime: 60 * 60_000,
  });

/** `POST request/`'s body as Send Request builds it: derived from `CreateRequestBody`. */
export type RequestBody = SentBy<typeof CreateRequestBody>;

/** `POST request/` with an Idempotency-Key, so a retried Send never sends twice. */
export const sendRequest = (body: RequestBody, key: string) =>
  apiRequest<WireRequest>('POST', 'request/', { body, headers: { 'Idempotency-Key': key } });

export interface RequestListParams {
  status: string;
  page: number;
  /** `sender__company=<id>` or `receiver__company=<id>` (spec 6), or '' for the parent. */
  company: string;
}

export const useRequests = (params: RequestListParams) =>
  useQuery({
    queryKey: queryKeys.requestList(params),
    queryFn: async () => {
      const [key, id] = params.company.split('=');
      const query = {
        status: params.status || undefined,
        page: params.page,
        ...(key && id ? { [key]: id } : {}),
      };
      return unwrap(await apiRequest<ListEnvelope<WireRequest>>('GET', 'request/', { query }));
    },
    placeholderData: keepPreviousData,
  });

export const useRequest = (id: number) =>
  useQuery({
    queryKey: queryKeys.request(id),
    queryFn: async () => unwrap(await apiRequest<WireRequest>('GET', `request/${id}/`)),
    enabled: Number.isInteger(id) && id > 0,
  });

/** `PATCH response/<id>/` (O24): the server refuses what spec 4.6 does not offer, with why. */
export const setRequestStatus = (id: number, status: RequestStatus) =>
  apiRequest<WireRequest>('PATCH', `response/${id}/`, { body: { id, status } });

/** Links the transfer made on the Admin Order screen to the request it fulfils. */
export const linkTransfer = (id: number, order: number) =>
  apiRequest<WireRequest>('POST', `request/${id}/transfer/`, {
    body: { order } satisfies SentBy<typeof TransferBody>,
  });

export interface OrderTabParams {
  status: string;
  company: string;
  page: number;
}

export const useResponseOrders = (params: OrderTabParams, ownKey: string) =>
  useQuery({
    queryKey: ['orders', 'responses', params, ownKey],
    queryFn: async () => {
      const [key, id] = ownKey.split('=');
      const query = {
        status: params.status || undefined,
        page: params.page,
        buyer__company: params.company || undefined,
        ...(key && id && !params.company ? { [key]: id } : {}),
      };
      return unwrap(await apiRequest<ListEnvelope<OrderWire>>('GET', 'order/', { query }));
    },
    placeholderData: keepPreviousData,
  });

export { setOrderStatus } from '../../lib/orders-api';

export const useCompanies = () =>
  useQuery({
    queryKey: ['companies', 'responses'],
    queryFn: async () => unwrap(await apiRequest<ListEnvelope<CompanyWire>>('GET', 'company/')).results,
    staleTime: 5 * 60_000,
  });
