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

/** How long to wait before each new attempt when a sale's answer was lost (about 15 s in all). */
export const UNKNOWN_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];

export interface SubmitOptions {
  /**
   * The sale was sent but no answer came (the server may have recorded it): called before each
   * new attempt, with its number (1, 2, ...), so the screen can say the outcome is not known yet.
   */
  onUnknown?: (attempt: number) => void;
  /** The pauses between attempts (tests pass none or short ones). */
  retryDelaysMs?: readonly number[];
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one way a sale reaches the server (issue 16). The sale is written to the till's outbox
 * first, with its Idempotency-Key and its invoice number from the till's block; then, when the
 * till is online and no earlier sale waits, it is sent at once (`POST order/`, contract O16).
 * With no answer the outcome is unknown, not failed: it is sent again with the same key a few times
 * while the cashier waits, and if still no answer comes it stays in the outbox and is replayed
 * later, so it is kept exactly once; only a refusal takes it out again so the cashier can correct it.
 */
export async function submitOrder(
  draft: LocalSaleDraft,
  { onUnknown, retryDelaysMs = UNKNOWN_RETRY_DELAYS_MS }: SubmitOptions = {},
): Promise<SubmitOutcome> {
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
  let outcome = await sendQueuedSale(row, false);
  // No answer is not a refusal: the server may have recorded the sale and the answer been lost.
  // Ask again with the same Idempotency-Key (a sale it has is answered with that order, never
  // made twice) until an answer comes or the pauses run out; then the outbox keeps asking.
  // A browser that knows it is offline goes straight to the outbox.
  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  for (
    let attempt = 1;
    outcome.kind === 'unreachable' && attempt <= retryDelaysMs.length && !offline();
    attempt++
  ) {
    onUnknown?.(attempt);
    await pause(retryDelaysMs[attempt - 1] ?? 0);
    outcome = await sendQueuedSale(row, false);
  }
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
