import { expect, type Page, test } from '@playwright/test';
import { api } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * A cashier's shift at City Outlet on the fresh demo database: open a till session with a float,
 * sell for cash and by card, take cash out for petty expenses, close with a blind count that is
 * 20 short, and read the Z report (on screen and on 80 mm paper). Sells Laundry Powder, which no
 * other spec sells.
 */

const LAUNDRY = '8964000001031'; // Laundry Powder, 1kg, 460.00; 6 at City Outlet

async function sellOne(page: Page, barcode: string) {
  const box = page.getByLabel('Barcode (F2)');
  await box.fill(barcode);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
}

async function completed(page: Page) {
  await expect(
    page.getByRole('status').filter({ hasText: 'Order is completed successfully!.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'New Order' }).click();
  await expect(page.getByTestId('order-line')).toHaveCount(0);
}

test('a shift: open a session, sell cash and card, cash out, close 20 short, the Z report shows it', async ({
  page,
}) => {
  // A whole shift: open, two sales, cash out, X report, close, Z report on paper.
  test.setTimeout(90_000);
  await signIn(page, 'cashier');
  await page.addInitScript(() => {
    window.print = () => {};
  });
  // No session at this till yet: the counter asks for one.
  await expect(page.getByTestId('no-till-session')).toBeVisible();
  await page.getByTestId('open-session').click();
  const openModal = page.getByRole('dialog', { name: 'Open till session' });
  await openModal.getByTestId('opening-float').fill('1000');
  await openModal.getByTestId('open-session-submit').click();
  await expect(openModal).toBeHidden();
  await expect(page.getByTestId('till-session-bar')).toContainText('float 1,000.00');

  // A cash sale of 460.
  await sellOne(page, LAUNDRY);
  await page.keyboard.press('F4');
  await page.keyboard.type('500');
  await page.keyboard.press('F9');
  await completed(page);

  // A card sale of 460 by JazzCash.
  await sellOne(page, LAUNDRY);
  await page.keyboard.press('F6');
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Payment service' }).click();
  await page.getByRole('option', { name: 'JazzCash' }).click();
  await page.getByLabel('Transaction ID').fill('JC-SHIFT-1');
  await page.getByLabel('Amount received (F4)').fill('460');
  await page.keyboard.press('F9');
  await completed(page);

  // 100 out of the drawer for petty expenses.
  await page.getByTestId('cash-move').click();
  const cash = page.getByRole('dialog', { name: 'Cash in / out' });
  await expect(cash.getByTestId('cash-reason')).toHaveValue('Petty cash expense');
  await cash.getByTestId('cash-amount').fill('100');
  await cash.getByTestId('cash-submit').click();
  await expect(cash.getByTestId('cash-recorded')).toHaveText(
    'Cash out of 100.00 recorded: Petty cash expense.',
  );
  await cash.getByRole('button', { name: 'Done' }).click();
  await expect(cash).toBeHidden();

  // The X report, mid-session: the sales so far, but blind: no expected cash (1000 + 460 − 100)
  // and no takings per method until the count is in.
  await page.getByTestId('x-report').click();
  const x = page.getByRole('dialog', { name: 'X report' }).getByTestId('till-report');
  await expect(x).toContainText('X REPORT');
  await expect(x).toContainText(/Net sales\s*920\.00/);
  await expect(x.getByTestId('blind-count')).toBeVisible();
  await expect(x).not.toContainText('1,360');
  await expect(x).not.toContainText('Expected cash');
  await page.getByRole('dialog', { name: 'X report' }).getByRole('button', { name: 'Close' }).click();

  // The blind count: the cashier does not see the expected figure, counts 1,340 in cash.
  await page.getByTestId('close-session').click();
  const close = page.getByRole('dialog', { name: 'Close till session' });
  await expect(close).not.toContainText('1,360');
  await close.getByTestId('counted-CASH').fill('1340');
  await close.getByTestId('counted-JAZZ_CASH').fill('460');
  await close.getByTestId('close-session-submit').click();

  const z = page.getByRole('dialog', { name: 'Session closed: Z report' }).getByTestId('till-report');
  await expect(z).toContainText('Z REPORT');
  await expect(z).toContainText(/Sales\s*2/);
  await expect(z).toContainText(/Net sales\s*920\.00/);
  await expect(z).toContainText(/Cash\s*460\.00/);
  await expect(z).toContainText(/JazzCash\s*460\.00/);
  await expect(z).toContainText(/Cash out\s*100\.00/);
  await expect(z).toContainText(/Expected cash\s*1,360\.00/);
  await expect(z).toContainText(/Counted cash\s*1,340\.00/);
  await expect(z).toContainText(/Difference \(short\)\s*-20\.00/);
  // Cash movements by their reason's name, never its code.
  await expect(z).toContainText('Petty cash expense');
  await expect(z).not.toContainText('PETTY_CASH');

  // On paper: only the report, on 80 mm roll paper (226.8 pt wide), one page as long as the report
  // (no blank half-page after it): its measured height plus 8 mm for the cutter.
  const reportPx = await z.evaluate((el) => (el as HTMLElement).offsetHeight);
  const expectedPt = ((Math.ceil((reportPx * 25.4) / 96) + 8) * 72) / 25.4;
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('till-report-print')).toBeVisible();
  await expect(page.getByTestId('main-menu')).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf) ?? [];
  expect(Number(width)).toBeCloseTo(226.8, 0);
  expect(Math.abs(Number(height) - expectedPt)).toBeLessThan(3);
  expect(Number(height)).toBeLessThan(841.9 * 0.9);
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('no-till-session')).toBeVisible();
});

