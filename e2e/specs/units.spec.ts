import { expect, type Page, test } from '@playwright/test';
import { api, freshBarcode, standardTaxCategory } from '../support/catalog';
import { pick, scanIntoOrder } from '../support/forms';
import { signIn } from '../support/session';

/*
 * Trade units (docs/domain/units.md): Central Store's admin makes a product with 30 pieces in
 * stock through the API, then defines a "Pack of 12" with its own barcode on the Edit product
 * screen's Units section. The store's cashier scans the pack's barcode at the counter and sells
 * one pack: stock falls by 12 pieces. F10 refunds the pack from the receipt: the 12 come back.
 * The second story (issue 40): a carton defined on the product form is bought from Green Farms by
 * the carton on the Admin Order (its barcode picks it), three packs of 6 go to City Outlet, and
 * the outlet's cashier sells a piece and a pack, each by its own barcode: stock in pieces follows.
 * The stories make their own products and stock and change no demo setting.
 */

test.setTimeout(180_000);

interface Made {
  id: number;
  name: string;
  bar_code: string;
  product_variant: { id: number; batch: { inventory_quantity: number }[] }[];
}

async function stockOf(page: Page, id: number): Promise<number> {
  const product = await api<Made>(page, 'GET', `product/${id}`);
  return product.product_variant.flatMap((v) => v.batch).reduce((sum, b) => sum + b.inventory_quantity, 0);
}

