import { type Db, notifications, requests } from '@tillwise/db';
import { orderTotal, type RequestStatus, type WireNotification, type WireRequest } from '@tillwise/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, sentStatements, type TestApp } from './support/app.js';
import { type Call, callerFor, createProduct, makeGroup, receive } from './support/catalog.js';
import { makeUser } from './support/factories.js';
import { saleBody } from './support/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

/**
 * A group: the parent with its super admin, a store and an outlet with their admins, a factory, a
 * product whose first variant costs 80 with 20 units in the store, and an unrelated store.
 */
async function makeDepartments(db: Db) {
  const group = await makeGroup(db);
  const parent = await callerFor(t.app, db, 'SUPER_ADMIN', group.parent.id);
  const store = await callerFor(t.app, db, 'ADMIN', group.store.id);
  const outlet = await callerFor(t.app, db, 'ADMIN', group.outlet.id);
  const outletCashier = await callerFor(t.app, db, 'SALES_STAFF', group.outlet.id);
  const elsewhere = await callerFor(t.app, db, 'ADMIN', group.elsewhere.id);
  const product = await createProduct(store);
  const variant = product.product_variant[0];
  if (!variant) throw new Error('no variant');
  const batch = await receive(store, variant.id, '20');
  return { group, parent, store, outlet, outletCashier, elsewhere, variant, batch };
}
type Departments = Awaited<ReturnType<typeof makeDepartments>>;

const send = (
  from: Call & { userId: number },
  to: number,
  extra: Record<string, unknown> = {},
  key?: string,
) =>
  from({
    method: 'POST',
    url: '/api/request/',
    payload: {
      sender: from.userId,
      receiver: to,
      expected_delivery_date: '2026-12-01',
      description: 'Need milk for the weekend',
      request_type: 'SPECIAL_ORDER',
      ...extra,
    },
    headers: key ? { 'idempotency-key': key } : {},
  });

const setStatus = (call: Call, id: number, status: RequestStatus) =>
  call({ method: 'PATCH', url: `/api/response/${id}/`, payload: { id, status } });

async function noticesOf(userId: number) {
  return t.db
    .select()
    .from(notifications)
    .where(eq(notifications.receiverId, userId))
    .orderBy(notifications.id);
}

