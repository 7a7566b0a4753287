import { accounts, batches, checkBooks, type Db } from '@tillwise/db';
import {
  D,
  FUNDS_PURPOSES,
  ORDER_MSG,
  type OrderWire,
  orderTotal,
  type PartyStatement,
} from '@tillwise/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { accountsOffTheJournal, companyFiguresOf, journalNet } from './support/books.js';
import { type Call, callerFor, createProduct, receive } from './support/catalog.js';
import { makeCompany, makeUser } from './support/factories.js';
import {
  makeDepartments as makeOrderDepartments,
  orderBooks,
  saleBody,
  stockAndMovements,
} from './support/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const makeDepartments = (db: Db) => makeOrderDepartments(t.app, db);
type Departments = Awaited<ReturnType<typeof makeDepartments>>;

interface Line {
  batch?: number;
  order_batch?: Record<string, unknown>;
  price: string;
  quantity: string;
  discount?: string;
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

const newBatch = (variant: number, quantity: string) => ({
  manufacturing_date: '2026-11-01',
  expiry_date: '2027-05-01',
  quantity,
  product_variant: String(variant),
});

const post = (call: Call, body: Record<string, unknown>, url = '/api/internal-order/', key?: string) =>
  call({
    method: 'POST',
    url,
    payload: body,
    headers: key ? { 'idempotency-key': key } : {},
  });

async function payables(call: Call) {
  const res = await call({ method: 'GET', url: '/api/total-payable-receivable/0/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    amount: { seller_company_id: number; payable_amount: string; receivable_amount: string }[];
  }>().amount;
}

/** What the store and the outlet each show of the other in total-payable-receivable/. */
async function storeAndOutletRows(d: Departments) {
  const store = (await payables(d.store)).find((r) => r.seller_company_id === d.group.outlet.id);
  const outlet = (await payables(d.outlet)).find((r) => r.seller_company_id === d.group.store.id);
  return { store, outlet };
}

const expectStockAgrees = async (companyId: number, batchId: number, quantity: string) => {
  const s = await stockAndMovements(t.db, companyId, batchId);
  expect(s).toEqual({ stock: quantity, moved: quantity });
};

describe('a vendor\'s statement (docs/domain/credit.md, "Statements")', () => {
  it('reads what we owe the vendor: the purchase an invoice, our payment a payment, the ageing of the rest', async () => {
    const d = await makeDepartments(t.db);
    const body = internalBody(d.vendor.id, d.store.userId, [
      { order_batch: newBatch(d.variant.id, '5'), price: '80.0000', quantity: '5' },
    ]);
    const bought = await post(
      d.store,
      { ...body, amount_received: '300' },
      '/api/internal-order/',
      crypto.randomUUID(),
    );
    expect(bought.statusCode, bought.body).toBe(201);
    const order = bought.json<OrderWire>();
    const paid = await d.store({
      method: 'POST',
      url: '/api/transaction/',
      payload: {
        transaction_id: 'CHQ-7',
        description: 'to Farms',
        payor: d.vendor.id,
        amount: '-40',
        p_s: 'Debit',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [account] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.companyId, d.group.store.id),
          eq(accounts.purpose, 'PAYABLE'),
          eq(accounts.counterpartyCompanyId, d.farms.id),
        ),
      );
    expect(account).toBeDefined();
    const day = new Date().toISOString().slice(0, 10);
    const res = await d.store({
      method: 'GET',
      url: `/api/ledger/party-statement/?account=${account?.id}&start_date=${day}&end_date=${day}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json<PartyStatement>();
    // A payable is turned round: what the store owes the vendor reads positive.
    expect(statement).toMatchObject({
      party_kind: 'vendor',
      opening_balance: '0.0000',
      invoices: '100.0000',
      payments: '40.0000',
      refunds: '0.0000',
      adjustments: '0.0000',
      closing_balance: '60.0000',
      ageing: { '0-30': '60.0000', '31-60': '0.0000', '61-90': '0.0000', '90+': '0.0000' },
    });
    expect(statement.lines.map((l) => [l.kind, l.reference, l.balance])).toEqual([
      ['invoice', order.invoice_id, '100.0000'],
      ['payment', expect.any(String), '60.0000'],
    ]);
    // The outlet's admin does not read the store's books.
    const other = await d.outlet({
      method: 'GET',
      url: `/api/ledger/party-statement/?account=${account?.id}&start_date=${day}&end_date=${day}`,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('internal purchases', () => {
  it('buys from a vendor with cash given: a new batch received, inventory against cash and the payable', async () => {
    const d = await makeDepartments(t.db);
    const body = internalBody(d.vendor.id, d.store.userId, [
      { order_batch: newBatch(d.variant.id, '5'), price: '80.0000', quantity: '5' },
    ]);
    const res = await post(
      d.store,
      { ...body, amount_received: '300' },
      '/api/internal-order/',
      crypto.randomUUID(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order).toMatchObject({
      internal_order: true,
      status: 'COMPLETE',
      total: '400.0000',
      seller: d.vendor.id,
    });
    const bought = order.order_item[0]?.batch.id ?? 0;
    expect(bought).not.toBe(d.batch);
    await expectStockAgrees(d.group.store.id, bought, '5.0000');

    const books = await orderBooks(t.db, order.id);
    expect(books.balanced).toBe(true);
    expect(books.net).toEqual({ INVENTORY: '400.0000', CASH: '-300.0000', PAYABLE: '-100.0000' });
    const row = (await payables(d.store)).find((r) => r.seller_company_id === d.farms.id);
    expect(row).toMatchObject({ payable_amount: '100.0000', receivable_amount: '0.0000' });
  });

  it('replays orderoffline/ with inline batches, and the same key twice makes one order', async () => {
    const d = await makeDepartments(t.db);
    const body = internalBody(d.vendor.id, d.store.userId, [
      { order_batch: newBatch(d.variant.id, '3'), price: '80.0000', quantity: '3' },
      { order_batch: newBatch(d.variant.id, '2'), price: '80.0000', quantity: '2' },
    ]);
    const { internal_order: _dropped, ...offline } = body;
    const key = crypto.randomUUID();
    const first = await post(d.store, offline, '/api/orderoffline/', key);
    const again = await post(d.store, offline, '/api/orderoffline/', key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json<OrderWire>().id).toBe(first.json<OrderWire>().id);
    const order = first.json<OrderWire>();
    expect(order.internal_order).toBe(true);
    expect(order.order_item.map((i) => i.quantity)).toEqual(['3.0000', '2.0000']);
    for (const item of order.order_item) {
      await expectStockAgrees(d.group.store.id, item.batch.id, item.quantity);
    }
  });

  it("counts the original client's two steps once: the order takes over the batch POST batch/ received", async () => {
    const d = await makeDepartments(t.db);
    const made = await receive(d.store, d.variant.id, '5');
    const body = internalBody(d.vendor.id, d.store.userId, [
      { batch: made, price: '80.0000', quantity: '5' },
    ]);
    const res = await d.store({ method: 'POST', url: '/api/order/', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    await expectStockAgrees(d.group.store.id, made, '5.0000');
    const [linked] = await t.db
      .select({ item: batches.orderItemId })
      .from(batches)
      .where(eq(batches.id, made));
    expect(linked?.item).toBe(res.json<OrderWire>().order_item[0]?.id);

    const twice = await d.store({ method: 'POST', url: '/api/order/', payload: body });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(`Batch ${made} is not a new receipt`);
    await expectStockAgrees(d.group.store.id, made, '5.0000');
  });

  it('buys from a department of the group: the seller posts the mirror entry, payable equals receivable', async () => {
    const d = await makeDepartments(t.db);
    const outletAdmin = d.outlet.userId;
    const body = internalBody(outletAdmin, d.store.userId, [
      { order_batch: newBatch(d.variant.id, '4'), price: '90.0000', quantity: '4' },
    ]);
    const res = await post(d.store, body);
    expect(res.statusCode, res.body).toBe(201);
    const books = await orderBooks(t.db, res.json<OrderWire>().id);
    expect(books.balanced).toBe(true);
    // Store: the new batch into inventory at its price, 360, against the purchase clearing, which the
    // invoice clears against the payable. Outlet: receivable 360 / sales 360; no stock of its own left
    // it (the goods are new batches), so no cost of goods moves there.
    expect(books.net).toEqual({
      INVENTORY: '360.0000',
      PAYABLE: '-360.0000',
      RECEIVABLE: '360.0000',
      SALES: '-360.0000',
    });
    const rows = await storeAndOutletRows(d);
    expect([rows.store?.payable_amount, rows.outlet?.receivable_amount]).toEqual(['360.0000', '360.0000']);
  });
});

describe('transfers and returns', () => {
  const transfer = (d: Departments, quantity: string, extra: Record<string, unknown> = {}) =>
    post(
      d.store,
      internalBody(d.store.userId, d.outlet.userId, [{ batch: d.batch, price: '88.0000', quantity }], extra),
    );

  it('moves stock from the store to the outlet: movements net to zero, both books balance and agree', async () => {
    const d = await makeDepartments(t.db);
    const res = await transfer(d, '6');
    expect(res.statusCode, res.body).toBe(201);
    await expectStockAgrees(d.group.store.id, d.batch, '14.0000');
    await expectStockAgrees(d.group.outlet.id, d.batch, '6.0000');
    const books = await orderBooks(t.db, res.json<OrderWire>().id);
    expect(books.balanced).toBe(true);
    // Store: receivable 528 / sales 528, COGS 480 / inventory 480. Outlet: inventory 480 at the batch's
    // cost and the markup of 48 on the purchase clearing, against payable 528. Inventory nets to nothing.
    expect(books.net).toEqual({
      RECEIVABLE: '528.0000',
      SALES: '-528.0000',
      COGS: '480.0000',
      PURCHASE_VARIANCE: '48.0000',
      PAYABLE: '-528.0000',
    });
    const rows = await storeAndOutletRows(d);
    expect([rows.store?.receivable_amount, rows.outlet?.payable_amount]).toEqual(['528.0000', '528.0000']);

    // The outlet's cashier can now sell from the transferred batch.
    const cashier = await callerFor(t.app, t.db, 'SALES_STAFF', d.group.outlet.id);
    const walkIn = await makeUser(t.db, { type: 'WALK_IN_CUSTOMER', companyId: d.group.outlet.id });
    const sale = await cashier({
      method: 'POST',
      url: '/api/order/',
      payload: {
        order_item: [{ batch: d.batch, price: '100', discount: '0', quantity: '2' }],
        buyer: walkIn.id,
        seller: cashier.userId,
        total_discount: '0',
        total: '200.0000',
        cash_payment: true,
        amount_received: '200',
        amount_discount: true,
      },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    await expectStockAgrees(d.group.outlet.id, d.batch, '4.0000');
  });

  it('returns goods to the department with RETURNED: the flow reversed in stock and in both books', async () => {
    const d = await makeDepartments(t.db);
    expect((await transfer(d, '6')).statusCode).toBe(201);
    // The outlet sends 2 back to the store.
    const body = internalBody(
      d.outlet.userId,
      d.store.userId,
      [{ batch: d.batch, price: '88.0000', quantity: '-2' }],
      {
        status: 'RETURNED',
      },
    );
    const res = await post(d.outlet, body);
    expect(res.statusCode, res.body).toBe(403);
    // An outlet admin is no admin of the internal order screen; the store takes the return as a
    // return it sends instead: the store returns 2 of what it bought from the vendor.
    const buy = await post(
      d.store,
      internalBody(d.vendor.id, d.store.userId, [
        { order_batch: newBatch(d.variant.id, '5'), price: '80.0000', quantity: '5' },
      ]),
    );
    const bought = buy.json<OrderWire>().order_item[0]?.batch.id ?? 0;
    const back = await post(
      d.store,
      internalBody(d.store.userId, d.vendor.id, [{ batch: bought, price: '80.0000', quantity: '-2' }], {
        status: 'RETURNED',
        amount_received: '50',
      }),
    );
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json<OrderWire>()).toMatchObject({ status: 'RETURNED', total: '-160.0000' });
    await expectStockAgrees(d.group.store.id, bought, '3.0000');
    const books = await orderBooks(t.db, back.json<OrderWire>().id);
    expect(books.net).toEqual({ PAYABLE: '110.0000', CASH: '50.0000', INVENTORY: '-160.0000' });
    const row = (await payables(d.store)).find((r) => r.seller_company_id === d.farms.id);
    expect(row?.payable_amount).toBe('290.0000');
  });

  it('returns to a department of the group: out of my stock into theirs, their sale reversed', async () => {
    const d = await makeDepartments(t.db);
    // The outlet's stock of the batch, then the store returns 3 of its own to the outlet.
    expect((await transfer(d, '6')).statusCode).toBe(201);
    const res = await post(
      d.store,
      internalBody(d.store.userId, d.outlet.userId, [{ batch: d.batch, price: '88.0000', quantity: '-3' }], {
        status: 'RETURNED',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    await expectStockAgrees(d.group.store.id, d.batch, '11.0000');
    await expectStockAgrees(d.group.outlet.id, d.batch, '9.0000');
    const books = await orderBooks(t.db, res.json<OrderWire>().id);
    expect(books.balanced).toBe(true);
    // Store: payable 264 / purchase clearing 264, the goods out at cost 240 against the clearing.
    // Outlet: sales returns 264 / receivable 264, the goods back in at 240 against COGS.
    expect(books.net).toEqual({
      PAYABLE: '264.0000',
      PURCHASE_VARIANCE: '-24.0000',
      SALES_RETURNS: '264.0000',
      RECEIVABLE: '-264.0000',
      COGS: '-240.0000',
    });
  });

  it('never takes a batch below zero, even with transfers racing', async () => {
    const d = await makeDepartments(t.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => transfer(d, '3')));
    const ok = results.filter((r) => r.statusCode === 201).length;
    expect(ok).toBe(6);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(r.body).toContain(ORDER_MSG.batchStockLess);
    }
    await expectStockAgrees(d.group.store.id, d.batch, '2.0000');
    await expectStockAgrees(d.group.outlet.id, d.batch, new D(ok * 3).toFixed(4));
  });

  it('refuses sales staff, stock of another company, and cash given to a department', async () => {
    const d = await makeDepartments(t.db);
    const body = internalBody(d.store.userId, d.outlet.userId, [
      { batch: d.batch, price: '88.0000', quantity: '1' },
    ]);
    expect((await post(d.storeCashier, body)).statusCode).toBe(403);
    expect((await d.storeCashier({ method: 'POST', url: '/api/order/', payload: body })).statusCode).toBe(
      403,
    );
    // The outlet holds none of the batch; the store cannot move the outlet's stock either.
    const theirs = internalBody(d.outlet.userId, d.store.userId, [
      { batch: d.batch, price: '88.0000', quantity: '1' },
    ]);
    const asStore = await post(d.store, { ...theirs, internal_order: true, order_item: theirs.order_item });
    expect(asStore.statusCode).toBe(400);
    expect((await post(d.store, { ...body, amount_received: '10' })).body).toContain(
      'Cash given is only for vendors.',
    );
    await expectStockAgrees(d.group.store.id, d.batch, '20.0000');
  });
});

describe('transfers in opposite directions at once', () => {
  /*
   * Two stores of one group, each with stock of its own, sending to each other (and to the
   * outlet) at the same time. On PostgreSQL the requests run in parallel: each order locks both
   * companies in id order before writing, so none deadlocks; every request succeeds or is refused
   * with a 4xx, and the books stay equal to the journal.
   */
  it('all succeed or fail cleanly, and every balance stays equal to the journal', async () => {
    const d = await makeDepartments(t.db);
    const other = await makeCompany(t.db, { type: 'STORE', parentId: d.group.parent.id });
    const otherAdmin = await callerFor(t.app, t.db, 'ADMIN', other.id);
    const product = await createProduct(otherAdmin);
    const otherBatch = await receive(otherAdmin, product.product_variant[0]?.id ?? 0, '20');
    const send = (from: Call & { userId: number }, to: number, batch: number, quantity: string, extra = {}) =>
      post(from, internalBody(from.userId, to, [{ batch, price: '88.0000', quantity }], extra));

    const requests = Array.from({ length: 6 }, (_, i) => [
      send(d.store, otherAdmin.userId, d.batch, '1'),
      send(otherAdmin, d.store.userId, otherBatch, '1'),
      send(otherAdmin, d.outlet.userId, otherBatch, '1'),
      ...(i % 2 === 0 ? [send(d.store, d.outlet.userId, d.batch, '1')] : []),
    ]).flat();
    const answers = await Promise.all(requests);
    for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(answers.length);

    // Returns each way as well, racing transfers.
    const returns = await Promise.all([
      send(d.store, otherAdmin.userId, d.batch, '-1', { status: 'RETURNED' }),
      send(otherAdmin, d.store.userId, otherBatch, '-1', { status: 'RETURNED' }),
      send(d.store, otherAdmin.userId, d.batch, '1'),
      send(otherAdmin, d.store.userId, otherBatch, '1'),
    ]);
    for (const r of returns) expect(r.statusCode, r.body).toBeLessThan(500);

    expect(await accountsOffTheJournal(t.db)).toEqual([]);
    const ids = [d.group.store.id, other.id, d.group.outlet.id];
    const shown = await Promise.all(ids.map(async (id) => ({ id, ...(await companyFiguresOf(t.db, id)) })));
    for (const c of shown) {
      expect(c.balance).toBe(await journalNet(t.db, [c.id], [...FUNDS_PURPOSES]));
      expect(new D(c.credit).toFixed(4)).toBe(
        new D(await journalNet(t.db, [c.id], ['PAYABLE'])).negated().toFixed(4),
      );
    }
    await expectStockAgrees(
      d.group.store.id,
      d.batch,
      (await stockAndMovements(t.db, d.group.store.id, d.batch)).moved,
    );
  });
});

describe('cancelling (docs/domain/orders.md, "Status life cycle")', () => {
  const booksOfGroup = (d: Departments) => checkBooks(t.db, [d.group.store.id, d.group.outlet.id]);
  const transfer = (d: Departments, quantity: string, status: string) =>
    post(
      d.store,
      internalBody(d.store.userId, d.outlet.userId, [{ batch: d.batch, price: '88.0000', quantity }], {
        status,
      }),
    );
  const patch = (d: Departments, id: number, status: string) =>
    d.store({ method: 'PATCH', url: `/api/order/${id}/`, payload: { status } });

  it('reverses a pending transfer: the goods back at the store, both books as before', async () => {
    const d = await makeDepartments(t.db);
    const storeFunds = await journalNet(
      t.db,
      [d.group.store.id],
      ['RECEIVABLE', 'SALES', 'COGS', 'INVENTORY'],
    );
    const outletOwes = await journalNet(
      t.db,
      [d.group.outlet.id],
      ['PAYABLE', 'INVENTORY', 'PURCHASE_VARIANCE'],
    );
    const res = await transfer(d, '6', 'PENDING');
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    await expectStockAgrees(d.group.outlet.id, d.batch, '6.0000');

    const cancelled = await patch(d, order.id, 'CANCEL');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<OrderWire>().status).toBe('CANCEL');
    await expectStockAgrees(d.group.store.id, d.batch, '20.0000');
    await expectStockAgrees(d.group.outlet.id, d.batch, '0.0000');
    expect(await journalNet(t.db, [d.group.store.id], ['RECEIVABLE', 'SALES', 'COGS', 'INVENTORY'])).toBe(
      storeFunds,
    );
    expect(await journalNet(t.db, [d.group.outlet.id], ['PAYABLE', 'INVENTORY', 'PURCHASE_VARIANCE'])).toBe(
      outletOwes,
    );
    // The stock came back through movements of the order; its invoices were reversed (entries of
    // their own that name what they reverse).
    const books = await orderBooks(t.db, order.id);
    expect(books.net).toEqual({
      PAYABLE: '-528.0000',
      PURCHASE_VARIANCE: '528.0000',
      RECEIVABLE: '528.0000',
      SALES: '-528.0000',
    });
    expect(await booksOfGroup(d)).toEqual([]);
    // Cancelled is final.
    const again = await patch(d, order.id, 'COMPLETE');
    expect(again.json()).toEqual({ status: [ORDER_MSG.cancelled] });
  });

  it('refuses to cancel once the goods have left, and once the buyer has used them', async () => {
    const d = await makeDepartments(t.db);
    const done = (await transfer(d, '2', 'COMPLETE')).json<OrderWire>();
    expect((await patch(d, done.id, 'CANCEL')).json()).toEqual({ status: [ORDER_MSG.goodsLeft] });

    const pending = (await transfer(d, '4', 'PENDING')).json<OrderWire>();
    // The outlet sells 5 of the 6 it holds at its counter before the pending order is cancelled.
    const till = await callerFor(t.app, t.db, 'SALES_STAFF', d.group.outlet.id);
    const walkIn = await makeUser(t.db, { type: 'WALK_IN_CUSTOMER', companyId: d.group.outlet.id });
    const me = (await till({ method: 'GET', url: '/api/user-data/' })).json().results[0];
    const sold = await till({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(me.id, walkIn.id, [{ batch: d.batch, price: '100', quantity: '5' }]),
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const refused = await patch(d, pending.id, 'CANCEL');
    expect(refused.json()).toEqual({ status: [ORDER_MSG.goodsUsed] });
    expect((await t.db.select().from(batches).where(eq(batches.id, d.batch))).length).toBe(1);
    await expectStockAgrees(d.group.outlet.id, d.batch, '1.0000');
    expect(await booksOfGroup(d)).toEqual([]);
    expect((await patch(d, pending.id, 'RETURNED')).json()).toEqual({ status: [ORDER_MSG.returnIsNewOrder] });
  });
});
