import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { CATALOG_CASES } from './support/catalog-matrix-cases.js';
import { CREDIT_CASES } from './support/credit-matrix-cases.js';
import { type Demo, loadDemo } from './support/demo.js';
import { type Caller, CASES as GENERAL_CASES, type Relation } from './support/matrix-cases.js';
import { ORDER_CASES } from './support/orders-matrix-cases.js';
import { REQUEST_CASES } from './support/requests-matrix-cases.js';
import { STOCK_COUNT_CASES } from './support/stock-count-matrix-cases.js';
import { TAX_CASES } from './support/tax-matrix-cases.js';
import { TILL_CASES } from './support/till-matrix-cases.js';

/** How to exercise each route: the general cases, the catalogue's and the orders'. */
const CASES = {
  ...GENERAL_CASES,
  ...CATALOG_CASES,
  ...ORDER_CASES,
  ...REQUEST_CASES,
  ...TILL_CASES,
  ...TAX_CASES,
  ...STOCK_COUNT_CASES,
  ...CREDIT_CASES,
};

/*
 * The authorisation matrix of docs/security/authorization.md, written out again by hand (not
 * read from src/policy/matrix.ts, so the two check each other). For every API route: which
 * callers may act on a resource of each relation (the demo's operators, plus a factory admin). A relation left out does not apply to the route
 * (it acts on the caller's own records). `parent` is the head office seen from a store or outlet.
 */
const S = 'superadmin'; // SUPER_ADMIN of the PARENT
const A = 'storeadmin'; // ADMIN of a STORE
const O = 'outletadmin'; // ADMIN of a RETIAL outlet
const C = 'cashier'; // SALES_STAFF of a RETIAL outlet
const K = 'storecashier'; // SALES_STAFF of a STORE
const F = 'factoryadmin'; // ADMIN of a FACTORY: signed in, but none of admin, manager or till
const OPERATORS: Caller[] = [S, A, O, C, K, F];
const EVERYONE: Caller[] = ['anonymous', ...OPERATORS];
const TILLS: Caller[] = [S, A, O, C, K];
const ADMINS: Caller[] = [S, A];
const MANAGERS: Caller[] = [S, A, O];

type Row = Partial<Record<Relation, Caller[]>>;
const scoped = (own: Caller[], child: Caller[]): Row => ({ own, child, parent: [], unrelated: [] });
/** The catalogue belongs to the caller's group: its records for `own`, another head office's for `unrelated`. */
const catalogue = (own: Caller[]): Row => ({ own, unrelated: [] });

