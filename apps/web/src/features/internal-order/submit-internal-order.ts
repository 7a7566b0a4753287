import { ORDER_MSG, type OrderCreateBody } from '@tillwise/domain';
import { postOrder } from '../../lib/orders-api';

/** The order fields whose server messages show under their inputs (contract 3.3). */
export const ORDER_FIELDS = ['total', 'amount_received', 'total_discount'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

export type SubmitOutcome =
  | { ok: true; id: number; message: string }
  | { ok: false; message: string; fieldErrors: Partial<Record<OrderField, string>> };

/**
 * The only way an internal order leaves the screen: `POST internal-order/` with the order's
 * `Idempotency-Key`, made when the order was started, so a retried submission never posts twice.
 * Offline mode is meant to put its outbox in front of this function, replaying the same key.
 */
export async function submitInternalOrder(
  body: OrderCreateBody,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  const result = await postOrder('internal-order/', body, idempotencyKey);
  if (result.ok) return { ok: true, id: result.data.id, message: ORDER_MSG.internalCompleted };
  const error = result.error;
  const fieldErrors: Partial<Record<OrderField, string>> = {};
  if (error.status === 400) {
    for (const field of ORDER_FIELDS) {
      const [first] = error.fieldErrors(field);
      if (first) fieldErrors[field] = first;
    }
  }
  // Spec 4.3: the server's non_field_errors, or the generic message.
  const [first] = error.fieldErrors('non_field_errors');
  return { ok: false, message: first ?? ORDER_MSG.serverError, fieldErrors };
}
