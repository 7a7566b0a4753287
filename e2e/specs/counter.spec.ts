import { expect, type Page, test } from '@playwright/test';
import { api } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * The City Outlet counter on the fresh demo database, one story in order: a cash sale by barcode
 * with a line and a total discount and its receipt, a card sale, a credit sale to a customer added
 * on the spot, a return, then the manager finds the first sale from the header and reprints it.
 */

const BUNS = '8964000001007'; // Burger Buns, one variant, 120.00, 7 at City Outlet
const RUSK = '8964000001009'; // Rusk, one variant, 140.00

interface ProductStock {
  product_variant: { batch: { inventory_quantity: number }[] }[];
}

async function stockOf(page: Page, barcode: string): Promise<number> {
  const found = await api<{ results: ProductStock[] }>(page, 'GET', `product/?bar_code=${barcode}`);
  return (found.results[0]?.product_variant ?? [])
    .flatMap((v) => v.batch)
    .reduce((sum, b) => sum + b.inventory_quantity, 0);
}

/**
 * Counts print calls instead of opening the browser's dialog, on this page and after every
 * navigation (a real print dialog in headless Chromium holds the page's script).
 */
async function neutralisePrint(page: Page) {
  const stub = () => {
    const w = window as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => {
      w.printed += 1;
    };
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
}

const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

async function scan(page: Page, barcode: string) {
  const box = page.getByLabel('Barcode (F2)');
  await box.fill(barcode);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
}

async function invoiceShown(page: Page): Promise<string> {
  const badge = page.getByTestId('invoice-id');
  await expect(badge).toHaveText(/Invoice: INV_\d+_\d+/);
  return ((await badge.textContent()) ?? '').replace('Invoice: ', '');
}

let firstInvoice = '';
let returnInvoice = '';

test.describe.configure({ mode: 'serial' });

test.describe('the counter', () => {
  test('a cashier scans, discounts, takes cash and prints the receipt; the stock drops', async ({ page }) => {
    await signIn(page, 'cashier');
    await neutralisePrint(page);
    await expect(page.getByRole('heading', { name: 'New Sale' })).toBeVisible();
    await expect(page.getByLabel('Barcode (F2)')).toBeFocused();
    const invoice = await invoiceShown(page);
    const before = await stockOf(page, BUNS);

    // The scanner types the code and Enter; the quantity and Enter add the line.
    await page.keyboard.type(BUNS);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Product name (F3)')).toHaveValue('Burger Buns');
    await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    const line = page.getByTestId('order-line');
    await expect(line).toHaveCount(1);
    await expect(page.getByLabel('Barcode (F2)')).toBeFocused();

    await page.getByLabel('Discount of line 1').fill('10');
    await page.getByLabel('Discount of line 1').press('Enter');
    await expect(page.getByLabel('Total price of line 1')).toHaveValue('324.00');
    await page.getByLabel('Total discount').fill('24');
    await expect(page.getByTestId('sale-total')).toHaveText('300.00');
    await page.keyboard.press('F4');
    await page.keyboard.type('500');
    await expect(page.getByTestId('cash-returned')).toHaveText('200.00');
    await page.keyboard.press('F8');

    const receipt = page.getByRole('dialog').getByTestId('receipt');
    await expect(receipt).toBeVisible();
    await expect.poll(() => printed(page)).toBe(1);
    await expect(receipt.getByTestId('receipt-invoice')).toHaveText(invoice);
    await expect(receipt).toContainText('City Outlet');
    // City Outlet charges tax, 18% inside its prices: the line prints what was paid for it after both
    // discounts (300.00), 254.24 of it excluding tax (84.75 a unit) and 45.76 of tax.
    const taxLine = receipt.getByTestId('receipt-tax-line').first().getByRole('row');
    await expect(taxLine.nth(0)).toHaveText('1. Burger Buns · 4 pcs');
    await expect(taxLine.nth(1).locator('td')).toHaveText(['', '3.00', '84.75', '18%', '45.76', '300.00']);
    await expect(receipt.getByTestId('receipt-items')).toHaveText('1');
    await expect(receipt.getByTestId('receipt-total-units')).toHaveText('3.00');
    // Money as money: two places, the currency; the discount as what the customer saved (10 % off the
    // line, then 24 off the total).
    await expect(receipt.getByTestId('receipt-discount')).toHaveText('PKR 60.00');
    await expect(receipt.getByTestId('receipt-value-excl-tax')).toHaveText('PKR 254.24');
    await expect(receipt.getByTestId('receipt-sales-tax')).toHaveText('PKR 45.76');
    await expect(receipt.getByTestId('receipt-net-payable')).toHaveText('PKR 300.00');
    await expect(receipt.getByTestId('receipt-received')).toHaveText('PKR 500.00');
    await expect(receipt.getByTestId('receipt-change')).toHaveText('PKR 200.00');
    await expect(receipt).toContainText('Operator: Usman Raza');
    // The invoice id as a barcode, so a reprint or a refund is one scan.
    await expect(receipt.getByTestId('receipt-barcode')).toHaveAttribute('aria-label', `Barcode ${invoice}`);
    firstInvoice = invoice;

    // On paper only the receipt shows.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('receipt-print')).toBeVisible();
    await expect(page.getByTestId('main-menu')).toBeHidden();
    // Printed to PDF as the browser prints it: one page of 80 mm roll paper (226.8 pt wide).
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf) ?? [];
    expect(Number(width)).toBeCloseTo(226.8, 0);
    expect(Number(height)).toBeGreaterThan(226.8);
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'New Order' }).click();
    await expect(page.getByTestId('order-line')).toHaveCount(0);
    expect(await invoiceShown(page)).not.toBe(invoice);
    expect(await stockOf(page, BUNS)).toBe(before - 3);
  });

  test('a card sale with its payment service and reference', async ({ page }) => {
    await signIn(page, 'cashier');
    await scan(page, RUSK);
    await page.keyboard.press('Enter');
    await page.keyboard.press('F6');
    await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
    await page.getByRole('combobox', { name: 'Payment service' }).click();
    await page.getByRole('option', { name: 'JazzCash' }).click();
    await page.getByLabel('Transaction ID').fill('JC-7788');
    await page.getByLabel('Amount received (F4)').fill('140');
    await page.keyboard.press('F9');
    await expect(
      page.getByRole('status').filter({ hasText: 'Order is completed successfully!.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'New Order' }).click();
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  });

  test('a credit sale to a customer added on the spot', async ({ page }) => {
    await signIn(page, 'cashier');
    await neutralisePrint(page);
    await scan(page, RUSK);
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await page.getByText('Credit', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Credit' })).toBeChecked();
    // Nothing is red before the cashier tries to submit (spec 5.1); F8 shows what is missing.
    await expect(page.getByText('select regular customer!')).toBeHidden();
    await page.keyboard.press('F8');
    await expect(page.getByText('select regular customer!')).toBeVisible();
    await page.getByRole('button', { name: 'Add New Customer' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Customer' });
    await modal.getByRole('button', { name: 'Add Customer' }).click();
    await expect(modal.getByText('name can not be empty!')).toBeVisible();
    await expect(modal.getByText('contact number is required!')).toBeVisible();
    const contact = `0333${String(Date.now()).slice(-7)}`;
    await modal.getByLabel('First name').fill('Nadia');
    await modal.getByLabel('Last name').fill('Qureshi');
    await modal.getByLabel('Contact number').fill(contact);
    await modal.getByRole('button', { name: 'Add Customer' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Cash Received is less than total so check Deduct Balance!')).toBeVisible();
    await page.getByLabel('Deduct Balance').check();
    // The panel names what goes on the customer's account, never a negative change.
    await expect(page.getByText('On account', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cash-returned')).toHaveText('280.00');
    await page.keyboard.press('F8');
    const receipt = page.getByRole('dialog').getByTestId('receipt');
    await expect(receipt).toContainText("Customer's Name: Nadia Qureshi");
    await expect(receipt.getByTestId('receipt-net-payable')).toHaveText('PKR 280.00');
    await expect(receipt.getByTestId('receipt-received')).toHaveText('PKR 0.00');
    await expect(receipt.getByTestId('receipt-on-account')).toHaveText('PKR 280.00');
    // No figure prints negative: the lines and the totals (the business's NTN has a hyphen of its own).
    await expect(receipt.getByRole('table')).not.toContainText('-');
    await expect(receipt.locator('dl')).not.toContainText('-');
  });

  test('a return takes the goods back', async ({ page }) => {
    await signIn(page, 'cashier');
    const before = await stockOf(page, BUNS);
    await page.getByLabel('Return Order').check();
    await scan(page, BUNS);
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('-1');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await expect(page.getByTestId('sale-total')).toHaveText('-120.00');
    returnInvoice = await invoiceShown(page);
    await page.keyboard.press('F9');
    await expect(
      page.getByRole('status').filter({ hasText: 'Order is completed successfully!.' }),
    ).toBeVisible();
    expect(await stockOf(page, BUNS)).toBe(before + 1);
  });

  test('the manager finds the first sale from the header, reads it and reprints it', async ({ page }) => {
    expect(firstInvoice).not.toBe('');
    await signIn(page, 'outletadmin');
    await neutralisePrint(page);
    const search = page.getByRole('search', { name: 'Order search' });
    await search.getByLabel('Invoice ID').fill(firstInvoice);
    await search.getByRole('option', { name: new RegExp(firstInvoice) }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByTestId('details-invoice')).toHaveText(firstInvoice);
    await expect(page.getByTestId('details-total')).toHaveText('300.00');
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.getByRole('dialog').getByTestId('receipt-net-payable')).toHaveText('PKR 300.00');
    await expect.poll(() => printed(page)).toBe(1);
    await page.getByRole('button', { name: 'Close' }).click();

    // Search Order opens the list filtered by the invoice id and today's date.
    await search.getByLabel('Invoice ID').fill(firstInvoice);
    await search.getByRole('button', { name: 'Search Order' }).click();
    await expect(page).toHaveURL(/\/orders\?invoiceId=/);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText(firstInvoice);

    // Every row of the RETURNED filter is a return; with the invoice id, only ours.
    await page.goto('/orders?status=RETURNED');
    await expect(table.locator('tbody tr').first()).toContainText('RETURNED');
    const statuses = await table.locator('tbody tr td:nth-child(6)').allInnerTexts();
    expect(new Set(statuses)).toEqual(new Set(['RETURNED']));
    await page.goto(`/orders?status=RETURNED&invoiceId=${returnInvoice}`);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await table.getByRole('button', { name: 'Print' }).click();
    // A return's receipt says what was paid back.
    await expect(page.getByRole('dialog').getByTestId('receipt-paid-back')).toHaveText('PKR 120.00');
    await page.getByRole('button', { name: 'Close' }).click();
    await table.getByRole('link', { name: 'Details' }).click();
    await expect(page.getByRole('heading', { name: /Order #\d+/ })).toBeVisible();
  });
});
