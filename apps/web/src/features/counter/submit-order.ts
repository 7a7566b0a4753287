import type { ListEnvelope, OrderCreateBody, OrderWire } from '@tillwise/domain';
import { apiRequest } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';

export type SubmitOutcome =
  | { ok: true; id: number; order: OrderWire | null }
  | { ok: false; error: ApiError };

/**
 * The one way a sale reaches the server: `POST order/` (O16) with the sale's Idempotency-Key, so
 * a retry after a lost answer never charges twice, then `GET order/<id>` (O15) for the order as
 * stored (its invoice id may differ from the one shown). An offline outbox goes in front of this.
 */
export async function submitOrder(body: OrderCreateBody, idempotencyKey: string): Promise<SubmitOutcome> {
  const created = await apiRequest<{ id: number }>('POST', 'order/', {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (!created.ok) return { ok: false, error: created.error };
  const id = created.data.id;
  const read = await apiRequest<ListEnvelope<OrderWire>>('GET', `order/${id}`);
  const order = read.ok && read.data.results.length === 1 ? (read.data.results[0] ?? null) : null;
  return { ok: true, id, order };
}

/** A key for one sale, kept across its retries and renewed by New Order. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
