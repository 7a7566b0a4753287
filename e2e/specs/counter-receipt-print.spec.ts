import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session';

/*
 * The receipt prints on 80 mm roll paper: printed to PDF by Chromium as the print dialog would,
 * every page (the receipt, then a token slip per token line) is 226.8 pt (80 mm) wide, never
 * Letter or A4. A cupcake is a token product with three variants, sold at Central Store (no other
 * spec sells it); its colour and size show on the receipt and in the items table.
 */

const CUPCAKE = '8964000001010'; // Cupcake: Vanilla, Chocolate, Red velvet; token; 90.00 / 95.00 / 110.00

const pageWidths = (pdf: string) =>
  [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => Number(m[1]));

async function neutralisePrint(page: Page) {
  const stub = () => {
    (window as unknown as { print: () => void }).print = () => {};
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
}

test('the receipt and its token slip print on 80 mm pages, each variant named by colour and size', async ({
  page,
}) => {
  await signIn(page, 'storecashier');
  await neutralisePrint(page);
  const box = page.getByLabel('Barcode (F2)');
  await box.fill(CUPCAKE);
  await box.press('Enter');
  // Three variants: the results list opens; the first (Vanilla) is chosen with Enter.
  const vanilla = page.getByRole('option', { name: /Vanilla/ });
  await expect(vanilla).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  const line = page.getByTestId('order-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Vanilla');
  await expect(line).toContainText('Single');

  await page.keyboard.press('F4');
  await page.keyboard.type('200');
  await page.keyboard.press('F8');
  const receipt = page.getByRole('dialog').getByTestId('receipt');
  await expect(receipt).toBeVisible();
  // The taxed receipt (Central Store charges tax): the line's name with its variant and size, then
  // 2 at 90.00 with 18% inside: 76.27 a unit excluding tax, 27.46 tax, 180.00.
  const taxLine = receipt.getByTestId('receipt-tax-line').first().getByRole('row');
  await expect(taxLine.nth(0)).toHaveText('1. Cupcake (Vanilla) · Single');
  await expect(taxLine.nth(1).locator('td')).toHaveText(['', '2.00', '76.27', '18%', '27.46', '180.00']);
  await expect(receipt.getByTestId('token-slip')).toHaveCount(1);
  await expect(receipt.getByTestId('token-slip')).toContainText('Cupcake (Vanilla, Single)');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('receipt-print')).toBeVisible();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const widths = pageWidths(pdf);
  // The receipt, then its token slip on a page of its own: both 80 mm wide.
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
  expect(widths.length).toBeGreaterThanOrEqual(2);
  for (const width of widths) expect(width).toBeCloseTo(226.8, 0);
  await page.emulateMedia({ media: 'screen' });
});
