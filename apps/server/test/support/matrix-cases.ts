import type { CompanyRow } from '@tillwise/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { accountId, ensureChart } from '../../src/modules/ledger/accounts.js';
import type { TestApp } from './app.js';
import type { Demo, Role } from './demo.js';
import { makeCompany, makeUser, uniquePhone } from './factories.js';

/**
 * The caller's relation to the resource a case acts on (the caller's parent is `unrelated` too).
 * `self`: a record of the caller's own company that the caller made (a till session they opened);
 * `own` is then a colleague's.
 */
export type Relation = 'self' | 'own' | 'child' | 'parent' | 'unrelated';
export type Caller = Role | 'anonymous';

export interface Case {
  request: InjectOptions;
  /** The route did its work for the caller. */
  allowed: (res: LightMyRequestResponse) => boolean;
  /** The caller was kept out: refused, or the resource stayed invisible to them. */
  denied: (res: LightMyRequestResponse) => boolean;
}

export interface CaseContext {
  t: TestApp;
  demo: Demo;
  caller: Caller;
  relation: Relation;
}

export type Builder = (ctx: CaseContext) => Promise<Case | null>;

export const ok = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;
export const refused = (res: LightMyRequestResponse) => [401, 403, 404].includes(res.statusCode);
const reachable = (res: LightMyRequestResponse) => res.statusCode < 400;
let n = 0;
const tag = () => `M${Date.now().toString(36)}${n++}`;

const homeOf = (ctx: CaseContext): CompanyRow => {
  const role = ctx.caller === 'anonymous' ? 'cashier' : ctx.caller;
  const homes: Record<Role, CompanyRow> = {
    superadmin: ctx.demo.ho,
    storeadmin: ctx.demo.cs,
    outletadmin: ctx.demo.co,
    cashier: ctx.demo.co,
    storecashier: ctx.demo.cs,
    factoryadmin: ctx.demo.bp,
  };
  return homes[role];
};

/**
 * A company in the given relation to the caller. `child`: for a caller in a STORE, a new department
 * under the store's parent (a sibling, spec 4.8); otherwise one under the caller's company. Null
 * when the relation does not exist (the head office has no parent).
 */
export async function companyFor(ctx: CaseContext, fresh = false): Promise<CompanyRow | null> {
  const home = homeOf(ctx);
  switch (ctx.relation) {
    case 'self':
    case 'own':
      return home;
    case 'child': {
      const parentId = home.companyType === 'STORE' && home.parentId !== null ? home.parentId : home.id;
      return makeCompany(ctx.t.db, { type: 'FACTORY', parentId });
    }
    case 'parent':
      return home.parentId === null
        ? null
        : ((await ctx.t.db.query.companies.findFirst({
            where: (c, { eq }) => eq(c.id, home.parentId ?? 0),
          })) ?? null);
    case 'unrelated':
      return fresh
        ? makeCompany(ctx.t.db, { type: 'STORE', parentId: ctx.demo.other.parent.id })
        : ctx.demo.other.store;
  }
}

/** A list case: a row made in the related company must show only when allowed. */
const listCase =
  (
    url: (search: string) => string,
    makeRow: (ctx: CaseContext, company: CompanyRow, name: string) => Promise<unknown>,
  ): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const name = tag();
    await makeRow(ctx, company, name);
    const shows = (res: LightMyRequestResponse) => res.statusCode === 200 && res.json().count === 1;
    return {
      request: { method: 'GET', url: url(name) },
      allowed: shows,
      denied: (res) => refused(res) || (res.statusCode === 200 && res.json().count === 0),
    };
  };

/** A case on a user made in the related company. */
const userTarget =
  (method: 'GET' | 'PATCH' | 'POST', suffix: string, payload?: object): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const user = await makeUser(ctx.t.db, { type: 'SALES_STAFF', companyId: company.id });
    return {
      request: { method, url: `/api/user/${user.id}/${suffix}`, ...(payload ? { payload } : {}) },
      allowed: ok,
      denied: refused,
    };
  };

