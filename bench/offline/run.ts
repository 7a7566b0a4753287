// Selling offline in headless Chromium (issue 16), against the real server and the built web app
// on 100,000 generated products: the time from sign-in to a catalogue ready offline, the longest
// main-thread task during that sync, offline barcode lookup and name search (p50, p99), and the
// time to replay 500 queued sales once the network is back; then the catalogue delta after those
// sales against the full download (bytes and server time), and the till applying it.
// Usage: npm run build && npm run offline -w bench                     (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_offline npm run offline -w bench
// The PostgreSQL database must be named bench_*: it is dropped and created afresh.
// PRODUCTS (default 100000), LOOKUPS (default 300) and SALES (default 500) change the sizes;
// UNITS=<1..3> gives every product that many trade units with their own barcodes (docs/domain/units.md),
// so the catalogue the till downloads carries them (run once without and once with to compare).
// REUSE=1 (PostgreSQL) keeps the database an earlier run generated (give the same PRODUCTS);
// ONLY=download stops after the download's figures (no replay, no refresh); WEB_DIST serves another
// build of the web app and SERVER_ROOT another checkout's server: before/after on one database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb, seedDemo } from '@tillwise/db';
import { chromium } from 'playwright-core';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { STAMP_OVERLAP_MS } from '../../apps/server/src/modules/offline/catalogue-page.js';
import { seedOutbox } from '../../e2e/support/outbox-seed.js';
import {
  benchBarcode,
  countRows,
  generateCatalog,
  generateUnits,
  SEARCH_TERMS,
} from '../catalog/generate.js';
import { startServer } from '../catalog/server-process.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';
import { inPageLookups, saleLines, tillCounts, timedLookup } from './page-scripts.js';
import { type CpuSides, cpuSince } from './process-cpu.js';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const LOOKUPS = Number(process.env.LOOKUPS ?? 300);
const SALES = Number(process.env.SALES ?? 500);
const UNITS = Number(process.env.UNITS ?? 0);
const url = process.env.DATABASE_URL;
const REUSE = url !== undefined && process.env.REUSE === '1';
const DOWNLOAD_ONLY = process.env.ONLY === 'download';
const webDist = path.resolve(
  process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist'),
);

if (url && !REUSE) await freshPostgres(url);
const dataDir = benchDir('tillwise-bench-offline-');
const handle = await openDb({ databaseUrl: url, pgliteDir: path.join(dataDir, 'pgdata') });
if (!REUSE) {
  await seedDemo(handle.db, hashPassword);
  const generatedAt = Date.now();
  await generateCatalog(handle.db, PRODUCTS);
  if (UNITS > 0) await generateUnits(handle.db, UNITS);
  console.log(`generated in ${((Date.now() - generatedAt) / 1000).toFixed(0)} s`);
}
console.log(`engine: ${handle.engine}; web app: ${webDist}:`, await countRows(handle.db));
await handle.close();

const server = await startServer({ dataDir, databaseUrl: url, webDist });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const page = await context.newPage();
// The page scripts are compiled by tsx, which names functions through a helper the page lacks.
await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
// Every main-thread task over 50 ms, from the first script on.
await page.addInitScript(() => {
  const w = window as unknown as { longTasks: { start: number; duration: number }[] };
  w.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
});

/** CPU seconds of each side (process-cpu.ts); the browser's is nothing while Node reads. */
const cpuText = (cpu: CpuSides) =>
  `server ${(cpu.server / 1000).toFixed(1)} s, PostgreSQL ${(cpu.postgres / 1000).toFixed(1)} s, browser ${(cpu.browser / 1000).toFixed(1)} s (` +
  Object.entries(cpu.browserParts)
    .filter(([, ms]) => ms >= 50)
    .map(([kind, ms]) => `${kind} ${(ms / 1000).toFixed(1)}`)
    .join(', ') +
  ')';

