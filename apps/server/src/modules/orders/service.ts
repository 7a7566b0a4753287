import { createHash } from 'node:crypto';
import { type Db, type Executor, orders } from '@tillwise/db';
import { type CreateOrderBody, ORDER_MSG } from '@tillwise/domain';
import { and, eq } from 'drizzle-orm';
import { ApiError, validationError } from '../../lib/errors.js';
import { isStoredId } from '../../lib/filters.js';
import type { SessionActor } from '../../plugins/auth.js';
import { StockShortageError } from '../inventory/ledger.js';
import { loadOrderContext } from './context.js';
import { planInternal } from './internal-plan.js';
import type { OrderPlan } from './plan.js';
import { planSale } from './sale-plan.js';
import { writeOrder } from './writer.js';

export interface CreatedOrder {
  id: number;
  /** False when an earlier request with the same Idempotency-Key made it. */
  created: boolean;
}

/** The hash of a request body, with keys in a fixed order, so the same order always hashes alike. */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, value]) => value !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, value]) => [k, canonical(value)]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** The order an earlier request with this key made: replayed if the body matches, a 409 if not. */
async function earlierOrder(
  db: Executor,
  sellerId: number,
  idempotency: { key: string; hash: string },
): Promise<CreatedOrder | null> {
  const [row] = await db
    .select({ id: orders.id, hash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.idempotencyKey, idempotency.key)))
    .limit(1);
  if (!row) return null;
  if (row.hash !== idempotency.hash) throw new ApiError(409, { detail: ORDER_MSG.idempotencyConflict });
  return { id: row.id, created: false };
}

/** Chooses the plan builder for the request: a counter sale or return, or an internal order. */
function planOrder(
  actor: SessionActor,
  body: CreateOrderBody,
  ctx: Awaited<ReturnType<typeof loadOrderContext>>,
  idempotency: OrderPlan['idempotency'],
): OrderPlan {
  if (body.internal_order) return planInternal(actor, body, ctx, idempotency);
  return planSale(actor, body, ctx, idempotency);
}

/**
 * Creates an order (contract O16) in one database transaction: stock taken or returned with its
 * movements, the order and its items, the journal entry and the balances it touches, and the
 * invoice number, or nothing at all. With an Idempotency-Key, a repeated request returns the first
 * order (same body) or is refused with 409 (different body), also when both arrive at once.
 */
export async function createOrder(
  db: Db,
  actor: SessionActor,
  body: CreateOrderBody,
  idempotencyKey: string | null,
): Promise<CreatedOrder> {
  const sellerId = body.seller as number;
  const idempotency = idempotencyKey ? { key: idempotencyKey, hash: requestHash(body) } : null;
  const [earlier, ctx] = await Promise.all([
    idempotency && isStoredId(sellerId) ? earlierOrder(db, sellerId, idempotency) : Promise.resolve(null),
    loadOrderContext(
      db,
      [sellerId, body.buyer as number],
      body.order_item.flatMap((i) => (i.batch == null ? [] : [i.batch])),
      body.order_item.flatMap((i) => (i.order_batch ? [Number(i.order_batch.product_variant)] : [])),
    ),
  ]);
  if (earlier) return earlier;
  const plan = planOrder(actor, body, ctx, idempotency);
  try {
    const written = await db.transaction((tx) => writeOrder(tx, plan));
    return { id: written.id, created: true };
  } catch (error) {
    // The same key sent twice at once: the second waited for the first and failed on its key (or
    // on the stock the first took). The first order is the answer.
    const replay = idempotency && isStoredId(sellerId) ? await earlierOrder(db, sellerId, idempotency) : null;
    if (replay) return replay;
    if (error instanceof StockShortageError) {
      throw validationError({
        order_item: body.internal_order ? ORDER_MSG.batchStockLess : ORDER_MSG.stockLess,
      });
    }
    throw error;
  }
}
