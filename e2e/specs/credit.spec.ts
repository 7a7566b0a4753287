import { expect, type Page, test } from '@playwright/test';
import { api, freshBarcode, standardTaxCategory } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * Customer credit (docs/domain/credit.md): a credit sale beyond the customer's limit is refused
 * with the figures and approved by a manager on the cashier's screen; one payment settles three
 * invoices from Finance › Books; the customer's statement is printed (page.pdf) and looked at.
 * The story makes its own product, stock and customer at Central Store and changes no demo setting.
 */

test.setTimeout(180_000);

interface Made {
  id: number;
  name: string;
  bar_code: string;
  product_variant: { id: number }[];
}
interface Customer {
  id: number;
  first_name: string;
  last_name: string;
}

/** Central Store's admin: a product at 100 with 20 in stock, and a regular customer with a limit (250 unless given). */
async function setUp(page: Page, tag: string, limit = '250') {
  const product = await api<Made>(page, 'POST', 'product/', {
    name: `Credit ${tag}`,
    bar_code: freshBarcode(),
    token: false,
    unit: null,
    category: null,
    tax_category: await standardTaxCategory(page),
    product_variant: [{ size: '', color: '', price: '60', sale_price: '100' }],
  });
  await api(page, 'POST', 'batch/', {
    product_variant: product.product_variant[0]?.id,
    quantity: '20',
    manufacturing_date: '2026-01-01',
    expiry_date: '2099-12-31',
    in_stock: true,
  });
  const me = await api<{ results: { company: { id: number } }[] }>(page, 'GET', 'user-data/');
  const contact = `0345${String(Date.now()).slice(-7)}`;
  const customer = await api<Customer>(page, 'POST', 'create/user/', {
    username: contact,
    contact_number: contact,
    first_name: 'Credit',
    last_name: tag,
    company: me.results[0]?.company.id,
    user_extra: { description: '' },
  });
  await api(page, 'PATCH', `customer/${customer.id}/credit/`, { credit_limit: limit });
  return { product, customer };
}

/** One unit on account to the customer, at the counter. */
async function sellOnCredit(page: Page, barcode: string, customer: Customer, quantity: string) {
  await page.getByLabel('Barcode (F2)').fill(barcode);
  await page.getByLabel('Barcode (F2)').press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.type(quantity);
  await page.keyboard.press('Enter');
  await page.getByText('Credit', { exact: true }).click();
  await page.getByPlaceholder('Search by name or number').fill(customer.last_name);
  await page.getByRole('option', { name: new RegExp(customer.last_name) }).click();
  await page.getByLabel('Deduct Balance').check();
}

test('a credit sale beyond the limit is refused with the figures, then approved by a manager', async ({
  page,
}) => {
  const tag = freshBarcode().slice(-6);
  await signIn(page, 'storeadmin');
  const { product, customer } = await setUp(page, tag);
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  await signIn(page, 'storecashier');

  await sellOnCredit(page, product.bar_code, customer, '2');
  // Choosing the customer shows what they owe and the credit still available.
  await expect(page.getByTestId('customer-owed')).toHaveText('0.00');
  await expect(page.getByTestId('customer-available')).toHaveText('250.00');
  await page.keyboard.press('F9');
  await expect(
    page.getByRole('status').filter({ hasText: 'Order is completed successfully!.' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'New Order' }).click();
  await sellOnCredit(page, product.bar_code, customer, '1');
  await expect(page.getByTestId('customer-owed')).toHaveText('200.00');
  await expect(page.getByTestId('customer-available')).toHaveText('50.00');
  await page.keyboard.press('F9');
  const approval = page.getByRole('dialog', { name: 'Credit refused: manager approval' });
  await expect(approval.getByTestId('credit-refusal')).toContainText(
    'Credit limit 250.00 would be passed: the customer owes 200.00, this sale puts 100.00 on account, 50.00 is available.',
  );
  await page.screenshot({ path: test.info().outputPath('credit-refused.png') });
  await approval.getByTestId('credit-approval-username').fill('storeadmin');
  await approval.getByTestId('credit-approval-password').fill('Demo@1234');
  await approval.getByRole('button', { name: 'Approve and sell' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Order is completed successfully!.' }),
  ).toBeVisible();
});

test('one payment across three invoices, and the statement printed', async ({ page }) => {
  const tag = freshBarcode().slice(-6);
  await signIn(page, 'storeadmin');
  const { product, customer } = await setUp(page, tag, '1000');
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  await signIn(page, 'storecashier');
  for (let k = 0; k < 3; k++) {
    if (k > 0) await page.getByRole('button', { name: 'New Order' }).click();
    await sellOnCredit(page, product.bar_code, customer, '1');
    await page.keyboard.press('F9');
    await expect(
      page.getByRole('status').filter({ hasText: 'Order is completed successfully!.' }),
    ).toBeVisible();
  }
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  await signIn(page, 'storeadmin', '/expense?tab=books');
  await page.getByRole('button', { name: `Statement of Receivable from Credit ${tag}` }).click();
  await expect(page.getByTestId('statement-invoices')).toHaveText('300.00');
  await page.getByTestId('receive-payment').click();
  const settle = page.getByRole('dialog', { name: `Receive payment: Credit ${tag}` });
  await expect(settle.getByTestId('settle-due')).toHaveText('300.00');
  await settle.getByTestId('settle-amount').fill('250');
  // Oldest first: the first two in full, the third in part.
  await expect(settle.getByTestId('settle-invoices').getByRole('row')).toHaveCount(4);
  await settle.getByTestId('settle-confirm').click();
  await expect(settle).toBeHidden();
  await expect(page.getByTestId('statement-payments')).toHaveText('250.00');
  await expect(page.getByTestId('statement-closing')).toHaveText('50.00');
  await expect(page.getByTestId('statement-ageing')).toContainText('50.00');
  const credit = await api<{ open_invoices: { due: string }[] }>(
    page,
    'GET',
    `customer/${customer.id}/credit/`,
  );
  expect(credit.open_invoices.map((i) => i.due)).toEqual(['50.0000']);

  // Printed: the sheet alone, on A4.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('statement-sheet')).toBeVisible();
  await expect(page.getByTestId('statement-sheet')).toContainText(`Statement of account: Credit ${tag}`);
  await expect(page.getByTestId('statement-sheet')).toContainText('Closing: 50.00');
  await page.pdf({ path: test.info().outputPath('statement.pdf'), format: 'A4', landscape: true });
  await page.emulateMedia({ media: 'screen' });
});