test('a manager finds the closed session in the list and reprints its Z report', async ({ page }) => {
  await signIn(page, 'outletadmin', '/till-sessions');
  await expect(page.getByRole('heading', { name: 'Till Sessions' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '-20.00' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Reprint Z' }).click();
  const z = page.getByRole('dialog', { name: 'Z report' }).getByTestId('till-report');
  await expect(z).toContainText(/Difference \(short\)\s*-20\.00/);
});

test('a manager closes from the list a session whose till is gone, and its Z report is printed', async ({
  browser,
  page,
}) => {
  // A cashier opens a session on a till that then goes (a tablet replaced, its storage cleared).
  const till = await browser.newContext();
  const cashier = await till.newPage();
  await signIn(cashier, 'cashier');
  const gone = await api<{ id: number }>(cashier, 'POST', 'till-session/', {
    till: crypto.randomUUID(),
    opening_float: '150.0000',
  });
  await till.close();

  await signIn(page, 'outletadmin');
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await page.goto('/till-sessions');
  await page.getByTestId(`close-${gone.id}`).click();
  const close = page.getByRole('dialog', { name: 'Close till session' });
  await expect(close.getByTestId('close-other-till')).toContainText(
    `Session #${gone.id} was opened by Usman Raza`,
  );
  await close.getByTestId('counted-CASH').fill('150');
  await close.getByTestId('close-session-submit').click();
  const z = page.getByRole('dialog', { name: 'Session closed: Z report' }).getByTestId('till-report');
  await expect(z).toContainText(/Expected cash\s*150\.00/);
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: `#${gone.id}` });
  await expect(row.getByRole('button', { name: 'Reprint Z' })).toBeVisible();
  await expect(page.getByTestId(`close-${gone.id}`)).toHaveCount(0);
});

test("an expired batch is refused to a cashier alone and sold with a manager's approval on the cashier's screen", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const TOWELS = '8964000001033'; // Kitchen Towels, 2 rolls, 320.00; stocked at Central Store
  // The store admin receives a lot that expired in 2020 (the demo's own lots expire weeks ahead).
  await signIn(page, 'storeadmin');
  const found = await api<{ results: { product_variant: { id: number }[] }[] }>(
    page,
    'GET',
    `product/?bar_code=${TOWELS}`,
  );
  const variant = found.results[0]?.product_variant[0]?.id;
  const expired = await api<{ id: number }>(page, 'POST', 'batch/', {
    product_variant: variant,
    quantity: '3',
    manufacturing_date: '2020-01-01',
    expiry_date: '2020-01-31',
    in_stock: true,
  });
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  await signIn(page, 'storecashier');

  // The server refuses a cashier's sale of it, whatever the request says.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = (await api<{ results: { id: number }[] }>(page, 'GET', 'user-data/')).results[0] ?? { id: 0 };
  const res = await page.request.post('/api/order/', {
    headers: {
      authorization: `token ${token}`,
      'content-type': 'application/json',
      'x-sell-expired': 'true',
    },
    data: JSON.stringify({
      order_item: [{ batch: expired.id, price: '320', discount: '0', quantity: '1' }],
      buyer: me.id,
      seller: me.id,
      total_discount: '0',
      total: '320.0000',
      cash_payment: true,
      amount_received: '320',
      amount_discount: true,
      payment_service: 'BANK',
      transaction_id: '',
      invoice_id: '',
      deduct_balance: false,
    }),
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({
    order_item: ['This batch has expired: a manager must approve selling it.'],
  });

  const box = page.getByLabel('Barcode (F2)');
  await box.fill(TOWELS);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  // The batch preselected is one that has not expired; the expired lot is listed last, marked.
  const batchSelect = page.getByRole('combobox', { name: 'Batch' });
  await expect(batchSelect).not.toHaveValue(new RegExp(`#${expired.id} `));
  await batchSelect.click();
  const option = page.getByRole('option', { name: new RegExp(`#${expired.id} .*EXPIRED`) });
  await option.click();
  await expect(page.getByText('This batch has expired: a manager must approve selling it.')).toBeVisible();
  await page.getByLabel('Quantity', { exact: true }).press('Enter');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await page.keyboard.press('F4');
  await page.keyboard.type('320');
  await page.keyboard.press('F9');

  // A manager comes to the till: a wrong password is refused, the right one sells it.
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toBeVisible();
  await approval.getByTestId('expired-approval-username').fill('storeadmin');
  await approval.getByTestId('expired-approval-password').fill('not-the-password');
  await approval.getByRole('button', { name: 'Approve and sell' }).click();
  await expect(approval.getByRole('alert')).toContainText('must be a manager of this company');
  await approval.getByTestId('expired-approval-password').fill('Demo@1234');
  await approval.getByTestId('expired-approval-password').press('Enter');
  await expect(approval).toBeHidden();
  // Recorded with the manager as the approver (apps/server/test/expired-approval.test.ts).
  await completed(page);
});
