import type { OrderWire } from '@tillwise/domain';
import type { ApiError } from '../../lib/api-error';
import { getNetworkOnline } from '../../lib/network-status';
import { giveBackInvoiceId } from '../../offline/invoice-block';
import { type LocalSaleDraft, queueLocalSale } from '../../offline/local-sale';
import { offlineDb } from '../../offline/offline-db';
import { pendingSales, settleSale } from '../../offline/outbox';
import { sendQueuedSale } from '../../offline/send-sale';
import { replayNow } from '../../offline/till-sync';

export type SubmitOutcome =
  | { ok: true; queued: false; id: number; order: OrderWire | null }
  /** Kept on the till (no network): the receipt as printed, with its final invoice number. */
  | { ok: true; queued: true; order: OrderWire }
  | { ok: false; error: ApiError };

/**
 * The one way a sale reaches the server (issue 16). The sale is written to the till's outbox
 * first, with its Idempotency-Key and its invoice number from the till's block; then, when the
 * till is online and no earlier sale waits, it is sent at once (`POST order/`, contract O16).
 * With no answer it stays in the outbox and is replayed later with the same key, so it is kept
 * exactly once; a refusal takes it out again so the cashier can correct it.
 */
export async function submitOrder(draft: LocalSaleDraft): Promise<SubmitOutcome> {
  const db = offlineDb();
  const queueFirst = !getNetworkOnline() || (await pendingSales(db)).length > 0;
  const row = await queueLocalSale(db, draft, queueFirst ? 'waiting' : 'live');
  const seq = row.seq as number;
  if (row.state === 'sent' && row.orderId !== null) {
    return { ok: true, queued: false, id: row.orderId, order: row.receipt };
  }
  if (queueFirst || row.state !== 'live') {
    void replayNow();
    return { ok: true, queued: true, order: row.receipt as OrderWire };
  }
  const outcome = await sendQueuedSale(row, false);
  if (outcome.kind === 'sent') {
    await settleSale(db, seq, outcome);
    return { ok: true, queued: false, id: outcome.orderId, order: outcome.order };
  }
  if (outcome.kind === 'unreachable') {
    await settleSale(db, seq, outcome);
    return { ok: true, queued: true, order: row.receipt as OrderWire };
  }
  // Refused while the cashier is here: not a fact yet; the screen shows why.
  await db.sales.delete(seq);
  await giveBackInvoiceId(db, row.body.invoice_id ?? '');
  return { ok: false, error: outcome.error };
}
