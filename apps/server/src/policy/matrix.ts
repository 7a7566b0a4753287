import { CUSTOMER_TYPES } from '@tillwise/domain';
import type { Grant, Matrix, RoutePolicy } from './types.js';

/*
 * The authorisation matrix: every API route, by method and registered path, and who may call it.
 * docs/security/authorization.md explains each line; a route missing here refuses every request.
 * Derived from spec section 6 (the menu and guard each screen needs) and, where the spec is
 * silent, the least privilege that still lets each role use its screens.
 */

const PUBLIC: RoutePolicy = { grants: [{ who: 'public' }] };
const ANY_OPERATOR: RoutePolicy = { grants: [{ who: 'operator' }] };

/** Admins (PARENT or STORE) manage their own company and its departments. */
const ADMIN_OWN_AND_CHILD: Grant = { who: 'admin', reach: ['own', 'child'] };
/** Managers who are not admins (RETIAL) see and edit only their own company. */
const MANAGER_OWN: Grant = { who: 'manager', reach: ['own'] };
/** Books: managers, over their own company and its children (spec 6, manager guard). */
const BOOKS: RoutePolicy = { grants: [{ who: 'manager', reach: ['own', 'child'] }] };
// ---- Catalogue and stock (policies) -----------------------------------------------------------
const CATALOG_READ: RoutePolicy = { grants: [{ who: 'salesStaff' }] };
const CATALOG_WRITE: RoutePolicy = { grants: [{ who: 'admin', reach: ['own', 'child'] }] };
const STOCK_READ: RoutePolicy = {
  grants: [
    { who: 'admin', reach: ['own', 'child'] },
    { who: 'manager', reach: ['own'] },
  ],
};
const CATALOG_AND_STOCK: Matrix = {
  'GET /api/product/': CATALOG_READ,
  'GET /api/product/:id': CATALOG_READ,
  'GET /api/product/:id/': CATALOG_READ,
  'POST /api/product/': CATALOG_WRITE,
  'PUT /api/product/:id/': CATALOG_WRITE,
  'PATCH /api/product/:id/image/': CATALOG_WRITE,
  'DELETE /api/product/:id/': CATALOG_WRITE,
  'DELETE /api/product-variant/:id/': CATALOG_WRITE,
  // Trade units (docs/domain/units.md): the product form's; the till reads them in `product/`.
  'GET /api/product/:id/unit/': CATALOG_WRITE,
  'POST /api/product/:id/unit/': CATALOG_WRITE,
  'PATCH /api/product-unit/:id/': CATALOG_WRITE,
  // Tax categories and their dated rates (docs/domain/tax.md): the group's, like product categories;
  // everyone at a till reads them, admins who write the catalogue add and change them.
  'GET /api/tax-category/': CATALOG_READ,
  'GET /api/tax-category/:id/': CATALOG_READ,
  'POST /api/tax-category/': CATALOG_WRITE,
  'PATCH /api/tax-category/:id/': CATALOG_WRITE,
  'POST /api/tax-category/:id/rate/': CATALOG_WRITE,
  'GET /api/unit/': CATALOG_READ,
  'GET /api/category/': CATALOG_READ,
  'GET /api/batch/': CATALOG_READ,
  'GET /api/batch/:id/': CATALOG_READ,
  'POST /api/batch/': CATALOG_WRITE,
  'PATCH /api/batch/:id/': CATALOG_WRITE,
  'DELETE /api/batch/:id/': CATALOG_WRITE,
  'POST /api/batch/:id/write-off/': CATALOG_WRITE,
  'GET /api/inventory/': STOCK_READ,
  'GET /api/inventory/companies/': STOCK_READ,
  'GET /api/inventory/flags/': STOCK_READ,
  // CSV export and import (docs/catalog-csv.md): admins only, like every catalogue write.
  'GET /api/catalog-csv/products/': CATALOG_WRITE,
  'POST /api/catalog-csv/products/preview/': CATALOG_WRITE,
  'POST /api/catalog-csv/products/import/': CATALOG_WRITE,
  'GET /api/catalog-csv/stock/': CATALOG_WRITE,
  'POST /api/catalog-csv/stock/preview/': CATALOG_WRITE,
  'POST /api/catalog-csv/stock/import/': CATALOG_WRITE,
};
/** Analytics: what an admin's or a RETIAL manager's stock lists reach (spec 2.16, 6). */
const ANALYTICS: RoutePolicy = STOCK_READ;
const BUSINESS_REPORT: RoutePolicy = { grants: [{ who: 'superAdmin', reach: ['own', 'child'] }] };
// ---- end of catalogue and stock (policies) ----------------------------------------------------

