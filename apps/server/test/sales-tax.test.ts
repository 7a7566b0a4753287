import { randomUUID } from 'node:crypto';
import {
  checkBooks,
  companyTaxSettings,
  orderItems,
  orders,
  products,
  productVariants,
  taxCategories,
  taxRates,
  users,
} from '@tillwise/db';
import {
  D,
  type Dec,
  ORDER_MSG,
  type OrderWire,
  orderTotal,
  type RefundableWire,
  TAX_MSG,
  taxOrder,
} from '@tillwise/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/lib/day-range.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, orderBooks, type Shop, saleBody } from './support/orders.js';

/*
 * Sales tax on the counter (docs/domain/tax.md): through HTTP on a real engine, a taxed sale is
 * priced by packages/domain `taxOrder` from the product's category and the seller's settings, its
 * tax stored on each line with the rate applied and posted apart from sales, and a refund gives
 * back exactly the tax of what it takes back.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

interface TaxedShop extends Shop {
  categoryId: number;
}

/** A shop whose store charges tax, its product in an 18% category (17% before), with `settings`. */
async function taxedShop(
  settings: Partial<typeof companyTaxSettings.$inferInsert> = {},
  category: Partial<typeof taxCategories.$inferInsert> = {},
  stock = '100',
): Promise<TaxedShop> {
  const shop = await makeShop(t.app, t.db, stock);
  const [made] = await t.db
    .insert(taxCategories)
    .values({ groupId: shop.group.parent.id, name: `Standard ${randomUUID()}`, ...category })
    .returning();
  if (!made) throw new Error('no category');
  await t.db.insert(taxRates).values([
    { categoryId: made.id, rate: '17', validFrom: '2019-07-01' },
    { categoryId: made.id, rate: '18', validFrom: '2023-02-14' },
    // Not yet in force: never applied to a sale of today.
    { categoryId: made.id, rate: '25', validFrom: '2099-01-01' },
  ]);
  await t.db
    .update(products)
    .set({ taxCategoryId: made.id, hsCode: '1905' })
    .where(eq(products.id, shop.product.id));
  await t.db
    .insert(companyTaxSettings)
    .values({ companyId: shop.group.store.id, chargesTax: true, ...settings });
  return { ...shop, categoryId: made.id };
}

