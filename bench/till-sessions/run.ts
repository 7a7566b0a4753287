// The Z report of a long till session: generates SESSIONS till sessions of SALES sales each
// (default 10 × 10,000) at one outlet in set-based SQL, each sale with its two items, its money
// entry and its cost entry (the rows write_order and move_stock write; running balances are not
// kept in step, the report does not read them), times the report with nothing folded, folds the
// sessions (till-sessions/fold.ts) but the timed session's last TAIL sales, checks the figures are
// unchanged, then times the Z report of that session: in-process with the server's own code
// (`tillReport`), and on PostgreSQL the same statements through psql with \timing, in the same
// run, as the ceiling the database alone allows.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_sessions npm run sessions -w bench
// The PostgreSQL database must be named bench_*: it is dropped and created afresh.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { companies, openDb, seedDemo, users } from '@tillwise/db';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { foldAllTillSessions, SESSION_FOLD_CHUNK } from '../../apps/server/src/modules/till-sessions/fold.js';
import { tillReport } from '../../apps/server/src/modules/till-sessions/report.js';
import { findSession } from '../../apps/server/src/modules/till-sessions/repository.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';

const SALES = Number(process.env.SALES ?? 10_000);
const SESSIONS = Number(process.env.SESSIONS ?? 10);
const RUNS = Number(process.env.RUNS ?? 20);
/** The sales of the timed session left unfolded: what its report adds to the folded row. */
const TAIL = Number(process.env.TAIL ?? 100);
const LIVE_RUNS = 5;
const TARGET_MS = 200;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (a bench_* PostgreSQL database) is required');

const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
const logger = {
  logQuery: (query: string, params: unknown[]) => capturing && captured.push({ query, params }),
};

await freshPostgres(url);
const dataDir = benchDir('tillwise-bench-sessions-');
const handle = await openDb({ databaseUrl: url, logger });
const { db } = handle;
let started = Date.now();
await seedDemo(db, hashPassword);
const [outlet] = await db.select().from(companies).where(eq(companies.companyName, 'City Outlet'));
const [cashier] = await db.select().from(users).where(eq(users.username, 'cashier'));
if (!outlet || !cashier) throw new Error('the demo seed has no City Outlet cashier');
const account = (purpose: string, kind: string) =>
  sql`company_account(${outlet.id}::int, ${purpose}::account_purpose, ${kind}::account_kind, NULL, NULL, '')`;

await db.execute(sql`
  INSERT INTO till_sessions (company_id, till_id, user_id, opening_float, opened_at)
  SELECT ${outlet.id}, gen_random_uuid(), ${cashier.id}, 1000, now() - interval '9 hours'
  FROM generate_series(1, ${SESSIONS})`);
// Cash, card (bank) and JazzCash sales in turn, one in fifty a return.
await db.execute(sql`
  INSERT INTO orders (invoice_id, company_id, seller_id, buyer_id, buyer_company_id, status, total,
    amount_received, cash_payment, payment_service, transaction_id, user_id, till_session_id, created, last_modified)
  SELECT 'BZ_' || s.id || '_' || i, ${outlet.id}, ${cashier.id}, ${cashier.id}, ${outlet.id},
    (CASE WHEN i % 50 = 0 THEN 'RETURNED' ELSE 'COMPLETE' END)::order_status,
    CASE WHEN i % 50 = 0 THEN -(100 + i % 40) ELSE 100 + i % 40 END,
    CASE WHEN i % 50 = 0 THEN 0 ELSE 100 + i % 40 END,
    i % 3 = 0, (CASE i % 3 WHEN 1 THEN 'BANK' WHEN 2 THEN 'JAZZ_CASH' END)::payment_service,
    CASE WHEN i % 3 = 0 THEN '' ELSE 'REF' || i END,
    ${cashier.id}, s.id, s.opened_at + i * interval '3 seconds', s.opened_at + i * interval '3 seconds'
  FROM till_sessions s CROSS JOIN generate_series(1, ${SALES}) AS i
  WHERE s.company_id = ${outlet.id} AND s.till_id IS NOT NULL`);
