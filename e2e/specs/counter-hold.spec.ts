import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session';

/*
 * Hold and recall at the counter: F7 parks the sale in progress so the next customer can be
 * served; the held sale survives a reload and F7 on an empty sale lists it to recall and finish.
 */

// Not the buns or the rusk the other specs sell: the outlet's few packs of those are theirs.
const SALT = '8964000001029'; // Salt, 60.00
const RUSK = '8964000001009'; // Rusk, 140.00

async function scan(page: Page, barcode: string, quantity: string) {
  const box = page.getByLabel('Barcode (F2)');
  await box.fill(barcode);
  await box.press('Enter');
  const qty = page.getByLabel('Quantity', { exact: true });
  await expect(qty).toBeFocused();
  await page.keyboard.type(quantity);
  await page.keyboard.press('Enter');
}

test('F7 holds a sale, the next customer is served, and the held sale is recalled after a reload', async ({
  page,
}) => {
  await signIn(page, 'cashier');
  await page.evaluate(() => {
    (window as unknown as { print: () => void }).print = () => {};
  });
  await scan(page, RUSK, '2');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await page.keyboard.press('F7');
  await expect(page.getByTestId('order-line')).toHaveCount(0);
  await expect(page.getByTestId('held-count')).toHaveText('1');

  // The next customer: one pack of salt, paid in cash.
  await scan(page, SALT, '1');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await page.keyboard.press('F4');
  await page.keyboard.type('200');
  await page.keyboard.press('F9');
  await page.getByRole('button', { name: 'New Order' }).click();
  await expect(page.getByTestId('order-line')).toHaveCount(0);

  // The held sale outlives a reload.
  await page.reload();
  await expect(page.getByTestId('held-count')).toHaveText('1');
  await page.getByLabel('Barcode (F2)').focus();
  await page.keyboard.press('F7');
  const list = page.getByRole('dialog', { name: 'Held sales' });
  await expect(list.getByTestId('held-sale')).toHaveCount(1);
  await expect(list.getByTestId('held-sale')).toContainText('Rusk');
  await expect(list.getByTestId('held-sale')).toContainText('280.00');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-line')).toContainText('Rusk');
  await expect(page.getByTestId('held-count')).toHaveCount(0);
});
