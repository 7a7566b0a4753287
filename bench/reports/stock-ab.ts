// The Inventory tab's stock by category, every company in reach, before and after the folded stock
// sums, on the same database in one process, alternated ABBA: A is the statement `analytics/` sent
// before (every stock row above zero joined to its batch, variant, product and category, valued at
// the variant's price), B is `stockByCategory` now (the folded sums and the movements after them, at
// the books' value). Also prints the books' Inventory balance of the same companies, which B's total
// must equal, and the whole of `analytics/` for a day now. Run it on a database `npm run reports`
// left (its stock sums folded).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_reports RUNS=20 npm run reports:stock -w bench
import { openDb } from '@tillwise/db';
import { sql } from 'drizzle-orm';
import { dayAfter, dayStart, today } from '../../apps/server/src/lib/day-range.js';
import { inventoryAtCost } from '../../apps/server/src/modules/analytics/books.js';
import { analyticsFigures } from '../../apps/server/src/modules/analytics/order-figures.js';
import { companyIds, rowsOf } from '../../apps/server/src/modules/analytics/sql.js';
import { foldAllStock, stockByCategory } from '../../apps/server/src/modules/analytics/stock-fold.js';
import { headOfficeReach } from './reach.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is needed');
const RUNS = Number(process.env.RUNS ?? 20);
const handle = await openDb({ databaseUrl: url });
const { reach } = await headOfficeReach(handle.db);
console.log(`stock movements folded first: ${await foldAllStock(handle.db)}`);

const before = () =>
  rowsOf<{ category: string | null; amount: string; products: string }>(
    handle.db,
    sql`WITH s AS (SELECT company_id, batch_id, quantity FROM inventory
      WHERE company_id = ANY(${companyIds(reach)}) AND quantity > 0)
    SELECT coalesce(c.name, 'Uncategorised') AS category, sum(s.quantity)::text AS quantity,
      sum(s.quantity * v.price)::text AS amount, count(DISTINCT p.id)::text AS products,
      grouping(coalesce(c.name, 'Uncategorised')) AS total_row
    FROM s
    JOIN batches b ON b.id = s.batch_id
    JOIN product_variants v ON v.id = b.product_variant_id
    JOIN products p ON p.id = v.product_id
    LEFT JOIN categories c ON c.id = p.category_id
    GROUP BY GROUPING SETS ((coalesce(c.name, 'Uncategorised')), ())
    ORDER BY total_row, 1`,
  );
const future = () => new Date(Date.now() + 86_400_000);
const after = () => stockByCategory(handle.db, reach, future());
const day = today();
const analyticsDay = () => analyticsFigures(handle.db, reach, { from: dayStart(day), to: dayAfter(day) });

const time = async (f: () => Promise<unknown>) => {
  const started = performance.now();
  await f();
  return performance.now() - started;
};
const a: number[] = [];
const b: number[] = [];
const whole: number[] = [];
await before();
await after();
for (let i = 0; i < RUNS; i++) {
  // ABBA: each pair in the opposite order of the previous one.
  if (i % 2 === 0) {
    a.push(await time(before));
    b.push(await time(after));
  } else {
    b.push(await time(after));
    a.push(await time(before));
  }
  whole.push(await time(analyticsDay));
}
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const fmt = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
const line = (name: string, v: number[]) =>
  console.log(`| ${name} | ${fmt(pct(v, 50))} | ${fmt(pct(v, 95))} |`);
const [old] = (await before()).filter((r) => r.category === null);
const now = await after();
const books = await inventoryAtCost(handle.db, reach, future());
console.log(`${reach.length} companies, ${RUNS} runs each, ABBA; milliseconds`);
console.log('| stock by category | p50 | p95 |\n|---|---|---|');
line('before: every stock row, at the variants’ prices', a);
line('after: the folded sums, at the books’ value', b);
line('analytics/ for a day, whole (after)', whole);
console.log(
  `before: total ${old?.amount} (${old?.products} products); after: total ${now.amount.toFixed(4)} ` +
    `(${now.products} products held, summed over the companies); the books' Inventory balance ${books.toFixed(4)}` +
    ` (${now.amount.equals(books) ? 'equal' : 'NOT EQUAL'})`,
);
await handle.close();
