import { expect, test } from '@playwright/test';
import { api, standardTaxCategory } from '../support/catalog';
import { saveLanguage } from '../support/language';
import { scanElement } from '../support/scan';
import { signIn } from '../support/session';

/*
 * Labels in Urdu (issue 43): a store admin who reads Urdu ticks a product in the product list and
 * prints its shelf labels on an A4 sheet (to PDF here). The labels speak Urdu, right to left, in
 * the app's Urdu face (Noto Naskh Arabic, embedded in the PDF); the product's name stays as it was
 * entered; the barcode's digits and the price read left to right, and the bars still scan as the
 * product's barcode. Screens at 1366×768 and the PDF are kept in the test's output.
 */

test.setTimeout(120_000);
// Four pixels a CSS pixel, as labels.spec.ts reads barcodes: a 0.25 mm bar is 3.8 pixels.
test.use({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 4 });

/** A fresh EAN-13: 2 (in-store numbers) and eleven digits of the clock, then its check digit. */
function freshEan13(): string {
  const body = `2${String(Date.now()).slice(-11)}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + ((10 - (sum % 10)) % 10);
}

test('shelf labels print in Urdu, right to left, with the barcode and price left to right', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    (window as unknown as { print: () => void }).print = () => {};
    localStorage.removeItem('labels.layout');
  });
  await signIn(page, 'storeadmin');
  const ean = freshEan13();
  const name = `چائے کی پتی ${Date.now().toString(36)}`;
  await api(page, 'POST', 'product/', {
    name,
    bar_code: ean,
    token: false,
    unit: null,
    category: null,
    tax_category: await standardTaxCategory(page),
    product_variant: [{ size: '250g', color: '', price: '300', sale_price: '450.00' }],
  });
  try {
    await saveLanguage(page, 'ur');
    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    const search = page.getByLabel('پروڈکٹ تلاش کریں');
    await search.fill(ean);
    await search.press('Enter');
    await page.getByLabel(`${name} کے لیبل`).check();
    await page.getByRole('link', { name: 'لیبل پرنٹ کریں (1)' }).click();

    await expect(page.getByRole('heading', { name: 'لیبل پرنٹ کریں' })).toBeVisible();
    await page.getByRole('combobox', { name: 'کاغذ' }).click();
    await page.getByRole('option', { name: /A4 شیٹ، 70 × 37/ }).click();
    await page.getByText('شیلف لیبل', { exact: true }).click();
    await expect(page.getByTestId('label-job-size')).toHaveText('1 لیبل، 1 صفحے پر');
    await expect(page.getByTestId('label-items')).toContainText('قیمت (ٹیکس سمیت)');
    await page.screenshot({ path: testInfo.outputPath('labels-ur-1366x768.png') });

    // The printed label: Urdu words, the name as entered, the barcode's digits and the price.
    const printed = page.getByTestId('labels-print').getByTestId('label');
    await expect(printed).toHaveCount(1);
    await expect(printed).toContainText('قیمت (ٹیکس سمیت)');
    await expect(printed).toContainText(name);
    await expect(printed.getByTestId('label-digits')).toHaveText(ean);
    await expect(printed.getByTestId('label-price')).toHaveText('450.00');
    await expect(printed.getByTestId('label-barcode')).toHaveAttribute('data-code', ean);
    await expect(printed.getByTestId('label-barcode')).toHaveAttribute('aria-label', `بارکوڈ ${ean}`);
    const look = await printed.evaluate((face) => ({
      direction: getComputedStyle(face).direction,
      font: getComputedStyle(face).fontFamily,
      digits: getComputedStyle(face.querySelector('[data-testid="label-digits"]') as Element).direction,
      price: getComputedStyle(face.querySelector('[data-testid="label-price"]') as Element).direction,
      naskh: document.fonts.check('16px "Noto Naskh Arabic"', 'قیمت'),
    }));
    expect(look).toEqual({
      direction: 'rtl',
      font: expect.stringContaining('Noto Naskh Arabic'),
      digits: 'ltr',
      price: 'ltr',
      naskh: true,
    });

    // The same label on screen scans as the product's barcode.
    const shown = page.getByTestId('label-preview').getByTestId('label').first();
    expect(await scanElement(shown.getByTestId('label-barcode'))).toBe(ean);

    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ path: testInfo.outputPath('labels-ur.pdf'), preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    // Urdu is drawn in the Urdu face: the font is embedded in the PDF.
    expect(pdf.toString('latin1')).toContain('NotoNaskhArabic');
  } finally {
    await saveLanguage(page, null);
  }
});
