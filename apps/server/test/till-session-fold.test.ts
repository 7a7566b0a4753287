import { accounts, journalEntries, journalLines, orderItems, orders, tillSessionSums } from '@tillwise/db';
import { D, type OrderWire, type TillReportWire, type TillSessionWire } from '@tillwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldAllTillSessions } from '../src/modules/till-sessions/fold.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

// The X and Z reports read a session's folded figures plus its orders not yet folded
// (docs/till-sessions.md, "Speed"): whatever has been folded, they must equal the session's
// orders summed afresh.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const FUNDS = { CASH: 'CASH', BANK: 'BANK', JAZZ_CASH: 'JAZZ_CASH', EASY_PAISA: 'EASY_PAISA' } as const;

/** The report's figures summed afresh from the session's orders, their lines and their entries. */
async function independentSum(sessionId: number) {
  const own = await t.db.select().from(orders).where(eq(orders.tillSessionId, sessionId));
  own.sort((a, b) => a.id - b.id);
  const sales = own.filter((o) => o.status !== 'RETURNED');
  const returned = own.filter((o) => o.status === 'RETURNED');
  const items = sales.length
    ? await t.db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            sales.map((o) => o.id),
          ),
        )
    : [];
  const lines = await t.db
    .select({ purpose: accounts.purpose, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.sourceType, 'order'),
        inArray(
          journalEntries.sourceId,
          own.map((o) => o.id),
        ),
      ),
    );
  const net = (purpose: string) =>
    lines
      .filter((l) => l.purpose === purpose)
      .reduce((s, l) => s.plus(l.debit).minus(l.credit), new D(0))
      .toFixed(4);
  const gross = items.reduce((s, i) => s.plus(new D(i.price).times(i.quantity)), new D(0));
  const netSales = sales.reduce((s, o) => s.plus(o.total), new D(0));
  return {
    sales_count: sales.length,
    returns_count: returned.length,
    gross_sales: gross.toFixed(4),
    net_sales: netSales.toFixed(4),
    discounts: gross.minus(netSales).toFixed(4),
    returns: returned.reduce((s, o) => s.minus(o.total), new D(0)).toFixed(4),
    takings: Object.fromEntries(Object.keys(FUNDS).map((m) => [m, net(m)])),
    on_account: net('RECEIVABLE'),
    first_invoice: own[0]?.invoiceId ?? null,
    last_invoice: own[own.length - 1]?.invoiceId ?? null,
  };
}

const figuresOf = (r: TillReportWire) => ({
  sales_count: r.sales_count,
  returns_count: r.returns_count,
  gross_sales: r.gross_sales,
  net_sales: r.net_sales,
  discounts: r.discounts,
  returns: r.returns,
  takings: Object.fromEntries(r.by_method.map((m) => [m.method, m.takings])),
  on_account: r.on_account,
  first_invoice: r.first_invoice,
  last_invoice: r.last_invoice,
});

