import { expect, type Page, test } from '@playwright/test';
import { createProduct } from '../support/catalog';
import { pick } from '../support/forms';
import { signIn } from '../support/session';

test.use({ viewport: { width: 1366, height: 768 } });

const RUSK = '8964000001009'; // Rusk, one variant, 140.00, at City Outlet (the cashier's)

/** The receipt's print button would open the browser's dialog: a no-op here. */
async function neutralisePrint(page: Page) {
  const stub = () => {
    (window as unknown as { print: () => void }).print = () => {};
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
}

/** Saves the user's language as English again, so the demo cashier's setting does not leak. */
async function backToEnglish(page: Page) {
  await page.evaluate(async () => {
    await fetch('/api/user-data/language/', {
      method: 'PUT',
      headers: {
        Authorization: `token ${localStorage.getItem('token')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ language: 'en' }),
    });
    localStorage.setItem('tillwise.language', 'en');
  });
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
      // The shared order entry speaks Urdu too: Quantity, Discount, Batch and Add Product.
      await expect(page.getByLabel('مقدار', { exact: true })).toBeFocused();
      await expect(page.getByLabel('رعایت (%)', { exact: true })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'بیچ', exact: true })).toHaveValue(/مقدار/);
      await expect(page.getByRole('button', { name: 'چیز شامل کریں' })).toBeVisible();
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('order-line')).toHaveCount(1);
      // …and so do the items table's headings.
      const items = page.getByRole('table', { name: 'آرڈر کی چیزیں' });
      for (const heading of ['نام', 'سائز', 'مقدار', 'قیمت', 'رعایت %', 'کل قیمت']) {
        await expect(items.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
      }
      await expect(items.getByRole('textbox', { name: 'لائن 1 کی مقدار' })).toHaveValue('1');
      // No English left on New Sale: the only Latin letters are the invoice id, the product's
      // own name and the keys' names.
      const latin = (await page.locator('main').innerText()).match(/[A-Za-z]{2,}/g) ?? [];
      expect(latin.filter((word) => !['INV', 'Rusk', 'Enter', 'Esc'].includes(word))).toEqual([]);
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
      await backToEnglish(page);
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
      await backToEnglish(page);
    }
  });
});
