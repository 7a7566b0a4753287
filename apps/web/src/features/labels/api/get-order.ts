import { queryOptions } from '@tanstack/react-query';
import { fetchOrder } from '../../../lib/orders-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET order/<id>` (O15): an order with its lines (a transfer's, an internal purchase's), or null. */
export const orderQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.order(id), queryFn: () => fetchOrder(id) });
