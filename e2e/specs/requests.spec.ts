import { type Browser, expect, type Page, test } from '@playwright/test';
import { api, createProduct } from '../support/catalog';
import { pick } from '../support/forms';
import { signIn } from '../support/session';

async function signedIn(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await signIn(page, username);
  return page;
}

/** The bell's unread count as shown on its dot ('' when none). */
const bell = (page: Page) => page.getByTestId('bell-count');

test('the outlet asks the store for stock, the store approves it and sends a transfer, both bells light up live, and a sale under the reorder level tells the manager', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const store = await signedIn(browser, 'storeadmin');
  const outlet = await signedIn(browser, 'outletadmin');

  // The store holds 10 of a fresh product.
  const product = await createProduct(store, `Basmati ${Date.now()}`, ['5kg']);
  const variant = product.product_variant[0]?.id ?? 0;
  await api(store, 'POST', 'batch/', {
    product_variant: variant,
    quantity: '10',
    manufacturing_date: '2026-11-01',
    expiry_date: '2027-11-01',
    in_stock: true,
  });
  await expect(store.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const storeUnread = Number((await bell(store).innerText()).trim() || '0');

  // The outlet admin sends a stock request for 4.
  await outlet.getByRole('link', { name: 'REQUESTS' }).click();
  await expect(outlet).toHaveURL('/request');
  await outlet.getByRole('button', { name: 'Send Request' }).click();
  await expect(outlet.getByText('Company is required. Add store to system')).toBeVisible();
  await pick(outlet, 'Company', 'Central Store');
  await pick(outlet, 'Requestee', /Bilal Khan/);
  await pick(outlet, 'Request type', 'STOCK');
  await outlet.getByLabel('Delivery date').fill('2026-12-15');
  await outlet.getByLabel('Description').fill('Weekend restock');
  await outlet.getByLabel('Product', { exact: true }).fill(product.name.slice(0, 12));
  await outlet.getByRole('option', { name: new RegExp(product.name) }).click();
  await outlet.getByLabel('Quantity', { exact: true }).fill('4');
  await outlet.getByRole('button', { name: 'Add item' }).click();
  await expect(outlet.getByRole('table', { name: 'Requested items' })).toContainText(product.name);
  await outlet.getByRole('button', { name: 'Send Request' }).click();
  const sent = outlet.getByText(/Request is sent\. Request id is \d+/);
  await expect(sent).toBeVisible();
  const requestId = Number((await sent.innerText()).match(/(\d+)$/)?.[1]);
  await expect(outlet.getByLabel('Description')).toHaveValue('');

  // The store admin's bell lights up without a reload; the notification leads to Responses.
  await expect(bell(store)).toHaveText(String(storeUnread + 1));
  await store.getByRole('button', { name: /^Notifications/ }).click();
  await store
    .getByTestId('notification-row')
    .filter({ hasText: `#${requestId}` })
    .click();
  await expect(store).toHaveURL('/response');
  await expect(bell(store)).toHaveText(storeUnread ? String(storeUnread) : '');
  const outletUnread = Number((await bell(outlet).innerText()).trim() || '0');

  // They approve it (the dropdown offers exactly 4.6's choices) and turn it into a transfer.
  await pick(store, `Status of request ${requestId}`, 'APPROVED');
  await expect(bell(outlet)).toHaveText(String(outletUnread + 1));
  await store.getByRole('combobox', { name: 'Request status' }).click();
  await store.getByRole('option', { name: 'APPROVED' }).click();
  await store
    .getByRole('row')
    .filter({ hasText: 'Weekend restock' })
    .getByRole('button', { name: 'Details' })
    .click();
  await expect(store).toHaveURL(`/requests/${requestId}`);
  await expect(store.getByRole('table', { name: 'Request items' })).toContainText(product.name);
  await store.getByRole('button', { name: 'Make transfer' }).click();
  await expect(store.getByText(`Transfer for request #${requestId} from City Outlet`)).toBeVisible();
  await expect(store.getByRole('table', { name: 'Order items' })).toContainText(product.name);
  await store.getByRole('button', { name: 'Submit and Print' }).click();
  await expect(store.getByText(`Request #${requestId} is now COMPLETE.`)).toBeVisible();

  // The outlet admin hears of the transfer and of the completed request, live; the goods are in stock.
  await expect(bell(outlet)).toHaveText(String(outletUnread + 3));
  await outlet.getByRole('link', { name: 'INVENTORY' }).click();
  await expect(outlet.getByRole('table')).toContainText(product.name);

  // A reorder level of 3 at the outlet; a sale of 2 takes stock from 4 to 2 and lights the bell.
  const levelButton = outlet.getByRole('button', { name: `Reorder level of ${product.name} 5kg` });
  await expect(levelButton).toHaveText('Set');
  await levelButton.click();
  const levelBox = outlet.getByRole('textbox', { name: 'Reorder level' });
  await expect(levelBox).toBeFocused();
  await levelBox.fill('3');
  await levelBox.press('Enter');
  await expect(outlet.getByRole('button', { name: `Reorder level of ${product.name} 5kg` })).toHaveText('3');
  const before = Number((await bell(outlet).innerText()).trim() || '0');
  const inventory = await api<{ results: { batch: { id: number; product_variant: { id: number } } }[] }>(
    outlet,
    'GET',
    `inventory/?search=${encodeURIComponent(product.name)}`,
  );
  const batch = inventory.results[0]?.batch.id ?? 0;
  const me = (await api<{ results: { id: number; company: { id: number } }[] }>(outlet, 'GET', 'user-data/'))
    .results[0];
  const walkIn = (await api<{ results: { id: number }[] }>(outlet, 'GET', 'user/?user_type=WALK_IN_CUSTOMER'))
    .results[0];
  await api(outlet, 'POST', 'order/', {
    order_item: [{ batch, price: '70', quantity: '2', discount: '0' }],
    seller: me?.id,
    buyer: walkIn?.id,
    total: '140.0000',
    total_discount: '0',
    amount_received: '140',
    amount_discount: true,
    cash_payment: true,
    payment_service: 'BANK',
    transaction_id: '',
    invoice_id: '',
    deduct_balance: false,
  });
  await expect(bell(outlet)).toHaveText(String(before + 1));
  await outlet.getByRole('button', { name: /^Notifications/ }).click();
  await outlet.getByTestId('notification-row').filter({ hasText: 'reorder level' }).first().click();
  await expect(outlet).toHaveURL('/inventory');
  await expect(outlet.getByRole('row').filter({ hasText: product.name }).getByText('Low')).toBeVisible();
  await outlet.screenshot({ path: 'test-results/requests-inventory.png' });
});