// ---- Orders (the counter) ----------------------------------------------------------------------
/** Everyone at a till sells from their own company; admins also see their departments' orders. */
export const INTERNAL_ORDER: Grant = { who: 'admin', reach: ['own'], counterparties: ['child'] };
const ORDERS_READ: RoutePolicy = { grants: [ADMIN_OWN_AND_CHILD, { who: 'salesStaff', reach: ['own'] }] };
const ORDERS: Matrix = {
  // The original client posts its admin orders here too (`internal_order: true`): admins get the
  // internal order's grant, so the same counterparties are allowed on either path.
  'POST /api/order/': { grants: [INTERNAL_ORDER, { who: 'salesStaff', reach: ['own'] }] },
  // Internal orders: admins only; stock leaves only the caller's own company (checked by the plan),
  // and the other party is of a company in the caller's `child` reach: never a store's head office.
  'POST /api/internal-order/': { grants: [INTERNAL_ORDER] },
  'POST /api/orderoffline/': { grants: [INTERNAL_ORDER] },
  'GET /api/order/': ORDERS_READ,
  'GET /api/order/:id': ORDERS_READ,
  'GET /api/order/:id/': ORDERS_READ,
  // Status changes: managers, on orders their own company sold (checked by the service).
  'PATCH /api/order/:id/': { grants: [MANAGER_OWN] },
  // Refunds from the receipt: whoever sees the sale reads what is left to refund; the refund is
  // made by sales staff (cashiers and managers) of the company that made the sale (checked by the
  // service), as a return at the counter is.
  'GET /api/order/:id/refund/': ORDERS_READ,
  'POST /api/order/:id/refund/': { grants: [{ who: 'salesStaff', reach: ['own'] }] },
  'GET /api/order-type/': { grants: [{ who: 'salesStaff' }] },
  'GET /api/invoice-id/': { grants: [{ who: 'salesStaff' }] },
  // Selling offline: the till downloads the catalogue and reserves its own company's invoice numbers.
  'GET /api/offline/catalogue/': { grants: [{ who: 'salesStaff' }] },
  'POST /api/offline/invoice-block/': { grants: [{ who: 'salesStaff', reach: ['own'] }] },
  // The till's tax policy, receipt registration and categories: its own company's, like its settings.
  'GET /api/till/tax/': { grants: [{ who: 'salesStaff', reach: ['own'] }] },
};
// ---- Till sessions (issue 17) -------------------------------------------------------------------
/** A till opens sessions and reads its own company's settings. */
const TILL_OWN: RoutePolicy = { grants: [{ who: 'salesStaff', reach: ['own'] }] };
/**
 * A cashier acts on (and reads) only the sessions they opened, and an open one's expected figures
 * are withheld from them until they have counted (the blind close). Managers are matched first:
 * they act on any session of their company and read their departments' too.
 */
const CASHIER_OWN_SESSION: Grant = {
  who: 'salesStaff',
  reach: ['own'],
  ownRecordsOnly: true,
  blindCount: true,
};
const TILL_READ: RoutePolicy = {
  target: 'tillSession',
  grants: [ADMIN_OWN_AND_CHILD, MANAGER_OWN, CASHIER_OWN_SESSION],
};
const TILL_WRITE: RoutePolicy = { target: 'tillSession', grants: [MANAGER_OWN, CASHIER_OWN_SESSION] };
const TILL_SESSIONS: Matrix = {
  'POST /api/till-session/': TILL_OWN,
  'GET /api/till-session/current/': TILL_OWN,
  // The sessions list with reprints: managers only (spec 6's manager guard).
  'GET /api/till-session/': { grants: [ADMIN_OWN_AND_CHILD, MANAGER_OWN] },
  'GET /api/till-session/:id/': TILL_READ,
  'GET /api/till-session/:id/report/': TILL_READ,
  'POST /api/till-session/:id/cash/': TILL_WRITE,
  'POST /api/till-session/:id/close/': TILL_WRITE,
  // A manager's approval on the cashier's screen to sell expired batches (throttled like a sign-in).
  'POST /api/till-session/expired-approval/': TILL_OWN,
  // A manager's approval on the cashier's screen of a credit sale beyond the limit (throttled the same).
  'POST /api/till-session/credit-approval/': TILL_OWN,
  'GET /api/till-settings/': TILL_OWN,
  'PUT /api/till-settings/': { grants: [MANAGER_OWN] },
};
// ---- end of till sessions ----

