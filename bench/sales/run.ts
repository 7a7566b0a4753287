// Order creation under load (issue 18): `POST order/` with 5-line cash sales, each till selling
// with numbers of its own invoice block (`X-Till-Id`, as the web till does), against the real
// server in its own process (or two), on the demo data with deep stock. Prints, in one run:
// - on PostgreSQL, pgbench's built-in TPC-B-like transaction at 8 clients (the machine's ceiling
//   no one here wrote), and the statements of one sale recorded from the server's own code and
//   replayed by pgbench as plain SQL (the sale alone, and the whole request), and the same sales'
//   bare rows written by floor.sql (the most the design allows here);
// - `POST order/` at 8 cashiers of one store and at 32 cashiers across 8 stores, with 1 server
//   process and with 2 (the cashiers split between them): orders per second, p50, p99, and the CPU
//   per order of the server processes and of PostgreSQL (its backends, from /proc);
// - an open-loop run at a fixed 200 sales/s (RATE changes it; 8 cashiers of one store, 1 process,
//   one sale every 1/rate s from the tills in turn): the p99 when the machine is not saturated.
// Usage: npm run sales -w bench                                          (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_sales npm run sales -w bench
// The PostgreSQL database must be named bench_*: it is dropped and created afresh.
// SECONDS (default 15) changes the length of each run; NO_CEILING=1 skips pgbench; ONLY=<substring>
// runs only the lines whose label contains it; REORDER_LEVELS=1 sets a reorder level on every
// variant first; REORDER_AB=<rounds> (PostgreSQL) alternates runs with and without them and
// compares the medians; FK_AB=<rounds> (PostgreSQL) does the same with the foreign-key checks
// from a sale's rows to the rows every sale of a store shares on and off (ab.ts); SQL_AB=<rounds>
// (PostgreSQL) does the same for any change, SQL_ON and SQL_OFF (statements split at `;;`);
// TAX_AB=<rounds> (PostgreSQL) with sales tax charged (SQL_ON) and not (SQL_OFF): tax.ts.
// REPEAT=<runs> runs the 8 cashiers' line again and again on the same database; CASHIERS=<n> sells
// from only the first n of the store's tills; TILL_SESSIONS=1 opens a session on every till first,
// as the web till does. Every line starts after one unmeasured run (warmUp). PGlite runs one
// process (it is embedded), so its 2-process lines are skipped.

import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { batches, companies, openDb, reorderLevels, users } from '@tillwise/db';
import { D, INVOICE_PREFIX, walkInUsername } from '@tillwise/domain';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { stampQuery } from '../../apps/server/src/modules/auth/actors.js';
import { moveStockBatch } from '../../apps/server/src/modules/inventory/ledger.js';
import { createOrder } from '../../apps/server/src/modules/orders/service.js';
import { seedIfEmpty } from '../../apps/server/src/scripts/seed-demo.js';
import { openLoop } from '../catalog/open-loop.js';
import { pgbenchCeiling } from '../catalog/pgbench.js';
import { startServer } from '../catalog/server-process.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';
import { alternate, type KeySet, ledgerKeyChecks, median } from './ab.js';
import { analyzeLikeAutovacuum, lockSampler, postgresCpu, postgresCpuBetween } from './database-watch.js';
import { floorScript, prepareFloor } from './floor.js';
import { asScriptLine, recorder, tpcbLike } from './pgbench.js';
import { cashSale, shelvesOf } from './sale-body.js';
import { TAX_OFF, TAX_ON } from './tax.js';

const SECONDS = Number(process.env.SECONDS ?? 15);
const CLIENTS = [8];
const LINES = 5;
const STORES = 8;
const ONLY = process.env.ONLY ?? '';
/** The open-loop line's fixed rate, sales a second (RATE; 200 by default). */
const RATE = Number(process.env.RATE ?? 200);
const url = process.env.DATABASE_URL;

if (url) await freshPostgres(url);
const dataDir = benchDir('tillwise-bench-');
const handle = await openDb({ databaseUrl: url, pgliteDir: path.join(dataDir, 'pgdata') });
await seedIfEmpty(handle.db);
const [store] = await handle.db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
const [cashier] = await handle.db.select().from(users).where(eq(users.username, 'storecashier'));
const [walkIn] = await handle.db
  .select()
  .from(users)
  .where(eq(users.username, walkInUsername(store?.id ?? 0)));
