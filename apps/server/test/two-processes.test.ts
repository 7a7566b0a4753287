import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkBooks, users } from '@tillwise/db';
import { D, FUNDS_PURPOSES, type OrderWire } from '@tillwise/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { journalNet } from './support/books.js';
import { makeUser, PASSWORD } from './support/factories.js';
import { form, pixelsOf, png } from './support/images.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

/*
 * Two server processes on one PostgreSQL (docs/scaling.md): nothing a request needs lives in one
 * process. Each process is the real server started as `npm start` starts it, sharing the database
 * only: each has a DATA_DIR of its own, as on two machines. PGlite is embedded in one process, so this file runs only with DATABASE_URL (CI's
 * PostgreSQL pass sets it).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;
let shop: Shop;
let cashier: string;
let seller: number;
let admin: string;

/** A request to one process with a token, JSON by default. */
async function call(server: ServerProcess, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      authorization: `token ${token}`,
      ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
}

async function signInAt(server: ServerProcess, username: string, password = PASSWORD) {
  return fetch(`${server.url}/api/obtain-jwt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp();
  shop = await makeShop(t.app, t.db, '1000');
  const env = {
    SEED_DEMO: 'false',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    LOGIN_FAILURES_BEFORE_DELAY: '3',
    REPORT_FOLD_MS: '0',
  };
  const own = () => mkdtempSync(path.join(tmpdir(), 'tillwise-process-'));
  [a, b] = await Promise.all([startServerProcess(own(), env), startServerProcess(own(), env)]);
  const storeId = shop.group.store.id;
  const till = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
  const manager = await makeUser(t.db, { type: 'ADMIN', companyId: storeId });
  seller = till.id;
  cashier = ((await (await signInAt(a, till.username)).json()) as { token: string }).token;
  admin = ((await (await signInAt(b, manager.username)).json()) as { token: string }).token;
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all([a?.stop(), b?.stop()]);
  await t.close();
  await closeDatabase();
});

const sale = (overrides: Record<string, unknown> = {}) =>
  saleBody(seller, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '1' }], overrides);

const fundsShownBy = async (server: ServerProcess) =>
  new D((await call(server, cashier, 'GET', '/api/user-data/')).json().results[0].company.balance);

// Skipped on PGlite, with the reason in the name: the embedded database lives inside one process.
describe.skipIf(!onPostgres)(
  'two server processes on one PostgreSQL (needs DATABASE_URL: PGlite lives in one process)',
  () => {
    it('a sale through one is seen by the other at once, with the balance it moved', async () => {
      const before = await fundsShownBy(b);
      const sold = await call(a, cashier, 'POST', '/api/order/', sale());
      expect(sold.status, sold.text).toBe(201);
      const order = sold.json() as OrderWire;
      const seen = await call(b, cashier, 'GET', `/api/order/${order.id}/`);
      expect(seen.status, seen.text).toBe(200);
      expect(seen.json().results[0].invoice_id).toBe(order.invoice_id);
      expect((await fundsShownBy(b)).minus(before).toFixed(4)).toBe('100.0000');
    });

    it('a logo uploaded through one is served by the other', async () => {
      const image = png();
      const up = await call(
        a,
        admin,
        'PATCH',
        '/api/update-company-logo/',
        form({}, { field: 'image_url', name: 'logo.png', data: image, type: 'image/png' }),
      );
      expect(up.status, up.text).toBe(200);
      const shown = await call(b, cashier, 'GET', '/api/update-company-logo/');
      // The URL names the process that answered; the image is the same, though b has its own DATA_DIR.
      expect(new URL(shown.json().image_url).pathname).toBe(new URL(up.json().image_url).pathname);
      const served = await fetch(`${b.url}${new URL(up.json().image_url).pathname}`);
      expect(served.status).toBe(200);
      // What is stored is a re-encoded copy (lib/images.ts): the same picture, not the same bytes.
      expect(await pixelsOf(Buffer.from(await served.arrayBuffer()))).toEqual(await pixelsOf(image));
    });

    it('50 credit sales to one customer through both at once never pass the limit (docs/domain/credit.md)', async () => {
      const customer = await makeUser(t.db, { type: 'REGULAR_CUSTOMER', companyId: shop.group.store.id });
      // Room for seven sales of 100 under a limit of 750.
      await t.db.update(users).set({ creditLimit: '750' }).where(eq(users.id, customer.id));
      const body = saleBody(seller, customer.id, [{ batch: shop.batch, price: '100', quantity: '1' }], {
        deduct_balance: true,
        amount_received: '0',
      });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, k) => call(k % 2 === 0 ? a : b, cashier, 'POST', '/api/order/', body)),
      );
      expect(answers.filter((r) => r.status === 201)).toHaveLength(7);
      expect(answers.filter((r) => r.status === 400)).toHaveLength(43);
      const [row] = await t.db.select({ credit: users.credit }).from(users).where(eq(users.id, customer.id));
      expect(row?.credit).toBe('-700.0000');
    });

    it('counts wrong passwords for the sign-in throttle across both', async () => {
      const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: shop.group.store.id });
      // Three wrong tries (the threshold here), spread over both processes.
      for (const server of [a, b, a])
        expect((await signInAt(server, user.username, 'Wrong@1234')).status).toBe(400);
      // The next try must wait, whichever process gets it.
      expect((await signInAt(b, user.username)).status).toBe(429);
    });

    it('keeps the books exact with sales, credit sales and money received spread over both at once', async () => {
      const op = fc.record({
        via: fc.constantFrom(0, 1),
        kind: fc.constantFrom('cash', 'credit', 'received', 'fold'),
        amount: fc.integer({ min: 1, max: 500 }),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 2, maxLength: 8 }), async (ops) => {
          await Promise.all(
            ops.map(async (o) => {
              const server = o.via === 0 ? a : b;
              if (o.kind === 'fold') {
                await t.db.execute(sql`select fold_balances()`);
                return;
              }
              if (o.kind === 'received') {
                const res = await call(server, admin, 'POST', '/api/transaction/', {
                  payor: -1,
                  payee: -1,
                  amount: String(o.amount),
                  description: 'float',
                  p_s: 'Received',
                });
                expect(res.status, res.text).toBe(201);
                return;
              }
              const body =
                o.kind === 'cash'
                  ? sale()
                  : saleBody(seller, shop.regular.id, [{ batch: shop.batch, price: '100', quantity: '1' }], {
                      cash_payment: false,
                      amount_received: '0',
                      deduct_balance: true,
                    });
              const res = await call(server, cashier, 'POST', '/api/order/', body);
              expect(res.status, res.text).toBe(201);
            }),
          );
          const store = shop.group.store.id;
          expect((await checkBooks(t.db, [store])).map((v) => v.message)).toEqual([]);
          const journal = await journalNet(t.db, [store], [...FUNDS_PURPOSES]);
          expect((await fundsShownBy(a)).toFixed(4)).toBe(new D(journal).toFixed(4));
          expect((await fundsShownBy(b)).toFixed(4)).toBe(new D(journal).toFixed(4));
        }),
        { numRuns: 8 },
      );
    }, 120_000);
  },
);
