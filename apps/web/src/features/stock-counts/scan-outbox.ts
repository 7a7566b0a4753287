import type { WireStockCountScan } from '@tillwise/domain';
import Dexie, { type EntityTable } from 'dexie';
import { apiRequest } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/orders-api';

/*
 * A count's scans queue in the browser like the counter's sales (apps/web/src/offline/outbox.ts):
 * each scan is written to IndexedDB with its Idempotency-Key before it is first sent, sent at
 * once when online, and replayed with the same key when the network returns, so the server
 * records it exactly once (a replay answers the first scan). One tab replays at a time (a Web
 * Lock); a refusal (400) is kept with its reason for the counter to see, never retried.
 */

export type ScanState = 'waiting' | 'sent' | 'failed';

export interface QueuedScan {
  seq?: number;
  key: string;
  countId: number;
  body: { bar_code?: string; product_variant?: number; quantity: string; device: string };
  state: ScanState;
  reason: string | null;
  createdAt: number;
  attempts: number;
  scan: WireStockCountScan | null;
}

class ScanDb extends Dexie {
  scans!: EntityTable<QueuedScan, 'seq'>;
  constructor() {
    super('tillwise-count-scans');
    this.version(1).stores({ scans: '++seq, &key, countId, state' });
  }
}

let db: ScanDb | null = null;
const scanDb = () => {
  db ??= new ScanDb();
  return db;
};

/** Writes a scan to the outbox (waiting) and answers it. */
export async function queueScan(countId: number, body: QueuedScan['body']): Promise<QueuedScan> {
  const row: QueuedScan = {
    key: newIdempotencyKey(),
    countId,
    body,
    state: 'waiting',
    reason: null,
    createdAt: Date.now(),
    attempts: 0,
    scan: null,
  };
  row.seq = await scanDb().scans.add(row);
  return row;
}

/** Sends one queued scan with its key: sent, refused (kept with the reason) or left waiting. */
export async function sendScan(row: QueuedScan): Promise<ScanState> {
  const result = await apiRequest<WireStockCountScan>('POST', `stock-count/${row.countId}/scan/`, {
    body: row.body,
    headers: { 'Idempotency-Key': row.key },
  });
  const table = scanDb().scans;
  if (result.ok) {
    await table.update(row.seq as number, { state: 'sent', scan: result.data, reason: null });
    return 'sent';
  }
  const { status, body } = result.error;
  if (status === 0 || status >= 500 || status === 401) {
    await table.update(row.seq as number, { attempts: row.attempts + 1 });
    return 'waiting';
  }
  const reason = body
    ? Object.values(body)
        .flat()
        .map((m) => String(m))
        .join(' ')
    : result.error.message;
  await table.update(row.seq as number, { state: 'failed', reason });
  return 'failed';
}

/** Sends every waiting scan of the outbox, oldest first, once per tab at a time. */
export async function replayScans(): Promise<number> {
  const run = async () => {
    const waiting = await scanDb().scans.where('state').equals('waiting').sortBy('seq');
    let sent = 0;
    for (const row of waiting) {
      const state = await sendScan(row);
      if (state === 'waiting') break;
      if (state === 'sent') sent += 1;
    }
    return sent;
  };
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request('tillwise-count-scans-replay', { ifAvailable: true }, (lock) =>
      lock ? run() : 0,
    );
  }
  return run();
}

/** The latest queued scans of a count on this device (waiting, failed and sent), newest first. */
export async function queuedScans(countId: number): Promise<QueuedScan[]> {
  const rows = await scanDb().scans.where('countId').equals(countId).sortBy('seq');
  return rows.reverse().slice(0, 50);
}
