import { expect, type Page, test } from '@playwright/test';
import { createProduct } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * Stock is on the books: the store admin receives a batch from the vendor on the Batches screen,
 * and the trial balance shows Inventory and the payable to the vendor moving by the same amount,
 * with the books still reconciling with the stock. Then a write-off moves the value to stock
 * adjustments.
 */

// Three visits to the books and two to the batches: more than the default budget on a busy machine.
test.setTimeout(90_000);

const amount = (text: string) => Number(text.replace(/[^\d.-]/g, '') || '0');

/** The debit and credit of a trial balance row (zero when the account has no row yet). */
async function trialRow(page: Page, account: string | RegExp): Promise<{ debit: number; credit: number }> {
  const table = page.getByRole('table', { name: 'Trial balance' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const row = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: account, exact: true }) });
  if ((await row.count()) === 0) return { debit: 0, credit: 0 };
  const cells = row.first().locator('td');
  return { debit: amount(await cells.nth(2).innerText()), credit: amount(await cells.nth(3).innerText()) };
}

async function openBooks(page: Page) {
  await page.getByTestId('main-menu').getByRole('link', { name: 'FINANCE' }).click();
  await page.getByRole('tab', { name: 'Books' }).click();
  await expect(page.getByTestId('books-check')).toContainText('Books reconcile with stock');
}

test('a batch received from a vendor moves Inventory and the payable by the same amount', async ({
  page,
}) => {
  await signIn(page, 'storeadmin');
  const name = `Basmati ${Date.now()}`;
  const product = await createProduct(page, name, ['5kg']);

  await openBooks(page);
  const inventoryBefore = await trialRow(page, 'Inventory');
  const payableBefore = await trialRow(page, 'Payable to Green Farms');

  await page.goto('/batchs');
  await page.getByRole('link', { name: 'Add Batch' }).click();
  await page.getByRole('combobox', { name: 'Product', exact: true }).fill(product.bar_code);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByLabel('Quantity').fill('12');
  await page.getByLabel('Manufacturing date').fill('2026-11-01');
  await page.getByLabel('Expiry date').fill('2027-11-01');
  await page.getByLabel('Cost price').fill('45.5');
  await page.getByRole('combobox', { name: 'Received from' }).click();
  await page.getByRole('option', { name: /Green Farms/ }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL('/batchs');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('45.50');

  // 12 × 45.5 = 546 into Inventory, and owed to Green Farms.
  await openBooks(page);
  const inventoryAfter = await trialRow(page, 'Inventory');
  const payableAfter = await trialRow(page, 'Payable to Green Farms');
  expect(inventoryAfter.debit - inventoryBefore.debit).toBeCloseTo(546, 2);
  expect(payableAfter.credit - payableBefore.credit).toBeCloseTo(546, 2);
  await expect(page.getByTestId('total-debit')).toHaveText(
    await page.getByTestId('total-credit').innerText(),
  );
  await page.screenshot({ path: test.info().outputPath('books-after-receipt.png'), fullPage: true });

  // Two bags torn: written off, their value moves from Inventory to stock adjustments.
  await page.goto('/batchs');
  await page.getByLabel('Search batches').fill(name);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Write off' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Write off stock' });
  await dialog.getByLabel('Quantity to write off').fill('2');
  await dialog.getByRole('button', { name: 'Write off' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('10');

  await openBooks(page);
  const inventoryLast = await trialRow(page, 'Inventory');
  const adjustments = await trialRow(page, 'Stock adjustments');
  expect(inventoryAfter.debit - inventoryLast.debit).toBeCloseTo(91, 2);
  expect(adjustments.debit).toBeGreaterThanOrEqual(91);
});
