/** Every TanStack Query key in one place, so invalidation never guesses a key's shape. */
export interface ListParams {
  search: string;
  page: number;
}

export const queryKeys = {
  /** Prefix of every signed-in user entry; invalidate this after editing the user. */
  currentUsers: () => ['user-data'] as const,
  /**
   * Keyed by token so a sign-in from another tab (which swaps the token under us) can never be
   * shown the previous user's menus.
   */
  currentUser: (token: string | null) => ['user-data', token] as const,
  companyLogo: () => ['company-logo'] as const,
  /** Prefix of the signed-in user's notification lists; the live stream invalidates it. */
  notifications: () => ['notifications'] as const,
  notificationList: (page: number) => ['notifications', page] as const,
  /** Prefix of every request list and record. */
  requests: () => ['requests'] as const,
  requestList: (params: { status: string; page: number; company: string }) =>
    ['requests', 'list', params] as const,
  request: (id: number) => ['requests', 'one', id] as const,
  requestRecipients: () => ['requests', 'recipients'] as const,
  reorderLevels: (company: number, variants: string) => ['reorder-levels', company, variants] as const,
  /** `type/`: the role, department type and request type lists. */
  typeLists: () => ['type-lists'] as const,
  /** Prefix of every user list and user record; invalidate after any user write. */
  users: () => ['users'] as const,
  userList: (params: ListParams) => ['users', 'list', params] as const,
  user: (id: number) => ['users', 'one', id] as const,
  /** Prefix of every company list and record; invalidate after any department write. */
  companies: () => ['companies'] as const,
  companyList: (params: ListParams) => ['companies', 'list', params] as const,
  /** Every company in reach, all pages, optionally of one type (selects). */
  allCompanies: (companyType: string) => ['companies', 'all', companyType] as const,
  company: (id: number) => ['companies', 'one', id] as const,
  /** A company's tax registration and settings. */
  companyTax: (id: number) => ['companies', 'tax', id] as const,
  /** A company's scale barcode layout (docs/domain/units.md). */
  companyScale: (id: number) => ['companies', 'scale', id] as const,
  /** A company's fiscal reporter (docs/domain/fiscal.md). */
  companyFiscal: (id: number) => ['companies', 'fiscal', id] as const,
  /** A company's credit defaults and offline allowance (docs/domain/credit.md). */
  companyCredit: (id: number) => ['companies', 'credit', id] as const,
  /** Prefix of the fiscal outbox reads (the Fiscal screen, the counter's health poll). */
  fiscal: () => ['fiscal'] as const,
  fiscalList: (q: { company: number; status: string; page: number }) => ['fiscal', 'list', q] as const,
  fiscalHealth: (company: number) => ['fiscal', 'health', company] as const,
  /** Prefix of the vendor lists. */
  vendors: () => ['vendors'] as const,
  vendorList: (params: ListParams) => ['vendors', 'list', params] as const,

  // Books: every finance read starts with 'books', so one invalidation refreshes them after a post.
  books: () => ['books'] as const,
  transactions: (query: { start: string; end: string; page: number; company?: number }) =>
    ['books', 'transactions', query] as const,
  expenseSummary: (query: { start: string; end: string; company?: number }) =>
    ['books', 'expense-summary', query] as const,
  financeParties: (method: string) => ['books', 'parties', method] as const,
  ledgerCompanies: () => ['books', 'companies'] as const,
  trialBalance: (company: number, date: string) => ['books', 'trial-balance', company, date] as const,
  booksCheck: (company: number) => ['books', 'check', company] as const,
  /** A customer's or vendor's statement for a period (docs/domain/credit.md). */
  partyStatement: (query: { account: number; start: string; end: string }) =>
    ['books', 'party-statement', query] as const,
  statement: (query: { account: number; start: string; end: string; page: number }) =>
    ['books', 'statement', query] as const,

  // ---- Catalogue and stock: invalidate `catalog()` after any catalogue write, `inventory()` after stock moves.
  catalog: () => ['catalog'] as const,
  products: (params: { search: string; page: number }) => ['catalog', 'products', params] as const,
  productSearch: (text: string) => ['catalog', 'product-search', text] as const,
  product: (id: number) => ['catalog', 'product', id] as const,
  units: () => ['catalog', 'units'] as const,
  /** The group's tax categories with their rates (docs/domain/tax.md). */
  taxCategories: () => ['catalog', 'tax-categories'] as const,
  categories: () => ['catalog', 'categories'] as const,
  batches: (params: { search: string; page: number }) => ['catalog', 'batches', params] as const,
  /** One batch (`batch/<id>/`): the labels of a received batch. */
  batch: (id: number) => ['catalog', 'batch', id] as const,
  inventory: () => ['inventory'] as const,
  inventoryList: (params: {
    search: string;
    page: number;
    companies: number[] | 'all';
    expiringWithin?: number | null;
  }) => ['inventory', 'list', params] as const,
  inventoryCompanies: () => ['inventory', 'companies'] as const,
  inventoryFlags: (companies: number[] | 'all') => ['inventory', 'flags', companies] as const,

  // ---- Analytics and the business report: read-only, refreshed by time (staleTime) and Search.
  analytics: (q: { start: string; end: string; company: number }) => ['analytics', 'figures', q] as const,
  userSales: (q: { start: string; end: string; company: number }) => ['analytics', 'user-sales', q] as const,
  payableReceivable: (company: number) => ['analytics', 'payable-receivable', company] as const,
  comparison: (q: { start: string; end: string; type: string }) => ['analytics', 'comparison', q] as const,
  expenseSales: (q: { start: string; end: string; company: number }) =>
    ['analytics', 'expense-sales', q] as const,
  stockStatement: (q: { companies: number[] | 'all'; categories: number[] | 'all'; page: number }) =>
    ['analytics', 'stock', q] as const,
  reportCompanies: () => ['analytics', 'companies'] as const,
  reportCategories: () => ['analytics', 'categories'] as const,
  businessReport: (q: { start: string; end: string; companies: number[] | 'all' }) =>
    ['analytics', 'business-report', q] as const,
  taxReport: (q: { month: string; company: number }) => ['analytics', 'tax-report', q] as const,
  fiscalReport: (q: { start: string; end: string; company: number }) =>
    ['analytics', 'fiscal-report', q] as const,

  // ---- Orders and the counter: invalidate `orders()` after a sale or a status change.
  orders: () => ['orders'] as const,
  orderList: (params: OrderListParams) => ['orders', 'list', params] as const,
  order: (id: number) => ['orders', 'one', id] as const,
  /** What is left to refund of a sale (`order/<id>/refund/`). */
  refundable: (id: number) => ['orders', 'refundable', id] as const,
  orderSearch: (text: string, date: string) => ['orders', 'search', text, date] as const,
  /** The counter's Receipts (sales staff): by part of the invoice id and the day. */
  receipts: (q: { invoice: string; date: string; page: number }) => ['orders', 'receipts', q] as const,
  orderTypes: () => ['order-types'] as const,
  /** Never cached between sales: each sale asks for the next id. */
  invoiceId: () => ['invoice-id'] as const,
  /** `product/` by exact barcode or by name, for both order screens' entry row. */
  productLookup: (by: 'bar_code' | 'name__icontains', text: string) =>
    ['catalog', 'product-lookup', by, text] as const,
  /** The seller and buyer lists of the internal order screen (admins and vendors, all pages). */
  orderCounterparties: () => ['users', 'order-counterparties'] as const,
  customers: (search: string) => ['users', 'customers', search] as const,
  /** A regular customer's credit: balance, limit, open invoices (docs/domain/credit.md). */
  customerCredit: (id: number) => ['users', 'credit', id] as const,
  walkInCustomer: (companyId: number) => ['users', 'walk-in', companyId] as const,

  // ---- Till sessions: invalidate `tillSessions()` after opening, moving cash or closing.
  tillSessions: () => ['till-sessions'] as const,
  currentTillSession: (till: string) => ['till-sessions', 'current', till] as const,
  tillReport: (id: number) => ['till-sessions', 'report', id] as const,
  tillSessionList: (params: { page: number; status: string }) => ['till-sessions', 'list', params] as const,
  tillSettings: () => ['till-sessions', 'settings'] as const,
  /** The company's tax policy, receipt registration and tax categories (offline/till-tax.ts). */
  tillTax: () => ['till', 'tax'] as const,
};

/** The orders list's filters, as they appear in the URL. */
export interface OrderListParams {
  invoice: string;
  date: string;
  status: string;
  /** 'true' (cash), 'false' (card) or '' (both). */
  cash: string;
  page: number;
}
