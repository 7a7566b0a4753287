import { expect, test } from '@playwright/test';
import { asUser } from '../support/api';
import { signIn } from '../support/session';

/*
 * Scale labels at the counter (docs/domain/units.md, "The scale layout setting"): Central Store's
 * admin sets the store's layout through the API (prefix 23, 5 item digits, the weight in grams), a
 * product sold by the kilogram has the scale's item code as its barcode, and the cashier scans a
 * label the scale printed: the line is that product with the weighed quantity. The store reads no
 * scale labels again afterwards, for the specs that follow.
 */

test.setTimeout(120_000);

/** The EAN-13 check digit of the first 12 digits. */
const checkDigit = (first12: string) => {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
};

let storeId = 0;
const OFF = { enabled: false, prefixes: ['20'], item_digits: 5, value: 'weight', decimals: 3 };

test.beforeAll(async ({ request }) => {
  const me = await asUser<{ results: { company: { id: number } }[] }>(
    request,
    'storeadmin',
    'GET',
    'user-data/',
  );
  storeId = me.results[0]?.company.id ?? 0;
});

test.afterAll(async ({ request }) => {
  await asUser(request, 'storeadmin', 'PUT', `company/${storeId}/scale/`, OFF);
});

test('a scanned scale label adds the weighed product with its weight as the quantity', async ({
  page,
  request,
}) => {
  await asUser(request, 'storeadmin', 'PUT', `company/${storeId}/scale/`, {
    enabled: true,
    prefixes: ['23'],
    item_digits: 5,
    value: 'weight',
    decimals: 3,
  });
  // A product by the kilogram whose barcode is the scale's item code, with stock.
  const units = await asUser<{ results: { id: number; name: string }[] }>(
    request,
    'storeadmin',
    'GET',
    'unit/',
  );
  const kilogram = units.results.find((u) => u.name === 'Kilogram')?.id ?? null;
  const item = String(10000 + (Date.now() % 90000));
  const product = await asUser<{ product_variant: { id: number }[] }>(
    request,
    'storeadmin',
    'POST',
    'product/',
    {
      name: `Loose rice ${item}`,
      bar_code: item,
      token: false,
      unit: kilogram,
      category: null,
      product_variant: [{ size: 'loose', color: '', price: '200', sale_price: '300' }],
    },
  );
  await asUser(request, 'storeadmin', 'POST', 'batch/', {
    product_variant: product.product_variant[0]?.id,
    quantity: '20',
    manufacturing_date: '2026-11-01',
    expiry_date: '2099-12-31',
    in_stock: true,
  });

  // The till's tax answer carries the layout: the counter reads labels once it has it.
  const tillTax = page.waitForResponse((res) => res.url().includes('/api/till/tax/') && res.ok());
  await signIn(page, 'storecashier');
  expect(((await (await tillTax).json()) as { scale_layout: unknown }).scale_layout).toEqual({
    prefixes: ['23'],
    item_digits: 5,
    value: 'weight',
    decimals: 3,
  });
  const first12 = `23${item}01234`;
  const label = `${first12}${checkDigit(first12)}`;
  const box = page.getByLabel('Barcode (F2)');
  const lines = page.getByTestId('order-line');
  // A label scanned in the moment before the counter holds the answer is looked up as a plain
  // barcode (nothing added): scanned again until the line is there.
  await expect(async () => {
    if ((await lines.count()) === 0) {
      await box.fill(label);
      await box.press('Enter');
    }
    await expect(lines).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByLabel('Quantity of line 1')).toHaveValue('1.234');
  await expect(page.getByTestId('order-line')).toContainText(`Loose rice ${item}`);
  // 1.234 kg at Rs 300.
  await expect(page.getByTestId('sale-total')).toHaveText('370.20');
});