test('a pack defined on the product form is sold by its barcode, takes 12 pieces, and its refund gives them back', async ({
  page,
}) => {
  await signIn(page, 'storeadmin');
  const name = `Units ${Date.now()}`;
  const product = await api<Made>(page, 'POST', 'product/', {
    name,
    bar_code: freshBarcode(),
    token: false,
    unit: null,
    category: null,
    tax_category: await standardTaxCategory(page),
    product_variant: [{ size: '', color: '', price: '60', sale_price: '100' }],
  });
  await api(page, 'POST', 'batch/', {
    product_variant: product.product_variant[0]?.id,
    quantity: '30',
    manufacturing_date: '2026-01-01',
    expiry_date: '2099-12-31',
    in_stock: true,
  });

  // The pack, on the Edit product screen.
  const packCode = freshBarcode();
  await page.goto(`/product/edit/${product.id}`);
  const units = page.getByRole('table', { name: 'Units' });
  await expect(units).toContainText('(base unit)');
  await page.getByRole('button', { name: 'Add unit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Pack of 12');
  await dialog.getByLabel('Count').fill('1');
  await expect(dialog).toContainText('at least 2');
  await dialog.getByLabel('Count').fill('12');
  await dialog.getByLabel('Unit barcode').fill(packCode);
  await dialog.getByRole('button', { name: 'Add unit' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(units).toContainText('Pack of 12');
  await expect(units).toContainText(packCode);
  await expect(units).toContainText('base × 12');
  const before = await stockOf(page, product.id);
  expect(before).toBe(30);

  // The cashier scans the pack: one pack, 1,200.00 (100 × 12).
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'storecashier');
  const stub = () => {
    (window as unknown as { print: () => void }).print = () => {};
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
  const box = page.getByLabel('Barcode (F2)');
  await box.fill(packCode);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  const line = page.getByTestId('order-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Pack of 12');
  await expect(line).toContainText('1,200.00');
  await page.keyboard.press('F4');
  await page.keyboard.type('1200');
  await page.keyboard.press('F8');
  const saleInvoice = (await page.getByTestId('receipt-invoice').first().innerText()).trim();
  await expect(page.getByTestId('receipt').first()).toContainText('Pack of 12');
  await page.getByRole('button', { name: 'New Order' }).click();
  await expect.poll(() => stockOf(page, product.id)).toBe(before - 12);

  // F10: the pack comes back, and with it 12 pieces.
  await page.getByLabel('Barcode (F2)').focus();
  await page.keyboard.press('F10');
  await expect(page.getByLabel(/Receipt's invoice id/)).toBeFocused();
  await page.keyboard.type(saleInvoice);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('refund-sale-invoice')).toHaveText(saleInvoice);
  const qty = page.getByLabel(new RegExp(`Return quantity of ${name}`));
  await expect(qty).toBeFocused();
  await page.keyboard.type('1');
  await expect(page.getByTestId('refund-total')).toHaveText('Refund 1,200.00');
  await page.keyboard.press('F9');
  await expect(page.getByRole('dialog').getByTestId('receipt')).toContainText(`Refund of: ${saleInvoice}`);
  await expect.poll(() => stockOf(page, product.id)).toBe(before);
});

async function submitOrder(page: Page) {
  await page.evaluate(() => delete document.body.dataset.printed);
  await page.getByRole('button', { name: 'Submit and Print' }).click();
  await expect(page.getByText('Order is completed successfully.')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.getByRole('button', { name: 'New Order' }).click();
  await expect(page.getByRole('table', { name: 'Order items' })).toHaveCount(0);
}

test('a carton defined on the product form is bought by the carton, packs go to the outlet, and the outlet sells pieces and packs by their barcodes', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await signIn(page, 'storeadmin');
  const name = `Carton units ${Date.now()}`;
  const product = await api<Made & { bar_code: string }>(page, 'POST', 'product/', {
    name,
    bar_code: freshBarcode(),
    token: false,
    unit: null,
    category: null,
    tax_category: await standardTaxCategory(page),
    product_variant: [{ size: '', color: '', price: '60', sale_price: '100' }],
  });
  const packCode = freshBarcode();
  await api(page, 'POST', `product/${product.id}/unit/`, { name: 'Pack of 6', count: 6, bar_code: packCode });

  // The carton, on the Edit product screen.
  const cartonCode = freshBarcode();
  await page.goto(`/product/edit/${product.id}`);
  await page.getByRole('button', { name: 'Add unit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Carton of 48');
  await dialog.getByLabel('Count').fill('48');
  await dialog.getByLabel('Unit barcode').fill(cartonCode);
  await dialog.getByRole('button', { name: 'Add unit' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Units' })).toContainText('Carton of 48');

  // Admin Order, From Vendor: the carton's barcode picks the carton at 60 × 48; 2 cartons.
  await page.goto('/admin/order');
  await expect(page.getByTestId('invoice-id')).toHaveText(/Invoice: INV_\d+_\d+/);
  await pick(page, 'Seller', 'Tariq Farooq — Green Farms');
  await scanIntoOrder(page, cartonCode, name);
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await expect(page.getByLabel('Buy price')).toHaveValue('5760.0000');
  await page.getByLabel('Expiry date').fill('2099-06-30');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('table', { name: 'Order items' })).toContainText(`${name} · Carton of 48`);
  await submitOrder(page);
  // 96 pieces received.
  await expect.poll(() => stockOf(page, product.id)).toBe(96);

  // To Department: 3 packs of the new batch (16 packs in it) to City Outlet.
  await page.getByRole('radio', { name: 'To Department' }).check();
  await pick(page, 'Buyer', 'Ayesha Malik — City Outlet');
  await scanIntoOrder(page, packCode, name);
  await expect(page.getByRole('combobox', { name: 'Batch' })).toHaveValue(/Quan: 16$/);
  await page.getByLabel('Quantity', { exact: true }).fill('3');
  await page.getByLabel('Quantity', { exact: true }).press('Enter');
  await expect(page.getByRole('table', { name: 'Order items' })).toContainText(`${name} · Pack of 6`);
  await submitOrder(page);
  await expect.poll(() => stockOf(page, product.id)).toBe(78);

  // City Outlet's cashier sells a piece (the product's barcode) and a pack (the pack's barcode).
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  await signIn(page, 'cashier');
  await expect.poll(() => stockOf(page, product.id)).toBe(18);
  const box = page.getByLabel('Barcode (F2)');
  for (const code of [product.bar_code, packCode]) {
    await box.fill(code);
    await box.press('Enter');
    await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
  }
  const lines = page.getByTestId('order-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText('Pack of 6');
  await expect(lines.nth(1)).toContainText('600.00');
  await page.keyboard.press('F4');
  await page.keyboard.type('1000');
  await page.keyboard.press('F9');
  await expect(page.getByText('Order is completed successfully!.')).toBeVisible();
  // 1 + 6 pieces left the outlet's stock.
  await expect.poll(() => stockOf(page, product.id)).toBe(11);
});
