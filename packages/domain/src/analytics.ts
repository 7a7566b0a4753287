import { z } from 'zod';
import { D, type Dec } from './decimal.js';
import type { Actor } from './roles.js';
import { TILL_METHOD_LABELS } from './till-sessions.js';

/*
 * The analytics and business-report responses (contract O25-O29, our `report/business/`), one
 * schema each: the server serialises with them, the OpenAPI document publishes them and the web
 * reads their types. Amounts are decimal strings; definitions are in docs/domain/analytics.md.
 */

const money = z.string();

/** `GET analytics/` (O25): the Order, Inventory and Profit/Loss tabs. */
export const AnalyticsResponse = z.object({
  table_data: z.array(
    z.object({
      order__invoice_id: z.string(),
      batch__product_variant__product__name: z.string(),
      /** The invoice's total (the contract's; the same on each of its lines). */
      order__total: money,
      // Ours: this line's own amount (after its line discount, before a whole-sale discount).
      line_total: money,
      order__status: z.string(),
      // Ours, beyond the contract: the order is a transfer to a department, not a customer sale.
      internal_order: z.boolean(),
    }),
  ),
  /** Customer sales orders (returns included); transfers to departments are `internal_orders`. */
  total_orders: z.number().int(),
  /** Net customer sales; transfers to departments are `internal_orders_amount`. */
  total_orders_amount: money,
  total_expense: money,
  purchasing_orders: z.number().int(),
  purchasing_orders_amount: money,
  category_stats: z.record(z.string(), z.object({ quantity: money, total_amount: money })),
  unique_products_count: z.number().int(),
  total_inventory_amount: money,
  // Ours, beyond the contract: the Profit/Loss tab's lines (the original client ignores them).
  cost_of_goods_sold: money,
  gross_profit: money,
  net_profit: money,
  // Ours: internal orders (transfers between departments), apart from customer sales.
  internal_orders: z.number().int(),
  internal_orders_amount: money,
  /** Transfer price less the goods' cost and the buyer's price variance; 0 when both sides are in view. */
  internal_result: money,
  // Ours: sales are net of tax (the Sales accounts hold the value excluding tax); the tax and the
  // service fees of the customer sales, apart (docs/domain/tax-reports.md).
  sales_tax: money,
  service_fees: money,
});
export type AnalyticsWire = z.infer<typeof AnalyticsResponse>;

/** `GET user-sales/` (O26): Operator Sales and End of Day. */
export const UserSalesResponse = z.object({
  result: z.array(
    z.object({
      username: z.string(),
      user_type: z.string(),
      order_count: z.number().int(),
      total_amount: money,
    }),
  ),
  total_amount: money,
  total_quantity: money,
  // Ours: net sales of internal orders (transfers), left out of the operators' figures above.
  internal_orders_amount: money,
});
export type UserSalesWire = z.infer<typeof UserSalesResponse>;

/** `GET comparison-analysis/` (O28): a bare array, one bar per company. */
export const ComparisonResponse = z.array(z.object({ company_name: z.string(), profit: money }));
export type ComparisonWire = z.infer<typeof ComparisonResponse>;

/** `GET comparison-analysis-expense-sales/` (O29): `total_expense` is ≤ 0 (the chart plots it as is). */
export const ExpenseSalesResponse = z.object({
  company_name: z.string(),
  total_sales: money,
  total_expense: money,
});
export type ExpenseSalesWire = z.infer<typeof ExpenseSalesResponse>;

/** A figure of this period beside the previous period of the same length. */
const Compared = z.object({ current: money, previous: money, change: money });
export type ComparedWire = z.infer<typeof Compared>;

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

const AgeingRow = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  counterparty: z.string(),
  total: money,
  '0-30': money,
  '31-60': money,
  '61-90': money,
  '90+': money,
});

const Ranked = z.object({ name: z.string(), quantity: money, revenue: money, cost: money, margin: money });