const batchId = sql`(SELECT min(id) FROM batches)`;
await db.execute(sql`
  INSERT INTO order_items (order_id, position, batch_id, price, quantity, discount, line_total, unit_cost)
  SELECT o.id, k, ${batchId}, abs(o.total) / 2 * 1.1, sign(o.total), 0, o.total / 2, 40
  FROM orders o CROSS JOIN generate_series(0, 1) AS k WHERE o.till_session_id IS NOT NULL`);
// The money entry (funds or a cash refund against sales or sales returns) and the cost entry.
await db.execute(sql`
  WITH e AS (
    INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id, created)
    SELECT o.company_id, 'Sale, order ' || o.id, 'order', o.id, o.user_id, o.created
    FROM orders o WHERE o.till_session_id IS NOT NULL
    RETURNING id, source_id
  ), a AS (
    SELECT ${account('CASH', 'ASSET')} AS cash, ${account('BANK', 'ASSET')} AS bank,
      ${account('JAZZ_CASH', 'ASSET')} AS jazz, ${account('SALES', 'INCOME')} AS sales,
      ${account('SALES_RETURNS', 'INCOME')} AS returns
  )
  INSERT INTO journal_lines (entry_id, account_id, debit, credit)
  SELECT e.id,
    CASE WHEN o.status = 'RETURNED' THEN a.returns WHEN o.cash_payment THEN a.cash
      WHEN o.payment_service = 'BANK' THEN a.bank ELSE a.jazz END, abs(o.total), 0
  FROM e JOIN orders o ON o.id = e.source_id CROSS JOIN a
  UNION ALL
  SELECT e.id, CASE WHEN o.status = 'RETURNED' THEN a.cash ELSE a.sales END, 0, abs(o.total)
  FROM e JOIN orders o ON o.id = e.source_id CROSS JOIN a`);
await db.execute(sql`
  WITH e AS (
    INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id, created)
    SELECT o.company_id, 'Cost of goods sold', 'order', o.id, o.user_id, o.created
    FROM orders o WHERE o.till_session_id IS NOT NULL
    RETURNING id
  ), a AS (SELECT ${account('COGS', 'EXPENSE')} AS cogs, ${account('INVENTORY', 'ASSET')} AS inventory)
  INSERT INTO journal_lines (entry_id, account_id, debit, credit)
  SELECT e.id, a.cogs, 80, 0 FROM e CROSS JOIN a
  UNION ALL SELECT e.id, a.inventory, 0, 80 FROM e CROSS JOIN a`);
await db.execute(sql`
  INSERT INTO till_cash_movements (session_id, direction, reason, amount, user_id)
  SELECT s.id, d, CASE d WHEN 'IN' THEN 'OWNER' ELSE 'BANK_DROP' END, 5000, ${cashier.id}
  FROM till_sessions s CROSS JOIN (VALUES ('IN'), ('OUT'), ('OUT')) AS m(d) WHERE s.till_id IS NOT NULL`);
// As autovacuum leaves a settled table: statistics and the visibility map (index-only scans).
await db.execute(sql`VACUUM ANALYZE`);
const counts = (await db.execute(sql`
  SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM journal_lines)::int AS journal_lines`)) as unknown as {
  rows: { orders: number; journal_lines: number }[];
};
console.log(
  `generated ${SESSIONS} sessions of ${SALES} sales at City Outlet in ${((Date.now() - started) / 1000).toFixed(0)} s:`,
  counts.rows[0],
);

// The session holding the newest orders, and the id below its last TAIL sales: the fold stops there.
const [target] = (
  (await db.execute(sql`
    WITH s AS (SELECT till_session_id AS id FROM orders WHERE till_session_id IS NOT NULL ORDER BY id DESC LIMIT 1)
    SELECT s.id, (SELECT o.id FROM orders o WHERE o.till_session_id = s.id
      ORDER BY o.id DESC OFFSET ${TAIL} LIMIT 1) AS stop_at FROM s`)) as unknown as {
    rows: { id: number; stop_at: number }[];
  }
).rows;
const session = await findSession(db, Number(target?.id));
if (!session) throw new Error('no session generated');

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

