import { type CompanyRow, stockCounts } from '@tillwise/db';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.js';
import { makeUser } from './factories.js';
import { type Builder, companyFor, ok, refused } from './matrix-cases.js';

/** An open count of the company, written directly: the matrix is about who reaches it. */
async function countIn(t: TestApp, company: CompanyRow) {
  const user = await makeUser(t.db, { type: 'ADMIN', companyId: company.id });
  const [row] = await t.db
    .insert(stockCounts)
    .values({ companyId: company.id, scope: 'ALL', createdById: user.id })
    .returning();
  if (!row) throw new Error('count not written');
  return row;
}

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
/** Reaching the route's own checks (a 400 naming `field`) proves the policy let the caller in. */
const reached = (field: string) => (res: LightMyRequestResponse) =>
  res.statusCode === 400 && field in res.json();

const countTarget =
  (
    method: 'GET' | 'POST',
    suffix: string,
    payload?: object,
    allowed: (res: LightMyRequestResponse) => boolean = ok,
  ): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const count = await countIn(ctx.t, company);
    return {
      request: {
        method,
        url: `/api/stock-count/${count.id}/${suffix}`,
        ...(payload ? { payload, headers: key() } : {}),
      },
      allowed,
      denied: refused,
    };
  };

/** Stock count routes of the authorisation matrix test. */
export const STOCK_COUNT_CASES: Record<string, Builder> = {
  'GET /api/stock-count/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const count = await countIn(ctx.t, company);
    const shows = (res: LightMyRequestResponse) =>
      res.statusCode === 200 && res.json().results.some((c: { id: number }) => c.id === count.id);
    return {
      request: { method: 'GET', url: '/api/stock-count/?page=1' },
      allowed: shows,
      denied: (res) => refused(res) || (res.statusCode === 200 && !shows(res)),
    };
  },
  'POST /api/stock-count/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return {
      request: { method: 'POST', url: '/api/stock-count/', payload: { company: company.id }, headers: key() },
      allowed: ok,
      denied: refused,
    };
  },
  'GET /api/stock-count/accuracy/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return {
      request: { method: 'GET', url: `/api/stock-count/accuracy/?company=${company.id}` },
      allowed: ok,
      denied: refused,
    };
  },
  'GET /api/stock-count/:id/': countTarget('GET', ''),
  'GET /api/stock-count/:id/scans/': countTarget('GET', 'scans/'),
  'POST /api/stock-count/:id/scan/': countTarget(
    'POST',
    'scan/',
    { product_variant: 2147483000, quantity: '1' },
    reached('product_variant'),
  ),
  'GET /api/stock-count/:id/review/': countTarget('GET', 'review/'),
  'GET /api/stock-count/:id/sheet/': countTarget('GET', 'sheet/'),
  'POST /api/stock-count/:id/recount/': countTarget(
    'POST',
    'recount/',
    { lines: [2147483000] },
    reached('lines'),
  ),
  'POST /api/stock-count/:id/settle/': countTarget(
    'POST',
    'settle/',
    { line: 2147483000, keep: [1] },
    reached('line'),
  ),
  'POST /api/stock-count/:id/approve/': countTarget('POST', 'approve/', {}, reached('non_field_errors')),
  'POST /api/stock-count/:id/cancel/': countTarget('POST', 'cancel/', {}),
};
