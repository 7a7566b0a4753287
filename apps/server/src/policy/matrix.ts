import type { Matrix, RoutePolicy } from './types.js';

/*
 * The authorisation matrix: every API route, by method and registered path, and who may call it.
 * docs/security/authorization.md explains each line; a route missing here refuses every request.
 * Derived from spec section 6 (the menu and guard each screen needs) and, where the spec is
 * silent, the least privilege that still lets each role use its screens.
 */

const PUBLIC: RoutePolicy = { grants: [{ who: 'public' }] };
const ANY_OPERATOR: RoutePolicy = { grants: [{ who: 'operator' }] };

/** Books: managers, over their own company and its children (spec 6, manager guard). */
const BOOKS: RoutePolicy = { grants: [{ who: 'manager', reach: ['own', 'child'] }] };

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

  // Every operator: their own record and the type lists.
  'GET /api/user-data/': ANY_OPERATOR,
  'GET /api/type/': ANY_OPERATOR,

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
  'GET /api/total-payable-receivable/:company/': BOOKS,
  // ---- end of Books
};
