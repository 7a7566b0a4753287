import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { asUser } from '../support/api';
import { api, freshBarcode } from '../support/catalog';
import { signIn } from '../support/session';

/*
 * Sales tax at the counter (docs/domain/tax.md, "At the counter"): Central Store charges 18% inside
 * its prices and the Rs 1 POS fee. The counter shows each line's rate and tax and the sale's value
 * excluding tax, tax and fee as the sale is built, sends taxOrder's total, and prints the tax
 * invoice; the server stores the same tax; prices excluding tax, a partial refund of a discounted
 * line and a sale made offline agree to the paisa. Each story sells products of its own; the store
 * charges no tax again afterwards, for the specs that follow.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/** Where the story keeps what a person looks at: the printed receipt and the counter's screenshots. */
const LOOK = process.env.TAX_E2E_LOOK_DIR ?? 'test-results/tax-counter';

interface OrderView {
  id: number;
  invoice_id: string;
  total: string;
  tax: string;
  service_fee: string;
  order_item: { tax_rate: string; tax: string; tax_value: string | null }[];
}

let storeId = 0;
let standard = 0;

const setTax = (request: APIRequestContext, settings: Record<string, unknown>) =>
  asUser(request, 'storeadmin', 'PUT', `company/${storeId}/tax/`, settings);

/** A product of Central Store in the 18% category, with `quantity` units in stock. */
async function taxedProduct(request: APIRequestContext, salePrice: string, quantity = '20') {
  const barcode = freshBarcode();
  const product = await asUser<{ product_variant: { id: number }[] }>(
    request,
    'storeadmin',
    'POST',
    'product/',
    {
      name: `Taxed ${barcode}`,
      bar_code: barcode,
      token: false,
      unit: null,
      category: null,
      tax_category: standard,
      hs_code: '1905.9000',
      product_variant: [{ size: '1 pc', color: '', price: '50', sale_price: salePrice }],
    },
  );
  await asUser(request, 'storeadmin', 'POST', 'batch/', {
    product_variant: product.product_variant[0]?.id,
    quantity,
    manufacturing_date: '2026-11-01',
    expiry_date: '2099-12-31',
    in_stock: true,
  });
  return barcode;
}

test.beforeAll(async ({ request }) => {
  const me = await asUser<{ results: { company: { id: number } }[] }>(
    request,
    'storeadmin',
    'GET',
    'user-data/',
  );
  storeId = me.results[0]?.company.id ?? 0;
  const category = await asUser<{ id: number }>(request, 'storeadmin', 'POST', 'tax-category/', {
    name: `Standard ${freshBarcode()}`,
    rate: '18',
    valid_from: '2023-02-14',
  });
  standard = category.id;
  await setTax(request, {
    charges_tax: true,
    prices_include_tax: true,
    service_fee: '1',
    ntn: '1234567-8',
    strn: '1234567890123',
    tax_office: 'RTO Lahore',
    pos_registration: 'POS-778',
  });
});

test.afterAll(async ({ request }) => {
  await setTax(request, { charges_tax: true, prices_include_tax: true, service_fee: '0' });
});

async function openCounter(page: Page) {
  await signIn(page, 'storecashier');
  const stub = () => {
    (window as unknown as { print: () => void }).print = () => {};
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
}

/** Scans a barcode and adds `quantity` units. */
async function addLine(page: Page, barcode: string, quantity: string) {
  const box = page.getByLabel('Barcode (F2)');
  await box.fill(barcode);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.type(quantity);
  await page.keyboard.press('Enter');
}

/** Pays cash and submits with the receipt (F8); answers the receipt's dialog and invoice id. */
async function payAndPrint(page: Page, cash: string) {
  await page.getByLabel('Cash received (F4)').fill(cash);
  await page.keyboard.press('F8');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('receipt')).toBeVisible();
  return { dialog, invoice: (await dialog.getByTestId('receipt-invoice').innerText()).trim() };
}

/** `order/<id>/` answers the order as a one-item list. */
const orderById = async (page: Page, id: number): Promise<OrderView> => {
  const body = await api<{ results: OrderView[] }>(page, 'GET', `order/${id}/`);
  expect(body.results).toHaveLength(1);
  return body.results[0] as OrderView;
};

const storedOrder = async (page: Page, invoice: string): Promise<OrderView> => {
  const found = await api<{ results: OrderView[] }>(page, 'GET', `order/?invoice_id__contains=${invoice}`);
  const row = found.results.find((o) => o.invoice_id === invoice);
  expect(row, invoice).toBeTruthy();
  return orderById(page, row?.id ?? 0);
};

