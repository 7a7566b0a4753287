// How long one request holds the embedded engine: PGlite runs one statement at a time, so while a
// long request runs every other request waits. On a PGlite database with a year of sales (LINES
// order lines, default 200,000, across COMPANIES outlets and PRODUCTS products: a busy business on
// the embedded engine), each of the heaviest requests the API allows (the largest bodies, the
// longest ranges, the exports) is sent while a probe keeps asking `GET user-data/` one after
// another; the probe's longest wait is how long that request held the engine for everyone else.
// Usage: npm run hold -w bench        (LINES, COMPANIES, PRODUCTS change the data)
import path from 'node:path';
import { batches, companies, inventory, openDb, productVariants, seedDemo, users } from '@tillwise/db';
import { CSV_CHUNK_ROWS, MAX_LIST_LENGTH } from '@tillwise/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { FOLD_CHUNK, foldReports } from '../../apps/server/src/modules/analytics/fold.js';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { startServer } from '../catalog/server-process.js';
import { generateReports } from '../reports/generate.js';
import { cashSaleOf } from '../sales/sale-body.js';
import { benchDir } from '../temp-dir.js';

const size = {
  lines: Number(process.env.LINES ?? 200_000),
  companies: Number(process.env.COMPANIES ?? 5),
  products: Number(process.env.PRODUCTS ?? 20_000),
};
if (process.env.DATABASE_URL) throw new Error('bench/hold measures the embedded engine: unset DATABASE_URL');