if (!store || !cashier || !walkIn) throw new Error('demo data missing');
const shelves = await shelvesOf(handle.db, store.id);
// Eight selling stores: Central Store and seven more under the same head office, each with a
// cashier (Central Store's password), its walk-in customer and the same shelves, stocked deep.
interface Store {
  id: number;
  cashier: number;
  walkIn: number;
  username: string;
}
const stores: Store[] = [{ id: store.id, cashier: cashier.id, walkIn: walkIn.id, username: 'storecashier' }];
for (let i = 2; i <= STORES; i++) {
  const [made] = await handle.db
    .insert(companies)
    .values({ companyName: `Bench Store ${i}`, companyType: 'STORE', parentId: store.parentId })
    .returning();
  if (!made) throw new Error('store not made');
  const [till] = await handle.db
    .insert(users)
    .values({
      username: `benchcashier${i}`,
      passwordHash: cashier.passwordHash,
      userType: 'SALES_STAFF',
      companyId: made.id,
    })
    .returning();
  const [walker] = await handle.db
    .insert(users)
    .values({ username: walkInUsername(made.id), userType: 'WALK_IN_CUSTOMER', companyId: made.id })
    .returning();
  if (!till || !walker) throw new Error('store people not made');
  stores.push({ id: made.id, cashier: till.id, walkIn: walker.id, username: `benchcashier${i}` });
}
// Deep stock, so no run sells out: 100,000 more of every batch on the shelves, in every store
// (valued at cost, the receipt stays within what one journal line can hold).
for (const s of stores) {
  await handle.db.transaction((tx) =>
    moveStockBatch(tx, {
      companyId: s.id,
      kind: 'ADJUSTMENT',
      userId: s.cashier,
      counter: { purpose: 'STOCK_ADJUSTMENT' },
      lines: shelves.map((b) => ({ batchId: b.batch, quantity: new D(100_000) })),
    }),
  );
}
// REORDER_LEVELS=1: a reorder level on every variant the store sells (never crossed with deep stock),
// to measure what the reorder check (migration 0016's trigger) costs a sale.
if (process.env.REORDER_LEVELS) {
  const variants = await handle.db.selectDistinct({ id: batches.productVariantId }).from(batches);
  await handle.db
    .insert(reorderLevels)
    .values(variants.map((v) => ({ companyId: store.id, productVariantId: v.id, level: '1' })));
}

/** A till: one cashier's browser, selling with the numbers of the block it reserved. */
interface Till {
  store: Store;
  id: string;
  next: number;
  token: string;
}
// Eight tills in Central Store, four in each other store; each reserves one block big enough for
// every run.
const tills: Till[] = [];
for (const s of stores) {
  for (let k = 0; k < (s.id === store.id ? 8 : 4); k++) {
    const id = randomUUID();
    const result = await handle.db.execute(
      sql`select first_number from reserve_invoice_block(${s.id}, ${INVOICE_PREFIX}, ${id}::uuid, ${s.cashier}, 1000000)`,
    );
    const first = Number((result as unknown as { rows: { first_number: number }[] }).rows[0]?.first_number);
    tills.push({ store: s, id, next: first, token: '' });
  }
}
// The pgbench line of the tills' path: one till per pgbench client, with a block of its own. Its
// id ends in 100 + the client's number, so a script can name it; the blocks follow one another.
const PGBENCH_TILLS = Math.max(...CLIENTS);
const pgbenchTill = (client: number | string) => `00000000-0000-4000-8000-000000000${client}`;
let pgbenchFirst = 0;
for (let k = 0; k < PGBENCH_TILLS; k++) {
  const result = await handle.db.execute(
    sql`select first_number from reserve_invoice_block(${store.id}, ${INVOICE_PREFIX}, ${pgbenchTill(100 + k)}::uuid, ${cashier.id}, 1000000)`,
  );
  const first = Number((result as unknown as { rows: { first_number: number }[] }).rows[0]?.first_number);
  if (k === 0) pgbenchFirst = first;
  else if (first !== pgbenchFirst + k * 1_000_000)
    throw new Error('the pgbench tills’ blocks do not follow one another');
}
console.log(
  `engine: ${handle.engine}; ${shelves.length} batches on the shelves of ${stores.length} stores; ${LINES} lines a sale; ` +
    `reorder levels: ${process.env.REORDER_LEVELS ? 'on every variant' : 'none'}`,
);
await handle.close();

