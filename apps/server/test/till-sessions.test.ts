import {
  accounts,
  expiredSaleOverrides,
  journalEntries,
  journalLines,
  type NotificationRow,
  notifications,
  orders,
  tillSessions,
} from '@tillwise/db';
import { D, notificationText, TILL_MSG, type TillReportWire, type TillSessionWire } from '@tillwise/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/lib/day-range.js';
import { notifyExpiringBatches } from '../src/modules/till-sessions/expiry-notices.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { batchBody, callerFor } from './support/catalog.js';
import { makeUser, PASSWORD } from './support/factories.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const TILL = () => crypto.randomUUID();
const zero = { CASH: '0', BANK: '0', JAZZ_CASH: '0', EASY_PAISA: '0' };

async function open(shop: Shop, till: string, body: Record<string, unknown> = { opening_float: '1000' }) {
  const res = await shop.cashier({ method: 'POST', url: '/api/till-session/', payload: { till, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TillSessionWire>();
}

const sell = (shop: Shop, session: number, body: Record<string, unknown>) =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: body,
    headers: { 'x-till-session': String(session) },
  });

/** Every journal line of the company by entry source, and whether each entry balances. */
async function entriesOf(companyId: number, sourceType: string, sourceId: number) {
  const rows = await t.db
    .select({
      entry: journalEntries.id,
      purpose: accounts.purpose,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.companyId, companyId),
        eq(journalEntries.sourceType, sourceType),
        eq(journalEntries.sourceId, sourceId),
      ),
    );
  const net: Record<string, string> = {};
  let debits = new D(0);
  let credits = new D(0);
  for (const r of rows) {
    net[r.purpose] = new D(net[r.purpose] ?? 0).plus(r.debit).minus(r.credit).toFixed(4);
    debits = debits.plus(r.debit);
    credits = credits.plus(r.credit);
  }
  return { net, balanced: debits.equals(credits) && rows.length >= 2 };
}

