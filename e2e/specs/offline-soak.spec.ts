import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken } from '../support/api';
import { freshBarcode, standardOf, type TaxCategoryRow } from '../support/catalog';
import { seedOutbox } from '../support/outbox-seed';
import { signIn } from '../support/session';

/*
 * The replay soak (issue 16): 500 sales queued on the till are sent through network failures
 * before and after the server commits, and page reloads in the middle of the replay; every sale
 * reaches the server exactly once. The sales are written into the outbox as the counter writes
 * them (one row each, its own Idempotency-Key) rather than rung up one by one, and the failures
 * come from a seeded generator, so every run injects the same ones.
 */

const SALES = 500;
const SEED = 16;
/** One send in this many fails before reaching the server, and as many after it committed. */
const FAIL_BEFORE = 0.05;
const FAIL_AFTER = 0.05;
/** The page is reloaded once this many sales have been sent. */
const RELOAD_AT = [90, 230, 380];

// About a minute on a quiet machine; up to four under heavy load from other work.
test.setTimeout(360_000);

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function asStoreAdmin<T>(request: APIRequestContext, method: string, path: string, data?: unknown) {
  const token = await apiToken(request, 'storeadmin');
  const res = await request.fetch(`/api/${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The outbox's rows by state, and the distinct order ids of the sent ones. */
const outbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ waiting: number; sent: number; failed: number; live: number; orders: number }>(
        (resolve, reject) => {
          const open = indexedDB.open('tillwise-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('sales').objectStore('sales').getAll();
            all.onsuccess = () => {
              const rows = all.result as { state: string; orderId: number | null }[];
              const by = (state: string) => rows.filter((r) => r.state === state).length;
              const orders = new Set(rows.filter((r) => r.state === 'sent').map((r) => r.orderId)).size;
              open.result.close();
              resolve({
                waiting: by('waiting'),
                sent: by('sent'),
                failed: by('failed'),
                live: by('live'),
                orders,
              });
            };
          };
        },
      ),
  );

/** How many sales the outbox has sent (a count over its state index, cheap enough to poll). */
const sentCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('tillwise-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('sales').objectStore('sales').index('state').count('sent');
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );

test('500 queued sales replayed through network failures and reloads: none twice, none lost', async ({
  page,
  context,
  request,
}) => {
  // A product of its own with stock for every sale, so the stock counts the sales kept.
  const taxCategory = standardOf(
    await asStoreAdmin<{ results: TaxCategoryRow[] }>(request, 'GET', 'tax-category/'),
  );
  const product = await asStoreAdmin<{ product_variant: { id: number }[] }>(request, 'POST', 'product/', {
    name: `Soak ${Date.now()}`,
    bar_code: freshBarcode(),
    token: false,
    unit: null,
    category: null,
    tax_category: taxCategory,
    product_variant: [{ size: '1 pc', color: '', price: '50', sale_price: '70' }],
  });
  const variant = product.product_variant[0]?.id;
  const batch = (
    await asStoreAdmin<{ id: number }>(request, 'POST', 'batch/', {
      product_variant: variant,
      quantity: String(SALES * 2),
      manufacturing_date: '2026-11-01',
      expiry_date: '2027-11-01',
      in_stock: true,
    })
  ).id;

  await signIn(page, 'storecashier');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tillwise.user') !== null && navigator.onLine))
    .toBe(true);
  // The till knows its walk-in customer once its first sync ran.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('tillwise-offline');
            open.onsuccess = () => {
              if (!open.result.objectStoreNames.contains('meta')) return resolve(false);
              const get = open.result.transaction('meta').objectStore('meta').get('walk-in-customer');
              get.onsuccess = () => resolve(get.result?.value != null);
            };
          }),
      ),
    )
    .toBe(true);

  // Failures drawn from a fixed seed: before the server sees the sale, or after it committed.
  const random = generator(SEED);
  const injected = { before: 0, after: 0, passed: 0 };
  await page.route('**/api/order/', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const draw = random();
    if (draw < FAIL_BEFORE) {
      injected.before += 1;
      return route.abort('connectionrefused');
    }
    if (draw < FAIL_BEFORE + FAIL_AFTER) {
      injected.after += 1;
      try {
        await route.fetch(); // the server commits the sale...
      } finally {
        await route.abort('connectionreset'); // ...and its answer never arrives.
      }
      return;
    }
    injected.passed += 1;
    return route.continue();
  });

  await context.setOffline(true);
  const lines = Array.from({ length: SALES }, () => ({ batch, price: '70.0000' }));
  await page.evaluate(seedOutbox, { lines, sellerName: 'soak' });
  expect(await outbox(page)).toMatchObject({ waiting: SALES, sent: 0 });

  const started = Date.now();
  const reloads = [...RELOAD_AT];
  const statusText = async () => (await page.getByTestId('till-status').textContent()) ?? '';
  /** Network returns since the last sale sent. */
  let returns = 0;
  let last = -1;
  await context.setOffline(false);
  for (;;) {
    const state = await outbox(page);
    if (state.sent === SALES) break;
    expect(state.failed, 'no sale is refused').toBe(0);
    if (state.sent !== last) returns = 0;
    last = state.sent;
    // No sale sent across many network returns in a row: the replay is stuck, not slow.
    expect(returns, `stuck at ${JSON.stringify(state)}`).toBeLessThan(20);
    if (reloads.length > 0 && state.sent >= (reloads[0] as number)) {
      reloads.shift();
      // Mid-replay: a send may be on its way; the next page sends it again with its key.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'New Sale' })).toBeVisible();
      continue;
    }
    // Until a sale more is sent, or a failed send marks the till offline (the replay stops then
    // until the next check, every 15 seconds).
    const moved = await expect
      .poll(async () => (await sentCount(page)) !== state.sent || (await statusText()).includes('Offline'), {
        intervals: [50, 100],
        timeout: 5_000,
      })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (!moved || (await statusText()).includes('Offline')) {
      // The network going and coming back (the browser's events) starts the replay at once.
      returns += 1;
      await context.setOffline(true);
      await expect(page.getByTestId('till-status')).toContainText('Offline');
      await context.setOffline(false);
    }
  }
  const seconds = (Date.now() - started) / 1000;

  const final = await outbox(page);
  expect(final).toMatchObject({ sent: SALES, waiting: 0, failed: 0, live: 0, orders: SALES });
  // The server kept each sale once: the batch lost exactly one unit per sale.
  const stock = await asStoreAdmin<{ results: { batch: { id: number }; quantity: string }[] }>(
    request,
    'GET',
    `inventory/?search=${encodeURIComponent(`Soak`)}`,
  );
  const row = stock.results.find((r) => r.batch.id === batch);
  expect(row?.quantity).toBe(`${SALES}.0000`);
  expect(injected.before).toBeGreaterThan(10);
  expect(injected.after).toBeGreaterThan(10);
  console.log(
    `soak: ${SALES} sales in ${seconds.toFixed(1)} s; failures before commit ${injected.before}, after ${injected.after}; reloads ${RELOAD_AT.length}`,
  );
});