/** `GET report/business/`: the super admin's business report for a range and a set of companies. */
export const BusinessReportResponse = z.object({
  start_date: z.string(),
  end_date: z.string(),
  previous_start_date: z.string(),
  previous_end_date: z.string(),
  companies: z.array(z.object({ id: z.number().int(), company_name: z.string() })),
  summary: z.object({
    sales: Compared,
    returns: Compared,
    discounts: Compared,
    /** Sales less returns, excluding sales tax and service fees (the Sales accounts hold neither). */
    net_sales: Compared,
    /** Sales tax and further tax of customer sales less refunds' (Sales tax payable of sale entries). */
    sales_tax: Compared,
    /** Service fees collected on customer sales (Service fee payable of sale entries). */
    service_fees: Compared,
    cost_of_goods_sold: Compared,
    gross_margin: Compared,
    gross_margin_percent: Compared,
    expenses: Compared,
    net_profit: Compared,
    /** Net sales of internal orders (transfers between departments), apart from `sales`. */
    internal_transfers: Compared,
    orders: Compared,
    stock_value: Compared,
  }),
  payments: z.array(z.object({ method: z.string(), current: money, previous: money, change: money })),
  by_day: z.array(z.object({ day: z.string(), net_sales: money, orders: z.number().int() })),
  by_hour: z.array(z.object({ hour: z.number().int(), net_sales: money, orders: z.number().int() })),
  top_products_by_revenue: z.array(Ranked),
  top_products_by_margin: z.array(Ranked),
  top_categories_by_revenue: z.array(Ranked),
  top_categories_by_margin: z.array(Ranked),
  operators: z.array(
    z.object({ username: z.string(), user_type: z.string(), orders: z.number().int(), net_sales: money }),
  ),
  receivables: z.array(AgeingRow),
  payables: z.array(AgeingRow),
});
export type BusinessReportWire = z.infer<typeof BusinessReportResponse>;

/** The tables of the business report that export as CSV, plus every order line of the range. */
export const REPORT_TABLES = [
  'summary',
  'payments',
  'by_day',
  'by_hour',
  'top_products_by_revenue',
  'top_products_by_margin',
  'top_categories_by_revenue',
  'top_categories_by_margin',
  'operators',
  'receivables',
  'payables',
  'order_lines',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** The change of a figure against the previous period (current − previous). */
export function compared(current: Dec, previous: Dec): { current: string; previous: string; change: string } {
  return {
    current: current.toFixed(4),
    previous: previous.toFixed(4),
    change: current.minus(previous).toFixed(4),
  };
}

/** Gross margin as a percentage of net sales, 0 when there were none. */
export const marginPercent = (margin: Dec, netSales: Dec): Dec =>
  netSales.isZero() ? new D(0) : margin.times(100).dividedBy(netSales).toDecimalPlaces(2);

/** The ageing bucket of an amount `days` old at the end of the range. */
export function ageingBucket(days: number): AgeingBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/** The previous period of the same length, ending the day before `start` (dates `YYYY-MM-DD`). */
export function previousPeriod(start: string, end: string): { start: string; end: string } {
  const day = 86_400_000;
  const s = Date.UTC(+start.slice(0, 4), +start.slice(5, 7) - 1, +start.slice(8, 10));
  const e = Date.UTC(+end.slice(0, 4), +end.slice(5, 7) - 1, +end.slice(8, 10));
  const length = Math.round((e - s) / day) + 1;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { start: iso(s - length * day), end: iso(s - day) };
}

/** Spec 2.16: Operator Sales, Stock Statement, Total Payable, End of Day, Total Receivable, Comparison and Comparison E/S show only for these. */
export const seesAdminAnalytics = (a: Actor): boolean =>
  a.user_type === 'SUPER_ADMIN' || a.user_type === 'ADMIN';

/** A day as the original client sends it to the analytics calls: `2022-3-5`, no zero padding (contract 3.9). */
export const wireDay = (isoDay: string): string => isoDay.replace(/-0(\d)/g, '-$1');

/**
 * A payment method of the business report's "Payments by method" (`CASH`, `BANK`, `JAZZ_CASH`,
 * `EASY_PAISA`, `ON_ACCOUNT`) as people say it, the way the till's own close screen does; a value
 * no label knows is shown as it came.
 */
export function paymentMethodLabel(method: string): string {
  if (method === 'ON_ACCOUNT') return 'On account';
  return (TILL_METHOD_LABELS as Partial<Record<string, string>>)[method] ?? method;
}
