// Replenishment proposals for PRODUCTS products (default 100,000) across COMPANIES outlets (20):
// generates a rule per outlet and product with stock, sales history and open requests in set-based
// SQL on PostgreSQL, then times the proposal of the whole tree as the head office asks for it (the
// server's own function: the policy layer's suppliers per company, then one statement, every line
// to order read into Node), and, as a ceiling in the same run, through psql: the same statement
// counted without sending its lines, and the bare aggregates it cannot do without (stock per
// outlet and product, sales over the window).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_replenish npm run replenish -w bench
// The database must be named bench_*: it is dropped and created afresh (REUSE=1 keeps it).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { companies, openDb, seedDemo } from '@tillwise/db';
import { inArray, like, or } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { today } from '../../apps/server/src/lib/day-range.js';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import {
  type AllowedPair,
  proposalLines,
  proposalQuery,
} from '../../apps/server/src/modules/replenishment/proposals.js';
import { allowedSuppliers } from '../../apps/server/src/policy/suppliers.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';
import { countRows, generateReplenishment } from './generate.js';

const size = {
  products: Number(process.env.PRODUCTS ?? 100_000),
  companies: Number(process.env.COMPANIES ?? 20),
};
const RUNS = Number(process.env.RUNS ?? 3);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_replenish';
const reuse = Boolean(process.env.REUSE);
if (!reuse) await freshPostgres(url);
const handle = await openDb({ databaseUrl: url });
let started = Date.now();
if (!reuse) {
  await seedDemo(handle.db, hashPassword);
  await generateReplenishment(handle.db, size);
}
console.log(
  `engine: ${handle.engine}; ${reuse ? 'reused' : `generated in ${((Date.now() - started) / 1000).toFixed(0)} s`}:`,
  await countRows(handle.db),
);

// The head office's tree: itself and every company under it, each with the suppliers the policy
// layer allows it (as `GET replenishment/` gathers them).
const tree = await handle.db
  .select()
  .from(companies)
  .where(
    or(
      inArray(companies.companyName, ['Head Office', 'Central Store', 'City Outlet']),
      like(companies.companyName, 'Bench Outlet %'),
    ),
  );
const day = today();
const pairs: AllowedPair[] = [];
const pairsStarted = performance.now();
for (const company of tree) {
  for (const s of await allowedSuppliers(handle.db, company))
    pairs.push({ company: company.id, supplier: s.id });
}
const pairsMs = performance.now() - pairsStarted;

const direct: number[] = [];
let lines = 0;
for (let i = 0; i < RUNS; i++) {
  started = performance.now();
  const result = await proposalLines(handle.db, pairs, day);
  direct.push(performance.now() - started);
  lines = result.length;
}

// The ceiling, through psql: the same statement counted (no lines sent), and the bare aggregates.
const dialect = new PgDialect();
const { sql: text, params } = dialect.sqlToQuery(proposalQuery(pairs, day));
const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
const inlined = text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
const bare = `SELECT count(*), sum(s) FROM (
  SELECT i.company_id, b.product_variant_id, sum(i.quantity) AS s FROM inventory i JOIN batches b ON b.id = i.batch_id
  GROUP BY 1, 2) x;
SELECT count(*), sum(s) FROM (
  SELECT m.company_id, b.product_variant_id, sum(m.quantity) AS s FROM stock_movements m JOIN batches b ON b.id = m.batch_id
  WHERE m.kind IN ('SALE', 'RETURN') AND m.created >= current_date - 28 GROUP BY 1, 2) x;`;
const file = path.join(benchDir('tillwise-replenish-'), 'ceiling.sql');
const script = [
  'SET jit = off;',
  "SET work_mem = '32MB';",
  '\\timing on',
  ...Array.from({ length: RUNS }, () => [`SELECT count(*) FROM (${inlined}) proposals;`, bare]).flat(),
].join('\n');
writeFileSync(file, script);
const out = execFileSync('psql', [url, '-X', '-q', '-o', '/dev/null', '-f', file], { encoding: 'utf8' });
const times = [...out.matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1]));
const counted: number[] = [];
const aggregates: number[] = [];
for (let i = 0; i < RUNS; i++) {
  counted.push(times[i * 3] ?? Number.NaN);
  aggregates.push((times[i * 3 + 1] ?? Number.NaN) + (times[i * 3 + 2] ?? Number.NaN));
}

const s = (ms: number[]) =>
  `${(Math.min(...ms) / 1000).toFixed(2)} s best, ${(Math.max(...ms) / 1000).toFixed(2)} s worst`;
console.log(
  `suppliers of ${tree.length} companies (policy layer): ${pairsMs.toFixed(0)} ms, ${pairs.length} pairs`,
);
console.log(
  `proposal of the tree, in-process (${lines} lines to order read): ${s(direct)} over ${RUNS} runs`,
);
console.log(`ceiling, psql: the same statement counted: ${s(counted)}`);
console.log(`ceiling, psql: bare stock + window sales aggregates: ${s(aggregates)}`);
await handle.close();