async function sell(shop: Shop, body: Record<string, unknown>): Promise<OrderWire> {
  const res = await shop.cashier({ method: 'POST', url: '/api/order/', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderWire>();
}

const line = (shop: Shop, quantity: string, discount = '0', price = '100') => ({
  batch: shop.batch,
  price,
  quantity,
  discount,
});

describe('a taxed counter sale', () => {
  it('takes 18% out of prices that include it: the original client body is accepted as it is, its total unchanged', async () => {
    const shop = await taxedShop();
    // The original client's body: no tax fields; 3 at 100 less 10%, less 5 off the sale.
    const body = saleBody(shop.cashier.userId, shop.walkIn.id, [line(shop, '3', '10')], {
      total_discount: '5',
    });
    expect(body.total).toBe('265.0000');
    const sale = await sell(shop, body);
    expect(sale.total).toBe('265.0000');
    // 265 × 18/118 = 40.4237… → 40.42
    expect(sale.tax).toBe('40.4200');
    expect(sale.prices_include_tax).toBe(true);
    const item = sale.order_item[0];
    expect(item).toMatchObject({
      tax_rate: '18.0000',
      sale_discount: '5.0000',
      tax_value: '224.5800',
      tax: '40.4200',
      further_tax: '0.0000',
      tax_category: shop.categoryId,
      hs_code: '1905',
    });
    const books = await orderBooks(t.db, sale.id);
    expect(books.balanced).toBe(true);
    expect(books.net).toMatchObject({ SALES: '-224.5800', SALES_TAX_PAYABLE: '-40.4200', CASH: '265.0000' });
    // Read back, the order shows the same.
    const read = await shop.cashier({ method: 'GET', url: `/api/order/${sale.id}/` });
    const again = (read.json() as { results: OrderWire[] }).results[0];
    expect(again?.tax).toBe('40.4200');
    expect(again?.order_item[0]?.tax_value).toBe('224.5800');
  });

  it('adds tax on top of prices that exclude it: a total without the tax is refused', async () => {
    const shop = await taxedShop({ pricesIncludeTax: false });
    const lines = [line(shop, '2', '0', '59.99')];
    const without = saleBody(shop.cashier.userId, shop.walkIn.id, lines);
    const refused = await shop.cashier({ method: 'POST', url: '/api/order/', payload: without });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ total: [ORDER_MSG.totalMismatch] });
    // 119.98 × 18% = 21.5964 → 21.60; payable 141.58.
    const sale = await sell(shop, { ...without, total: '141.5800', amount_received: '141.5800' });
    expect([sale.total, sale.tax, sale.prices_include_tax]).toEqual(['141.5800', '21.6000', false]);
    expect((await orderBooks(t.db, sale.id)).net).toMatchObject({
      SALES: '-119.9800',
      SALES_TAX_PAYABLE: '-21.6000',
    });
  });

  it('refuses a product without a tax category when the company charges tax, never a silent zero', async () => {
    const shop = await taxedShop();
    await t.db.update(products).set({ taxCategoryId: null }).where(eq(products.id, shop.product.id));
    const res = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(shop.cashier.userId, shop.walkIn.id, [line(shop, '1')]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ order_item: [TAX_MSG.categoryRequired] });
  });

  it('taxes Third Schedule goods on the printed retail price, whatever the discount', async () => {
    const shop = await taxedShop({}, { thirdSchedule: true });
    const noPrice = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(shop.cashier.userId, shop.walkIn.id, [line(shop, '1')]),
    });
    expect(noPrice.json()).toEqual({ order_item: [TAX_MSG.retailPriceRequired] });
    await t.db
      .update(productVariants)
      .set({ retailPrice: '118' })
      .where(eq(productVariants.id, shop.variant.id));
    // Sold at half price: the tax is still on 118 (18.00 a unit).
    const sale = await sell(shop, saleBody(shop.cashier.userId, shop.walkIn.id, [line(shop, '2', '50')]));
    expect([sale.total, sale.tax, sale.order_item[0]?.tax_value]).toEqual(['100.0000', '36.0000', '64.0000']);
  });

  it('adds the service fee to the payable and further tax for a named unregistered customer, each posted apart', async () => {
    const shop = await taxedShop({ serviceFee: '1', furtherTaxRate: '4' });
    // Walk-in: the fee only. 118 includes 18.00 of tax; payable 119.
    const walkIn = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [line(shop, '1', '0', '118')], {
        total: '119.0000',
        amount_received: '119.0000',
      }),
    );
    expect([walkIn.tax, walkIn.further_tax, walkIn.service_fee]).toEqual(['18.0000', '0.0000', '1.0000']);
    expect((await orderBooks(t.db, walkIn.id)).net).toMatchObject({
      SALES: '-100.0000',
      SALES_TAX_PAYABLE: '-18.0000',
      SERVICE_FEE_PAYABLE: '-1.0000',
      CASH: '119.0000',
    });
    // A regular customer not registered: further tax of 4% on the value (4.00). Registered: none.
    const regular = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.regular.id, [line(shop, '1', '0', '118')], {
        total: '123.0000',
        amount_received: '123.0000',
      }),
    );
    expect([regular.further_tax, regular.order_item[0]?.further_tax]).toEqual(['4.0000', '4.0000']);
    await t.db.update(users).set({ taxRegistered: true }).where(eq(users.id, shop.regular.id));
    const registered = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.regular.id, [line(shop, '1', '0', '118')], {
        total: '119.0000',
        amount_received: '119.0000',
      }),
    );
    expect(registered.further_tax).toBe('0.0000');
  });

  it('keeps the rate it was sold at when the rate changes later', async () => {
    const shop = await taxedShop();
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [line(shop, '1', '0', '118')]),
    );
    await t.db.insert(taxRates).values({ categoryId: shop.categoryId, rate: '20', validFrom: today() });
    const [stored] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, sale.id));
    expect([stored?.taxRate, stored?.tax]).toEqual(['18.0000', '18.0000']);
    const next = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [line(shop, '1', '0', '120')]),
    );
    expect([next.order_item[0]?.tax_rate, next.tax]).toEqual(['20.0000', '20.0000']);
  });

  it('sells with no tax at all when the company does not charge it, as before', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const sale = await sell(shop, saleBody(shop.cashier.userId, shop.walkIn.id, [line(shop, '1')]));
    expect([sale.tax, sale.order_item[0]?.tax_rate, sale.order_item[0]?.tax_value]).toEqual([
      '0.0000',
      '0.0000',
      '100.0000',
    ]);
    expect(Object.keys((await orderBooks(t.db, sale.id)).net).sort()).toEqual([
      'CASH',
      'COGS',
      'INVENTORY',
      'SALES',
    ]);
  });
});