// ---- end of orders ----------------------------------------------------------------------------

// ---- Requests, responses and notifications (issue 15) ------------------------------------------
/** REQUESTS and RESPONSES are manager screens; which requests a caller sees is spec 6's scoping. */
const REQUESTS_AND_NOTICES: Matrix = {
  'POST /api/request/': { grants: [MANAGER_OWN, { who: 'admin', reach: ['own'] }] },
  'GET /api/request/': { grants: [{ who: 'manager', reach: ['own', 'child'] }] },
  'GET /api/request/recipients/': { grants: [{ who: 'manager', reach: ['own'] }] },
  'GET /api/request/:id/': { grants: [{ who: 'manager', reach: ['own', 'child'] }] },
  'PATCH /api/response/:id/': { grants: [{ who: 'manager', reach: ['own'] }] },
  // The receiving store links the transfer it made on the Admin Order screen.
  'POST /api/request/:id/transfer/': { grants: [{ who: 'admin', reach: ['own'] }] },
  // Everyone signed in reads and marks their own notifications, and listens for new ones.
  'GET /api/notification/': ANY_OPERATOR,
  'PATCH /api/notification/:id/': ANY_OPERATOR,
  'POST /api/notification/read-all/': ANY_OPERATOR,
  'GET /api/notification/stream/': ANY_OPERATOR,
  // Reorder levels on the Inventory screen: whoever sees a company's stock sets its levels.
  'GET /api/reorder-level/': STOCK_READ,
  'PUT /api/reorder-level/': STOCK_READ,
  // Replenishment (docs/domain/replenishment.md): rules and proposals of whose stock one sees (the
  // head office: the whole tree); a proposal becomes a request in the caller's own company's name.
  'GET /api/replenishment-rule/': STOCK_READ,
  'PUT /api/replenishment-rule/': STOCK_READ,
  'DELETE /api/replenishment-rule/': STOCK_READ,
  'GET /api/replenishment/suppliers/': STOCK_READ,
  'GET /api/replenishment/': STOCK_READ,
  'POST /api/replenishment/request/': { grants: [MANAGER_OWN] },
};
// ---- end of requests, responses and notifications ---------------------------------------------

// ---- Stock counts (docs/domain/stock-count.md) ------------------------------------------------
/** Admins start, review and approve counts of their company and its departments. */
const COUNT_MANAGE: RoutePolicy = { grants: [ADMIN_OWN_AND_CHILD], target: 'stockCount' };
/** Whoever works in the counted company counts (admins of a parent too); never expected figures. */
const COUNT_TAKE: RoutePolicy = {
  grants: [ADMIN_OWN_AND_CHILD, { who: 'operator', reach: ['own'] }],
  target: 'stockCount',
};
const STOCK_COUNTS: Matrix = {
  'GET /api/stock-count/': { grants: [ADMIN_OWN_AND_CHILD, { who: 'operator', reach: ['own'] }] },
  'POST /api/stock-count/': { grants: [ADMIN_OWN_AND_CHILD] },
  'GET /api/stock-count/accuracy/': { grants: [ADMIN_OWN_AND_CHILD] },
  'GET /api/stock-count/:id/': COUNT_TAKE,
  'GET /api/stock-count/:id/scans/': COUNT_TAKE,
  'POST /api/stock-count/:id/scan/': COUNT_TAKE,
  'GET /api/stock-count/:id/review/': COUNT_MANAGE,
  'GET /api/stock-count/:id/sheet/': COUNT_MANAGE,
  'POST /api/stock-count/:id/recount/': COUNT_MANAGE,
  'POST /api/stock-count/:id/settle/': COUNT_MANAGE,
  'POST /api/stock-count/:id/approve/': COUNT_MANAGE,
  'POST /api/stock-count/:id/cancel/': COUNT_MANAGE,
};
// ---- end of stock counts -----------------------------------------------------------------------

