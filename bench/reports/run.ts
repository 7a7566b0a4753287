// Reports on a year of sales: generates LINES order lines (default 1,000,000) over 12 months across
// COMPANIES outlets (20) and PRODUCTS products (100,000) in set-based SQL, then times each analytics
// endpoint and the business report for a day, a month and a year: over HTTP against the real
// server in its own process (sequential requests, p50/p95), the same service functions in-process
// (the same SQL without HTTP), and on PostgreSQL the same statements through psql with \timing.
// Usage: npm run reports -w bench                                         (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_reports npm run reports -w bench
// The PostgreSQL database must be named bench_*: it is dropped and created afresh.
// RUNS (default 10) is how many times each call is made. REUSE=1 (PostgreSQL only) keeps a database
// an earlier run generated and times it again.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { companies, openDb, seedDemo } from '@tillwise/db';
import { eq, sql } from 'drizzle-orm';
import { dayAfter, dayStart, today } from '../../apps/server/src/lib/day-range.js';
import { businessReport } from '../../apps/server/src/modules/analytics/business-report.js';
import { profitByCompany, salesAgainstExpenses } from '../../apps/server/src/modules/analytics/comparison.js';
import { foldAll } from '../../apps/server/src/modules/analytics/fold.js';
import { analyticsFigures, userSales } from '../../apps/server/src/modules/analytics/order-figures.js';
import { TIME_ZONE } from '../../apps/server/src/modules/analytics/sql.js';
import { foldAllStock } from '../../apps/server/src/modules/analytics/stock-fold.js';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { payablesAndReceivables } from '../../apps/server/src/modules/ledger/payable-receivable.js';
import { startServer } from '../catalog/server-process.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';
import { countRows, generateReports } from './generate.js';
import { headOfficeReach } from './reach.js';

const size = {
  lines: Number(process.env.LINES ?? 1_000_000),
  companies: Number(process.env.COMPANIES ?? 20),
  products: Number(process.env.PRODUCTS ?? 100_000),
};
const RUNS = Number(process.env.RUNS ?? 10);
const url = process.env.DATABASE_URL;

/** Statements the database was sent while `capturing` is set (the drizzle logger sees each one). */
const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
const logger = {
  logQuery: (query: string, params: unknown[]) => capturing && captured.push({ query, params }),
};

const reuse = Boolean(url && process.env.REUSE);
if (url && !reuse) await freshPostgres(url);
const dataDir = benchDir('tillwise-bench-');
const handle = await openDb({ databaseUrl: url, pgliteDir: path.join(dataDir, 'pgdata'), logger });
let started = Date.now();
if (!reuse) {
  await seedDemo(handle.db, hashPassword);
  await generateReports(handle.db, size);
}
const generatedIn = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `engine: ${handle.engine}; ${reuse ? 'reused' : `generated in ${generatedIn} s`}:`,
  await countRows(handle.db),
);
/**
 * Folds with `fold` (a fold's "until idle") until `left` says nothing is left, and says how long it
 * took. The fold stops after two idle steps, which a transaction running elsewhere on the cluster
 * (another database's) causes by holding back the snapshot horizon: fold again until every row is
 * folded, or the timings would read the unfolded rows and the server would fold them during the
 * HTTP line.
 */
