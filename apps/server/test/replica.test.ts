import { type DbHandle, openReader } from '@tillwise/db';
import { BusinessReportResponse } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/lib/day-range.js';
import { foldAll } from '../src/modules/analytics/fold.js';
import { rowsOf } from '../src/modules/analytics/sql.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, callerFor, createProduct, makeGroup, receive } from './support/catalog.js';
import { makeUser } from './support/factories.js';
import { signIn } from './support/http.js';
import { saleBody } from './support/orders.js';

/*
 * Reports on a read replica (DATABASE_REPLICA_URL, docs/scaling.md). Needs a hot standby of the
 * test database: TEST_REPLICA_URL names it (`.ci/replica-standby` makes a primary and a standby,
 * runs this file against them and removes them). Sales are written on the primary; the reports are
 * read on the standby, answer where they were read and how far behind it is, and equal the
 * primary's once the standby has replayed, before and after the summaries are folded.
 */

const replicaUrl = process.env.TEST_REPLICA_URL;
const runs = Boolean(replicaUrl && process.env.DATABASE_URL);
const title = runs
  ? 'reports read on a read replica'
  : 'reports read on a read replica (skipped: TEST_REPLICA_URL and DATABASE_URL name no hot standby; run .ci/replica-standby)';

describe.skipIf(!runs)(title, () => {
  let replica: DbHandle;
  let onReplica: TestApp;
  let onPrimary: TestApp;
  let headers: Record<string, string>;
  let cashier: Call & { userId: number };
  let buyer: number;
  let batch: number;
  let storeId: number;
  const day = today();
  const url = () => `/api/report/business/?start_date=${day}&end_date=${day}&company=${storeId}`;

  /** Waits (by asking, with a deadline) until the standby has `what` the primary's WAL written so far. */
  async function standbyHas(what: 'received' | 'replayed') {
    const [p] = await rowsOf<{ lsn: string }>(onPrimary.db, sql`SELECT pg_current_wal_lsn()::text AS lsn`);
    const fn = what === 'received' ? sql`pg_last_wal_receive_lsn()` : sql`pg_last_wal_replay_lsn()`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [r] = await rowsOf<{ done: boolean }>(replica.db, sql`SELECT ${fn} >= ${p?.lsn}::pg_lsn AS done`);
      if (r?.done) return;
      if (Date.now() > deadline) throw new Error(`the standby has not ${what} ${p?.lsn} in 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const sell = async (price: string) => {
    const res = await cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(cashier.userId, buyer, [{ batch, price, quantity: '1', discount: '0' }]),
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  beforeAll(async () => {
    replica = await openReader({ databaseUrl: replicaUrl as string, poolSize: 4 });
    onPrimary = await buildTestApp();
    onReplica = await buildTestApp({}, { replicaDb: replica.db });
    const group = await makeGroup(onPrimary.db);
    storeId = group.store.id;
    const admin = await callerFor(onPrimary.app, onPrimary.db, 'ADMIN', storeId);
    cashier = await callerFor(onPrimary.app, onPrimary.db, 'SALES_STAFF', storeId);
    buyer = (await makeUser(onPrimary.db, { type: 'WALK_IN_CUSTOMER', companyId: storeId })).id;
    const product = await createProduct(admin);
    const variant = product.product_variant[0];
    if (!variant) throw new Error('no variant');
    batch = await receive(admin, variant.id, '50');
    // Both apps share the secret and the database: one token signs the super admin into either.
    const owner = await makeUser(onPrimary.db, { type: 'SUPER_ADMIN', companyId: group.parent.id });
    headers = { authorization: `token ${await signIn(onPrimary.app, owner.username)}` };
  });
  afterAll(async () => {
    await onReplica?.close();
    await onPrimary?.close();
    await replica?.close();
    await closeDatabase();
  });

  /** The same request through the app reading the replica and the app reading the primary. */
  async function both(path: string) {
    const viaReplica = await onReplica.app.inject({ method: 'GET', url: path, headers });
    const viaPrimary = await onPrimary.app.inject({ method: 'GET', url: path, headers });
    return { viaReplica, viaPrimary };
  }

  it('answers the business report from the standby with its lag, equal to the primary once replayed', async () => {
    await sell('100');
    await standbyHas('replayed');
    const { viaReplica, viaPrimary } = await both(url());
    expect(viaReplica.statusCode, viaReplica.body).toBe(200);
    expect(viaReplica.headers['x-report-source']).toBe('replica');
    expect(viaReplica.headers['x-report-lag']).toMatch(/^\d+\.\d{3}$/);
    expect(viaPrimary.headers['x-report-source']).toBe('primary');
    expect(viaPrimary.headers['x-report-lag']).toBe('0');
    const r = BusinessReportResponse.parse(viaReplica.json());
    expect(r.summary.sales.current).toBe('100.0000');
    expect(viaReplica.json()).toEqual(viaPrimary.json());
  });

  it('stays exact on the standby when the summaries are folded on the primary', async () => {
    await sell('40');
    await standbyHas('replayed');
    const before = await both(url());
    expect(before.viaReplica.json().summary.sales.current).toBe('140.0000');
    // The fold writes the summaries on the primary; the standby replays its transaction whole.
    await foldAll(onPrimary.db);
    await standbyHas('replayed');
    const [sums] = await rowsOf<{ n: number }>(
      replica.db,
      sql`SELECT count(*)::int AS n FROM journal_day_sums WHERE company_id = ${storeId}`,
    );
    expect(sums?.n).toBeGreaterThan(0);
    const after = await both(url());
    expect(after.viaReplica.json()).toEqual(before.viaReplica.json());
    expect(after.viaReplica.json()).toEqual(after.viaPrimary.json());
  });

  it('shows the figures as of the standby’s replay, and its lag, while replay is paused', async () => {
    await replica.db.execute(sql`SELECT pg_wal_replay_pause()`);
    try {
      await sell('7');
      await standbyHas('received');
      const { viaReplica, viaPrimary } = await both(url());
      // The standby has the sale's WAL but has not replayed it: its figures are as of before it.
      expect(viaReplica.json().summary.sales.current).toBe('140.0000');
      expect(viaPrimary.json().summary.sales.current).toBe('147.0000');
      expect(Number(viaReplica.headers['x-report-lag'])).toBeGreaterThan(0);
      // The exports read there too.
      const csvUrl = `/api/report/business/csv/?table=order_lines&start_date=${day}&end_date=${day}&company=${storeId}`;
      const csv = await onReplica.app.inject({ method: 'GET', url: csvUrl, headers });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['x-report-source']).toBe('replica');
      const primaryCsv = await onPrimary.app.inject({ method: 'GET', url: csvUrl, headers });
      const lines = (text: string) => text.trim().split('\n').length;
      expect(lines(primaryCsv.body)).toBe(lines(csv.body) + 1);
    } finally {
      await replica.db.execute(sql`SELECT pg_wal_replay_resume()`);
    }
    await standbyHas('replayed');
    const caughtUp = await both(url());
    expect(caughtUp.viaReplica.json().summary.sales.current).toBe('147.0000');
    expect(caughtUp.viaReplica.headers['x-report-lag']).toBe('0.000');
  });

  it('writes nothing through a reader pool, even one opened on the primary by mistake', async () => {
    const wrong = await openReader({ databaseUrl: process.env.DATABASE_URL as string, poolSize: 1 });
    try {
      const error = await wrong.db.execute(sql`CREATE TEMPORARY TABLE replica_write_probe (id int)`).then(
        () => null,
        (e: unknown) => e as Error & { cause?: Error },
      );
      expect(String(error?.cause?.message ?? error?.message)).toMatch(/read-only transaction/);
    } finally {
      await wrong.close();
    }
  });
});
