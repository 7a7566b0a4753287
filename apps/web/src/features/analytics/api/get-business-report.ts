import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BusinessReportWire, QueryParams, ReportTable } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { unwrapReport } from '../../../lib/report-lag';
import { rangeParams } from './get-analytics';

export interface BusinessReportQuery {
  start: string;
  end: string;
  companies: number[] | 'all';
}

const params = (q: BusinessReportQuery) =>
  ({
    ...rangeParams(q),
    company: q.companies === 'all' ? 0 : q.companies.join(','),
  }) satisfies QueryParams<'report/business/'>;

/** `GET report/business/`: the super admin's business report. */
export const useBusinessReport = (q: BusinessReportQuery | null) =>
  useQuery({
    queryKey: queryKeys.businessReport(q ?? { start: '', end: '', companies: 'all' }),
    queryFn: async () =>
      unwrapReport(
        await apiRequest<BusinessReportWire>('GET', 'report/business/', { query: q ? params(q) : {} }),
      ),
    placeholderData: keepPreviousData,
    enabled: q !== null,
  });

/** `GET report/business/csv/`: one table (or every order line) as a CSV file, saved by the browser. */
export async function downloadReportCsv(q: BusinessReportQuery, table: ReportTable): Promise<void> {
  const text = unwrap(
    await apiRequest<string>('GET', 'report/business/csv/', {
      query: { ...params(q), table } satisfies QueryParams<'report/business/csv/'>,
    }),
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `report-${table}-${q.start}-${q.end}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
