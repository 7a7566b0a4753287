import { z } from 'zod';

/*
 * The monthly sales tax register, its purchases twin and the tax summary (docs/domain/tax-reports.md):
 * one schema per answer, which the server serialises with, the OpenAPI document publishes and the
 * web reads its types from. Amounts are decimal strings with four places.
 */

const money = z.string();

/** How a register row's lines were taxed: their category's treatment, or not taxed at all. */
export const TAX_REGISTER_TREATMENTS = ['TAXABLE', 'EXEMPT', 'ZERO_RATED', 'NOT_TAXED'] as const;
export type TaxRegisterTreatment = (typeof TAX_REGISTER_TREATMENTS)[number];

export const TAX_REGISTER_TREATMENT_LABELS: Record<TaxRegisterTreatment, string> = {
  TAXABLE: 'Taxable',
  EXEMPT: 'Exempt',
  ZERO_RATED: 'Zero-rated',
  NOT_TAXED: 'Not taxed',
};

/** The tables of the tax report that export as CSV. */
export const TAX_REPORT_TABLES = ['sales', 'purchases', 'summary'] as const;
export type TaxReportTable = (typeof TAX_REPORT_TABLES)[number];

/**
 * One row of a register: the lines of one invoice at one rate and treatment. A refund or a return
 * (a credit note) gives negative amounts and names the invoice it takes back.
 */
export const TaxRegisterRow = z.object({
  order_id: z.number().int(),
  invoice_id: z.string(),
  /** `Sale invoice` or `Credit note` (a refund or a return). */
  document: z.string(),
  /** The invoice a credit note takes back, '' for none or unknown. */
  refund_of: z.string(),
  /** The local day of the invoice, YYYY-MM-DD. */
  date: z.string(),
  /** The company whose books hold it (the seller of a sale, the buyer of a purchase). */
  company_name: z.string(),
  /** The other party: the buyer of a sale, the supplier of a purchase. */
  party_name: z.string(),
  party_ntn: z.string(),
  party_strn: z.string(),
  party_cnic: z.string(),
  party_registered: z.boolean(),
  /** The HS codes of the row's lines, distinct, space-separated. */
  hs_codes: z.string(),
  treatment: z.enum(TAX_REGISTER_TREATMENTS),
  rate: money,
  value: money,
  tax: money,
  further_tax: money,
  /** value + tax + further tax. */
  total: money,
});
export type TaxRegisterRowWire = z.infer<typeof TaxRegisterRow>;

/** One rate of the summary: every register row of that treatment and rate, summed. */
export const TaxRateTotal = z.object({
  treatment: z.enum(TAX_REGISTER_TREATMENTS),
  rate: money,
  invoices: z.number().int(),
  value: money,
  tax: money,
  further_tax: money,
});
export type TaxRateTotalWire = z.infer<typeof TaxRateTotal>;

export const TaxSummary = z.object({
  /** Sales by rate (credit notes netted in). */
  sales_by_rate: z.array(TaxRateTotal),
  /** Purchases by rate. */
  purchases_by_rate: z.array(TaxRateTotal),
  /** Value excluding tax of taxable sales at a rate above 0. */
  taxable_value: money,
  exempt_value: money,
  zero_rated_value: money,
  /** Sales of lines without tax (a company that charges none, lines sold before tax existed). */
  not_taxed_value: money,
  output_tax: money,
  further_tax: money,
  /** Service fees collected on the month's sales (never on refunds or internal orders). */
  service_fees: money,
  /** The tax of the month's purchases. */
  input_tax: money,
  /** output tax + further tax − input tax. */
  net_tax: money,
  /**
   * The books over the same month: credits less debits on Sales tax payable and Service fee
   * payable, debits less credits on Input tax; the register's sums equal them when every entry of
   * the month was posted by its invoice.
   */
  books: z.object({ sales_tax_payable: money, service_fee_payable: money, input_tax: money }),
});
export type TaxSummaryWire = z.infer<typeof TaxSummary>;

/** `GET report/tax/`: the month's sales register, purchases register and summary. */
export const TaxReportResponse = z.object({
  /** YYYY-MM. */
  month: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  companies: z.array(
    z.object({ id: z.number().int(), company_name: z.string(), ntn: z.string(), strn: z.string() }),
  ),
  sales: z.array(TaxRegisterRow),
  purchases: z.array(TaxRegisterRow),
  summary: TaxSummary,
});
export type TaxReportWire = z.infer<typeof TaxReportResponse>;

/** The register's CSV columns, in the order of the return's sales annex. */
export const TAX_REGISTER_COLUMNS = [
  'invoice_id',
  'document',
  'refund_of',
  'date',
  'company_name',
  'party_name',
  'party_ntn',
  'party_strn',
  'party_cnic',
  'party_registered',
  'hs_codes',
  'treatment',
  'rate',
  'value',
  'tax',
  'further_tax',
  'total',
] as const satisfies readonly (keyof TaxRegisterRowWire)[];

const MONTH = /^(\d{4})-(\d{1,2})$/;

/** A month as `YYYY-MM`, or null when the text is not one (months 1–12, years from 1900). */
export function normaliseMonth(text: string): string | null {
  const m = MONTH.exec(text.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < 1900 || month < 1 || month > 12) return null;
  return `${m[1]}-${String(month).padStart(2, '0')}`;
}

/** The first and last day (YYYY-MM-DD) of a `YYYY-MM` month. */
export function monthDays(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

export const TAX_REPORT_MSG = {
  invalidMonth: ['Enter a month as YYYY-MM.'],
} as const;
