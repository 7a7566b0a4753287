import { expect, test } from '@playwright/test';
import { api, freshBarcode, standardTaxCategory } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * A blind stock count (docs/domain/stock-count.md): the store admin starts a count of a category,
 * counts two new products on the counting page (one scan made offline and replayed when the
 * network returns), reviews expected against counted, approves, and the stock and the books
 * change by the count's differences. The count sheet prints on A4 without an expected column.
 */

test.setTimeout(120_000);

interface Batch {
  id: number;
  inventory_quantity: string;
}

test('count a category by scanning, online and offline, then approve it into stock and the books', async ({
  page,
  context,
}) => {
  await signIn(page, 'storeadmin');
  const categories = await api<{ results: { id: number; name: string }[] }>(page, 'GET', 'category/');
  const category = categories.results[0];
  if (!category) throw new Error('the demo has no category');
  const tax = await standardTaxCategory(page);
  const stamp = Date.now();
  const made = [];
  for (const [name, stock] of [
    [`Count Rice ${stamp}`, '10'],
    [`Count Oil ${stamp}`, '5'],
  ] as const) {
    const product = await api<{ id: number; bar_code: string; product_variant: { id: number }[] }>(
      page,
      'POST',
      'product/',
      {
        name,
        bar_code: freshBarcode(),
        token: false,
        unit: null,
        category: category.id,
        tax_category: tax,
        product_variant: [{ size: '1kg', color: '', price: '50', sale_price: '70' }],
      },
    );
    const batch = await api<Batch>(page, 'POST', 'batch/', {
      product_variant: product.product_variant[0]?.id,
      quantity: stock,
      manufacturing_date: '2026-01-01',
      expiry_date: '2099-12-31',
      in_stock: true,
      cost_price: '50',
    });
    made.push({ name, barcode: product.bar_code, batch: batch.id });
  }
  const [rice, oil] = made;
  if (!rice || !oil) throw new Error('products not made');

  // Start the count of the category, blind.
  await page.goto('/stock-counts');
  await page.getByRole('combobox', { name: 'What to count' }).click();
  await page.getByRole('option', { name: 'A category' }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category.name, exact: true }).click();
  await page.getByRole('button', { name: 'Start count' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Category: ${category.name}`) }).first();
  await expect(row).toContainText('OPEN');
  await row.getByRole('link', { name: 'Count' }).click();
  await expect(page).toHaveURL(/\/stock-counts\/\d+\/count$/);
  const countId = Number(page.url().match(/stock-counts\/(\d+)/)?.[1]);

  // Scan with the keyboard: barcode, Enter, quantity, Enter.
  const barcode = page.getByLabel('Barcode');
  await expect(barcode).toBeFocused();
  await barcode.fill(rice.barcode);
  await barcode.press('Enter');
  await expect(page.getByLabel('Quantity counted')).toBeFocused();
  await page.getByLabel('Quantity counted').fill('7');
  await page.getByLabel('Quantity counted').press('Enter');
  const recent = page.getByTestId('recent-scan');
  await expect(recent.first()).toContainText(rice.name);
  await expect(recent.first()).toContainText('Recorded');
  // The counter never sees what the books expect.
  await expect(page.getByText('Expected')).toHaveCount(0);

  // Offline: the scan waits in the browser, then goes once when the network is back.
  await context.setOffline(true);
  await barcode.fill(oil.barcode);
  await barcode.press('Enter');
  await page.getByLabel('Quantity counted').fill('6');
  await page.getByLabel('Quantity counted').press('Enter');
  await expect(recent.first()).toContainText('Waiting');
  await expect(page.getByRole('status')).toContainText('1 scan waits');
  await context.setOffline(false);
  await expect(recent.first()).toContainText(oil.name, { timeout: 15_000 });
  await expect(recent.first()).toContainText('Recorded');
  const scans = await api<{ id: number }[]>(page, 'GET', `stock-count/${countId}/scans/`);
  expect(scans).toHaveLength(2);

  // Review: expected, counted, difference and value per product.
  // Through the app, as a manager would: the user menu's Stock counts, then the count's Review.
  await page.getByRole('button', { name: 'Bilal Khan' }).click();
  await page.getByRole('menuitem', { name: 'Stock counts' }).click();
  await page
    .getByRole('row', { name: new RegExp(`#${countId} `) })
    .getByRole('link', { name: 'Review' })
    .click();
  const riceLine = page.getByTestId('count-line').filter({ hasText: rice.name });
  // Quantities as people write them, values as money.
  await expect(riceLine.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  await expect(riceLine.getByRole('cell', { name: '-3', exact: true })).toBeVisible();
  await expect(riceLine).toContainText('-150.00');
  const oilLine = page.getByTestId('count-line').filter({ hasText: oil.name });
  await expect(oilLine.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(page.getByTestId('adjustment-total')).toHaveText('-100.00');

  // The count sheet prints on A4, blind: no expected column.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('count-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(rice.name);
  await expect(sheet.getByRole('columnheader', { name: 'Expected' })).toHaveCount(0);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(1000);
  await page.emulateMedia({ media: 'screen' });

  // Approve, with the adjustment's total in the confirmation.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this count?' });
  await expect(dialog).toContainText('-100.00');
  await dialog.getByRole('button', { name: 'Approve and post' }).click();
  await expect(page.getByText('APPROVED').first()).toBeVisible();

  // Stock follows the count, and the books still reconcile with the stock.
  const batches = await api<{ results: Batch[] }>(
    page,
    'GET',
    `batch/?search=${encodeURIComponent(String(stamp))}`,
  );
  const stockOf = (id: number) => batches.results.find((b) => b.id === id)?.inventory_quantity;
  expect(Number(stockOf(rice.batch))).toBe(7);
  expect(Number(stockOf(oil.batch))).toBe(6);
  const review = await api<{ count: { entry: number | null } }>(
    page,
    'GET',
    `stock-count/${countId}/review/`,
  );
  expect(review.count.entry).not.toBeNull();
  await page.getByTestId('main-menu').getByRole('link', { name: 'FINANCE' }).click();
  await page.getByRole('tab', { name: 'Books' }).click();
  await expect(page.getByTestId('books-check')).toContainText('Books reconcile with stock');
});
