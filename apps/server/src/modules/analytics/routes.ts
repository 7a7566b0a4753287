import { companies, type Db } from '@tillwise/db';
import {
  AnalyticsQuery,
  AnalyticsResponse,
  BusinessReportCsvQuery,
  BusinessReportResponse,
  COMPANY_TYPES,
  ComparisonQuery,
  ComparisonResponse,
  CsvText,
  ExpenseSalesQuery,
  ExpenseSalesResponse,
  FiscalReportResponse,
  invalidChoiceMessage,
  MSG,
  monthDays,
  normaliseMonth,
  REPORT_TABLES,
  type ReportTable,
  TAX_REPORT_MSG,
  TAX_REPORT_TABLES,
  TaxReportCsvQuery,
  TaxReportQuery,
  TaxReportResponse,
  type TaxReportTable,
  UserSalesResponse,
} from '@tillwise/domain';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { choiceFilter } from '../../lib/choices.js';
import { dayAfter, dayRange, today } from '../../lib/day-range.js';
import { validationError } from '../../lib/errors.js';
import { exportStream } from '../../lib/export-stream.js';
import { filterValue, type RawQuery } from '../../lib/query.js';
import { fiscalReport } from '../fiscal/report.js';
import { businessReport } from './business-report.js';
import { profitByCompany, salesAgainstExpenses } from './comparison.js';
import { analyticsFigures, userSales } from './order-figures.js';
import { markReportSource, type ReportReader } from './reader.js';
import { orderLinesCsv, reportTableCsv } from './report-csv.js';
import { reportScope } from './scope.js';
import type { Period } from './sql.js';
import { taxReport, taxReportCsv } from './tax-report.js';

const tags = ['analytics'];

/** `start_date`/`end_date` as whole local days (default today; `2022-3-5` accepted). */
function periodOf(query: RawQuery): Period & { start: string; end: string } {
  const range = dayRange(query);
  return { start: range.start, end: range.end, from: range.from, to: range.to };
}

/** `month` (YYYY-MM, default this month) as its whole local days; a bad month is a field error. */
function monthOf(query: RawQuery): { month: string; period: Period & { start: string; end: string } } {
  const raw = filterValue(query, 'month') ?? today().slice(0, 7);
  const month = normaliseMonth(raw);
  if (!month) throw validationError({ month: [...TAX_REPORT_MSG.invalidMonth] });
  const days = monthDays(month);
  // The books hold no day after 9999-12-30 (lib/day-range.ts): refused here, before any read.
  if (days.end > '9999-12-30') throw validationError({ month: [MSG.dateTooLate] });
  return { month, period: periodOf({ start_date: days.start, end_date: days.end }) };
}

/** A range only when one is asked for; otherwise everything up to the end of today. */
function optionalPeriod(query: RawQuery): Period {
  if (filterValue(query, 'start_date') === undefined && filterValue(query, 'end_date') === undefined) {
    return { from: null, to: dayAfter(dayRange({}).end) };
  }
  return periodOf(query);
}

