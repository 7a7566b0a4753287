import { expect, type Page, test } from '@playwright/test';
import { api } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * Refund from the receipt: a card sale is rung up at City Outlet's counter; F10 opens the refund,
 * the receipt's invoice id is scanned (the scanner types it and Enter), one of the three packs is
 * returned, and the refund goes back to the card with its reference, prints its own receipt, and
 * puts the pack back in stock.
 */

// Not a product the other specs sell: City Outlet's few packs of those are theirs.
const LENTILS = '8964000001027'; // Red Lentils, one variant and one batch, 340.00

interface ProductStock {
  product_variant: { batch: { inventory_quantity: number }[] }[];
}

async function stockOf(page: Page, barcode: string): Promise<number> {
  const found = await api<{ results: ProductStock[] }>(page, 'GET', `product/?bar_code=${barcode}`);
  return (found.results[0]?.product_variant ?? [])
    .flatMap((v) => v.batch)
    .reduce((sum, b) => sum + b.inventory_quantity, 0);
}

test('a partial refund of a card sale, found by scanning its invoice id, goes back to the card', async ({
  page,
}) => {
  await signIn(page, 'cashier');
  const stub = () => {
    (window as unknown as { print: () => void }).print = () => {};
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
  const before = await stockOf(page, LENTILS);

  // The card sale: 3 packs, JazzCash, reference JC-4455, printed.
  const box = page.getByLabel('Barcode (F2)');
  await box.fill(LENTILS);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await page.keyboard.press('F6');
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Payment service' }).click();
  await page.getByRole('option', { name: 'JazzCash' }).click();
  await page.getByLabel('Transaction ID').fill('JC-4455');
  await page.getByLabel('Amount received (F4)').fill('1020');
  await page.keyboard.press('F8');
  const saleInvoice = (await page.getByTestId('receipt-invoice').first().innerText()).trim();
  expect(saleInvoice).toMatch(/^INV_\d+_\d+$/);
  await page.getByRole('button', { name: 'New Order' }).click();
  await expect(page.getByTestId('order-line')).toHaveCount(0);
  expect(await stockOf(page, LENTILS)).toBe(before - 3);

  // F10 from the counter; the scanner types the receipt's invoice id and Enter.
  await page.getByLabel('Barcode (F2)').focus();
  await page.keyboard.press('F10');
  const scanField = page.getByLabel(/Receipt's invoice id/);
  await expect(scanField).toBeFocused();
  await page.keyboard.type(saleInvoice);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('refund-sale-invoice')).toHaveText(saleInvoice);
  await expect(page.getByTestId('refund-paid-by')).toHaveText('Card · JazzCash (ref JC-4455)');

  // More than was sold is refused on screen; one pack goes back.
  const qty = page.getByLabel(/Return quantity of Red Lentils/);
  await expect(qty).toBeFocused();
  await page.keyboard.type('4');
  await expect(page.getByTestId('refund-errors')).toContainText('at most 3.00 can be returned');
  await qty.fill('');
  await page.keyboard.type('1');
  await expect(page.getByTestId('refund-total')).toHaveText('Refund 340.00');
  await expect(page.getByTestId('refund-goes-to')).toHaveText('Card · JazzCash (ref JC-4455): 340.00');
  await page.keyboard.press('F9');

  // The refund's receipt: titled Refund, naming the sale and the card.
  const receipt = page.getByRole('dialog').getByTestId('receipt');
  await expect(receipt).toContainText('Refund');
  await expect(receipt).toContainText(`Refund of: ${saleInvoice}`);
  await expect(receipt).toContainText('Refunded to Card · JazzCash (ref JC-4455)');
  await expect(receipt.getByTestId('receipt-paid-back')).toHaveText('PKR 340.00');
  await expect(receipt).not.toContainText('Net Payable');
  const refundInvoice = (await receipt.getByTestId('receipt-invoice').innerText()).trim();
  expect(refundInvoice).not.toBe(saleInvoice);
  await page.getByRole('button', { name: 'New refund' }).click();
  await expect(page.getByLabel(/Receipt's invoice id/)).toBeFocused();

  // Stock and the server agree: one pack back, two still returnable, the refund linked.
  expect(await stockOf(page, LENTILS)).toBe(before - 2);
  const found = await api<{ results: { id: number; invoice_id: string }[] }>(
    page,
    'GET',
    `order/?invoice_id__contains=${saleInvoice}`,
  );
  const sale = found.results.find((o) => o.invoice_id === saleInvoice);
  const view = await api<{
    refunded: string;
    lines: { returnable: string }[];
    refunds: { invoice_id: string }[];
  }>(page, 'GET', `order/${sale?.id}/refund/`);
  expect(view.refunded).toBe('340.0000');
  expect(view.lines[0]?.returnable).toBe('2.0000');
  expect(view.refunds.map((r) => r.invoice_id)).toEqual([refundInvoice]);

  // The same receipt scanned again shows what is left and the earlier refund.
  await page.keyboard.type(saleInvoice);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('refund-earlier')).toContainText(refundInvoice);
});

test('a refund made with F10 during a till session is paid out of that session, and its Z report matches the drawer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'cashier');
  const stub = () => {
    (window as unknown as { print: () => void }).print = () => {};
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);

  // A session at this till with a float of 1,000.
  await page.getByTestId('open-session').click();
  const openModal = page.getByRole('dialog', { name: 'Open till session' });
  await openModal.getByTestId('opening-float').fill('1000');
  await openModal.getByTestId('open-session-submit').click();
  await expect(openModal).toBeHidden();
  await expect(page.getByTestId('till-session-bar')).toContainText('float 1,000.00');

  // A cash sale of two packs: 680.
  const box = page.getByLabel('Barcode (F2)');
  await box.fill(LENTILS);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await page.keyboard.press('F4');
  await page.keyboard.type('700');
  await page.keyboard.press('F8');
  const saleInvoice = (await page.getByTestId('receipt-invoice').first().innerText()).trim();
  await page.getByRole('button', { name: 'New Order' }).click();

  // F10: one pack back, in cash, out of this drawer.
  await page.getByLabel('Barcode (F2)').focus();
  await page.keyboard.press('F10');
  await expect(page.getByLabel(/Receipt's invoice id/)).toBeFocused();
  await page.keyboard.type(saleInvoice);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('refund-sale-invoice')).toHaveText(saleInvoice);
  await expect(page.getByLabel(/Return quantity of Red Lentils/)).toBeFocused();
  await page.keyboard.type('1');
  await expect(page.getByTestId('refund-total')).toHaveText('Refund 340.00');
  await page.keyboard.press('F9');
  await expect(page.getByRole('dialog').getByTestId('receipt')).toContainText(`Refund of: ${saleInvoice}`);
  await page.getByRole('button', { name: 'New refund' }).click();

  // Back at the counter, the blind count of what the drawer holds: 1,000 + 680 − 340.
  await page.goto('/');
  await page.getByTestId('close-session').click();
  const close = page.getByRole('dialog', { name: 'Close till session' });
  await close.getByTestId('counted-CASH').fill('1340');
  await close.getByTestId('close-session-submit').click();
  const z = page.getByRole('dialog', { name: 'Session closed: Z report' }).getByTestId('till-report');
  await expect(z).toContainText(/Sales\s*1/);
  await expect(z).toContainText(/Net sales\s*680\.00/);
  await expect(z).toContainText(/Returns \(1\)\s*340\.00/);
  await expect(z).toContainText(/Expected cash\s*1,340\.00/);
  await expect(z).toContainText(/Counted cash\s*1,340\.00/);
  await expect(z).toContainText(/Difference\s*0\.00/);
});
