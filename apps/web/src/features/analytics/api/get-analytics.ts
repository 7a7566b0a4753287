import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '@tillwise/domain';
import { type AnalyticsWire, wireDay } from '@tillwise/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { unwrapReport } from '../../../lib/report-lag';

export interface RangeQuery {
  start: string;
  end: string;
  /** 0: every company in reach. */
  company: number;
}

/** The query string of every analytics call: non-padded dates, as the original sends (contract 3.9). */
export const rangeParams = (q: { start: string; end: string }) => ({
  start_date: wireDay(q.start),
  end_date: wireDay(q.end),
});

/** `GET analytics/` (O25): orders, expenses, purchases and stock by category. */
export const analyticsQuery = (q: RangeQuery) =>
  queryOptions({
    queryKey: queryKeys.analytics(q),
    queryFn: async () =>
      unwrapReport(
        await apiRequest<AnalyticsWire>('GET', 'analytics/', {
          query: { ...rangeParams(q), company: q.company } satisfies QueryParams<'analytics/'>,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (q: RangeQuery) => useQuery(analyticsQuery(q));
