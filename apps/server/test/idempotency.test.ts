import { batches, companies, type Db, products, stockMovements, transactions, users } from '@tillwise/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import {
  batchBody,
  createProduct,
  firstVariantId,
  milkBody,
  standardTaxCategory,
  uniqueBarcode,
} from './support/catalog.js';
import { type Demo, loadDemo } from './support/demo.js';
import { uniquePhone } from './support/factories.js';
import { asUser } from './support/http.js';

/*
 * Every retryable write honours Idempotency-Key (lib/idempotency.ts): the same key and body twice
 * write once and answer alike; the same key with another body is a 409; two at once write once.
 */

let t: TestApp;
let demo: Demo;
let variant = 0;
let barcode = '';
let batch = 0;
/** The demo charges sales tax: a new product needs a tax category (docs/domain/tax.md). */
let taxCategory: number | null = null;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
  demo = await loadDemo(t);
  const store = asUser(t.app, demo.tokens.storeadmin);
  taxCategory = await standardTaxCategory(store);
  const product = await createProduct(store);
  variant = firstVariantId(product);
  barcode = product.bar_code;
  const received = await store({ method: 'POST', url: '/api/batch/', payload: batchBody(variant, '1000') });
  batch = received.json<{ id: number }>().id;
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

type Table =
  | typeof transactions
  | typeof batches
  | typeof users
  | typeof stockMovements
  | typeof products
  | typeof companies;

const rowsIn = async (db: Db, table: Table) => {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

interface WriteCase {
  url: string;
  table: Table;
  /** The status of a first answer (201 for what creates a record). */
  status?: number;
  body: () => unknown;
  other: () => unknown;
}

const CASES: Record<string, WriteCase> = {
  'POST transaction/': {
    url: '/api/transaction/',
    table: transactions,
    body: () => ({
      payor: -1,
      payee: -1,
      amount: '25',
      transaction_id: '',
      description: 'float',
      p_s: 'Received',
    }),
    other: () => ({
      payor: -1,
      payee: -1,
      amount: '26',
      transaction_id: '',
      description: 'float',
      p_s: 'Received',
    }),
  },
  'POST journal-entry/': {
    url: '/api/journal-entry/',
    table: transactions,
    body: () => [
      {
        p_s: 'JE',
        method: 'cash',
        payor: '-1',
        payee: String(demo.users.outletadmin.id),
        deptname: 'Central Store',
        amount: '40',
      },
    ],
    other: () => [
      {
        p_s: 'JE',
        method: 'cash',
        payor: '-1',
        payee: String(demo.users.outletadmin.id),
        deptname: 'Central Store',
        amount: '41',
      },
    ],
  },
  'POST batch/': {
    url: '/api/batch/',
    table: batches,
    body: () => batchBody(variant, '7'),
    other: () => batchBody(variant, '8'),
  },
  'POST create/user/': {
    url: '/api/create/user/',
    table: users,
    body: () => ({
      user_type: 'REGULAR_CUSTOMER',
      first_name: 'Asma',
      contact_number: uniquePhone(),
      company: demo.cs.id,
    }),
    other: () => ({
      user_type: 'REGULAR_CUSTOMER',
      first_name: 'Other',
      contact_number: uniquePhone(),
      company: demo.cs.id,
    }),
  },
  'POST batch/<id>/write-off/': {
    url: '/api/batch/{batch}/write-off/',
    table: stockMovements,
    status: 200,
    body: () => ({ quantity: '2', reason: 'broken' }),
    other: () => ({ quantity: '3', reason: 'broken' }),
  },
  'POST product/': {
    url: '/api/product/',
    table: products,
    body: () => milkBody({ tax_category: taxCategory }),
    other: () => milkBody({ name: 'Milk 2L', tax_category: taxCategory }),
  },
  'POST company/': {
    url: '/api/company/',
    table: companies,
    body: () => ({ company_name: `Kiosk ${uniqueBarcode()}`, company_type: 'RETIAL' }),
    other: () => ({ company_name: `Stall ${uniqueBarcode()}`, company_type: 'RETIAL' }),
  },
  'POST catalog-csv/stock/import/': {
    url: '/api/catalog-csv/stock/import/',
    table: batches,
    status: 200,
    body: () => ({ rows: [stockRow('5')] }),
    other: () => ({ rows: [stockRow('6')] }),
  },
};

/** A stock CSV row without a batch: it receives a new batch of the product made above. */
function stockRow(quantity: string) {
  return {
    line: 2,
    values: {
      bar_code: barcode,
      color: 'White',
      size: '1L',
      manufacturing_date: '2026-01-01',
      expiry_date: '2026-12-31',
      quantity,
    },
  };
}

describe.each(Object.entries(CASES))('%s with an Idempotency-Key', (_name, c) => {
  const store = () => asUser(t.app, demo.tokens.storeadmin);
  const created = c.status ?? 201;
  const send = (key: string, payload: unknown) =>
    store()({
      method: 'POST',
      url: c.url.replace('{batch}', String(batch)),
      payload: payload as object,
      headers: { 'idempotency-key': key },
    });

  it('writes once when sent twice, and answers the second time with the first answer', async () => {
    const key = crypto.randomUUID();
    const body = c.body();
    const before = await rowsIn(t.db, c.table);
    const first = await send(key, body);
    expect(first.statusCode, first.body).toBe(created);
    const second = await send(key, body);
    expect(second.statusCode).toBe(created);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(await rowsIn(t.db, c.table)).toBeGreaterThan(before);
    const written = (await rowsIn(t.db, c.table)) - before;
    await send(key, body);
    expect((await rowsIn(t.db, c.table)) - before).toBe(written);
  });

  it('refuses the same key with another body (409) and writes nothing for it', async () => {
    const key = crypto.randomUUID();
    expect((await send(key, c.body())).statusCode).toBeLessThan(300);
    const before = await rowsIn(t.db, c.table);
    const res = await send(key, c.other());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This Idempotency-Key was already used for a different request.' });
    expect(await rowsIn(t.db, c.table)).toBe(before);
  });

  it('writes once when two requests with one key arrive together', async () => {
    const key = crypto.randomUUID();
    const body = c.other();
    const before = await rowsIn(t.db, c.table);
    const [a, b] = await Promise.all([send(key, body), send(key, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([created, created]);
    expect(b.json()).toEqual(a.json());
    const once = (await rowsIn(t.db, c.table)) - before;
    expect(once).toBeGreaterThan(0);
    await send(key, body);
    expect((await rowsIn(t.db, c.table)) - before).toBe(once);
  });

  it('does not record a key whose request was refused: the corrected retry runs', async () => {
    const key = crypto.randomUUID();
    const refused = await send(key, Array.isArray(c.body()) ? [] : {});
    expect(refused.statusCode).toBe(400);
    expect((await send(key, c.other())).statusCode).toBe(created);
  });
});

it('refuses a key that is not a UUID', async () => {
  const res = await asUser(
    t.app,
    demo.tokens.storeadmin,
  )({
    method: 'POST',
    url: '/api/transaction/',
    payload: CASES['POST transaction/']?.body() as object,
    headers: { 'idempotency-key': 'again' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Idempotency-Key must be a UUID.' });
});
