import type { Executor } from '@tillwise/db';
import {
  csvCell,
  D,
  type Dec,
  TAX_REGISTER_COLUMNS,
  type TaxRateTotalWire,
  type TaxRegisterRowWire,
  type TaxRegisterTreatment,
  type TaxReportTable,
  type TaxReportWire,
  type TaxSummaryWire,
  toWire,
} from '@tillwise/domain';
import { type SQL, sql } from 'drizzle-orm';
import { periodLines } from './fold.js';
import { companyIds, isSaleOrder, type Period, rowsOf, TIME_ZONE } from './sql.js';

/*
 * The monthly sales tax register, the purchases register and the tax summary
 * (docs/domain/tax-reports.md). Both registers read the tax stored on each order line when it was
 * sold (never recomputed), one row per invoice and per rate; the summary sums the same rows, and
 * sets the journal's tax accounts of the month beside them.
 */

export type RegisterSide = 'sales' | 'purchases';

/** Invoices are read this many at a time by the CSV export, so a month streams in bounded memory. */
const ORDERS_PER_PAGE = 500;

/**
 * An internal order between two companies that report under one registration: no taxable supply.
 * (A counter sale names the seller as its buyer's company; it is never internal.)
 */
const sameRegistration = sql`o.internal_order AND o.buyer_company_id IS NOT NULL
  AND tax_registration_of(o.buyer_company_id) = tax_registration_of(o.company_id)`;

/** The invoices of a side in the period: the companies' sales orders, or what they bought. */
function invoicesOf(side: RegisterSide, ids: readonly number[], period: Period): SQL {
  const when = sql`o.created >= ${(period.from ?? new Date(0)).toISOString()}::timestamptz
    AND o.created < ${period.to.toISOString()}::timestamptz`;
  return side === 'sales'
    ? sql`o.company_id = ANY(${companyIds(ids)}) AND ${when} AND ${isSaleOrder(sql`o`)} AND NOT (${sameRegistration})`
    : sql`o.buyer_company_id = ANY(${companyIds(ids)}) AND o.internal_order AND o.company_id <> o.buyer_company_id
        AND ${when} AND NOT (${sameRegistration})`;
}

type RawRow = Record<string, string | number | boolean | null>;

/**
 * The register rows of a side, oldest invoice first, from invoice id `after` on (at most `limit`
 * invoices when given). A row groups an invoice's lines by treatment and rate; lines sold before
 * tax existed (no value excluding tax) count their line total as their value.
 */
async function registerPage(
  db: Executor,
  side: RegisterSide,
  ids: readonly number[],
  period: Period,
  after: number,
  limit: number | null,
): Promise<TaxRegisterRowWire[]> {
  // The other party: a sale's buyer (a customer, or the department an internal order went to), a
  // purchase's supplier (the selling company). A company's NTN and STRN are its registration's.
  const party =
    side === 'sales'
      ? sql`CASE WHEN pc.id IS NOT NULL THEN pc.company_name
          ELSE coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, '') END`
      : sql`pc.company_name`;
  const partyCompany =
    side === 'sales' ? sql`CASE WHEN o.internal_order THEN o.buyer_company_id END` : sql`o.company_id`;
  const ownCompany = side === 'sales' ? sql`o.company_id` : sql`o.buyer_company_id`;
  const rows = await rowsOf<RawRow>(
    db,
    sql`WITH page AS (
        SELECT o.* FROM orders o
        WHERE o.id > ${after} AND ${invoicesOf(side, ids, period)}
        ORDER BY o.id ${limit === null ? sql`` : sql`LIMIT ${limit}`}),
      -- The registration of each company the page names, once per company rather than per invoice.
      regs AS MATERIALIZED (
        SELECT c.id, s.ntn, s.strn FROM companies c
        LEFT JOIN company_tax_settings s ON s.company_id = tax_registration_of(c.id)
        WHERE c.id IN (SELECT company_id FROM page UNION SELECT buyer_company_id FROM page))
      SELECT o.id AS order_id, o.invoice_id, o.status::text AS status,
        coalesce(r.invoice_id, '') AS refund_of,
        to_char(o.created AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD') AS date,
        oc.company_name,
        ${party} AS party_name,
        CASE WHEN pc.id IS NOT NULL THEN coalesce(ps.ntn, '') ELSE coalesce(u.ntn, '') END AS party_ntn,
        CASE WHEN pc.id IS NOT NULL THEN coalesce(ps.strn, '') ELSE '' END AS party_strn,
        CASE WHEN pc.id IS NOT NULL THEN '' ELSE coalesce(u.cnic, '') END AS party_cnic,
        CASE WHEN pc.id IS NOT NULL THEN coalesce(ps.strn, '') <> '' ELSE coalesce(u.tax_registered, false) END
          AS party_registered,
        t.treatment, t.rate::text AS rate, t.hs_codes, t.value::text AS value, t.tax::text AS tax,
        t.further_tax::text AS further_tax
      FROM page o
      JOIN companies oc ON oc.id = ${ownCompany}
      LEFT JOIN orders r ON r.id = o.refund_of_id
      LEFT JOIN users u ON u.id = o.buyer_id
      LEFT JOIN companies pc ON pc.id = ${partyCompany}
      LEFT JOIN regs ps ON ps.id = pc.id
      JOIN LATERAL (
        SELECT x.treatment, x.rate, coalesce(string_agg(DISTINCT nullif(x.hs_code, ''), ' '), '') AS hs_codes,
          sum(x.value) AS value, sum(x.tax) AS tax, sum(x.further_tax) AS further_tax
        FROM (SELECT i.hs_code, i.tax_rate AS rate, coalesce(i.tax_value, i.line_total) AS value, i.tax, i.further_tax,
            CASE WHEN tc.id IS NULL OR (tc.treatment = 'TAXABLE' AND i.tax_rate = 0) THEN 'NOT_TAXED'
              ELSE tc.treatment::text END AS treatment
          FROM order_items i LEFT JOIN tax_categories tc ON tc.id = i.tax_category_id
          WHERE i.order_id = o.id) x
        GROUP BY x.treatment, x.rate) t ON true
      ORDER BY o.id, t.rate DESC, t.treatment`,
  );
  return rows.map((r) => {
    const value = new D(String(r.value));
    const tax = new D(String(r.tax));
    const further = new D(String(r.further_tax));
    return {
      order_id: Number(r.order_id),
      invoice_id: String(r.invoice_id),
      document: r.status === 'RETURNED' ? 'Credit note' : 'Sale invoice',
      refund_of: String(r.refund_of),
      date: String(r.date),
      company_name: String(r.company_name ?? ''),
      party_name: String(r.party_name ?? ''),
      party_ntn: String(r.party_ntn ?? ''),
      party_strn: String(r.party_strn ?? ''),
      party_cnic: String(r.party_cnic ?? ''),
      party_registered: r.party_registered === true || r.party_registered === 't',
      hs_codes: String(r.hs_codes ?? ''),
      treatment: String(r.treatment) as TaxRegisterTreatment,
      rate: toWire(String(r.rate)),
      value: toWire(value),
      tax: toWire(tax),
      further_tax: toWire(further),
      total: toWire(value.plus(tax).plus(further)),
    };
  });
}

