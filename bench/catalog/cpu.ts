// CPU per request of the catalogue hot paths, steadier than a rate on a shared machine: the server
// app is built in this process (requests through `app.inject`, so no sockets) on a database a
// `catalog` run generated, and each line reports the Node CPU (process.cpuUsage) and the CPU of the
// PostgreSQL backends serving it (from /proc) per request, at 8 requests in flight.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_catalog npm run catalog:cpu -w bench
// ONLY=barcode or ONLY=name runs one line. ROOT=<another checkout> measures that checkout's server code on the same database (before/after).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchDir } from '../temp-dir.js';
import { benchBarcode, SEARCH_TERMS } from './generate.js';

const ROOT = path.resolve(
  process.env.ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'),
);
const REQUESTS = Number(process.env.REQUESTS ?? 3000);
const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const APP_NAME = `tillwise_cpu_${process.pid}`;
const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL must name a database a catalog run generated');
const url = Object.assign(new URL(base), { search: `?application_name=${APP_NAME}` }).toString();

const { openDb } = await import(pathToFileURL(path.join(ROOT, 'packages/db/src/index.ts')).href);
const { buildApp } = await import(pathToFileURL(path.join(ROOT, 'apps/server/src/app.ts')).href);
const { loadConfig } = await import(pathToFileURL(path.join(ROOT, 'apps/server/src/config/index.ts')).href);

const handle = await openDb({ databaseUrl: url });
const config = loadConfig({ DATA_DIR: benchDir('tillwise-cpu-'), LOG_LEVEL: 'warn' });
const app = await buildApp({ config, db: handle.db });
const signIn = await app.inject({
  method: 'POST',
  url: '/api/obtain-jwt/',
  payload: { username: 'storeadmin', password: 'Demo@1234' },
});
const { token } = signIn.json() as { token: string };

const monitor = new pg.Client({ connectionString: base });
await monitor.connect();
async function backendCpuMs(): Promise<number> {
  const { rows } = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [APP_NAME],
  );
  let total = 0;
  for (const { pid } of rows) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return total;
}

async function run(count: number, nextUrl: () => string): Promise<void> {
  let left = count;
  const worker = async () => {
    while (left-- > 0) {
      const res = await app.inject({
        method: 'GET',
        url: nextUrl(),
        headers: { authorization: `token ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function measure(title: string, count: number, nextUrl: () => string): Promise<void> {
  await run(Math.min(500, count), nextUrl); // warm: JIT, pool connections, prepared statements
  const node = process.cpuUsage();
  const db = await backendCpuMs();
  const started = performance.now();
  await run(count, nextUrl);
  const wall = performance.now() - started;
  const used = process.cpuUsage(node);
  const nodeMs = (used.user + used.system) / 1000 / count;
  const dbMs = ((await backendCpuMs()) - db) / count;
  console.log(
    `${title.padEnd(32)} node ${nodeMs.toFixed(3)} ms   postgres ${dbMs.toFixed(3)} ms   ` +
      `(per request; ${(count / (wall / 1000)).toFixed(0)} req/s in process)`,
  );
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
console.log(`server code from ${ROOT}`);
const ONLY = process.env.ONLY;
if (ONLY !== 'name')
  await measure(
    'GET product/?bar_code=',
    REQUESTS,
    () => `/api/product/?bar_code=${benchBarcode(1 + Math.floor(Math.random() * PRODUCTS))}`,
  );
if (ONLY !== 'barcode')
  await measure(
    'GET product/?name__icontains=',
    Math.ceil(REQUESTS / 5),
    () => `/api/product/?name__icontains=${pick(SEARCH_TERMS)}`,
  );
await monitor.end();
await app.close();
await handle.close();
