import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiToken } from '../support/api';
import { api } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * Analytics on the fresh demo database: the City Outlet admin rings up a sale, finds it on the
 * Order tab with the same total the API gives, sees the Inventory chart and prints it; the super
 * admin finds the sale's product and margin in the business report and downloads its CSV tables.
 */

const RUSK = '8964000001009'; // Rusk, one variant, cost 110, sells at 140, stocked at City Outlet

interface ProductWithStock {
  name: string;
  product_variant: { sale_price: string; batch: { id: number; inventory_quantity: number }[] }[];
}

async function sellTwoRusks(page: Page): Promise<string> {
  const me = (await api<{ results: { id: number }[] }>(page, 'GET', 'user-data/')).results[0];
  if (!me) throw new Error('not signed in');
  const found = await api<{ results: ProductWithStock[] }>(page, 'GET', `product/?bar_code=${RUSK}`);
  const variant = found.results[0]?.product_variant[0];
  const batch = variant?.batch.find((b) => b.inventory_quantity >= 2);
  if (!variant || !batch) throw new Error('no Rusk in stock at City Outlet');
  const total = (Number(variant.sale_price) * 2).toFixed(4);
  const order = await api<{ invoice_id: string }>(page, 'POST', 'order/', {
    order_item: [{ batch: batch.id, price: variant.sale_price, discount: '0', quantity: '2' }],
    buyer: me.id,
    seller: me.id,
    total_discount: '0',
    total,
    cash_payment: true,
    amount_received: total,
    amount_discount: true,
    payment_service: 'BANK',
    transaction_id: '',
    invoice_id: '',
    deduct_balance: false,
  });
  return order.invoice_id;
}

