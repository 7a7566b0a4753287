import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryParams, TaxReportTable, TaxReportWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { unwrapReport } from '../../../lib/report-lag';

export interface TaxReportQuery {
  /** YYYY-MM. */
  month: string;
  /** 0: every company in reach. */
  company: number;
}

const params = (q: TaxReportQuery) =>
  ({ month: q.month, company: q.company }) satisfies QueryParams<'report/tax/'>;

/** `GET report/tax/`: the month's sales tax register, purchases register and summary. */
export const useTaxReport = (q: TaxReportQuery) =>
  useQuery({
    queryKey: queryKeys.taxReport(q),
    queryFn: async () =>
      unwrapReport(await apiRequest<TaxReportWire>('GET', 'report/tax/', { query: params(q) })),
    placeholderData: keepPreviousData,
  });

/** `GET report/tax/csv/`: one table of the month's tax report as a CSV file, saved by the browser. */
export async function downloadTaxCsv(q: TaxReportQuery, table: TaxReportTable): Promise<void> {
  const text = unwrap(
    await apiRequest<string>('GET', 'report/tax/csv/', {
      query: { ...params(q), table } satisfies QueryParams<'report/tax/csv/'>,
    }),
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `tax-${table}-${q.month}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
