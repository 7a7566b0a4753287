import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { type FbrStandIn, startFbrStandIn } from '../../apps/server/test/support/fbr-stand-in';
import { asUser } from '../support/api';
import { freshBarcode } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * Fiscal reporting from the counter to the FBR and back (docs/domain/fiscal.md): Central Store
 * reports to a stand-in of the FBR started here (the server's worker sends every 300 ms in these
 * stories, FISCAL_SEND_MS in playwright.config.ts). A sale's receipt shows the fiscal number and a
 * QR code that decodes to it; a sale while the FBR fails prints "pending" and, once it is
 * reported, its reprint from Orders shows the number; an invoice the FBR refused is sent again
 * from the Fiscal screen. Each story turns reporting off again (the other specs assume it off).
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const POS_ID = 110014;
const LOOK = process.env.FISCAL_E2E_LOOK_DIR ?? 'test-results/fiscal';

let fbr: FbrStandIn;
let storeId = 0;
let barcode = '';
let taxBefore: Record<string, unknown> = {};

const setFiscal = (request: APIRequestContext, settings: Record<string, unknown>) =>
  asUser(request, 'storeadmin', 'PUT', `company/${storeId}/fiscal/`, settings);

test.beforeAll(async ({ request }) => {
  fbr = await startFbrStandIn();
  const me = await asUser<{ results: { company: { id: number } }[] }>(
    request,
    'storeadmin',
    'GET',
    'user-data/',
  );
  storeId = me.results[0]?.company.id ?? 0;
  // The store charges 18% inside its prices (as the demo has it); put back whatever it was.
  taxBefore = await asUser(request, 'storeadmin', 'GET', `company/${storeId}/tax/`);
  await asUser(request, 'storeadmin', 'PUT', `company/${storeId}/tax/`, {
    charges_tax: true,
    prices_include_tax: true,
    ntn: '1234567-8',
    strn: '1234567890123',
  });
  const category = await asUser<{ id: number }>(request, 'storeadmin', 'POST', 'tax-category/', {
    name: `Fiscal ${freshBarcode()}`,
    rate: '18',
    valid_from: '2023-02-14',
  });
  barcode = freshBarcode();
  const product = await asUser<{ product_variant: { id: number }[] }>(
    request,
    'storeadmin',
    'POST',
    'product/',
    {
      name: `Reported ${barcode}`,
      bar_code: barcode,
      token: false,
      unit: null,
      category: null,
      tax_category: category.id,
      hs_code: '1905.9000',
      product_variant: [{ size: '1 pc', color: '', price: '50', sale_price: '118' }],
    },
  );
  await asUser(request, 'storeadmin', 'POST', 'batch/', {
    product_variant: product.product_variant[0]?.id,
    quantity: '30',
    manufacturing_date: '2026-11-01',
    expiry_date: '2099-12-31',
    in_stock: true,
  });
});

test.beforeEach(async ({ request }) => {
  fbr.heal();
  await setFiscal(request, { enabled: true, service: 'FBR_POS_LOCAL', pos_id: POS_ID, base_url: fbr.url });
});

test.afterEach(async ({ request }) => {
  fbr.heal();
  await setFiscal(request, { enabled: false, base_url: '' });
});

test.afterAll(async ({ request }) => {
  const { charges_tax, prices_include_tax, ntn, strn } = taxBefore as Record<string, string | boolean>;
  await asUser(request, 'storeadmin', 'PUT', `company/${storeId}/tax/`, {
    charges_tax,
    prices_include_tax,
    ntn,
    strn,
  });
  await fbr.close();
});

/** The counter of Central Store, the print dialog stubbed. */
async function openCounter(page: Page, username = 'storecashier') {
  await signIn(page, username);
  const stub = () => {
    (window as unknown as { print: () => void }).print = () => {};
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
}

/** Sells one unit for cash with the receipt (F8): the receipt's dialog and its invoice id. */
async function sellOne(page: Page) {
  const box = page.getByLabel('Barcode (F2)');
  await box.fill(barcode);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await page.getByLabel('Cash received (F4)').fill('200');
  await page.keyboard.press('F8');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('receipt')).toBeVisible({ timeout: 30_000 });
  return { dialog, invoice: (await dialog.getByTestId('receipt-invoice').innerText()).trim() };
}

/** Decodes the receipt's QR code: its SVG drawn on a canvas in the page, the pixels read by jsQR. */
async function decodeQr(page: Page): Promise<string | null> {
  const svg = page.getByRole('dialog').getByTestId('receipt-fiscal-qr').first();
  const pixels = await svg.evaluate(async (node) => {
    const size = 330;
    const source = new XMLSerializer().serializeToString(node);
    const image = new Image(size, size);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, size, size);
    return { size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  if (!pixels) return null;
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size)?.data ?? null;
}

/** The store's admin signed in at a browser of their own. */
async function managerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'storeadmin');
  return page;
}

const orderIdOf = async (request: APIRequestContext, invoice: string) => {
  const found = await asUser<{ results: { id: number; invoice_id: string }[] }>(
    request,
    'storeadmin',
    'GET',
    `order/?invoice_id__contains=${invoice}`,
  );
  const id = found.results.find((o) => o.invoice_id === invoice)?.id;
  expect(id, invoice).toBeTruthy();
  return id ?? 0;
};

