import { expect, type Page, test } from '@playwright/test';
import { api } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * A split payment at City Outlet: two packs of green tea (560.00) paid 300.00 by JazzCash, 100.00
 * on Zainab Hussain's account and the rest, 160.00, in cash (200.00 handed over, 40.00 change).
 * The receipt lists each part; the trial balance moves each part to its own account and still
 * balances; every action stays on screen at 1366×768 and 1280×800 while the split is filled in.
 */

const GREEN_TEA = '8964000001011'; // Green Tea, one variant, 280.00; no other spec sells it

interface TrialRow {
  name: string;
  purpose: string;
  debit: string;
  credit: string;
}
interface Trial {
  rows: TrialRow[];
  total_debit: string;
  total_credit: string;
}

/** Net debit (debit − credit) of the first account matching, in cents, to compare exactly. */
const net = (trial: Trial, match: (r: TrialRow) => boolean) => {
  const row = trial.rows.find(match);
  return row ? Math.round(Number(row.debit) * 100) - Math.round(Number(row.credit) * 100) : 0;
};
const ACCOUNTS = {
  cash: (r: TrialRow) => r.purpose === 'CASH',
  jazzCash: (r: TrialRow) => r.purpose === 'JAZZ_CASH',
  sales: (r: TrialRow) => r.purpose === 'SALES',
  salesTax: (r: TrialRow) => r.purpose === 'SALES_TAX_PAYABLE',
  zainab: (r: TrialRow) => r.purpose === 'RECEIVABLE' && r.name.includes('Zainab'),
};

async function actionsInView(page: Page) {
  const size = page.viewportSize();
  for (const name of [/^Submit and Print/, /^Submit F9/, /^Cancel Order/, /^Add New Customer/]) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box, `${name}`).not.toBeNull();
    if (!box || !size) continue;
    expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(size.height);
    expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(size.width);
    // Not clipped by the payment column's scrolling fields: the button itself is at its centre.
    const onTop = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop, `${name} uncovered`).toBe(true);
  }
}

test('a sale paid part cash, part JazzCash, part on account: the receipt lists each and the books post each', async ({
  page,
}, info) => {
  await signIn(page, 'outletadmin');
  await page.evaluate(() => {
    (window as unknown as { print: () => void }).print = () => {};
  });
  const before = await api<Trial>(page, 'GET', 'ledger/trial-balance/');

  const box = page.getByLabel('Barcode (F2)');
  await box.fill(GREEN_TEA);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sale-total')).toHaveText('560.00');

  await page.getByText('Split', { exact: true }).click();
  await page.getByLabel('Card part').fill('300');
  await page.getByRole('combobox', { name: 'Card service' }).click();
  await page.getByRole('option', { name: 'JazzCash' }).click();
  await page.getByLabel('Transaction ID').fill('JC-5501');
  await page.getByLabel('Credit part').fill('100');
  await expect(page.getByTestId('split-cash-part')).toHaveText('160.00');
  await page.getByPlaceholder('Search by name or number').fill('Zainab');
  await page.getByRole('option', { name: /Zainab Hussain/ }).click();
  await expect(page.getByTestId('customer-balance')).toBeVisible();
  await page.keyboard.press('F4');
  await page.keyboard.type('200');
  await expect(page.getByTestId('cash-returned')).toHaveText('40.00');

  // The tallest split state fits the tills' screens with every action in view.
  for (const [width, height] of [
    [1366, 768],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await actionsInView(page);
    await page.screenshot({ path: info.outputPath(`counter-split-${width}x${height}.png`) });
  }

  await page.keyboard.press('F8');
  const receipt = page.getByRole('dialog').getByTestId('receipt');
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId('receipt-net-payable')).toHaveText('PKR 560.00');
  await expect(receipt.getByTestId('receipt-part')).toHaveText([
    'Cash:PKR 160.00',
    'Card · JazzCash (JC-5501):PKR 300.00',
    'On account:PKR 100.00',
  ]);
  await expect(receipt.getByTestId('receipt-received')).toHaveText('PKR 200.00');
  await expect(receipt.getByTestId('receipt-change')).toHaveText('PKR 40.00');
  await expect(receipt).toContainText("Customer's Name: Zainab Hussain");

  // Each part in its account, the sale against Sales less the 18% tax inside its price (560 is 474.58
  // and 85.42 of tax, owed to the tax authority), and the books still balance.
  const after = await api<Trial>(page, 'GET', 'ledger/trial-balance/');
  expect(after.total_debit).toBe(after.total_credit);
  expect(net(after, ACCOUNTS.cash) - net(before, ACCOUNTS.cash)).toBe(16_000);
  expect(net(after, ACCOUNTS.jazzCash) - net(before, ACCOUNTS.jazzCash)).toBe(30_000);
  expect(net(after, ACCOUNTS.zainab) - net(before, ACCOUNTS.zainab)).toBe(10_000);
  expect(net(after, ACCOUNTS.sales) - net(before, ACCOUNTS.sales)).toBe(-47_458);
  expect(net(after, ACCOUNTS.salesTax) - net(before, ACCOUNTS.salesTax)).toBe(-8_542);

  // The same on the Finance page's Books tab: totals equal, the books check clean.
  await page.getByRole('button', { name: 'New Order' }).click();
  await page.goto('/expense?tab=books');
  const debit = page.getByTestId('total-debit');
  await expect(debit).not.toBeEmpty();
  await expect(page.getByTestId('total-credit')).toHaveText((await debit.textContent()) ?? '');
  await expect(page.getByRole('row', { name: /JazzCash/ })).toBeVisible();
});