const EXPECTED: Record<string, Row> = {
  'POST /api/obtain-jwt/': { own: EVERYONE },
  'GET /api/docs': { own: EVERYONE },
  'GET /api/docs/': { own: EVERYONE },
  'GET /api/docs/json': { own: EVERYONE },
  'GET /api/docs/yaml': { own: EVERYONE },
  'GET /api/docs/static/*': { own: EVERYONE },
  'GET /api/docs/static/index.html': { own: EVERYONE },
  'GET /api/docs/static/swagger-initializer.js': { own: EVERYONE },
  'GET /api/user-data/': { own: OPERATORS },
  'PUT /api/user-data/language/': { own: OPERATORS },
  'GET /api/type/': { own: OPERATORS },
  'POST /api/change-password/': { own: OPERATORS },
  'GET /api/update-company-logo/': { own: OPERATORS },
  'PATCH /api/update-company-logo/': { own: MANAGERS },
  'GET /api/user/': scoped(TILLS, ADMINS),
  'POST /api/create/user/': scoped(TILLS, ADMINS),
  'GET /api/user/:id/': scoped(ADMINS, ADMINS),
  'PATCH /api/user/:id/': scoped(ADMINS, ADMINS),
  'POST /api/user/:id/set-password/': scoped(ADMINS, ADMINS),
  'GET /api/vendor/': scoped(ADMINS, ADMINS),
  'GET /api/company/': scoped(MANAGERS, ADMINS),
  'POST /api/company/': { own: ADMINS },
  'GET /api/company/:id/': scoped(MANAGERS, ADMINS),
  'PATCH /api/company/:id/': scoped(MANAGERS, ADMINS),
  'DELETE /api/company/:id/': scoped([], ADMINS),
  // Tax set-up (docs/domain/tax.md): a super admin sets any company in reach, other admins their own.
  'GET /api/company/:id/tax/': scoped(MANAGERS, ADMINS),
  'PUT /api/company/:id/tax/': scoped(MANAGERS, [S]),
  // The scale barcode layout (docs/domain/units.md): as the tax settings.
  'GET /api/company/:id/scale/': scoped(MANAGERS, ADMINS),
  'PUT /api/company/:id/scale/': scoped(MANAGERS, [S]),
  // The fiscal reporter and its outbox (docs/domain/fiscal.md): as the tax settings.
  'GET /api/company/:id/fiscal/': scoped(MANAGERS, ADMINS),
  'PUT /api/company/:id/fiscal/': scoped(MANAGERS, [S]),
  // Customer credit (docs/domain/credit.md).
  'GET /api/company/:id/credit/': scoped(MANAGERS, ADMINS),
  'PUT /api/company/:id/credit/': scoped(MANAGERS, ADMINS),
  'GET /api/customer/:id/credit/': scoped(TILLS, ADMINS),
  'PATCH /api/customer/:id/credit/': scoped(MANAGERS, ADMINS),
  'POST /api/customer/:id/payment/': scoped(MANAGERS, ADMINS),
  'GET /api/fiscal/': scoped(MANAGERS, ADMINS),
  'GET /api/report/fiscal/': scoped(MANAGERS, ADMINS),
  'POST /api/fiscal/:id/resend/': scoped(MANAGERS, [S]),
  // How reporting goes, polled by the counter: whoever may sell for the company.
  'GET /api/fiscal/health/': scoped(TILLS, []),
  'GET /api/tax-category/': catalogue(TILLS),
  'GET /api/tax-category/:id/': catalogue(TILLS),
  'POST /api/tax-category/': { own: ADMINS },
  'PATCH /api/tax-category/:id/': catalogue(ADMINS),
  'POST /api/tax-category/:id/rate/': catalogue(ADMINS),
  'GET /api/transaction/': scoped(MANAGERS, MANAGERS),
  'GET /api/expense-summary/': scoped(MANAGERS, MANAGERS),
  'GET /api/ledger/trial-balance/': scoped(MANAGERS, MANAGERS),
  'GET /api/ledger/statement/': scoped(MANAGERS, MANAGERS),
  'GET /api/ledger/party-statement/': scoped(MANAGERS, MANAGERS),
  'GET /api/ledger/check/': scoped(MANAGERS, MANAGERS),
  'GET /api/total-payable-receivable/:company/': scoped(MANAGERS, MANAGERS),
  'GET /api/ledger/companies/': { own: MANAGERS },
  'GET /api/finance-parties/': { own: MANAGERS },
  'POST /api/transaction/': { own: MANAGERS },
  'POST /api/journal-entry/': { own: MANAGERS },
  'GET /api/product/': catalogue(TILLS),
  'GET /api/product/:id': catalogue(TILLS),
  'GET /api/product/:id/': catalogue(TILLS),
  'GET /api/unit/': catalogue(TILLS),
  'GET /api/category/': catalogue(TILLS),
  'GET /api/batch/': catalogue(TILLS),
  'GET /api/batch/:id/': catalogue(TILLS),
  'POST /api/product/': catalogue(ADMINS),
  'PUT /api/product/:id/': catalogue(ADMINS),
  'PATCH /api/product/:id/image/': catalogue(ADMINS),
  'DELETE /api/product/:id/': catalogue(ADMINS),
  'DELETE /api/product-variant/:id/': catalogue(ADMINS),
  'GET /api/product/:id/unit/': catalogue(ADMINS),
  'POST /api/product/:id/unit/': catalogue(ADMINS),
  'PATCH /api/product-unit/:id/': catalogue(ADMINS),
  'POST /api/batch/': catalogue(ADMINS),
  'PATCH /api/batch/:id/': catalogue(ADMINS),
  'DELETE /api/batch/:id/': catalogue(ADMINS),
  'POST /api/batch/:id/write-off/': catalogue(ADMINS),
  'GET /api/catalog-csv/products/': catalogue(ADMINS),
  'POST /api/catalog-csv/products/preview/': catalogue(ADMINS),
  'POST /api/catalog-csv/products/import/': catalogue(ADMINS),
  'GET /api/catalog-csv/stock/': { own: ADMINS },
  'POST /api/catalog-csv/stock/preview/': catalogue(ADMINS),
  'POST /api/catalog-csv/stock/import/': catalogue(ADMINS),
  'GET /api/inventory/': scoped(MANAGERS, ADMINS),
  // Stock counts (docs/domain/stock-count.md): admins start and settle; the company's operators count.
  'GET /api/stock-count/': scoped(OPERATORS, ADMINS),
  'POST /api/stock-count/': scoped(ADMINS, ADMINS),
  'GET /api/stock-count/accuracy/': scoped(ADMINS, ADMINS),
  'GET /api/stock-count/:id/': scoped(OPERATORS, ADMINS),
  'GET /api/stock-count/:id/scans/': scoped(OPERATORS, ADMINS),
  'POST /api/stock-count/:id/scan/': scoped(OPERATORS, ADMINS),
  'GET /api/stock-count/:id/review/': scoped(ADMINS, ADMINS),
  'GET /api/stock-count/:id/sheet/': scoped(ADMINS, ADMINS),
  'POST /api/stock-count/:id/recount/': scoped(ADMINS, ADMINS),
  'POST /api/stock-count/:id/settle/': scoped(ADMINS, ADMINS),
  'POST /api/stock-count/:id/approve/': scoped(ADMINS, ADMINS),
  'POST /api/stock-count/:id/cancel/': scoped(ADMINS, ADMINS),
  'GET /api/inventory/flags/': scoped(MANAGERS, ADMINS),
  'GET /api/inventory/companies/': { own: MANAGERS },
  'GET /api/analytics/': scoped(MANAGERS, ADMINS),
  'GET /api/user-sales/': scoped(MANAGERS, ADMINS),
  'GET /api/comparison-analysis/': scoped(MANAGERS, ADMINS),
  'GET /api/comparison-analysis-expense-sales/': scoped(MANAGERS, ADMINS),
  'GET /api/report/business/': scoped([S], [S]),
  'GET /api/report/business/csv/': scoped([S], [S]),
  'GET /api/report/tax/': scoped(MANAGERS, ADMINS),
  'GET /api/report/tax/csv/': scoped(MANAGERS, ADMINS),
  'POST /api/order/': { own: TILLS },
  'POST /api/internal-order/': { own: ADMINS },
  'POST /api/orderoffline/': { own: ADMINS },
  'GET /api/order/': scoped(TILLS, ADMINS),
  'GET /api/order/:id': scoped(TILLS, ADMINS),
  'GET /api/order/:id/': scoped(TILLS, ADMINS),
  'PATCH /api/order/:id/': scoped(MANAGERS, []),
  'GET /api/order/:id/refund/': scoped(TILLS, ADMINS),
  'POST /api/order/:id/refund/': { own: TILLS },
  'GET /api/order-type/': { own: TILLS },
  'GET /api/invoice-id/': { own: TILLS },
  // Requests: the service scopes them further (requests.test.ts); here, who is admitted at all.
  'POST /api/request/': { own: MANAGERS },
  'GET /api/request/': { own: MANAGERS },
  'GET /api/request/recipients/': { own: MANAGERS },
  'GET /api/request/:id/': { own: MANAGERS },
  'PATCH /api/response/:id/': { own: MANAGERS },
  'POST /api/request/:id/transfer/': { own: ADMINS },
  'GET /api/notification/': { own: OPERATORS },
  'PATCH /api/notification/:id/': { own: OPERATORS },
  'POST /api/notification/read-all/': { own: OPERATORS },
  'GET /api/notification/stream/': { own: OPERATORS },
  'GET /api/reorder-level/': scoped(MANAGERS, ADMINS),
  'PUT /api/reorder-level/': scoped(MANAGERS, ADMINS),
  // Replenishment: as reorder levels (whose stock one sees); a proposal becomes a request in the
  // caller's own company's name, like sending one.
  'GET /api/replenishment-rule/': scoped(MANAGERS, ADMINS),
  'PUT /api/replenishment-rule/': scoped(MANAGERS, ADMINS),
  'DELETE /api/replenishment-rule/': scoped(MANAGERS, ADMINS),
  'GET /api/replenishment/suppliers/': scoped(MANAGERS, ADMINS),
  'GET /api/replenishment/': scoped(MANAGERS, ADMINS),
  'POST /api/replenishment/request/': { own: MANAGERS },
  'GET /api/offline/catalogue/': catalogue(TILLS),
  'POST /api/offline/invoice-block/': { own: TILLS },
  // Till sessions (issue 17): the till's own company; managers read and reprint their departments'.
  'POST /api/till-session/': { own: TILLS },
  'GET /api/till-session/current/': { own: TILLS },
  'GET /api/till-session/': scoped(MANAGERS, ADMINS),
  // A cashier reads and acts on the sessions they opened (`self`); a colleague's (`own`) is a
  // manager's to read and close.
  'GET /api/till-session/:id/': { self: TILLS, ...scoped(MANAGERS, ADMINS) },
  'GET /api/till-session/:id/report/': { self: TILLS, ...scoped(MANAGERS, ADMINS) },
  'POST /api/till-session/:id/cash/': { self: TILLS, ...scoped(MANAGERS, []) },
  'POST /api/till-session/:id/close/': { self: TILLS, ...scoped(MANAGERS, []) },
  'POST /api/till-session/expired-approval/': { own: TILLS },
  'POST /api/till-session/credit-approval/': { own: TILLS },
  'GET /api/till-settings/': { own: TILLS },
  'GET /api/till/tax/': { own: TILLS },
  'PUT /api/till-settings/': { own: MANAGERS },
};

