import { expect, test } from '@playwright/test';
import type { OrderWire } from '@tillwise/domain';
import { api } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * Edit Order (/editorder, admins): the store's admin scans a completed sale's invoice id, sees that
 * a completed order keeps its status, and goes on to refund its lines. Nothing is written: the
 * status change and the refund have their own stories (API tests, counter-refund.spec.ts).
 */
test('an admin finds a completed sale by its invoice id and is offered a refund of its lines', async ({
  page,
}) => {
  await signIn(page, 'storeadmin');
  const orders = await api<{ results: OrderWire[] }>(page, 'GET', 'order/?status=COMPLETE');
  let sale: OrderWire | undefined;
  for (const o of orders.results.filter((r) => !r.internal_order && Number(r.total) > 0)) {
    const view = await api<{ refundable: boolean }>(page, 'GET', `order/${o.id}/refund/`);
    if (view.refundable) {
      sale = o;
      break;
    }
  }
  expect(sale, 'a completed demo sale of the store').toBeTruthy();
  if (!sale) return;

  await page.goto('/editorder');
  const scan = page.getByRole('textbox', { name: 'Invoice ID', exact: true }).last();
  await expect(scan).toBeFocused();
  await scan.fill(sale.invoice_id);
  await scan.press('Enter');
  await expect(page.getByTestId('edit-invoice')).toHaveText(sale.invoice_id);
  await expect(page.getByTestId('edit-locked')).toContainText('take lines back with a refund');
  await expect(page.getByRole('table', { name: 'Order items' })).toBeVisible();

  await page.getByRole('button', { name: 'Refund lines' }).click();
  await expect(page).toHaveURL(new RegExp(`/refund\\?order=${sale.id}$`));
  await expect(page.getByTestId('refund-sale-invoice')).toHaveText(sale.invoice_id);
});