/** The report as a manager reads it: every figure (the cashier's X report is blind). */
async function report(shop: Shop, sessionId: number) {
  const res = await shop.admin({ method: 'GET', url: `/api/till-session/${sessionId}/report/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TillReportWire>();
}

const folded = async (sessionId: number) =>
  (await t.db.select().from(tillSessionSums).where(eq(tillSessionSums.sessionId, sessionId)))[0];

describe('a till session folded in part', () => {
  it('reports the same figures as its orders summed afresh, folded or not, after a refund, and once closed', async () => {
    const shop = await makeShop(t.app, t.db, '50');
    // No till: the session the server keeps for the cashier, which a refund (no header) joins too.
    const opened = await shop.cashier({
      method: 'POST',
      url: '/api/till-session/',
      payload: { opening_float: '500' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json<TillSessionWire>();
    const sell = async (body: Record<string, unknown>) => {
      const res = await shop.cashier({ method: 'POST', url: '/api/order/', payload: body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<OrderWire>();
    };
    const line = (quantity: string, discount = '0') => [
      { batch: shop.batch, price: '100', quantity, discount },
    ];

    // Two sales, folded: a cash sale at 10% off and a JazzCash sale.
    const first = await sell(saleBody(shop.cashier.userId, shop.walkIn.id, line('3', '10')));
    await sell(
      saleBody(shop.cashier.userId, shop.walkIn.id, line('1'), {
        payment_service: 'JAZZ_CASH',
        transaction_id: 'JC-9',
      }),
    );
    await foldAllTillSessions(t.db);
    expect(await folded(session.id)).toMatchObject({ salesCount: 2, returnsCount: 0 });
    expect(figuresOf(await report(shop, session.id))).toEqual(await independentSum(session.id));

    // Then, not yet folded: a sale half on account and a refund of one unit of the first sale, in cash.
    await sell(
      saleBody(shop.cashier.userId, shop.regular.id, line('2'), {
        amount_received: '50',
        deduct_balance: true,
      }),
    );
    const refund = await shop.cashier({
      method: 'POST',
      url: `/api/order/${first.id}/refund/`,
      payload: { lines: [{ item: first.order_item[0]?.id, quantity: '1' }] },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await folded(session.id)).toMatchObject({ salesCount: 2, returnsCount: 0 });
    const partly = figuresOf(await report(shop, session.id));
    const expected = await independentSum(session.id);
    expect(partly).toEqual(expected);
    expect(partly).toMatchObject({
      sales_count: 3,
      returns_count: 1,
      returns: '90.0000',
      discounts: '30.0000',
    });

    // Folding changes nothing a reader sees.
    await foldAllTillSessions(t.db);
    expect(await folded(session.id)).toMatchObject({ salesCount: 3, returnsCount: 1 });
    expect(figuresOf(await report(shop, session.id))).toEqual(expected);

    // A last sale, unfolded, then the close: it folds the session whole, and the Z report is exact.
    await sell(saleBody(shop.cashier.userId, shop.walkIn.id, line('1')));
    const x = await report(shop, session.id);
    const closed = await shop.cashier({
      method: 'POST',
      url: `/api/till-session/${session.id}/close/`,
      payload: {
        counted: Object.fromEntries(x.by_method.map((m) => [m.method, m.expected])),
        pending_offline_sales: 0,
      },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const z = closed.json<TillReportWire>();
    const all = await independentSum(session.id);
    expect(figuresOf(z)).toEqual(all);
    expect(z).toMatchObject({ kind: 'Z', difference: '0.0000', expected_cash: x.expected_cash });
    expect(await folded(session.id)).toMatchObject({ salesCount: 4, returnsCount: 1, foldedThrough: 9e15 });

    // A periodic fold after the close adds nothing twice; the reprint is the same.
    await foldAllTillSessions(t.db);
    expect(figuresOf(await report(shop, session.id))).toEqual(all);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'never folds past an order whose transaction is still open, and counts it once it commits (PostgreSQL)',
    async () => {
      const shop = await makeShop(t.app, t.db, '50');
      const opened = await shop.cashier({
        method: 'POST',
        url: '/api/till-session/',
        payload: { opening_float: '0' },
      });
      const session = opened.json<TillSessionWire>();
      const sell = async () => {
        const body = saleBody(shop.cashier.userId, shop.walkIn.id, [
          { batch: shop.batch, price: '100', quantity: '1' },
        ]);
        const res = await shop.cashier({ method: 'POST', url: '/api/order/', payload: body });
        expect(res.statusCode, res.body).toBe(201);
      };
      await sell();
      await foldAllTillSessions(t.db);
      // An order of the session whose transaction stays open: its id is below the next sale's.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written: (id: number) => void = () => {};
      const heldId = new Promise<number>((resolve) => {
        written = resolve;
      });
      const slow = t.db.transaction(async (tx) => {
        const result = await tx.execute(sql`
          INSERT INTO orders (invoice_id, company_id, seller_id, buyer_id, buyer_company_id, status, total,
            amount_received, cash_payment, transaction_id, user_id, till_session_id)
          VALUES ('HELD-' || ${session.id}, ${shop.group.store.id}, ${shop.cashier.userId}, ${shop.walkIn.id},
            ${shop.group.store.id}, 'COMPLETE', 7, 7, true, '', ${shop.cashier.userId}, ${session.id})
          RETURNING id`);
        written(Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id));
        await held;
      });
      const id = await heldId;
      await sell();
      await foldAllTillSessions(t.db);
      await foldAllTillSessions(t.db);
      const [mark] = (
        (await t.db.execute(sql`SELECT folded_through::int AS n FROM till_session_fold`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(mark?.n).toBeLessThan(id);
      expect(await folded(session.id)).toMatchObject({ salesCount: 1 });
      expect(await report(shop, session.id)).toMatchObject({ sales_count: 2, net_sales: '200.0000' });
      release();
      await slow;
      expect(await report(shop, session.id)).toMatchObject({ sales_count: 3, net_sales: '207.0000' });
      await foldAllTillSessions(t.db);
      expect(await folded(session.id)).toMatchObject({ salesCount: 3, netSales: '207.0000' });
      expect(figuresOf(await report(shop, session.id))).toEqual(await independentSum(session.id));
    },
  );
});