async function foldEverything(what: string, fold: () => Promise<number>, left: ReturnType<typeof sql>) {
  const started = Date.now();
  let folded = 0;
  for (;;) {
    folded += await fold();
    const [row] = ((await handle.db.execute(left)) as unknown as { rows: { n: string }[] }).rows;
    if (Number(row?.n ?? 0) <= 0) break;
    if (Date.now() - started > 30 * 60_000) throw new Error(`${row?.n} ${what} still unfolded`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return `${folded} ${what} folded in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

// The report summaries, folded from the journal as a server folds them after commit.
const reportsFolded = await foldEverything(
  'journal lines',
  () => foldAll(handle.db),
  sql`SELECT (SELECT coalesce(max(id), 0) FROM journal_lines)
    - coalesce((SELECT folded_through FROM report_fold WHERE time_zone = ${TIME_ZONE}), 0) AS n`,
);
// The summaries were empty when the generator analysed the tables; a server's autovacuum would
// analyse them once folded (this cluster may have it off). With an estimate of a few rows for a
// year's 130,000, PostgreSQL sorts where it would hash.
await handle.db.execute(sql`ANALYZE journal_day_sums, sale_hour_sums`);
console.log(`report summaries: ${reportsFolded}`);

// The stock sums (the Inventory tab's stock by category), folded from the stock movements.
const stockFolded = await foldEverything(
  'stock movements',
  () => foldAllStock(handle.db),
  sql`SELECT (SELECT coalesce(max(id), 0) FROM stock_movements)
    - (SELECT folded_through FROM stock_fold WHERE id = 1) AS n`,
);
await handle.db.execute(sql`ANALYZE stock_product_sums, stock_category_sums`);
console.log(`stock sums: ${stockFolded}`);

const { head, reach } = await headOfficeReach(handle.db);
// An outlet manager's own view: one outlet's figures.
const [firstOutlet] = await handle.db
  .select()
  .from(companies)
  .where(eq(companies.companyName, 'Bench Outlet 1'));
const outletId = firstOutlet?.id ?? head;
const reachNames = reach.map((id) => ({ id, company_name: String(id) }));

const shift = (date: string, days: number) => {
  const d = dayStart(date);
  d.setDate(d.getDate() + days);
  return today(d);
};
const end = today();
const RANGES = { day: end, month: shift(end, -29), year: shift(end, -364) } as const;
type RangeName = keyof typeof RANGES;

interface Call {
  name: string;
  path: (start: string) => string;
  direct: (start: string) => Promise<unknown>;
}
const period = (start: string) => ({ from: dayStart(start), to: dayAfter(end) });
const q = (start: string) => `start_date=${start}&end_date=${end}&company=0`;
const CALLS: Call[] = [
  {
    name: 'analytics/',
    path: (s) => `/api/analytics/?${q(s)}`,
    direct: (s) => analyticsFigures(handle.db, reach, period(s)),
  },
  {
    name: 'analytics/, one outlet',
    path: (s) => `/api/analytics/?start_date=${s}&end_date=${end}&company=${outletId}`,
    direct: (s) => analyticsFigures(handle.db, [outletId], period(s)),
  },
  {
    name: 'user-sales/',
    path: (s) => `/api/user-sales/?${q(s)}`,
    direct: (s) => userSales(handle.db, reach, period(s)),
  },
  {
    name: 'comparison-analysis/',
    path: (s) => `/api/comparison-analysis/?company_type=RETIAL&${q(s)}`,
    direct: (s) => profitByCompany(handle.db, reach, period(s), 'RETIAL'),
  },
  {
    name: 'comparison-analysis-expense-sales/',
    path: (s) => `/api/comparison-analysis-expense-sales/?${q(s)}`,
    direct: (s) => salesAgainstExpenses(handle.db, reach, 'All', period(s)),
  },
  {
    name: 'total-payable-receivable/0/',
    path: () => '/api/total-payable-receivable/0/',
    direct: () => payablesAndReceivables(handle.db, reach),
  },
  {
    name: 'report/business/',
    path: (s) => `/api/report/business/?${q(s)}`,
    direct: (s) => businessReport(handle.db, reachNames, s, end),
  },
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const fmt = (ms: number) => (Number.isNaN(ms) ? '—' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

type Row = { call: string; range: RangeName; http?: number[]; direct?: number[]; psql?: number[] };
const rows: Row[] = [];
const statements = new Map<string, { query: string; params: unknown[] }[]>();

// The same SQL in-process (the service functions, no HTTP), and the statements each one sends.
for (const call of CALLS) {
  for (const range of Object.keys(RANGES) as RangeName[]) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      captured.length = 0;
      capturing = i === 0;
      started = performance.now();
      await call.direct(RANGES[range]);
      times.push(performance.now() - started);
      if (i === 0) statements.set(`${call.name} ${range}`, [...captured]);
      capturing = false;
    }
    rows.push({ call: call.name, range, direct: times });
  }
}

// On PostgreSQL: the same statements in psql, prepared once and executed RUNS times, with \timing.
const literal = (v: unknown) =>
  v === null
    ? 'NULL'
    : typeof v === 'number'
      ? String(v)
      : `'${String(v instanceof Date ? v.toISOString() : v).replace(/'/g, "''")}'`;
if (url) {
  for (const row of rows) {
    const list = statements.get(`${row.call} ${row.range}`) ?? [];
    // The server sends each statement unnamed, so PostgreSQL plans it for its parameters; a
    // PREPAREd statement would switch to a generic plan after five runs, which is not what it does.
    // The server's connections also run with jit off and 32 MB of work_mem (packages/db client.ts).
    const script = [
      'SET plan_cache_mode = force_custom_plan;',
      'SET jit = off;',
      "SET work_mem = '32MB';",
      '\\timing on',
    ];
    list.forEach((s, k) => {
      script.push(`PREPARE s${k} AS ${s.query};`);
    });
    for (let i = 0; i < RUNS; i++) {
      list.forEach((s, k) => {
        script.push(`EXECUTE s${k}${s.params.length ? `(${s.params.map(literal).join(', ')})` : ''};`);
      });
    }
    const file = path.join(dataDir, 'statements.sql');
    writeFileSync(file, script.join('\n'));
    const out = execFileSync('psql', [url, '-X', '-q', '-o', '/dev/null', '-f', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const times = [...out.matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1])).slice(list.length);
    row.psql = Array.from({ length: RUNS }, (_, i) =>
      times.slice(i * list.length, (i + 1) * list.length).reduce((a, b) => a + b, 0),
    );
  }
}
await handle.close();

// Over HTTP, against the real server in its own process.
const server = await startServer({ dataDir, databaseUrl: url });
const signIn = await fetch(`${server.url}/api/obtain-jwt/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'superadmin', password: 'Demo@1234' }),
});
const { token } = (await signIn.json()) as { token: string };
for (const row of rows) {
  const call = CALLS.find((c) => c.name === row.call);
  if (!call) continue;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    const res = await fetch(`${server.url}${call.path(RANGES[row.range])}`, {
      headers: { authorization: `token ${token}` },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${call.name}: ${res.status}`);
    times.push(performance.now() - started);
  }
  row.http = times;
}
await server.stop();

console.log(`\n${handle.engine}, ${RUNS} runs each; milliseconds (p50 / p95)`);
console.log(
  '| call | range | HTTP p50 | HTTP p95 | in-process p50 | in-process p95 | psql p50 | psql p95 | HTTP p95 ÷ psql p95 |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const hp95 = percentile(r.http ?? [], 95);
  const sp95 = percentile(r.psql ?? [], 95);
  console.log(
    `| ${r.call} | ${r.range} | ${fmt(percentile(r.http ?? [], 50))} | ${fmt(hp95)} | ${fmt(percentile(r.direct ?? [], 50))} | ${fmt(percentile(r.direct ?? [], 95))} | ${fmt(percentile(r.psql ?? [], 50))} | ${fmt(sp95)} | ${r.psql ? (hp95 / sp95).toFixed(2) : '—'} |`,
  );
}
