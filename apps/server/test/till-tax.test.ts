import {
  D,
  DEFAULT_PAYMENT,
  localDay,
  type OrderWire,
  type ProductWire,
  type SaleLine,
  saleOrderBody,
  saleTax,
  saleTaxing,
  TAX_MSG,
  type TillTaxWire,
} from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, callerFor, createProduct, receive } from './support/catalog.js';
import { makeShop } from './support/orders.js';

/*
 * The till's tax answer (`GET till/tax/`, docs/domain/tax.md "At the counter"): the counter taxes a
 * sale with it through packages/domain `taxOrder` and sends that total; the server stores the very
 * same tax on every line. Each test sells from a shop of its own.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const tillTax = async (call: Call): Promise<TillTaxWire> => {
  const res = await call({ method: 'GET', url: '/api/till/tax/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TillTaxWire>();
};

/** A shop that charges tax, with a standard, an exempt and a Third Schedule category and a product in each. */
async function taxedShop(settings: Record<string, unknown>) {
  const shop = await makeShop(t.app, t.db, '50');
  const owner = await callerFor(t.app, t.db, 'SUPER_ADMIN', shop.group.parent.id);
  const put = await owner({
    method: 'PUT',
    url: `/api/company/${shop.group.store.id}/tax/`,
    payload: {
      charges_tax: true,
      ntn: '1234567-8',
      strn: '1234567890123',
      tax_office: 'RTO Lahore',
      pos_registration: 'POS-778',
      service_fee: '1',
      ...settings,
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  const category = async (payload: Record<string, unknown>) => {
    const res = await owner({ method: 'POST', url: '/api/tax-category/', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const standard = await category({ name: 'Standard', rate: '17', valid_from: '2019-07-01' });
  // A later rate: the sale's day picks it, never the old one.
  expect(
    (
      await owner({
        method: 'POST',
        url: `/api/tax-category/${standard}/rate/`,
        payload: { rate: '18', valid_from: '2023-02-14' },
      })
    ).statusCode,
  ).toBe(201);
  const exempt = await category({
    name: 'Basic food',
    treatment: 'EXEMPT',
    rate: '0',
    valid_from: '2019-07-01',
  });
  const third = await category({
    name: 'Third Schedule',
    third_schedule: true,
    rate: '18',
    valid_from: '2019-07-01',
  });
  const stocked = async (overrides: Record<string, unknown>) => {
    const product = await createProduct(shop.admin, overrides);
    const variant = product.product_variant[0];
    if (!variant) throw new Error('no variant');
    return { product, variant, batch: await receive(shop.admin, variant.id, '50') };
  };
  const milk = await stocked({ tax_category: standard });
  const rice = await stocked({ tax_category: exempt });
  const soap = await stocked({
    tax_category: third,
    product_variant: [{ price: '70', sale_price: '95', retail_price: '110', size: '100g' }],
  });
  return { shop, owner, standard, exempt, third, milk, rice, soap };
}

type Stocked = { product: ProductWire; variant: ProductWire['product_variant'][number]; batch: number };

/** A counter line as New Sale adds it: the product's tax category and the variant's retail price with it. */
const line = (s: Stocked, quantity: string, discount = '0'): SaleLine => ({
  batchId: s.batch,
  variantId: s.variant.id,
  productId: s.product.id,
  barcode: s.product.bar_code,
  name: s.product.name,
  size: s.variant.size,
  color: s.variant.color,
  token: false,
  price: s.variant.sale_price,
  quantity,
  discount,
  available: '50',
  taxCategory: s.product.tax_category ?? null,
  retailPrice: s.variant.retail_price ?? null,
});

/** Sells `lines` as the counter does with the till's answer; checks the stored tax against the counter's. */
async function sellAsTheCounter(
  cashier: Call,
  ids: { seller: number; buyer: number },
  answer: TillTaxWire,
  lines: SaleLine[],
  payment: Partial<typeof DEFAULT_PAYMENT> = {},
) {
  const pay = { ...DEFAULT_PAYMENT, ...payment };
  const taxing = saleTaxing(answer, { day: localDay(), returnOrder: false, furtherTax: false });
  const counter = saleTax(lines, pay, taxing);
  expect(counter.errors.every((e) => e === null)).toBe(true);
  const body = saleOrderBody(
    lines,
    { ...pay, cashReceived: counter.taxed.total.toFixed(4) },
    false,
    { ...ids, invoiceId: '' },
    taxing,
  );
  expect(body.total).toBe(counter.taxed.total.toFixed(4));
  const res = await cashier({ method: 'POST', url: '/api/order/', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<OrderWire>();
  expect(order.total).toBe(counter.taxed.total.toFixed(4));
  expect(order.tax).toBe(counter.taxed.tax.toFixed(4));
  expect(order.further_tax).toBe(counter.taxed.furtherTax.toFixed(4));
  expect(order.service_fee).toBe(counter.taxed.serviceFee.toFixed(4));
  expect(order.order_item.map((i) => [i.tax_rate, i.tax_value, i.tax, i.sale_discount])).toEqual(
    counter.taxed.lines.map((l) => [
      l.rate.toFixed(4),
      l.value.toFixed(4),
      l.tax.toFixed(4),
      l.saleDiscount.toFixed(4),
    ]),
  );
  return { order, counter };
}

describe('GET till/tax/', () => {
  it('answers no tax, and the company’s name and address, for a company never set up', async () => {
    const shop = await makeShop(t.app, t.db);
    const answer = await tillTax(shop.cashier);
    expect(answer).toMatchObject({
      charges_tax: false,
      prices_include_tax: true,
      service_fee: '0.0000',
      further_tax_rate: '0.0000',
      tax_decimals: 2,
      categories: [],
    });
    expect(answer.registration.business_name).toBe(shop.group.store.companyName);
    expect(answer.registration.ntn).toBe('');
  });

  it('answers the policy, the receipt’s registration and the group’s categories with their dated rates', async () => {
    const { shop, standard, exempt, third } = await taxedShop({});
    const answer = await tillTax(shop.cashier);
    expect(answer).toMatchObject({
      charges_tax: true,
      prices_include_tax: true,
      service_fee: '1.0000',
      registration: {
        ntn: '1234567-8',
        strn: '1234567890123',
        tax_office: 'RTO Lahore',
        pos_registration: 'POS-778',
      },
    });
    const byId = new Map(answer.categories.map((c) => [c.id, c]));
    expect(byId.get(standard)?.rates).toEqual([
      { rate: '17.0000', valid_from: '2019-07-01' },
      { rate: '18.0000', valid_from: '2023-02-14' },
    ]);
    expect(byId.get(exempt)).toMatchObject({ treatment: 'EXEMPT', third_schedule: false });
    expect(byId.get(third)).toMatchObject({ treatment: 'TAXABLE', third_schedule: true });
  });

  it('lets the counter reproduce the stored tax: inclusive prices, line and sale discounts, exempt and Third Schedule lines', async () => {
    const { shop, milk, rice, soap } = await taxedShop({});
    const answer = await tillTax(shop.cashier);
    const ids = { seller: shop.cashier.userId, buyer: shop.walkIn.id };
    const one = await sellAsTheCounter(shop.cashier, ids, answer, [line(milk, '3', '10'), line(rice, '2')], {
      totalDiscount: '7.33',
    });
    // 18% on the milk's share of the discounted total, inclusive; the rice exempt; Rs 1 fee.
    expect(one.order.order_item[0]?.tax_rate).toBe('18.0000');
    expect(one.order.order_item[1]?.tax).toBe('0.0000');
    expect(one.order.service_fee).toBe('1.0000');
    // Third Schedule: taxed on the printed retail price whatever the discount.
    const two = await sellAsTheCounter(shop.cashier, ids, answer, [line(soap, '2', '20'), line(milk, '1')], {
      totalDiscount: '10',
      amountDiscount: false,
    });
    expect(two.order.order_item[0]?.tax).toBe(new D(220).times(18).div(118).toDecimalPlaces(2).toFixed(4));
  });

  it('lets the counter reproduce the stored tax with tax added to prices', async () => {
    const { shop, milk, soap } = await taxedShop({ prices_include_tax: false, service_fee: '0' });
    const answer = await tillTax(shop.cashier);
    expect(answer.prices_include_tax).toBe(false);
    const ids = { seller: shop.cashier.userId, buyer: shop.walkIn.id };
    const { order } = await sellAsTheCounter(
      shop.cashier,
      ids,
      answer,
      [line(milk, '3', '5'), line(soap, '1')],
      {
        totalDiscount: '3.5',
      },
    );
    // 3 × 100 less 5% = 285, less its share of 3.50; tax on top.
    expect(new D(order.total).gt(285 + 95 - 3.5)).toBe(true);
  });

  it('the counter refuses, with the server’s message, a line whose product has no tax category', async () => {
    const { shop } = await taxedShop({});
    const answer = await tillTax(shop.cashier);
    const bare: Stocked = { product: shop.product, variant: shop.variant, batch: shop.batch };
    const taxing = saleTaxing(answer, { day: localDay(), returnOrder: false, furtherTax: false });
    const counter = saleTax([line(bare, '1')], DEFAULT_PAYMENT, taxing);
    expect(counter.errors).toEqual([TAX_MSG.categoryRequired]);
    const body = saleOrderBody([line(bare, '1')], { ...DEFAULT_PAYMENT, cashReceived: '200' }, false, {
      seller: shop.cashier.userId,
      buyer: shop.walkIn.id,
      invoiceId: '',
    });
    const res = await shop.cashier({ method: 'POST', url: '/api/order/', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ order_item: [TAX_MSG.categoryRequired] });
  });

  it('the offline catalogue carries each product’s tax category and each variant’s retail price', async () => {
    const { shop, soap, standard, milk } = await taxedShop({});
    const res = await shop.cashier({ method: 'GET', url: '/api/offline/catalogue/' });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ results: unknown[][] }>().results;
    const row = (id: number) => rows.find((r) => r[0] === id) as unknown[];
    expect(row(milk.product.id)[7]).toBe(standard);
    const [variant] = row(soap.product.id)[4] as unknown[][];
    expect(variant?.[7]).toBe('110.0000');
    expect(row(shop.product.id)[7]).toBeNull();
  });
});
