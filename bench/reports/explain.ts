// Prints the plan of every statement one report call sends, for the range given (day, month,
// year), timed in psql on PostgreSQL (PLANS=1 adds each plan; ANALYZE=1 runs EXPLAIN ANALYZE without
// per-node timing, ANALYZE=timing with it) against a database `npm run reports` generated.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_reports npx tsx reports/explain.ts <call> <range>
//   call: analytics | user-sales | comparison | expense-sales | business
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '@tillwise/db';
import { dayAfter, dayStart, today } from '../../apps/server/src/lib/day-range.js';
import { businessReport } from '../../apps/server/src/modules/analytics/business-report.js';
import { profitByCompany, salesAgainstExpenses } from '../../apps/server/src/modules/analytics/comparison.js';
import { analyticsFigures, userSales } from '../../apps/server/src/modules/analytics/order-figures.js';
import { headOfficeReach } from './reach.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is needed');
const [call = 'business', rangeName = 'year'] = process.argv.slice(2);
const captured: { query: string; params: unknown[] }[] = [];
const handle = await openDb({
  databaseUrl: url,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});
const { reach } = await headOfficeReach(handle.db);
const end = today();
const shift = (days: number) => {
  const d = dayStart(end);
  d.setDate(d.getDate() + days);
  return today(d);
};
const start = { day: end, month: shift(-29), year: shift(-364) }[rangeName] ?? end;
const period = { from: dayStart(start), to: dayAfter(end) };
captured.length = 0;
const calls: Record<string, () => Promise<unknown>> = {
  analytics: () => analyticsFigures(handle.db, reach, period),
  'user-sales': () => userSales(handle.db, reach, period),
  comparison: () => profitByCompany(handle.db, reach, period, 'RETIAL'),
  'expense-sales': () => salesAgainstExpenses(handle.db, reach, 'All', period),
  business: () =>
    businessReport(
      handle.db,
      reach.map((id) => ({ id, company_name: String(id) })),
      start,
      end,
    ),
};
await calls[call]?.();
await handle.close();
const literal = (v: unknown) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
for (const [k, s] of captured.entries()) {
  const file = path.join(tmpdir(), `explain-${k}.sql`);
  const sql = s.query.replace(/\$(\d+)/g, (_, n) => literal(s.params[Number(n) - 1]));
  // Timed as plain statements: EXPLAIN ANALYZE's per-node timing costs minutes on this machine.
  // ANALYZE=1 adds EXPLAIN (ANALYZE, BUFFERS, TIMING OFF): rows, buffers and the statement's own
  // execution time (ANALYZE=timing keeps the per-node times), with the server's session settings.
  const analyze =
    process.env.ANALYZE === 'timing'
      ? 'EXPLAIN (ANALYZE, BUFFERS)'
      : process.env.ANALYZE
        ? 'EXPLAIN (ANALYZE, BUFFERS, TIMING OFF)'
        : 'EXPLAIN';
  writeFileSync(file, `SET jit = off;\nSET work_mem = '32MB';\n\\timing on\n${sql};\n${analyze} ${sql}`);
  const out = execFileSync('psql', [url, '-X', '-At', '-f', file], { encoding: 'utf8' });
  const total = /Time: ([\d.]+) ms/.exec(out)?.[1];
  const execution = /Execution Time: ([\d.]+) ms/.exec(out)?.[1];
  console.log(
    `\n=== statement ${k}: ${total} ms${execution ? ` (EXPLAIN ANALYZE execution ${execution} ms)` : ''}\n${s.query.slice(0, 160).replace(/\s+/g, ' ')}`,
  );
  if (process.env.PLANS) console.log(out.slice(out.indexOf('Time:')));
}