/**
 * Analytics tabs (contract O25-O29) and the super admin's business report with its CSV tables.
 * Figures are read through `reader` (the read replica when configured); who may see which company
 * is decided on the primary. Every answer says where it was read and the replica's lag (headers).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db; reader: ReportReader }> = async (
  app,
  { db, reader },
) => {
  const rdb = reader.db;
  app.addHook('preHandler', async (_request, reply) => {
    await markReportSource(reader, reply);
  });
  app.get(
    '/analytics/',
    {
      schema: {
        tags,
        summary:
          'Sales orders, expenses, purchases and stock by category for a range (company 0: all in reach)',
        querystring: AnalyticsQuery,
        response: { 200: AnalyticsResponse },
      },
    },
    async (request) => analyticsFigures(rdb, await reportScope(db, request), periodOf(request.query)),
  );

  app.get(
    '/user-sales/',
    {
      schema: {
        tags,
        summary: 'Net sales and orders per operator for a range',
        querystring: AnalyticsQuery,
        response: { 200: UserSalesResponse },
      },
    },
    async (request) => userSales(rdb, await reportScope(db, request), periodOf(request.query)),
  );

  app.get(
    '/comparison-analysis/',
    {
      schema: {
        tags,
        summary: 'Profit per company in reach (company_type FACTORY or RETIAL; 0 or none: every type)',
        querystring: ComparisonQuery,
        response: { 200: ComparisonResponse },
      },
    },
    async (request) => {
      const query = request.query;
      const type =
        filterValue(query, 'company_type') === '0'
          ? undefined
          : choiceFilter(query, 'company_type', COMPANY_TYPES);
      return profitByCompany(rdb, await reportScope(db, request, 'company'), optionalPeriod(query), type);
    },
  );

  app.get(
    '/comparison-analysis-expense-sales/',
    {
      schema: {
        tags,
        summary: 'Net sales and expenses (negated) of one company, or of all in reach (company 0)',
        querystring: ExpenseSalesQuery,
        response: { 200: ExpenseSalesResponse },
      },
    },
    async (request) => {
      const query = request.query;
      const ids = await reportScope(db, request);
      const one = filterValue(query, 'company');
      const name =
        one && one !== '0' && ids.length === 1
          ? ((await db.select().from(companies).where(inArray(companies.id, ids)))[0]?.companyName ?? '')
          : 'All';
      return salesAgainstExpenses(rdb, ids, name, optionalPeriod(query));
    },
  );

  const reportCompanies = async (ids: number[]) =>
    await rdb
      .select({ id: companies.id, company_name: companies.companyName })
      .from(companies)
      .where(inArray(companies.id, ids))
      .orderBy(asc(companies.companyName));

  app.get(
    '/report/business/',
    {
      schema: {
        tags,
        summary: 'The business report: figures against the previous period, payments, top sellers, ageing',
        querystring: AnalyticsQuery,
        response: { 200: BusinessReportResponse },
      },
    },
    async (request) => {
      const { start, end } = periodOf(request.query);
      return businessReport(rdb, await reportCompanies(await reportScope(db, request)), start, end);
    },
  );

  app.get(
    '/report/business/csv/',
    {
      schema: {
        querystring: BusinessReportCsvQuery,
        response: { 200: CsvText },
        tags,
        summary: 'One table of the business report, or every order line of the range, as CSV (streamed)',
      },
    },
    async (request, reply) => {
      const query = request.query;
      const table = filterValue(query, 'table') ?? 'summary';
      if (!(REPORT_TABLES as readonly string[]).includes(table)) {
        throw validationError({ table: [invalidChoiceMessage(table)] });
      }
      const period = periodOf(query);
      const ids = await reportScope(db, request);
      const source =
        table === 'order_lines'
          ? orderLinesCsv(rdb, ids, period)
          : reportTableCsv(
              await businessReport(rdb, await reportCompanies(ids), period.start, period.end),
              table as Exclude<ReportTable, 'order_lines'>,
            );
      const body = await exportStream(request, source, `report ${table}`);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="report-${table}-${period.start}-${period.end}.csv"`,
          )
          // Streamed: the published schema says what the stream carries (CSV text).
          .send(body as unknown as string)
      );
    },
  );

  app.get(
    '/report/tax/',
    {
      schema: {
        tags,
        summary: "A month's sales tax register, purchases with input tax, and the tax summary per rate",
        querystring: TaxReportQuery,
        response: { 200: TaxReportResponse },
      },
    },
    async (request) => {
      const { month, period } = monthOf(request.query);
      return taxReport(rdb, await reportScope(db, request), month, period);
    },
  );

  app.get(
    '/report/fiscal/',
    {
      schema: {
        tags,
        summary:
          'Per day: documents reported to the tax authority, waiting and refused, and the mean seconds to report',
        querystring: AnalyticsQuery,
        response: { 200: FiscalReportResponse },
      },
    },
    async (request) => fiscalReport(rdb, await reportScope(db, request), periodOf(request.query)),
  );

  app.get(
    '/report/tax/csv/',
    {
      schema: {
        querystring: TaxReportCsvQuery,
        response: { 200: CsvText },
        tags,
        summary: "One table of a month's tax report (sales, purchases or summary) as CSV (streamed)",
      },
    },
    async (request, reply) => {
      const query = request.query;
      const table = filterValue(query, 'table') ?? 'sales';
      if (!(TAX_REPORT_TABLES as readonly string[]).includes(table)) {
        throw validationError({ table: [invalidChoiceMessage(table)] });
      }
      const { month, period } = monthOf(query);
      const ids = await reportScope(db, request);
      const body = await exportStream(
        request,
        taxReportCsv(rdb, table as TaxReportTable, ids, period),
        `tax ${table}`,
      );
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="tax-${table}-${month}.csv"`)
          // Streamed: the published schema says what the stream carries (CSV text).
          .send(body as unknown as string)
      );
    },
  );
};
