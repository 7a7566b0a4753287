import { expect, type Page, test } from '@playwright/test';
import { api, freshBarcode, standardTaxCategory } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * The touch grid (docs/selling-at-the-counter.md, "Touch grid"): every product of a category is
 * reachable by scrolling the tiles, in stock first; the search box narrows the category; and with
 * the network gone the grid reads the till's own catalogue.
 */

test.setTimeout(120_000);

interface Created {
  id: number;
  name: string;
  product_variant: { id: number }[];
}

const COUNT = 35;
const STOCKED = [7, 21, 33];
const pad = (n: number) => String(n).padStart(2, '0');

/** Central Store's admin makes COUNT products in Household; three of them get stock. */
async function makeCategory(page: Page, tag: string) {
  await signIn(page, 'storeadmin');
  const categories = await api<{ results: { id: number; name: string }[] }>(page, 'GET', 'category/');
  const household = categories.results.find((c) => c.name === 'Household');
  expect(household).toBeDefined();
  const taxCategory = await standardTaxCategory(page);
  for (let n = 1; n <= COUNT; n++) {
    const product = await api<Created>(page, 'POST', 'product/', {
      name: `Grid ${tag} ${pad(n)}`,
      bar_code: freshBarcode(),
      token: false,
      unit: null,
      category: { id: household?.id },
      tax_category: taxCategory,
      product_variant: [{ size: '', color: '', price: '10', sale_price: '15' }],
    });
    if (STOCKED.includes(n))
      await api(page, 'POST', 'batch/', {
        product_variant: product.product_variant[0]?.id,
        quantity: '5',
        manufacturing_date: '2026-01-01',
        expiry_date: '2099-12-31',
      });
  }
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
}

/** How many products of the tag the till's own catalogue (IndexedDB) holds with their category. */
const tillHolds = (page: Page, tag: string) =>
  page.evaluate(
    (text) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('tillwise-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('products')) return resolve(0);
          const all = db.transaction('products').objectStore('products').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { name: string; category?: number | null }[]).filter(
                (p) => p.name.includes(text) && typeof p.category === 'number',
              ).length,
            );
        };
      }),
    tag,
  );

const tileNames = (page: Page) =>
  page.getByTestId('touch-tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label') ?? ''));

test('a category shows every product, in stock first, searchable, and offline from the till', async ({
  page,
  context,
}) => {
  const tag = freshBarcode().slice(-6);
  await makeCategory(page, tag);

  await signIn(page, 'storecashier');
  await page.getByRole('button', { name: 'Touch grid' }).click();
  const grid = page.getByRole('region', { name: 'Touch grid' });
  await grid.getByText('Household', { exact: true }).click();
  await grid.getByLabel('Search the grid').fill(`Grid ${tag}`);
  await expect(page.getByTestId('touch-count')).toContainText(`of ${COUNT} products`);

  // In stock first (by name), then the rest by name.
  const first = (await tileNames(page)).slice(0, 4);
  expect(first).toEqual([...STOCKED, 1].map((n) => `Grid ${tag} ${pad(n)}`));

  // Scrolling the tiles brings the next page, until every product is there.
  const tiles = page.getByTestId('touch-tiles');
  await expect(async () => {
    await tiles.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect(page.getByTestId('touch-count')).toHaveText(`${COUNT} of ${COUNT} products`, {
      timeout: 1000,
    });
  }).toPass();
  const names = await tileNames(page);
  expect(new Set(names).size).toBe(COUNT);
  for (let n = 1; n <= COUNT; n++) expect(names).toContain(`Grid ${tag} ${pad(n)}`);

  // The whole category, without the search: the tag's products among the others.
  await grid.getByLabel('Search the grid').fill('');
  await expect(page.getByTestId('touch-count')).toContainText('products');
  await grid.getByLabel('Search the grid').fill(`${tag} 21`);
  await expect(page.getByTestId('touch-tile')).toHaveCount(1);
  await expect(page.getByTestId('touch-tile')).toHaveAttribute('aria-label', `Grid ${tag} 21`);

  // Offline: the same category from the till's catalogue, searched and paged the same way.
  await expect.poll(() => tillHolds(page, `Grid ${tag}`), { timeout: 60_000 }).toBe(COUNT);
  await context.setOffline(true);
  await expect(page.getByTestId('till-status')).toContainText('Offline');
  await page.reload();
  await page.getByRole('button', { name: 'Touch grid' }).waitFor();
  const offlineGrid = page.getByRole('region', { name: 'Touch grid' });
  await offlineGrid.getByText('Household', { exact: true }).click();
  await offlineGrid.getByLabel('Search the grid').fill(`Grid ${tag} 3`);
  await expect(page.getByTestId('touch-tile')).toHaveCount(6);
  expect((await tileNames(page))[0]).toBe(`Grid ${tag} 33`);
  await offlineGrid.getByLabel('Search the grid').fill(`Grid ${tag}`);
  await expect(page.getByTestId('touch-count')).toHaveText(`30 of ${COUNT} products`);
  await tiles.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(page.getByTestId('touch-count')).toHaveText(`${COUNT} of ${COUNT} products`);
  expect((await tileNames(page)).slice(0, 3)).toEqual(STOCKED.map((n) => `Grid ${tag} ${pad(n)}`));

  // A tile fills the entry row as a scan does.
  await page.getByRole('button', { name: `Grid ${tag} 07`, exact: true }).click();
  await expect(page.getByLabel('Product name (F3)')).toHaveValue(`Grid ${tag} 07`);
  await context.setOffline(false);
});

test('tiles show pictures big enough to recognise, and a wide screen more of them in a row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, 'cashier');
  await page.getByRole('button', { name: 'Touch grid' }).click();
  await page.getByRole('region', { name: 'Touch grid' }).getByText('Bakery', { exact: true }).click();
  const tiles = page.getByTestId('touch-tile');
  await expect(tiles.nth(7)).toBeVisible();
  const picture = await tiles.first().locator('span').first().boundingBox();
  expect(picture?.width).toBeGreaterThanOrEqual(96);
  expect(picture?.height).toBeGreaterThanOrEqual(96);
  // Tiles in the first row: those level with the first.
  const tops = await tiles.evaluateAll((all) => all.map((t) => Math.round(t.getBoundingClientRect().top)));
  expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(7);
});
