import { z } from 'zod';

/*
 * `GET report/fiscal/` (docs/domain/fiscal.md, "Daily counts"): per local day on which documents
 * reached the server, how many of them the authority has reported, how many still wait, how many it
 * refused, and the average time from reaching the server to reported. The web's Fiscal tab draws it
 * and saves it as CSV with `fiscalReportRows`.
 */

const count = z.number().int();

export const FiscalDaySchema = z.object({
  /** The local day the documents reached the server (YYYY-MM-DD). */
  date: z.string(),
  reported: count,
  pending: count,
  refused: count,
  /** Mean seconds from reaching the server to reported, one decimal place; null when none was reported. */
  average_seconds: z.string().nullable(),
});
export type FiscalDayWire = z.infer<typeof FiscalDaySchema>;

export const FiscalReportResponse = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** Days with at least one document, oldest first. */
  days: z.array(FiscalDaySchema),
  /** The whole range; `date` is the range as `start_date – end_date`. */
  total: FiscalDaySchema,
});
export type FiscalReportWire = z.infer<typeof FiscalReportResponse>;

export const FISCAL_REPORT_COLUMNS = [
  'Date',
  'Reported',
  'Waiting',
  'Refused',
  'Average seconds to report',
] as const;

/** The report as CSV rows (header first, the total last), for `toCsv`. */
export const fiscalReportRows = (r: FiscalReportWire): string[][] => [
  [...FISCAL_REPORT_COLUMNS],
  ...[...r.days, { ...r.total, date: 'Total' }].map((d) => [
    d.date,
    String(d.reported),
    String(d.pending),
    String(d.refused),
    d.average_seconds ?? '',
  ]),
];
