import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComparisonWire, ExpenseSalesWire, QueryParams } from '@tillwise/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { unwrapReport } from '../../../lib/report-lag';
import { type RangeQuery, rangeParams } from './get-analytics';

/** `GET comparison-analysis/` (O28): profit per company, of one type or ('0') of every type. */
export const useComparison = (q: { start: string; end: string; type: string }) =>
  useQuery({
    queryKey: queryKeys.comparison(q),
    queryFn: async () =>
      unwrapReport(
        await apiRequest<ComparisonWire>('GET', 'comparison-analysis/', {
          query: { ...rangeParams(q), company_type: q.type } satisfies QueryParams<'comparison-analysis/'>,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** `GET comparison-analysis-expense-sales/` (O29): net sales against expenses (negated). */
export const useExpenseSales = (q: RangeQuery) =>
  useQuery({
    queryKey: queryKeys.expenseSales(q),
    queryFn: async () =>
      unwrapReport(
        await apiRequest<ExpenseSalesWire>('GET', 'comparison-analysis-expense-sales/', {
          query: {
            ...rangeParams(q),
            company: q.company,
          } satisfies QueryParams<'comparison-analysis-expense-sales/'>,
        }),
      ),
    placeholderData: keepPreviousData,
  });