test('an inclusive sale shows its tax as it is built, prints the tax invoice and stores the same tax', async ({
  page,
}) => {
  const barcode = await taxedProduct(page.request, '118');
  await openCounter(page);
  await addLine(page, barcode, '2');
  // 236.00 with 18% inside: 36.00 of tax on 200.00; the Rs 1 fee on top.
  await expect(page.getByTestId('line-tax')).toHaveText(/18%\s*36\.00/);
  await expect(page.getByTestId('sale-tax-value')).toHaveText('200.00');
  await expect(page.getByTestId('sale-tax-tax')).toHaveText('36.00');
  await expect(page.getByTestId('sale-tax-service-fee')).toHaveText('1.00');
  await expect(page.getByTestId('sale-total')).toHaveText('237.00');
  mkdirSync(LOOK, { recursive: true });
  await page.screenshot({ path: `${LOOK}/counter-1366x768.png` });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByTestId('line-tax')).toBeVisible();
  // The barcode moves under the name: quantity, price, tax and total stay in view.
  await expect(page.getByRole('columnheader', { name: 'Barcode' })).toBeHidden();
  await page.screenshot({ path: `${LOOK}/counter-768x1024.png` });
  await page.setViewportSize({ width: 1366, height: 768 });

  const { dialog, invoice } = await payAndPrint(page, '300');
  const receipt = dialog.getByTestId('receipt');
  await expect(receipt.getByTestId('receipt-ntn')).toHaveText('NTN: 1234567-8');
  await expect(receipt.getByTestId('receipt-strn')).toHaveText('STRN: 1234567890123');
  await expect(receipt.getByTestId('receipt-pos')).toHaveText('POS: POS-778');
  await expect(receipt.getByTestId('receipt-tax-line')).toContainText('100.00');
  await expect(receipt.getByTestId('receipt-tax-line')).toContainText('18%');
  await expect(receipt.getByTestId('receipt-tax-line')).toContainText('236.00');
  await expect(receipt.getByTestId('receipt-value-excl-tax')).toHaveText('PKR 200.00');
  await expect(receipt.getByTestId('receipt-sales-tax')).toHaveText('PKR 36.00');
  await expect(receipt.getByTestId('receipt-service-fee')).toHaveText('PKR 1.00');
  await expect(receipt.getByTestId('receipt-net-payable')).toHaveText('PKR 237.00');
  await expect(receipt.getByTestId('receipt-change')).toHaveText('PKR 63.00');
  // The company does not report to the FBR: no fiscal block (e2e/specs/fiscal.spec.ts has it).
  await expect(receipt.getByTestId('receipt-fiscal')).toHaveCount(0);

  // The A4 tax invoice prints on an A4 page.
  await page.evaluate(() => {
    const w = window as unknown as { print: () => void; printedPage?: string };
    w.print = () => {
      w.printedPage = document.querySelector('[data-testid="receipt-print"] style')?.textContent ?? '';
    };
  });
  await dialog.getByTestId('print-a4').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printedPage?: string }).printedPage ?? ''))
    .toContain('size: A4');

  // On paper: only the receipt, 80 mm wide.
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: `${LOOK}/receipt-80mm.pdf`, preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });

  const order = await storedOrder(page, invoice);
  expect([order.total, order.tax, order.service_fee]).toEqual(['237.0000', '36.0000', '1.0000']);
  expect(order.order_item.map((i) => [i.tax_rate, i.tax_value, i.tax])).toEqual([
    ['18.0000', '200.0000', '36.0000'],
  ]);
});

test('with tax added to prices the counter and the server add the same tax on top', async ({ page }) => {
  const barcode = await taxedProduct(page.request, '118');
  await setTax(page.request, { prices_include_tax: false });
  try {
    await openCounter(page);
    await addLine(page, barcode, '1');
    // 118.00 + 18% = 21.24 of tax + the Rs 1 fee.
    await expect(page.getByTestId('line-tax')).toHaveText(/18%\s*21\.24/);
    await expect(page.getByTestId('sale-tax-value')).toHaveText('118.00');
    await expect(page.getByTestId('sale-total')).toHaveText('140.24');
    const { dialog, invoice } = await payAndPrint(page, '150');
    await expect(dialog.getByTestId('receipt-sales-tax')).toHaveText('PKR 21.24');
    await expect(dialog.getByTestId('receipt')).toContainText('Tax added to prices');
    const order = await storedOrder(page, invoice);
    expect([order.total, order.tax]).toEqual(['140.2400', '21.2400']);
  } finally {
    await setTax(page.request, { prices_include_tax: true });
  }
});

