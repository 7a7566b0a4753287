import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session';

/*
 * A store manager keeps the books: cash received and an expense on Finance, both on the expense
 * summary with the right balances, a printed summary, and a two-row journal entry. One story,
 * in order, on the fresh database the run starts with.
 */

async function record(page: Page, tab: string, amountLabel: string, amount: string, description: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByLabel(amountLabel).fill(amount);
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Transaction Successful!' })).toBeVisible();
}

const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The funds shown before the story starts (the demo's past sales put some there). */
async function openingBalance(page: Page): Promise<number> {
  const shown = page.getByTestId('my-balance');
  await expect(shown).toHaveText(/My balance: -?[\d,]+\.\d{2}/);
  return Number((await shown.innerText()).replace(/[^\d.-]/g, ''));
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe.configure({ mode: 'serial' });

test.describe('the books', () => {
  test('a manager records cash received and an expense, and sees them on the summary and its print', async ({
    page,
  }) => {
    await signIn(page, 'storeadmin');
    await page.getByTestId('main-menu').getByRole('link', { name: 'FINANCE' }).click();
    await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
    const opening = await openingBalance(page);

    await record(page, 'Cash Received', 'Received amount', '5000', 'Opening cash');
    await expect(page.getByTestId('my-balance')).toHaveText(`My balance: ${money(opening + 5000)}`);
    await record(page, 'Expense', 'Expense amount', '250', 'Electricity bill');
    await expect(page.getByTestId('my-balance')).toHaveText(`My balance: ${money(opening + 4750)}`);

    await page.getByTestId('main-menu').getByRole('link', { name: 'SUMMARY' }).click();
    const table = page.getByRole('table', { name: /Records of/ });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('td')).toHaveText([
      '1',
      '-',
      'storeadmin - Central Store',
      'storeadmin - Central Store',
      'Cash',
      'Opening cash',
      '5,000.00',
      '',
      '5,000.00',
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    ]);
    await expect(rows.nth(1).locator('td').nth(6)).toHaveText('');
    await expect(rows.nth(1).locator('td').nth(7)).toHaveText('250.00');
    await expect(rows.nth(1).locator('td').nth(8)).toHaveText('-250.00');
    // The demo's sales are on earlier days: today starts with what they brought in.
    await expect(page.getByTestId('starting-balance')).toHaveText(money(opening));
    await expect(page.getByTestId('current-balance')).toHaveText(money(opening + 4750));
    await expect(page.getByTestId('total-expense')).toHaveText('250.00');
    await expect(page.getByTestId('total-credit')).toHaveText('5,000.00');
    await expect(page.getByTestId('total-debit')).toHaveText('250.00');

    // The browser's print dialog cannot be driven headless: count the calls, then look at the page as printed.
    await page.evaluate(() => {
      const w = window as unknown as { printed: number; print: () => void };
      w.printed = 0;
      w.print = () => {
        w.printed += 1;
      };
    });
    const closing = await page.getByTestId('closing-balance').innerText();
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('print-sheet');
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('main-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(sheet.getByRole('heading', { name: 'Expense Summary' })).toBeVisible();
    await expect(sheet).toContainText('Central Store');
    await expect(sheet).toContainText(`Starting Balance: ${money(opening)}`);
    await expect(sheet).toContainText(`Current Balance: ${money(opening + 4750)}`);
    await expect(sheet).toContainText('Total Expense: 250.00');
    // The paper carries the screen's four balances, the closing one included.
    await expect(sheet).toContainText(`Closing Balance: ${closing}`);
    await expect(sheet.locator('tbody tr')).toHaveCount(2);
    await expect(sheet.locator('tbody tr').nth(1)).toContainText('Electricity bill');
    await expect(sheet.locator('tfoot')).toContainText('5,000.00');
    await page.screenshot({ path: test.info().outputPath('print-view.png') });
    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();
  });

  test('a manager posts a two-row journal entry, checked row by row', async ({ page }) => {
    await signIn(page, 'storeadmin');
    // What the till holds before: the first story's 4,750 and the demo's past cash sales.
    await page.goto('/expense?tab=books');
    await page.getByRole('button', { name: 'Statement of Cash' }).click();
    const closing = page.getByTestId('closing-balance');
    await expect(closing).toHaveText(/-?[\d,]+\.\d{2}/);
    const before = Number((await closing.innerText()).replace(/[^\d.-]/g, ''));
    await page.goto('/expense?tab=journal');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('No data in the table');

    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Payor and Payee should not be same')).toBeVisible();
    await expect(page.getByText('Department is required')).toBeVisible();

    await choose(page, 'Payee', /^outletadmin - City Outlet$/);
    await choose(page, 'Dept', 'Central Store');
    await page.getByLabel('Amount').fill('300');
    await page.getByRole('button', { name: 'Add' }).click();
    await choose(page, 'Dept', 'City Outlet');
    await page.getByLabel('Amount').fill('600');
    await page.getByRole('button', { name: 'Add' }).click();
    const table = page.getByRole('table', { name: 'Journal entry rows' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tfoot')).toContainText('900.00');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Transaction Successful!' })).toBeVisible();
    await expect(table.locator('tbody')).toContainText('Submit posts them together');

    // The Books tab: the entry's two cash lines took 900 from the till; the trial balance still balances.
    await page.getByRole('tab', { name: 'Books' }).click();
    await expect(page.getByTestId('total-debit')).toHaveText(
      await page.getByTestId('total-credit').innerText(),
    );
    await page.getByRole('button', { name: 'Statement of Cash' }).click();
    await expect(page.getByTestId('closing-balance')).toHaveText(money(before - 900));
    await page.screenshot({ path: test.info().outputPath('books-tab.png'), fullPage: true });
  });
});
