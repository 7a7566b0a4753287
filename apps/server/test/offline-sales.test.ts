import { randomUUID } from 'node:crypto';
import { checkBooks, type Db, notifications, saleFlags } from '@tillwise/db';
import { ORDER_MSG, type OrderWire, type SaleFlagWire } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { callerFor } from './support/catalog.js';
import { makeShop, type Shop, saleBody, stockAndMovements, tillWithBlock } from './support/orders.js';

/*
 * A sale made offline is a fact (docs/selling-offline.md): the till sends it from its outbox with
 * `X-Offline-Sale`, and the server records it even when the stock is gone or the customer's
 * credit does not cover it, flags what it accepted, and tells the company's admins.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const sale = (shop: Shop, quantity: string, price = '100', overrides: Record<string, unknown> = {}) =>
  saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price, quantity }], overrides);

/** Each shop's till, and the number each offline sale (by its key) printed from the till's block. */
const tills = new Map<Shop, Awaited<ReturnType<typeof tillWithBlock>> & { used: number }>();
const printed = new Map<string, string>();

/**
 * A sale sent online, or (`offline`) from a till's outbox as the till sends it: its till's id and a
 * number of the block the till reserved before, the same number when the same sale is sent again.
 */
async function post(
  shop: Shop,
  body: Record<string, unknown>,
  opts: { key?: string; offline?: boolean } = {},
) {
  const headers: Record<string, string> = opts.key ? { 'idempotency-key': opts.key } : {};
  let payload = body;
  if (opts.offline) {
    let till = tills.get(shop);
    if (!till) {
      till = { ...(await tillWithBlock(shop)), used: 0 };
      tills.set(shop, till);
    }
    const number = (opts.key && printed.get(opts.key)) || till.invoice(till.used++);
    if (opts.key) printed.set(opts.key, number);
    payload = { ...body, invoice_id: number };
    Object.assign(headers, { 'x-offline-sale': '1', 'x-till-id': till.till });
  }
  return shop.cashier({ method: 'POST', url: '/api/order/', payload, headers });
}

