import type { ListEnvelope, QueryParams, ReserveBlockBody, SentBy, UserWire } from '@tillwise/domain';
import { apiRequest, unwrap } from '../lib/api-client';
import { getToken } from '../lib/token-store';
import {
  addInvoiceBlock,
  blocksOf,
  type InvoiceBlock,
  numbersLeft,
  REFILL_BELOW,
  tillIdOf,
} from './invoice-block';
import { syncCatalogue } from './local-catalogue';
import { type OfflineDb, offlineDb, readMeta, writeMeta } from './offline-db';
import { pruneSent, replayOutbox } from './outbox';
import { sendQueuedSale } from './send-sale';
import { getSyncStatus, setSyncStatus } from './sync-status';
import { syncCurrency } from './till-currency';
import { syncTillTax } from './till-tax';

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api/';
/**
 * The catalogue is refreshed this often while online: a delta of what changed since the last
 * refresh (docs/selling-offline.md), the whole catalogue only without a stamp or when the server
 * says it is stale. Sales and blocks are checked every 15 seconds.
 */
export const CATALOGUE_REFRESH_MS = 60_000;
export const WALK_IN = 'walk-in-customer';
const CUSTOMER_PAGE_LIMIT = 200;

let replaying: Promise<unknown> | null = null;

/** Sends the waiting sales now (one run at a time in this tab; one tab at a time through Web Locks). */
export function replayNow(): Promise<unknown> {
  replaying ??= (async () => {
    const db = offlineDb();
    try {
      if (getSyncStatus().phase === 'idle') setSyncStatus({ phase: 'replaying' });
      await replayOutbox(db, sendQueuedSale);
      await pruneSent(db);
    } finally {
      if (getSyncStatus().phase === 'replaying') setSyncStatus({ phase: 'idle' });
      replaying = null;
    }
  })();
  return replaying;
}

/** Reserves a block of invoice numbers for this till when fewer than REFILL_BELOW are left. */
async function refillInvoiceBlock(db: OfflineDb, companyId: number) {
  if (numbersLeft(await blocksOf(db), companyId) >= REFILL_BELOW) return;
  const till = await tillIdOf(db);
  setSyncStatus({ reservingBlock: true });
  try {
    const block = unwrap(
      await apiRequest<Omit<InvoiceBlock, 'next'>>('POST', 'offline/invoice-block/', {
        body: { till } satisfies SentBy<typeof ReserveBlockBody>,
      }),
    );
    await addInvoiceBlock(db, block);
  } finally {
    setSyncStatus({ reservingBlock: false });
  }
}

/** The company's regular customers (for credit sales offline) and its walk-in customer. */
async function syncCustomers(db: OfflineDb, me: UserWire) {
  const all: UserWire[] = [];
  for (let page = 1; page <= CUSTOMER_PAGE_LIMIT; page++) {
    const query = { user_type: 'REGULAR_CUSTOMER', page };
    const envelope = unwrap(await apiRequest<ListEnvelope<UserWire>>('GET', 'user/', { query }));
    all.push(...envelope.results);
    if (!envelope.next) break;
  }
  const walkIns = unwrap(
    await apiRequest<ListEnvelope<UserWire>>('GET', 'user/', {
      query: { user_type: 'WALK_IN_CUSTOMER' } satisfies QueryParams<'user/'>,
    }),
  );
  const walkIn = walkIns.results.find((u) => u.username === `WALK_IN_CUSTOMER_${me.company?.id}`);
  await db.transaction('rw', db.customers, db.meta, async () => {
    await db.customers.clear();
    await db.customers.bulkPut(all);
    await db.meta.put({ name: WALK_IN, value: walkIn?.id ?? null });
  });
}

/**
 * Makes the till ready to sell offline (issue 16): waiting sales sent first, then a block of
 * invoice numbers, the customers, the receipts' currency, the company's tax answer, and (when older than CATALOGUE_REFRESH_MS, or `force`) the
 * catalogue with its stock, refreshed in the catalogue worker: what changed since the last
 * refresh, or the whole catalogue with progress the first time.
 */
export async function syncTill(me: UserWire, force = false): Promise<void> {
  const token = getToken();
  if (!token || !me.company || getSyncStatus().phase === 'syncing') return;
  const db = offlineDb();
  await replayNow();
  const syncedAt = await readMeta<number>(db, 'catalogue-synced-at');
  const catalogueDue = force || syncedAt === null || Date.now() - syncedAt > CATALOGUE_REFRESH_MS;
  setSyncStatus({ phase: 'syncing', blocking: syncedAt === null, done: 0, total: 0, error: null });
  try {
    void navigator.storage?.persist?.();
    await refillInvoiceBlock(db, me.company.id);
    await syncCustomers(db, me);
    await syncCurrency(db);
    await syncTillTax(db);
    if (catalogueDue) {
      await syncCatalogue(token, API_BASE, (done, total) => setSyncStatus({ done, total }));
    }
    await writeMeta(db, 'synced-user', me.id);
    setSyncStatus({ phase: 'idle', blocking: false, lastSyncedAt: Date.now() });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The failure's own words; the sync panel says what failed in the reader's language.
    setSyncStatus({ phase: 'idle', blocking: false, error: message });
  }
}