describe('sending a request (contract O22)', () => {
  it('answers the id, stores items at cost and the first history row, and tells the receiver only', async () => {
    const d = await makeDepartments(t.db);
    const res = await send(d.outlet, d.store.userId, {
      request_type: 'STOCK',
      items: [{ product_variant: d.variant.id, quantity: '5' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<WireRequest>();
    expect(body).toMatchObject({ status: 'PENDING', request_type: 'STOCK', order: null });
    expect(body.sender.company?.company_name).toBe(d.group.outlet.companyName);
    expect(body.items).toEqual([
      expect.objectContaining({
        product_variant: d.variant.id,
        quantity: '5.0000',
        price: '80.0000',
        total_price: '400.0000',
      }),
    ]);
    expect(body.history?.map((h) => h.status)).toEqual(['PENDING']);
    const told = await noticesOf(d.store.userId);
    expect(told).toEqual([expect.objectContaining({ notifType: 'REQUEST', link: '/response', read: false })]);
    expect(told[0]?.message).toContain(`#${body.id}`);
    expect(await noticesOf(d.outlet.userId)).toEqual([]);
  });

  it('gives the spec messages for a missing requestee, delivery and description', async () => {
    const d = await makeDepartments(t.db);
    const res = await d.outlet({
      method: 'POST',
      url: '/api/request/',
      payload: { receiver: '', description: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      receiver: ["Requestee is required. Add store's user to system."],
      expected_delivery_date: ['Delivery is required'],
      description: ['Description is required'],
    });
  });

  it('refuses a receiver in another group, in its own company, or a stock request without items', async () => {
    const d = await makeDepartments(t.db);
    expect((await send(d.outlet, d.elsewhere.userId)).statusCode).toBe(400);
    const colleague = await makeUser(t.db, { type: 'ADMIN', companyId: d.group.outlet.id });
    expect((await send(d.outlet, colleague.id)).statusCode).toBe(400);
    const stock = await send(d.outlet, d.store.userId, { request_type: 'STOCK' });
    expect(stock.json()).toEqual({ items: ['Add at least one item to a stock or return request.'] });
  });

  it('sends once for one Idempotency-Key: a repeat answers the first request', async () => {
    const d = await makeDepartments(t.db);
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      send(d.outlet, d.store.userId, {}, key),
      send(d.outlet, d.store.userId, {}, key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<WireRequest>().id).toBe(b.json<WireRequest>().id);
    expect(await noticesOf(d.store.userId)).toHaveLength(1);
    const other = await send(d.outlet, d.store.userId, { description: 'different' }, key);
    expect(other.statusCode).toBe(409);
  });
});

describe('who sees which request (spec 6)', () => {
  it('the outlet sees what it sent, the store what it received, the parent both, others nothing', async () => {
    const d = await makeDepartments(t.db);
    const id = (await send(d.outlet, d.store.userId)).json<WireRequest>().id;
    const ids = async (call: Call, query = '') =>
      (await call({ method: 'GET', url: `/api/request/?status=PENDING${query}` }))
        .json<{ results: WireRequest[] }>()
        .results.map((r) => r.id);
    expect(await ids(d.outlet, `&sender__company=${d.group.outlet.id}`)).toEqual([id]);
    expect(await ids(d.store, `&receiver__company=${d.group.store.id}`)).toEqual([id]);
    expect(await ids(d.parent)).toEqual([id]);
    expect(await ids(d.elsewhere)).toEqual([]);
    expect((await d.elsewhere({ method: 'GET', url: `/api/request/${id}/` })).statusCode).toBe(404);
    expect((await setStatus(d.elsewhere, id, 'CANCEL')).statusCode).toBe(404);
    expect((await d.outletCashier({ method: 'GET', url: '/api/request/' })).statusCode).toBe(403);
  });
});

/*
 * Spec 4.6, written out by hand: for each side of a request and each status it is in, the statuses
 * it may be changed to. Everything else is refused with a message, whatever client sends it.
 */
type Side =
  | 'retail sender'
  | 'store sender'
  | 'receiver'
  | 'receiver of TRANSACTION'
  | 'parent (neither side)';
const ALL: RequestStatus[] = ['PENDING', 'APPROVED', 'COMPLETE', 'CANCEL'];
const ALLOWED: Record<Side, Record<RequestStatus, RequestStatus[]>> = {
  'retail sender': { PENDING: ['CANCEL'], APPROVED: [], CANCEL: [], COMPLETE: [] },
  'store sender': { PENDING: ['CANCEL'], APPROVED: ['PENDING', 'CANCEL'], CANCEL: ['PENDING'], COMPLETE: [] },
  receiver: {
    PENDING: ['APPROVED', 'COMPLETE', 'CANCEL'],
    APPROVED: ['PENDING', 'COMPLETE', 'CANCEL'],
    CANCEL: ['PENDING', 'APPROVED', 'COMPLETE'],
    COMPLETE: [],
  },
  'receiver of TRANSACTION': {
    PENDING: ['COMPLETE', 'CANCEL'],
    APPROVED: ['PENDING', 'COMPLETE', 'CANCEL'],
    CANCEL: ['PENDING', 'COMPLETE'],
    COMPLETE: [],
  },
  'parent (neither side)': { PENDING: [], APPROVED: [], CANCEL: [], COMPLETE: [] },
};
const cases = (Object.keys(ALLOWED) as Side[]).flatMap((side) =>
  ALL.flatMap((from) =>
    ALL.filter((to) => to !== from).map((to) => ({ side, from, to, ok: ALLOWED[side][from].includes(to) })),
  ),
);

describe('status changes (spec 4.6, contract O24)', () => {
  let d: Departments;
  let storeToParent: Call & { userId: number };
  beforeAll(async () => {
    d = await makeDepartments(t.db);
    storeToParent = d.parent;
  });

  it.each(cases)('$side: $from → $to allowed: $ok', async ({ side, from, to, ok }) => {
    const isStoreSender = side === 'store sender';
    const sender = isStoreSender ? d.store : d.outlet;
    const receiver = isStoreSender ? storeToParent : d.store;
    const type = side === 'receiver of TRANSACTION' ? 'TRANSACTION' : 'SPECIAL_ORDER';
    const id = (await send(sender, receiver.userId, { request_type: type })).json<WireRequest>().id;
    await t.db.update(requests).set({ status: from }).where(eq(requests.id, id));
    const actor = side.endsWith('sender') ? sender : side === 'parent (neither side)' ? d.parent : receiver;
    const res = await setStatus(actor, id, to);
    const [row] = await t.db.select().from(requests).where(eq(requests.id, id));
    if (ok) {
      expect(res.statusCode, res.body).toBe(200);
      expect(row?.status).toBe(to);
    } else {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status?.[0]).toMatch(/cannot|no longer/);
      expect(row?.status).toBe(from);
    }
  });

  it('records who changed it, and tells the other side only', async () => {
    const id = (await send(d.outlet, d.store.userId)).json<WireRequest>().id;
    const before = (await noticesOf(d.outlet.userId)).length;
    expect((await setStatus(d.store, id, 'APPROVED')).statusCode).toBe(200);
    const told = await noticesOf(d.outlet.userId);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({ notifType: 'RESPONSE', link: '/response?status=APPROVED' });
    expect(told.at(-1)?.message).toContain('APPROVED');
    const detail = (await d.outlet({ method: 'GET', url: `/api/request/${id}/` })).json<WireRequest>();
    expect(detail.history?.map((h) => [h.status, h.user.id])).toEqual([
      ['PENDING', d.outlet.userId],
      ['APPROVED', d.store.userId],
    ]);
  });
});

describe('a stock request becomes a transfer', () => {
  it('links the store’s internal order, completes the request on delivery, tells both sides; never twice', async () => {
    const d = await makeDepartments(t.db);
    const req = (
      await send(d.outlet, d.store.userId, {
        request_type: 'STOCK',
        items: [{ product_variant: d.variant.id, quantity: '6' }],
      })
    ).json<WireRequest>();
    const early = await d.store({
      method: 'POST',
      url: `/api/request/${req.id}/transfer/`,
      payload: { order: 1 },
    });
    expect(early.statusCode).toBe(400);
    expect((await setStatus(d.store, req.id, 'APPROVED')).statusCode).toBe(200);
    const items = [{ batch: d.batch, price: '80.0000', quantity: '6', discount: '0' }];
    const order = await d.store({
      method: 'POST',
      url: '/api/internal-order/',
      payload: {
        order_item: items,
        seller: d.store.userId,
        buyer: d.outlet.userId,
        total: orderTotal(items, '0', true).toFixed(4),
        total_discount: '0',
        amount_received: '0',
        amount_discount: true,
        invoice_id: '',
        internal_order: true,
      },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json<{ id: number }>().id;
    // The outlet's admins heard of the transfer in its own transaction.
    expect((await noticesOf(d.outlet.userId)).map((n) => n.notifType)).toContain('ORDER');
    const linked = await d.store({
      method: 'POST',
      url: `/api/request/${req.id}/transfer/`,
      payload: { order: orderId },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<WireRequest>()).toMatchObject({ status: 'COMPLETE', order: orderId });
    // Linking again changes nothing; a second order is refused.
    expect(
      (
        await d.store({
          method: 'POST',
          url: `/api/request/${req.id}/transfer/`,
          payload: { order: orderId },
        })
      ).statusCode,
    ).toBe(200);
    const again = await d.store({
      method: 'POST',
      url: `/api/request/${req.id}/transfer/`,
      payload: { order: orderId + 1 },
    });
    expect(again.statusCode).toBe(400);
    const last = (await noticesOf(d.outlet.userId)).at(-1);
    expect(last).toMatchObject({ notifType: 'RESPONSE', link: '/response?status=COMPLETE' });
    expect(last?.message).toContain('COMPLETE');
  });
});

describe('the transfer of a request names its order by id', () => {
  it('an id past the largest serial, or of no order, is "Invalid pk", as every related id in a body is', async () => {
    const d = await makeDepartments(t.db);
    const req = (
      await send(d.outlet, d.store.userId, {
        request_type: 'STOCK',
        items: [{ product_variant: d.variant.id, quantity: '1' }],
      })
    ).json<WireRequest>();
    expect((await setStatus(d.store, req.id, 'APPROVED')).statusCode).toBe(200);
    for (const order of [2_147_483_648, '2147483648', 99_999_999_999, 2_147_483_647]) {
      const res = await d.store({
        method: 'POST',
        url: `/api/request/${req.id}/transfer/`,
        payload: { order },
      });
      expect(res.statusCode, String(order)).toBe(400);
      expect(res.json()).toEqual({ order: [`Invalid pk "${order}" - object does not exist.`] });
    }
    const none = await d.store({ method: 'POST', url: `/api/request/${req.id}/transfer/`, payload: {} });
    expect(none.json()).toEqual({ order: ['This field is required.'] });
  });
});

describe('notifications (their own only)', () => {
  it('lists newest first with the unread count, marks one and all read, and never reaches another user’s', async () => {
    const d = await makeDepartments(t.db);
    await send(d.outlet, d.store.userId, { description: 'one' });
    await send(d.outlet, d.store.userId, { description: 'two' });
    const list = await d.store({ method: 'GET', url: '/api/notification/' });
    const body = list.json<{ count: number; unread: number; results: WireNotification[] }>();
    expect(body).toMatchObject({ count: 2, unread: 2 });
    expect(body.results[0]?.message).toContain('two');
    const first = body.results[1] as WireNotification;
    expect(
      (await d.outlet({ method: 'PATCH', url: `/api/notification/${first.id}/`, payload: {} })).statusCode,
    ).toBe(404);
    const read = await d.store({
      method: 'PATCH',
      url: `/api/notification/${first.id}/`,
      payload: { read: true },
    });
    expect(read.json<WireNotification>().read).toBe(true);
    expect((await d.store({ method: 'GET', url: '/api/notification/' })).json().unread).toBe(1);
    await d.store({ method: 'POST', url: '/api/notification/read-all/', payload: {} });
    expect((await d.store({ method: 'GET', url: '/api/notification/' })).json().unread).toBe(0);
  });
});

describe('reorder levels', () => {
  it('tells the company’s admins once when a sale takes stock to or below the level, in the sale’s one statement', async () => {
    const d = await makeDepartments(t.db);
    const storeAdmin2 = await makeUser(t.db, { type: 'ADMIN', companyId: d.group.store.id });
    const cashier = await callerFor(t.app, t.db, 'SALES_STAFF', d.group.store.id);
    const walkIn = await makeUser(t.db, { type: 'WALK_IN_CUSTOMER', companyId: d.group.store.id });
    const set = await d.store({
      method: 'PUT',
      url: '/api/reorder-level/',
      payload: { product_variant: d.variant.id, level: '15' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const sell = (quantity: string) =>
      cashier({
        method: 'POST',
        url: '/api/order/',
        payload: saleBody(cashier.userId, walkIn.id, [{ batch: d.batch, price: '100', quantity }]),
      });
    const inv = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.notifType, 'INV_QUANTITY')))
      ).filter((n) => [d.store.userId, storeAdmin2.id, cashier.userId].includes(n.receiverId));
    sentStatements.length = 0;
    expect((await sell('4')).statusCode).toBe(201); // 20 → 16: still above
    const quiet = sentStatements.length;
    expect(await inv()).toEqual([]);
    sentStatements.length = 0;
    expect((await sell('2')).statusCode).toBe(201); // 16 → 14: crosses 15
    // The notice is written inside the sale's own statement: no statement more than a quiet sale
    // (the wake-up after commit is not sent on PGlite, which wakes in-process).
    expect(sentStatements.length).toBe(quiet);
    const told = await inv();
    expect(told.map((n) => n.receiverId).sort()).toEqual([d.store.userId, storeAdmin2.id].sort());
    expect(told[0]).toMatchObject({ link: '/inventory' });
    expect(told[0]?.message).toContain('14');
    // Its key and values are kept with the English, and each reader reads it in their language.
    expect(told[0]).toMatchObject({
      messageKey: 'stockAtReorderLevel',
      messageValues: expect.objectContaining({ stock: '14', level: '15' }),
    });
    const inUrdu = await d.store({
      method: 'GET',
      url: '/api/notification/',
      headers: { 'accept-language': 'ur' },
    });
    const notice = inUrdu
      .json<{ results: WireNotification[] }>()
      .results.find((n) => n.notif_type === 'INV_QUANTITY');
    expect(notice?.message).toMatch(/^اسٹاک کم: .+ کا اسٹاک 14 ہے، جو دوبارہ منگوانے کی حد 15/);
    const inEnglish = await d.store({ method: 'GET', url: '/api/notification/' });
    expect(
      inEnglish.json<{ results: WireNotification[] }>().results.find((n) => n.notif_type === 'INV_QUANTITY')
        ?.message,
    ).toBe(told.find((n) => n.receiverId === d.store.userId)?.message);
    expect((await sell('1')).statusCode).toBe(201); // 14 → 13: already below, no second notice
    expect(await inv()).toHaveLength(2);
    const levels = await d.store({
      method: 'GET',
      url: `/api/reorder-level/?product_variant__in=${d.variant.id}`,
    });
    expect(levels.json().results, levels.body).toEqual([
      {
        company: d.group.store.id,
        product_variant: d.variant.id,
        level: '15.0000',
        stock: '13.0000',
        low: true,
      },
    ]);
    // Removing the level.
    await d.store({
      method: 'PUT',
      url: '/api/reorder-level/',
      payload: { product_variant: d.variant.id, level: '' },
    });
    expect((await d.store({ method: 'GET', url: '/api/reorder-level/' })).json().count).toBe(0);
  });
});

describe('Send Request as the original client fills it', () => {
  it("company/?company_type= names the group's companies a request may go to, and user/?company= their operators, who they are only", async () => {
    const d = await makeDepartments(t.db);
    const names = (res: { json: () => { results: Record<string, unknown>[] } }) => res.json().results;
    // The outlet admin's form: STORE companies, then the chosen store's people, then Send.
    const stores = await d.outlet({ method: 'GET', url: '/api/company/?company_type=STORE&search=' });
    expect(stores.statusCode, stores.body).toBe(200);
    expect(names(stores)).toEqual([
      { id: d.group.store.id, company_name: d.group.store.companyName, company_type: 'STORE' },
    ]);
    const people = await d.outlet({ method: 'GET', url: `/api/user/?company=${d.group.store.id}` });
    expect(people.statusCode, people.body).toBe(200);
    const storeAdmin = names(people).find((u) => u.id === d.store.userId);
    expect(storeAdmin).toEqual({
      id: d.store.userId,
      username: d.store.username,
      first_name: 'Test',
      last_name: 'User',
      user_type: 'ADMIN',
      company: { id: d.group.store.id, company_name: d.group.store.companyName, company_type: 'STORE' },
    });
    expect((await send(d.outlet, d.store.userId)).statusCode).toBe(201);
    // The store admin's form asks for STORE too; the head office (PARENT) a request may go to is
    // named when asked for by its type, with nothing of its record.
    const parents = await d.store({ method: 'GET', url: '/api/company/?company_type=PARENT' });
    expect(names(parents)).toEqual([
      { id: d.group.parent.id, company_name: d.group.parent.companyName, company_type: 'PARENT' },
    ]);
    // Nothing more: no other group, no outlet or vendor (never a receiver), no record without a
    // type filter, and the record itself stays out of reach.
    const elsewhere = await d.elsewhere({ method: 'GET', url: '/api/company/?company_type=STORE' });
    expect(names(elsewhere).map((c) => c.id)).toEqual([d.group.elsewhere.id]);
    const outlets = await d.store({ method: 'GET', url: '/api/company/?company_type=RETIAL' });
    expect(names(outlets).every((c) => 'address' in c)).toBe(true);
    const all = await d.outlet({ method: 'GET', url: '/api/company/' });
    expect(names(all).map((c) => c.id)).toEqual([d.group.outlet.id]);
    expect((await d.outlet({ method: 'GET', url: `/api/company/${d.group.store.id}/` })).statusCode).toBe(
      404,
    );
    // Another group's company, or any company for the till (not a manager), is out of reach:
    // refused as every company outside the caller's reach is (403).
    const foreign = await d.outlet({ method: 'GET', url: `/api/user/?company=${d.group.elsewhere.id}` });
    expect(foreign.statusCode).toBe(403);
    const till = await d.outletCashier({ method: 'GET', url: `/api/user/?company=${d.group.store.id}` });
    expect(till.statusCode).toBe(403);
  });
});

describe('recipients of a request', () => {
  it('lists the other PARENT, STORE and FACTORY departments of the group with their operators', async () => {
    const d = await makeDepartments(t.db);
    const res = await d.outlet({ method: 'GET', url: '/api/request/recipients/' });
    expect(res.statusCode, res.body).toBe(200);
    const companies = res.json<{ results: { id: number; users: { id: number }[] }[] }>().results;
    expect(companies.map((c) => c.id).sort()).toEqual([d.group.parent.id, d.group.store.id].sort());
    expect(companies.find((c) => c.id === d.group.store.id)?.users.map((u) => u.id)).toContain(
      d.store.userId,
    );
  });
});
