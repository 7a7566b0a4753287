import type { OrderWire } from '@tillwise/domain';
import { apiRequest } from '../lib/api-client';
import { describeApiError } from '../lib/api-error';
import { setNetworkOnline } from '../lib/network-status';
import type { QueuedSale } from './offline-db';
import type { SendOutcome } from './outbox';

/** Answers that say nothing about the sale itself (401: the session ended, sign in again): send it later. */
const NO_ANSWER = new Set([0, 401, 408, 429, 502, 503, 504]);

/**
 * Sends one queued sale with its own Idempotency-Key (and its till, when its invoice number is
 * from the till's block): the server keeps it once whatever happens to the answer. A replay from
 * the outbox (`fromOutbox`, every send but the counter's first) is a sale whose receipt was
 * printed and whose goods have left: `X-Offline-Sale` asks the server to record it even when the
 * stock is gone meanwhile, flagged for a manager, instead of refusing it.
 */
export async function sendQueuedSale(sale: QueuedSale, fromOutbox = true): Promise<SendOutcome> {
  const headers: Record<string, string> = { 'Idempotency-Key': sale.key };
  if (sale.tillId) headers['X-Till-Id'] = sale.tillId;
  if (sale.tillSessionId) headers['X-Till-Session'] = String(sale.tillSessionId);
  if (sale.sellExpired) headers['X-Sell-Expired'] = 'true';
  if (sale.expiredApproval) headers['X-Expired-Approval'] = sale.expiredApproval;
  if (sale.creditApproval) headers['X-Credit-Approval'] = sale.creditApproval;
  if (fromOutbox) headers['X-Offline-Sale'] = '1';
  // When the till made it, by its clock: the server dates a sale made offline then, not on arrival.
  headers['X-Sale-Made-At'] = new Date(sale.createdAt).toISOString();
  const result = await apiRequest<OrderWire>('POST', sale.path, { body: sale.body, headers });
  if (result.ok) {
    setNetworkOnline(true);
    return { kind: 'sent', orderId: result.data.id, order: result.data };
  }
  const { status } = result.error;
  if (status === 0) setNetworkOnline(false);
  if (NO_ANSWER.has(status) || status >= 500) return { kind: 'unreachable' };
  return { kind: 'refused', reason: describeApiError(result.error), error: result.error };
}
