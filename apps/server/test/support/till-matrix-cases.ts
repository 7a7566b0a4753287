import { type CompanyRow, tillSessions } from '@tillwise/db';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.js';
import { makeUser } from './factories.js';
import { type Builder, companyFor, ok, refused } from './matrix-cases.js';

/**
 * An open session of the company (written directly: the matrix is about who reaches it), opened by
 * `userId`, or by a new colleague of the company.
 */
async function sessionIn(t: TestApp, company: CompanyRow, userId?: number) {
  const user = userId ?? (await makeUser(t.db, { type: 'SALES_STAFF', companyId: company.id })).id;
  const [row] = await t.db
    .insert(tillSessions)
    .values({ companyId: company.id, tillId: crypto.randomUUID(), userId: user })
    .returning();
  if (!row) throw new Error('session not written');
  return row;
}

/** A case on a session of the related company: the caller's own (`self`) or a colleague's. */
const sessionTarget =
  (method: 'GET' | 'POST', suffix: string, payload?: object): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const self = ctx.relation === 'self' && ctx.caller !== 'anonymous' ? ctx.demo.users[ctx.caller] : null;
    if (ctx.relation === 'self' && !self) return null;
    const session = await sessionIn(ctx.t, company, self?.id);
    return {
      request: { method, url: `/api/till-session/${session.id}/${suffix}`, ...(payload ? { payload } : {}) },
      allowed: ok,
      denied: refused,
    };
  };

const zero = { CASH: '0', BANK: '0', JAZZ_CASH: '0', EASY_PAISA: '0' };

/** Till session routes of the authorisation matrix test. */
export const TILL_CASES: Record<string, Builder> = {
  'POST /api/till-session/': async () => ({
    request: {
      method: 'POST',
      url: '/api/till-session/',
      payload: { till: crypto.randomUUID(), opening_float: 0 },
    },
    allowed: ok,
    denied: refused,
  }),
  'GET /api/till-session/current/': async () => ({
    request: { method: 'GET', url: `/api/till-session/current/?till=${crypto.randomUUID()}` },
    allowed: ok,
    denied: refused,
  }),
  // The list shows a session of the related company only when the caller may see it.
  'GET /api/till-session/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const session = await sessionIn(ctx.t, company);
    const shows = (res: LightMyRequestResponse) =>
      res.statusCode === 200 && res.json().results.some((s: { id: number }) => s.id === session.id);
    return {
      request: { method: 'GET', url: `/api/till-session/?company=${company.id}` },
      allowed: shows,
      denied: (res) => refused(res) || (res.statusCode === 200 && !shows(res)),
    };
  },
  'GET /api/till-session/:id/': sessionTarget('GET', ''),
  'GET /api/till-session/:id/report/': sessionTarget('GET', 'report/'),
  'POST /api/till-session/:id/cash/': sessionTarget('POST', 'cash/', {
    direction: 'IN',
    reason: 'OWNER',
    amount: '1',
  }),
  'POST /api/till-session/:id/close/': sessionTarget('POST', 'close/', {
    counted: zero,
    pending_offline_sales: 0,
  }),
  // Reached by the till's own company: refused credentials answer 400 on the approval field.
  'POST /api/till-session/expired-approval/': async () => ({
    request: {
      method: 'POST',
      url: '/api/till-session/expired-approval/',
      payload: {
        username: `nobody-${crypto.randomUUID()}`,
        password: 'wrong',
        batches: [1],
        sale: crypto.randomUUID(),
      },
    },
    allowed: (res) => res.statusCode === 400 && 'approval' in res.json(),
    denied: refused,
  }),
  'GET /api/till-settings/': async () => ({
    request: { method: 'GET', url: '/api/till-settings/' },
    allowed: ok,
    denied: refused,
  }),
  'GET /api/till/tax/': async () => ({
    request: { method: 'GET', url: '/api/till/tax/' },
    allowed: ok,
    denied: refused,
  }),
  'PUT /api/till-settings/': async () => ({
    request: {
      method: 'PUT',
      url: '/api/till-settings/',
      payload: { over_short_tolerance: '50', expiry_window_days: 30 },
    },
    allowed: ok,
    denied: refused,
  }),
};