/** Every register row of a side in the period. */
export const taxRegister = (db: Executor, side: RegisterSide, ids: readonly number[], period: Period) =>
  registerPage(db, side, ids, period, 0, null);

/** The rows summed per treatment and rate (credit notes netted in), highest rate first. */
export function byRate(rows: readonly TaxRegisterRowWire[]): TaxRateTotalWire[] {
  const groups = new Map<string, { row: TaxRegisterRowWire; invoices: Set<number>; sums: Dec[] }>();
  for (const row of rows) {
    const key = `${row.treatment}|${new D(row.rate).toString()}`;
    const g = groups.get(key) ?? { row, invoices: new Set<number>(), sums: [new D(0), new D(0), new D(0)] };
    g.invoices.add(row.order_id);
    g.sums = [
      g.sums[0]?.plus(row.value),
      g.sums[1]?.plus(row.tax),
      g.sums[2]?.plus(row.further_tax),
    ] as Dec[];
    groups.set(key, g);
  }
  return [...groups.values()]
    .map(({ row, invoices, sums }) => ({
      treatment: row.treatment,
      rate: row.rate,
      invoices: invoices.size,
      value: toWire(sums[0] as Dec),
      tax: toWire(sums[1] as Dec),
      further_tax: toWire(sums[2] as Dec),
    }))
    .sort((a, b) => new D(b.rate).comparedTo(a.rate) || a.treatment.localeCompare(b.treatment));
}

/** The journal's tax accounts over the period, and the service fees of the period's sales. */
async function booksAndFees(db: Executor, ids: readonly number[], period: Period) {
  const [books] = await rowsOf<Record<'payable' | 'fees' | 'input', string>>(
    db,
    sql`SELECT
      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.purpose = 'SALES_TAX_PAYABLE'), 0)::text AS payable,
      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.purpose = 'SERVICE_FEE_PAYABLE'), 0)::text AS fees,
      coalesce(sum(l.debit - l.credit) FILTER (WHERE a.purpose = 'INPUT_TAX'), 0)::text AS input
    FROM (${periodLines(ids, period)}) l
    JOIN accounts a ON a.id = l.account_id`,
  );
  const [fees] = await rowsOf<{ fees: string }>(
    db,
    sql`SELECT coalesce(sum(o.service_fee), 0)::text AS fees FROM orders o WHERE ${invoicesOf('sales', ids, period)}`,
  );
  return {
    books: {
      sales_tax_payable: toWire(books?.payable ?? '0'),
      service_fee_payable: toWire(books?.fees ?? '0'),
      input_tax: toWire(books?.input ?? '0'),
    },
    serviceFees: new D(fees?.fees ?? 0),
  };
}

