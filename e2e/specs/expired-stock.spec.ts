import { expect, type Page, test } from '@playwright/test';
import { api, freshBarcode, standardTaxCategory } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * Expired stock is never a dead end (docs/selling-at-the-counter.md, "Expired stock"): Add Batch
 * warns about an expiry date in the past; a product whose only stock is expired is offered at the
 * counter and sold with a manager's approval, its line marked; Admin Order marks expired batches
 * and asks before transferring them. The lots expired in 2020, whatever today is.
 */

test.setTimeout(120_000);

interface Made {
  id: number;
  name: string;
  bar_code: string;
  product_variant: { id: number }[];
}

/** Central Store's admin makes a product whose only stock is a lot that expired in 2020. */
async function expiredOnlyProduct(page: Page, name: string): Promise<{ product: Made; batch: number }> {
  const product = await api<Made>(page, 'POST', 'product/', {
    name,
    bar_code: freshBarcode(),
    token: false,
    unit: null,
    category: null,
    tax_category: await standardTaxCategory(page),
    product_variant: [{ size: '', color: '', price: '10', sale_price: '15' }],
  });
  const batch = await api<{ id: number }>(page, 'POST', 'batch/', {
    product_variant: product.product_variant[0]?.id,
    quantity: '4',
    manufacturing_date: '2020-01-01',
    expiry_date: '2020-01-31',
    in_stock: true,
  });
  return { product, batch: batch.id };
}

test("Add Batch warns about a past expiry; the counter sells expired-only stock with a manager's approval", async ({
  page,
}) => {
  await signIn(page, 'storeadmin', '/Addbatch');
  const expiry = page.getByLabel(/^Expiry date/);
  await expiry.fill('2099-12-31');
  await expect(page.getByTestId('expiry-past')).toHaveCount(0);
  await expiry.fill('2020-01-31');
  await expect(page.getByTestId('expiry-past')).toHaveText(/expiry date is in the past/);

  const tag = freshBarcode().slice(-6);
  const { product, batch } = await expiredOnlyProduct(page, `Stale ${tag}`);
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  await signIn(page, 'storecashier');

  // The name search lists it as expired only, not out of stock, and it can be chosen.
  await expect(page.getByLabel('Barcode (F2)')).toBeFocused();
  await page.keyboard.press('F3');
  await expect(page.getByLabel('Product name (F3)')).toBeFocused();
  await page.keyboard.type(`Stale ${tag}`);
  const results = page.getByRole('listbox', { name: 'Product results' });
  await expect(results.getByRole('option')).toHaveCount(1);
  await expect(results.getByText('Expired only')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Batch' })).toHaveValue(new RegExp(`#${batch} `));
  await expect(page.getByText('This batch has expired: a manager must approve selling it.')).toBeVisible();
  await page.keyboard.press('Enter');

  // The cart marks the line's batch as expired; Submit asks a manager, who approves at the till.
  const line = page.getByTestId('order-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('line-expired')).toHaveText('Expired batch');
  await page.keyboard.press('F4');
  await page.keyboard.type('15');
  await page.keyboard.press('F9');
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toBeVisible();
  await approval.getByTestId('expired-approval-username').fill('storeadmin');
  await approval.getByTestId('expired-approval-password').fill('Demo@1234');
  await approval.getByRole('button', { name: 'Approve and sell' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Order is completed successfully!.' }),
  ).toBeVisible();

  // Scanned, the same: the product is picked with its expired batch, not refused.
  await page.getByRole('button', { name: 'New Order' }).click();
  await page.getByLabel('Barcode (F2)').fill(product.bar_code);
  await page.getByLabel('Barcode (F2)').press('Enter');
  await expect(page.getByLabel('Product name (F3)')).toHaveValue(product.name);
  await expect(page.getByRole('combobox', { name: 'Batch' })).toHaveValue(new RegExp(`#${batch} `));
});

test('Admin Order labels expired batches and asks before transferring them', async ({ page }) => {
  await signIn(page, 'storeadmin');
  const tag = freshBarcode().slice(-6);
  const { product, batch } = await expiredOnlyProduct(page, `Old ${tag}`);
  await page.goto('/admin/order');
  await page.getByRole('radio', { name: 'To Department' }).check();
  await page.getByRole('combobox', { name: 'Buyer' }).click();
  await page.getByRole('option', { name: 'Ayesha Malik — City Outlet' }).click();
  await page.getByLabel('Barcode', { exact: true }).fill(product.bar_code);
  await expect(page.getByLabel('Product name', { exact: true })).toHaveValue(product.name);
  const batchSelect = page.getByRole('combobox', { name: 'Batch' });
  await expect(batchSelect).toHaveValue(new RegExp(`#${batch} .*EXPIRED`));
  await page.getByLabel('Quantity', { exact: true }).fill('1');
  await page.getByLabel('Quantity', { exact: true }).press('Enter');
  const items = page.getByRole('table', { name: 'Order items' });
  await expect(items.getByTestId('line-expired')).toHaveText('Expired batch');

  await page.getByRole('button', { name: 'Submit and Print' }).click();
  const ask = page.getByRole('dialog', { name: 'Expired batches' });
  await expect(ask).toContainText(`${product.name} (batch #${batch})`);
  // Cancel keeps the order as it was; confirming sends it.
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(items.getByTestId('line-expired')).toHaveCount(1);
  await page.getByRole('button', { name: 'Submit and Print' }).click();
  await page
    .getByRole('dialog', { name: 'Expired batches' })
    .getByRole('button', { name: 'Transfer them' })
    .click();
  await expect(page.getByText('Order is completed successfully.')).toBeVisible();
});
