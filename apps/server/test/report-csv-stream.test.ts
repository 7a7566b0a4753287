import { request as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@tillwise/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { callerFor } from './support/catalog.js';
import { makeShop, saleBody } from './support/orders.js';

/*
 * The business report's CSV export never ends early while looking complete: a range the books
 * cannot hold is refused before the first byte, and a failure after the stream started is logged
 * at error level and cuts the connection without the final chunk, so the client sees an error.
 */

/** The replica the reports read, over the test database: armed, it loses its connection on the second page of order lines. */
let armed = false;
let pages = 0;
function failingReplica(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'execute') {
        return (query: unknown) => {
          const text = JSON.stringify((query as { queryChunks?: unknown }).queryChunks ?? '');
          if (armed && text.includes('WITH page AS') && ++pages >= 2) {
            return Promise.reject(new Error('Connection terminated unexpectedly'));
          }
          return target.execute(query as Parameters<Db['execute']>[0]);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const logged: { level: number; msg: string; export?: string; reqId?: string }[] = [];
let t: TestApp;
let head: Awaited<ReturnType<typeof callerFor>>;
let base = '';
beforeAll(async () => {
  // The test database, opened by an app of its own first, so the failing replica can wrap it.
  const plain = await buildTestApp();
  const db = plain.db;
  await plain.close();
  t = await buildTestApp(
    { LOG_LEVEL: 'error' },
    {
      replicaDb: failingReplica(db),
      logStream: { write: (line: string) => void logged.push(JSON.parse(line)) },
    },
  );
  const shop = await makeShop(t.app, t.db, '10');
  const sale = await shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: saleBody(shop.cashier.userId, shop.regular.id, [
      { batch: shop.batch, price: '100', quantity: '1' },
    ]),
  });
  expect(sale.statusCode, sale.body).toBe(201);
  head = await callerFor(t.app, t.db, 'SUPER_ADMIN', shop.group.parent.id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

/** A GET over a real socket: the status, what arrived, and whether the body ended or was cut. */
function download(path: string, token: string) {
  return new Promise<{ status: number; body: string; complete: boolean }>((resolve, reject) => {
    const req = httpGet(`${base}${path}`, { headers: { authorization: `token ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, complete: res.complete }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body, complete: false }));
      res.on('aborted', () => resolve({ status: res.statusCode ?? 0, body, complete: false }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET report/business/csv/', () => {
  it('refuses a range ending past what the books hold before the first byte, as analytics/ does', async () => {
    for (const url of [
      '/api/report/business/csv/?table=order_lines&start_date=2026-01-01&end_date=9999-12-31',
      '/api/report/business/csv/?table=summary&start_date=9999-12-31',
      '/api/analytics/?start_date=2026-01-01&end_date=9999-12-31',
    ]) {
      const res = await head({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toContain('application/json');
      const field = url.includes('end_date') ? 'end_date' : 'start_date';
      expect(res.json(), url).toEqual({ [field]: ['Enter a date no later than 9999-12-30.'] });
    }
    const last = await head({
      method: 'GET',
      url: '/api/report/business/csv/?table=order_lines&start_date=2026-01-01&end_date=9999-12-30',
    });
    expect(last.statusCode).toBe(200);
  });

  it('cuts the connection without the final chunk and logs an error when the stream fails after it started', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/obtain-jwt/',
      payload: { username: head.username, password: 'Secret@123' },
    });
    const bearer = signIn.json<{ token: string }>().token;
    const url = '/api/report/business/csv/?table=order_lines&company=0';
    const whole = await download(url, bearer);
    expect(whole).toMatchObject({ status: 200, complete: true });
    expect(whole.body.trim().split('\r\n')).toHaveLength(2);

    armed = true;
    pages = 0;
    logged.length = 0;
    const cut = await download(url, bearer);
    armed = false;
    expect(cut.status).toBe(200);
    expect(cut.body.startsWith('created,company,invoice_id')).toBe(true);
    expect(cut.complete).toBe(false);
    const failure = logged.find((l) => l.export === 'report order_lines');
    expect(failure?.level).toBe(50);
    expect(failure?.msg).toContain('export failed after it started');
    expect(failure?.reqId).toBeTruthy();
  });
});
