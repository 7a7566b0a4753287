import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, freshBarcode, standardTaxCategory } from '../support/catalog';
import { saveLanguage } from '../support/language';
import { signIn } from '../support/session';

/*
 * A customer's statement printed in Urdu (issue 43): Central Store's admin sells to a regular
 * customer on account, opens the customer's statement in Finance › Books in Urdu and prints it
 * (page.pdf, A4): Urdu headings, right to left, the invoice id left to right, and the same figures
 * as the English print. Screens at 1366×768 and both PDFs are kept in the test's output.
 */

test.use({ viewport: { width: 1366, height: 768 } });
test.setTimeout(120_000);

/** A product at 100 with stock, a regular customer, and one sale of it to them on account. */
async function creditSale(page: Page, tag: string): Promise<{ invoice: string }> {
  const product = await api<{ bar_code: string; product_variant: { id: number }[] }>(
    page,
    'POST',
    'product/',
    {
      name: `Statement ${tag}`,
      bar_code: freshBarcode(),
      token: false,
      unit: null,
      category: null,
      tax_category: await standardTaxCategory(page),
      product_variant: [{ size: '', color: '', price: '60', sale_price: '100' }],
    },
  );
  const batch = await api<{ id: number }>(page, 'POST', 'batch/', {
    product_variant: product.product_variant[0]?.id,
    quantity: '20',
    manufacturing_date: '2026-01-01',
    expiry_date: '2099-12-31',
    in_stock: true,
  });
  const me = (await api<{ results: { id: number; company: { id: number } }[] }>(page, 'GET', 'user-data/'))
    .results[0];
  if (!me) throw new Error('not signed in');
  const contact = `0346${String(Date.now()).slice(-7)}`;
  const customer = await api<{ id: number }>(page, 'POST', 'create/user/', {
    username: contact,
    contact_number: contact,
    first_name: 'Statement',
    last_name: tag,
    company: me.company.id,
    user_extra: { description: '' },
  });
  await api(page, 'PATCH', `customer/${customer.id}/credit/`, { credit_limit: '1000' });
  const order = await api<{ invoice_id: string }>(page, 'POST', 'order/', {
    order_item: [{ batch: batch.id, price: '100.0000', discount: '0', quantity: '1' }],
    buyer: customer.id,
    seller: me.id,
    total_discount: '0',
    total: '100.0000',
    cash_payment: false,
    amount_received: '0',
    amount_discount: true,
    payment_service: 'BANK',
    transaction_id: '',
    invoice_id: '',
    deduct_balance: true,
  });
  return { invoice: order.invoice_id };
}

/** The money cells of the printed statement's lines, as printed. */
const figures = (sheet: Locator) =>
  sheet.locator('tbody td:nth-child(n+5)').evaluateAll((cells) => cells.map((c) => c.textContent ?? ''));

/** Opens the customer's statement in Finance › Books (this month so far: the sale is today's). */
async function openStatement(page: Page, button: string) {
  await page.goto('/expense?tab=books');
  await page.getByRole('button', { name: button }).click();
}

test('a customer statement printed in Urdu reads right to left, with the invoice id left to right', async ({
  page,
}, testInfo) => {
  const tag = freshBarcode().slice(-6);
  await signIn(page, 'storeadmin');
  await page.addInitScript(() => {
    window.print = () => {};
  });
  const { invoice } = await creditSale(page, tag);
  const account = `Receivable from Statement ${tag}`;

  // English first: the figures an accountant reads.
  await openStatement(page, `Statement of ${account}`);
  await expect(page.getByTestId('statement-invoices')).toHaveText('100.00');
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('statement-sheet');
  await expect(sheet).toContainText(`Statement of account: Statement ${tag} (customer)`);
  await expect(sheet).toContainText(invoice);
  const english = await figures(sheet);
  expect(english.length).toBeGreaterThan(0);
  await page.pdf({ path: testInfo.outputPath('statement-en.pdf'), preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });

  try {
    await saveLanguage(page, 'ur');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await openStatement(page, `${account} کی اسٹیٹمنٹ`);
    await expect(page.getByRole('textbox', { name: 'تاریخ سے' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `اسٹیٹمنٹ: Statement ${tag}` })).toBeVisible();
    await expect(page.getByTestId('statement-invoices')).toHaveText('100.00');
    await expect(page.getByRole('columnheader', { name: 'حوالہ' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('statement-ur-1366x768.png'), fullPage: true });

    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading')).toHaveText(`کھاتے کی اسٹیٹمنٹ: Statement ${tag} (گاہک)`);
    for (const heading of ['تاریخ', 'قسم', 'حوالہ', 'ڈیبٹ', 'کریڈٹ', 'بقایا']) {
      await expect(sheet.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
    }
    await expect(sheet).toContainText('اختتامی بقایا: 100.00');
    expect(await sheet.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await sheet.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Noto Naskh Arabic');

    // The invoice id: isolated left to right, its first letter left of its last on the page.
    const id = sheet.getByTestId('statement-sheet-reference').filter({ hasText: invoice }).locator('bdi');
    await expect(id).toHaveText(invoice);
    await expect(id).toHaveAttribute('dir', 'ltr');
    const [first, last] = await id.evaluate((el) => {
      const text = el.firstChild as Text;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().x;
      };
      return [at(0), at(text.length - 1)];
    });
    expect(first).toBeLessThan(last);

    // The same figures as in English.
    expect(await figures(sheet)).toEqual(english);
    const pdf = await page.pdf({ path: testInfo.outputPath('statement-ur.pdf'), preferCSSPageSize: true });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });
  } finally {
    await saveLanguage(page, null);
  }
});