const flagsOf = async (shop: Shop) => {
  const res = await shop.admin({ method: 'GET', url: '/api/inventory/flags/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; results: SaleFlagWire[] }>();
};

const noticesOf = (db: Db, userId: number) =>
  db
    .select({ type: notifications.notifType, message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.receiverId, userId))
    .orderBy(notifications.id);

describe('a sale made offline is a fact', () => {
  it('records a sale of stock another till sold meanwhile, below zero, flagged and told to the admins', async () => {
    const shop = await makeShop(t.app, t.db, '2');
    // Another till sells both units online.
    expect((await post(shop, sale(shop, '2'))).statusCode).toBe(201);
    // Online, the same sale is refused: two tills never sell the same last unit.
    const online = await post(shop, sale(shop, '3'));
    expect(online.statusCode).toBe(400);
    expect(online.json()).toEqual({ order_item: [ORDER_MSG.stockLess] });

    // The till that sold 3 offline sends it: recorded at its price, stock at -3.
    const res = await post(shop, sale(shop, '3'), { key: randomUUID(), offline: true });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order.total).toBe('300.0000');
    expect(await stockAndMovements(t.db, shop.group.store.id, shop.batch)).toEqual({
      stock: '-3.0000',
      moved: '-3.0000',
    });

    const flags = await flagsOf(shop);
    expect(flags.count).toBe(1);
    expect(flags.results[0]).toMatchObject({
      kind: 'STOCK_BELOW_ZERO',
      order: { id: order.id, invoice_id: order.invoice_id },
      batch: shop.batch,
      product_name: shop.product.name,
      quantity: '3.0000',
      stock: '-3.0000',
      customer: null,
      amount: null,
    });
    const notices = await noticesOf(t.db, shop.admin.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'OFFLINE_SALE', link: '/inventory' });
    expect(notices[0]?.message).toContain(order.invoice_id);
    expect(notices[0]?.message).toContain('its stock is now -3');
    // The cashier is not told (only the company's admins).
    expect(await noticesOf(t.db, shop.cashier.userId)).toHaveLength(0);

    // The books: the movement at the batch's cost, Inventory below zero for that batch (-3 × 80).
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it('flags only the units beyond stock, and an online sale still cannot take a batch below zero', async () => {
    const shop = await makeShop(t.app, t.db, '2');
    const res = await post(shop, sale(shop, '5'), { key: randomUUID(), offline: true });
    expect(res.statusCode, res.body).toBe(201);
    expect((await flagsOf(shop)).results[0]).toMatchObject({ quantity: '3.0000', stock: '-3.0000' });
    // Below zero, nothing more sells online.
    expect((await post(shop, sale(shop, '1'))).statusCode).toBe(400);
    // A receipt brings the batch back above zero; the books hold throughout.
    const receipt = await shop.admin({
      method: 'PATCH',
      url: `/api/batch/${shop.batch}/`,
      payload: { quantity: '10' },
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it('takes a sale as made offline only with a number of a block its till reserved before', async () => {
    const shop = await makeShop(t.app, t.db, '1');
    const till = await tillWithBlock(shop);
    const claim = (invoice: string, tillId: string | null) =>
      shop.cashier({
        method: 'POST',
        url: '/api/order/',
        payload: sale(shop, '3', '100', { invoice_id: invoice }),
        headers: {
          'idempotency-key': randomUUID(),
          'x-offline-sale': '1',
          ...(tillId ? { 'x-till-id': tillId } : {}),
        },
      });
    // No till, another till's number, a number of no block: online sales, refused beyond stock.
    for (const [invoice, tillId] of [
      ['', null],
      [till.invoice(0), randomUUID()],
      [`${till.invoice(0).replace(/_\d+$/, '')}_999999`, till.till],
    ] as const) {
      const res = await claim(invoice, tillId);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ order_item: [ORDER_MSG.stockLess] });
    }
    expect((await flagsOf(shop)).count).toBe(0);
    // The till's own number: the fact is recorded, and flagged.
    const kept = await claim(till.invoice(0), till.till);
    expect(kept.statusCode, kept.body).toBe(201);
    expect((await flagsOf(shop)).count).toBe(1);
  });

  it('answers a replay with the first order: one order, one flag, one notification', async () => {
    const shop = await makeShop(t.app, t.db, '1');
    const key = randomUUID();
    const first = await post(shop, sale(shop, '4'), { key, offline: true });
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(shop, sale(shop, '4'), { key, offline: true });
    expect(again.statusCode).toBe(201);
    expect(again.json<OrderWire>().id).toBe(first.json<OrderWire>().id);
    expect((await flagsOf(shop)).count).toBe(1);
    expect(await noticesOf(t.db, shop.admin.userId)).toHaveLength(1);
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('-3.0000');
  });

  it('keeps the price the till sold at when the price changed meanwhile, with no flag', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const res = await post(shop, sale(shop, '2', '90'), { key: randomUUID(), offline: true });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order.total).toBe('180.0000');
    expect(order.order_item[0]?.price).toBe('90.0000');
    expect((await flagsOf(shop)).count).toBe(0);
    expect(await noticesOf(t.db, shop.admin.userId)).toHaveLength(0);
  });

  it('flags a credit sale beyond what the customer held, for the part beyond it', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const body = saleBody(
      shop.cashier.userId,
      shop.regular.id,
      [{ batch: shop.batch, price: '100', quantity: '3' }],
      {
        amount_received: '50',
        deduct_balance: true,
      },
    );
    const res = await post(shop, body, { key: randomUUID(), offline: true });
    expect(res.statusCode, res.body).toBe(201);
    const flags = await flagsOf(shop);
    expect(flags.results).toHaveLength(1);
    expect(flags.results[0]).toMatchObject({
      kind: 'CREDIT_OVER_BALANCE',
      customer: { id: shop.regular.id },
      amount: '250.0000',
      batch: null,
      quantity: null,
    });
    const notices = await noticesOf(t.db, shop.admin.userId);
    expect(notices[0]).toMatchObject({ type: 'OFFLINE_SALE', link: '/orders' });
    expect(notices[0]?.message).toContain('they now owe 250');
    // The same sale online is not flagged (the cashier saw the balance).
    const online = await post(shop, { ...body, invoice_id: '' });
    expect(online.statusCode).toBe(201);
    expect((await flagsOf(shop)).count).toBe(1);
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it("records the original client's orderoffline/ replay of a transfer beyond stock, flagged", async () => {
    const shop = await makeShop(t.app, t.db, '1');
    const outlet = await callerFor(t.app, t.db, 'ADMIN', shop.group.outlet.id);
    const body = saleBody(
      shop.admin.userId,
      outlet.userId,
      [{ batch: shop.batch, price: '88', quantity: '2' }],
      {
        internal_order: true,
        amount_received: '0',
      },
    );
    const res = await shop.admin({ method: 'POST', url: '/api/orderoffline/', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const [flag] = await t.db.select().from(saleFlags).where(eq(saleFlags.orderId, res.json<OrderWire>().id));
    expect(flag).toMatchObject({ kind: 'STOCK_BELOW_ZERO', batchId: shop.batch, quantity: '1.0000' });
    expect(await checkBooks(t.db, [shop.group.store.id, shop.group.outlet.id])).toEqual([]);
    // The same transfer through internal-order/ (online) is refused.
    const online = await shop.admin({ method: 'POST', url: '/api/internal-order/', payload: body });
    expect(online.statusCode).toBe(400);
  });
});