const dataDir = benchDir('tillwise-hold-');
const handle = await openDb({ pgliteDir: path.join(dataDir, 'pgdata') });
await seedDemo(handle.db, hashPassword);
let started = Date.now();
await generateReports(handle.db, size);
console.log(`PGlite; ${JSON.stringify(size)} generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);

// The first bench outlet's operator sells from its shelves: one line per batch it holds.
const [outlet] = await handle.db.select().from(companies).where(eq(companies.companyName, 'Bench Outlet 1'));
if (!outlet) throw new Error('no bench outlet');
const password = await hashPassword('Demo@1234');
await handle.db.update(users).set({ passwordHash: password }).where(eq(users.username, 'bench_op_0'));
const [walkIn] = await handle.db
  .insert(users)
  .values({
    username: 'bench_walk_in_0',
    userType: 'WALK_IN_CUSTOMER',
    companyId: outlet.id,
    firstName: 'Walk-in',
  })
  .returning();
const [operator] = await handle.db.select().from(users).where(eq(users.username, 'bench_op_0'));
const shelves = await handle.db
  .select({ batch: batches.id, price: productVariants.salePrice, barCode: productVariants.id })
  .from(inventory)
  .innerJoin(batches, eq(batches.id, inventory.batchId))
  .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
  .where(and(eq(inventory.companyId, outlet.id), gt(inventory.quantity, '10')))
  .orderBy(asc(batches.id))
  .limit(MAX_LIST_LENGTH);
// The report summaries' first fold, as a server makes it after an upgrade: one transaction per
// chunk of lines, each holding the engine while it runs.
const chunks: number[] = [];
for (let idle = 0; idle < 2; ) {
  const before = performance.now();
  const step = await foldReports(handle.db);
  chunks.push(performance.now() - before);
  idle = step.lines === 0 && !step.more ? idle + 1 : 0;
}
console.log(
  `report summaries: first fold in ${chunks.length} transactions of at most ${FOLD_CHUNK} lines, the longest ${Math.max(...chunks).toFixed(0)} ms`,
);
await handle.close();

const server = await startServer({ dataDir });
async function signIn(username: string): Promise<string> {
  const res = await fetch(`${server.url}/api/obtain-jwt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@1234' }),
  });
  if (!res.ok) throw new Error(`sign-in ${username}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
const tokens = {
  superadmin: await signIn('superadmin'),
  storeadmin: await signIn('storeadmin'),
  outletadmin: await signIn('outletadmin'),
  operator: await signIn('bench_op_0'),
};
const outletAdminId = (
  (await (
    await fetch(`${server.url}/api/user-data/`, { headers: { authorization: `token ${tokens.outletadmin}` } })
  ).json()) as { results: { id: number }[] }
).results[0]?.id;

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const year = `start_date=${yearAgo}&end_date=${today}&company=0`;
const tag = Date.now().toString(36);

interface Heavy {
  name: string;
  as: keyof typeof tokens;
  method?: 'POST';
  path: string;
  body?: () => unknown;
}
const HEAVY: Heavy[] = [
  { name: 'analytics/, a year, all companies', as: 'superadmin', path: `/api/analytics/?${year}` },
  { name: 'user-sales/, a year', as: 'superadmin', path: `/api/user-sales/?${year}` },
  {
    name: 'comparison-analysis/, a year',
    as: 'superadmin',
    path: `/api/comparison-analysis/?company_type=RETIAL&${year}`,
  },
  { name: 'business report, a year', as: 'superadmin', path: `/api/report/business/?${year}` },
  {
    name: 'business report CSV, every order line of a year',
    as: 'superadmin',
    path: `/api/report/business/csv/?table=order_lines&${year}`,
  },
  { name: 'stock statement (inventory/)', as: 'superadmin', path: `/api/inventory/?company=${outlet.id}` },
  { name: 'trial balance', as: 'superadmin', path: '/api/ledger/trial-balance/' },
  { name: 'books check, every company', as: 'superadmin', path: '/api/ledger/check/' },
  { name: 'product CSV export', as: 'storeadmin', path: '/api/catalog-csv/products/' },
  { name: 'offline catalogue, first page', as: 'operator', path: '/api/offline/catalogue/' },
  {
    name: `journal entry of ${MAX_LIST_LENGTH} rows`,
    as: 'storeadmin',
    method: 'POST',
    path: '/api/journal-entry/',
    body: () =>
      Array.from({ length: MAX_LIST_LENGTH }, (_, i) => ({
        p_s: 'JE',
        method: 'cash',
        payor: '-1',
        payee: String(outletAdminId),
        deptname: 'Central Store',
        amount: String(1 + i),
        description: `hold ${i}`,
      })),
  },
  {
    name: `product with ${MAX_LIST_LENGTH} variants`,
    as: 'storeadmin',
    method: 'POST',
    path: '/api/product/',
    body: () => ({
      name: `Hold ${tag}`,
      bar_code: `HOLD${tag}`,
      token: false,
      unit: null,
      category: null,
      product_variant: Array.from({ length: MAX_LIST_LENGTH }, (_, i) => ({
        price: '10',
        sale_price: '12',
        color: `C${i}`,
        size: 'One',
        description: '',
      })),
    }),
  },
  {
    name: `product CSV import of ${MAX_LIST_LENGTH} rows`,
    as: 'storeadmin',
    method: 'POST',
    path: '/api/catalog-csv/products/import/',
    body: () => ({
      rows: Array.from({ length: MAX_LIST_LENGTH }, (_, i) => ({
        line: i + 2,
        values: {
          bar_code: `HC${tag}${i}`,
          name: `Hold CSV ${i}`,
          color: 'Red',
          size: 'One',
          price: '10',
          sale_price: '12',
        },
      })),
    }),
  },
  {
    name: `stock CSV import of ${CSV_CHUNK_ROWS} rows`,
    as: 'storeadmin',
    method: 'POST',
    path: '/api/catalog-csv/stock/import/',
    body: () => ({
      rows: Array.from({ length: CSV_CHUNK_ROWS }, (_, i) => ({
        line: i + 2,
        values: {
          bar_code: `HC${tag}${i}`,
          color: 'Red',
          size: 'One',
          manufacturing_date: '2026-01-01',
          expiry_date: '2027-01-01',
          quantity: '5',
        },
      })),
    }),
  },
  {
    name: `sale of ${shelves.length} lines`,
    as: 'operator',
    method: 'POST',
    path: '/api/order/',
    body: () =>
      cashSaleOf(
        shelves.map((s) => ({ batch: s.batch, price: s.price, discount: '0', quantity: '1' })),
        { buyer: walkIn?.id, seller: operator?.id },
        '',
      ),
  },
];

/** Sends `GET user-data/` one after another until `stop` resolves; the longest wait, in ms. */
async function probe(stop: Promise<unknown>): Promise<number> {
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  let longest = 0;
  while (!done) {
    const at = performance.now();
    const res = await fetch(`${server.url}/api/user-data/`, {
      headers: { authorization: `token ${tokens.outletadmin}` },
    });
    await res.arrayBuffer();
    longest = Math.max(longest, performance.now() - at);
  }
  return longest;
}

// The probe alone first: what a wait is when nothing else runs.
let idle = 0;
for (let i = 0; i < 50; i++) {
  const at = performance.now();
  await (
    await fetch(`${server.url}/api/user-data/`, { headers: { authorization: `token ${tokens.outletadmin}` } })
  ).arrayBuffer();
  idle = Math.max(idle, performance.now() - at);
}

const rows: string[] = [];
for (const h of HEAVY) {
  started = performance.now();
  const heavy = fetch(`${server.url}${h.path}`, {
    method: h.method ?? 'GET',
    headers: {
      authorization: `token ${tokens[h.as]}`,
      // Writes carry an Idempotency-Key, as our web client sends them (one transaction each).
      ...(h.body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}),
    },
    body: h.body ? JSON.stringify(h.body()) : undefined,
  }).then(async (res) => {
    const text = await res.text();
    if (!res.ok) console.error(`${h.name}: ${res.status} ${text.slice(0, 300)}`);
    return performance.now() - started;
  });
  const [took, held] = await Promise.all([heavy, probe(heavy)]);
  rows.push(`| ${h.name} | ${took.toFixed(0)} | ${held.toFixed(0)} |`);
}
await server.stop();

console.log(`\nthe probe's longest wait with nothing else running: ${idle.toFixed(0)} ms`);
console.log('| request | took (ms) | longest wait of a request sent meanwhile (ms) |');
console.log('|---|---|---|');
for (const r of rows) console.log(r);
