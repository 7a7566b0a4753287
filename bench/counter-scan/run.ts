// The counter's scan-to-line time in English and in Urdu (issue 43: "the counter's scan-to-line time
// is unchanged in either language"), in headless Chromium against the real server and the built web
// app on the demo data. For each scan it times, inside the page (no polling in the figures):
//   lookup: the barcode's Enter keydown → focus leaves the barcode box for the line's next field
//           (the product was found and its line is ready for a quantity);
//   add:    the quantity's Enter keydown → the new line is in the items table (a DOM mutation).
// Languages alternate in rounds (English, Urdu, Urdu, English, …) on the same page and server, so a
// busy machine weighs on both alike; the figures to compare are the two languages' p50s in one run.
// Usage: npm run build && npm run scan -w bench                         (embedded PGlite)
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_scan npm run scan -w bench
// The PostgreSQL database must be named bench_*: it is dropped and created afresh.
// ROUNDS (default 8: each a page of up to 15 scans in one language) changes the size.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb, seedDemo } from '@tillwise/db';
import { chromium, type Page } from 'playwright-core';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { startServer } from '../catalog/server-process.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';

const ROUNDS = Number(process.env.ROUNDS ?? 8);
const PER_ROUND = 15;
const url = process.env.DATABASE_URL;
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
/** The demo catalogue's barcodes (packages/db/src/seed-catalog.ts): 8964000 and 1001 + i. */
const CANDIDATES = Array.from({ length: 60 }, (_, i) => `8964000${String(1001 + i).padStart(6, '0')}`);

type Language = 'en' | 'ur';
interface Probe {
  phase: 'idle' | 'scan' | 'qty';
  t0: number;
  t1: number;
  t2: number;
  t3: number;
}

if (url) await freshPostgres(url);
const dataDir = benchDir('tillwise-bench-scan-');
const handle = await openDb({ databaseUrl: url, pgliteDir: path.join(dataDir, 'pgdata') });
await seedDemo(handle.db, hashPassword);
await handle.close();

const server = await startServer({ dataDir, databaseUrl: url, webDist });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
// The page scripts are compiled by tsx, which names functions through a helper the page lacks.
await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
// The probe: Enter keydowns and the first focus change after a scan's Enter, and the items table's
// first change after the quantity's Enter, stamped with performance.now() as they happen.
await page.addInitScript(() => {
  const w = window as unknown as { probe: Probe };
  w.probe = { phase: 'idle', t0: 0, t1: 0, t2: 0, t3: 0 };
  let lines = 0;
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Enter') return;
      if (w.probe.phase === 'scan' && !w.probe.t0) w.probe.t0 = performance.now();
      if (w.probe.phase === 'qty' && !w.probe.t2) {
        lines = document.querySelectorAll('[data-testid="order-line"]').length;
        w.probe.t2 = performance.now();
      }
    },
    true,
  );
  document.addEventListener(
    'focusin',
    () => {
      if (w.probe.phase === 'scan' && w.probe.t0 && !w.probe.t1) w.probe.t1 = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (w.probe.phase !== 'qty' || !w.probe.t2 || w.probe.t3) return;
    if (document.querySelectorAll('[data-testid="order-line"]').length > lines)
      w.probe.t3 = performance.now();
  }).observe(document, { childList: true, subtree: true });
});

const probe = (p: Page) => p.evaluate(() => (window as unknown as { probe: Probe }).probe);
const setPhase = (p: Page, phase: Probe['phase']) =>
  p.evaluate((ph) => {
    const w = window as unknown as { probe: Probe };
    w.probe = { phase: ph, t0: 0, t1: 0, t2: 0, t3: 0 };
  }, phase);

async function switchLanguage(language: Language) {
  await page.evaluate(async (lang) => {
    await fetch('/api/user-data/language/', {
      method: 'PUT',
      headers: {
        Authorization: `token ${localStorage.getItem('token')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ language: lang }),
    });
    localStorage.setItem('tillwise.language', lang);
    // The sale in progress is kept across a reload (features/counter/sale-draft.ts): drop it, so
    // every round starts from an empty sale and every scan adds a line.
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('tillwise-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('drafts', 'readwrite');
        tx.objectStore('drafts').clear();
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, language);
  await page.reload();
  await page.locator(`html[lang="${language}"]`).waitFor();
  await page.getByTestId('invoice-id').waitFor();
}

/** One scan and its line: the two times in ms, or null when the barcode gave no line in 5 s. */
async function scan(barcode: string): Promise<{ lookup: number; add: number } | null> {
  await page.keyboard.press('F2');
  await page.keyboard.insertText(barcode);
  await setPhase(page, 'scan');
  await page.keyboard.press('Enter');
  try {
    await page.waitForFunction(() => (window as unknown as { probe: Probe }).probe.t1 > 0, null, {
      timeout: 5000,
    });
  } catch {
    return null;
  }
  const found = await probe(page);
  await page.keyboard.type('1');
  await setPhase(page, 'qty');
  await page.keyboard.press('Enter');
  try {
    await page.waitForFunction(() => (window as unknown as { probe: Probe }).probe.t3 > 0, null, {
      timeout: 5000,
    });
  } catch {
    return null;
  }
  const added = await probe(page);
  await setPhase(page, 'idle');
  return { lookup: found.t1 - found.t0, add: added.t3 - added.t2 };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

try {
  await page.goto(`${server.url}/login`);
  await page.getByPlaceholder('Username').fill('storecashier');
  await page.getByPlaceholder('Password').fill('Demo@1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('invoice-id').waitFor();

  // Warm-up in English: the barcodes that give a line at this till (in stock, one batch, sold by count).
  await switchLanguage('en');
  const usable: string[] = [];
  for (const code of CANDIDATES) {
    if (usable.length >= PER_ROUND) break;
    if (await scan(code)) usable.push(code);
    else await switchLanguage('en');
  }
  if (usable.length < 5) throw new Error(`only ${usable.length} demo barcodes give a line at this till`);

  const times: Record<Language, { lookup: number[]; add: number[] }> = {
    en: { lookup: [], add: [] },
    ur: { lookup: [], add: [] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    // ABBA: en ur ur en en ur …
    const language: Language = Math.floor((round + 1) / 2) % 2 === 0 ? 'en' : 'ur';
    await switchLanguage(language);
    for (const code of usable) {
      const t = await scan(code);
      if (!t) throw new Error(`${code} gave no line in ${language}`);
      times[language].lookup.push(t.lookup);
      times[language].add.push(t.add);
    }
  }
  for (const language of ['en', 'ur'] as const) {
    const { lookup, add } = times[language];
    console.log(
      `${language === 'en' ? 'English' : 'Urdu   '}: ${lookup.length} scans; barcode Enter → line ready ` +
        `p50 ${quantile(lookup, 0.5).toFixed(1)} ms, p95 ${quantile(lookup, 0.95).toFixed(1)} ms; ` +
        `quantity Enter → line in the table p50 ${quantile(add, 0.5).toFixed(1)} ms, p95 ${quantile(add, 0.95).toFixed(1)} ms`,
    );
  }
  const ratio = quantile(times.ur.lookup, 0.5) / quantile(times.en.lookup, 0.5);
  const addRatio = quantile(times.ur.add, 0.5) / quantile(times.en.add, 0.5);
  console.log(`Urdu against English, p50: lookup ×${ratio.toFixed(2)}, add ×${addRatio.toFixed(2)}`);
} finally {
  await browser.close();
  await server.stop();
}