let t: TestApp;
let demo: Demo;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
  demo = await loadDemo(t);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('the authorisation matrix', () => {
  it('has an expectation, and a way to exercise it, for every API route the application registers', () => {
    const registered = t.app.apiRoutes.map((r) => r.key).sort();
    expect(registered).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(CASES).sort()).toEqual(registered);
  });

  it('is the table that docs/security/authorization.md documents, endpoint by endpoint', () => {
    const doc = readFileSync(new URL('../../../docs/security/authorization.md', import.meta.url), 'utf8');
    const missing = Object.keys(EXPECTED)
      .filter((key) => !key.includes('/api/docs'))
      .map((key) => `\`${key.replace('/api/', '').replace(/:(\w+)/, '<$1>')}\``)
      .filter((cell) => !doc.includes(cell));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(EXPECTED))('%s', async (key) => {
    const row = EXPECTED[key] ?? {};
    const build = CASES[key];
    if (!build) throw new Error(`no case for ${key}`);
    const mismatches: string[] = [];
    for (const caller of EVERYONE) {
      // An anonymous caller is refused before any resource is looked at: one relation says it all.
      const relations = (Object.keys(row) as Relation[]).filter((r) => caller !== 'anonymous' || r === 'own');
      for (const relation of relations) {
        const built = await build({ t, demo, caller, relation });
        if (!built) continue;
        const token = caller === 'anonymous' ? undefined : demo.tokens[caller];
        const res = await t.app.inject({
          ...built.request,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `token ${token}` } : {}),
          },
        });
        const expected = row[relation]?.includes(caller) ? 'allow' : 'deny';
        const actual = built.allowed(res)
          ? 'allow'
          : built.denied(res)
            ? 'deny'
            : `${res.statusCode} ${res.body.slice(0, 120)}`;
        if (actual !== expected)
          mismatches.push(`${caller} on ${relation}: expected ${expected}, got ${actual}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
