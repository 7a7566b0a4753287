import { expect, test } from '@playwright/test';
import { fieldByLabel } from '../support/forms';
import { signIn } from '../support/session';

/*
 * The keyboard at the counter and on the order screens: an unknown barcode says so in the spec's
 * words, Esc closes every dialog, and the Admin Order screen moves to the quantity after a scan as
 * New Sale does.
 */

const BUNS = '8964000001007';
const UNKNOWN = 'Please select product from product results or add desired product to system.';

test('an unknown barcode at the counter says so in the spec words', async ({ page }) => {
  await signIn(page, 'cashier');
  const box = page.getByLabel('Barcode (F2)');
  await box.fill('0000000000000');
  await box.press('Enter');
  await expect(page.getByText(UNKNOWN)).toBeVisible();
  await expect(box).toBeFocused();
});

test('Esc closes the Add Customer dialog', async ({ page }) => {
  await signIn(page, 'cashier');
  await page.getByText('Credit', { exact: true }).click();
  await page.getByRole('button', { name: 'Add New Customer' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Customer' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('First name').fill('Esc');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('Esc closes the header colour picker', async ({ page }) => {
  await signIn(page, 'storeadmin', '/settings?tab=color');
  await fieldByLabel(page, 'Header Color').click();
  const picker = page.locator('.mantine-ColorInput-dropdown');
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
});

test('the Admin Order screen moves to the quantity after a scan, and names an unknown barcode', async ({
  page,
}) => {
  await signIn(page, 'storeadmin');
  await expect(page).toHaveURL('/admin/order');
  await page.getByRole('radio', { name: 'To Department' }).check();
  const box = page.getByLabel('Barcode', { exact: true });
  await box.fill(BUNS);
  await box.press('Enter');
  await expect(page.getByLabel('Product name', { exact: true })).toHaveValue('Burger Buns');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await box.fill('0000000000000');
  await box.press('Enter');
  await expect(page.getByText(UNKNOWN)).toBeVisible();
});
