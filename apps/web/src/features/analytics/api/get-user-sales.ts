import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryParams, UserSalesWire } from '@tillwise/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { unwrapReport } from '../../../lib/report-lag';
import { type RangeQuery, rangeParams } from './get-analytics';

/** `GET user-sales/` (O26): orders and net sales per operator. */
export const useUserSales = (q: RangeQuery) =>
  useQuery({
    queryKey: queryKeys.userSales(q),
    queryFn: async () =>
      unwrapReport(
        await apiRequest<UserSalesWire>('GET', 'user-sales/', {
          query: { ...rangeParams(q), company: q.company } satisfies QueryParams<'user-sales/'>,
        }),
      ),
    placeholderData: keepPreviousData,
  });
