import { fiscalOutbox } from '@tillwise/db';
import type { FiscalHealthWire, OrderWire } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { callerFor } from './support/catalog.js';
import { makeShop, onlyOrder, type Shop, saleBody, tillWithBlock } from './support/orders.js';

/*
 * What the counter and the Orders screens read of fiscal reporting (docs/domain/fiscal.md): every
 * answer of an order carries `fiscal_status` and `fiscal_number`, and `fiscal/health/` says how a
 * company's reporting goes. The outbox rows are set by hand here (the worker has its own test).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const POS_ID = 120033;

/** A shop whose reporter is on (or left off), its owner, and a sale as the counter sends it. */
async function shopThatReports(on = true) {
  const shop = await makeShop(t.app, t.db, '50');
  const owner = await callerFor(t.app, t.db, 'SUPER_ADMIN', shop.group.parent.id);
  if (on) {
    const put = await owner({
      method: 'PUT',
      url: `/api/company/${shop.group.store.id}/fiscal/`,
      payload: { enabled: true, service: 'FBR_POS_LOCAL', pos_id: POS_ID, base_url: 'http://127.0.0.1:9' },
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  return { shop, owner, store: shop.group.store.id };
}

const sale = (shop: Shop, key = crypto.randomUUID(), headers: Record<string, string> = {}) =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: saleBody(shop.cashier.userId, shop.walkIn.id, [
      { batch: shop.batch, price: '100', quantity: '1' },
    ]),
    headers: { 'idempotency-key': key, ...headers },
  });

const sold = async (shop: Shop) => {
  const res = await sale(shop);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderWire>();
};

const read = async (shop: Shop, id: number) =>
  onlyOrder((await shop.cashier({ method: 'GET', url: `/api/order/${id}/` })).json());

const listed = async (shop: Shop, id: number) =>
  (await shop.cashier({ method: 'GET', url: `/api/order/?id__contains=${id}` }))
    .json<{ results: OrderWire[] }>()
    .results.find((o) => o.id === id);

const setRow = (orderId: number, values: Partial<typeof fiscalOutbox.$inferInsert>) =>
  t.db.update(fiscalOutbox).set(values).where(eq(fiscalOutbox.orderId, orderId));

const health = async (shop: Shop, company?: number) => {
  const res = await shop.cashier({
    method: 'GET',
    url: `/api/fiscal/health/${company === undefined ? '' : `?company=${company}`}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FiscalHealthWire>();
};

describe('an order’s answer', () => {
  it('says nothing to report when the company does not report', async () => {
    const { shop } = await shopThatReports(false);
    const order = await sold(shop);
    expect(order).toMatchObject({ fiscal_status: null, fiscal_number: null });
    expect(await read(shop, order.id)).toMatchObject({ fiscal_status: null, fiscal_number: null });
    expect(await listed(shop, order.id)).toMatchObject({ fiscal_status: null, fiscal_number: null });
  });

  it('is PENDING from the sale on, and carries the number once the authority gave it', async () => {
    const { shop } = await shopThatReports();
    const key = crypto.randomUUID();
    const first = await sale(shop, key);
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json<OrderWire>();
    // Answered from the write, with no read after it.
    expect(order).toMatchObject({ fiscal_status: 'PENDING', fiscal_number: null });
    expect(await read(shop, order.id)).toMatchObject({ fiscal_status: 'PENDING', fiscal_number: null });
    expect(await listed(shop, order.id)).toMatchObject({ fiscal_status: 'PENDING', fiscal_number: null });

    await setRow(order.id, { status: 'SENT', fiscalNumber: '120033-271126190509-0001', sentAt: new Date() });
    const reported = { fiscal_status: 'SENT', fiscal_number: '120033-271126190509-0001' };
    expect(await read(shop, order.id)).toMatchObject(reported);
    expect(await listed(shop, order.id)).toMatchObject(reported);
    // The till sends a sale again when its answer was lost: the replay answers the order as it is now.
    const replay = await sale(shop, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json<OrderWire>()).toMatchObject({ id: order.id, ...reported });

    await setRow(order.id, { status: 'REFUSED', fiscalNumber: '' });
    expect(await read(shop, order.id)).toMatchObject({ fiscal_status: 'REFUSED', fiscal_number: null });
  });

  it('of a sale made offline, replayed by its till, and of a refund is PENDING', async () => {
    const { shop } = await shopThatReports();
    const till = await tillWithBlock(shop);
    const offline = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(
        shop.cashier.userId,
        shop.walkIn.id,
        [{ batch: shop.batch, price: '100', quantity: '2' }],
        {
          invoice_id: till.invoice(0),
        },
      ),
      headers: { 'idempotency-key': crypto.randomUUID(), 'x-till-id': till.till, 'x-offline-sale': '1' },
    });
    expect(offline.statusCode, offline.body).toBe(201);
    const made = offline.json<OrderWire>();
    expect(made).toMatchObject({
      invoice_id: till.invoice(0),
      fiscal_status: 'PENDING',
      fiscal_number: null,
    });
    const refund = await shop.cashier({
      method: 'POST',
      url: `/api/order/${made.id}/refund/`,
      payload: { lines: [{ item: made.order_item[0]?.id ?? 0, quantity: '1' }] },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json<OrderWire>()).toMatchObject({ fiscal_status: 'PENDING', fiscal_number: null });
  });
});

describe('fiscal/health/', () => {
  it('is off for a company that does not report, and refused for another company', async () => {
    const { shop, store } = await shopThatReports(false);
    expect(await health(shop)).toEqual({
      company: store,
      enabled: false,
      failing_since: null,
      pending: 0,
      refused: 0,
      oldest_pending: null,
    });
    const other = await shopThatReports(false);
    const res = await shop.cashier({ method: 'GET', url: `/api/fiscal/health/?company=${other.store}` });
    expect(res.statusCode).toBe(403);
    expect((await shop.cashier({ method: 'GET', url: '/api/fiscal/health/?company=x' })).statusCode).toBe(
      400,
    );
  });

  it('counts what waits and is refused, and says since when sending fails until a later one gets through', async () => {
    const { shop, store } = await shopThatReports();
    const [a, b, c] = [await sold(shop), await sold(shop), await sold(shop)];
    if (!a || !b || !c) throw new Error('no sales');
    const arrived = async (id: number) =>
      (
        await t.db
          .select({ created: fiscalOutbox.created })
          .from(fiscalOutbox)
          .where(eq(fiscalOutbox.orderId, id))
      )[0]?.created;
    // Waiting, none tried yet: not failing.
    let h = await health(shop, store);
    expect(h).toMatchObject({ enabled: true, pending: 3, refused: 0, failing_since: null });
    expect(h.oldest_pending).not.toBeNull();
    // The first two failed to go (the network); the third was refused.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await setRow(a.id, { lastError: 'network: TypeError ECONNREFUSED', attempts: 3, created: hourAgo });
    await setRow(b.id, { lastError: 'HTTP 500', attempts: 1 });
    await setRow(c.id, { status: 'REFUSED', lastError: 'HTTP 200: Code 400 PCTCode' });
    h = await health(shop);
    expect(h).toMatchObject({ pending: 2, refused: 1 });
    expect(h.failing_since).not.toBeNull();
    expect(new Date(h.failing_since ?? '').getTime()).toBe(hourAgo.getTime());
    expect(new Date(h.oldest_pending ?? '').getTime()).toBe(hourAgo.getTime());
    // A later sale got through: the reporter works again, the failed ones wait for their next attempt.
    const d = await sold(shop);
    await setRow(d.id, { status: 'SENT', fiscalNumber: '120033-271126190509-0004', sentAt: new Date() });
    h = await health(shop);
    expect(h).toMatchObject({ pending: 2, refused: 1, failing_since: null });
    // And fails again after it: failing since that one arrived.
    const e = await sold(shop);
    await setRow(e.id, { lastError: 'HTTP 502', attempts: 1 });
    h = await health(shop);
    expect(new Date(h.failing_since ?? '').getTime()).toBe((await arrived(e.id))?.getTime());
  });
});