// Before any fold: the report summed from the session's orders alone (what a session never folded
// costs; the close of such a session folds as much in its transaction).
const unfolded: number[] = [];
let live: Awaited<ReturnType<typeof tillReport>> | undefined;
for (let i = 0; i < LIVE_RUNS; i++) {
  started = performance.now();
  live = await tillReport(db, session, outlet.companyName);
  unfolded.push(performance.now() - started);
}
// The periodic fold's work, up to the session's last TAIL sales (left for the report to add).
started = performance.now();
await foldAllTillSessions(db, SESSION_FOLD_CHUNK, Number(target?.stop_at));
const foldSeconds = (performance.now() - started) / 1000;
await db.execute(sql`VACUUM ANALYZE till_session_sums`);
console.log(
  `folded ${SESSIONS} sessions but the last ${TAIL} sales of session ${session.row.id} in ${foldSeconds.toFixed(1)} s`,
);

// In-process: the server's own report code, as GET till-session/<id>/report/ runs it.
const report = await tillReport(db, session, outlet.companyName);
const figures = (r: typeof report | undefined) => JSON.stringify({ ...r, generated_at: undefined });
if (figures(report) !== figures(live)) throw new Error('the folded figures differ from the live ones');
console.log(
  `session ${session.row.id}: ${report.sales_count} sales, ${report.returns_count} returns, net ${report.net_sales}, expected cash ${report.expected_cash}`,
);
const direct: number[] = [];
for (let i = 0; i < RUNS; i++) {
  capturing = i === 0;
  started = performance.now();
  await tillReport(db, session, outlet.companyName);
  direct.push(performance.now() - started);
  capturing = false;
}

// psql: the same statements, run one after the other, timed by the database's client.
const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
const script = [
  'SET plan_cache_mode = force_custom_plan;',
  'SET jit = off;',
  "SET work_mem = '32MB';",
  '\\timing on',
];
captured.forEach((s, k) => {
  script.push(`PREPARE s${k} AS ${s.query};`);
});
for (let i = 0; i < RUNS; i++) {
  captured.forEach((s, k) => {
    script.push(`EXECUTE s${k}${s.params.length ? `(${s.params.map(literal).join(', ')})` : ''};`);
  });
}
const file = path.join(dataDir, 'z-report.sql');
writeFileSync(file, script.join('\n'));
const out = execFileSync('psql', [url, '-X', '-q', '-o', '/dev/null', '-f', file], { encoding: 'utf8' });
const times = [...out.matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1])).slice(captured.length);
const psql = Array.from({ length: RUNS }, (_, i) =>
  times.slice(i * captured.length, (i + 1) * captured.length).reduce((a, b) => a + b, 0),
);
await handle.close();

const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(
  `\nZ report of a ${SALES.toLocaleString('en')}-sale session, its last ${TAIL} sales unfolded (${RUNS} runs, ${captured.length} statements):`,
);
console.log('| path | p50 | p95 |');
console.log('|---|---|---|');
console.log(`| in-process (tillReport) | ${ms(percentile(direct, 50))} | ${ms(percentile(direct, 95))} |`);
console.log(`| psql (the same statements) | ${ms(percentile(psql, 50))} | ${ms(percentile(psql, 95))} |`);
console.log(
  `| in-process, nothing folded (${LIVE_RUNS} runs) | ${ms(percentile(unfolded, 50))} | ${ms(percentile(unfolded, 95))} |`,
);
const p95 = percentile(direct, 95);
console.log(
  `target ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'met' : 'NOT met'} (in-process p95 ${ms(p95)}; psql ceiling p95 ${ms(percentile(psql, 95))})`,
);
