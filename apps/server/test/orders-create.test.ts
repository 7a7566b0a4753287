import { D, ORDER_MSG, type OrderWire } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, onlyOrder, saleBody } from './support/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const stockOf = async (shop: Awaited<ReturnType<typeof makeShop>>) => {
  const res = await shop.admin({ method: 'GET', url: `/api/inventory/?company=${shop.group.store.id}` });
  const row = res.json<{ results: { quantity: string; batch: { id: number } }[] }>().results[0];
  return row?.quantity;
};

describe('POST order/: a cash sale at the counter', () => {
  it('takes the stock, records the order and answers it whole', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const res = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(
        shop.cashier.userId,
        shop.walkIn.id,
        [{ batch: shop.batch, price: '100.0000', quantity: '2', discount: '10' }],
        { amount_received: '500' },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order).toMatchObject({
      total: '180.0000',
      amount_received: '500.0000',
      status: 'COMPLETE',
      invoice_id: `INV_${shop.group.store.id}_1`,
      seller: shop.cashier.userId,
      buyer: shop.walkIn.id,
    });
    expect(order.order_item[0]).toMatchObject({ quantity: '2.0000', line_total: '180.0000' });
    expect(order.order_item[0]?.batch.product_variant.product.name).toBe('Milk 1L');
    expect(await stockOf(shop)).toBe('8.0000');

    const one = await shop.cashier({ method: 'GET', url: `/api/order/${order.id}` });
    expect(one.statusCode).toBe(200);
    expect(onlyOrder(one.json()).id).toBe(order.id);
    const next = await shop.cashier({ method: 'GET', url: '/api/invoice-id/' });
    expect(next.json().results[0].InvoiceID).toBe(`INV_${shop.group.store.id}_2`);
  });

  it('refuses a total that differs from the lines', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const body = saleBody(shop.cashier.userId, shop.walkIn.id, [
      { batch: shop.batch, price: '100', quantity: '1' },
    ]);
    const res = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: { ...body, total: '99.0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ total: [ORDER_MSG.totalMismatch] });
    expect(new D((await stockOf(shop)) ?? 0).toFixed(4)).toBe('10.0000');
  });
});
