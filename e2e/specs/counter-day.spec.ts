import { expect, type Page, test } from '@playwright/test';
import { apiToken } from '../support/api';
import { signIn } from '../support/session';

/*
 * A cashier's day at the Central Store counter (issue 36, "The counter"), at 1366×768: a second
 * scan adds one to its line, the sale in progress survives a reload and a closed tab, a card pays
 * what is due with no cash returned, and an earlier receipt is found and reprinted at the counter.
 * Central Store's own products that no other spec sells, so the stock is the story's.
 */

const SUGAR = '8964000001026'; // Sugar 1kg, 160.00
const PEANUTS = '8964000001022'; // Peanuts 150g, 170.00
const TOOTHPASTE = '8964000001036'; // Toothpaste 100g, 250.00
const BISCUITS = '8964000001018'; // Digestive Biscuits, 200.00

test.setTimeout(60_000);

/** Stubs the print dialog (a real one in headless Chromium holds the page's script). */
async function neutralisePrint(page: Page) {
  const stub = () => {
    (window as unknown as { print: () => void }).print = () => {};
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
}

/** The currency the till keeps for its receipts (from the company's till settings, at each sync). */
const tillCurrency = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('tillwise-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) return resolve(null);
          const read = db.transaction('meta').objectStore('meta').get('currency');
          read.onsuccess = () => resolve((read.result?.value as string | undefined) ?? null);
        };
      }),
  );

const barcode = (page: Page) => page.getByLabel('Barcode (F2)');
const lineQuantity = (page: Page, n: number) => page.getByLabel(`Quantity of line ${n}`);

/** Scans a product not yet in the sale and adds it with the quantity typed. */
async function scanNew(page: Page, code: string, quantity = '1') {
  await barcode(page).fill(code);
  await barcode(page).press('Enter');
  const qty = page.getByLabel('Quantity', { exact: true });
  await expect(qty).toBeFocused();
  await page.keyboard.type(quantity);
  await page.keyboard.press('Enter');
  await expect(barcode(page)).toBeFocused();
}

test('scanning the same product again adds one to its line; so does its barcode typed + Enter', async ({
  page,
}) => {
  await signIn(page, 'storecashier');
  await scanNew(page, SUGAR);
  await expect(lineQuantity(page, 1)).toHaveValue('1');
  // A scanner types the code and Enter: the same product again is one more on its line.
  await page.keyboard.type(SUGAR);
  await page.keyboard.press('Enter');
  await expect(lineQuantity(page, 1)).toHaveValue('2');
  await expect(barcode(page)).toBeFocused();
  await expect(barcode(page)).toHaveValue('');
  // Typed by hand, then Enter: the same.
  await barcode(page).pressSequentially(SUGAR);
  await barcode(page).press('Enter');
  await expect(lineQuantity(page, 1)).toHaveValue('3');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByText('The product is already added to the order items.')).toBeHidden();
  await expect(page.getByTestId('sale-total')).toHaveText('480.00');
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Confirm Cancellation' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByTestId('order-line')).toHaveCount(0);
});

test('the sale in progress survives a reload and a closed tab; a recalled held sale is not lost', async ({
  page,
  context,
}) => {
  await signIn(page, 'storecashier');
  await neutralisePrint(page);
  await scanNew(page, PEANUTS, '2');
  await expect(page.getByTestId('sale-total')).toHaveText('340.00');

  await page.reload();
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(lineQuantity(page, 1)).toHaveValue('2');

  // The tab is closed and the counter opened again in a new one.
  const again = await context.newPage();
  await page.close();
  await again.goto('/');
  await expect(again.getByTestId('order-line')).toHaveCount(1);
  await expect(again.getByTestId('sale-total')).toHaveText('340.00');

  // Held, recalled, and the tab reloaded before it is finished: it is still the sale in progress.
  await barcode(again).focus();
  await again.keyboard.press('F7');
  await expect(again.getByTestId('order-line')).toHaveCount(0);
  await again.reload();
  await expect(again.getByTestId('held-count')).toHaveText('1');
  await expect(again.getByTestId('order-line')).toHaveCount(0);
  await barcode(again).focus();
  await again.keyboard.press('F7');
  await again
    .getByRole('dialog', { name: 'Held sales' })
    .getByRole('button', { name: /Recall/ })
    .first()
    .click();
  await expect(again.getByTestId('order-line')).toHaveCount(1);
  await again.reload();
  await expect(again.getByTestId('order-line')).toHaveCount(1);
  await expect(again.getByTestId('held-count')).toHaveCount(0);

  // Sold: the next reload starts an empty sale.
  await barcode(again).focus();
  await again.keyboard.press('F4');
  await again.keyboard.type('500');
  await again.keyboard.press('F9');
  await expect(
    again.getByRole('status').filter({ hasText: 'Order is completed successfully!.' }),
  ).toBeVisible();
  await again.reload();
  await expect(again.getByTestId('invoice-id')).not.toHaveText('Invoice: …');
  await expect(again.getByTestId('order-line')).toHaveCount(0);
});

