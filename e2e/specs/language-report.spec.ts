import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { asUser } from '../support/api';
import { api } from '../support/catalog';
import { saveLanguage } from '../support/language';
import { signIn } from '../support/session';

/*
 * Urdu, right to left, on the reports: the super admin reads the business report in Urdu (its
 * headings, its figures as the API gives them, its chart reading from the right), nothing runs past
 * the screen's edge at 1366×768, and the report prints on A4 in Urdu (a PDF in the test's output,
 * with screenshots for a person to look at). The outlet admin's Inventory analytics reads the same way.
 */

test.use({ viewport: { width: 1366, height: 768 } });
// Two sign-ins and a report each on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

// Cola, stocked at City Outlet (the demo's seed) and sold by no other story: the Rusk every other
// counter story sells ran out at the outlet before the offline story's own Rusk sales.
const COLA = '8964000001015';

/** The outlet admin sells two Colas through the API, so today's report has a sale and a bar to draw. */
async function sellTwoColas(request: APIRequestContext): Promise<void> {
  const me = (await asUser<{ results: { id: number }[] }>(request, 'outletadmin', 'GET', 'user-data/'))
    .results[0];
  const found = await asUser<{
    results: {
      product_variant: { sale_price: string; batch: { id: number; inventory_quantity: number }[] }[];
    }[];
  }>(request, 'outletadmin', 'GET', `product/?bar_code=${COLA}`);
  const variant = found.results[0]?.product_variant[0];
  const batch = variant?.batch.find((b) => b.inventory_quantity >= 2);
  if (!me || !variant || !batch) throw new Error('no Cola in stock at City Outlet');
  const total = (Number(variant.sale_price) * 2).toFixed(4);
  await asUser(request, 'outletadmin', 'POST', 'order/', {
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
}

/** Switches to Urdu in the user menu, as a person does. */
async function toUrdu(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByText('اردو', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.keyboard.press('Escape');
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
async function expectNoOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The chart reads from the right: its value axis stands on the right of the plot. */
async function expectChartFromTheRight(chart: Locator) {
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  const box = await chart.boundingBox();
  const axis = await chart.locator('.recharts-yAxis').first().boundingBox();
  expect(box && axis).toBeTruthy();
  if (!box || !axis) return;
  expect(axis.x + axis.width / 2).toBeGreaterThan(box.x + box.width / 2);
}

const money = (value: string) =>
  Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('in Urdu the business report reads from the right, fits the screen and prints on A4 in Urdu', async ({
  page,
  request,
}, testInfo) => {
  await sellTwoColas(request);
  await signIn(page, 'superadmin');
  try {
    await toUrdu(page, 'Sara Ahmed');
    await page.goto('/report');
    await expect(page.getByRole('heading', { name: 'رپورٹس' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'رپورٹ تلاش کریں' })).toBeVisible();
    // The summary's section, named by its CSV button.
    await expect(page.getByRole('button', { name: 'خلاصہ کو CSV میں ایکسپورٹ کریں' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'خالص بکری', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'یہ مدت' }).first()).toBeVisible();

    // The figures are the API's, in Western digits as the glossary says.
    const report = await api<{
      summary: { net_sales: { current: string }; gross_margin: { current: string } };
    }>(page, 'GET', 'report/business/?company=0');
    await expect(page.getByTestId('summary-net_sales')).toHaveText(money(report.summary.net_sales.current));
    await expect(page.getByTestId('summary-gross_margin')).toHaveText(
      money(report.summary.gross_margin.current),
    );
    // Payments by method in Urdu words (the wallets keep their brand names).
    await expect(page.getByRole('cell', { name: 'نقد', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'ادھار', exact: true })).toBeVisible();

    // Figures stand at the end of their column: the left in Urdu.
    const figure = page.getByTestId('summary-net_sales').locator('xpath=ancestor::td');
    expect(await figure.evaluate((td) => getComputedStyle(td).textAlign)).toBe('end');

    await expectChartFromTheRight(page.getByTestId('by-day-chart'));
    await expectNoOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('business-report-ur-1366x768.png') });
    await page.screenshot({ path: testInfo.outputPath('business-report-ur-full.png'), fullPage: true });

    // On paper: the letterhead in Urdu, the controls left off, A4.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'کاروباری رپورٹ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'رپورٹ پرنٹ کریں' })).toBeHidden();
    const pdf = await page.pdf({
      path: testInfo.outputPath('business-report-ur.pdf'),
      preferCSSPageSize: true,
      printBackground: true,
    });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });
  } finally {
    await saveLanguage(page, null);
  }
});

test('in Urdu the Inventory analytics reads from the right and fits the screen', async ({
  page,
}, testInfo) => {
  await signIn(page, 'outletadmin');
  try {
    await toUrdu(page, 'Ayesha Malik');
    await page.goto('/analytics/inventory');
    await expect(page.getByRole('heading', { name: 'انوینٹری کا تجزیہ' })).toBeVisible();
    await expect(page.getByText('زمرہ وار مقدار')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'کل رقم' })).toBeVisible();
    const figures = await api<{ total_inventory_amount: string }>(page, 'GET', 'analytics/?company=0');
    await expect(page.getByTestId('net-amount')).toHaveText(money(figures.total_inventory_amount));
    await expectChartFromTheRight(page.getByTestId('category-chart'));
    await expectNoOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('inventory-analytics-ur-1366x768.png') });

    await page.goto('/analytics/order');
    await expect(page.getByRole('heading', { name: 'آرڈرز کا تجزیہ' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'بل نمبر' })).toBeVisible();
    await expectNoOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('order-analytics-ur-1366x768.png') });
  } finally {
    await saveLanguage(page, null);
  }
});