test('a sale’s receipt prints the FBR number and a QR code that decodes to it', async ({ page }) => {
  await openCounter(page);
  const { dialog, invoice } = await sellOne(page);
  const number = dialog.getByTestId('receipt-fiscal-number').first();
  await expect(number).toHaveText(/^110014-\d{12}-\d{4}$/);
  const given = await number.innerText();
  expect(given).toBe(fbr.numberOf(invoice, POS_ID));
  await expect(dialog.getByTestId('receipt-fiscal').first()).toContainText(
    'Verify this invoice through FBR Tax Asaan Mobile App or SMS at 9966',
  );
  expect(await decodeQr(page)).toBe(given);
  // At least 7 x 7 mm (96 px to the inch).
  const box = await dialog.getByTestId('receipt-fiscal-qr').first().boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual((7 / 25.4) * 96);
  mkdirSync(LOOK, { recursive: true });
  await dialog
    .getByTestId('receipt')
    .first()
    .screenshot({ path: `${LOOK}/receipt-with-qr.png` });
  // The 80 mm roll as the printer gets it.
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: `${LOOK}/receipt-80mm.pdf`, preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
});

test('a sale while the FBR fails prints “pending”; once reported, its reprint from Orders has the number', async ({
  page,
  browser,
}) => {
  fbr.failAlways({ kind: 'error-500' });
  await openCounter(page);
  const { dialog, invoice } = await sellOne(page);
  // The receipt waits a moment for the number, then prints pending.
  await expect(dialog.getByTestId('receipt-fiscal-pending').first()).toHaveText(
    'Fiscal number pending — reprint this receipt once it is reported',
  );
  await expect(dialog.getByTestId('receipt-fiscal-waiting')).toHaveCount(0);
  expect(fbr.stats.failed).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'New Order' }).click();
  fbr.heal();
  // The worker tries again after its back-off (30 s after the first failure).
  const id = await orderIdOf(page.request, invoice);
  await expect
    .poll(
      async () =>
        (
          await asUser<{ results: { fiscal_number: string | null }[] }>(
            page.request,
            'storeadmin',
            'GET',
            `order/${id}/`,
          )
        ).results[0]?.fiscal_number,
      { timeout: 90_000, intervals: [1000] },
    )
    .toMatch(/^110014-/);
  expect(fbr.numberOf(invoice, POS_ID)).toBeDefined();

  // The store's admin, at another browser (the till keeps its cashier signed in).
  const page2 = await managerPage(browser);
  await page2.evaluate(() => {
    (window as unknown as { print: () => void }).print = () => {};
  });
  await page2.goto(`/orders/${id}`);
  await page2.getByRole('button', { name: 'Print', exact: true }).click();
  const reprint = page2.getByRole('dialog');
  await expect(reprint.getByTestId('receipt-fiscal-number').first()).toHaveText(
    fbr.numberOf(invoice, POS_ID) ?? '',
  );
  expect(await decodeQr(page2)).toBe(fbr.numberOf(invoice, POS_ID));
  await page2.context().close();
});

test('an invoice the FBR refused is fixed and resent from the Fiscal screen, and is reported', async ({
  page: till,
  browser,
}) => {
  fbr.failNext({ kind: 'refuse-field', field: 'PCTCode', message: 'PCT code not found.' });
  await openCounter(till);
  const { dialog, invoice } = await sellOne(till);
  await expect(dialog.getByTestId('receipt-fiscal-pending').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'New Order' }).click();

  // The store's admin, at another browser (the till keeps its cashier signed in).
  const page = await managerPage(browser);
  await page.goto('/fiscal');
  await expect(page.getByRole('heading', { name: 'Fiscal reporting' })).toBeVisible();
  const views = page.getByTestId('fiscal-views');
  await views.getByText(/^Refused/).click();
  const row = page.getByRole('row').filter({ hasText: invoice });
  await expect(row).toContainText('PCTCode: PCT code not found.');
  mkdirSync(LOOK, { recursive: true });
  await page.screenshot({ path: `${LOOK}/fiscal-screen-1366x768.png` });
  await row.getByRole('button', { name: 'Fix and resend' }).click();
  const fix = page.getByRole('dialog', { name: `Fix and resend ${invoice}` });
  await expect(fix.getByTestId('fiscal-reason')).toContainText('PCT code not found.');
  await expect(fix.getByRole('link', { name: `The order ${invoice}` })).toBeVisible();
  await page.screenshot({ path: `${LOOK}/fiscal-fix-1366x768.png` });
  await fix.getByRole('button', { name: 'Resend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send to the FBR again?' });
  await confirm.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('row').filter({ hasText: invoice })).toHaveCount(0);

  await views.getByText(/^Reported/).click();
  await expect
    .poll(
      async () => {
        await page.reload();
        await page
          .getByTestId('fiscal-views')
          .getByText(/^Reported/)
          .click();
        const text = await page
          .getByRole('row')
          .filter({ hasText: invoice })
          .innerText({ timeout: 2000 })
          .catch(() => '');
        const number = fbr.numberOf(invoice, POS_ID);
        return number !== undefined && text.includes(number);
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
});
