// Catalogue hot paths under load: barcode lookup (`GET product/?bar_code=`) and name search
// (`GET product/?name__icontains=`) with autocannon at 8 connections (full speed) and at a fixed
// rate (open loop, open-loop.ts: the latency at light load) against the real server in
// its own process, on 100,000 generated products (200,000 variants, 300,000 batches with stock), and
// on PostgreSQL the same lookup as plain SQL through pgbench for the ceiling.
// Usage: npm run catalog -w bench                                         (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_catalog npm run catalog -w bench
// The PostgreSQL database must be named bench_*: it is dropped and created afresh.
// PRODUCTS (default 100000) and SECONDS (default 15) change the size and the length of each run;
// RATE (default 200) the fixed rate of the light-load barcode line.
// REUSE=1 (PostgreSQL only) keeps a database an earlier run generated instead of making it afresh;
// ONLY=barcode or ONLY=name runs one line; CPU_PROF_DIR=<dir> writes the server's V8 CPU profile,
// TRACE_GC=1 prints its GC events;
// SERVER_ROOT=<another checkout> runs that checkout's server instead (before/after on one database).
// UNITS=<1..3> (trade units, docs/domain/units.md): after the lines on single-unit products, every
// product gets that many trade units with their own barcodes and the lines run again on the same
// database, plus a lookup by a unit's barcode; a summary compares the p99s (pgbench lines skipped).
// Under each line: the server's event-loop delay and GC pauses (BENCH_RUNTIME_STATS), the cores
// used by the server, this load generator, the database and the machine, and the checkpoints.
import path from 'node:path';
import { companies, openDb, products, seedDemo, users } from '@tillwise/db';
import autocannon from 'autocannon';
import { eq, like, min } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';
import {
  benchBarcode,
  benchUnitBarcode,
  countRows,
  generateCatalog,
  generateUnits,
  SEARCH_TERMS,
} from './generate.js';
import { openLoop } from './open-loop.js';
import { currentScript, pgbenchCeiling, previousScript } from './pgbench.js';
import { startServer } from './server-process.js';
import { watchRuns } from './stalls.js';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.SECONDS ?? 15);
const url = process.env.DATABASE_URL;
const REUSE = url !== undefined && process.env.REUSE === '1';
const ONLY = process.env.ONLY;
/** The fixed rate of the light-load barcode line (open loop), requests per second. */
const RATE = Number(process.env.RATE ?? 200);
/** Trade units per product for the second round (0: no second round). */
const UNITS = Number(process.env.UNITS ?? 0);

if (url && !REUSE) await freshPostgres(url);
const dataDir = benchDir('tillwise-bench-');
const handle = await openDb({ databaseUrl: url, pgliteDir: path.join(dataDir, 'pgdata') });
if (!REUSE) {
  await seedDemo(handle.db, hashPassword);
  const started = Date.now();
  await generateCatalog(handle.db, PRODUCTS);
  console.log(
    `engine: ${handle.engine}; generated in ${((Date.now() - started) / 1000).toFixed(0)} s:`,
    await countRows(handle.db),
  );
}
const [first] = await handle.db
  .select({ id: min(products.id) })
  .from(products)
  .where(like(products.barCode, 'BN%'));
const [store] = await handle.db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
const [admin] = await handle.db.select().from(users).where(eq(users.username, 'storeadmin'));
const lookupOpts = {
  userId: admin?.id ?? 0,
  companyId: store?.id ?? 0,
  firstProductId: first?.id ?? 1,
  products: PRODUCTS,
  groupId: store?.parentId ?? store?.id ?? 0,
};
const scripts = { current: currentScript(handle.db, lookupOpts), previous: previousScript(lookupOpts) };
// The embedded database has one writer: the server process opens it once this one has let go.
await handle.close();

