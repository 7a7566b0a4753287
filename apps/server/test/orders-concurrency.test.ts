import { randomUUID } from 'node:crypto';
import { orders } from '@tillwise/db';
import { ORDER_MSG, type OrderWire } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, type Shop, saleBody, stockAndMovements } from './support/orders.js';

/*
 * Two tills at once. On PostgreSQL (DATABASE_URL) the requests really run in parallel on separate
 * connections; on PGlite they queue, and the same assertions must hold.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const sale = (shop: Shop, quantity = '1', overrides: Record<string, unknown> = {}) =>
  saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity }], overrides);
const post = (shop: Shop, body: Record<string, unknown>, key?: string) =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('selling the last units from several tills at once', () => {
  it.each([1, 2, 3])('50 requests for the last 10 units sell exactly 10 (round %i)', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(shop, sale(shop))));
    const sold = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.json()).toEqual({ order_item: [ORDER_MSG.stockLess] });
    expect(await stockAndMovements(t.db, shop.group.store.id, shop.batch)).toEqual({
      stock: '0.0000',
      moved: '0.0000',
    });
    const invoices = new Set(sold.map((r) => r.json<OrderWire>().invoice_id));
    expect(invoices.size).toBe(10);
  });

  it('8 tills after the last unit: exactly one sells it, stock never below zero', async () => {
    const shop = await makeShop(t.app, t.db, '1');
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(shop, sale(shop))));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('0.0000');
  });

  it('gives every order its own invoice id when all tills showed the same one', async () => {
    const shop = await makeShop(t.app, t.db, '100');
    const shown = `INV_${shop.group.store.id}_1`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(shop, sale(shop, '1', { invoice_id: shown }))),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    const ids = answers.map((r) => r.json<OrderWire>().invoice_id).sort();
    expect(new Set(ids).size).toBe(20);
    expect(ids).toContain(shown);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated key and body with the first order, creating nothing', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const key = randomUUID();
    const first = await post(shop, sale(shop), key);
    const again = await post(shop, sale(shop), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('9.0000');
  });

  it('refuses the same key with a different body (409)', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const key = randomUUID();
    expect((await post(shop, sale(shop), key)).statusCode).toBe(201);
    const other = await post(shop, sale(shop, '2'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: ORDER_MSG.idempotencyConflict });
  });

  it('creates one order when the same key arrives ten times at once', async () => {
    const shop = await makeShop(t.app, t.db, '1');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(shop, sale(shop), key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => r.json<OrderWire>().id)).size).toBe(1);
    const made = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key));
    expect(made).toHaveLength(1);
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('0.0000');
  });

  it('is optional (the original client sends none) and must be a UUID when sent', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const a = await post(shop, sale(shop));
    const b = await post(shop, sale(shop));
    expect(a.json<OrderWire>().id).not.toBe(b.json<OrderWire>().id);
    const nobody = await post(shop, { ...sale(shop), seller: 99999999999 }, randomUUID());
    expect(nobody.statusCode).toBe(400);
    expect(Object.keys(nobody.json())).toEqual(['seller']);
    const bad = await post(shop, sale(shop), 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('detail');
  });
});
