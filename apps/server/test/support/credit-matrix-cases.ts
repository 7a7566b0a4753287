import { accountId } from '../../src/modules/ledger/accounts.js';
import { makeUser } from './factories.js';
import { type Builder, companyFor, ok, refused } from './matrix-cases.js';

/*
 * Customer credit cases of the authorisation matrix test (docs/domain/credit.md): a company's
 * credit defaults (the `:id` company of each relation; `GET` then `PUT` of what was read, so a
 * demo company keeps its settings) and a regular customer of the related company.
 */

const settings =
  (method: 'GET' | 'PUT'): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const payload = { credit_limit: null, overdue_days: 30, overdue_blocks: false, offline_allowance: '0' };
    return {
      request: {
        method,
        url: `/api/company/${company.id}/credit/`,
        ...(method === 'PUT' ? { payload } : {}),
      },
      allowed: ok,
      denied: refused,
    };
  };

const customer =
  (method: 'GET' | 'PATCH' | 'POST', suffix: string, payload?: object, allowed = ok): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const user = await makeUser(ctx.t.db, { type: 'REGULAR_CUSTOMER', companyId: company.id });
    return {
      request: { method, url: `/api/customer/${user.id}/${suffix}`, ...(payload ? { payload } : {}) },
      allowed,
      denied: refused,
    };
  };

export const CREDIT_CASES: Record<string, Builder> = {
  // A customer's statement: their receivable in the related company's books.
  'GET /api/ledger/party-statement/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const user = await makeUser(ctx.t.db, { type: 'REGULAR_CUSTOMER', companyId: company.id });
    const account = await accountId(ctx.t.db, company.id, 'RECEIVABLE', {
      userId: user.id,
      name: user.username,
    });
    return {
      request: { method: 'GET', url: `/api/ledger/party-statement/?account=${account}` },
      allowed: ok,
      denied: refused,
    };
  },
  'GET /api/company/:id/credit/': settings('GET'),
  'PUT /api/company/:id/credit/': settings('PUT'),
  'GET /api/customer/:id/credit/': customer('GET', 'credit/'),
  'PATCH /api/customer/:id/credit/': customer('PATCH', 'credit/', {}),
  // A new customer owes nothing: reached, the payment is refused on its amount.
  'POST /api/customer/:id/payment/': customer(
    'POST',
    'payment/',
    { amount: '1' },
    (res) => res.statusCode === 400 && 'amount' in res.json(),
  ),
  // Reached by the till's own company: refused credentials answer 400 on the approval field.
  'POST /api/till-session/credit-approval/': async () => ({
    request: {
      method: 'POST',
      url: '/api/till-session/credit-approval/',
      payload: {
        username: `nobody-${crypto.randomUUID()}`,
        password: 'wrong',
        customer: 1,
        sale: crypto.randomUUID(),
      },
    },
    allowed: (res) => res.statusCode === 400 && 'approval' in res.json(),
    denied: refused,
  }),
};
