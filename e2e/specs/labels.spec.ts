import { expect, type Page, test } from '@playwright/test';
import { api, freshBarcode, standardTaxCategory } from '../support/catalog';
import { scanElement } from '../support/scan';
import { signIn } from '../support/session';

/*
 * Labels (docs/domain/labels.md): a store admin ticks two new products in the product list, prints
 * their labels on a partly used A4 sheet of 3 × 8 and on a 58 mm roll, and a received batch gives
 * one label per unit. Printed to PDF as the browser's print dialog would: the pages have the
 * paper's size and the count the screen announced; the barcodes on screen read back, through an
 * independent decoder, as the products' barcodes. Central Store's prices include tax (the demo),
 * so a label shows the sale price.
 */

/** A fresh EAN-13: 2 (in-store numbers) and eleven digits of the clock, then its check digit. */
function freshEan13(): string {
  const body = `2${String(Date.now()).slice(-11)}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + ((10 - (sum % 10)) % 10);
}

test.setTimeout(120_000);
// The screen drawn at four pixels a CSS pixel: a 0.25 mm bar is 3.8 pixels, as a scanner's camera sees it.
test.use({ deviceScaleFactor: 4 });

const pageBoxes = (pdf: string) =>
  [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
/** Chromium rounds a page to whole CSS pixels: within 1 pt (0.35 mm) of the paper. */
const expectPaper = (pdf: string, width: number, height: number) => {
  const boxes = pageBoxes(pdf);
  expect(boxes.length).toBeGreaterThan(0);
  for (const [w = 0, h = 0] of boxes) {
    expect(Math.abs(w - width)).toBeLessThan(1);
    expect(Math.abs(h - height)).toBeLessThan(1);
  }
};
const pageCount = (pdf: string) => pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0;

async function printToPdf(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

async function makeProduct(page: Page, name: string, barCode: string, prices: string[]) {
  return api<{ id: number; product_variant: { id: number }[] }>(page, 'POST', 'product/', {
    name,
    bar_code: barCode,
    token: false,
    unit: null,
    category: null,
    tax_category: await standardTaxCategory(page),
    product_variant: prices.map((sale, i) => ({
      size: `S${i + 1}`,
      color: '',
      price: '10',
      sale_price: sale,
    })),
  });
}

test('labels of ticked products on a partly used A4 sheet and a 58 mm roll, their barcodes readable', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { print: () => void }).print = () => {};
    localStorage.removeItem('labels.layout');
  });
  await signIn(page, 'storeadmin');
  const tag = Date.now().toString(36);
  const ean = freshEan13();
  const code128 = freshBarcode();
  await makeProduct(page, `Label tea ${tag}`, ean, ['120.00']);
  await makeProduct(page, `Label jam ${tag}`, code128, ['45.50', '80.00']);

  // Ticked in the product list, one search after the other: the ticks stay.
  await page.goto('/products');
  const search = page.getByLabel('Search products');
  await search.fill(`Label tea ${tag}`);
  await search.press('Enter');
  await page.getByLabel(`Labels of Label tea ${tag}`).check();
  await search.fill(`Label jam ${tag}`);
  await search.press('Enter');
  await page.getByLabel(`Labels of Label jam ${tag}`).check();
  await page.getByRole('link', { name: 'Print labels (2)' }).click();

  // One item per variant, one copy each; the price a buyer pays.
  await expect(page.getByRole('heading', { name: 'Print labels' })).toBeVisible();
  const rows = page.getByTestId('label-item');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`Label tea ${tag}`);
  await expect(rows.nth(0)).toContainText('EAN-13');
  await expect(rows.nth(0)).toContainText('120.00');
  await expect(rows.nth(1)).toContainText('Code 128');
  await expect(rows.nth(1)).toContainText('45.50');

  // A4, 3 × 8: ten of the tea, the first 19 labels of the sheet already used.
  await page.getByRole('combobox', { name: 'Paper' }).click();
  await page.getByRole('option', { name: /3 × 8/ }).click();
  await page.getByLabel(`Copies of Label tea ${tag} · S1`).fill('10');
  await page.getByLabel('Start at label').fill('20');
  await expect(page.getByTestId('label-job-size')).toHaveText('12 labels on 2 pages');
  const preview = page.getByTestId('label-preview');
  await expect(preview.getByTestId('label-preview-page')).toHaveCount(2);
  await expect(preview.getByTestId('label-used')).toHaveCount(19);
  await expect(preview.getByTestId('label')).toHaveCount(12);
  // The first label of the sheet is the 20th position: second column, seventh row.
  const first = preview.getByTestId('label').first();
  await expect(first).toContainText(`Label tea ${tag}`);
  await expect(first.getByTestId('label-price')).toHaveText('120.00');

  // Read back from the pixels on screen, as a scanner would.
  const teaBarcode = first.getByTestId('label-barcode');
  await expect(teaBarcode).toHaveAttribute('data-symbology', 'EAN13');
  expect(await scanElement(teaBarcode)).toBe(ean);
  const jamBarcode = preview.getByTestId('label').nth(10).getByTestId('label-barcode');
  await expect(jamBarcode).toHaveAttribute('data-symbology', 'CODE128');
  expect(await scanElement(jamBarcode)).toBe(code128);
  // No bar narrower than 0.25 mm.
  for (const barcode of [teaBarcode, jamBarcode])
    expect(Number(await barcode.getAttribute('data-module-mm'))).toBeGreaterThanOrEqual(0.25);

  let pdf = await printToPdf(page);
  expect(pageCount(pdf)).toBe(2);
  expectPaper(pdf, 595.28, 841.89); // 210 × 297 mm

  // The 58 mm roll: one label a page, 58 × 40 mm, whatever start was asked for a sheet.
  await page.getByRole('combobox', { name: 'Paper' }).click();
  await page.getByRole('option', { name: /58 mm roll/ }).click();
  await expect(page.getByLabel('Start at label')).toHaveCount(0);
  await expect(page.getByTestId('label-job-size')).toHaveText('12 labels on 12 pages');
  expect(await scanElement(preview.getByTestId('label-barcode').first())).toBe(ean);
  pdf = await printToPdf(page);
  expect(pageCount(pdf)).toBe(12);
  expectPaper(pdf, 164.41, 113.39); // 58 × 40 mm
});

test('a received batch gives one label per unit received', async ({ page }) => {
  await signIn(page, 'storeadmin');
  const tag = Date.now().toString(36);
  const product = await makeProduct(page, `Label rice ${tag}`, freshBarcode(), ['300.00']);
  const batch = await api<{ id: number }>(page, 'POST', 'batch/', {
    product_variant: product.product_variant[0]?.id,
    quantity: '7',
    manufacturing_date: '2026-01-01',
    expiry_date: '2099-12-31',
    in_stock: true,
  });
  await page.goto('/batchs');
  const search = page.getByLabel('Search batches');
  await search.fill(`Label rice ${tag}`);
  await search.press('Enter');
  await expect(page.getByRole('link', { name: /^Labels of batch/ })).toHaveCount(1);
  await page.getByRole('link', { name: `Labels of batch ${batch.id}` }).click();
  await expect(page.getByTestId('label-item')).toHaveCount(1);
  await expect(page.getByLabel(`Copies of Label rice ${tag} · S1`)).toHaveValue('7');
  await expect(page.getByText(/one label per unit received/)).toBeVisible();
  await expect(page.getByTestId('label-preview').getByTestId('label')).toHaveCount(7);
});
