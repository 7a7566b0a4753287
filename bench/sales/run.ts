// Order creation under load: `POST order/` with 5-line cash sales from Central Store's till, by 8
// and then 32 concurrent cashiers (autocannon connections) against the real server in its own
// process, on the demo data with deep stock. Prints orders per second, p50 and p99.
// On PostgreSQL it also runs, with pgbench at the same loads, the ceiling: the statements the
// server sent for one such sale, recorded from the server's own code and replayed as plain SQL:
// the sale alone (the context read and the one-statement write) and the whole request (with the
// session check before and the order read back after).
// Usage: npm run sales -w bench                                          (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_sales npm run sales -w bench
// The PostgreSQL database must be named bench_*: it is dropped and created afresh.
// SECONDS (default 15) changes the length of each run; CLIENTS (default "8,32") the loads;
// NO_CEILING=1 skips pgbench; REORDER_LEVELS=1 sets a reorder level on every variant first;
// REORDER_AB=<rounds> (PostgreSQL) alternates runs with and without them and compares the medians.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { batches, companies, inventory, openDb, productVariants, reorderLevels, users } from '@tillwise/db';
import { D, orderTotal, walkInUsername } from '@tillwise/domain';
import autocannon from 'autocannon';
import { and, asc, eq, gt } from 'drizzle-orm';
import { stampQuery } from '../../apps/server/src/modules/auth/actors.js';
import { moveStockBatch } from '../../apps/server/src/modules/inventory/ledger.js';
import { findOrder } from '../../apps/server/src/modules/orders/repository.js';
import { createOrder } from '../../apps/server/src/modules/orders/service.js';
import { seedIfEmpty } from '../../apps/server/src/scripts/seed-demo.js';
import { pgbenchCeiling } from '../catalog/pgbench.js';
import { startServer } from '../catalog/server-process.js';
import { freshPostgres } from '../fresh-postgres.js';
import { asScriptLine, recorder } from './pgbench.js';

const SECONDS = Number(process.env.SECONDS ?? 15);
const CLIENTS = (process.env.CLIENTS ?? '8,32').split(',').map(Number);
const LINES = 5;
const url = process.env.DATABASE_URL;

if (url) await freshPostgres(url);
const dataDir = mkdtempSync(path.join(tmpdir(), 'tillwise-bench-'));
const handle = await openDb({ databaseUrl: url, pgliteDir: path.join(dataDir, 'pgdata') });
await seedIfEmpty(handle.db);
const [store] = await handle.db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
const [cashier] = await handle.db.select().from(users).where(eq(users.username, 'storecashier'));
const [walkIn] = await handle.db
  .select()
  .from(users)
  .where(eq(users.username, walkInUsername(store?.id ?? 0)));
if (!store || !cashier || !walkIn) throw new Error('demo data missing');
const shelves = await handle.db
  .select({ batch: batches.id, price: productVariants.salePrice })
  .from(inventory)
  .innerJoin(batches, eq(batches.id, inventory.batchId))
  .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
  .where(and(eq(inventory.companyId, store.id), gt(inventory.quantity, '0')))
  .orderBy(asc(batches.id));
// Deep stock, so no run sells out: 100,000 more of every batch the store holds (valued at cost, the
// receipt stays within what one journal line can hold).
await handle.db.transaction((tx) =>
  moveStockBatch(tx, {
    companyId: store.id,
    kind: 'ADJUSTMENT',
    userId: cashier.id,
    counter: { purpose: 'STOCK_ADJUSTMENT' },
    lines: shelves.map((s) => ({ batchId: s.batch, quantity: new D(100_000) })),
  }),
);
// REORDER_LEVELS=1: a reorder level on every variant the store sells (never crossed with deep stock),
// to measure what the reorder check (migration 0016's trigger) costs a sale.
if (process.env.REORDER_LEVELS) {
  const variants = await handle.db.selectDistinct({ id: batches.productVariantId }).from(batches);
  await handle.db
    .insert(reorderLevels)
    .values(variants.map((v) => ({ companyId: store.id, productVariantId: v.id, level: '1' })));
}
console.log(
  `engine: ${handle.engine}; ${shelves.length} batches on the shelves; ${LINES} lines a sale; reorder levels: ${process.env.REORDER_LEVELS ? 'on every variant' : 'none'}`,
);
await handle.close();

/** The statements of one sale as the server sends them, as pgbench scripts. */
async function ceilingScripts(databaseUrl: string): Promise<{ sale: string; request: string }> {
  const { logger, sent } = recorder();
  const recording = await openDb({ databaseUrl, poolSize: 1, logger });
  const [row] = await recording.db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, cashier?.id ?? 0));
  if (!row) throw new Error('cashier missing');
  const actor = { ...row, user_type: row.user.userType, company_type: row.company.companyType };
  sent.length = 0;
  await stampQuery(recording.db).execute({ id: row.user.id });
  const { id } = await createOrder(recording.db, actor, JSON.parse(saleBody()), null);
  await findOrder(recording.db, id, [row.company.id], row.company.id);
  await recording.close();
  const lines = sent.map(asScriptLine);
  const write = lines.findIndex((l) => l.includes('write_order('));
  if (lines.length !== 4 || write !== 2) throw new Error(`unexpected statements:\n${lines.join('\n')}`);
  return { sale: lines.slice(1, 3).join('\n'), request: lines.join('\n') };
}