/** The month's summary from its two registers (docs/domain/tax-reports.md, "Summary"). */
export async function taxSummary(
  db: Executor,
  ids: readonly number[],
  period: Period,
  sales: readonly TaxRegisterRowWire[],
  purchases: readonly TaxRegisterRowWire[],
): Promise<TaxSummaryWire> {
  const sum = (rows: readonly TaxRegisterRowWire[], pick: (r: TaxRegisterRowWire) => string) =>
    rows.reduce((s, r) => s.plus(pick(r)), new D(0));
  const salesValue = (test: (r: TaxRegisterRowWire) => boolean) => sum(sales.filter(test), (r) => r.value);
  const output = sum(sales, (r) => r.tax);
  const further = sum(sales, (r) => r.further_tax);
  const input = sum(purchases, (r) => r.tax);
  const { books, serviceFees } = await booksAndFees(db, ids, period);
  return {
    sales_by_rate: byRate(sales),
    purchases_by_rate: byRate(purchases),
    taxable_value: toWire(salesValue((r) => r.treatment === 'TAXABLE')),
    exempt_value: toWire(salesValue((r) => r.treatment === 'EXEMPT')),
    zero_rated_value: toWire(salesValue((r) => r.treatment === 'ZERO_RATED')),
    not_taxed_value: toWire(salesValue((r) => r.treatment === 'NOT_TAXED')),
    output_tax: toWire(output),
    further_tax: toWire(further),
    service_fees: toWire(serviceFees),
    input_tax: toWire(input),
    net_tax: toWire(output.plus(further).minus(input)),
    books,
  };
}

/** The companies of the report with the NTN and STRN they report under. */
async function reportCompanies(db: Executor, ids: readonly number[]) {
  const rows = await rowsOf<{ id: number; company_name: string; ntn: string | null; strn: string | null }>(
    db,
    sql`SELECT c.id, c.company_name, s.ntn, s.strn FROM companies c
      LEFT JOIN company_tax_settings s ON s.company_id = tax_registration_of(c.id)
      WHERE c.id = ANY(${companyIds(ids)}) ORDER BY c.company_name, c.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    company_name: r.company_name,
    ntn: r.ntn ?? '',
    strn: r.strn ?? '',
  }));
}

/** The month's registers and summary for the companies. */
export async function taxReport(
  db: Executor,
  ids: readonly number[],
  month: string,
  period: Period & { start: string; end: string },
): Promise<TaxReportWire> {
  const [companies, sales, purchases] = await Promise.all([
    reportCompanies(db, ids),
    taxRegister(db, 'sales', ids, period),
    taxRegister(db, 'purchases', ids, period),
  ]);
  return {
    month,
    start_date: period.start,
    end_date: period.end,
    companies,
    sales,
    purchases,
    summary: await taxSummary(db, ids, period, sales, purchases),
  };
}

const line = (cells: readonly (string | number | boolean)[]): string =>
  `${cells.map((c) => csvCell(String(c))).join(',')}\r\n`;

const registerLine = (r: TaxRegisterRowWire) =>
  line(TAX_REGISTER_COLUMNS.map((k) => (k === 'party_registered' ? (r[k] ? 'yes' : 'no') : r[k])));

/** A register as CSV, the header first, then the invoices a page at a time. */
async function* registerCsv(
  db: Executor,
  side: RegisterSide,
  ids: readonly number[],
  period: Period,
): AsyncGenerator<string> {
  yield line(TAX_REGISTER_COLUMNS);
  let after = 0;
  for (;;) {
    const rows = await registerPage(db, side, ids, period, after, ORDERS_PER_PAGE);
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map(registerLine).join('');
    after = last.order_id;
  }
}

/** The summary as CSV: one row per side, treatment and rate, then the month's figures. */
async function* summaryCsv(db: Executor, ids: readonly number[], period: Period): AsyncGenerator<string> {
  yield line(['section', 'treatment', 'rate', 'invoices', 'value', 'tax', 'further_tax']);
  const [sales, purchases] = await Promise.all([
    taxRegister(db, 'sales', ids, period),
    taxRegister(db, 'purchases', ids, period),
  ]);
  const s = await taxSummary(db, ids, period, sales, purchases);
  const rate = (section: string, r: TaxRateTotalWire) =>
    line([section, r.treatment, r.rate, r.invoices, r.value, r.tax, r.further_tax]);
  const figure = (name: string, amount: string) => line(['figure', name, '', '', amount, '', '']);
  yield [
    ...s.sales_by_rate.map((r) => rate('sales', r)),
    ...s.purchases_by_rate.map((r) => rate('purchases', r)),
    figure('taxable_value', s.taxable_value),
    figure('exempt_value', s.exempt_value),
    figure('zero_rated_value', s.zero_rated_value),
    figure('not_taxed_value', s.not_taxed_value),
    figure('output_tax', s.output_tax),
    figure('further_tax', s.further_tax),
    figure('service_fees', s.service_fees),
    figure('input_tax', s.input_tax),
    figure('net_tax', s.net_tax),
  ].join('');
}

/** One table of the tax report as CSV (streamed; the registers page by invoice). */
export function taxReportCsv(
  db: Executor,
  table: TaxReportTable,
  ids: readonly number[],
  period: Period,
): AsyncGenerator<string> {
  return table === 'summary' ? summaryCsv(db, ids, period) : registerCsv(db, table, ids, period);
}