/**
 * The statements of a sale as the server sends them, as pgbench scripts: `sale` and `request`
 * without a till block (the original client's path: the company's invoice sequence, one row every
 * such sale of the store takes in turn), and `tills`, the sale alone as a web till sends it: each
 * pgbench client is a till with its own block (the next number of it on each sale), and each
 * transaction is one of `SHAPES` sales of 5 distinct batches from different places on the shelves,
 * as the HTTP lines sell (docs/performance.md, "The sale's regression, explained").
 */
const SHAPES = 16;
async function ceilingScripts(
  databaseUrl: string,
): Promise<{ sale: string; request: string; tills: string[]; tillRequests: string[]; floor: string[] }> {
  const { logger, sent } = recorder();
  const recording = await openDb({ databaseUrl, poolSize: 1, logger });
  const [row] = await recording.db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, cashier?.id ?? 0));
  if (!row) throw new Error('cashier missing');
  const actor = { ...row, user_type: row.user.userType, company_type: row.company.companyType };
  const record = async (start?: number) => {
    sent.length = 0;
    await stampQuery(recording.db).execute({ id: row.user.id });
    const body = JSON.parse(saleBody(stores[0] as Store, '', start));
    // The route answers a sale from its write (orders/answer.ts): nothing is read after it.
    await createOrder(recording.db, actor, body, { stockCompanyId: row.company.id });
    const lines = sent.map(asScriptLine);
    const write = lines.findIndex((l) => l.includes('write_order('));
    if (lines.length !== 3 || write !== 2) throw new Error(`unexpected statements:\n${lines.join('\n')}`);
    return lines;
  };
  const lines = await record();
  const tills: string[] = [];
  const tillRequests: string[] = [];
  const floor: string[] = [];
  const accounts = await prepareFloor(databaseUrl, row.company.id);
  for (let k = 0; k < SHAPES; k++) {
    const [, context, write] = await record(Math.floor((k * shelves.length) / SHAPES));
    // Each sale carries an Idempotency-Key of its own, as the web till's do: 12 digits made from
    // its unique number fill a UUID's last group.
    const asTill = write
      ?.replace('"invoice_number":null', '"invoice_number": :num')
      .replace('"till_id":null', `"till_id":"${pgbenchTill(':tn')}"`)
      .replace('"idempotency_key":null', '"idempotency_key":"00000000-0000-4000-8000-:key"');
    floor.push(floorScript(write ?? '', accounts));
    if (!asTill?.includes(':num') || !asTill.includes(':tn') || !asTill.includes(':key'))
      throw new Error('the plan has no till or key fields');
    const sale =
      `\\set n :n + 1\n\\set tn 100 + :client_id\n\\set num ${pgbenchFirst} + :client_id * 1000000 + :n - 1\n` +
      `\\set key 100000000000 + :num\n${context}\n${asTill}`;
    tills.push(sale);
    // The whole request as a web till's sale sends it: the session check first.
    tillRequests.push(sale.replace(`${context}\n`, `${lines[0]}\n${context}\n`));
  }
  await recording.close();
  return { sale: lines.slice(1, 3).join('\n'), request: lines.join('\n'), tills, tillRequests, floor };
}

