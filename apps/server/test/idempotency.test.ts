import { batches, type Db, transactions, users } from '@tillwise/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { batchBody, createProduct, firstVariantId } from './support/catalog.js';
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
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
  demo = await loadDemo(t);
  variant = firstVariantId(await createProduct(asUser(t.app, demo.tokens.storeadmin)));
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const rowsIn = async (db: Db, table: typeof transactions | typeof batches | typeof users) => {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

interface WriteCase {
  url: string;
  table: typeof transactions | typeof batches | typeof users;
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
};

describe.each(Object.entries(CASES))('%s with an Idempotency-Key', (_name, c) => {
  const store = () => asUser(t.app, demo.tokens.storeadmin);
  const send = (key: string, payload: unknown) =>
    store()({ method: 'POST', url: c.url, payload: payload as object, headers: { 'idempotency-key': key } });

  it('writes once when sent twice, and answers the second time with the first answer', async () => {
    const key = crypto.randomUUID();
    const body = c.body();
    const before = await rowsIn(t.db, c.table);
    const first = await send(key, body);
    expect(first.statusCode, first.body).toBe(201);
    const second = await send(key, body);
    expect(second.statusCode).toBe(201);
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
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
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
    expect((await send(key, c.other())).statusCode).toBe(201);
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
