import { randomUUID } from 'node:crypto';
import { expiredSaleOverrides, notifications } from '@tillwise/db';
import { type ExpiredSaleApproval, TILL_MSG } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { batchBody, callerFor } from './support/catalog.js';
import { makeUser, PASSWORD } from './support/factories.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

// A manager's approval on the cashier's screen (docs/till-sessions.md, "Manager approval").
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000', LOGIN_FAILURES_BEFORE_DELAY: '3' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const URL_ = '/api/till-session/expired-approval/';
beforeEach(() => {
  currentSale = randomUUID();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A batch of the shop's product that expired in 2020, received into the store. */
async function expiredBatch(shop: Shop): Promise<number> {
  const res = await shop.admin({
    method: 'POST',
    url: '/api/batch/',
    payload: batchBody(shop.variant.id, '5', { manufacturing_date: '2020-01-01', expiry_date: '2020-01-31' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** The sale an approval is asked for: its Idempotency-Key (one a test may set, else a fresh one). */
let currentSale = randomUUID();

const ask = (shop: Shop, username: string, password: string, batches: number[], sale = currentSale) =>
  shop.cashier({ method: 'POST', url: URL_, payload: { username, password, batches, sale } });

const sellExpired = (
  shop: Shop,
  batch: number,
  approval?: string,
  opts: { key?: string; headers?: Record<string, string>; invoice?: string } = {},
) =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch, price: '100.0000', quantity: '1' }], {
      invoice_id: opts.invoice ?? '',
    }),
    headers: {
      'idempotency-key': opts.key ?? currentSale,
      ...(approval ? { 'x-expired-approval': approval } : {}),
      ...opts.headers,
    },
  });

describe("a manager's approval on the cashier's screen", () => {
  it('is given only by a manager of the same company with the right password', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const batch = await expiredBatch(shop);
    const wrong = await ask(shop, shop.admin.username, 'not-the-password', [batch]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().approval).toEqual([TILL_MSG.approvalRefused]);
    const colleague = await callerFor(t.app, t.db, 'SALES_STAFF', shop.group.store.id);
    expect((await ask(shop, colleague.username, PASSWORD, [batch])).statusCode).toBe(400);
    const elsewhere = await makeShop(t.app, t.db, '1');
    expect((await ask(shop, elsewhere.admin.username, PASSWORD, [batch])).statusCode).toBe(400);

    const given = await ask(shop, shop.admin.username.toUpperCase(), PASSWORD, [batch, batch]);
    expect(given.statusCode, given.body).toBe(201);
    const approval = given.json<ExpiredSaleApproval>();
    expect(approval).toMatchObject({ approved_by: shop.admin.userId, batches: [batch] });
    expect(approval.approved_by_name).toBe(shop.admin.username);
    expect(Date.parse(approval.expires) - Date.now()).toBeGreaterThan(60_000);
  });

  it("limits wrong approvals per cashier and per manager, never locks the manager's own sign-in, and tells the manager", async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const batch = await expiredBatch(shop);
    // Six wrong passwords naming the store's manager (sign-in would wait after three).
    for (let i = 0; i < 5; i++)
      expect((await ask(shop, shop.admin.username, 'guess', [batch])).statusCode).toBe(400);
    const held = await ask(shop, shop.admin.username, PASSWORD, [batch]);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();

    // The manager still signs in.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/obtain-jwt/',
      payload: { username: shop.admin.username, password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);

    // The cashier waits whoever they name; approvals naming this manager wait whoever asks.
    const deputy = await makeUser(t.db, { type: 'ADMIN', companyId: shop.group.store.id });
    expect((await ask(shop, deputy.username, PASSWORD, [batch])).statusCode).toBe(429);
    const colleague = await callerFor(t.app, t.db, 'SALES_STAFF', shop.group.store.id);
    const viaColleague = (username: string) =>
      colleague({
        method: 'POST',
        url: URL_,
        payload: { username, password: PASSWORD, batches: [batch], sale: randomUUID() },
      });
    expect((await viaColleague(shop.admin.username)).statusCode).toBe(429);
    expect((await viaColleague(deputy.username)).statusCode).toBe(201);

    // The manager is told, once for the five.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.receiverId, shop.admin.userId));
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain(
      `5 wrong passwords were given for your approval on ${shop.cashier.username}'s till`,
    );
  });

  it('never looks at a manager of another company: refused with the right password, nothing counted against them', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const batch = await expiredBatch(shop);
    const elsewhere = await makeShop(t.app, t.db, '1');
    for (let i = 0; i < 5; i++) {
      const res = await ask(shop, elsewhere.admin.username, i < 4 ? 'guess' : PASSWORD, [batch]);
      expect(res.statusCode).toBe(400);
      expect(res.json().approval).toEqual([TILL_MSG.approvalRefused]);
    }
    // Their own cashier's approval and their sign-in are untouched; nobody told them anything.
    const own = await elsewhere.cashier({
      method: 'POST',
      url: URL_,
      payload: {
        username: elsewhere.admin.username,
        password: PASSWORD,
        batches: [batch],
        sale: randomUUID(),
      },
    });
    expect(own.statusCode, own.body).toBe(201);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.receiverId, elsewhere.admin.userId));
    expect(told).toHaveLength(0);
  });

  it('lets the cashier sell the approved expired batches, recorded with the manager as approver', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const batch = await expiredBatch(shop);
    const other = await expiredBatch(shop);
    expect((await sellExpired(shop, batch)).statusCode).toBe(400);
    const { approval } = (
      await ask(shop, shop.admin.username, PASSWORD, [batch])
    ).json<ExpiredSaleApproval>();

    // Not for another batch, another cashier, or a tampered approval.
    const notCovered = await sellExpired(shop, other, approval);
    expect(notCovered.statusCode).toBe(400);
    expect(notCovered.json().order_item).toEqual([TILL_MSG.expiredBatch]);
    const colleague = await callerFor(t.app, t.db, 'SALES_STAFF', shop.group.store.id);
    const borrowed = await colleague({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(colleague.userId, shop.walkIn.id, [{ batch, price: '100.0000', quantity: '1' }]),
      headers: { 'x-expired-approval': approval, 'idempotency-key': currentSale },
    });
    expect(borrowed.statusCode).toBe(400);
    expect((await sellExpired(shop, batch, `${approval.slice(0, -2)}xx`)).statusCode).toBe(400);

    const sold = await sellExpired(shop, batch, approval);
    expect(sold.statusCode, sold.body).toBe(201);
    const recorded = await t.db
      .select()
      .from(expiredSaleOverrides)
      .where(eq(expiredSaleOverrides.orderId, sold.json<{ id: number }>().id));
    expect(recorded).toMatchObject([
      { batchId: batch, approvedBy: shop.admin.userId, userId: shop.cashier.userId },
    ]);
  });

  it('serves only the sale it was given for: a second and a third sale with it are refused', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const batch = await expiredBatch(shop);
    const { approval } = (
      await ask(shop, shop.admin.username, PASSWORD, [batch])
    ).json<ExpiredSaleApproval>();
    const first = await sellExpired(shop, batch, approval);
    expect(first.statusCode, first.body).toBe(201);
    // The same sale again is the same order; any other sale is refused.
    expect((await sellExpired(shop, batch, approval)).json().id).toBe(first.json().id);
    for (const key of [randomUUID(), randomUUID()]) {
      const other = await sellExpired(shop, batch, approval, { key });
      expect(other.statusCode).toBe(400);
      expect(other.json().order_item).toEqual([TILL_MSG.expiredBatch]);
    }
    const recorded = await t.db
      .select()
      .from(expiredSaleOverrides)
      .where(eq(expiredSaleOverrides.batchId, batch));
    expect(recorded).toHaveLength(1);
  });

  it('must have been valid when the sale was made: refused online once expired, and offline only from a block of the till', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const batch = await expiredBatch(shop);
    const till = randomUUID();
    const block = await shop.cashier({
      method: 'POST',
      url: '/api/offline/invoice-block/',
      payload: { till },
    });
    expect(block.statusCode, block.body).toBe(201);
    const { prefix, company, first } = block.json<{ prefix: string; company: number; first: number }>();
    const given = await ask(shop, shop.admin.username, PASSWORD, [batch]);
    const { approval, expires } = given.json<ExpiredSaleApproval>();
    const madeBy = (ms: number) => new Date(Date.now() + ms).toISOString();
    const inTime = madeBy(60_000);
    const tooLate = new Date(Date.parse(expires) + 60_000).toISOString();

    // Ten minutes later the approval has expired.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    const online = await sellExpired(shop, batch, approval);
    expect(online.statusCode).toBe(400);
    expect(online.json().order_item).toEqual([TILL_MSG.expiredBatch]);
    // Saying it was made offline, without a number of the till's block, changes nothing.
    const claimed = await sellExpired(shop, batch, approval, {
      headers: { 'x-offline-sale': '1', 'x-till-id': till, 'x-sale-made-at': inTime },
    });
    expect(claimed.statusCode).toBe(400);
    // Made offline after the approval expired: refused.
    const late = await sellExpired(shop, batch, approval, {
      invoice: `${prefix}_${company}_${first}`,
      headers: { 'x-offline-sale': '1', 'x-till-id': till, 'x-sale-made-at': tooLate },
    });
    expect(late.statusCode).toBe(400);
    // Made offline within it, with the till's own number: kept.
    const made = await sellExpired(shop, batch, approval, {
      invoice: `${prefix}_${company}_${first + 1}`,
      headers: { 'x-offline-sale': '1', 'x-till-id': till, 'x-sale-made-at': inTime },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().invoice_id).toBe(`${prefix}_${company}_${first + 1}`);
  });
});
