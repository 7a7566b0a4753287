import { randomUUID } from 'node:crypto';
import { checkBooks, journalEntries, orderPayments, orders, users } from '@tillwise/db';
import { ORDER_MSG, type OrderWire, SPLIT_MSG } from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, sentStatements, type TestApp } from './support/app.js';
import { asListed, makeShop, onlyOrder, orderBooks, type Shop, saleBody } from './support/orders.js';

/*
 * A sale paid in parts (docs/domain/orders.md, "Split payment"): part cash, part card through a
 * payment service, part on the customer's account, in one sale; each part posts to its own account
 * in the sale's one journal entry, and a replay with the same Idempotency-Key writes nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const post = (shop: Shop, body: Record<string, unknown>, key?: string) =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const creditOf = async (id: number) =>
  (await t.db.select({ credit: users.credit }).from(users).where(eq(users.id, id)))[0]?.credit;

/** Three units at 100: 300, paid 100 in cash (120 handed over), 150 by JazzCash and 50 on account. */
const splitSale = (shop: Shop, overrides: Record<string, unknown> = {}) =>
  saleBody(shop.cashier.userId, shop.regular.id, [{ batch: shop.batch, price: '100', quantity: '3' }], {
    amount_received: '120',
    payments: [
      { method: 'CASH', amount: '100' },
      { method: 'CARD', amount: '150', payment_service: 'JAZZ_CASH', transaction_id: 'JC-77' },
      { method: 'CREDIT', amount: '50' },
    ],
    ...overrides,
  });

interface TrialRow {
  purpose: string;
  name: string;
  debit: string;
  credit: string;
}