test('a refund of part of a discounted line gives back exactly its share of the tax', async ({ page }) => {
  const barcode = await taxedProduct(page.request, '118');
  await openCounter(page);
  await addLine(page, barcode, '3');
  await page.getByLabel('Discount of line 1').fill('10');
  await page.getByLabel('Discount of line 1').press('Enter');
  await page.getByLabel('Total discount').fill('8');
  // 354.00 less 10% is 318.60, less 8.00 is 310.60, of which 47.38 is tax; 311.60 with the fee.
  await expect(page.getByTestId('sale-tax-tax')).toHaveText('47.38');
  await expect(page.getByTestId('sale-total')).toHaveText('311.60');
  const { invoice } = await payAndPrint(page, '400');
  await page.getByRole('button', { name: 'New Order' }).click();

  await page.getByLabel('Barcode (F2)').focus();
  await page.keyboard.press('F10');
  await expect(page.getByLabel(/Receipt's invoice id/)).toBeFocused();
  await page.keyboard.type(invoice);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('refund-sale-invoice')).toHaveText(invoice);
  await page.getByLabel(/Return quantity of Taxed/).fill('1');
  // A third of the value (87.74) and of the tax (15.79); never the fee.
  await expect(page.getByTestId('refund-tax')).toHaveText('incl. tax 15.79');
  await expect(page.getByTestId('refund-total')).toHaveText('Refund 103.53');
  await page.keyboard.press('F9');
  await expect(page.getByRole('dialog').getByTestId('receipt-paid-back')).toHaveText('PKR 103.53');
  const sale = await storedOrder(page, invoice);
  const view = await api<{ refunds: { id: number }[] }>(page, 'GET', `order/${sale.id}/refund/`);
  const refund = await orderById(page, view.refunds[0]?.id ?? 0);
  expect(Math.abs(Number(refund.tax)).toFixed(2)).toBe('15.79');
  expect(Math.abs(Number(refund.total)).toFixed(2)).toBe('103.53');
});

/** The till has its catalogue (with `barcode`), a block of invoice numbers and the store's tax answer. */
const tillReady = (page: Page, barcode: string) =>
  page.evaluate(
    (code) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('tillwise-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('products')) return resolve(false);
          const tx = db.transaction(['products', 'meta']);
          const found = tx.objectStore('products').index('bar_code').count(code);
          const synced = tx.objectStore('meta').get('catalogue-synced-at');
          const blocks = tx.objectStore('meta').get('invoice-blocks');
          const tax = tx.objectStore('meta').get('till-tax');
          tx.oncomplete = () =>
            resolve(
              found.result > 0 &&
                synced.result?.value != null &&
                ((blocks.result?.value as unknown[]) ?? []).length > 0 &&
                tax.result?.value?.charges_tax === true,
            );
        };
      }),
    barcode,
  );

test('a taxed sale made offline posts the same tax as the same sale online', async ({ page, context }) => {
  const barcode = await taxedProduct(page.request, '70');
  await openCounter(page);
  await expect.poll(() => tillReady(page, barcode), { timeout: 60_000 }).toBe(true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Online first: 70.00 with 18% inside is 10.68 of tax.
  await addLine(page, barcode, '1');
  await expect(page.getByTestId('sale-tax-tax')).toHaveText('10.68');
  const online = await payAndPrint(page, '100');
  await page.getByRole('button', { name: 'New Order' }).click();

  await context.setOffline(true);
  await expect(page.getByTestId('till-status')).toContainText('Offline');
  await addLine(page, barcode, '1');
  await expect(page.getByTestId('line-tax')).toHaveText(/18%\s*10\.68/);
  await expect(page.getByTestId('sale-total')).toHaveText('71.00');
  const offline = await payAndPrint(page, '100');
  // The receipt printed before the server answers carries the same tax.
  await expect(offline.dialog.getByTestId('receipt-sales-tax')).toHaveText('PKR 10.68');
  await expect(offline.dialog.getByTestId('receipt-net-payable')).toHaveText('PKR 71.00');
  await page.getByRole('button', { name: 'New Order' }).click();

  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const found = await api<{ results: { invoice_id: string }[] }>(
          page,
          'GET',
          `order/?invoice_id__contains=${offline.invoice}`,
        );
        return found.results.some((o) => o.invoice_id === offline.invoice);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const [sold, kept] = [await storedOrder(page, online.invoice), await storedOrder(page, offline.invoice)];
  expect([kept.total, kept.tax, kept.service_fee]).toEqual([sold.total, sold.tax, sold.service_fee]);
  expect([kept.total, kept.tax]).toEqual(['71.0000', '10.6800']);
  expect(kept.order_item.map((i) => [i.tax_rate, i.tax_value, i.tax])).toEqual(
    sold.order_item.map((i) => [i.tax_rate, i.tax_value, i.tax]),
  );
});
