import { randomUUID } from 'node:crypto';
import { batches, checkBooks, type Db, stockMovements } from '@tillwise/db';
import {
  type OrderWire,
  orderTotal,
  type RequestStatus,
  type TradeUnitWire,
  UNIT_MSG,
  type WireRequest,
} from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, createProduct } from './support/catalog.js';
import { makeDepartments as makeOrderDepartments, stockAndMovements } from './support/orders.js';

/*
 * Buying, moving and asking in trade units (docs/domain/units.md, "Buying, moving and asking in a
 * unit"): a purchase in cartons, a transfer and a return in packs, a request in packs approved
 * into a transfer. The lines keep their unit; stock and the books are in base units, exactly.
 * On PGlite, and on PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

/** A store and an outlet with their admins, a vendor, a product costing 80 a piece, 20 pieces in the store. */
async function makeDepartments(db: Db) {
  const { store, product, ...rest } = await makeOrderDepartments(t.app, db);
  const other = await createProduct(store, { name: 'Other product', bar_code: '8964000999001' });
  const unit = async (productId: number, name: string, count: number) => {
    const res = await store({
      method: 'POST',
      url: `/api/product/${productId}/unit/`,
      payload: { name, count },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TradeUnitWire>();
  };
  const pack = await unit(product.id, 'Pack of 6', 6);
  const carton = await unit(product.id, 'Carton of 48', 48);
  const othersPack = await unit(other.id, 'Pack of 10', 10);
  return { ...rest, store, product, pack, carton, othersPack };
}
type Departments = Awaited<ReturnType<typeof makeDepartments>>;

interface Line {
  batch?: number;
  order_batch?: Record<string, unknown>;
  price: string;
  quantity: string;
  unit?: number;
}

function internalBody(seller: number, buyer: number, lines: Line[], extra: Record<string, unknown> = {}) {
  const items = lines.map((l) => ({ discount: '0', ...l }));
  return {
    order_item: items,
    buyer,
    seller,
    total_discount: '0',
    total: orderTotal(items, '0', true).toFixed(4),
    amount_received: '0',
    amount_discount: true,
    invoice_id: '',
    internal_order: true,
    ...extra,
  };
}

const newBatch = (variant: number) => ({
  manufacturing_date: '2026-11-01',
  expiry_date: '2027-05-01',
  quantity: '0',
  product_variant: String(variant),
});

const post = (call: Call, body: Record<string, unknown>) =>
  call({
    method: 'POST',
    url: '/api/internal-order/',
    payload: body,
    headers: { 'idempotency-key': randomUUID() },
  });

const setStatus = (call: Call, id: number, status: RequestStatus) =>
  call({ method: 'PATCH', url: `/api/response/${id}/`, payload: { id, status } });

const stockOf = async (companyId: number, batchId: number) => {
  const s = await stockAndMovements(t.db, companyId, batchId);
  expect(s.stock).toBe(s.moved);
  return s.stock;
};

async function purchaseCartons(d: Departments, cartons: string, price: string) {
  const res = await post(
    d.store,
    internalBody(d.vendor.id, d.store.userId, [
      { order_batch: newBatch(d.variant.id), price, quantity: cartons, unit: d.carton.id },
    ]),
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<OrderWire>();
  const line = order.order_item[0];
  const [batch] = await t.db
    .select()
    .from(batches)
    .where(eq(batches.id, Number(line?.batch?.id ?? line?.batch)));
  if (!batch) throw new Error('no batch');
  return { order, batch };
}

describe('a purchase in cartons', () => {
  it('receives quantity × 48 pieces, each at the carton’s price over 48, and the line stays in cartons', async () => {
    const d = await makeDepartments(t.db);
    const { order, batch } = await purchaseCartons(d, '3', '3600');
    expect(order.total).toBe('10800.0000');
    expect(order.order_item[0]).toMatchObject({
      quantity: '3.0000',
      price: '3600.0000',
      unit: d.carton.id,
      unit_name: 'Carton of 48',
      unit_count: 48,
    });
    // 144 pieces at 75 each: the books' inventory is 10,800, exactly.
    expect(batch.quantity).toBe('144.0000');
    expect(batch.unitCost).toBe('75.0000');
    expect(await stockOf(d.group.store.id, batch.id)).toBe('144.0000');
    const [moved] = await t.db
      .select({ quantity: stockMovements.quantity, value: stockMovements.value })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.id));
    expect(moved).toEqual({ quantity: '144.0000', value: '10800.0000' });
    // The order's details keep the unit for the receiving side.
    const details = await d.store({ method: 'GET', url: `/api/order/${order.id}/` });
    expect(details.json<{ results: OrderWire[] }>().results[0]?.order_item[0]).toMatchObject({
      unit_name: 'Carton of 48',
      unit_count: 48,
    });
    expect(await checkBooks(t.db, [d.group.store.id])).toEqual([]);
  });

  it('a carton whose price does not divide by 48 is costed per piece to 4 places; the books still check', async () => {
    const d = await makeDepartments(t.db);
    const { batch } = await purchaseCartons(d, '1', '1000');
    expect(batch.quantity).toBe('48.0000');
    expect(batch.unitCost).toBe('20.8333');
    expect(await checkBooks(t.db, [d.group.store.id])).toEqual([]);
  });
});

describe('moving in packs', () => {
  it('a transfer of packs moves quantity × 6 pieces; a return of packs to the vendor takes 12 pieces', async () => {
    const d = await makeDepartments(t.db);
    const { batch } = await purchaseCartons(d, '3', '3600');
    const sent = await post(
      d.store,
      internalBody(d.store.userId, d.outlet.userId, [
        { batch: batch.id, price: '450', quantity: '5', unit: d.pack.id },
        { batch: d.batch, price: '80', quantity: '2' },
      ]),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const transfer = sent.json<OrderWire>();
    expect(transfer.order_item.map((i) => [i.quantity, i.unit_name, i.unit_count])).toEqual([
      ['5.0000', 'Pack of 6', 6],
      ['2.0000', '', 1],
    ]);
    expect(await stockOf(d.group.store.id, batch.id)).toBe('114.0000');
    expect(await stockOf(d.group.outlet.id, batch.id)).toBe('30.0000');
    expect(await stockOf(d.group.store.id, d.batch)).toBe('18.0000');
    expect(await stockOf(d.group.outlet.id, d.batch)).toBe('2.0000');
    // The receiving side reads the same unit.
    const seen = await d.outlet({ method: 'GET', url: `/api/order/${transfer.id}/` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<{ results: OrderWire[] }>().results[0]?.order_item[0]).toMatchObject({
      quantity: '5.0000',
      unit_name: 'Pack of 6',
    });

    // The store returns 2 packs of the cartons to the vendor (an outlet admin takes no returns).
    const back = await post(
      d.store,
      internalBody(
        d.store.userId,
        d.vendor.id,
        [{ batch: batch.id, price: '450', quantity: '-2', unit: d.pack.id }],
        {
          status: 'RETURNED',
        },
      ),
    );
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json<OrderWire>()).toMatchObject({ status: 'RETURNED', total: '-900.0000' });
    expect(back.json<OrderWire>().order_item[0]).toMatchObject({
      quantity: '-2.0000',
      unit_name: 'Pack of 6',
    });
    expect(await stockOf(d.group.store.id, batch.id)).toBe('102.0000');
    expect(await checkBooks(t.db, [d.group.store.id, d.group.outlet.id])).toEqual([]);
  });

  it('refuses another product’s unit, a retired one, a fraction of a piece and more packs than the batch holds', async () => {
    const d = await makeDepartments(t.db);
    const line = (extra: Partial<Line>) =>
      post(
        d.store,
        internalBody(d.store.userId, d.outlet.userId, [
          { batch: d.batch, price: '480', quantity: '1', unit: d.pack.id, ...extra },
        ]),
      );
    const others = await line({ unit: d.othersPack.id });
    expect(others.statusCode).toBe(400);
    expect(others.json()).toEqual({ order_item: [UNIT_MSG.notOfProduct] });
    const fraction = await line({ quantity: '0.1', price: '48' });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().order_item[0]).toMatch(/not a whole number/);
    const unknown = await line({ unit: 2_000_000_000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ order_item: ['Invalid pk "2000000000" - object does not exist.'] });
    // 4 packs are 24 pieces; the batch holds 20.
    const tooMany = await line({ quantity: '4', price: '1920' });
    expect(tooMany.statusCode).toBe(400);
    const retire = await d.store({
      method: 'PATCH',
      url: `/api/product-unit/${d.pack.id}/`,
      payload: { is_retired: true },
    });
    expect(retire.statusCode, retire.body).toBe(200);
    const retired = await line({});
    expect(retired.statusCode).toBe(400);
    expect(retired.json()).toEqual({ order_item: [UNIT_MSG.retired] });
    // A purchase checks the unit of the new batch's product too.
    const bought = await post(
      d.store,
      internalBody(d.vendor.id, d.store.userId, [
        { order_batch: newBatch(d.variant.id), price: '100', quantity: '1', unit: d.othersPack.id },
      ]),
    );
    expect(bought.statusCode).toBe(400);
    expect(bought.json()).toEqual({ order_item: [UNIT_MSG.notOfProduct] });
    expect(await stockOf(d.group.store.id, d.batch)).toBe('20.0000');
  });
});

describe('a request in packs approved into a transfer', () => {
  it('keeps the unit on the request, prices it per pack, and the transfer in packs delivers it', async () => {
    const d = await makeDepartments(t.db);
    const sent = await d.outlet({
      method: 'POST',
      url: '/api/request/',
      payload: {
        sender: d.outlet.userId,
        receiver: d.store.userId,
        expected_delivery_date: '2026-12-01',
        description: 'Packs for the weekend',
        request_type: 'STOCK',
        items: [
          { product_variant: d.variant.id, quantity: '3', unit: d.pack.id },
          { product_variant: d.variant.id, quantity: '2' },
        ],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ id: number }>().id;
    const read = await d.store({ method: 'GET', url: `/api/request/${id}/` });
    expect(read.statusCode, read.body).toBe(200);
    expect(
      read.json<WireRequest>().items?.map((i) => [i.quantity, i.price, i.unit, i.unit_name, i.unit_count]),
    ).toEqual([
      ['3.0000', '480.0000', d.pack.id, 'Pack of 6', 6],
      ['2.0000', '80.0000', null, '', 1],
    ]);
    expect((await setStatus(d.store, id, 'APPROVED')).statusCode).toBe(200);
    const order = await post(
      d.store,
      internalBody(d.store.userId, d.outlet.userId, [
        { batch: d.batch, price: '480', quantity: '3', unit: d.pack.id },
        { batch: d.batch, price: '80', quantity: '2' },
      ]),
    );
    expect(order.statusCode, order.body).toBe(201);
    const linked = await d.store({
      method: 'POST',
      url: `/api/request/${id}/transfer/`,
      payload: { order: order.json<OrderWire>().id },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<WireRequest>().status).toBe('COMPLETE');
    expect(await stockOf(d.group.outlet.id, d.batch)).toBe('20.0000');
    expect(await stockOf(d.group.store.id, d.batch)).toBe('0.0000');
    expect(await checkBooks(t.db, [d.group.store.id, d.group.outlet.id])).toEqual([]);
  });

  it('refuses a unit of another product, a retired one and a fraction of a piece at the items field', async () => {
    const d = await makeDepartments(t.db);
    const ask = (item: Record<string, unknown>) =>
      d.outlet({
        method: 'POST',
        url: '/api/request/',
        payload: {
          sender: d.outlet.userId,
          receiver: d.store.userId,
          expected_delivery_date: '2026-12-01',
          description: 'Packs',
          request_type: 'STOCK',
          items: [{ product_variant: d.variant.id, quantity: '1', ...item }],
        },
      });
    const others = await ask({ unit: d.othersPack.id });
    expect(others.statusCode).toBe(400);
    expect(others.json()).toEqual({ items: [UNIT_MSG.notOfProduct] });
    const fraction = await ask({ unit: d.pack.id, quantity: '0.1' });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().items[0]).toMatch(/not a whole number/);
    await d.store({
      method: 'PATCH',
      url: `/api/product-unit/${d.carton.id}/`,
      payload: { is_retired: true },
    });
    const retired = await ask({ unit: d.carton.id });
    expect(retired.statusCode).toBe(400);
    expect(retired.json()).toEqual({ items: [UNIT_MSG.retired] });
    // Asked in a unit, the unit's count can no longer change.
    const asked = await ask({ unit: d.pack.id });
    expect(asked.statusCode, asked.body).toBe(201);
    const resize = await d.store({
      method: 'PATCH',
      url: `/api/product-unit/${d.pack.id}/`,
      payload: { count: 8 },
    });
    expect(resize.statusCode).toBe(400);
    expect(Object.keys(resize.json())).toEqual(['count']);
  });
});
