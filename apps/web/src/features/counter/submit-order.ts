import type { OrderCreateBody, OrderWire } from '@tillwise/domain';
import type { ApiError } from '../../lib/api-error';
import { fetchOrder, postOrder } from '../../lib/orders-api';

export type SubmitOutcome =
  | { ok: true; id: number; order: OrderWire | null }
  | { ok: false; error: ApiError };

/**
 * The one way a sale reaches the server: `POST order/` (O16) with the sale's Idempotency-Key, so
 * a retry after a lost answer never charges twice, then `GET order/<id>` (O15) for the order as
 * stored (its invoice id may differ from the one shown). An offline outbox goes in front of this.
 */
export async function submitOrder(body: OrderCreateBody, idempotencyKey: string): Promise<SubmitOutcome> {
  const created = await postOrder('order/', body, idempotencyKey);
  if (!created.ok) return { ok: false, error: created.error };
  const id = created.data.id;
  // The sale is made; if reading it back fails, the screen says so without the receipt.
  const order = await fetchOrder(id).catch(() => null);
  return { ok: true, id, order };
}
