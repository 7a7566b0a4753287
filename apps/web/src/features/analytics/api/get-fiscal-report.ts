import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FiscalReportWire, QueryParams } from '@tillwise/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { unwrapReport } from '../../../lib/report-lag';
import { type RangeQuery, rangeParams } from './get-analytics';

/** `GET report/fiscal/`: per day, documents reported to the tax authority, waiting and refused. */
export const useFiscalReport = (q: RangeQuery) =>
  useQuery({
    queryKey: queryKeys.fiscalReport(q),
    queryFn: async () =>
      unwrapReport(
        await apiRequest<FiscalReportWire>('GET', 'report/fiscal/', {
          query: { ...rangeParams(q), company: q.company } satisfies QueryParams<'report/fiscal/'>,
        }),
      ),
    placeholderData: keepPreviousData,
  });
