// Catalogue hot paths under load: barcode lookup (`GET product/?bar_code=`) and name search
// (`GET product/?name__icontains=`) with autocannon at 8 connections against the real server in
// its own process, on 100,000 generated products (200,000 variants, 300,000 batches with stock), and
// on PostgreSQL the same lookup as plain SQL through pgbench for the ceiling.
// Usage: npm run catalog -w bench                                         (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_catalog npm run catalog -w bench
// The PostgreSQL database must be named bench_*: it is dropped and created afresh.
// PRODUCTS (default 100000) and SECONDS (default 15) change the size and the length of each run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { companies, openDb, products, seedDemo, users } from '@tillwise/db';
import autocannon from 'autocannon';
import { eq, like, min } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchBarcode, countRows, generateCatalog, SEARCH_TERMS } from './generate.js';
import { pgbenchCeiling } from './pgbench.js';
import { startServer } from './server-process.js';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.SECONDS ?? 15);
const url = process.env.DATABASE_URL;

if (url) await freshPostgres(url);
const dataDir = mkdtempSync(path.join(tmpdir(), 'tillwise-bench-'));
const handle = await openDb({ databaseUrl: url, pgliteDir: path.join(dataDir, 'pgdata') });
await seedDemo(handle.db, hashPassword);
const started = Date.now();
await generateCatalog(handle.db, PRODUCTS);
console.log(
  `engine: ${handle.engine}; generated in ${((Date.now() - started) / 1000).toFixed(0)} s:`,
  await countRows(handle.db),
);
const [first] = await handle.db
  .select({ id: min(products.id) })
  .from(products)
  .where(like(products.barCode, 'BN%'));
const [store] = await handle.db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
const [admin] = await handle.db.select().from(users).where(eq(users.username, 'storeadmin'));
// The embedded database has one writer: the server process opens it once this one has let go.
await handle.close();

const server = await startServer({ dataDir, databaseUrl: url });
const signIn = await fetch(`${server.url}/api/obtain-jwt/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'storeadmin', password: 'Demo@1234' }),
});
const { token } = (await signIn.json()) as { token: string };
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function measure(title: string, nextPath: () => string): Promise<number> {
  const result = await autocannon({
    url: server.url,
    connections: 8,
    duration: SECONDS,
    headers: { authorization: `token ${token}` },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const failures = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(36)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   failures ${failures}`,
  );
  return result.requests.average;
}

const lookup = await measure(
  'GET product/?bar_code=',
  () => `/api/product/?bar_code=${benchBarcode(1 + Math.floor(Math.random() * PRODUCTS))}`,
);
await measure('GET product/?name__icontains=', () => `/api/product/?name__icontains=${pick(SEARCH_TERMS)}`);
// autocannon drops its sockets when time is up; let the requests still in the server finish.
await new Promise((resolve) => setTimeout(resolve, 1000));
await server.stop();

if (url) {
  const ceiling = pgbenchCeiling(url, SECONDS, {
    userId: admin?.id ?? 0,
    companyId: store?.id ?? 0,
    firstProductId: first?.id ?? 1,
    products: PRODUCTS,
  });
  console.log(
    `${'pgbench: the same lookup as SQL'.padEnd(36)} ${String(Math.round(ceiling.tps)).padStart(6)} tps     ` +
      `p50 ${ceiling.p50.toFixed(2)} ms   p99 ${ceiling.p99.toFixed(2)} ms`,
  );
  console.log(
    `HTTP barcode lookup reaches ${((lookup / ceiling.tps) * 100).toFixed(0)}% of the pgbench rate`,
  );
}
