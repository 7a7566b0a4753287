import type { OrderCreateBody, OrderWire } from '@tillwise/domain';
import type { ApiError } from '../lib/api-error';
import type { OfflineDb, OutboxPath, QueuedSale } from './offline-db';
import { noteSent } from './till-readiness';

/** What one attempt to send a sale came to. */
export type SendOutcome =
  | { kind: 'sent'; orderId: number; order: OrderWire | null }
  /** No answer: the network, a timeout or a 5xx. The sale waits and is sent again later. */
  | { kind: 'unreachable' }
  /** The server answered no: the sale cannot go through as it is. */
  | { kind: 'refused'; reason: string; error: ApiError };

export type SendSale = (sale: QueuedSale) => Promise<SendOutcome>;

/** A `live` row older than this belongs to a tab that closed while sending it. */
export const LIVE_TIMEOUT_MS = 60_000;
/** The name of the Web Lock one tab holds while it replays. */
export const REPLAY_LOCK = 'tillwise-outbox-replay';

export interface NewSale {
  key: string;
  path: OutboxPath;
  body: OrderCreateBody;
  tillId: string | null;
  /** The till session it was made in (docs/till-sessions.md). */
  tillSessionId?: number | null;
  sellExpired?: boolean;
  /** A manager's approval for a cashier's sale of expired batches (`X-Expired-Approval`). */
  expiredApproval?: string | null;
  /** A manager's approval of a credit sale beyond the customer's limit (`X-Credit-Approval`). */
  creditApproval?: string | null;
  sellerName: string;
  receipt: OrderWire | null;
}

/**
 * Writes a sale to the outbox before anything is sent. `live` when the counter sends it at once,
 * `waiting` when it only queues it. A key already in the outbox is not written twice.
 */
export async function enqueueSale(
  db: OfflineDb,
  sale: NewSale,
  state: 'live' | 'waiting',
  now = Date.now(),
): Promise<QueuedSale> {
  return db.transaction('rw', db.sales, async () => {
    const existing = await db.sales.where('key').equals(sale.key).first();
    if (existing) return existing;
    const row: QueuedSale = {
      ...sale,
      state,
      createdAt: now,
      updatedAt: now,
      attempts: 0,
      reason: null,
      orderId: null,
    };
    row.seq = await db.sales.add(row);
    return row;
  });
}

/** Records the outcome of one attempt on the sale's row. */
export async function settleSale(db: OfflineDb, seq: number, outcome: SendOutcome, now = Date.now()) {
  const row = await db.sales.get(seq);
  if (!row) return;
  const attempts = row.attempts + 1;
  if (outcome.kind === 'sent') {
    await db.sales.update(seq, {
      state: 'sent',
      orderId: outcome.orderId,
      reason: null,
      attempts,
      updatedAt: now,
    });
    await noteSent(db, now);
  } else if (outcome.kind === 'refused') {
    await db.sales.update(seq, { state: 'failed', reason: outcome.reason, attempts, updatedAt: now });
  } else {
    await db.sales.update(seq, { state: 'waiting', attempts, updatedAt: now });
  }
}

/** Sales still to reach the server (waiting, and live ones whose tab is gone), oldest first. */
export async function pendingSales(db: OfflineDb, now = Date.now()): Promise<QueuedSale[]> {
  const rows = await db.sales.where('state').anyOf('waiting', 'live').sortBy('seq');
  return rows.filter((r) => r.state === 'waiting' || now - r.updatedAt > LIVE_TIMEOUT_MS);
}

export interface OutboxSummary {
  waiting: number;
  failed: number;
  /** When the oldest sale still waiting was made (ms since the epoch), or null. */
  oldest: number | null;
}

/** The header's figures: sales waiting (live ones included), sales refused, and the oldest one's age. */
export async function outboxSummary(db: OfflineDb): Promise<OutboxSummary> {
  const open = await db.sales.where('state').anyOf('waiting', 'live').toArray();
  const failed = await db.sales.where('state').equals('failed').count();
  const oldest = open.reduce<number | null>(
    (min, r) => (min === null || r.createdAt < min ? r.createdAt : min),
    null,
  );
  return { waiting: open.length, failed, oldest };
}

export interface ReplayReport {
  sent: number;
  refused: number;
  /** True when the network failed and sales are still waiting. */
  stopped: boolean;
}

/**
 * Sends every waiting sale in the order it was made, each with its own Idempotency-Key, so the
 * server keeps each exactly once (a repeat is answered with the first order). Stops at the first
 * sale that gets no answer, so none overtakes an earlier one; a refused sale is marked failed and
 * the next goes on. Runs in one tab at a time (Web Locks): the others skip and see the same rows.
 */
export async function replayOutbox(
  db: OfflineDb,
  send: SendSale,
  locks = webLocks(),
): Promise<ReplayReport | null> {
  const run = async (): Promise<ReplayReport> => {
    const report: ReplayReport = { sent: 0, refused: 0, stopped: false };
    for (const sale of await pendingSales(db)) {
      const seq = sale.seq as number;
      // Another tab may have settled it between our read and now.
      const fresh = await db.sales.get(seq);
      if (!fresh || fresh.state === 'sent' || fresh.state === 'failed') continue;
      const outcome = await send(fresh);
      await settleSale(db, seq, outcome);
      if (outcome.kind === 'unreachable') {
        report.stopped = true;
        break;
      }
      if (outcome.kind === 'sent') report.sent++;
      else report.refused++;
    }
    return report;
  };
  if (!locks) return run();
  return locks.request(REPLAY_LOCK, { ifAvailable: true }, async (lock) => (lock ? run() : null));
}

/** Puts a failed sale back in the queue (after the cause was fixed, e.g. stock received). */
export async function retrySale(db: OfflineDb, seq: number) {
  await db.sales.update(seq, { state: 'waiting', reason: null, updatedAt: Date.now() });
}

/** Forgets sales the server has had for more than `keepMs` (the panel shows recent ones). */
export async function pruneSent(db: OfflineDb, keepMs = 7 * 24 * 3_600_000, now = Date.now()) {
  await db.sales
    .where('state')
    .equals('sent')
    .filter((r) => now - r.updatedAt > keepMs)
    .delete();
}

export interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

/** The browser's Web Locks, when there are any (every current browser; not jsdom). */
function webLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator
    ? (navigator.locks as unknown as LockManagerLike)
    : null;
}

/** Keeps a record of an admin signing out while sales waited (shown in the sync panel). */
export async function recordForcedSignOut(db: OfflineDb, username: string, waiting: number) {
  await db.transaction('rw', db.meta, async () => {
    const list = ((await db.meta.get('forced-sign-outs'))?.value as ForcedSignOut[] | undefined) ?? [];
    await db.meta.put({ name: 'forced-sign-outs', value: [...list, { username, waiting, at: Date.now() }] });
  });
}

export interface ForcedSignOut {
  username: string;
  waiting: number;
  at: number;
}
