import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session';

/*
 * Every action of the counter stays on screen at the sizes tills have (1366×768 and 1280×800):
 * a cash sale, a card sale, and the tallest state, a credit sale with its customer chosen, paid now
 * through a service, with every message showing (its Submit and Cancel were once cut off at the bottom),
 * then with the touch grid on. Screenshots are kept with the results.
 */

const BUNS = '8964000001007';

async function inViewport(page: Page, name: RegExp) {
  const button = page.getByRole('button', { name });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  const size = page.viewportSize();
  expect(box, `${name}`).not.toBeNull();
  if (!box || !size) return;
  expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(size.height);
  expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(size.width);
}

const ACTIONS = [/^Submit and Print/, /^Submit F9/, /^Cancel Order/];
const CREDIT_ACTIONS = [...ACTIONS, /^Add New Customer/];

for (const [width, height] of [
  [1366, 768],
  [1280, 800],
] as const) {
  test(`the counter's actions are all on screen at ${width}×${height}`, async ({ page }, info) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'cashier');
    const box = page.getByLabel('Barcode (F2)');
    await box.fill(BUNS);
    await box.press('Enter');
    await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    for (const action of ACTIONS) await inViewport(page, action);

    await page.getByText('Card', { exact: true }).click();
    for (const action of ACTIONS) await inViewport(page, action);

    await page.getByText('Credit', { exact: true }).click();
    await page.getByPlaceholder('Search by name or number').fill('Zainab');
    await page.getByRole('option', { name: /Zainab Hussain/ }).click();
    await expect(page.getByTestId('customer-balance')).toBeVisible();
    for (const action of CREDIT_ACTIONS) await inViewport(page, action);
    // The tallest state: paid now through a service (two more fields) with every message showing.
    await page.getByText('Paid now by service', { exact: true }).click();
    await page.keyboard.press('F8');
    await expect(page.getByText('Cash Received is less than total so check Deduct Balance!')).toBeVisible();
    for (const action of CREDIT_ACTIONS) await inViewport(page, action);
    await page.screenshot({ path: info.outputPath(`counter-credit-${width}x${height}.png`) });

    // A tablet's touch grid on: the till session strip, the grid's keypad and the actions all fit.
    await page.getByRole('button', { name: 'Touch grid' }).click();
    await expect(page.getByRole('region', { name: 'Touch grid' })).toBeVisible();
    for (const action of [...CREDIT_ACTIONS, /^Open session$/, /^Keypad Add$/, /^Keypad clear$/])
      await inViewport(page, action);
    await page.screenshot({ path: info.outputPath(`counter-touch-${width}x${height}.png`) });
  });
}