if (url && !process.env.NO_CEILING) {
  const scripts = await ceilingScripts(url);
  // SCRIPTS_DIR keeps the scripts, to run pgbench by hand (psql variables are not needed).
  if (process.env.SCRIPTS_DIR) {
    for (const [name, script] of Object.entries(scripts))
      writeFileSync(path.join(process.env.SCRIPTS_DIR, `${name}.sql`), `${script}\n`);
  }
  for (const clients of CLIENTS) {
    for (const [name, script] of Object.entries(scripts)) {
      const c = pgbenchCeiling(url, SECONDS, script, 'simple', clients);
      console.log(
        `pgbench ${name.padEnd(7)} at ${String(clients).padStart(2)} clients ${String(Math.round(c.tps)).padStart(6)} /s   ` +
          `p50 ${c.p50.toFixed(1)} ms   p99 ${c.p99.toFixed(1)} ms`,
      );
    }
  }
}

const server = await startServer({ dataDir, databaseUrl: url });
const signIn = await fetch(`${server.url}/api/obtain-jwt/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'storecashier', password: 'Demo@1234' }),
});
const { token } = (await signIn.json()) as { token: string };

/** A 5-line cash sale of distinct batches, its total computed as the screen does. */
function saleBody(): string {
  const start = Math.floor(Math.random() * shelves.length);
  const items = Array.from({ length: LINES }, (_, i) => {
    const shelf = shelves[(start + i) % shelves.length] ?? shelves[0];
    return { batch: shelf?.batch, price: shelf?.price ?? '0', discount: '0', quantity: String(1 + (i % 3)) };
  });
  const total = orderTotal(items).toFixed(4);
  return JSON.stringify({
    order_item: items,
    buyer: walkIn?.id,
    seller: cashier?.id,
    total_discount: '0',
    total,
    cash_payment: true,
    amount_received: total,
    amount_discount: true,
    payment_service: 'BANK',
    transaction_id: '',
    invoice_id: '',
    deduct_balance: false,
  });
}

/** One run of SECONDS of 5-line sales by `connections` cashiers at once. */
const saleRun = (connections: number) =>
  autocannon({
    url: server.url,
    connections,
    duration: SECONDS,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    requests: [{ method: 'POST', path: '/api/order/', setupRequest: (r) => ({ ...r, body: saleBody() }) }],
  });

/** Orders per second of one run; a failed sale stops the comparison. */
async function ordersPerSecond(connections: number): Promise<number> {
  const result = await saleRun(connections);
  if (result.non2xx + result.errors > 0) throw new Error(`${result.non2xx + result.errors} failed sales`);
  return result.requests.average;
}

// REORDER_AB=<rounds> (PostgreSQL): what a reorder level on every variant costs a sale, measured so
// that whatever else the machine does weighs on both sides alike: runs with and without the levels
// alternate (ABBA order, against drift) in one process on one server, and the medians are compared.
if (process.env.REORDER_AB) {
  if (!url)
    throw new Error('REORDER_AB needs DATABASE_URL: the levels change between runs while the server runs');
  const rounds = Number(process.env.REORDER_AB);
  const connections = CLIENTS[0] ?? 8;
  const toggler = await openDb({ databaseUrl: url, poolSize: 1 });
  const variants = await toggler.db.selectDistinct({ id: batches.productVariantId }).from(batches);
  const setLevels = async (on: boolean) => {
    await toggler.db.delete(reorderLevels).where(eq(reorderLevels.companyId, store.id));
    if (on) {
      await toggler.db
        .insert(reorderLevels)
        .values(variants.map((v) => ({ companyId: store.id, productVariantId: v.id, level: '1' })));
    }
  };
  const runs = { without: [] as number[], with: [] as number[] };
  await ordersPerSecond(connections); // warm-up, not counted
  for (let i = 0; i < rounds; i++) {
    for (const on of i % 2 === 0 ? [false, true] : [true, false]) {
      await setLevels(on);
      const rate = await ordersPerSecond(connections);
      (on ? runs.with : runs.without).push(rate);
      console.log(`round ${i + 1} ${on ? 'with levels   ' : 'without levels'} ${rate.toFixed(0)} orders/s`);
    }
  }
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  const a = median(runs.without);
  const b = median(runs.with);
  console.log(
    `${connections} cashiers, ${rounds} rounds of ${SECONDS} s: median ${a.toFixed(0)} orders/s without reorder levels, ` +
      `${b.toFixed(0)} with a level on every variant: ${((b / a) * 100).toFixed(1)}%`,
  );
  await toggler.close();
  await server.stop();
  process.exit(0);
}

for (const connections of CLIENTS) {
  const cpuBefore = server.cpuMs();
  const result = await saleRun(connections);
  const failures = result.non2xx + result.errors;
  const cpuPerOrder = (server.cpuMs() - cpuBefore) / Math.max(1, result.requests.total);
  console.log(
    `POST order/ at ${String(connections).padStart(2)} cashiers ${String(Math.round(result.requests.average)).padStart(6)} orders/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   failures ${failures}   ` +
      `server CPU ${cpuPerOrder.toFixed(2)} ms an order`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
await server.stop();
