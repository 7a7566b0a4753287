// A customer's statement and ageing over 100,000 invoices (docs/domain/credit.md, "Statements";
// docs/performance.md): one regular customer of Central Store with INVOICES credit sales spread
// over the last year, one payment for every ten invoices, generated in set-based SQL as
// write_order and a settlement write them (the order, its entry with the receivable and sales
// lines, its credit invoice; the payment's entry and its Received record). Then the statement of
// the whole year with its ageing is timed in-process with the server's own code
// (`partyStatement`, RUNS runs), and the same statements through psql with \timing in the same
// run: the ceiling the database alone allows. The target is 2 s.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_credit npm run credit -w bench
// The PostgreSQL database must be named bench_*: it is dropped and created afresh.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { accounts, companies, openDb, seedDemo, users } from '@tillwise/db';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { accountId } from '../../apps/server/src/modules/ledger/accounts.js';
import { partyStatement } from '../../apps/server/src/modules/ledger/party-statement.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';

const INVOICES = Number(process.env.INVOICES ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = 2000;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (a bench_* PostgreSQL database) is required');

const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
const logger = {
  logQuery: (query: string, params: unknown[]) => capturing && captured.push({ query, params }),
};

await freshPostgres(url);
const dataDir = benchDir('tillwise-bench-credit-');
const handle = await openDb({ databaseUrl: url, logger });
const { db } = handle;
let started = Date.now();
await seedDemo(db, hashPassword);
const [store] = await db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
const [cashier] = await db.select().from(users).where(eq(users.username, 'storecashier'));
if (!store || !cashier) throw new Error('the demo seed has no Central Store cashier');
const [customer] = await db
  .insert(users)
  .values({
    username: 'bench-credit-customer',
    userType: 'REGULAR_CUSTOMER',
    companyId: store.id,
    firstName: 'Bench',
  })
  .returning();
if (!customer) throw new Error('no customer');
const receivable = await accountId(db, store.id, 'RECEIVABLE', { userId: customer.id, name: 'Bench' });
const sales = await accountId(db, store.id, 'SALES');
const cash = await accountId(db, store.id, 'CASH');

// The invoices: one a little over every 5 minutes over the last year, 100 to 139.
await db.execute(sql`
  INSERT INTO orders (invoice_id, company_id, seller_id, buyer_id, buyer_company_id, status, total,
    amount_received, cash_payment, deduct_balance, user_id, created, last_modified, received_at)
  SELECT 'BC_' || ${store.id} || '_' || i, ${store.id}, ${cashier.id}, ${customer.id}, ${store.id}, 'COMPLETE',
    100 + i % 40, 0, true, true, ${cashier.id},
    now() - interval '365 days' + i * (interval '365 days' / ${INVOICES}),
    now() - interval '365 days' + i * (interval '365 days' / ${INVOICES}), now()
  FROM generate_series(1, ${INVOICES}) AS i`);
await db.execute(sql`
  WITH e AS (
    INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id, created)
    SELECT o.company_id, 'Sale, order ' || o.id, 'order', o.id, o.user_id, o.created
    FROM orders o WHERE o.buyer_id = ${customer.id}
    RETURNING id, source_id
  )
  INSERT INTO journal_lines (entry_id, account_id, debit, credit)
  SELECT e.id, x.account, x.debit, x.credit
  FROM e JOIN orders o ON o.id = e.source_id
  CROSS JOIN LATERAL (VALUES (${receivable}::int, o.total, 0::numeric), (${sales}::int, 0::numeric, o.total)) AS x(account, debit, credit)`);
await db.execute(sql`
  INSERT INTO credit_invoices (order_id, company_id, customer_id, amount, created)
  SELECT o.id, o.company_id, o.buyer_id, o.total, o.created FROM orders o WHERE o.buyer_id = ${customer.id}`);
// A payment for every ten invoices, of what those ten came to less 5%, a day after the tenth.
await db.execute(sql`
  WITH p AS (
    SELECT (row_number() OVER (ORDER BY o.id) - 1) / 10 AS k, o.total, o.created FROM orders o WHERE o.buyer_id = ${customer.id}
  ), g AS (SELECT k, round(sum(total) * 0.95, 4) AS amount, max(created) + interval '1 day' AS created FROM p GROUP BY k),
  t AS (
    INSERT INTO transactions (transaction_id, payor_id, payee_id, amount, method, description, company_id,
      journal_entry_id, user_id, created)
    SELECT 'PAY' || g.k, ${customer.id}, ${cashier.id}, g.amount, 'Received', 'Payment', ${store.id},
      (SELECT min(id) FROM journal_entries), ${cashier.id}, least(g.created, now() - interval '1 minute')
    FROM g RETURNING id, amount, created
  ), e AS (
    INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id, created)
    SELECT ${store.id}, 'Received: payment', 'transaction', t.id, ${cashier.id}, t.created FROM t
    RETURNING id, source_id
  )
  INSERT INTO journal_lines (entry_id, account_id, debit, credit)
  SELECT e.id, x.account, x.debit, x.credit FROM e JOIN t ON t.id = e.source_id
  CROSS JOIN LATERAL (VALUES (${cash}::int, t.amount, 0::numeric), (${receivable}::int, 0::numeric, t.amount)) AS x(account, debit, credit)`);
await db.execute(sql`ANALYZE`);
const [lineCount] = (
  (await db.execute(
    sql`select count(*)::int as n from journal_lines where account_id = ${receivable}`,
  )) as unknown as {
    rows: { n: number }[];
  }
).rows;
console.log(
  `generated ${INVOICES.toLocaleString('en')} invoices and their payments (${lineCount?.n.toLocaleString('en')} lines on the customer's account) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const [account] = await db
  .select()
  .from(accounts)
  .where(and(eq(accounts.id, receivable)));
if (!account) throw new Error('no account');
const day = (d: Date) => d.toISOString().slice(0, 10);
const to = new Date();
const from = new Date(to.getTime() - 366 * 86_400_000);
const range = {
  start: day(from),
  end: day(to),
  from: new Date(`${day(from)}T00:00:00Z`),
  to: new Date(`${day(new Date(to.getTime() + 86_400_000))}T00:00:00Z`),
};
const party = { name: 'Bench', kind: 'customer' as const, companyName: store.companyName };

const direct: number[] = [];
let lines = 0;
let closing = '';
for (let i = 0; i < RUNS; i++) {
  capturing = i === 0;
  started = performance.now();
  const statement = await partyStatement(db, account, party, range);
  direct.push(performance.now() - started);
  capturing = false;
  lines = statement.lines.length;
  closing = `${statement.closing_balance}, ageing ${JSON.stringify(statement.ageing)}`;
}

// psql: the same statements, one after the other, timed by the database's client.
const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
const script = ['SET jit = off;', '\\timing on'];
captured.forEach((s, k) => {
  script.push(`PREPARE s${k} AS ${s.query};`);
});
for (let i = 0; i < RUNS; i++) {
  captured.forEach((s, k) => {
    script.push(`EXECUTE s${k}${s.params.length ? `(${s.params.map(literal).join(', ')})` : ''};`);
  });
}
const file = path.join(dataDir, 'statement.sql');
writeFileSync(file, script.join('\n'));
const out = execFileSync('psql', [url, '-X', '-q', '-o', '/dev/null', '-f', file], { encoding: 'utf8' });
const times = [...out.matchAll(/Time: ([\d.]+) ms/g)].map((m) => Number(m[1])).slice(captured.length);
const psql = Array.from({ length: RUNS }, (_, i) =>
  times.slice(i * captured.length, (i + 1) * captured.length).reduce((a, b) => a + b, 0),
);
await handle.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (x: number) => `${x.toFixed(0)} ms`;
console.log(
  `\nStatement and ageing of one customer over a year: ${INVOICES.toLocaleString('en')} invoices, ${lines.toLocaleString('en')} lines (${RUNS} runs, ${captured.length} statements); closing ${closing}`,
);
console.log('| path | median | max |');
console.log('|---|---|---|');
console.log(`| in-process (partyStatement) | ${ms(median(direct))} | ${ms(Math.max(...direct))} |`);
console.log(
  `| psql, the same statements (the database alone) | ${ms(median(psql))} | ${ms(Math.max(...psql))} |`,
);
console.log(`target: at most ${TARGET_MS} ms: ${median(direct) <= TARGET_MS ? 'met' : 'NOT met'}`);
