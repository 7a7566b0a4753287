import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpenseSummaryWire, QueryParams } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET expense-summary/`: balances and totals for the range, from the journal. */
export const expenseSummaryQuery = (q: { start: string; end: string; company?: number }) =>
  queryOptions({
    queryKey: queryKeys.expenseSummary(q),
    queryFn: async () =>
      unwrap(
        await apiRequest<ExpenseSummaryWire>('GET', 'expense-summary/', {
          query: {
            start_date: q.start,
            end_date: q.end,
            company: q.company,
          } satisfies QueryParams<'expense-summary/'>,
        }),
      ),
  });

export const useExpenseSummary = (q: { start: string; end: string; company?: number } | null) =>
  useQuery({ ...expenseSummaryQuery(q ?? { start: '', end: '' }), enabled: q !== null });
