import { expect, test } from '@playwright/test';
import { api } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * The server records a sale but its answer never reaches the till (the connection drops after
 * the commit). The counter must not call it failed: it says the outcome is not known yet, asks
 * again with the same Idempotency-Key on its own, and ends in the receipt, with one order on the
 * server.
 */

const LENTILS = '8964000001027'; // Red Lentils, one variant, 340.00; no other spec sells it

test('a sale whose answer is lost ends in its receipt, recorded once', async ({ page }) => {
  await signIn(page, 'cashier');
  await page.evaluate(() => {
    (window as unknown as { print: () => void }).print = () => {};
  });
  const badge = page.getByTestId('invoice-id');
  await expect(badge).toHaveText(/Invoice: INV_\d+_\d+/);

  // The first sale posted reaches the server and is committed; its answer is thrown away.
  const posted: { key: string | null; status: number }[] = [];
  await page.route('**/api/order/', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    if (posted.length > 0) {
      posted.push({ key: request.headers()['idempotency-key'] ?? null, status: 0 });
      return route.fallback();
    }
    const response = await route.fetch();
    posted.push({ key: request.headers()['idempotency-key'] ?? null, status: response.status() });
    await route.abort('connectionreset');
  });

  const box = page.getByLabel('Barcode (F2)');
  await box.fill(LENTILS);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await page.keyboard.press('F4');
  await page.keyboard.type('500');
  await page.keyboard.press('F8');

  await expect(page.getByText('The outcome of this sale is not known yet.')).toBeVisible();
  await expect(page.getByText('Failed to create the Order!.')).toHaveCount(0);
  const receipt = page.getByRole('dialog').getByTestId('receipt');
  await expect(receipt).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Failed to create the Order!.')).toHaveCount(0);
  await expect(page.getByTestId('receipt-notice')).toHaveCount(0);
  const invoice = (await receipt.getByTestId('receipt-invoice').textContent()) ?? '';
  expect(invoice).toMatch(/^INV_\d+_\d+$/);

  // The first answer was a 201 that never arrived; the retry carried the same key.
  expect(posted[0]?.status).toBe(201);
  expect(posted.length).toBeGreaterThanOrEqual(2);
  expect(new Set(posted.map((p) => p.key)).size).toBe(1);
  await page.unroute('**/api/order/');

  // One order on the server: no other sale of the lentils today (no other spec sells them).
  interface Listed {
    invoice_id: string;
    total: string;
    order_item: { batch: { product_variant: { product: { bar_code: string } } } }[];
  }
  const today = new Date();
  const day = `${today.getFullYear()}-${today.getMonth() + 1}-${today.getDate()}`;
  const lentilOrders: Listed[] = [];
  for (let n = 1; ; n++) {
    const page_ = await api<{ next: string | null; results: Listed[] }>(
      page,
      'GET',
      `order/?created__date=${day}&page=${n}`,
    );
    lentilOrders.push(
      ...page_.results.filter((o) =>
        o.order_item.some((i) => i.batch.product_variant.product.bar_code === LENTILS),
      ),
    );
    if (!page_.next) break;
  }
  expect(lentilOrders.map((o) => [o.invoice_id, o.total])).toEqual([[invoice, '340.0000']]);
  await expect(receipt.getByTestId('receipt-change')).toHaveText('PKR 160.00');
});
