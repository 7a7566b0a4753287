import { companies, orders, users } from '@tillwise/db';
import { ORDER_MSG, ORDER_STATUSES, type OrderWire } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/lib/day-range.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { callerFor } from './support/catalog.js';
import { makeUser } from './support/factories.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

let t: TestApp;
let shop: Shop;
let cash: OrderWire;
let credit: OrderWire;
let returned: OrderWire;
let card: OrderWire;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000', PAGE_SIZE: '2' });
  shop = await makeShop(t.app, t.db, '20');
  const sell = async (buyer: number, quantity: string, overrides: Record<string, unknown> = {}) => {
    const res = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(
        shop.cashier.userId,
        buyer,
        [{ batch: shop.batch, price: '10', quantity }],
        overrides,
      ),
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<OrderWire>();
  };
  cash = await sell(shop.walkIn.id, '1');
  credit = await sell(shop.regular.id, '2', {
    cash_payment: false,
    amount_received: '0',
    deduct_balance: true,
  });
  returned = await sell(shop.walkIn.id, '-1', { status: 'RETURNED', amount_received: '0' });
});

describe('GET order/ filters (contract O14)', () => {
  it('lists newest first, a page at a time, with empty filters meaning none', async () => {
    const res = await list(
      'buyer__company=&seller__company=&invoice_id__contains=&status=&cash=&created__date=&id__contains=',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(3);
    expect(ids(res)).toEqual([returned.id, credit.id]);
    expect(ids(await list('page=2'))).toEqual([cash.id]);
    expect((await list('page=3')).statusCode).toBe(404);
  });

  it('names the buyer and the seller of each listed order with their department', async () => {
    const [first] = (await list('status=RETURNED')).json<{ results: OrderWire[] }>().results;
    const [person] = await t.db.select().from(users).where(eq(users.id, shop.cashier.userId));
    const [company] = await t.db.select().from(companies).where(eq(companies.id, shop.group.store.id));
    const name = person?.firstName.trim()
      ? `${person.firstName} ${person.lastName}`.trim()
      : person?.username;
    expect(first?.seller_name).toBe(`${name} (${company?.companyName})`);
    expect(first?.buyer_name).toMatch(new RegExp(`\\(${company?.companyName}\\)$`));
  });

  it.each([
    ['status=RETURNED', () => [returned.id]],
    ['cash=false', () => [credit.id]],
    ['cash=true&status=COMPLETE', () => [cash.id]],
    [`created__date=${today()}&status=COMPLETE`, () => [credit.id, cash.id]],
    ['created__date=2001-1-1', () => []],
  ])('%s', async (query, expected) => {
    expect(ids(await list(query))).toEqual(expected());
  });

  it('searches by invoice id and by order id', async () => {
    expect(ids(await list(`invoice_id__contains=${cash.invoice_id}`))).toEqual([cash.id]);
    expect(ids(await list(`id__contains=${credit.id}`))).toContain(credit.id);
    expect(ids(await list(`seller__company=${shop.group.store.id}&status=COMPLETE`))).toEqual([
      credit.id,
      cash.id,
    ]);
    expect(ids(await list(`buyer__company=${shop.group.outlet.id}`))).toEqual([]);
  });

  it('refuses filters that make no sense with a 400, never a 500', async () => {
    expect((await list('status=SOLD')).statusCode).toBe(400);
    expect((await list('cash=maybe')).statusCode).toBe(400);
    expect((await list('created__date=yesterday')).statusCode).toBe(400);
    expect((await list('buyer__company=x')).statusCode).toBe(400);
    expect((await list('seller__company=99999999999')).statusCode).toBe(400);
    expect((await list('id__contains=%25_')).statusCode).toBe(200);
  });
});

describe('who sees which orders (spec 6)', () => {
  it('shows an order to its company and the admins above it, and to no one else', async () => {
    const sees = async (call: Awaited<ReturnType<typeof callerFor>>) =>
      ids(await call({ method: 'GET', url: `/api/order/?invoice_id__contains=${cash.invoice_id}` }));
    const parentAdmin = await callerFor(t.app, t.db, 'SUPER_ADMIN', shop.group.parent.id);
    const outletAdmin = await callerFor(t.app, t.db, 'ADMIN', shop.group.outlet.id);
    const strangerAdmin = await callerFor(t.app, t.db, 'ADMIN', shop.group.elsewhere.id);
    expect(await sees(shop.cashier)).toEqual([cash.id]);
    expect(await sees(parentAdmin)).toEqual([cash.id]);
    expect(await sees(outletAdmin)).toEqual([]);
    expect(await sees(strangerAdmin)).toEqual([]);
    const hidden = await strangerAdmin({ method: 'GET', url: `/api/order/${cash.id}` });
    expect(hidden.statusCode).toBe(404);
  });

  it('shows an outlet the orders it bought as well as those it sold', async () => {
    const outletCashier = await callerFor(t.app, t.db, 'SALES_STAFF', shop.group.outlet.id);
    const buyer = await makeUser(t.db, { type: 'ADMIN', companyId: shop.group.outlet.id });
    const [bought] = await t.db
      .insert(orders)
      .values({
        invoiceId: `INV_${shop.group.store.id}_900`,
        companyId: shop.group.store.id,
        sellerId: shop.admin.userId,
        buyerId: buyer.id,
        buyerCompanyId: shop.group.outlet.id,
        status: 'PENDING',
        total: '0',
        internalOrder: true,
        userId: shop.admin.userId,
      })
      .returning();
    const res = await outletCashier({ method: 'GET', url: '/api/order/' });
    expect(ids(res)).toEqual([bought?.id]);
    const one = await outletCashier({ method: 'GET', url: `/api/order/${bought?.id}/` });
    expect(one.json().results).toHaveLength(1);
    // Bought, not sold: its status is the seller's to change.
    const outletAdmin = await callerFor(t.app, t.db, 'ADMIN', shop.group.outlet.id);
    const patch = await outletAdmin({
      method: 'PATCH',
      url: `/api/order/${bought?.id}/`,
      payload: { status: 'CANCEL' },
    });
    expect(patch.statusCode).toBe(403);
    const bySeller = await shop.admin({
      method: 'PATCH',
      url: `/api/order/${bought?.id}/`,
      payload: { id: bought?.id, status: 'COMPLETE' },
    });
    expect(bySeller.statusCode).toBe(200);
    expect(bySeller.json<OrderWire>().status).toBe('COMPLETE');
    const locked = await shop.admin({
      method: 'PATCH',
      url: `/api/order/${bought?.id}/`,
      payload: { status: 'PENDING' },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ status: [ORDER_MSG.statusLocked] });
  });
});

describe('order statuses', () => {
  it('lists them for the status filters', async () => {
    const res = await shop.cashier({ method: 'GET', url: '/api/order-type/' });
    expect(res.json().results).toEqual(ORDER_STATUSES.map((status) => ({ status })));
  });

  it('never unlocks a COMPLETE sale, and refuses a status that does not exist', async () => {
    const res = await shop.admin({
      method: 'PATCH',
      url: `/api/order/${cash.id}/`,
      payload: { status: 'CANCEL' },
    });
    expect(res.json()).toEqual({ status: [ORDER_MSG.goodsLeft] });
    const bad = await shop.admin({
      method: 'PATCH',
      url: `/api/order/${returned.id}/`,
      payload: { status: 'LOST' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['status']);
  });
});

describe('the cash filter follows the books, not the flag alone', () => {
  it('finds a card sale (cash_payment true, as the original client sends it) under cash=false', async () => {
    const res = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(
        shop.cashier.userId,
        shop.walkIn.id,
        [{ batch: shop.batch, price: '10', quantity: '1' }],
        {
          payment_service: 'JAZZ_CASH',
          transaction_id: 'TX-1',
        },
      ),
    });
    expect(res.statusCode).toBe(201);
    card = res.json<OrderWire>();
    expect(card.cash_payment).toBe(true);
    expect(ids(await list('cash=false'))).toEqual([card.id, credit.id]);
    expect(ids(await list('cash=true&status=COMPLETE'))).not.toContain(card.id);
  });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const ids = (res: { json: () => { results: OrderWire[] } }) => res.json().results.map((o) => o.id);
const list = (query: string) => shop.admin({ method: 'GET', url: `/api/order/?${query}` });