describe('POST order/ with payments: a split sale', () => {
  it('lists each part on the order and posts each to its account, balanced, with the trial balance agreeing', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const res = await post(shop, splitSale(shop));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order).toMatchObject({ total: '300.0000', amount_received: '120.0000', status: 'COMPLETE' });
    expect(order.payments).toEqual([
      { method: 'CASH', amount: '100.0000', payment_service: null, transaction_id: '' },
      { method: 'CARD', amount: '150.0000', payment_service: 'JAZZ_CASH', transaction_id: 'JC-77' },
      { method: 'CREDIT', amount: '50.0000', payment_service: null, transaction_id: '' },
    ]);
    // The single-method fields place it for lists and the Cash/Card filter: not all cash, card by JazzCash.
    expect(order).toMatchObject({
      cash_payment: false,
      payment_service: 'JAZZ_CASH',
      transaction_id: 'JC-77',
      deduct_balance: true,
    });
    expect(await asListed(shop, order.id)).toEqual(order);
    const books = await orderBooks(t.db, order.id);
    expect(books.balanced).toBe(true);
    expect(books.net).toEqual({
      CASH: '100.0000',
      JAZZ_CASH: '150.0000',
      RECEIVABLE: '50.0000',
      SALES: '-300.0000',
      COGS: '240.0000',
      INVENTORY: '-240.0000',
    });
    // The sale and its money are one entry, the goods' cost the movement's own.
    const entries = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceType, 'order'), eq(journalEntries.sourceId, order.id)));
    expect(entries[0]?.n).toBe(2);
    expect(await creditOf(shop.regular.id)).toBe('-50.0000');

    const read = onlyOrder((await shop.cashier({ method: 'GET', url: `/api/order/${order.id}` })).json());
    expect(read).toEqual(order);
    const list = await shop.admin({
      method: 'GET',
      url: `/api/order/?invoice_id__contains=${order.invoice_id}`,
    });
    expect(list.json().results[0].payments).toEqual(order.payments);

    const trial = (await shop.admin({ method: 'GET', url: '/api/ledger/trial-balance/' })).json();
    expect(trial.total_debit).toBe(trial.total_credit);
    const side = (purpose: string) => {
      const row = (trial.rows as TrialRow[]).find((r) => r.purpose === purpose);
      return row ? [row.debit, row.credit] : null;
    };
    expect(side('CASH')).toEqual(['100.0000', '0.0000']);
    expect(side('JAZZ_CASH')).toEqual(['150.0000', '0.0000']);
    expect(side('SALES')).toEqual(['0.0000', '300.0000']);
    const receivable = (trial.rows as TrialRow[]).filter((r) => r.purpose === 'RECEIVABLE');
    expect(receivable.map((r) => r.debit)).toContain('50.0000');
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
    // The parts are history: never edited or removed.
    await expect(
      t.db.update(orderPayments).set({ amount: '1' }).where(eq(orderPayments.orderId, order.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(orderPayments).where(eq(orderPayments.orderId, order.id))).rejects.toThrow();
  });

  it('answers a replay with the same Idempotency-Key with the first order and writes nothing', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const key = randomUUID();
    const first = await post(shop, splitSale(shop), key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(shop, splitSale(shop), key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const count = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.sellerId, shop.cashier.userId));
    expect(count[0]?.n).toBe(1);
    expect((await orderBooks(t.db, first.json<OrderWire>().id)).net.CASH).toBe('100.0000');
    expect(await creditOf(shop.regular.id)).toBe('-50.0000');
    // The same key with other parts is another request: refused.
    const other = splitSale(shop, {
      payments: [
        { method: 'CASH', amount: '150' },
        { method: 'CARD', amount: '150', payment_service: 'BANK' },
      ],
    });
    expect((await post(shop, other, key)).statusCode).toBe(409);
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it('takes card parts through two services and no cash, for a walk-in customer', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const body = saleBody(
      shop.cashier.userId,
      shop.walkIn.id,
      [{ batch: shop.batch, price: '100', quantity: '2' }],
      {
        amount_received: '0',
        payments: [
          { method: 'CARD', amount: '120.5', payment_service: 'BANK', transaction_id: 'B-1' },
          { method: 'CARD', amount: '79.5', payment_service: 'EASY_PAISA' },
        ],
      },
    );
    const res = await post(shop, body);
    expect(res.statusCode, res.body).toBe(201);
    expect((await orderBooks(t.db, res.json<OrderWire>().id)).net).toMatchObject({
      BANK: '120.5000',
      EASY_PAISA: '79.5000',
      SALES: '-200.0000',
    });
  });

  it('is still one statement that writes: the parts go with the order in write_order', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    await post(shop, splitSale(shop));
    sentStatements.length = 0;
    const res = await post(shop, splitSale(shop));
    expect(res.statusCode, res.body).toBe(201);
    expect(sentStatements).toHaveLength(3);
    expect(sentStatements.filter((s) => s.includes('write_order('))).toHaveLength(1);
    expect(res.json()).toEqual(await asListed(shop, res.json<OrderWire>().id));
    expect(sentStatements.some((s) => /^\s*(begin|commit|insert|update|delete)\b/i.test(s))).toBe(false);
  });

  it('leaves an order paid one way exactly as before: no payments field', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const res = await post(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '1' }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json())).not.toContain('payments');
  });

  it('refuses parts that do not add up, credit without a regular customer, short cash and malformed parts, writing nothing', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const refused = async (body: Record<string, unknown>, expected: Record<string, string[]>) => {
      const res = await post(shop, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(expected);
    };
    await refused(
      splitSale(shop, {
        payments: [
          { method: 'CASH', amount: '100' },
          { method: 'CREDIT', amount: '100' },
        ],
      }),
      { payments: [SPLIT_MSG.sum] },
    );
    await refused(
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '3' }], {
        amount_received: '200',
        payments: [
          { method: 'CASH', amount: '200' },
          { method: 'CREDIT', amount: '100' },
        ],
      }),
      { buyer: [ORDER_MSG.selectRegularCustomer] },
    );
    await refused(splitSale(shop, { amount_received: '99.99' }), { amount_received: [SPLIT_MSG.cashShort] });
    await refused(
      splitSale(shop, {
        payments: [
          { method: 'CARD', amount: '150' },
          { method: 'CASH', amount: '150' },
        ],
      }),
      { payments: [SPLIT_MSG.serviceRequired] },
    );
    await refused(
      splitSale(shop, {
        payments: [
          { method: 'CASH', amount: '100' },
          { method: 'CASH', amount: '200' },
        ],
      }),
      { payments: [SPLIT_MSG.oneCash] },
    );
    await refused(
      splitSale(shop, {
        payments: [
          { method: 'CASH', amount: '300' },
          { method: 'CREDIT', amount: '0' },
        ],
      }),
      { payments: [SPLIT_MSG.positive] },
    );
    await refused(splitSale(shop, { payments: [{ method: 'CHEQUE', amount: '300' }] }), {
      payments: ['"CHEQUE" is not a valid choice.'],
    });
    await refused(
      saleBody(shop.cashier.userId, shop.regular.id, [{ batch: shop.batch, price: '100', quantity: '-1' }], {
        status: 'RETURNED',
        amount_received: '0',
        payments: [{ method: 'CASH', amount: '100' }],
      }),
      { payments: [SPLIT_MSG.saleOnly] },
    );
    const written = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.sellerId, shop.cashier.userId));
    expect(written[0]?.n).toBe(0);
  });
});