let server = await startServer({ dataDir, databaseUrl: url, runtimeStats: true });
let watch = await watchRuns(server, url);
async function signIn(): Promise<string> {
  const res = await fetch(`${server.url}/api/obtain-jwt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'storeadmin', password: 'Demo@1234' }),
  });
  return ((await res.json()) as { token: string }).token;
}
let token = await signIn();
/** The p99 of each line, by title, for the units summary. */
const p99s = new Map<string, number>();
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function measure(title: string, nextPath: () => string): Promise<number> {
  await watch.start();
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: server.url,
    connections: 8,
    duration: SECONDS,
    headers: { authorization: `token ${token}` },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const failures = result.non2xx + result.errors;
  // Server CPU per answered request: steadier than the rate when other work shares the machine.
  const cpuPerRequest = (server.cpuMs() - cpuBefore) / result.requests.total;
  p99s.set(title, result.latency.p99);
  console.log(
    `${title.padEnd(36)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
      `server CPU ${cpuPerRequest.toFixed(2)} ms/request   failures ${failures}`,
  );
  for (const line of await watch.report()) console.log(line);
  return result.requests.average;
}

/** The same at a fixed rate, open loop (open-loop.ts): the latency of one request at light load. */
async function measureAtRate(title: string, nextPath: () => string, rate: number): Promise<void> {
  await watch.start();
  const cpuBefore = server.cpuMs();
  const result = await openLoop({
    url: server.url,
    rate,
    seconds: SECONDS,
    headers: { authorization: `token ${token}` },
    next: nextPath,
  });
  const cpuPerRequest = (server.cpuMs() - cpuBefore) / (result.rate * SECONDS);
  p99s.set(title, result.p99);
  console.log(
    `${title.padEnd(36)} ${String(Math.round(result.rate)).padStart(6)} req/s   ` +
      `p50 ${result.p50} ms   p99 ${result.p99} ms   max ${result.max} ms   ` +
      `server CPU ${cpuPerRequest.toFixed(2)} ms/request   failures ${result.failures}`,
  );
  console.log(
    `    the load generator sent late against its schedule: p99 ${result.lateP99} ms, max ${result.lateMax} ms`,
  );
  for (const line of await watch.report()) console.log(line);
}

let lookup = Number.NaN;
/** The lines (after a warm-up); `suffix` names the round ('' or ' [units]'). */
async function lines(suffix: string): Promise<void> {
  // Warm up first (JIT, the pool's connections, prepared statements), so that each line measures the
  // steady state rather than start-up.
  await autocannon({
    url: server.url,
    connections: 8,
    duration: 3,
    headers: { authorization: `token ${token}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/api/product/?bar_code=${benchBarcode(1 + Math.floor(Math.random() * PRODUCTS))}`,
        }),
      },
    ],
  });

  lookup =
    ONLY === 'name'
      ? Number.NaN
      : await measure(
          `GET product/?bar_code=${suffix}`,
          () => `/api/product/?bar_code=${benchBarcode(1 + Math.floor(Math.random() * PRODUCTS))}`,
        );
  // The same lookup at a fixed, moderate rate: the latency of a lookup when the CPU is not saturated
  // (at full speed 8 closed-loop connections queue behind each other, so p50 ≈ 8 / rate).
  if (ONLY !== 'name')
    await measureAtRate(
      `GET product/?bar_code= at ${RATE} req/s${suffix}`,
      () => `/api/product/?bar_code=${benchBarcode(1 + Math.floor(Math.random() * PRODUCTS))}`,
      RATE,
    );
  if (ONLY !== 'barcode') {
    const search = () => `/api/product/?name__icontains=${pick(SEARCH_TERMS)}`;
    await measure(`GET product/?name__icontains=${suffix}`, search);
    await measureAtRate(`GET product/?name__icontains= at 50 req/s${suffix}`, search, 50);
  }
}
await lines('');
if (UNITS > 0) {
  // The same database with trade units: the server stops (PGlite has one writer), units are added.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await watch.close();
  await server.stop();
  const again = await openDb({ databaseUrl: url, pgliteDir: path.join(dataDir, 'pgdata') });
  const started = Date.now();
  await generateUnits(again.db, UNITS);
  console.log(
    `\n${UNITS} trade units per product added in ${((Date.now() - started) / 1000).toFixed(0)} s:`,
    await countRows(again.db),
  );
  await again.close();
  server = await startServer({ dataDir, databaseUrl: url, runtimeStats: true });
  watch = await watchRuns(server, url);
  token = await signIn();
  await lines(' [units]');
  if (ONLY !== 'name') {
    const unitCode = () =>
      `/api/product/?bar_code=${benchUnitBarcode(1 + Math.floor(Math.random() * PRODUCTS), 1 + Math.floor(Math.random() * UNITS))}`;
    await measure("GET product/?bar_code=<unit's> [units]", unitCode);
    await measureAtRate(`GET product/?bar_code=<unit's> at ${RATE} req/s`, unitCode, RATE);
  }
  console.log('\np99 without units → with units (same run, same database):');
  for (const [title, p99] of p99s) {
    if (title.endsWith(' [units]') || title.includes("<unit's>")) continue;
    const withUnits =
      p99s.get(`${title} [units]`) ?? p99s.get(title.replace(/ at (\d+) req\/s$/, ' at $1 req/s [units]'));
    console.log(`  ${title.padEnd(44)} ${p99} ms → ${withUnits ?? '?'} ms`);
  }
}
// autocannon drops its sockets when time is up; let the requests still in the server finish.
await new Promise((resolve) => setTimeout(resolve, 1000));
await watch.close();
await server.stop();

if (url && ONLY === undefined && UNITS === 0) {
  const ceilings = [
    ['pgbench: the lookup as the server sends it', pgbenchCeiling(url, SECONDS, scripts.current, 'prepared')],
    // The ceiling, read literally: the same lookup as plain SQL (parsed and planned each time).
    ['pgbench: the same lookup as plain SQL', pgbenchCeiling(url, SECONDS, scripts.current, 'simple')],
    ['pgbench: the lookup as it was sent before', pgbenchCeiling(url, SECONDS, scripts.previous, 'simple')],
    // The light-load line's floor: the same prepared lookup at the same fixed rate, no Node at all.
    [
      `pgbench: the lookup at ${RATE} tps (--rate)`,
      pgbenchCeiling(url, SECONDS, scripts.current, 'prepared', 8, { rate: RATE }),
    ],
  ] as const;
  for (const [title, ceiling] of ceilings) {
    console.log(
      `${title.padEnd(44)} ${String(Math.round(ceiling.tps)).padStart(6)} tps     ` +
        `p50 ${ceiling.p50.toFixed(2)} ms   p99 ${ceiling.p99.toFixed(2)} ms   ` +
        (title.includes('--rate')
          ? ''
          : `HTTP lookup at ${((lookup / ceiling.tps) * 100).toFixed(0)}% of it`),
    );
  }
}
