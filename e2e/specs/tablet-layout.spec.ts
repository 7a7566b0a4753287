import { expect, type Page, test } from '@playwright/test';
import { api, freshBarcode, standardTaxCategory } from '../support/catalog';
import { expectFits, misfits } from '../support/layout';
import { signIn } from '../support/session';

/*
 * Tablets (docs/selling-at-the-counter.md, "Tablets"): New Sale at 768×1024 and 1024×768, with and
 * without the touch grid, and every admin screen at 768 px wide fit the window: nothing scrolls
 * sideways, no label is drawn over another, the items table shows price and total, and the menu
 * folds into a side menu behind a burger with Logout in view. Screenshots are kept with the results.
 */

test.setTimeout(180_000);

/**
 * A product of its own with stock at Central Store (sold at 120), so the story does not depend on
 * what the specs before it left of the demo's stock.
 */
async function stockedProduct(page: Page): Promise<string> {
  await signIn(page, 'storeadmin');
  const barcode = freshBarcode();
  const product = await api<{ product_variant: { id: number }[] }>(page, 'POST', 'product/', {
    name: `Tablet bun ${barcode}`,
    bar_code: barcode,
    token: false,
    unit: null,
    category: null,
    tax_category: await standardTaxCategory(page),
    product_variant: [{ size: '', color: '', price: '90', sale_price: '120' }],
  });
  await api(page, 'POST', 'batch/', {
    product_variant: product.product_variant[0]?.id,
    quantity: '5',
    manufacturing_date: '2026-01-01',
    expiry_date: '2099-12-31',
  });
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  return barcode;
}

/** Signs in at the default size (the header's menu row is then on screen), then takes the tablet's. */
async function signInAt(page: Page, username: string, width: number, height: number) {
  await signIn(page, username);
  await page.setViewportSize({ width, height });
}

/** The cell's right edge lies within the items table's own box (no sideways scrolling to see it). */
async function expectInsideItems(page: Page, label: string) {
  const items = page.getByRole('table', { name: 'Order items' });
  const cell = page.getByLabel(label);
  const box = await cell.boundingBox();
  const table = await items.evaluate((t) => {
    let box: Element = t;
    while (box.parentElement && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    const r = box.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });
  expect(box, label).not.toBeNull();
  if (!box) return;
  expect(box.x + box.width, `${label} within the items table`).toBeLessThanOrEqual(table.right + 1);
  expect(box.x, `${label} within the items table`).toBeGreaterThanOrEqual(table.left - 1);
}

for (const [width, height] of [
  [768, 1024],
  [1024, 768],
] as const) {
  test(`New Sale fits ${width}×${height}, with and without the touch grid`, async ({ page }, info) => {
    const code = await stockedProduct(page);
    await signInAt(page, 'storecashier', width, height);
    const barcode = page.getByLabel('Barcode (F2)');
    await barcode.fill(code);
    await barcode.press('Enter');
    await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await expectFits(page, `New Sale ${width}×${height}`);
    await expectInsideItems(page, 'Total price of line 1');
    await expect(page.getByRole('table', { name: 'Order items' }).getByText('120.00').first()).toBeVisible();
    // The payment panel: its actions reachable and not cut off.
    for (const name of [/^Submit and Print/, /^Submit F9/, /^Cancel Order/]) {
      const button = page.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 0.9 });
    }
    await page.screenshot({ path: info.outputPath(`new-sale-${width}x${height}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Touch grid' }).click();
    const grid = page.getByRole('region', { name: 'Touch grid' });
    await grid.getByText('Bakery', { exact: true }).click();
    await expect(page.getByTestId('touch-tile').first()).toBeVisible();
    await expectFits(page, `New Sale with the grid ${width}×${height}`);
    await expectInsideItems(page, 'Total price of line 1');
    await page.screenshot({ path: info.outputPath(`new-sale-grid-${width}x${height}.png`), fullPage: true });
  });
}

/** Every screen an admin opens from the menu, the account menu and the lists' buttons. */
const ADMIN_SCREENS = [
  '/admin/order',
  '/orders',
  '/inventory',
  '/users',
  '/user/create',
  '/analytics/order',
  '/analytics/inventory',
  '/analytics/Stock',
  '/analytics/TotalReceivable',
  '/analytics/TotalPayable',
  '/analytics/detail',
  '/analytics/eod',
  '/products',
  '/product/create',
  '/tax-categories',
  '/batchs',
  '/Addbatch',
  '/vendors',
  '/vendor/create',
  '/departments',
  '/department/create',
  '/request',
  '/response',
  '/expense-summary',
  '/expense',
  '/settings',
  '/till-sessions',
  '/report',
  '/reports/report',
  '/reports/comparisonAnalysis',
  '/reports/comparisonExpenseSales',
  '/reports/salesTax',
  '/notification',
];

test('every admin screen fits 768 px wide, with the menu behind a burger and Logout in view', async ({
  page,
}, info) => {
  await signInAt(page, 'superadmin', 768, 1024);
  const products = await api<{ results: { id: number }[] }>(page, 'GET', 'product/');
  const orders = await api<{ results: { id: number }[] }>(page, 'GET', 'order/');
  const screens = [
    ...ADMIN_SCREENS,
    `/product/edit/${products.results[0]?.id}`,
    ...(orders.results[0] ? [`/orders/${orders.results[0].id}`] : []),
  ];
  const problems: string[] = [];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByLabel('Loading')).toHaveCount(0);
    problems.push(...(await misfits(page, path)));
    await page.screenshot({
      path: info.outputPath(`admin${path.replace(/\//g, '_')}-768.png`),
      fullPage: true,
    });
  }
  expect(problems).toEqual([]);

  // The menu: behind the burger, every entry there, and a link closes it again.
  await expect(page.getByTestId('main-menu')).toBeHidden();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const side = page.getByTestId('side-menu');
  await expect(side.getByRole('link')).toHaveCount(12);
  await page.screenshot({ path: info.outputPath('side-menu-768.png') });
  await side.getByRole('link', { name: 'PRODUCTS' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(side).toBeHidden();

  // The account menu and its Logout are on screen.
  await page.getByRole('button', { name: /Sara Ahmed/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
});
