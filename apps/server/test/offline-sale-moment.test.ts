import { randomUUID } from 'node:crypto';
import { invoiceBlocks, journalEntries, orders, stockMovements, tillSessions } from '@tillwise/db';
import type { OrderWire } from '@tillwise/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIso, today } from '../src/lib/day-range.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

/*
 * A sale a till made offline is dated when it was made, by the till's clock, bounded by what the
 * server knows (docs/selling-offline.md, "When a sale was made"): not before the till reserved the
 * invoice block its number is from, nor before its session opened; never after it arrived. Every
 * report reads that moment (`orders.created`, its stock movements' and entries' `created`); when it
 * arrived is `orders.received_at`.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

/** Yesterday at 23:58:30, local time: made before midnight, sent after. */
function lateYesterday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 23, 58, 30);
}

/** A till of the shop with a block reserved and a session opened two days ago. */
async function tillOf(shop: Shop) {
  const till = randomUUID();
  const block = await shop.cashier({ method: 'POST', url: '/api/offline/invoice-block/', payload: { till } });
  expect(block.statusCode, block.body).toBe(201);
  const session = await shop.cashier({
    method: 'POST',
    url: '/api/till-session/',
    payload: { till, opening_float: '0' },
  });
  expect(session.statusCode, session.body).toBe(201);
  // One instant for both, in whole milliseconds: the bound the server then applies.
  const twoDaysAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * 86_400_000);
  await t.db.update(invoiceBlocks).set({ created: twoDaysAgo }).where(eq(invoiceBlocks.tillId, till));
  await t.db.update(tillSessions).set({ openedAt: twoDaysAgo }).where(eq(tillSessions.tillId, till));
  const { prefix, company, first } = block.json<{ prefix: string; company: number; first: number }>();
  return {
    till,
    session: session.json<{ id: number }>().id,
    number: (n: number) => `${prefix}_${company}_${first + n}`,
  };
}

const sendOffline = (shop: Shop, till: Awaited<ReturnType<typeof tillOf>>, n: number, madeAt: string) =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: saleBody(
      shop.cashier.userId,
      shop.walkIn.id,
      [{ batch: shop.batch, price: '100', quantity: '1' }],
      {
        invoice_id: till.number(n),
      },
    ),
    headers: {
      'idempotency-key': randomUUID(),
      'x-till-id': till.till,
      'x-till-session': String(till.session),
      'x-offline-sale': '1',
      'x-sale-made-at': madeAt,
    },
  });

describe('a sale made offline before midnight and sent after', () => {
  it('is dated when the till made it in orders, their filters, the books, the stock ledger and analytics; received is kept apart', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const till = await tillOf(shop);
    const made = lateYesterday();
    const res = await sendOffline(shop, till, 0, made.toISOString());
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order.created).toBe(localIso(made));

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.created.getTime()).toBe(made.getTime());
    expect(today(row?.receivedAt)).toBe(today());
    const [entry] = await t.db
      .select({ created: journalEntries.created })
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceType, 'order'), eq(journalEntries.sourceId, order.id)));
    expect(entry?.created.getTime()).toBe(made.getTime());
    const [movement] = await t.db
      .select({ created: stockMovements.created })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.id));
    expect(movement?.created.getTime()).toBe(made.getTime());

    // The orders list by day, and the details.
    const yesterday = today(made);
    const onItsDay = await shop.cashier({
      method: 'GET',
      url: `/api/order/?created__date=${yesterday}&id__contains=${order.id}`,
    });
    expect(onItsDay.json().results.map((o: OrderWire) => o.id)).toContain(order.id);
    const onArrival = await shop.cashier({
      method: 'GET',
      url: `/api/order/?created__date=${today()}&id__contains=${order.id}`,
    });
    expect(onArrival.json().results.map((o: OrderWire) => o.id)).not.toContain(order.id);

    // Analytics: the sale counts on the day it was made, not the day it arrived.
    const company = shop.group.store.id;
    const day = (d: string) => `/api/analytics/?start_date=${d}&end_date=${d}&company=${company}`;
    const then = (await shop.admin({ method: 'GET', url: day(yesterday) })).json();
    expect(then.total_orders).toBe(1);
    expect(then.total_orders_amount).toBe('100.0000');
    const now = (await shop.admin({ method: 'GET', url: day(today()) })).json();
    expect(now.total_orders).toBe(0);
  });

  it("believes the till's clock only between its block's reservation (or its session's opening) and arrival", async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const till = await tillOf(shop);
    const [block] = await t.db.select().from(invoiceBlocks).where(eq(invoiceBlocks.tillId, till.till));
    const early = await sendOffline(shop, till, 0, '2020-01-01T00:00:00Z');
    expect(early.statusCode, early.body).toBe(201);
    const [earlyRow] = await t.db.select().from(orders).where(eq(orders.id, early.json().id));
    expect(earlyRow?.created.getTime()).toBe(block?.created.getTime());

    const late = await sendOffline(shop, till, 1, '2099-01-01T00:00:00Z');
    expect(late.statusCode, late.body).toBe(201);
    const [lateRow] = await t.db.select().from(orders).where(eq(orders.id, late.json().id));
    const after = (lateRow?.receivedAt.getTime() ?? 0) - (lateRow?.created.getTime() ?? 0);
    expect(after).toBeGreaterThanOrEqual(0);
    expect(after).toBeLessThan(5000);

    const bad = await sendOffline(shop, till, 2, 'yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/X-Sale-Made-At/);
  });
});
