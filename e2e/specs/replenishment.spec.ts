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
