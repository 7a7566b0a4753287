import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, OrderWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { type OrderListParams, queryKeys } from '../../../lib/query-keys';

/** `GET order/` (O14) with the list's filters; empty filters are left out. */
export async function fetchOrders(params: OrderListParams): Promise<ListEnvelope<OrderWire>> {
  const query = {
    invoice_id__contains: params.invoice || undefined,
    created__date: params.date || undefined,
    status: params.status || undefined,
    cash: params.cash || undefined,
    page: params.page,
  };
  return unwrap(await apiRequest<ListEnvelope<OrderWire>>('GET', 'order/', { query }));
}

export const ordersQuery = (params: OrderListParams) =>
  queryOptions({ queryKey: queryKeys.orderList(params), queryFn: () => fetchOrders(params) });

export const useOrders = (params: OrderListParams) =>
  useQuery({ ...ordersQuery(params), placeholderData: keepPreviousData });
