import { z } from 'zod';
import { REPORT_TABLES } from './analytics.js';
import { ProductListQuery } from './catalog-schemas.js';
import { COMPANY_TYPES, ORDER_STATUSES, REQUEST_STATUSES, USER_TYPES } from './enums.js';
import { FINANCE_METHODS, JOURNAL_METHOD } from './finance.js';
import { TAX_REPORT_TABLES } from './tax-reports.js';

/*
 * The query of every GET that reads one, declared once: the server validates with it and publishes
 * it in the OpenAPI document, the web builds its queries from the inferred types. A value arrives
 * as one text, or several when the key repeats (the original client's habit, contract section 6):
 * the routes read the last one (or all, for a repeatable key), and an empty value is no filter.
 * Each route's own rule checks the text (an unknown choice, a bad id or date), with the messages
 * it always gave, so the schemas only name and describe the filters.
 */

/** A query value as it arrives: one text, or several when the key repeats. */
export const QueryText = z.union([z.string(), z.array(z.string())]).optional();
export type QueryText = z.infer<typeof QueryText>;

const text = (description: string) => QueryText.describe(description);
const choice = (description: string, choices: readonly string[]) =>
  QueryText.describe(`${description}: one of ${choices.map((c) => `\`${c}\``).join(', ')}`);

/** DRF's pagination and search, read by every list. */
const listFields = {
  search: text('Text searched in the list; an empty value is no search'),
  page: text('Page number, from 1'),
};

/** A list's query: pagination, search and its own filters; unknown keys pass (and are ignored). */
export const listQuery = <T extends z.ZodRawShape>(fields: T) => z.looseObject({ ...listFields, ...fields });

/** A list that reads only pagination and search (units, categories, types, the signed-in user). */
export const PlainListQuery = listQuery({});
export type PlainListQuery = z.infer<typeof PlainListQuery>;

/** `GET batch/`. */
export const BatchListQuery = listQuery({
  quantity__gte: text("Stock in the caller's company is at least this"),
});
export type BatchListQuery = z.infer<typeof BatchListQuery>;

/** `GET company/` (contract A8). */
export const CompanyListQuery = listQuery({
  company_type: choice('Only companies of this type', COMPANY_TYPES),
});
export type CompanyListQuery = z.infer<typeof CompanyListQuery>;

/** `GET user/` (contract A9). */
export const UserListQuery = listQuery({
  user_type: choice('Only users of these types (repeatable)', USER_TYPES),
  company: text('Only users of this company (id); `0` is no filter'),
  contact_number: text('Contact number is exactly this'),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** `GET vendor/`: the original client searches with `?0=<text>` as well as `search`. */
export const VendorListQuery = listQuery({
  '0': text('Read as `search` when `search` is absent (the original client sends it)'),
});
export type VendorListQuery = z.infer<typeof VendorListQuery>;

/** A report's query (not a list: no pagination). */
export const reportQuery = <T extends z.ZodRawShape>(fields: T) => z.looseObject(fields);

const company = text('Only this company (id) within reach; absent, empty or `0` is every company in reach');
const companies = text(
  'Only these companies (ids, comma-separated) within reach; absent, empty or `0` is every company in reach',
);
const startDate = text('First day of the range (YYYY-MM-DD, unpadded accepted); default today');
const endDate = text('Last day of the range (YYYY-MM-DD); default the first day');

/** `GET transaction/`: by local day range, of one company or every one in reach. */
export const TransactionListQuery = listQuery({ start_date: startDate, end_date: endDate, company });
export type TransactionListQuery = z.infer<typeof TransactionListQuery>;

/** `GET expense-summary/`. */
export const ExpenseSummaryQuery = reportQuery({ start_date: startDate, end_date: endDate, company });
export type ExpenseSummaryQuery = z.infer<typeof ExpenseSummaryQuery>;

/** `GET finance-parties/`: who a finance tab may name, by its method (default `Expense`). */
export const FinancePartiesQuery = listQuery({
  p_s: choice('The finance tab (default `Expense`)', [...FINANCE_METHODS, JOURNAL_METHOD]),
});
export type FinancePartiesQuery = z.infer<typeof FinancePartiesQuery>;

/** `GET ledger/trial-balance/`. */
export const TrialBalanceQuery = reportQuery({
  date: text('The day whose closing balances are shown (YYYY-MM-DD); default today'),
  company,
});
export type TrialBalanceQuery = z.infer<typeof TrialBalanceQuery>;

/** `GET ledger/check/`. */
export const BooksCheckQuery = reportQuery({ company });
export type BooksCheckQuery = z.infer<typeof BooksCheckQuery>;

/** `GET ledger/statement/`. */
export const StatementQuery = reportQuery({
  account: text('The account (id); required'),
  page: listFields.page,
  start_date: startDate,
  end_date: endDate,
});
export type StatementQuery = z.infer<typeof StatementQuery>;

/** `GET ledger/party-statement/`: a customer's or vendor's statement for a period (docs/domain/credit.md). */
export const PartyStatementQuery = reportQuery({
  account: text('The receivable or payable account (id) of the customer or vendor; required'),
  start_date: startDate,
  end_date: endDate,
});
export type PartyStatementQuery = z.infer<typeof PartyStatementQuery>;

/** `GET inventory/` (contract O5 and the Inventory screen's filters). */
export const InventoryListQuery = listQuery({
  company,
  company__in: companies,
  batch__product_variant__product__category: text('Only batches of products of this category (id)'),
  batch__product_variant__product__category__in: text(
    'Only batches of products of these categories (ids, comma-separated)',
  ),
  quantity__gte: text('Stock is at least this'),
  expiring_within: text('Only batches expiring within this many days (0 to 3650)'),
});
export type InventoryListQuery = z.infer<typeof InventoryListQuery>;

/** `GET inventory/flags/`. */
export const SaleFlagListQuery = listQuery({ company, company__in: companies });
export type SaleFlagListQuery = z.infer<typeof SaleFlagListQuery>;

/** `GET fiscal/`: the fiscal outbox (docs/domain/fiscal.md), newest first. */
export const FiscalListQuery = listQuery({
  company,
  status: choice('Only the orders in this state', ['PENDING', 'SENT', 'REFUSED']),
});
export type FiscalListQuery = z.infer<typeof FiscalListQuery>;

/** `GET fiscal/health/`: how a company's reporting goes, polled by the counter. */
export const FiscalHealthQuery = z.looseObject({
  company: text("The company (id) the caller sells for; absent, the caller's own"),
});
export type FiscalHealthQuery = z.infer<typeof FiscalHealthQuery>;

/** `GET reorder-level/`. */
export const ReorderLevelListQuery = listQuery({
  company,
  product_variant__in: text('Only these variants (ids, comma-separated)'),
});
export type ReorderLevelListQuery = z.infer<typeof ReorderLevelListQuery>;

/** `GET replenishment-rule/` (docs/domain/replenishment.md). */
export const ReplenishmentRuleListQuery = listQuery({
  company,
  product_variant__in: text('Only these variants (ids, comma-separated)'),
});
export type ReplenishmentRuleListQuery = z.infer<typeof ReplenishmentRuleListQuery>;

/** `DELETE replenishment-rule/`: whose rule of which variant. */
export const ReplenishmentRuleDeleteQuery = z.looseObject({
  company,
  product_variant: text('The variant (id) whose rule is removed'),
});
export type ReplenishmentRuleDeleteQuery = z.infer<typeof ReplenishmentRuleDeleteQuery>;

/** `GET replenishment/`: the proposals of the companies in reach. */
export const ProposalListQuery = listQuery({
  company,
  supplier: text('Only the lines ordered from this company (id)'),
});
export type ProposalListQuery = z.infer<typeof ProposalListQuery>;

/** `GET replenishment/suppliers/`: who a company may order from. */
export const SupplierListQuery = listQuery({ company });
export type SupplierListQuery = z.infer<typeof SupplierListQuery>;

/** `GET notification/`. */
export const NotificationListQuery = listQuery({ read: text('`false`: unread ones only') });
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/** `GET notification/stream/` (server-sent events). */
export const NotificationStreamQuery = reportQuery({
  last_id: text('The last notification seen (id), as `Last-Event-ID` does'),
  once: text('`true`: send what is waiting and end the stream'),
});
export type NotificationStreamQuery = z.infer<typeof NotificationStreamQuery>;

/** `GET offline/catalogue/`. */
export const OfflineCatalogueQuery = listQuery({
  company: text("The caller's own company (id), or nothing"),
  since: text('A stamp this endpoint gave: only what changed after it'),
});
export type OfflineCatalogueQuery = z.infer<typeof OfflineCatalogueQuery>;

/** `GET till-session/`. */
export const TillSessionListQuery = listQuery({
  company,
  status: choice('Only sessions in this state', ['OPEN', 'CLOSED']),
});
export type TillSessionListQuery = z.infer<typeof TillSessionListQuery>;

/** `GET till-session/current/`. */
export const CurrentTillSessionQuery = reportQuery({ till: text("The till's id as it names itself") });
export type CurrentTillSessionQuery = z.infer<typeof CurrentTillSessionQuery>;

/** `GET order/` (contract O14); `cash` reads `true`/`false` as Django does (`True`, `1`, `0` too). */
export const OrderListQuery = listQuery({
  status: choice('Only orders in this status', ORDER_STATUSES),
  cash: text('`true`: cash sales only; `false`: credit ones only'),
  created__date: text('Only orders of this local day (YYYY-MM-DD, unpadded accepted)'),
  buyer__company: text('Only orders bought by this company (id)'),
  seller__company: text('Only orders sold by this company (id)'),
  invoice_id__contains: text('Invoice number contains this'),
  id__contains: text('Order number contains this'),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** `GET request/` (contract O23). */
export const RequestListQuery = listQuery({
  status: choice('Only requests in this status', REQUEST_STATUSES),
  sender__company: text('Only requests sent by this company (id)'),
  receiver__company: text('Only requests sent to this company (id)'),
});
export type RequestListQuery = z.infer<typeof RequestListQuery>;

/** The range and companies of the analytics tabs and the business report (contract O25-O29). */
const analyticsFields = { start_date: startDate, end_date: endDate, company: companies };

/** `GET analytics/`, `user-sales/`, `report/business/`. */
export const AnalyticsQuery = reportQuery(analyticsFields);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

/** `GET comparison-analysis/`: without a range, everything up to today. */
export const ComparisonQuery = reportQuery({
  ...analyticsFields,
  company_type: choice('Only companies of this type (`0` or absent: every type)', COMPANY_TYPES),
});
export type ComparisonQuery = z.infer<typeof ComparisonQuery>;

/** `GET comparison-analysis-expense-sales/`: without a range, everything up to today. */
export const ExpenseSalesQuery = AnalyticsQuery;
export type ExpenseSalesQuery = z.infer<typeof ExpenseSalesQuery>;

/** `GET report/business/csv/`: one table of the business report, or every order line. */
export const BusinessReportCsvQuery = reportQuery({
  ...analyticsFields,
  table: choice('The table (default `summary`)', REPORT_TABLES),
});
export type BusinessReportCsvQuery = z.infer<typeof BusinessReportCsvQuery>;

/** `GET report/tax/`: a month of one company (or every one in reach). */
const taxReportFields = {
  month: text('The month, YYYY-MM (default this month)'),
  company,
};
export const TaxReportQuery = reportQuery(taxReportFields);
export type TaxReportQuery = z.infer<typeof TaxReportQuery>;

/** `GET report/tax/csv/`: one table of the tax report. */
export const TaxReportCsvQuery = reportQuery({
  ...taxReportFields,
  table: choice('The table (default `sales`)', TAX_REPORT_TABLES),
});
export type TaxReportCsvQuery = z.infer<typeof TaxReportCsvQuery>;

/** A GET that reads no query (a one-page list, a setting, a download); unknown keys are ignored. */
export const NoQuery = z.looseObject({});
export type NoQuery = z.infer<typeof NoQuery>;

/** A GET that answers for the caller's own company: `company` may name it, any other is refused. */
export const OwnCompanyQuery = reportQuery({ company: text("The caller's own company (id), or nothing") });
export type OwnCompanyQuery = z.infer<typeof OwnCompanyQuery>;

/**
 * Every GET's query schema by its path (as the web names it, without `/api/`), so the web client
 * builds a query from the inferred names: `{ ... } satisfies QueryParams<'order/'>` fails to
 * compile on a filter the server does not declare.
 */
export const QUERIES = {
  'product/': ProductListQuery,
  'batch/': BatchListQuery,
  'company/': CompanyListQuery,
  'user/': UserListQuery,
  'vendor/': VendorListQuery,
  'transaction/': TransactionListQuery,
  'finance-parties/': FinancePartiesQuery,
  'expense-summary/': ExpenseSummaryQuery,
  'ledger/trial-balance/': TrialBalanceQuery,
  'ledger/check/': BooksCheckQuery,
  'ledger/statement/': StatementQuery,
  'ledger/party-statement/': PartyStatementQuery,
  'inventory/': InventoryListQuery,
  'inventory/flags/': SaleFlagListQuery,
  'reorder-level/': ReorderLevelListQuery,
  'replenishment-rule/': ReplenishmentRuleListQuery,
  'replenishment/': ProposalListQuery,
  'replenishment/suppliers/': SupplierListQuery,
  'fiscal/': FiscalListQuery,
  'fiscal/health/': FiscalHealthQuery,
  'notification/': NotificationListQuery,
  'offline/catalogue/': OfflineCatalogueQuery,
  'till-session/': TillSessionListQuery,
  'till-session/current/': CurrentTillSessionQuery,
  'order/': OrderListQuery,
  'request/': RequestListQuery,
  'analytics/': AnalyticsQuery,
  'user-sales/': AnalyticsQuery,
  'comparison-analysis/': ComparisonQuery,
  'comparison-analysis-expense-sales/': ExpenseSalesQuery,
  'report/business/': AnalyticsQuery,
  'report/business/csv/': BusinessReportCsvQuery,
  'report/tax/': TaxReportQuery,
  'report/tax/csv/': TaxReportCsvQuery,
  'report/fiscal/': AnalyticsQuery,
} as const;
export type QueryPath = keyof typeof QUERIES;

/** The query the web may send to `P`: the declared names only, each a text, number or flag. */
export type QueryParams<P extends QueryPath> = {
  [K in keyof (typeof QUERIES)[P]['shape']]?: string | number | boolean | undefined;
};