test('a card sale is for what is due, with no cash returned on the screen or the receipt', async ({
  page,
}) => {
  await signIn(page, 'storecashier');
  await neutralisePrint(page);
  await scanNew(page, TOOTHPASTE);
  await page.keyboard.press('F6');
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await expect(page.getByLabel('Amount received (F4)')).toHaveValue('250.00');
  await expect(page.getByTestId('cash-returned')).toHaveCount(0);
  await page.getByLabel('Transaction ID').fill('TX-CARD-36');
  await page.keyboard.press('F8');
  const receipt = page.getByRole('dialog').getByTestId('receipt');
  await expect(receipt.getByTestId('receipt-card')).toBeVisible();
  await expect(receipt).toContainText('Card · Bank (TX-CARD-36)');
  await expect(receipt.getByTestId('receipt-change')).toHaveCount(0);
  await expect(receipt).not.toContainText('Cash returned');
  await page.getByRole('button', { name: 'New Order' }).click();
});

test('a cashier finds an earlier sale of the store at the counter and reprints its receipt', async ({
  page,
}) => {
  await signIn(page, 'storecashier');
  await neutralisePrint(page);
  await scanNew(page, BISCUITS);
  await page.keyboard.press('F4');
  await page.keyboard.type('200');
  await page.keyboard.press('F8');
  const dialog = page.getByRole('dialog');
  const invoice = (await dialog.getByTestId('receipt-invoice').textContent()) ?? '';
  expect(invoice).toMatch(/^INV_/);
  await page.getByRole('button', { name: 'New Order' }).click();

  // The managers' Orders list is not the cashier's; Receipts (F1) is.
  await barcode(page).focus();
  await page.keyboard.press('F1');
  await expect(page).toHaveURL(/\/receipts$/);
  await expect(page.getByTestId('receipts-invoice')).toBeFocused();
  await page.keyboard.type(invoice);
  await page.keyboard.press('Enter');
  const row = page.getByTestId('receipt-row').filter({ hasText: invoice });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('200.00');
  await row.getByRole('button', { name: 'Reprint' }).click();
  const reprint = page.getByRole('dialog', { name: `Receipt ${invoice}` });
  await expect(reprint.getByTestId('receipt-invoice')).toHaveText(invoice);
  await reprint.getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});

test("receipts read as money in the company's currency; a return's receipt says what it paid back", async ({
  page,
}) => {
  const ONIONS = '8964000001040'; // Onions 1kg, 140.00, Central Store only
  // The store's manager sets the receipts' currency (PKR until then).
  await signIn(page, 'storeadmin', '/till-sessions');
  const currency = page.getByTestId('till-currency');
  await expect(currency).toHaveValue('PKR');
  await currency.fill('AED');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  try {
    // The cashier's till takes it when it syncs at sign-in.
    await signIn(page, 'storecashier');
    await neutralisePrint(page);
    await expect.poll(() => tillCurrency(page), { timeout: 30_000 }).toBe('AED');
    await scanNew(page, ONIONS, '10');
    await page.getByLabel('Discount type').getByText('%', { exact: true }).click();
    await page.getByLabel('Total discount').fill('10');
    await expect(page.getByTestId('sale-total')).toHaveText('1,260.00');
    await barcode(page).focus();
    await page.keyboard.press('F4');
    await page.keyboard.type('1300');
    await page.keyboard.press('F8');
    const receipt = page.getByRole('dialog').getByTestId('receipt');
    // Central Store charges tax; onions are basic food, exempt: the line prints at 0% and its price
    // after the 10 % off (1,400 less 140 is 1,260, 126.00 a kilo), with no tax.
    const line = receipt.getByTestId('receipt-tax-line').first().getByRole('row');
    await expect(line.nth(0)).toHaveText('1. Onions · 1kg');
    await expect(line.nth(1).locator('td')).toHaveText(['', '10.00', '126.00', '0%', '0.00', '1,260.00']);
    await expect(receipt).toContainText('Discount (10 %):');
    await expect(receipt.getByTestId('receipt-discount')).toHaveText('AED 140.00');
    await expect(receipt.getByTestId('receipt-value-excl-tax')).toHaveText('AED 1,260.00');
    await expect(receipt.getByTestId('receipt-sales-tax')).toHaveText('AED 0.00');
    await expect(receipt.getByTestId('receipt-net-payable')).toHaveText('AED 1,260.00');
    await expect(receipt.getByTestId('receipt-received')).toHaveText('AED 1,300.00');
    await expect(receipt.getByTestId('receipt-change')).toHaveText('AED 40.00');
    await expect(receipt).not.toContainText('.0000');
    await page.getByRole('button', { name: 'New Order' }).click();
  } finally {
    // Back to the demo's currency, for the stories after this one.
    const token = await apiToken(page.request, 'storeadmin');
    const reset = await page.request.put('/api/till-settings/', {
      headers: { authorization: `token ${token}` },
      data: { over_short_tolerance: '50', expiry_window_days: 30, currency: 'PKR' },
    });
    expect(reset.status()).toBe(200);
  }
  // The till takes PKR again at its next sync (a reload syncs).
  await page.reload();
  await expect.poll(() => tillCurrency(page), { timeout: 30_000 }).toBe('PKR');

  // One comes back: the return's receipt says what was paid back, never a negative payable.
  await page.getByLabel('Return Order').check();
  await barcode(page).fill(ONIONS);
  await barcode(page).press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('-1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sale-total')).toHaveText('-140.00');
  await page.keyboard.press('F8');
  const back = page.getByRole('dialog').getByTestId('receipt');
  await expect(back.getByTestId('receipt-paid-back')).toHaveText('PKR 140.00');
  await expect(back).not.toContainText('Net Payable');
  await expect(back).not.toContainText('-140');
});