export const MATRIX: Matrix = {
  // Sign-in and the published API description.
  'POST /api/obtain-jwt/': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,

  // Every operator: their own record, the type lists, their own password, their company's logo.
  'GET /api/user-data/': ANY_OPERATOR,
  'PUT /api/user-data/language/': ANY_OPERATOR,
  'GET /api/type/': ANY_OPERATOR,
  'POST /api/change-password/': ANY_OPERATOR,
  'GET /api/update-company-logo/': ANY_OPERATOR,

  // Users. The till lists and adds the customers of its own company (Add Customer).
  'GET /api/user/': {
    grants: [
      { ...ADMIN_OWN_AND_CHILD, namesRequestRecipients: true },
      { ...MANAGER_OWN, namesRequestRecipients: true },
      { who: 'salesStaff', reach: ['own'], userTypes: CUSTOMER_TYPES },
    ],
  },
  'POST /api/create/user/': {
    grants: [ADMIN_OWN_AND_CHILD, { who: 'salesStaff', reach: ['own'], userTypes: ['REGULAR_CUSTOMER'] }],
  },
  'GET /api/user/:id/': { target: 'user', grants: [ADMIN_OWN_AND_CHILD] },
  'PATCH /api/user/:id/': { target: 'user', grants: [ADMIN_OWN_AND_CHILD] },
  'POST /api/user/:id/set-password/': { target: 'user', grants: [ADMIN_OWN_AND_CHILD] },

  // Vendors are users of VENDOR companies; only the admin screens (Vendors, admin order) list them.
  // The original Finance screen asks on every load: an outlet's managers get an empty list (spec
  // 2.14 lists vendors only for STORE companies), not a 403 and an Error modal.
  'GET /api/vendor/': { grants: [ADMIN_OWN_AND_CHILD, { who: 'manager', reach: [] }] },

  // Departments and the Settings company tab.
  // Send Request (the original client) picks the receiving company from `company/?company_type=`:
  // the group's companies a request may go to are named there too (id, name, type only).
  'GET /api/company/': {
    grants: [
      { ...ADMIN_OWN_AND_CHILD, namesRequestRecipients: true },
      { ...MANAGER_OWN, namesRequestRecipients: true },
    ],
  },
  'POST /api/company/': { grants: [ADMIN_OWN_AND_CHILD] },
  'GET /api/company/:id/': { target: 'company', grants: [ADMIN_OWN_AND_CHILD, MANAGER_OWN] },
  'PATCH /api/company/:id/': { target: 'company', grants: [ADMIN_OWN_AND_CHILD, MANAGER_OWN] },
  // Never one's own company: it still has the caller in it, and the group would lose its root.
  'DELETE /api/company/:id/': { target: 'company', grants: [{ who: 'admin', reach: ['child'] }] },

  // A company's tax registration and settings (docs/domain/tax.md): a super admin sets any company
  // in reach, a company's own admin (a manager) theirs; whoever reads the company's details reads them.
  'GET /api/company/:id/tax/': {
    target: 'company',
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, ADMIN_OWN_AND_CHILD, MANAGER_OWN],
  },
  'PUT /api/company/:id/tax/': {
    target: 'company',
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, MANAGER_OWN],
  },

  // A company's scale barcode layout (docs/domain/units.md): as its tax settings.
  'GET /api/company/:id/scale/': {
    target: 'company',
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, ADMIN_OWN_AND_CHILD, MANAGER_OWN],
  },
  'PUT /api/company/:id/scale/': {
    target: 'company',
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, MANAGER_OWN],
  },

  // A company's fiscal reporter (docs/domain/fiscal.md): as its tax settings. The outbox is read by
  // whoever reads the settings, within their reach; a refused invoice is sent again by those who set them.
  'GET /api/company/:id/fiscal/': {
    target: 'company',
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, ADMIN_OWN_AND_CHILD, MANAGER_OWN],
  },
  'PUT /api/company/:id/fiscal/': {
    target: 'company',
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, MANAGER_OWN],
  },
  'GET /api/fiscal/': {
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, ADMIN_OWN_AND_CHILD, MANAGER_OWN],
  },
  // Daily counts per state (analytics' Fiscal tab): whoever reads the outbox.
  'GET /api/report/fiscal/': {
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, ADMIN_OWN_AND_CHILD, MANAGER_OWN],
  },
  // How reporting goes, polled by the counter: whoever may sell for the company (as `order/`).
  'GET /api/fiscal/health/': {
    grants: [
      { who: 'admin', reach: ['own'] },
      { who: 'salesStaff', reach: ['own'] },
    ],
  },
  'POST /api/fiscal/:id/resend/': {
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, MANAGER_OWN],
  },

  // Customer credit (docs/domain/credit.md): a company's defaults set like its till settings; a
  // customer's figures read by whoever sells to them, their terms set and payments received by
  // the managers of their company (and the admins above it).
  'GET /api/company/:id/credit/': {
    target: 'company',
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, ADMIN_OWN_AND_CHILD, MANAGER_OWN],
  },
  'PUT /api/company/:id/credit/': {
    target: 'company',
    grants: [{ who: 'superAdmin', reach: ['own', 'child'] }, ADMIN_OWN_AND_CHILD, MANAGER_OWN],
  },
  'GET /api/customer/:id/credit/': {
    target: 'user',
    grants: [ADMIN_OWN_AND_CHILD, { who: 'salesStaff', reach: ['own'] }],
  },
  'PATCH /api/customer/:id/credit/': { target: 'user', grants: [ADMIN_OWN_AND_CHILD, MANAGER_OWN] },
  'POST /api/customer/:id/payment/': { target: 'user', grants: [ADMIN_OWN_AND_CHILD, MANAGER_OWN] },

  // Settings, Update Logo: the caller's own company.
  'PATCH /api/update-company-logo/': { grants: [MANAGER_OWN] },

  // ---- Books (issue 5): finance records and the journal's reports. Managers only; the books
  // written are always the caller's company, and reads reach its own and its child companies.
  'GET /api/transaction/': BOOKS,
  'POST /api/transaction/': BOOKS,
  'POST /api/journal-entry/': BOOKS,
  'GET /api/expense-summary/': BOOKS,
  'GET /api/finance-parties/': BOOKS,
  'GET /api/ledger/companies/': BOOKS,
  'GET /api/ledger/trial-balance/': BOOKS,
  'GET /api/ledger/statement/': BOOKS,
  'GET /api/ledger/party-statement/': BOOKS,
  'GET /api/ledger/check/': BOOKS,
  'GET /api/total-payable-receivable/:company/': BOOKS,
  // ---- end of Books

  // ---- Analytics and the business report (issue 14): the stock-read reach (admins their company
  // and its departments, RETIAL managers their own); the business report is the super admin's.
  'GET /api/analytics/': ANALYTICS,
  'GET /api/user-sales/': ANALYTICS,
  'GET /api/comparison-analysis/': ANALYTICS,
  'GET /api/comparison-analysis-expense-sales/': ANALYTICS,
  'GET /api/report/business/': BUSINESS_REPORT,
  'GET /api/report/business/csv/': BUSINESS_REPORT,
  // The monthly tax report (docs/domain/tax-reports.md): the reach of the Reports tabs.
  'GET /api/report/tax/': ANALYTICS,
  'GET /api/report/tax/csv/': ANALYTICS,
  // ---- end of analytics

  // ---- Catalogue and stock -------------------------------------------------------------------
  // Everyone at a till reads the catalogue (the POS searches it); only admins of a PARENT or STORE
  // write it. Batch edits reach the stock of their own company and its children. Stock lists are
  // scoped: admins see their company and its children, RETIAL managers their own company.
  ...CATALOG_AND_STOCK,

  // ---- Orders: the till sells from its own company's stock; lists are scoped by seller and buyer
  // company (spec 6).
  ...ORDERS,

  // ---- Requests between departments, their answers, and notifications (spec 2.11, 4.6, 6).
  ...REQUESTS_AND_NOTICES,

  // ---- Till sessions: the till's own company; managers read and reprint their departments'.
  ...TILL_SESSIONS,
  ...STOCK_COUNTS,
};
