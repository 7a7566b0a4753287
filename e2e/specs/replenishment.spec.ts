import { type Browser, expect, type Page, test } from '@playwright/test';
import { createProduct } from '../support/catalog';
import { signIn } from '../support/session';

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

test('an outlet product at or below its minimum is proposed in whole packs, accepted into a request to the store, and the store sees it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const store = await signedIn(browser, 'storeadmin');
  const outlet = await signedIn(browser, 'outletadmin');
  // A fresh product the outlet does not hold yet (its own records: no demo setting changes).
  const name = `Green tea ${Date.now()}`;
  await createProduct(store, name, ['250g']);

  // The outlet admin opens Replenishment from Inventory and adds a min/max rule.
  await outlet.goto('/inventory');
  await outlet.getByRole('link', { name: 'Replenishment' }).click();
  await expect(outlet).toHaveURL('/replenishment');
  await outlet.getByRole('button', { name: 'Add rule' }).click();
  const form = outlet.getByRole('dialog', { name: 'Add a replenishment rule' });
  await form.getByLabel('Find product').fill(name.slice(0, 16));
  await form.getByRole('combobox', { name: 'Product' }).click();
  await outlet.getByRole('option', { name: new RegExp(name) }).click();
  await form.getByRole('textbox', { name: 'Minimum' }).fill('5');
  await form.getByRole('textbox', { name: 'Maximum' }).fill('20');
  await form.getByLabel('Pack size').fill('6');
  await form.getByRole('combobox', { name: 'Supplier' }).click();
  await outlet.getByRole('option', { name: /Central Store/ }).click();
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(form).toBeHidden();

  // None on hand, at or below 5: up to 20, in packs of 6, is 24.
  const group = outlet.getByRole('region', { name: 'City Outlet from Central Store' });
  await expect(group).toBeVisible();
  await expect(group.getByLabel(new RegExp(`Quantity of ${name}`))).toHaveValue('24');
  await expect(group.getByLabel(new RegExp(`Accept ${name}`))).toBeChecked();
  await group.getByRole('button', { name: /Create request/ }).click();
  const sent = outlet.getByTestId('proposal-sent');
  await expect(sent).toContainText('sent to Central Store');
  const requestId = Number((await sent.innerText()).match(/#(\d+)/)?.[1]);
  expect(requestId).toBeGreaterThan(0);

  // Requested now: the product is no longer proposed.
  await outlet.reload();
  await expect(
    outlet.getByRole('region', { name: 'City Outlet from Central Store' }).getByText(name),
  ).toHaveCount(0);

  // The store sees the request on its side, with the 24.
  await store.goto('/response');
  await expect(store.getByRole('combobox', { name: `Status of request ${requestId}` })).toBeVisible();
  await store.goto(`/requests/${requestId}`);
  await expect(store.getByRole('row').filter({ hasText: name })).toContainText('24');
});

test('a store product below its minimum from a vendor becomes a purchase order on Admin Order, received with its batch dates, and is then no longer proposed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const store = await signedIn(browser, 'storeadmin');
  // The bill opens the print dialog; the story only needs the purchase.
  await store.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  const name = `Guava juice ${Date.now()}`;
  await createProduct(store, name, ['1L']);

  await store.goto('/replenishment');
  await store.getByRole('button', { name: 'Add rule' }).click();
  const form = store.getByRole('dialog', { name: 'Add a replenishment rule' });
  await form.getByLabel('Find product').fill(name.slice(0, 18));
  await form.getByRole('combobox', { name: 'Product' }).click();
  await store.getByRole('option', { name: new RegExp(name) }).click();
  await form.getByRole('textbox', { name: 'Minimum' }).fill('5');
  await form.getByRole('textbox', { name: 'Maximum' }).fill('20');
  await form.getByLabel('Pack size').fill('10');
  await form.getByRole('combobox', { name: 'Supplier' }).click();
  await store.getByRole('option', { name: /Green Farms/ }).click();
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(form).toBeHidden();

  // None on hand: up to 20 in packs of 10. Only this line is ticked for the purchase order.
  const group = store.getByRole('region', { name: 'Central Store from Green Farms' });
  await expect(group.getByLabel(new RegExp(`Quantity of ${name}`))).toHaveValue('20');
  for (const box of await group.getByRole('checkbox').all()) {
    const label = await box.getAttribute('aria-label');
    if (!label?.startsWith(`Accept ${name}`) && (await box.isChecked())) await box.uncheck();
  }
  await group.getByRole('button', { name: 'Create purchase order (1)' }).click();

  // Admin Order, as a purchase from the vendor, with the line to fill in.
  await expect(store).toHaveURL('/admin/order');
  const prefill = store.getByTestId('purchase-prefill');
  await expect(prefill).toContainText('Purchase order for Central Store from Green Farms');
  await expect(store.getByRole('combobox', { name: 'Seller' })).toHaveValue('Tariq Farooq — Green Farms');
  await prefill.getByRole('button', { name: `Fill in ${name}` }).click();
  await expect(store.getByLabel('Product name', { exact: true })).toHaveValue(name);
  await expect(store.getByLabel('Quantity', { exact: true })).toHaveValue('20');
  await expect(store.getByLabel('Buy price')).toHaveValue('1000.0000');
  await store.getByLabel('Expiry date').fill('2027-09-30');
  await store.getByRole('button', { name: 'Add Product' }).click();
  await expect(store.getByRole('table', { name: 'Order items' })).toContainText(name);
  await expect(prefill).toContainText('Every proposed line is in the order');
  await store.getByRole('button', { name: 'Submit and Print' }).click();
  await expect(store.getByText('Order is completed successfully.')).toBeVisible();
  await expect(store.locator('body')).toHaveAttribute('data-printed', 'yes');

  // Received: 20 on hand, above the minimum, so nothing more is proposed for it.
  await store.goto('/replenishment');
  await expect(store.getByRole('tab', { name: /Proposals \(\d+\)/ })).toBeVisible();
  await expect(store.getByText(name)).toHaveCount(0);
});