let tpcb = 0;
/** The floor's rate at 8 clients (the same sales' bare rows), when the pgbench lines ran. */
let floorRate = 0;
/** The tills' path as pgbench scripts, when the pgbench lines ran (FK_AB replays them). */
let tillScripts: string[] = [];
if (url && !process.env.NO_CEILING) {
  if ('pgbench tpc-b'.includes(ONLY)) {
    const c = tpcbLike(url, 8, SECONDS);
    tpcb = c.tps;
    console.log(
      `pgbench TPC-B-like at  8 clients ${String(Math.round(c.tps)).padStart(6)} /s   p50 ${c.p50.toFixed(1)} ms   p99 ${c.p99.toFixed(1)} ms`,
    );
  }
  if ('pgbench sale request'.includes(ONLY)) {
    const scripts = await ceilingScripts(url);
    tillScripts = scripts.tills;
    // SCRIPTS_DIR keeps the scripts, to run pgbench by hand (the till scripts need `-D n=0`).
    if (process.env.SCRIPTS_DIR) {
      const dir = process.env.SCRIPTS_DIR;
      writeFileSync(path.join(dir, 'sale.sql'), `${scripts.sale}\n`);
      writeFileSync(path.join(dir, 'request.sql'), `${scripts.request}\n`);
      for (const [i, t] of scripts.tills.entries())
        writeFileSync(path.join(dir, `till-sale-${i}.sql`), `${t}\n`);
      for (const [i, t] of scripts.floor.entries()) writeFileSync(path.join(dir, `floor-${i}.sql`), `${t}\n`);
    }
    for (const clients of CLIENTS) {
      const lines: [string, string | string[], Record<string, string>][] = [
        ['sale, no till (the company sequence)', scripts.sale, {}],
        ['request, no till', scripts.request, {}],
        ['sale, a till each (own block)', scripts.tills, { n: '0' }],
        // The same sales with the session check before each: every statement of a till's
        // `POST order/`, the database's share of the HTTP line (numbers from the middle of the
        // blocks, which the line above does not reach).
        ['request, a till each (own block)', scripts.tillRequests, { n: '500000' }],
        // The same sales' bare rows (floor.sql): the most the design allows on this machine.
        ["the same sales' bare rows (the floor)", scripts.floor, { n: '0' }],
      ];
      for (const [name, script, defines] of lines) {
        const c = pgbenchCeiling(url, SECONDS, script, 'simple', clients, { defines });
        if (script === scripts.floor && clients === 8) floorRate = c.tps;
        console.log(
          `pgbench ${name.padEnd(37)} at ${String(clients).padStart(2)} clients ${String(Math.round(c.tps)).padStart(6)} /s   ` +
            `p50 ${c.p50.toFixed(1)} ms   p99 ${c.p99.toFixed(1)} ms${tpcb ? `   (${((c.tps / tpcb) * 100).toFixed(0)}% of TPC-B-like)` : ''}`,
        );
      }
    }
  }
}