async function stubPrint(page: Page) {
  const stub = () => {
    const w = window as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => {
      w.printed += 1;
    };
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

const money = (value: string) =>
  Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Two sign-ins and a report each on a busy machine: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
let invoice = '';

test('the outlet admin sees today’s sale on Order and Inventory, and prints the chart', async ({ page }) => {
  await signIn(page, 'outletadmin');
  invoice = await sellTwoRusks(page);
  await stubPrint(page);

  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/analytics\/order$/);
  for (const tab of [
    'Order',
    'Inventory',
    'Stock Statement',
    'Total Receivable',
    'Total Payable',
    'Operator Sales',
    'End of Day',
  ]) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: invoice })).toBeVisible();
  const figures = await api<{ total_orders: number; total_orders_amount: string }>(
    page,
    'GET',
    'analytics/?company=0',
  );
  await expect(page.getByTestId('total-orders')).toHaveText(String(figures.total_orders));
  await expect(page.getByTestId('total-amount')).toHaveText(money(figures.total_orders_amount));
  // The company selector is for admins of a PARENT or STORE only.
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeDisabled();

  // A start after the end is refused on the spot.
  await page.getByLabel('Start date').fill('2030-01-02');
  await page.getByLabel('End date').fill('2030-01-01');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('invalid date range');

  await page.getByRole('tab', { name: 'Inventory' }).click();
  await expect(page.getByTestId('category-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Bakery' })).toBeVisible();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect.poll(() => printed(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-letterhead')).toContainText('Inventory Analytics');
  await expect(page.getByTestId('category-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  // Paper is narrower than the screen and the chart is not redrawn for it: the drawing must fit
  // the narrower box at once, not run off the page's edge.
  const overflow = await page.getByTestId('category-chart').evaluate((chart) => {
    (chart as HTMLElement).style.width = '600px';
    const svg = chart.querySelector('svg.recharts-surface');
    return (svg?.getBoundingClientRect().right ?? 0) - chart.getBoundingClientRect().right;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await page.emulateMedia({ media: 'screen' });
});

test('the super admin’s report shows the sale with its margin, exports CSV and prints', async ({ page }) => {
  await signIn(page, 'superadmin', '/report');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  const report = await api<{
    summary: { gross_margin: { current: string }; net_sales: { current: string } };
  }>(page, 'GET', 'report/business/?company=0');
  await expect(page.getByTestId('summary-net_sales')).toHaveText(money(report.summary.net_sales.current));
  await expect(page.getByTestId('summary-gross_margin')).toHaveText(
    money(report.summary.gross_margin.current),
  );
  // Rusk: 2 sold at 140 that cost 110 each, so at least 60 of margin today.
  const rusk = page.getByRole('row', { name: /Rusk/ }).first();
  await expect(rusk).toBeVisible();
  await expect(page.getByTestId('by-day-chart').locator('svg.recharts-surface')).toBeVisible();
  // Payments by method name the methods as the till does, not as the wire spells them.
  for (const method of ['Cash', 'Card (bank)', 'JazzCash', 'Easypaisa', 'On account']) {
    await expect(page.getByRole('cell', { name: method, exact: true })).toBeVisible();
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Summary as CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8')
    .trim()
    .split(/\r?\n/)
    .map((l) => l.split(','));
  expect(csv[0]).toEqual(['figure', 'current', 'previous', 'change']);
  expect(csv.find((row) => row[0] === 'net_sales')?.[1]).toBe(report.summary.net_sales.current);

  const [lines] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export order lines (CSV)' }).click(),
  ]);
  expect(readFileSync((await lines.path()) ?? '', 'utf8')).toContain(invoice);

  await stubPrint(page);
  await page.getByRole('button', { name: 'Print Report' }).click();
  await expect.poll(() => printed(page)).toBe(1);
});

interface Figures {
  total_orders_amount: string;
  internal_orders_amount: string;
}

test('a transfer between two departments is shown apart from customer sales in the consolidated view', async ({
  page,
  request,
}) => {
  // The Central Store sends goods to the City Outlet at a price: an internal order, not a sale.
  const store = await apiToken(request, 'storeadmin');
  const outlet = await apiToken(request, 'outletadmin');
  const as = async <T>(token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(`/api/${path}`, {
      method,
      data,
      headers: { authorization: `token ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const idOf = async (token: string) =>
    (await as<{ results: { id: number; company: { id: number } }[] }>(token, 'GET', 'user-data/')).results[0];
  const seller = await idOf(store);
  const buyer = await idOf(outlet);
  const stock = await as<{ results: { batch: { id: number; product_variant: { price: string } } }[] }>(
    store,
    'GET',
    `inventory/?quantity__gte=1&company__in=${seller?.company.id}`,
  );
  const batch = stock.results[0]?.batch;
  if (!seller || !buyer || !batch) throw new Error('no stock at Central Store');
  const price = (Number(batch.product_variant.price) + 25).toFixed(4);

  await signIn(page, 'superadmin');
  const before = await api<Figures>(page, 'GET', 'analytics/?company=0');
  const transfer = await as<{ invoice_id: string }>(store, 'POST', 'internal-order/', {
    order_item: [{ batch: batch.id, price, quantity: '2', discount: '0' }],
    buyer: buyer.id,
    seller: seller.id,
    total_discount: '0',
    total: (Number(price) * 2).toFixed(4),
    amount_received: '0',
    amount_discount: true,
    invoice_id: '',
    internal_order: true,
  });
  const after = await api<Figures>(page, 'GET', 'analytics/?company=0');
  // Customers bought nothing more; the transfer is counted apart, at its price.
  expect(after.total_orders_amount).toBe(before.total_orders_amount);
  expect(Number(after.internal_orders_amount) - Number(before.internal_orders_amount)).toBeCloseTo(
    Number(price) * 2,
    4,
  );

  await page.goto('/analytics/order');
  await expect(page.getByTestId('total-amount')).toHaveText(money(after.total_orders_amount));
  await expect(page.getByTestId('internal-transfers')).toHaveText(money(after.internal_orders_amount));
  const row = page.getByRole('row', { name: new RegExp(transfer.invoice_id) }).first();
  await expect(row).toContainText('Internal transfer');

  await page.goto('/reports/report');
  await expect(page.getByTestId('pl-total-amount')).toHaveText(money(after.total_orders_amount));
  await expect(page.getByTestId('pl-internal-transfers-not-in-sales-')).toHaveText(
    money(after.internal_orders_amount),
  );

  await page.goto('/analytics/eod');
  const eod = await api<{ total_amount: string; internal_orders_amount: string }>(
    page,
    'GET',
    'user-sales/?company=0',
  );
  await expect(page.getByTestId('eod-amount')).toHaveText(money(eod.total_amount));
  await expect(page.getByTestId('eod-internal-transfers')).toHaveText(money(eod.internal_orders_amount));
  expect(eod.total_amount).toBe(after.total_orders_amount);

  await page.goto('/report');
  const report = await api<{
    summary: { net_sales: { current: string }; internal_transfers: { current: string } };
  }>(page, 'GET', 'report/business/?company=0');
  await expect(page.getByTestId('summary-net_sales')).toHaveText(money(report.summary.net_sales.current));
  await expect(page.getByTestId('summary-internal_transfers')).toHaveText(
    money(report.summary.internal_transfers.current),
  );
});
