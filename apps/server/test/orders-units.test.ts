import { randomUUID } from 'node:crypto';
import { checkBooks, orderItems, stockMovements } from '@tillwise/db';
import { type OrderWire, type TradeUnitWire, UNIT_MSG } from '@tillwise/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, orderBooks, type Shop, saleBody, stockAndMovements } from './support/orders.js';

/*
 * Selling in trade units (docs/domain/units.md): the line is in the unit (its quantity, price and
 * tax), the stock and the books in base units, quantity × count, exactly; a refund gives back the
 * unit sold. On PGlite, and on PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

async function packOf(shop: Shop, count: number, extra: Record<string, unknown> = {}) {
  const res = await shop.admin({
    method: 'POST',
    url: `/api/product/${shop.product.id}/unit/`,
    payload: { name: `Pack of ${count}`, count, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TradeUnitWire>();
}

const sell = (shop: Shop, lines: { quantity: string; price: string; unit?: number }[], extra = {}) => {
  const body = saleBody(
    shop.cashier.userId,
    shop.walkIn.id,
    lines.map((l) => ({ batch: shop.batch, price: l.price, quantity: l.quantity })),
    extra,
  );
  (body.order_item as Record<string, unknown>[]).forEach((item, i) => {
    if (lines[i]?.unit) item.unit = lines[i]?.unit;
  });
  return shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: body,
    headers: { 'idempotency-key': randomUUID() },
  });
};

describe('a sale in trade units', () => {
  it('sells 2 packs of 12: the line is in packs, 24 pieces leave the batch, the books hold cost of 24', async () => {
    const shop = await makeShop(t.app, t.db, '100');
    const pack = await packOf(shop, 12, { sale_price: '1100' });
    const res = await sell(shop, [{ quantity: '2', price: '1100', unit: pack.id }]);
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json<OrderWire>();
    expect(sale.order_item[0]).toMatchObject({
      quantity: '2.0000',
      price: '1100.0000',
      line_total: '2200.0000',
      unit: pack.id,
      unit_name: 'Pack of 12',
      unit_count: 12,
    });
    expect(await stockAndMovements(t.db, shop.group.store.id, shop.batch)).toEqual({
      stock: '76.0000',
      moved: '76.0000',
    });
    const [moved] = await t.db
      .select({ quantity: stockMovements.quantity, value: stockMovements.value })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, sale.id)));
    // 24 pieces at the batch's cost of 80.
    expect(moved).toEqual({ quantity: '-24.0000', value: '-1920.0000' });
    const books = await orderBooks(t.db, sale.id);
    expect(books.balanced).toBe(true);
    expect(books.net.COGS).toBe('1920.0000');
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);

    // A refund of one pack gives back 12 pieces, as a pack.
    const refund = await shop.cashier({
      method: 'POST',
      url: `/api/order/${sale.id}/refund/`,
      payload: { lines: [{ item: sale.order_item[0]?.id, quantity: '1' }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json<OrderWire>().order_item[0]).toMatchObject({
      quantity: '-1.0000',
      unit: pack.id,
      unit_name: 'Pack of 12',
      unit_count: 12,
    });
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('88.0000');
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it('mixes base units and packs in one sale; the pack’s tax is on its own price', async () => {
    const shop = await makeShop(t.app, t.db, '50');
    const pack = await packOf(shop, 6);
    const res = await sell(shop, [
      { quantity: '3', price: '100' },
      { quantity: '1', price: '550', unit: pack.id },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json<OrderWire>();
    expect(sale.total).toBe('850.0000');
    expect(sale.order_item.map((i) => [i.unit, i.unit_count])).toEqual([
      [null, 1],
      [pack.id, 6],
    ]);
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('41.0000');
  });

  it('refuses more packs than the batch holds in pieces, a retired unit, another product’s, a fraction of a piece', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const pack = await packOf(shop, 12);
    const tooMany = await sell(shop, [{ quantity: '2', price: '1200', unit: pack.id }]);
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json())).toEqual(['order_item']);
    const fraction = await sell(shop, [{ quantity: '0.1', price: '120', unit: pack.id }]);
    expect(fraction.json()).toEqual({ order_item: [UNIT_MSG.notWhole('pieces')] });
    const other = await makeShop(t.app, t.db, '1');
    const foreign = await packOf(other, 4);
    const wrong = await sell(shop, [{ quantity: '1', price: '400', unit: foreign.id }]);
    expect(wrong.statusCode).toBe(400);
    await shop.admin({
      method: 'PATCH',
      url: `/api/product-unit/${pack.id}/`,
      payload: { is_retired: true },
    });
    const retired = await sell(shop, [{ quantity: '1', price: '1200', unit: pack.id }]);
    expect(retired.json()).toEqual({ order_item: [UNIT_MSG.retired] });
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('20.0000');
  });

  it('a unit that was sold keeps its count: changing it is refused with the reason', async () => {
    const shop = await makeShop(t.app, t.db, '30');
    const pack = await packOf(shop, 6);
    expect((await sell(shop, [{ quantity: '1', price: '600', unit: pack.id }])).statusCode).toBe(201);
    const res = await shop.admin({
      method: 'PATCH',
      url: `/api/product-unit/${pack.id}/`,
      payload: { count: 8 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ count: [UNIT_MSG.countUsed('on 1 line')] });
    const rows = await t.db.select().from(orderItems).where(eq(orderItems.unitId, pack.id));
    expect(rows.map((r) => [r.unitName, r.unitCount])).toEqual([['Pack of 6', 6]]);
    const retire = await shop.admin({
      method: 'PATCH',
      url: `/api/product-unit/${pack.id}/`,
      payload: { is_retired: true },
    });
    expect(retire.statusCode).toBe(200);
  });
});