/** A case on the related company itself. */
const companyTarget =
  (method: 'GET' | 'PATCH' | 'DELETE'): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx, method === 'DELETE');
    if (!company) return null;
    const payload = method === 'PATCH' ? { address: company.address } : undefined;
    return {
      request: { method, url: `/api/company/${company.id}/`, ...(payload ? { payload } : {}) },
      allowed: ok,
      denied: refused,
    };
  };

/** A books report on the related company, named in the query or the path. */
const booksReport =
  (url: (companyId: number) => string): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return { request: { method: 'GET', url: url(company.id) }, allowed: ok, denied: refused };
  };

const simple =
  (request: InjectOptions, allowed = ok): Builder =>
  async () => ({ request, allowed, denied: refused });

/** One builder per API route: how to exercise it as a caller against a resource in a relation. */
export const CASES: Record<string, Builder> = {
  'POST /api/obtain-jwt/': simple({
    method: 'POST',
    url: '/api/obtain-jwt/',
    payload: { username: 'cashier', password: 'Demo@1234' },
  }),
  'GET /api/docs': simple({ method: 'GET', url: '/api/docs' }, reachable),
  'GET /api/docs/': simple({ method: 'GET', url: '/api/docs/' }, reachable),
  'GET /api/docs/json': simple({ method: 'GET', url: '/api/docs/json' }),
  'GET /api/docs/yaml': simple({ method: 'GET', url: '/api/docs/yaml' }),
  'GET /api/docs/static/*': simple({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
  'GET /api/docs/static/index.html': simple({ method: 'GET', url: '/api/docs/static/index.html' }, reachable),
  'GET /api/docs/static/swagger-initializer.js': simple({
    method: 'GET',
    url: '/api/docs/static/swagger-initializer.js',
  }),
  'GET /api/user-data/': simple({ method: 'GET', url: '/api/user-data/' }),
  'GET /api/type/': simple({ method: 'GET', url: '/api/type/' }),
  'PUT /api/user-data/language/': simple({
    method: 'PUT',
    url: '/api/user-data/language/',
    payload: { language: null },
  }),
  // A wrong current password: reaching the check (400 on old_password) proves the route let the caller in.
  'POST /api/change-password/': simple(
    {
      method: 'POST',
      url: '/api/change-password/',
      payload: { old_password: 'Not@1234', password: 'Next@1234', confirm_password: 'Next@1234' },
    },
    (res) => res.statusCode === 400 && 'old_password' in res.json(),
  ),
  'GET /api/update-company-logo/': simple({ method: 'GET', url: '/api/update-company-logo/' }),
  'PATCH /api/update-company-logo/': simple({
    method: 'PATCH',
    url: '/api/update-company-logo/',
    payload: { image_url: null },
  }),

  'GET /api/user/': listCase(
    (name) => `/api/user/?search=${name}`,
    (ctx, company, name) =>
      makeUser(ctx.t.db, { type: 'REGULAR_CUSTOMER', companyId: company.id, firstName: name }),
  ),
  'GET /api/vendor/': listCase(
    (name) => `/api/vendor/?0=${name}`,
    (ctx, company, name) => makeUser(ctx.t.db, { type: 'VENDOR', companyId: company.id, firstName: name }),
  ),
  'GET /api/company/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    // Filtered by type, as Send Request asks: a request's possible receiver outside the caller's
    // reach is named there (id, name and type only), which is not access to the company's record.
    const listed = (res: LightMyRequestResponse) =>
      res.statusCode === 200 &&
      res.json().results.some((c: { id: number; address?: string }) => c.id === company.id && 'address' in c);
    const search = encodeURIComponent(company.companyName);
    return {
      request: { method: 'GET', url: `/api/company/?company_type=${company.companyType}&search=${search}` },
      allowed: listed,
      denied: (res) => refused(res) || (res.statusCode === 200 && !listed(res)),
    };
  },
  'POST /api/create/user/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return {
      request: {
        method: 'POST',
        url: '/api/create/user/',
        payload: { contact_number: uniquePhone(), company: company.id },
      },
      allowed: (res) => res.statusCode === 201,
      denied: (res) =>
        refused(res) || (res.statusCode === 400 && /^Invalid pk/.test(res.json().company?.[0] ?? '')),
    };
  },
  'POST /api/company/': simple({
    method: 'POST',
    url: '/api/company/',
    payload: { company_name: 'Matrix Plant' },
  }),

  'GET /api/user/:id/': userTarget('GET', ''),
  'PATCH /api/user/:id/': userTarget('PATCH', '', { first_name: 'Changed' }),
  'POST /api/user/:id/set-password/': userTarget('POST', 'set-password/', {
    password: 'Reset@1234',
    confirm_password: 'Reset@1234',
  }),
  'GET /api/company/:id/': companyTarget('GET'),
  'PATCH /api/company/:id/': companyTarget('PATCH'),
  'DELETE /api/company/:id/': companyTarget('DELETE'),

  // Books: reports name a company in reach; records are always written in the caller's own books.
  'GET /api/transaction/': booksReport((id) => `/api/transaction/?company=${id}`),
  'GET /api/expense-summary/': booksReport((id) => `/api/expense-summary/?company=${id}`),
  'GET /api/ledger/trial-balance/': booksReport((id) => `/api/ledger/trial-balance/?company=${id}`),
  'GET /api/ledger/check/': booksReport((id) => `/api/ledger/check/?company=${id}`),
  'GET /api/total-payable-receivable/:company/': booksReport((id) => `/api/total-payable-receivable/${id}/`),
  // Analytics and the business report (issue 14): a company in reach, or refused.
  'GET /api/analytics/': booksReport((id) => `/api/analytics/?company=${id}`),
  'GET /api/user-sales/': booksReport((id) => `/api/user-sales/?company=${id}`),
  'GET /api/comparison-analysis/': booksReport(
    (id) => `/api/comparison-analysis/?company_type=0&company=${id}`,
  ),
  'GET /api/comparison-analysis-expense-sales/': booksReport(
    (id) => `/api/comparison-analysis-expense-sales/?company=${id}`,
  ),
  'GET /api/report/business/': booksReport((id) => `/api/report/business/?company=${id}`),
  'GET /api/report/business/csv/': booksReport(
    (id) => `/api/report/business/csv/?table=summary&company=${id}`,
  ),
  'GET /api/report/tax/': booksReport((id) => `/api/report/tax/?company=${id}`),
  'GET /api/report/tax/csv/': booksReport((id) => `/api/report/tax/csv/?table=summary&company=${id}`),
  'GET /api/report/fiscal/': booksReport((id) => `/api/report/fiscal/?company=${id}`),
  'GET /api/ledger/statement/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    await ensureChart(ctx.t.db, company.id);
    const cash = await accountId(ctx.t.db, company.id, 'CASH');
    return {
      request: { method: 'GET', url: `/api/ledger/statement/?account=${cash}` },
      allowed: ok,
      denied: refused,
    };
  },
  'GET /api/ledger/companies/': simple({ method: 'GET', url: '/api/ledger/companies/' }),
  'GET /api/finance-parties/': simple({ method: 'GET', url: '/api/finance-parties/?p_s=Received' }),
  'POST /api/transaction/': async (ctx) => {
    const self = ctx.caller === 'anonymous' ? ctx.demo.users.cashier : ctx.demo.users[ctx.caller];
    return {
      request: {
        method: 'POST',
        url: '/api/transaction/',
        payload: {
          payor: self.id,
          payee: self.id,
          amount: '1',
          transaction_id: '',
          description: 'matrix',
          p_s: 'Expense',
        },
      },
      allowed: (res) => res.statusCode === 201 || res.statusCode === 200,
      denied: refused,
    };
  },
  // An empty table: reaching 'No data in the table' proves the route let the caller in.
  'POST /api/journal-entry/': simple(
    { method: 'POST', url: '/api/journal-entry/', payload: [] },
    (res) => res.statusCode === 400,
  ),
};
