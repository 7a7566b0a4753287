// A sale on a store with a long history, on the plans made when its tables were small: how much a
// sale costs once HISTORY past orders (default 200,000, a busy store's year) are on the books when
// nothing has analysed the tables since the first sales, and after an ANALYZE (what autovacuum does
// on PostgreSQL, and the server's maintenance pass on the embedded engine: lib/maintenance.ts).
// One connection, in-process, with the server's own sale code (createOrder), each sale a till's
// with the next number of its block, as the web till sells.
// Usage: npm run sales:history -w bench                                   (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_history npm run sales:history -w bench
// The PostgreSQL database must be named bench_*: it is dropped and created afresh. SALES (default
// 200) sales are timed on each side.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { companies, openDb, users } from '@tillwise/db';
import { D, INVOICE_PREFIX, walkInUsername } from '@tillwise/domain';
import { eq, sql } from 'drizzle-orm';
import { NO_TILL_FACTS } from '../../apps/server/src/lib/headers.js';
import { moveStockBatch } from '../../apps/server/src/modules/inventory/ledger.js';
import { createOrder } from '../../apps/server/src/modules/orders/service.js';
import { seedIfEmpty } from '../../apps/server/src/scripts/seed-demo.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';
import { cashSale, shelvesOf } from './sale-body.js';

const HISTORY = Number(process.env.HISTORY ?? 200_000);
const SALES = Number(process.env.SALES ?? 200);
const url = process.env.DATABASE_URL;

if (url) await freshPostgres(url);
const handle = await openDb({
  databaseUrl: url,
  poolSize: 1,
  pgliteDir: path.join(benchDir('tillwise-bench-history-'), 'pgdata'),
});
const { db } = handle;
await seedIfEmpty(db);
const [store] = await db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
const [row] = await db
  .select({ user: users, company: companies })
  .from(users)
  .innerJoin(companies, eq(companies.id, users.companyId))
  .where(eq(users.username, 'storecashier'));
const [walkIn] = await db
  .select()
  .from(users)
  .where(eq(users.username, walkInUsername(store?.id ?? 0)));
if (!store || !row || !walkIn) throw new Error('demo data missing');
const actor = { ...row, user_type: row.user.userType, company_type: row.company.companyType };
const shelves = await shelvesOf(db, store.id);
await db.transaction((tx) =>
  moveStockBatch(tx, {
    companyId: store.id,
    kind: 'ADJUSTMENT',
    userId: row.user.id,
    counter: { purpose: 'STOCK_ADJUSTMENT' },
    lines: shelves.map((b) => ({ batchId: b.batch, quantity: new D(100_000) })),
  }),
);
const tillId = randomUUID();
const reserved = await db.execute(
  sql`select first_number from reserve_invoice_block(${store.id}, ${INVOICE_PREFIX}, ${tillId}::uuid, ${row.user.id}, 1000000)`,
);
let next = Number((reserved as unknown as { rows: { first_number: number }[] }).rows[0]?.first_number);

/**
 * One 5-line cash sale of the till, with the next number of its block and an Idempotency-Key of its
 * own, as the web till sends it; answers its milliseconds.
 */
async function sale(): Promise<number> {
  const body = cashSale(
    shelves,
    { buyer: walkIn?.id ?? 0, seller: row?.user.id ?? 0 },
    `${INVOICE_PREFIX}_${store?.id}_${next++}`,
    Math.floor(Math.random() * shelves.length),
  );
  const t0 = performance.now();
  await createOrder(db, actor, body as unknown as Parameters<typeof createOrder>[2], {
    till: { ...NO_TILL_FACTS, tillId },
    idempotencyKey: randomUUID(),
  });
  return performance.now() - t0;
}

async function timed(label: string) {
  const ms: number[] = [];
  for (let i = 0; i < SALES; i++) ms.push(await sale());
  ms.sort((a, b) => a - b);
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  const p99 = ms[Math.min(ms.length - 1, Math.floor(0.99 * ms.length))] ?? 0;
  console.log(`${label.padEnd(58)} mean ${mean.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms`);
  return mean;
}

console.log(`engine: ${handle.engine}; ${SALES} 5-line sales timed on each side, one after another`);
// The first sales plan the sale's statements while the tables hold only the demo's orders.
await timed('the first sales, on the demo data');
const t0 = performance.now();
await db.execute(sql`
  INSERT INTO orders (invoice_id, company_id, seller_id, buyer_id, total, amount_received, user_id, created)
  SELECT 'HIST_' || g, ${store.id}, ${row.user.id}, ${walkIn.id}, 10, 10, ${row.user.id},
    now() - interval '1 year' + g * (interval '1 year' / ${HISTORY})
  FROM generate_series(1, ${HISTORY}) g`);
console.log(
  `${HISTORY} past orders of the store written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
const stale = await timed(`with ${HISTORY} past orders, statistics of the empty store`);
await db.execute(sql`ANALYZE`);
const fresh = await timed(`with ${HISTORY} past orders, after ANALYZE`);
console.log(`a sale cost ${(stale / fresh).toFixed(1)} times as much before the ANALYZE`);
await handle.close();
