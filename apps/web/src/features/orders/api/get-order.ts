import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrder } from '../../../lib/orders-api';
import { queryKeys } from '../../../lib/query-keys';

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.order(id), queryFn: () => fetchOrder(id) });

export const useOrder = (id: number) =>
  useQuery({ ...orderQuery(id), enabled: Number.isInteger(id) && id > 0 });
