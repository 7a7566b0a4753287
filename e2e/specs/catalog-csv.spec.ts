import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createProduct } from '../support/catalog';
import { signIn } from '../support/session';

test('a product CSV round trip: export, edit one price, preview, import, see the change', async ({
  page,
}) => {
  await signIn(page, 'storeadmin');
  const product = await createProduct(page, `Kulfi ${Date.now()}`, ['Small', 'Large']);
  await page.goto('/products');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).split('\r\n');
  expect(lines[0]).toBe(
    'product_id,name,bar_code,category,unit,token,variant_id,color,size,price,sale_price,description,tax_category,hs_code,retail_price,units',
  );
  const small = product.product_variant[0]?.id;
  const index = lines.findIndex((l) => l.includes(`,${product.bar_code},`) && l.includes(`,${small},`));
  expect(lines[index]).toContain(',Small,50.0000,70.0000,');
  lines[index] = lines[index]?.replace(',Small,50.0000,', ',Small,55.5,') ?? '';
  const edited = path.join(tmpdir(), `products-${Date.now()}.csv`);
  await writeFile(edited, lines.join('\r\n'));

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose CSV file' }).click();
  await (await chooser).setFiles(edited);
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await expect(dialog.getByText('Preview: nothing has been written yet.')).toBeVisible();
  await expect(dialog.getByTestId('csv-changed')).toHaveText('1 changed');
  await expect(dialog.getByTestId('csv-rejected')).toHaveText('0 rejected');
  await expect(dialog.getByRole('row', { name: new RegExp(product.name) })).toContainText(
    'price 50.0000 → 55.5',
  );

  await dialog.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(dialog.getByText('Import finished.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Search products').fill(product.bar_code);
  const row = page.getByRole('row', { name: new RegExp(product.name) });
  await expect(row).toContainText('55.50');
  await expect(row).toContainText('51.00');
});
