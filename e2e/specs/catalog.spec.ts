import { expect, test } from '@playwright/test';
import { createProduct, enterVariant, freshBarcode } from '../support/catalog';
import { signIn } from '../support/session';

test.describe('catalogue and stock', () => {
  test('a product with two variants, a batch of it, and its stock in the inventory with the right total', async ({
    page,
  }) => {
    const name = `Dahi ${Date.now()}`;
    const barcode = freshBarcode();
    await signIn(page, 'storeadmin');
    await page.getByRole('link', { name: 'PRODUCTS' }).click();
    await page.getByRole('link', { name: 'Add New Product' }).click();
    await expect(page.getByRole('heading', { name: 'Add New' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Barcode').fill(barcode);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Dairy' });
    await page.getByLabel('Unit', { exact: true }).selectOption({ label: 'Kilogram' });
    // The demo charges sales tax: every product is in a tax category (docs/domain/tax.md).
    await page.getByLabel('Tax category').selectOption({ label: 'Basic food (0%)' });
    await enterVariant(page, { color: 'White', size: '500g', price: '80', sale: '100' });
    await page.getByRole('button', { name: 'Add another Variant' }).click();
    await expect(page.getByLabel('Variant 1 size')).toHaveValue('500g');
    await enterVariant(page, { color: 'White', size: '1kg', price: '150', sale: '190' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();

    await expect(page).toHaveURL('/products');
    await page.getByLabel('Search products').fill(barcode);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Dairy');
    await expect(row).toContainText('500g · White');
    await expect(row).toContainText('1kg · White');

    await page.getByRole('link', { name: 'BATCHES' }).click();
    await page.getByRole('link', { name: 'Add Batch' }).click();
    await page.getByRole('combobox', { name: 'Product', exact: true }).fill(barcode);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByLabel('Product variant').selectOption({ label: 'White 1kg · cost 150.00' });
    await page.getByLabel('Quantity').fill('12');
    await page.getByLabel('Manufacturing date').fill('2026-01-10');
    await page.getByLabel('Expiry date').fill('2026-01-09');
    await expect(page.getByText('Expiry date cannot be before the manufacturing date.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await page.getByLabel('Expiry date').fill('2027-03-31');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL('/batchs');
    await page.getByLabel('Search batches').fill(name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('2027-03-31');

    await page.getByRole('link', { name: 'INVENTORY' }).click();
    await page.getByLabel('Search inventory').fill(barcode);
    const stock = page.getByRole('row', { name: new RegExp(name) });
    await expect(stock).toContainText('1kg');
    await expect(stock).toContainText('12');
    await expect(page.getByTestId('inventory-total-products')).toHaveText('Total products: 1');
    await expect(page.getByTestId('inventory-total-amount')).toHaveText('Total amount: 1,800.00');
  });

  test('removing variants one by one stops at the last, and deleting asks with name and barcode', async ({
    page,
  }) => {
    await signIn(page, 'storeadmin');
    const product = await createProduct(page, `Lassi ${Date.now()}`, ['250ml', '1L']);
    await page.goto(`/product/edit/${product.id}`);
    await expect(page.getByLabel('Variant 2 size')).toHaveValue('1L');

    await page.getByRole('button', { name: 'Remove variant 1' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete variant' })).toContainText(product.name);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByLabel('Variant 2 size')).toHaveCount(0);
    await expect(page.getByLabel('Variant 1 size')).toHaveValue('1L');

    await page.getByRole('button', { name: 'Remove variant 1' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('You cannot delete last product variant.');
    await error.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByLabel('Variant 1 size')).toHaveValue('1L');

    await page.goto(`/products?search=${product.bar_code}`);
    await page.getByRole('button', { name: `Delete ${product.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product' });
    await expect(confirm).toContainText(product.name);
    await expect(confirm).toContainText(product.bar_code);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('No product matches this search.')).toBeVisible();
  });
});