try {
  await page.goto(`${server.url}/login`);
  await page.getByPlaceholder('Username').fill('storecashier');
  await page.getByPlaceholder('Password').fill('Demo@1234');
  const signInAt = await page.evaluate(() => performance.now());
  const started = Date.now();
  const downloadCpu = cpuSince({
    server: server.pid,
    database: url ? new URL(url).pathname.slice(1) : undefined,
  });
  await page.getByRole('button', { name: 'Login' }).click();
  let firstProductsMs: number | null = null;
  for (;;) {
    const counts = await page.evaluate(tillCounts, { count: false });
    if (firstProductsMs === null && counts.products > 0) firstProductsMs = Date.now() - started;
    // The sync time is written when the download ends; the catalogue is counted then, once.
    if (counts.syncedAt !== null && (await page.evaluate(tillCounts, { count: true })).products >= PRODUCTS)
      break;
    if (Date.now() - started > 600_000) throw new Error(`sync did not finish: ${JSON.stringify(counts)}`);
    await page.waitForTimeout(100);
  }
  const readyMs = Date.now() - started;
  const readyCpu = downloadCpu();
  const tasks = await page.evaluate(
    (from) =>
      (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter(
        (t) => t.start >= from,
      ),
    signInAt,
  );
  const longest = tasks.reduce((max, t) => Math.max(max, t.duration), 0);
  // From the first page written on: the download itself, without the app's own start.
  const downloadFrom = signInAt + (firstProductsMs ?? 0);
  const longestInDownload = tasks
    .filter((t) => t.start + t.duration >= downloadFrom)
    .reduce((max, t) => Math.max(max, t.duration), 0);
  console.log(
    `sign-in to catalogue ready offline: ${(readyMs / 1000).toFixed(1)} s for ${PRODUCTS} products; ` +
      `long tasks (>50 ms) during it: ${tasks.length}, longest ${longest.toFixed(0)} ms; ` +
      `first products stored after ${((firstProductsMs ?? 0) / 1000).toFixed(1)} s; ` +
      `longest task from then on ${longestInDownload.toFixed(0)} ms; CPU meanwhile ${cpuText(readyCpu)}`,
  );
  console.log(
    `long tasks (ms after sign-in: duration): ${tasks.map((t) => `${(t.start - signInAt).toFixed(0)}: ${t.duration.toFixed(0)}`).join(', ')}`,
  );

  const sw = await (await fetch(`${server.url}/sw.js`)).text();
  const workerUrl = /"(\/assets\/catalogue\.worker-[^"]+\.js)"/.exec(sw)?.[1];
  if (!workerUrl) throw new Error('no catalogue worker in sw.js');
  await context.setOffline(true);
  const barcodes = Array.from({ length: LOOKUPS }, (_, i) => benchBarcode(1 + ((i * 7919) % PRODUCTS)));
  const names = Array.from({ length: LOOKUPS }, (_, i) => SEARCH_TERMS[i % SEARCH_TERMS.length] as string);
  const lookups = await page.evaluate(inPageLookups, { barcodes, names, workerUrl });
  console.log(
    `offline barcode lookup (${LOOKUPS}): p50 ${lookups.barcode.p50.toFixed(2)} ms, p99 ${lookups.barcode.p99.toFixed(2)} ms; ` +
      `name search: p50 ${lookups.name.p50.toFixed(2)} ms, p99 ${lookups.name.p99.toFixed(2)} ms ` +
      `(${lookups.name.meanMatches.toFixed(0)} matches on average, first 100 read)`,
  );

  // The whole catalogue from Node, page after page, as the till asks for it; its first stamp.
  const token = (
    (await (
      await fetch(`${server.url}/api/obtain-jwt/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'storecashier', password: 'Demo@1234' }),
      })
    ).json()) as { token: string }
  ).token;
  const get = async (query: string) => {
    const at = performance.now();
    const response = await fetch(`${server.url}/api/offline/catalogue/${query}`, {
      headers: { authorization: `token ${token}` },
    });
    const text = await response.text();
    return { ms: performance.now() - at, bytes: text.length, body: JSON.parse(text) };
  };
  let fullMs = 0;
  let fullBytes = 0;
  let stamp = '';
  const nodeReadCpu = cpuSince({
    server: server.pid,
    database: url ? new URL(url).pathname.slice(1) : undefined,
  });
  for (let n = 1; ; n++) {
    const got = await get(n > 1 ? `?page=${n}` : '');
    fullMs += got.ms;
    fullBytes += got.bytes;
    stamp ||= got.body.stamp;
    if (!got.body.next) break;
  }
  // The moment that stamp was taken (it reaches STAMP_OVERLAP_MS further back, over what the
  // generator just wrote): the steady state of a till refreshing every minute.
  const since = encodeURIComponent(new Date(Date.parse(stamp) + STAMP_OVERLAP_MS).toISOString());
  const empty = await get(`?since=${since}`);
  console.log(
    `full catalogue (Node, one page at a time): ${(fullMs / 1000).toFixed(1)} s, ${(fullBytes / 1e6).toFixed(1)} MB, ` +
      `CPU ${cpuText(nodeReadCpu())}; ` +
      `an empty delta: ${empty.ms.toFixed(0)} ms, ${empty.bytes} bytes`,
  );
  if (!DOWNLOAD_ONLY) await replayAndRefresh();

  // The queued sales sent when the network comes back, and the till's refreshes after them.
  async function replayAndRefresh() {
    const lines = await page.evaluate(saleLines, { count: SALES });
    const queued = await page.evaluate(seedOutbox, { lines, sellerName: 'bench' });
    const syncedBefore = (await page.evaluate(tillCounts, { count: false })).syncedAt;
    const replayFrom = Date.now();
    await context.setOffline(false);
    for (;;) {
      const counts = await page.evaluate(tillCounts, { count: false });
      // Sent rows beyond the last few are pruned from the outbox: done when none is left waiting.
      if (counts.open === 0 && counts.sent > 0) break;
      if (Date.now() - replayFrom > 900_000)
        throw new Error(`replay did not finish: ${JSON.stringify(counts)}`);
      await page.waitForTimeout(250);
    }
    const replayMs = Date.now() - replayFrom;
    const replayDoneAt = await page.evaluate(() => performance.now());
    console.log(
      `replay of ${queued} queued sales: ${(replayMs / 1000).toFixed(1)} s (${((queued / replayMs) * 1000).toFixed(1)} sales/s), ` +
        `from the network coming back to the last one sent`,
    );
    const delta = await get(`?since=${since}`);
    console.log(
      `delta after the ${queued} sales: ${delta.body.results.length} products, ${delta.body.removed.length} removed, ` +
        `${delta.ms.toFixed(0)} ms, ${(delta.bytes / 1e3).toFixed(1)} kB`,
    );
    // The till refreshes its catalogue once the replay is done (syncTill: sales first, then the
    // catalogue). Its stamp, from the sign-in download, reaches back over the generated catalogue
    // (STAMP_OVERLAP_MS), so that refresh is stale and downloads it all; the next one is the steady
    // state: a delta of what changed in the overlap (the replayed sales).
    const written = (generation: number) =>
      page.evaluate(
        (g) =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('tillwise-offline');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              // The rows of the live copy of the catalogue written by the sync at `g`.
              const db = open.result;
              const meta = db.transaction('meta').objectStore('meta').get('catalogue-table');
              meta.onsuccess = () => {
                const table = (meta.result?.value as string | undefined) ?? 'products';
                let count = 0;
                const cursor = db.transaction(table).objectStore(table).openCursor();
                cursor.onsuccess = () => {
                  const at = cursor.result;
                  if (!at) {
                    db.close();
                    return resolve(count);
                  }
                  if ((at.value as { generation: number }).generation === g) count += 1;
                  at.continue();
                };
              };
            };
          }),
        generation,
      );
    // While it waits, it reads a few products as the counter does: the longest wait is how long a
    // scan would have waited for the catalogue being written.
    const probeIds = [1, 2, 3, 50_000, 99_000].filter((id) => id <= PRODUCTS);
    const refreshed = async (before: number | null, from: number) => {
      let at: number | null = before;
      let longestLookup = 0;
      while (at === before) {
        if (Date.now() - from > 900_000) throw new Error('the till did not refresh its catalogue');
        await page.waitForTimeout(50);
        longestLookup = Math.max(longestLookup, await page.evaluate(timedLookup, probeIds));
        at = (await page.evaluate(tillCounts, { count: false })).syncedAt;
      }
      return { ms: Date.now() - from, rows: await written(at ?? 0), longestLookup };
    };
    const afterReplay = await refreshed(syncedBefore, replayFrom);
    const refreshTasks = await page.evaluate(
      (from) =>
        (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter(
          (t) => t.start + t.duration >= from,
        ),
      replayDoneAt,
    );
    console.log(
      `the till's refresh after the replay wrote ${afterReplay.rows} products in ` +
        `${((afterReplay.ms - replayMs) / 1000).toFixed(1)} s (from the last sale sent to the catalogue written); ` +
        `long tasks (>50 ms) during it: ${refreshTasks.length}, longest ` +
        `${refreshTasks.reduce((max, t) => Math.max(max, t.duration), 0).toFixed(0)} ms; ` +
        `the longest lookup of 5 products meanwhile ${afterReplay.longestLookup.toFixed(0)} ms`,
    );
    await context.setOffline(true);
    const syncedNow = (await page.evaluate(tillCounts, { count: false })).syncedAt;
    const backAt = Date.now();
    await context.setOffline(false);
    const next = await refreshed(syncedNow, backAt);
    console.log(
      `the next refresh (network back): ${next.rows} products written, ${(next.ms / 1000).toFixed(1)} s from the network ` +
        'coming back to the catalogue written (the invoice block and customers are read first)',
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
