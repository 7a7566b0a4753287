import { expect, test } from '@playwright/test';
import { enterVariant, freshBarcode } from '../support/catalog';
import { makePng } from '../support/png';
import { signIn } from '../support/session';

test.describe('product pictures (issue 19)', () => {
  test('a picture uploaded on the product form shows on its New Sale touch-grid tile', async ({
    page,
    browser,
  }) => {
    // Two operators sign in, one after the other: more than one short story's time.
    test.slow();
    const name = `Lassi ${Date.now()}`;
    await signIn(page, 'storeadmin', '/product/create');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Barcode').fill(freshBarcode());
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Dairy' });
    // The demo charges sales tax: every product is in a tax category (docs/domain/tax.md).
    await page.getByLabel('Tax category').selectOption({ label: 'Basic food (0%)' });
    await enterVariant(page, { color: '', size: '250ml', price: '60', sale: '90' });

    const picture = makePng(64, 64, [255, 255, 255], [40, 120, 200]);
    await page
      .locator('main input[type=file]')
      .setInputFiles({ name: 'lassi.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByRole('img', { name: 'Picture preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL('/products');

    // The catalogue is the group's: a cashier at City Outlet sees the picture on New Sale.
    const till = await (await browser.newContext()).newPage();
    await signIn(till, 'cashier');
    await expect(till.getByRole('heading', { name: 'New Sale' })).toBeVisible();
    await till.getByTestId('touch-toggle').click();
    const grid = till.getByRole('region', { name: 'Touch grid' });
    await grid.getByText('Dairy', { exact: true }).click();
    const tile = grid.getByRole('button', { name: new RegExp(`^${name}`) });
    const image = tile.getByTestId('touch-tile-image');
    await expect(image).toHaveAttribute('src', /\/media\/product-images\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  });
});
