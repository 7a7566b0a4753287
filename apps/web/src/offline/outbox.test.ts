import 'fake-indexeddb/auto';
import type { OrderCreateBody } from '@tillwise/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { OfflineDb } from './offline-db';
import {
  enqueueSale,
  LIVE_TIMEOUT_MS,
  type LockManagerLike,
  outboxSummary,
  pendingSales,
  replayOutbox,
  retrySale,
  type SendOutcome,
  type SendSale,
} from './outbox';

const body = (invoice: string): OrderCreateBody =>
  ({
    order_item: [],
    buyer: 1,
    seller: 1,
    total: '1',
    total_discount: '0',
    amount_received: '1',
    amount_discount: true,
    invoice_id: invoice,
  }) as OrderCreateBody;

/** Sales in the soak: fake-indexeddb is slow; bench/offline replays 500 in a real browser. */
const SOAK = 150;
let db: OfflineDb;
let n = 0;
beforeEach(() => {
  db = new OfflineDb(`outbox-test-${n++}`);
});
afterEach(async () => {
  await db.delete();
});

const queue = (key: string, state: 'live' | 'waiting' = 'waiting', now = Date.now()) =>
  enqueueSale(
    db,
    { key, path: 'order/', body: body(key), tillId: null, sellerName: 'Ann', receipt: null },
    state,
    now,
  );

/** A fake server that keeps each key once, the way `order/` does with Idempotency-Key. */
function fakeServer(
  script: (key: string, call: number) => 'ok' | 'lost-before' | 'lost-after' | 'refuse' = () => 'ok',
) {
  const orders = new Map<string, number>();
  const sentOrder: string[] = [];
  let calls = 0;
  const send: SendSale = async (sale) => {
    const what = script(sale.key, calls++);
    if (what === 'lost-before') return { kind: 'unreachable' };
    if (what === 'refuse') {
      const reason = 'Stock is less than required!';
      return { kind: 'refused', reason, error: new ApiError(400, { non_field_errors: [reason] }, reason) };
    }
    if (!orders.has(sale.key)) {
      orders.set(sale.key, orders.size + 1);
      sentOrder.push(sale.key);
    }
    if (what === 'lost-after') return { kind: 'unreachable' };
    return { kind: 'sent', orderId: orders.get(sale.key) as number, order: null } satisfies SendOutcome;
  };
  return { orders, sentOrder, send };
}

describe('the outbox', () => {
  it('keeps one row per sale and never a second row for the same key', async () => {
    await queue('a');
    await queue('a');
    await queue('b');
    expect(await db.sales.count()).toBe(2);
    expect((await pendingSales(db)).map((s) => s.key)).toEqual(['a', 'b']);
  });

  it('replays in the order the sales were made and marks each sent with its order', async () => {
    for (const key of ['a', 'b', 'c']) await queue(key);
    const server = fakeServer();
    expect(await replayOutbox(db, server.send, null)).toEqual({ sent: 3, refused: 0, stopped: false });
    expect(server.sentOrder).toEqual(['a', 'b', 'c']);
    expect((await db.sales.toArray()).map((s) => [s.state, s.orderId])).toEqual([
      ['sent', 1],
      ['sent', 2],
      ['sent', 3],
    ]);
    expect(await outboxSummary(db)).toEqual({ waiting: 0, failed: 0, oldest: null });
  });

  it('stops at the first sale without an answer, so no later sale overtakes it', async () => {
    for (const key of ['a', 'b', 'c']) await queue(key);
    const server = fakeServer((key) => (key === 'b' ? 'lost-before' : 'ok'));
    expect(await replayOutbox(db, server.send, null)).toEqual({ sent: 1, refused: 0, stopped: true });
    expect(server.sentOrder).toEqual(['a']);
    expect((await pendingSales(db)).map((s) => s.key)).toEqual(['b', 'c']);
  });

  it('sends a sale whose answer was lost again with its key, and the server keeps it once', async () => {
    await queue('a');
    const server = fakeServer((_, call) => (call === 0 ? 'lost-after' : 'ok'));
    await replayOutbox(db, server.send, null);
    expect((await pendingSales(db)).map((s) => s.key)).toEqual(['a']);
    await replayOutbox(db, server.send, null);
    expect(server.orders.size).toBe(1);
    expect((await db.sales.toArray())[0]).toMatchObject({ state: 'sent', orderId: 1, attempts: 2 });
  });

  it('marks a refused sale failed with the reason, goes on, and can retry it', async () => {
    for (const key of ['a', 'b']) await queue(key);
    let refuse = true;
    const server = fakeServer((key) => (key === 'a' && refuse ? 'refuse' : 'ok'));
    expect(await replayOutbox(db, server.send, null)).toEqual({ sent: 1, refused: 1, stopped: false });
    expect(await outboxSummary(db)).toMatchObject({ waiting: 0, failed: 1 });
    const failed = await db.sales.where('state').equals('failed').first();
    expect(failed?.reason).toBe('Stock is less than required!');
    refuse = false;
    await retrySale(db, failed?.seq as number);
    await replayOutbox(db, server.send, null);
    expect(await outboxSummary(db)).toEqual({ waiting: 0, failed: 0, oldest: null });
  });

  it('leaves a live sale to its tab, and takes it over once that tab is gone', async () => {
    const now = Date.now();
    await queue('live', 'live', now);
    expect(await pendingSales(db, now + 1000)).toEqual([]);
    expect((await pendingSales(db, now + LIVE_TIMEOUT_MS + 1)).map((s) => s.key)).toEqual(['live']);
    expect(await outboxSummary(db)).toEqual({ waiting: 1, failed: 0, oldest: now });
  });

  it('lets one replay run at a time: a second caller skips while the lock is held', async () => {
    for (const key of ['a', 'b']) await queue(key);
    let held = false;
    const locks: LockManagerLike = {
      async request(_name, _options, callback) {
        if (held) return callback(null);
        held = true;
        try {
          return await callback({});
        } finally {
          held = false;
        }
      },
    };
    const server = fakeServer();
    let second: unknown = 'not run';
    const slowSend: SendSale = async (sale) => {
      if (sale.key === 'a') second = await replayOutbox(db, server.send, locks);
      return server.send(sale);
    };
    await replayOutbox(db, slowSend, locks);
    expect(second).toBeNull();
    expect(server.sentOrder).toEqual(['a', 'b']);
  });

  it('loses and duplicates nothing over many sales through random failures before and after commit', async () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const keys = Array.from({ length: SOAK }, (_, i) => `k${i}`);
    for (const key of keys) await queue(key);
    const server = fakeServer(() => {
      const r = random();
      return r < 0.1 ? 'lost-before' : r < 0.2 ? 'lost-after' : 'ok';
    });
    for (let round = 0; round < 10 * SOAK && (await pendingSales(db)).length > 0; round++) {
      await replayOutbox(db, server.send, null);
    }
    expect(server.orders.size).toBe(SOAK);
    expect(server.sentOrder).toEqual(keys);
    expect(await db.sales.where('state').equals('sent').count()).toBe(SOAK);
  }, 60_000);
});