describe('a refund of a taxed sale', () => {
  it('gives back exactly the tax of what it takes back, for partial refunds of a discounted line, to the paisa', async () => {
    const shop = await taxedShop({ serviceFee: '1' });
    // 7 at 100 less 3%, less 11.11 off the sale, plus the fee: 679 − 11.11 + 1 = 668.89.
    const lines = [line(shop, '7', '3')];
    const expected = orderTotal(lines, '11.11', true).plus(1).toFixed(4);
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, lines, {
        total_discount: '11.11',
        total: expected,
        amount_received: expected,
      }),
    );
    const sold = sale.order_item[0];
    if (!sold) throw new Error('no line');
    const preview = (
      await shop.cashier({ method: 'GET', url: `/api/order/${sale.id}/refund/` })
    ).json<RefundableWire>();
    expect(preview.lines[0]?.tax).toEqual({
      value: sold.tax_value,
      tax: sold.tax,
      further_tax: sold.further_tax,
      sale_discount: sold.sale_discount,
    });
    expect(preview.service_fee).toBe('1.0000');
    // Three refunds of 2, 2 and 3 units: together exactly the line's value and tax; the fee stays.
    const refunds: OrderWire[] = [];
    for (const quantity of ['2', '2', '3']) {
      const res = await shop.cashier({
        method: 'POST',
        url: `/api/order/${sale.id}/refund/`,
        payload: { lines: [{ item: sold.id, quantity }] },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(201);
      const read = await shop.cashier({ method: 'GET', url: `/api/order/${res.json<{ id: number }>().id}/` });
      refunds.push((read.json() as { results: OrderWire[] }).results[0] as OrderWire);
    }
    const sum = (pick: (o: OrderWire) => string) => refunds.reduce((s, o) => s.plus(pick(o)), new D(0));
    expect(
      sum((o) => o.tax)
        .negated()
        .toFixed(4),
    ).toBe(sale.tax);
    expect(
      sum((o) => o.order_item[0]?.tax_value ?? '0')
        .negated()
        .toFixed(4),
    ).toBe(sold.tax_value);
    expect(
      sum((o) => o.total)
        .negated()
        .toFixed(4),
    ).toBe(new D(sale.total).minus(1).toFixed(4));
    // Each part's tax is the difference of its shares: 2/7 of 98.27 (…) rounded once.
    const share = (n: number) => new D(sold.tax).times(n).div(7).toDecimalPlaces(2, D.ROUND_HALF_UP);
    expect(refunds[0]?.tax).toBe(share(2).negated().toFixed(4));
    expect(refunds[1]?.tax).toBe(share(4).minus(share(2)).negated().toFixed(4));
    // The books: the tax payable back to zero for this sale, the fee kept.
    const net = new D(0);
    let taxPayable = net;
    let fee = net;
    for (const id of [sale.id, ...refunds.map((r) => r.id)]) {
      const books = await orderBooks(t.db, id);
      expect(books.balanced).toBe(true);
      taxPayable = taxPayable.plus(books.net.SALES_TAX_PAYABLE ?? 0);
      fee = fee.plus(books.net.SERVICE_FEE_PAYABLE ?? 0);
    }
    expect([taxPayable.toFixed(4), fee.toFixed(4)]).toEqual(['0.0000', '-1.0000']);
  });
});

describe('random taxed sales and refunds', () => {
  it('store on their rows, post in the journal and answer on the receipt the same tax as taxOrder, to the paisa', async () => {
    const shop = await taxedShop({}, {}, '100000');
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let expectedTax = new D(0);
    const sales: OrderWire[] = [];
    for (let n = 0; n < 12; n++) {
      const lines = Array.from({ length: 1 + next(3) }, () =>
        line(shop, String(1 + next(9)), String(next(4) * 5), `${10 + next(500)}.${next(100)}`),
      );
      const discount = `${next(20)}.${next(100)}`;
      const taxed = taxOrder({
        lines: lines.map((l) => ({ ...l, rate: '18' })),
        totalDiscount: discount,
        amountDiscount: true,
        policy: {
          chargesTax: true,
          pricesIncludeTax: true,
          decimals: 2,
          serviceFee: '0',
          furtherTaxRate: '0',
        },
      });
      const sale = await sell(
        shop,
        saleBody(shop.cashier.userId, shop.walkIn.id, lines, { total_discount: discount }),
      );
      expect([sale.tax, sale.total]).toEqual([taxed.tax.toFixed(4), taxed.total.toFixed(4)]);
      expectedTax = expectedTax.plus(taxed.tax);
      sales.push(sale);
    }
    // Refund a part of every other sale.
    for (const sale of sales.filter((_, i) => i % 2 === 0)) {
      const item = sale.order_item[0];
      if (!item) continue;
      const res = await shop.cashier({
        method: 'POST',
        url: `/api/order/${sale.id}/refund/`,
        payload: { lines: [{ item: item.id, quantity: '1' }] },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Every order's tax is its lines' tax; the company's tax payable is the orders' tax.
    const rows = await t.db
      .select({ id: orders.id, tax: orders.tax, lineTax: orderItems.tax })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.companyId, shop.group.store.id))
      .orderBy(asc(orders.id));
    const perOrder = new Map<number, { tax: string; lines: Dec }>();
    for (const r of rows) {
      const o = perOrder.get(r.id) ?? { tax: r.tax, lines: new D(0) };
      perOrder.set(r.id, { tax: r.tax, lines: o.lines.plus(r.lineTax) });
    }
    let ordersTax = new D(0);
    for (const o of perOrder.values()) {
      expect(o.lines.equals(o.tax)).toBe(true);
      ordersTax = ordersTax.plus(o.tax);
    }
    let payable = new D(0);
    for (const id of perOrder.keys())
      payable = payable.plus((await orderBooks(t.db, id)).net.SALES_TAX_PAYABLE ?? 0);
    expect(payable.negated().toFixed(4)).toBe(ordersTax.toFixed(4));
    // Its own group's books: on PostgreSQL the database is shared with the other files.
    const g = shop.group;
    const problems = await checkBooks(t.db, [g.parent.id, g.store.id, g.outlet.id]);
    expect(problems).toEqual([]);
  });
});
