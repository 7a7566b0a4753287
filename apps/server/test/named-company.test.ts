import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Demo, loadDemo, type Role } from './support/demo.js';

/*
 * Every endpoint that takes a `company` (in its query, path or body) answers a company outside the
 * caller's reach the same way: 403, never an empty list, the caller's own figures or a 404. One row
 * per endpoint: who asks, and the request naming a company (`own` for the sanity check that the
 * same request naming a company in reach is answered).
 */
interface Row {
  caller: Role;
  request: (company: number, demo: Demo & { variantId: number }) => InjectOptions;
}

const get = (caller: Role, url: (company: number) => string): Row => ({
  caller,
  request: (company) => ({ method: 'GET', url: url(company) }),
});

const TABLE: Record<string, Row> = {
  'analytics/': get('storeadmin', (c) => `/api/analytics/?company=${c}`),
  'user-sales/': get('storeadmin', (c) => `/api/user-sales/?company=${c}`),
  'comparison-analysis/': get('storeadmin', (c) => `/api/comparison-analysis/?company_type=0&company=${c}`),
  'comparison-analysis-expense-sales/': get(
    'storeadmin',
    (c) => `/api/comparison-analysis-expense-sales/?company=${c}`,
  ),
  'report/business/': get('superadmin', (c) => `/api/report/business/?company=${c}`),
  'report/business/csv/': get('superadmin', (c) => `/api/report/business/csv/?table=summary&company=${c}`),
  'transaction/': get('storeadmin', (c) => `/api/transaction/?company=${c}`),
  'expense-summary/': get('storeadmin', (c) => `/api/expense-summary/?company=${c}`),
  'ledger/trial-balance/': get('storeadmin', (c) => `/api/ledger/trial-balance/?company=${c}`),
  'ledger/check/': get('storeadmin', (c) => `/api/ledger/check/?company=${c}`),
  'total-payable-receivable/<company>/': get('storeadmin', (c) => `/api/total-payable-receivable/${c}/`),
  'inventory/ (company)': get('storeadmin', (c) => `/api/inventory/?company=${c}`),
  'inventory/ (company__in)': get('storeadmin', (c) => `/api/inventory/?company__in=${c}`),
  'inventory/flags/': get('storeadmin', (c) => `/api/inventory/flags/?company=${c}`),
  'reorder-level/ (GET)': get('storeadmin', (c) => `/api/reorder-level/?company=${c}`),
  'reorder-level/ (PUT)': {
    caller: 'storeadmin',
    request: (company, demo) => ({
      method: 'PUT',
      url: '/api/reorder-level/',
      payload: { company, product_variant: demo.variantId, level: '' },
    }),
  },
  'user/': get('storeadmin', (c) => `/api/user/?company=${c}`),
  'till-session/': get('storeadmin', (c) => `/api/till-session/?company=${c}`),
  'catalog-csv/stock/': get('storeadmin', (c) => `/api/catalog-csv/stock/?company=${c}`),
  'catalog-csv/stock/preview/': {
    caller: 'storeadmin',
    request: (c) => ({
      method: 'POST',
      url: `/api/catalog-csv/stock/preview/?company=${c}`,
      payload: { rows: [] },
    }),
  },
  'batch/': get('storeadmin', (c) => `/api/batch/?company=${c}`),
  'product/': get('storeadmin', (c) => `/api/product/?company=${c}`),
  'offline/catalogue/': get('storeadmin', (c) => `/api/offline/catalogue/?company=${c}`),
};

let t: TestApp;
let demo: Demo & { variantId: number };
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
  const loaded = await loadDemo(t);
  const variant = await t.db.query.productVariants.findFirst();
  demo = { ...loaded, variantId: variant?.id ?? 0 };
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const send = (row: Row, company: number) =>
  t.app.inject({
    ...row.request(company, demo),
    headers: { authorization: `token ${demo.tokens[row.caller]}`, 'content-type': 'application/json' },
  });

const homeOf = (caller: Role) => (caller === 'superadmin' ? demo.ho : demo.cs);

describe('a company named in a request', () => {
  it.each(Object.keys(TABLE))('%s: another group’s company is refused with 403', async (name) => {
    const row = TABLE[name] as Row;
    const res = await send(row, demo.other.store.id);
    expect(res.statusCode, res.body).toBe(403);
  });

  it.each(Object.keys(TABLE))('%s: a company that does not exist is refused with 403 too', async (name) => {
    const row = TABLE[name] as Row;
    expect((await send(row, 99999999)).statusCode).toBe(403);
  });

  it.each(Object.keys(TABLE))('%s: the caller’s own company is answered', async (name) => {
    const row = TABLE[name] as Row;
    const res = await send(row, homeOf(row.caller).id);
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it('the head office seen from a store is out of reach as well', async () => {
    const res = await send(TABLE['till-session/'] as Row, demo.ho.id);
    expect(res.statusCode).toBe(403);
  });
});
