import type { OrderCreateBody, OrderWire } from '@tillwise/domain';
import { takeInvoiceId, tillIdOf } from './invoice-block';
import type { OfflineDb, OutboxPath, QueuedSale } from './offline-db';
import { enqueueSale } from './outbox';
import { tillSessionOf } from './till-session';

export interface LocalSaleDraft {
  key: string;
  path: OutboxPath;
  company: number;
  sellerName: string;
  /** The body and receipt for the invoice id the sale gets. */
  build: (invoiceId: string) => { body: OrderCreateBody; receipt: OrderWire | null };
  /** The invoice id the screen showed, used when the till holds no block. */
  fallbackInvoiceId: string;
  /** Sent as `X-Sell-Expired: true`: a manager's sale, which may hold an expired batch. */
  sellExpired?: boolean;
  /** Sent as `X-Expired-Approval`: a manager approved this cashier's sale of expired batches. */
  expiredApproval?: string | null;
  /** Sent as `X-Credit-Approval`: a manager approved this credit sale beyond the customer's limit. */
  creditApproval?: string | null;
}

/**
 * Writes a sale to the outbox with the final invoice number of this till's block, in one
 * IndexedDB transaction, so a number is never printed twice nor a sale kept without one. A sale
 * already queued under its key is answered as it was.
 */
export async function queueLocalSale(
  db: OfflineDb,
  draft: LocalSaleDraft,
  state: 'live' | 'waiting',
): Promise<QueuedSale> {
  const tillId = await tillIdOf(db);
  const tillSessionId = draft.path === 'order/' ? await tillSessionOf(db, draft.company) : null;
  return db.transaction('rw', db.sales, db.meta, async () => {
    const existing = await db.sales.where('key').equals(draft.key).first();
    if (existing) return existing;
    const fromBlock = await takeInvoiceId(db, draft.company);
    const { body, receipt } = draft.build(fromBlock ?? draft.fallbackInvoiceId);
    return enqueueSale(
      db,
      {
        key: draft.key,
        path: draft.path,
        body,
        receipt,
        sellerName: draft.sellerName,
        tillId: fromBlock ? tillId : null,
        tillSessionId,
        sellExpired: draft.sellExpired ?? false,
        expiredApproval: draft.expiredApproval ?? null,
        creditApproval: draft.creditApproval ?? null,
      },
      state,
    );
  });
}
