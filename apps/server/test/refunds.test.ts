import { randomUUID } from 'node:crypto';
import { checkBooks, orderItems, stockMovements, users } from '@tillwise/db';
import { D, type OrderWire, REFUND_MSG, type RefundableWire } from '@tillwise/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { batchBody, type Call, callerFor } from './support/catalog.js';
import { makeShop, orderBooks, type Shop, saleBody, stockAndMovements } from './support/orders.js';

/*
 * Refunds from the receipt (docs/domain/orders.md, "Refunds from the receipt"): `POST
 * order/<id>/refund/` through HTTP. On PostgreSQL (DATABASE_URL) the racing refunds really run in
 * parallel on separate connections; on PGlite they queue, and the same assertions must hold.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const creditOf = async (id: number) =>
  (await t.db.select({ credit: users.credit }).from(users).where(eq(users.id, id)))[0]?.credit;

async function sell(shop: Shop, body: Record<string, unknown>): Promise<OrderWire> {
  const res = await shop.cashier({ method: 'POST', url: '/api/order/', payload: body });
  if (res.statusCode !== 201) throw new Error(`sale refused: ${res.statusCode} ${res.body}`);
  return res.json<OrderWire>();
}

const refund = (
  call: Call,
  orderId: number,
  lines: { item: number; quantity: string }[],
  key = randomUUID(),
) =>
  call({
    method: 'POST',
    url: `/api/order/${orderId}/refund/`,
    payload: { lines },
    headers: { 'idempotency-key': key },
  });

const refundable = async (call: Call, orderId: number) => {
  const res = await call({ method: 'GET', url: `/api/order/${orderId}/refund/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RefundableWire>();
};

const itemOf = (order: OrderWire, i = 0) => order.order_item[i]?.id ?? 0;

describe('a refund from the receipt', () => {
  it('takes part of a card sale back by the card, at the sale price and cost, into the batch it came from', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    // 3 at 100 less 10% is 270; less 5 off the total: 265, paid with JazzCash.
    const sale = await sell(
      shop,
      saleBody(
        shop.cashier.userId,
        shop.walkIn.id,
        [{ batch: shop.batch, price: '100', quantity: '3', discount: '10' }],
        { total_discount: '5', payment_service: 'JAZZ_CASH', transaction_id: 'JC-1' },
      ),
    );
    expect(sale.total).toBe('265.0000');

    const first = await refund(shop.cashier, sale.id, [{ item: itemOf(sale), quantity: '1' }]);
    expect(first.statusCode, first.body).toBe(201);
    const r1 = first.json<OrderWire>();
    expect(r1).toMatchObject({
      status: 'RETURNED',
      refund_of: sale.id,
      total: '-88.3333',
      payment_service: 'JAZZ_CASH',
      transaction_id: 'JC-1',
      amount_received: '0.0000',
    });
    expect(r1.invoice_id).not.toBe(sale.invoice_id);
    expect(r1.order_item[0]).toMatchObject({ quantity: '-1.0000', line_total: '-90.0000' });
    expect(r1.order_item[0]?.batch.id).toBe(shop.batch);
    expect(await orderBooks(t.db, r1.id)).toEqual({
      net: { SALES_RETURNS: '88.3333', JAZZ_CASH: '-88.3333', INVENTORY: '80.0000', COGS: '-80.0000' },
      balanced: true,
      lines: 4,
    });
    expect(await stockAndMovements(t.db, shop.group.store.id, shop.batch)).toEqual({
      stock: '8.0000',
      moved: '8.0000',
    });

    let view = await refundable(shop.cashier, sale.id);
    expect(view).toMatchObject({
      refundable: true,
      total: '265.0000',
      refunded: '88.3333',
      tenders: [{ kind: 'funds', payment_service: 'JAZZ_CASH', reference: 'JC-1', amount: '265.0000' }],
      lines: [{ item: itemOf(sale), quantity: '3.0000', returned: '1.0000', returnable: '2.0000' }],
      refunds: [{ id: r1.id, invoice_id: r1.invoice_id, total: '-88.3333' }],
    });

    // The rest: the two refunds add up to the sale exactly, never a rounding step more.
    const second = await refund(shop.cashier, sale.id, [{ item: itemOf(sale), quantity: '2' }]);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<OrderWire>().total).toBe('-176.6667');
    view = await refundable(shop.cashier, sale.id);
    expect(view.refunded).toBe('265.0000');
    expect(view.lines[0]?.returnable).toBe('0.0000');

    const third = await refund(shop.cashier, sale.id, [{ item: itemOf(sale), quantity: '1' }]);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ lines: [REFUND_MSG.tooMany(1, '0')] });
    expect(await stockAndMovements(t.db, shop.group.store.id, shop.batch)).toEqual({
      stock: '10.0000',
      moved: '10.0000',
    });
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it('puts each line back into its own batch at that batch cost', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const res = await shop.admin({
      method: 'POST',
      url: '/api/batch/',
      payload: batchBody(shop.variant.id, '5', { cost_price: '60', expiry_date: '2099-12-31' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const cheap = res.json<{ id: number }>().id;
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [
        { batch: shop.batch, price: '100', quantity: '2' },
        { batch: cheap, price: '100', quantity: '3' },
      ]),
    );
    const answer = await refund(shop.cashier, sale.id, [
      { item: itemOf(sale, 1), quantity: '2' },
      { item: itemOf(sale, 0), quantity: '1' },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    const r = answer.json<OrderWire>();
    // Cash back 300; goods back at cost 2 × 60 + 1 × 80.
    expect((await orderBooks(t.db, r.id)).net).toEqual({
      SALES_RETURNS: '300.0000',
      CASH: '-300.0000',
      INVENTORY: '200.0000',
      COGS: '-200.0000',
    });
    const moves = await t.db
      .select({ batch: stockMovements.batchId, quantity: stockMovements.quantity, kind: stockMovements.kind })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, r.id))
      .orderBy(asc(stockMovements.id));
    expect(moves).toEqual([
      { batch: cheap, quantity: '2.0000', kind: 'RETURN' },
      { batch: shop.batch, quantity: '1.0000', kind: 'RETURN' },
    ]);
    const links = await t.db
      .select({ of: orderItems.refundOfItemId })
      .from(orderItems)
      .where(eq(orderItems.orderId, r.id))
      .orderBy(asc(orderItems.position));
    expect(links).toEqual([{ of: itemOf(sale, 1) }, { of: itemOf(sale, 0) }]);
    expect((await stockAndMovements(t.db, shop.group.store.id, cheap)).stock).toBe('4.0000');
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('9.0000');
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it("gives a credit sale back to the customer's account first, then its cash part in cash", async () => {
    const shop = await makeShop(t.app, t.db, '10');
    // 300 on Deduct Balance with 60 in cash: 240 went on the customer's account.
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.regular.id, [{ batch: shop.batch, price: '100', quantity: '3' }], {
        amount_received: '60',
        deduct_balance: true,
      }),
    );
    expect(await creditOf(shop.regular.id)).toBe('-240.0000');
    const view = await refundable(shop.cashier, sale.id);
    expect(view.tenders).toEqual([
      { kind: 'funds', payment_service: 'CASH', reference: '', amount: '60.0000' },
      { kind: 'account', payment_service: null, reference: '', amount: '240.0000' },
    ]);
    const answer = await refund(shop.cashier, sale.id, [{ item: itemOf(sale), quantity: '1' }]);
    expect(answer.statusCode, answer.body).toBe(201);
    // The customer's account is filled first, then the cash.
    expect((await orderBooks(t.db, answer.json<OrderWire>().id)).net).toEqual({
      SALES_RETURNS: '100.0000',
      RECEIVABLE: '-100.0000',
      INVENTORY: '80.0000',
      COGS: '-80.0000',
    });
    expect(await creditOf(shop.regular.id)).toBe('-140.0000');
    const rest = await refund(shop.cashier, sale.id, [{ item: itemOf(sale), quantity: '2' }]);
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await orderBooks(t.db, rest.json<OrderWire>().id)).net).toMatchObject({
      SALES_RETURNS: '200.0000',
      RECEIVABLE: '-140.0000',
      CASH: '-60.0000',
    });
    expect(await creditOf(shop.regular.id)).toBe('0.0000');
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it("gives a split sale back per part: the customer's account, then the card with its reference, then cash", async () => {
    const shop = await makeShop(t.app, t.db, '10');
    // 300 paid 100 in cash (120 handed over), 150 by JazzCash, 50 on the customer's account.
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.regular.id, [{ batch: shop.batch, price: '100', quantity: '3' }], {
        amount_received: '120',
        payments: [
          { method: 'CASH', amount: '100' },
          { method: 'CARD', amount: '150', payment_service: 'JAZZ_CASH', transaction_id: 'JC-9' },
          { method: 'CREDIT', amount: '50' },
        ],
      }),
    );
    expect(await creditOf(shop.regular.id)).toBe('-50.0000');
    expect((await refundable(shop.cashier, sale.id)).tenders).toEqual([
      { kind: 'funds', payment_service: 'CASH', reference: '', amount: '100.0000' },
      { kind: 'funds', payment_service: 'JAZZ_CASH', reference: 'JC-9', amount: '150.0000' },
      { kind: 'account', payment_service: null, reference: '', amount: '50.0000' },
    ]);
    const first = await refund(shop.cashier, sale.id, [{ item: itemOf(sale), quantity: '1' }]);
    expect(first.statusCode, first.body).toBe(201);
    expect((await orderBooks(t.db, first.json<OrderWire>().id)).net).toEqual({
      SALES_RETURNS: '100.0000',
      RECEIVABLE: '-50.0000',
      JAZZ_CASH: '-50.0000',
      INVENTORY: '80.0000',
      COGS: '-80.0000',
    });
    expect(await creditOf(shop.regular.id)).toBe('0.0000');
    const rest = await refund(shop.cashier, sale.id, [{ item: itemOf(sale), quantity: '2' }]);
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await orderBooks(t.db, rest.json<OrderWire>().id)).net).toMatchObject({
      SALES_RETURNS: '200.0000',
      JAZZ_CASH: '-100.0000',
      CASH: '-100.0000',
    });
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it('links the refund and the sale both ways', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '1' }]),
    );
    const answer = await refund(shop.cashier, sale.id, [{ item: itemOf(sale), quantity: '1' }]);
    const r = answer.json<OrderWire>();
    const read = await shop.cashier({ method: 'GET', url: `/api/order/${r.id}/` });
    expect(read.json<{ results: OrderWire[] }>().results[0]?.refund_of).toBe(sale.id);
    const original = await shop.cashier({ method: 'GET', url: `/api/order/${sale.id}/` });
    expect(original.json<{ results: OrderWire[] }>().results[0]?.refund_of).toBeNull();
    expect((await refundable(shop.cashier, sale.id)).refunds.map((x) => x.id)).toEqual([r.id]);
  });
});

describe('what a refund refuses', () => {
  it('more than is returnable, a line of another order, a line twice, a quantity of zero or nothing at all', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '2' }]),
    );
    const other = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '1' }]),
    );
    const item = itemOf(sale);
    const cases: [{ item: number; quantity: string }[], string][] = [
      [[{ item, quantity: '3' }], REFUND_MSG.tooMany(1, '2')],
      [[{ item: itemOf(other), quantity: '1' }], REFUND_MSG.notALine],
      [
        [
          { item, quantity: '1' },
          { item, quantity: '1' },
        ],
        REFUND_MSG.twice,
      ],
      [[{ item, quantity: '0' }], REFUND_MSG.quantityPositive],
      [[{ item, quantity: '-1' }], REFUND_MSG.quantityPositive],
      [[{ item, quantity: '0.00001' }], REFUND_MSG.quantityPositive],
      [[{ item, quantity: 'abc' }], REFUND_MSG.quantityPositive],
      [[], REFUND_MSG.nothingPicked],
    ];
    for (const [lines, message] of cases) {
      const res = await refund(shop.cashier, sale.id, lines);
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(res.json<{ lines: string[] }>().lines).toContain(message);
    }
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('7.0000');
  });

  it('a return, a refund, an unknown order and a request without an Idempotency-Key', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '2' }]),
    );
    const ret = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '-1' }], {
        status: 'RETURNED',
        amount_received: '0',
      }),
    );
    const notSale = await refund(shop.cashier, ret.id, [{ item: itemOf(ret), quantity: '1' }]);
    expect(notSale.statusCode).toBe(400);
    expect(notSale.json()).toEqual({ non_field_errors: [REFUND_MSG.notASale] });

    const r = (
      await refund(shop.cashier, sale.id, [{ item: itemOf(sale), quantity: '1' }])
    ).json<OrderWire>();
    const ofRefund = await refund(shop.cashier, r.id, [{ item: itemOf(r), quantity: '1' }]);
    expect(ofRefund.statusCode).toBe(400);

    expect((await refund(shop.cashier, 2_000_000_000, [{ item: 1, quantity: '1' }])).statusCode).toBe(404);
    const keyless = await shop.cashier({
      method: 'POST',
      url: `/api/order/${sale.id}/refund/`,
      payload: { lines: [{ item: itemOf(sale), quantity: '1' }] },
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json<{ detail: string }>().detail).toMatch(/Idempotency-Key/);
  });
});

describe('who may refund', () => {
  it("sales staff and managers of the sale's company; a head office admin sees it but cannot refund it; others do not find it", async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '3' }]),
    );
    const lines = [{ item: itemOf(sale), quantity: '1' }];
    const colleague = await callerFor(t.app, t.db, 'SALES_STAFF', shop.group.store.id);
    expect((await refund(colleague, sale.id, lines)).statusCode).toBe(201);
    expect((await refund(shop.admin, sale.id, lines)).statusCode).toBe(201);

    const headOffice = await callerFor(t.app, t.db, 'SUPER_ADMIN', shop.group.parent.id);
    expect((await refundable(headOffice, sale.id)).refundable).toBe(false);
    const fromHead = await refund(headOffice, sale.id, lines);
    expect(fromHead.statusCode).toBe(404);

    const outletCashier = await callerFor(t.app, t.db, 'SALES_STAFF', shop.group.outlet.id);
    expect((await refund(outletCashier, sale.id, lines)).statusCode).toBe(404);
    expect((await outletCashier({ method: 'GET', url: `/api/order/${sale.id}/refund/` })).statusCode).toBe(
      404,
    );
    const stranger = await callerFor(t.app, t.db, 'SALES_STAFF', shop.group.elsewhere.id);
    expect((await refund(stranger, sale.id, lines)).statusCode).toBe(404);
    const customer = await callerFor(t.app, t.db, 'ADMIN', (await makeFactory()).id);
    expect((await refund(customer, sale.id, lines)).statusCode).toBe(403);
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('9.0000');
  });
});

async function makeFactory() {
  const { makeCompany } = await import('./support/factories.js');
  return makeCompany(t.db, { type: 'FACTORY' });
}

describe('Idempotency-Key on a refund', () => {
  it('answers a repeat with the first refund, a different body with 409, and writes once', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '3' }]),
    );
    const key = randomUUID();
    const lines = [{ item: itemOf(sale), quantity: '1' }];
    const first = await refund(shop.cashier, sale.id, lines, key);
    const again = await refund(shop.cashier, sale.id, lines, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await refund(shop.cashier, sale.id, [{ item: itemOf(sale), quantity: '2' }], key);
    expect(other.statusCode).toBe(409);
    expect((await refundable(shop.cashier, sale.id)).refunds).toHaveLength(1);
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('8.0000');
  });

  it('replays the first refund when the same request arrives twice at once', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '3' }]),
    );
    const key = randomUUID();
    const lines = [{ item: itemOf(sale), quantity: '1' }];
    const answers = await Promise.all([1, 2, 3].map(() => refund(shop.cashier, sale.id, lines, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json<OrderWire>().id)).size).toBe(1);
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('8.0000');
  });
});

describe('refunds racing for the last returnable units', () => {
  it('two refunds of the last unit: exactly one is written', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const sale = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '1' }]),
    );
    const lines = [{ item: itemOf(sale), quantity: '1' }];
    const answers = await Promise.all([
      refund(shop.cashier, sale.id, lines),
      refund(shop.admin, sale.id, lines),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json<{ lines: string[] }>().lines[0]).toMatch(/at most 0\.00|refunded by someone else/);
    expect(await stockAndMovements(t.db, shop.group.store.id, shop.batch)).toEqual({
      stock: '10.0000',
      moved: '10.0000',
    });
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it('eight refunds of one unit each of a sale of three: three are written, adding up to the sale exactly', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    // 3 at 33.3333, less 10%: every third is a rounding step; the three refunds must still add up.
    const sale = await sell(
      shop,
      saleBody(
        shop.cashier.userId,
        shop.walkIn.id,
        [{ batch: shop.batch, price: '33.3333', quantity: '3', discount: '10' }],
        { total_discount: '0.01' },
      ),
    );
    const lines = [{ item: itemOf(sale), quantity: '1' }];
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(shop.cashier, sale.id, lines)));
    const written = answers.filter((a) => a.statusCode === 201);
    expect(written).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    const sum = written.reduce((s, a) => s.plus(a.json<OrderWire>().total), new D(0));
    expect(sum.negated().toFixed(4)).toBe(sale.total);
    const view = await refundable(shop.cashier, sale.id);
    expect(view).toMatchObject({ refunded: sale.total, lines: [{ returnable: '0.0000' }] });
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('10.0000');
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });
});

describe('the counter return of the original client', () => {
  it('still takes goods back with negative quantities, unlinked', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const ret = await sell(
      shop,
      saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity: '-2' }], {
        status: 'RETURNED',
        amount_received: '0',
      }),
    );
    expect(ret).toMatchObject({ status: 'RETURNED', total: '-200.0000', refund_of: null });
    const [row] = await t.db
      .select({ of: orderItems.refundOfItemId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, ret.id)));
    expect(row?.of).toBeNull();
    expect((await stockAndMovements(t.db, shop.group.store.id, shop.batch)).stock).toBe('12.0000');
  });
});
