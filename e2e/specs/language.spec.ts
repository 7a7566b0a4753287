import { expect, type Page, test } from '@playwright/test';
import { createProduct } from '../support/catalog';
import { pick } from '../support/forms';
import { saveLanguage } from '../support/language';
import { signIn } from '../support/session';

test.use({ viewport: { width: 1366, height: 768 } });

const RUSK = '8964000001009'; // Rusk, one variant, 140.00, at City Outlet (the cashier's)
// Bananas, 200.00 a dozen, 5 at City Outlet, sold by no other story: City Outlet holds 9 Rusks, which
// the counter stories and the offline story's own three sales use up between them.
const BANANAS = '8964000001037';

/** The receipt's print button would open the browser's dialog: a no-op here. */
async function neutralisePrint(page: Page) {
  const stub = () => {
    (window as unknown as { print: () => void }).print = () => {};
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
}

test.describe('Urdu and English', () => {
  test('the cashier switches to Urdu in the user menu: the counter turns right to left at once, no reload', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'cashier');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const marker = await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      return true;
    });
    expect(marker).toBe(true);

    try {
      await page.getByRole('button', { name: 'Usman Raza' }).click();
      await page.getByText('اردو', { exact: true }).click();

      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      await expect(page.getByRole('region', { name: 'کی بورڈ کے شارٹ کٹ' })).toContainText('وصول شدہ نقد');
      // The Urdu font shipped with the app is in use.
      expect(await page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic"', 'اردو'))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await page.screenshot({ path: testInfo.outputPath('counter-ur-1366x768.png') });

      // The choice is the user's setting: after a reload the app comes back in Urdu.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    } finally {
      // Back to English, so the demo cashier's saved setting does not change other stories.
      await page.getByRole('button', { name: 'Usman Raza' }).click();
      await page.getByText('English', { exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const res = await fetch('/api/user-data/', {
              headers: { Authorization: `token ${localStorage.getItem('token')}` },
            });
            return (await res.json()).results[0].language;
          }),
        )
        .toBe('en');
    }
  });

  test('in Urdu the cashier scans a barcode, takes cash and the receipt prints in Urdu, the invoice id left to right', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'cashier');
    await neutralisePrint(page);
    try {
      await page.getByRole('button', { name: 'Usman Raza' }).click();
      await page.getByText('اردو', { exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.keyboard.press('Escape');

      await expect(page.getByRole('heading', { name: 'نئی بکری' })).toBeVisible();
      const badge = page.getByTestId('invoice-id');
      await expect(badge).toHaveText(/^بل نمبر: INV_\d+_\d+$/);
      const invoice = ((await badge.textContent()) ?? '').replace('بل نمبر: ', '');

      const box = page.getByLabel('بارکوڈ (F2)');
      await box.fill(RUSK);
      await box.press('Enter');
      await expect(page.getByLabel('چیز کا نام (F3)')).toHaveValue('Rusk');
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('order-line')).toHaveCount(1);
      await page.keyboard.press('F4');
      await page.keyboard.type('200');
      await expect(page.getByTestId('cash-returned')).toHaveText('60.00');
      await expect(page.getByLabel('ادائیگی', { exact: true })).toContainText('بقایا (واپس)');
      await page.screenshot({ path: testInfo.outputPath('counter-sale-ur-1366x768.png') });
      // Credit and split in Urdu: the longer labels fit the payment panel (looked at in the screenshots).
      await page.keyboard.press('F6');
      await page.keyboard.press('F6');
      await expect(page.getByRole('combobox', { name: 'گاہک' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('counter-credit-ur-1366x768.png') });
      await page.keyboard.press('F6');
      await expect(page.getByTestId('split-payment')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('counter-split-ur-1366x768.png') });
      await page.keyboard.press('F6');
      await expect(page.getByTestId('cash-returned')).toHaveText('60.00');
      await page.keyboard.press('F8');

      const receipt = page.getByRole('dialog').getByTestId('receipt');
      await expect(receipt).toBeVisible();
      // Urdu labels, right to left; the invoice id isolated left to right.
      await expect(receipt).toHaveCSS('direction', 'rtl');
      await expect(receipt).toContainText('سیلز ٹیکس انوائس');
      await expect(receipt).toContainText('قابل ادا رقم');
      await expect(receipt).toContainText('ہمارے ہاں خریداری کا شکریہ!');
      const id = receipt.getByTestId('receipt-invoice').locator('bdi');
      await expect(id).toHaveAttribute('dir', 'ltr');
      await expect(id).toHaveText(invoice);
      await expect(id).toHaveCSS('direction', 'ltr');
      await expect(receipt.getByTestId('receipt-net-payable')).toHaveText('PKR 140.00');
      await page.screenshot({ path: testInfo.outputPath('receipt-ur-1366x768.png') });

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('receipt-print')).toBeVisible();
      await page.pdf({ path: testInfo.outputPath('receipt-ur.pdf'), preferCSSPageSize: true });
      await page.emulateMedia({ media: 'screen' });
    } finally {
      await saveLanguage(page, 'en');
    }
  });

  test('an admin sets Urdu digits on City Outlet’s receipts in Urdu; the cashier’s Urdu receipt prints them, the invoice id Western', async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, 'storeadmin');
    let companyUrl = '';
    try {
      await page.getByRole('button', { name: 'Bilal Khan' }).click();
      await page.getByText('اردو', { exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.keyboard.press('Escape');

      await page.goto('/departments');
      await expect(page.getByRole('heading', { name: 'شعبے' })).toBeVisible();
      const row = page.getByRole('row', { name: /City Outlet/ });
      await expect(row).toContainText('آؤٹ لیٹ');
      await page.screenshot({ path: testInfo.outputPath('departments-ur-1366x768.png') });
      await row.getByRole('link', { name: 'City Outlet میں ترمیم' }).click();
      await expect(page).toHaveURL(/\/department\/edit\/\d+$/);
      companyUrl = `/api/company/${page.url().split('/').pop()}/`;

      const section = page.getByRole('form', { name: 'زبان اور رسید' });
      await expect(section.getByRole('combobox', { name: 'بنیادی زبان' })).toHaveValue(
        'کوئی نہیں: ہر یوزر کے براؤزر کی زبان',
      );
      await section.getByLabel(/رسید پر اردو ہندسے/).check();
      await section.getByRole('button', { name: 'زبان محفوظ کریں' }).click();
      await expect(section).toContainText('زبان اور رسید کی سیٹنگز محفوظ ہو گئیں۔');
      await page.screenshot({ path: testInfo.outputPath('edit-department-ur-1366x768.png'), fullPage: true });

      // The cashier of City Outlet sells in Urdu: the receipt's money and dates in Urdu digits.
      const till = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      try {
        await signIn(till, 'cashier');
        await neutralisePrint(till);
        await till.getByRole('button', { name: 'Usman Raza' }).click();
        await till.getByText('اردو', { exact: true }).click();
        await expect(till.locator('html')).toHaveAttribute('dir', 'rtl');
        await till.keyboard.press('Escape');
        const box = till.getByLabel('بارکوڈ (F2)');
        await box.fill(BANANAS);
        await box.press('Enter');
        await expect(till.getByLabel('چیز کا نام (F3)')).toHaveValue('Bananas');
        await till.keyboard.type('1');
        await till.keyboard.press('Enter');
        await expect(till.getByTestId('order-line')).toHaveCount(1);
        // The number the sale will take, read once the till is ready to sell (its invoice block is in):
        // read at sign-in it could still be the number before the block arrived.
        const invoice = ((await till.getByTestId('invoice-id').textContent()) ?? '').replace('بل نمبر: ', '');
        await till.keyboard.press('F4');
        await till.keyboard.type('500');
        await till.keyboard.press('F8');

        const receipt = till.getByRole('dialog').getByTestId('receipt');
        await expect(receipt).toBeVisible();
        await expect(receipt.getByTestId('receipt-net-payable')).toHaveText('PKR ۲۰۰٫۰۰');
        await expect(receipt.getByTestId('receipt-received')).toHaveText('PKR ۵۰۰٫۰۰');
        await expect(receipt.getByTestId('receipt-total-units')).toHaveText('۱٫۰۰');
        await expect(receipt.getByTestId('receipt-invoice')).toHaveText(invoice);
        expect(invoice).toMatch(/^INV_\d+_\d+$/);
        await expect(receipt.getByTestId('receipt-invoice').locator('bdi')).toHaveCSS('direction', 'ltr');
        await till.screenshot({ path: testInfo.outputPath('receipt-urdu-digits-1366x768.png') });
        await till.emulateMedia({ media: 'print' });
        await expect(till.getByTestId('receipt-print')).toBeVisible();
        await till.pdf({ path: testInfo.outputPath('receipt-urdu-digits.pdf'), preferCSSPageSize: true });
      } finally {
        await saveLanguage(till, 'en');
        await till.close();
      }
    } finally {
      // The demo company and admin as they were, for the other stories.
      await page.evaluate(async (url) => {
        if (!url) return;
        await fetch(url, {
          method: 'PATCH',
          headers: {
            Authorization: `token ${localStorage.getItem('token')}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ receipt_urdu_digits: false }),
        });
      }, companyUrl);
      await saveLanguage(page, 'en');
    }
  });

  test('in Urdu the store admin buys from a vendor on Admin Order and the bill prints in Urdu: its title, the seller, the invoice id left to right', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'storeadmin');
    await neutralisePrint(page);
    try {
      await page.getByRole('button', { name: 'Bilal Khan' }).click();
      await page.getByText('اردو', { exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.keyboard.press('Escape');
      const product = await createProduct(page, `Guavas ${Date.now()}`, ['1kg']);

      await expect(page.getByRole('heading', { name: 'نیا آرڈر' })).toBeVisible();
      await expect(page.getByTestId('invoice-id')).toHaveText(/^بل نمبر: INV_\d+_\d+$/);
      await pick(page, 'بیچنے والا', 'Tariq Farooq — Green Farms');
      await page.getByLabel('بارکوڈ', { exact: true }).fill(product.bar_code);
      await expect(page.getByLabel('پروڈکٹ کا نام', { exact: true })).toHaveValue(product.name);
      await page.getByLabel('مقدار', { exact: true }).fill('10');
      await expect(page.getByLabel('خرید قیمت')).toHaveValue('500.0000');
      await page.getByLabel('میعاد کی تاریخ').fill('2027-06-30');
      await page.getByRole('button', { name: 'چیز شامل کریں' }).click();
      await expect(page.getByRole('table', { name: 'آرڈر کی چیزیں' })).toContainText(product.name);
      await page.screenshot({ path: testInfo.outputPath('admin-order-ur-1366x768.png') });
      await page.getByRole('button', { name: 'محفوظ کر کے بل چھاپیں' }).click();

      const dialog = page.getByRole('dialog', { name: 'آرڈر کی صورتحال' });
      await expect(dialog.getByRole('status')).toHaveText('آرڈر کامیابی سے مکمل ہو گیا۔');
      const bill = dialog.getByTestId('receipt');
      await expect(bill).toHaveCSS('direction', 'rtl');
      await expect(bill).toContainText('خریداری کا بل');
      await expect(bill).toContainText('بیچنے والا: Green Farms');
      await expect(bill).toContainText('دی گئی نقد');
      const id = bill.getByTestId('receipt-invoice').locator('bdi');
      await expect(id).toHaveAttribute('dir', 'ltr');
      await expect(id).toHaveText(/^INV_\d+_\d+$/);
      await page.screenshot({ path: testInfo.outputPath('admin-order-bill-ur-1366x768.png') });
      await page.emulateMedia({ media: 'print' });
      await page.pdf({ path: testInfo.outputPath('admin-order-bill-ur.pdf'), preferCSSPageSize: true });
      await page.emulateMedia({ media: 'screen' });
      await dialog.getByRole('button', { name: 'نیا آرڈر' }).click();
    } finally {
      await saveLanguage(page, 'en');
    }
  });
});