describe('a till session from opening to the Z report', () => {
  it('opens with a float by denomination, books cash in and out, sales and returns, and posts the shortfall to cash over/short', async () => {
    const shop = await makeShop(t.app, t.db, '50');
    const till = TILL();
    const session = await open(shop, till, {
      denominations: [
        { value: '500', count: 1 },
        { value: '100', count: 4 },
        { value: '10', count: 10 },
      ],
    });
    expect(session).toMatchObject({ status: 'OPEN', opening_float: '1000.0000', automatic: false, till });
    expect(session.opening_count).toHaveLength(3);

    // A second session at the same till is refused while the first is open.
    const again = await shop.cashier({
      method: 'POST',
      url: '/api/till-session/',
      payload: { till, opening_float: 0 },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual([TILL_MSG.alreadyOpen]);

    const current = await shop.cashier({ method: 'GET', url: `/api/till-session/current/?till=${till}` });
    expect(current.json().session.id).toBe(session.id);

    // Sales: cash 200 (received 500), card 100 by JazzCash, a walk-in return of 100 refunded in cash.
    const line = (quantity: string) => [{ batch: shop.batch, price: '100.0000', quantity }];
    const cash = await sell(
      shop,
      session.id,
      saleBody(shop.cashier.userId, shop.walkIn.id, line('2'), { amount_received: '500' }),
    );
    expect(cash.statusCode, cash.body).toBe(201);
    const card = await sell(
      shop,
      session.id,
      saleBody(shop.cashier.userId, shop.walkIn.id, line('1'), {
        payment_service: 'JAZZ_CASH',
        transaction_id: 'JC-1',
      }),
    );
    expect(card.statusCode, card.body).toBe(201);
    const ret = await sell(
      shop,
      session.id,
      saleBody(shop.cashier.userId, shop.walkIn.id, line('-1'), { status: 'RETURNED', amount_received: '0' }),
    );
    expect(ret.statusCode, ret.body).toBe(201);

    // Cash in (owner) 300, cash out (bank drop) 400.
    const cashIn = await shop.cashier({
      method: 'POST',
      url: `/api/till-session/${session.id}/cash/`,
      payload: { direction: 'IN', reason: 'OWNER', amount: '300', note: 'coins' },
    });
    expect(cashIn.statusCode, cashIn.body).toBe(201);
    const cashOut = await shop.cashier({
      method: 'POST',
      url: `/api/till-session/${session.id}/cash/`,
      payload: { direction: 'OUT', reason: 'BANK_DROP', amount: '400' },
    });
    expect(cashOut.statusCode, cashOut.body).toBe(201);
    const inBooks = await entriesOf(shop.group.store.id, 'till_cash', cashIn.json().id);
    expect(inBooks).toEqual({ net: { CASH: '300.0000', OWNER_FUNDS: '-300.0000' }, balanced: true });
    const outBooks = await entriesOf(shop.group.store.id, 'till_cash', cashOut.json().id);
    expect(outBooks).toEqual({ net: { BANK: '400.0000', CASH: '-400.0000' }, balanced: true });
    // A reason that does not apply to the direction is refused.
    const wrong = await shop.cashier({
      method: 'POST',
      url: `/api/till-session/${session.id}/cash/`,
      payload: { direction: 'IN', reason: 'PETTY_CASH', amount: '5' },
    });
    expect(wrong.statusCode).toBe(400);

    // The orders are the session's.
    const inSession = await t.db.select().from(orders).where(eq(orders.tillSessionId, session.id));
    expect(inSession.map((o) => o.id).sort()).toEqual([cash.json().id, card.json().id, ret.json().id].sort());

    // X report: expected cash = 1000 + 200 − 100 + 300 − 400 = 1000 (a manager's; the cashier's is blind).
    const x = await shop.admin({ method: 'GET', url: `/api/till-session/${session.id}/report/` });
    expect(x.statusCode, x.body).toBe(200);
    expect(x.json<TillReportWire>()).toMatchObject({
      kind: 'X',
      expected_cash: '1000.0000',
      counted_cash: null,
    });

    // Close 20 short in cash (within the default tolerance of 50), card as expected.
    const closed = await shop.cashier({
      method: 'POST',
      url: `/api/till-session/${session.id}/close/`,
      payload: { counted: { ...zero, CASH: '980', JAZZ_CASH: '100' }, pending_offline_sales: 0 },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const z = closed.json<TillReportWire>();

    // The Z figures against an independent sum of the session's orders.
    const sales = inSession.filter((o) => o.status !== 'RETURNED');
    const netSales = sales.reduce((s, o) => s.plus(o.total), new D(0));
    const returns = inSession
      .filter((o) => o.status === 'RETURNED')
      .reduce((s, o) => s.minus(o.total), new D(0));
    expect(z).toMatchObject({
      kind: 'Z',
      sales_count: sales.length,
      returns_count: 1,
      net_sales: netSales.toFixed(4),
      returns: returns.toFixed(4),
      gross_sales: '300.0000',
      discounts: '0.0000',
      cash_in: '300.0000',
      cash_out: '400.0000',
      expected_cash: '1000.0000',
      counted_cash: '980.0000',
      difference: '-20.0000',
      first_invoice: inSession.sort((a, b) => a.id - b.id)[0]?.invoiceId,
      last_invoice: inSession[inSession.length - 1]?.invoiceId,
    });
    expect(z.by_method.find((m) => m.method === 'CASH')).toEqual({
      method: 'CASH',
      takings: '100.0000',
      expected: '1000.0000',
    });
    expect(z.by_method.find((m) => m.method === 'JAZZ_CASH')).toEqual({
      method: 'JAZZ_CASH',
      takings: '100.0000',
      expected: '100.0000',
    });
    expect(z.session).toMatchObject({ status: 'CLOSED', approved_by: null });

    // The shortfall lands on cash over/short, balanced.
    const closeBooks = await entriesOf(shop.group.store.id, 'till_close', session.id);
    expect(closeBooks).toEqual({ net: { CASH_OVER_SHORT: '20.0000', CASH: '-20.0000' }, balanced: true });

    // Closed: no more cash moves, no second close; a sale naming it falls into the cashier's own session.
    const late = await shop.cashier({
      method: 'POST',
      url: `/api/till-session/${session.id}/cash/`,
      payload: { direction: 'IN', reason: 'OWNER', amount: '1' },
    });
    expect(late.json().non_field_errors).toEqual([TILL_MSG.closed]);
    const after = await sell(shop, session.id, saleBody(shop.cashier.userId, shop.walkIn.id, line('1')));
    expect(after.statusCode).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, after.json().id));
    expect(row?.tillSessionId).not.toBe(session.id);

    // The books still check out.
    const check = await shop.admin({
      method: 'GET',
      url: `/api/ledger/check/?company=${shop.group.store.id}`,
    });
    expect(check.json().reconciles).toBe(true);
  });

  it('refuses to close while the till holds offline sales, and above the tolerance without a manager', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const manager = await makeUser(t.db, { type: 'ADMIN', companyId: shop.group.store.id });
    const other = await makeUser(t.db, { type: 'SALES_STAFF', companyId: shop.group.store.id });
    const session = await open(shop, TILL(), { opening_float: '500' });
    const close = (payload: Record<string, unknown>) =>
      shop.cashier({ method: 'POST', url: `/api/till-session/${session.id}/close/`, payload });

    const pending = await close({ counted: { ...zero, CASH: '500' }, pending_offline_sales: 2 });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().pending_offline_sales).toEqual([TILL_MSG.pendingOffline]);

    const short = { counted: { ...zero, CASH: '400' }, pending_offline_sales: 0 };
    const unapproved = await close(short);
    expect(unapproved.statusCode).toBe(400);
    expect(unapproved.json().approval).toEqual([TILL_MSG.approvalNeeded]);
    const notManager = await close({ ...short, approval: { username: other.username, password: PASSWORD } });
    expect(notManager.json().approval).toEqual([TILL_MSG.approvalRefused]);
    const badPassword = await close({
      ...short,
      approval: { username: manager.username, password: 'wrong' },
    });
    expect(badPassword.json().approval).toEqual([TILL_MSG.approvalRefused]);
    const [still] = await t.db.select().from(tillSessions).where(eq(tillSessions.id, session.id));
    expect(still?.status).toBe('OPEN');

    const approved = await close({ ...short, approval: { username: manager.username, password: PASSWORD } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<TillReportWire>().session).toMatchObject({
      approved_by: manager.id,
      difference: '-100.0000',
    });
    expect((await entriesOf(shop.group.store.id, 'till_close', session.id)).net).toEqual({
      CASH_OVER_SHORT: '100.0000',
      CASH: '-100.0000',
    });
  });

  it('puts a sale of a client naming no session into one the server opens for that user, and lists sessions for managers', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const body = saleBody(shop.cashier.userId, shop.walkIn.id, [
      { batch: shop.batch, price: '100.0000', quantity: '1' },
    ]);
    const first = await shop.cashier({ method: 'POST', url: '/api/order/', payload: body });
    const second = await shop.cashier({ method: 'POST', url: '/api/order/', payload: body });
    const rows = await t.db.select().from(orders).where(eq(orders.companyId, shop.group.store.id));
    const ids = new Set(
      rows.filter((o) => [first.json().id, second.json().id].includes(o.id)).map((o) => o.tillSessionId),
    );
    expect(ids.size).toBe(1);
    const [sessionId] = [...ids];
    const [auto] = await t.db
      .select()
      .from(tillSessions)
      .where(eq(tillSessions.id, sessionId ?? 0));
    expect(auto).toMatchObject({
      automatic: true,
      userId: shop.cashier.userId,
      tillId: null,
      status: 'OPEN',
    });

    const list = await shop.admin({
      method: 'GET',
      url: `/api/till-session/?company=${shop.group.store.id}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results.map((s: TillSessionWire) => s.id)).toContain(sessionId);
    const listed = list.json().results.find((s: TillSessionWire) => s.id === sessionId);
    expect(listed?.company_name).toBe(shop.group.store.companyName);
    const denied = await shop.cashier({ method: 'GET', url: '/api/till-session/' });
    expect(denied.statusCode).toBe(403);
    const elsewhere = await makeShop(t.app, t.db, '1');
    const hidden = await elsewhere.cashier({ method: 'GET', url: `/api/till-session/${sessionId}/report/` });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('a refund from the receipt at a till', () => {
  it("joins the session of the till that pays it out, not the cashier's automatic one, and the Z report counts it", async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const line = (quantity: string) => [{ batch: shop.batch, price: '100.0000', quantity }];
    // Days ago a sale with no till opened the cashier's automatic session (still open).
    const early = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(shop.cashier.userId, shop.walkIn.id, line('1')),
    });
    expect(early.statusCode, early.body).toBe(201);
    const [earlyRow] = await t.db.select().from(orders).where(eq(orders.id, early.json().id));
    const automatic = earlyRow?.tillSessionId;

    // Now a session at a till: a cash sale of 3, then F10 refunds 2 of them at the same till.
    const till = TILL();
    const session = await open(shop, till, { opening_float: '500' });
    const sale = await sell(shop, session.id, saleBody(shop.cashier.userId, shop.walkIn.id, line('3')));
    expect(sale.statusCode, sale.body).toBe(201);
    const lines = await shop.cashier({ method: 'GET', url: `/api/order/${sale.json().id}/refund/` });
    const item = lines.json().lines[0].item as number;
    const refund = await shop.cashier({
      method: 'POST',
      url: `/api/order/${sale.json().id}/refund/`,
      headers: {
        'idempotency-key': crypto.randomUUID(),
        'x-till-id': till,
        'x-till-session': String(session.id),
      },
      payload: { lines: [{ item, quantity: '2' }] },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const [refundRow] = await t.db.select().from(orders).where(eq(orders.id, refund.json().id));
    expect(refundRow?.tillSessionId).toBe(session.id);
    expect(refundRow?.tillSessionId).not.toBe(automatic);
    // The till alone (no session named) resolves to the same session.
    const again = await shop.cashier({
      method: 'POST',
      url: `/api/order/${sale.json().id}/refund/`,
      headers: { 'idempotency-key': crypto.randomUUID(), 'x-till-id': till },
      payload: { lines: [{ item, quantity: '1' }] },
    });
    expect(again.statusCode, again.body).toBe(201);
    const [againRow] = await t.db.select().from(orders).where(eq(orders.id, again.json().id));
    expect(againRow?.tillSessionId).toBe(session.id);

    // The Z report: one sale of 300, two returns of 300, so the drawer holds the float: 500.
    const closed = await shop.cashier({
      method: 'POST',
      url: `/api/till-session/${session.id}/close/`,
      payload: { counted: { ...zero, CASH: '500' }, pending_offline_sales: 0 },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<TillReportWire>()).toMatchObject({
      sales_count: 1,
      returns_count: 2,
      net_sales: '300.0000',
      returns: '300.0000',
      expected_cash: '500.0000',
      difference: '0.0000',
    });
    const inAutomatic = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.tillSessionId, automatic ?? 0), eq(orders.status, 'RETURNED')));
    expect(inAutomatic).toHaveLength(0);
  });
});

describe("a colleague's session, and the blind count", () => {
  it("lets a cashier act only on their own session, a manager close anyone's, and keeps the expected figures from the cashier until counted", async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const colleague = await callerFor(t.app, t.db, 'SALES_STAFF', shop.group.store.id);
    const session = await open(shop, TILL(), { opening_float: '500' });
    const sale = await sell(
      shop,
      session.id,
      saleBody(shop.cashier.userId, shop.walkIn.id, [
        { batch: shop.batch, price: '100.0000', quantity: '2' },
      ]),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const url = (suffix: string) => `/api/till-session/${session.id}/${suffix}`;

    // The colleague of the same store: no cash out, no close, no report, not even the session.
    const out = await colleague({
      method: 'POST',
      url: url('cash/'),
      payload: { direction: 'OUT', reason: 'BANK_DROP', amount: '100' },
    });
    expect(out.statusCode, out.body).toBe(403);
    expect(out.json().detail).toBe(TILL_MSG.notYourSession);
    const close = await colleague({
      method: 'POST',
      url: url('close/'),
      payload: { counted: { ...zero, CASH: '700' }, pending_offline_sales: 0 },
    });
    expect(close.statusCode, close.body).toBe(403);
    expect((await colleague({ method: 'GET', url: url('report/') })).statusCode).toBe(403);
    expect((await colleague({ method: 'GET', url: url('') })).statusCode).toBe(403);
    const [still] = await t.db.select().from(tillSessions).where(eq(tillSessions.id, session.id));
    expect(still?.status).toBe('OPEN');
    const moves = await shop.admin({ method: 'GET', url: url('report/') });
    expect(moves.json<TillReportWire>().cash_moves).toEqual([]);

    // The cashier's own X report is blind: sales yes, takings per method and expected figures no.
    const blind = await shop.cashier({ method: 'GET', url: url('report/') });
    expect(blind.statusCode, blind.body).toBe(200);
    const x = blind.json<TillReportWire>();
    expect(x).toMatchObject({ kind: 'X', sales_count: 1, net_sales: '200.0000', expected_cash: null });
    expect(x.by_method.every((m) => m.takings === null && m.expected === null)).toBe(true);
    // A manager's is not.
    const managers = await shop.admin({ method: 'GET', url: url('report/') });
    expect(managers.json<TillReportWire>().expected_cash).toBe('700.0000');

    // A manager of the company closes the cashier's session; the Z report then shows everything.
    const closed = await shop.admin({
      method: 'POST',
      url: url('close/'),
      payload: { counted: { ...zero, CASH: '700' }, pending_offline_sales: 0 },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<TillReportWire>()).toMatchObject({
      kind: 'Z',
      expected_cash: '700.0000',
      difference: '0.0000',
      session: { closed_by: shop.admin.userId },
    });
    const z = await shop.cashier({ method: 'GET', url: url('report/') });
    expect(z.json<TillReportWire>()).toMatchObject({ kind: 'Z', expected_cash: '700.0000' });
    expect(z.json<TillReportWire>().by_method.find((m) => m.method === 'CASH')?.takings).toBe('200.0000');
  });
});

describe('expired batches at the counter', () => {
  it('are refused to a cashier, sold by a manager who says so, and the override is recorded', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const received = await shop.admin({
      method: 'POST',
      url: '/api/batch/',
      payload: batchBody(shop.variant.id, '5', {
        manufacturing_date: '2020-01-01',
        expiry_date: '2020-01-31',
      }),
    });
    expect(received.statusCode, received.body).toBe(201);
    const expired = received.json<{ id: number }>().id;
    const body = (seller: number) =>
      saleBody(seller, shop.walkIn.id, [{ batch: expired, price: '100.0000', quantity: '1' }]);

    const cashier = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: body(shop.cashier.userId),
    });
    expect(cashier.statusCode).toBe(400);
    expect(cashier.json().order_item).toEqual([TILL_MSG.expiredBatch]);
    const cashierSaysSo = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: body(shop.cashier.userId),
      headers: { 'x-sell-expired': 'true' },
    });
    expect(cashierSaysSo.statusCode).toBe(400);

    const manager = await shop.admin({
      method: 'POST',
      url: '/api/order/',
      payload: body(shop.admin.userId),
    });
    expect(manager.statusCode).toBe(400);
    const override = await shop.admin({
      method: 'POST',
      url: '/api/order/',
      payload: body(shop.admin.userId),
      headers: { 'x-sell-expired': 'true' },
    });
    expect(override.statusCode, override.body).toBe(201);
    const recorded = await t.db
      .select()
      .from(expiredSaleOverrides)
      .where(eq(expiredSaleOverrides.orderId, override.json().id));
    expect(recorded).toMatchObject([
      { batchId: expired, approvedBy: shop.admin.userId, userId: shop.admin.userId },
    ]);

    // A return of an expired batch needs no approval; the batch that has not expired sells as ever.
    const back = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(
        shop.cashier.userId,
        shop.walkIn.id,
        [{ batch: expired, price: '100.0000', quantity: '-1' }],
        {
          status: 'RETURNED',
          amount_received: '0',
        },
      ),
    });
    expect(back.statusCode, back.body).toBe(201);
    const fresh = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(shop.cashier.userId, shop.walkIn.id, [
        { batch: shop.batch, price: '100.0000', quantity: '1' },
      ]),
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });
});

describe('batches entering the expiry window', () => {
  it('are listed by the inventory filter and notified to the managers once', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const inTen = new Date();
    inTen.setDate(inTen.getDate() + 10);
    const soon = await shop.admin({
      method: 'POST',
      url: '/api/batch/',
      payload: batchBody(shop.variant.id, '4', {
        manufacturing_date: '2026-01-01',
        expiry_date: today(inTen),
      }),
    });
    expect(soon.statusCode, soon.body).toBe(201);
    const soonId = soon.json<{ id: number }>().id;

    const listed = await shop.admin({
      method: 'GET',
      url: `/api/inventory/?company=${shop.group.store.id}&expiring_within=30`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().results.map((r: { batch: { id: number } }) => r.batch.id)).toEqual([soonId]);
    const narrower = await shop.admin({
      method: 'GET',
      url: `/api/inventory/?company=${shop.group.store.id}&expiring_within=5`,
    });
    expect(narrower.json().count).toBe(0);
    const bad = await shop.admin({ method: 'GET', url: '/api/inventory/?expiring_within=soon' });
    expect(bad.statusCode).toBe(400);

    // The window is the company's: 30 days by default, so the batch expiring in 10 is due.
    for (let i = 0; i < 20; i++) await notifyExpiringBatches(t.db);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.receiverId, shop.admin.userId));
    const mine = told.filter((n) => n.message.startsWith(`Batch #${soonId} `));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ notifType: 'INV_QUANTITY', link: '/inventory?expiring=1' });
    expect(mine[0]?.message).toContain(`expires on ${today(inTen)}`);
    expect(mine[0]).toMatchObject({
      messageKey: 'batchExpiring',
      messageValues: expect.objectContaining({ batch: String(soonId), date: today(inTen) }),
    });
    expect(notificationText(mine[0] as NotificationRow, 'ur')).toMatch(
      new RegExp(`^میعاد قریب: .+ کے بیچ ${soonId} کی میعاد ${today(inTen)} کو ختم ہو گی۔$`),
    );
    // The batch that expires in 2099 is not told of; the cashier is not told at all.
    expect(told.some((n) => n.message.startsWith(`Batch #${shop.batch} `))).toBe(false);
    const cashierTold = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.receiverId, shop.cashier.userId));
    expect(cashierTold).toHaveLength(0);
  });
});