// The pgbench lines leave thousands of new orders, dead row versions and dirty pages behind: the
// HTTP lines start from a vacuumed, analysed and checkpointed database, as they would without them.
if (url && !process.env.NO_CEILING) {
  const settle = new pg.Client({ connectionString: url });
  await settle.connect();
  await settle.query('VACUUM (ANALYZE)');
  await settle.query('CHECKPOINT');
  await settle.end();
}
const servers = [await startServer({ dataDir, databaseUrl: url })];
if (url) servers.push(await startServer({ dataDir, databaseUrl: url }));
for (const s of stores) {
  const signIn = await fetch(`${servers[0]?.url}/api/obtain-jwt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: s.username, password: 'Demo@1234' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  for (const t of tills) if (t.store === s) t.token = token;
}
// TILL_SESSIONS=1: each till opens its session, as the web till does when a cashier starts, so a
// sale joins its till's session; otherwise a store's tills (one cashier signed in on all of them in
// this bench) share the session the server opens for that cashier.
if (process.env.TILL_SESSIONS) {
  for (const t of tills) {
    const opened = await fetch(`${servers[0]?.url}/api/till-session/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `token ${t.token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ till: t.id, opening_float: '0' }),
    });
    if (opened.status !== 201)
      throw new Error(`till session not opened: ${opened.status} ${await opened.text()}`);
  }
}

/** A 5-line cash sale of distinct batches, its total computed as the screen does. */
function saleBody(s: Store, invoiceId: string, start = Math.floor(Math.random() * shelves.length)): string {
  return JSON.stringify(cashSale(shelves, { buyer: s.walkIn, seller: s.cashier }, invoiceId, start, LINES));
}

/** The till's next sale: its headers, and its body with the next number of the till's block. */
function nextSaleOf(till: Till) {
  const n = till.next++;
  return {
    headers: {
      authorization: `token ${till.token}`,
      'content-type': 'application/json',
      'x-till-id': till.id,
      // As the web till sends every sale (apps/web/src/lib/orders-api.ts).
      'idempotency-key': randomUUID(),
    },
    body: saleBody(till.store, `${INVOICE_PREFIX}_${till.store.id}_${n}`),
  };
}

/** What one run against one server gave: closed loop (autocannon) or at a fixed rate (openLoop). */
interface RunFigures {
  total: number;
  rate: number;
  p50: number;
  p99: number;
  failures: number;
  /** At a fixed rate: how late the load generator sent against its schedule, p99 and max (ms). */
  late?: { p99: number; max: number };
}

/**
 * One closed-loop autocannon run against one server, each connection a till of `pool` (taken in
 * turn): every request is the next sale of that connection's till, sent when its last one answered.
 */
async function saleRun(serverUrl: string, pool: Till[]): Promise<RunFigures> {
  let taken = 0;
  const result = await autocannon({
    url: serverUrl,
    connections: pool.length,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/order/',
        setupRequest: (r, context) => {
          const c = context as { till?: Till };
          if (!c.till) c.till = pool[taken++ % pool.length];
          return { ...r, ...nextSaleOf(c.till as Till) };
        },
      },
    ],
  });
  return {
    total: result.requests.total,
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

/**
 * An open-loop run at a fixed rate (catalog/open-loop.ts): one sale every 1/rate seconds, evenly
 * spaced, from the tills of `pool` in turn, whether or not the last one answered. (autocannon's
 * `overallRate`, used here before, sends each connection's share of a second back to back at the
 * start of the second: bursts at full speed, not a fixed rate.)
 */
async function openSaleRun(serverUrl: string, pool: Till[], rate: number): Promise<RunFigures> {
  let taken = 0;
  const result = await openLoop({
    url: serverUrl,
    rate,
    seconds: SECONDS,
    headers: {},
    next: () => ({ path: '/api/order/', method: 'POST', ...nextSaleOf(pool[taken++ % pool.length] as Till) }),
  });
  return {
    total: result.answered,
    rate: result.rate,
    p50: result.p50,
    p99: result.p99,
    failures: result.failures,
    late: { p99: result.lateP99, max: result.lateMax },
  };
}

interface Line {
  label: string;
  /** Tills in use; split across the server processes in turn. */
  pool: Till[];
  processes: number;
  rate?: number;
}

/** Runs one line: its tills split across `processes` servers at once; prints the merged figures. */
async function runLine(line: Line) {
  if (line.processes > servers.length) return;
  if (ONLY && !line.label.includes(ONLY)) return;
  await analyzeLikeAutovacuum(url);
  const used = servers.slice(0, line.processes);
  const parts = used.map((_, i) => line.pool.filter((_t, k) => k % used.length === i));
  const cpuBefore = used.map((s) => s.cpuMs());
  const generatorBefore = process.cpuUsage();
  const pgBefore = await postgresCpu(url);
  const sampler = await lockSampler(url);
  const results = await Promise.all(
    used.map((s, i) =>
      line.rate
        ? openSaleRun(s.url, parts[i] ?? [], line.rate / used.length)
        : saleRun(s.url, parts[i] ?? []),
    ),
  );
  const waited = await sampler.stop();
  const generator = process.cpuUsage(generatorBefore);
  const pgMs = postgresCpuBetween(pgBefore, await postgresCpu(url));
  const orders = results.reduce((n, r) => n + r.total, 0);
  const failures = results.reduce((n, r) => n + r.failures, 0);
  const rate = results.reduce((n, r) => n + r.rate, 0);
  const nodeMs = used.reduce((n, s, i) => n + (s.cpuMs() - (cpuBefore[i] ?? 0)), 0);
  // Two processes: the p50 and p99 are the worse of the two runs' (autocannon keeps no raw samples).
  const p50 = Math.max(...results.map((r) => r.p50));
  const p99 = Math.max(...results.map((r) => r.p99));
  const late = results.flatMap((r) => (r.late ? [r.late] : []));
  const share = tpcb ? `  (${((rate / tpcb) * 100).toFixed(0)}% of TPC-B-like)` : '';
  console.log(
    `${line.label.padEnd(44)} ${String(Math.round(rate)).padStart(5)} orders/s   p50 ${p50} ms   p99 ${p99} ms   ` +
      `failures ${failures}   CPU an order: server ${(nodeMs / Math.max(1, orders)).toFixed(2)} ms, ` +
      (url ? `PostgreSQL ${(pgMs / Math.max(1, orders)).toFixed(2)} ms` : 'the embedded database included') +
      share +
      (waited === null ? '' : `; statements waiting on a lock ${(waited * 100).toFixed(0)}%`),
  );
  // What the same server and load generator would allow beside a database that wrote only the
  // sale's bare rows: the machine's cores over the three's CPU an order (docs/performance.md,
  // "What the target asks of this machine"). The floor's share includes pgbench's own client.
  if (floorRate > 0 && !line.rate) {
    const cores = availableParallelism();
    const each = (ms: number) => ms / Math.max(1, orders);
    const generatorMs = (generator.user + generator.system) / 1000;
    const beside = (cores * 1000) / ((cores * 1000) / floorRate + each(nodeMs) + each(generatorMs));
    console.log(
      `    the load generator ${each(generatorMs).toFixed(2)} ms an order; beside this server and load generator ` +
        `on ${cores} cores, a database writing only the floor would allow about ${Math.round(beside)} /s` +
        (tpcb ? ` (${((beside / tpcb) * 100).toFixed(0)}% of TPC-B-like)` : ''),
    );
  }
  if (late.length > 0) {
    const worst = (k: 'p99' | 'max') => Math.max(...late.map((l) => l[k]));
    console.log(
      `    the load generator sent late against its schedule: p99 ${worst('p99')} ms, max ${worst('max')} ms`,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const ofStore = (s: Store | undefined) => tills.filter((t) => t.store === s);
/** The store's 8 tills, or the first CASHIERS of them (how the cost of a sale grows with concurrency). */
const eight = ofStore(stores[0]).slice(0, Number(process.env.CASHIERS ?? 8));
const spread = stores.flatMap((s) => ofStore(s).slice(0, 4));
/** Orders per second of one run of the 8 cashiers of one store; a failed sale stops a comparison. */
const measuredRun = async () => {
  const pgBefore = await postgresCpu(url);
  const result = await saleRun(servers[0]?.url ?? '', eight);
  const pgMs = postgresCpuBetween(pgBefore, await postgresCpu(url));
  if (result.failures > 0) throw new Error(`${result.failures} failed sales`);
  return { rate: result.rate, p99: result.p99, pgMsAnOrder: pgMs / Math.max(1, result.total) };
};
const ordersPerSecond = async () => (await measuredRun()).rate;
/** Ends a comparison or the repeated line: the servers stop and the bench exits. */
const finish = async () => {
  for (const s of servers) await s.stop();
  process.exit(0);
};
/**
 * One unmeasured run of the 8 cashiers, split across every server process: the lines after it
 * compare warm processes (compiled code, filled pools, planned statements, cached pages), not the
 * first run's cold start against the rest (the first line read 160/s cold and 218-241/s warm).
 */
const warmUp = async () => {
  const used = servers.slice(0, eight.length);
  const runs = await Promise.all(
    used.map((s, i) =>
      saleRun(
        s.url,
        eight.filter((_t, k) => k % used.length === i),
      ),
    ),
  );
  const failed = runs.reduce((n, r) => n + r.failures, 0);
  if (failed > 0) throw new Error(`${failed} failed sales in the warm-up`);
};
const percentOf = (on: number, off: number) => `${((on / off) * 100).toFixed(1)}%`;
// REORDER_AB=<rounds> (PostgreSQL): what a reorder level on every variant costs a sale (ab.ts).
if (process.env.REORDER_AB) {
  if (!url)
    throw new Error('REORDER_AB needs DATABASE_URL: the levels change between runs while the server runs');
  const rounds = Number(process.env.REORDER_AB);
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
  await warmUp();
  const { http } = await alternate(rounds, { off: 'without levels', on: 'with levels' }, setLevels, {
    http: ordersPerSecond,
  });
  const m = http ?? { off: 0, on: 0 };
  console.log(
    `8 cashiers, ${rounds} rounds of ${SECONDS} s: median ${m.off.toFixed(0)} orders/s without reorder levels, ` +
      `${m.on.toFixed(0)} with a level on every variant: ${percentOf(m.on, m.off)}`,
  );
  await toggler.close();
  await finish();
}
// FK_AB=<rounds> (PostgreSQL): what the foreign-key checks from a sale's rows cost it (ab.ts,
// ledgerKeyChecks; FK_KEYS=shared, the default: to the rows every sale of a store shares; own: to
// the rows the sale itself wrote; all): the 8 cashiers over HTTP and, with the pgbench lines on,
// the tills' path replayed by pgbench, with those checks on and off.
if (process.env.FK_AB) {
  if (!url) throw new Error('FK_AB needs DATABASE_URL: it switches checks of the PostgreSQL bench database');
  const rounds = Number(process.env.FK_AB);
  const which = (process.env.FK_KEYS ?? 'shared') as KeySet;
  if (!['shared', 'own', 'all'].includes(which)) throw new Error('FK_KEYS is shared, own or all');
  let keys = 0;
  // Each pgbench run takes numbers of the tills' blocks that no run took before.
  let offset = 100_000;
  const measures: Record<string, () => Promise<number>> = { 'POST order/, 8 cashiers': ordersPerSecond };
  if (tillScripts.length > 0) {
    measures['pgbench, a till each'] = async () => {
      offset += 20_000;
      return pgbenchCeiling(url, SECONDS, tillScripts, 'simple', 8, { defines: { n: String(offset) } }).tps;
    };
  }
  await warmUp();
  const medians = await alternate(
    rounds,
    { off: `${which} key checks on`, on: `${which} key checks off` },
    async (off) => {
      keys = await ledgerKeyChecks(url, !off, which);
    },
    measures,
  );
  await ledgerKeyChecks(url, true, which);
  for (const [name, m] of Object.entries(medians)) {
    console.log(
      `${name}, ${rounds} rounds of ${SECONDS} s: median ${m.off.toFixed(0)} /s with the ${keys} keys checked, ` +
        `${m.on.toFixed(0)} without: ${percentOf(m.on, m.off)}`,
    );
  }
  await finish();
}

// REPEAT=<runs>: the 8 cashiers' line again and again on the same server and database, each run
// printed: whether a sale costs more as the books grow (plans kept from when the tables were small,
// dead rows nothing reclaims).
if (process.env.REPEAT) {
  await warmUp();
  for (let i = 1; i <= Number(process.env.REPEAT); i++) {
    await runLine({ label: `POST order/, 8 cashiers of 1 store, run ${i}`, pool: eight, processes: 1 });
  }
  await finish();
}
// TAX_AB=<rounds> (PostgreSQL): sales tax charged and not (tax.ts), as an SQL_AB run.
if (process.env.TAX_AB) {
  process.env.SQL_AB = process.env.TAX_AB;
  process.env.SQL_ON = TAX_ON;
  process.env.SQL_OFF = TAX_OFF;
}
// SQL_AB=<rounds> (PostgreSQL): any change to the bench database, as SQL_ON (and SQL_OFF to undo it),
// for example an index dropped and made again: the 8 cashiers with and without it, p99 beside.
if (process.env.SQL_AB) {
  const on = process.env.SQL_ON;
  const off = process.env.SQL_OFF;
  if (!url || !on || !off) throw new Error('SQL_AB needs DATABASE_URL, SQL_ON and SQL_OFF');
  const rounds = Number(process.env.SQL_AB);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const p99s = { off: [] as number[], on: [] as number[] };
  let current: 'off' | 'on' = 'off';
  await warmUp();
  const medians = await alternate(
    rounds,
    { off: 'SQL_OFF', on: 'SQL_ON' },
    async (side) => {
      current = side ? 'on' : 'off';
      // Statements apart, each its own transaction (VACUUM cannot run in one), split at `;;`.
      for (const statement of (side ? on : off).split(';;')) await admin.query(statement);
    },
    {
      'POST order/, 8 cashiers': async () => {
        const run = await measuredRun();
        p99s[current].push(run.p99);
        console.log(`  p99 ${run.p99} ms, PostgreSQL CPU ${run.pgMsAnOrder.toFixed(2)} ms an order`);
        return run.rate;
      },
    },
  );
  await admin.end();
  for (const [name, m] of Object.entries(medians)) {
    console.log(
      `${name}, ${rounds} rounds of ${SECONDS} s: median ${m.off.toFixed(0)} /s (p99 ${median(p99s.off)} ms) with SQL_OFF, ` +
        `${m.on.toFixed(0)} /s (p99 ${median(p99s.on)} ms) with SQL_ON: ${percentOf(m.on, m.off)}`,
    );
  }
  await finish();
}

await warmUp();
await runLine({ label: 'POST order/, 8 cashiers of 1 store, 1 process', pool: eight, processes: 1 });
await runLine({ label: 'POST order/, 32 cashiers of 8 stores, 1 process', pool: spread, processes: 1 });
await runLine({ label: 'POST order/, 8 cashiers of 1 store, 2 processes', pool: eight, processes: 2 });
await runLine({ label: 'POST order/, 32 cashiers of 8 stores, 2 processes', pool: spread, processes: 2 });
await runLine({
  label: `POST order/ open loop at ${RATE}/s, 8 cashiers`,
  pool: eight,
  processes: 1,
  rate: RATE,
});
for (const s of servers) await s.stop();
