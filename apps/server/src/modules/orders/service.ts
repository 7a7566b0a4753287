import type { Db } from '@tillwise/db';
import { type CreateOrderBody, isExpired, isManager, ORDER_MSG, TILL_MSG } from '@tillwise/domain';
import { today } from '../../lib/day-range.js';
import { ApiError, validationError } from '../../lib/errors.js';
import { NO_TILL_FACTS, type TillFacts } from '../../lib/headers.js';
import { requestHash } from '../../lib/idempotency.js';
import type { SessionActor } from '../../plugins/auth.js';
import type { Access } from '../../policy/access.js';
import { groupOfCompany } from '../../policy/group.js';
import { StockShortageError } from '../inventory/ledger.js';
import { answerFromWrite } from './answer.js';
import { loadOrderContext, loadOrderUnits, type OrderContext } from './context.js';
import { planInternal } from './internal-plan.js';
import type { OrderPlan } from './plan.js';
import type { ShownOrder } from './presenter.js';
import { madeMoment, offlineClaim } from './sale-moment.js';
import { planSale } from './sale-plan.js';
import { writeOrder } from './writer.js';

export interface CreatedOrder {
  id: number;
  /** False when an earlier request with the same Idempotency-Key made it. */
  created: boolean;
  /** The order wrote notifications (a reorder level crossed, a transfer received): wake listeners. */
  notified?: boolean;
  /** The new order as its answer shows it, from the write (answer.ts); absent: read it back. */
  answer?: ShownOrder | null;
}

/** The order an earlier request with this key made: replayed if the body matches, a 409 if not. */
function replayOf(earlier: { id: number; hash: string | null }, hash: string): CreatedOrder {
  if (earlier.hash !== hash) throw new ApiError(409, { detail: ORDER_MSG.idempotencyConflict });
  return { id: earlier.id, created: false };
}

/**
 * Expired batches on a counter sale (docs/till-sessions.md): refused unless a manager sells with
 * `X-Sell-Expired: true`, or the cashier brings a manager's approval covering them; each is then
 * recorded with that manager as the approver. Returns need none.
 */
async function expiredSaleOverrides(
  actor: SessionActor,
  body: CreateOrderBody,
  ctx: OrderContext,
  options: Pick<CreateOrderOptions, 'expiredApproval'> & { sellExpired: boolean },
  /** When the sale was made: now, or when a till made it offline. */
  madeAt: Date,
): Promise<{ batchId: number; approvedBy: number }[]> {
  if (body.status === 'RETURNED') return [];
  const day = today();
  const expired = [
    ...new Set(
      body.order_item
        .map((i) => i.batch as number)
        .filter((id) => isExpired(ctx.batches.get(id)?.expiryDate, day)),
    ),
  ];
  if (expired.length === 0) return [];
  const approvedBy =
    options.sellExpired === true && isManager(actor)
      ? actor.user.id
      : ((await options.expiredApproval?.(expired, madeAt)) ?? null);
  if (approvedBy === null) throw validationError({ order_item: TILL_MSG.expiredBatch });
  return expired.map((batchId) => ({ batchId, approvedBy }));
}

/** Chooses the plan builder for the request: a counter sale or return, or an internal order. */
function planOrder(
  actor: SessionActor,
  body: CreateOrderBody,
  ctx: OrderContext,
  idempotency: OrderPlan['idempotency'],
  access: Access | null,
): OrderPlan {
  if (body.internal_order) return planInternal(actor, body, ctx, idempotency, access);
  return planSale(actor, body, ctx, idempotency);
}

/** How and from where an order is made; every field may be left out. */
export interface CreateOrderOptions {
  /** The request's Idempotency-Key (a UUID): a repeat returns the first order. */
  idempotencyKey?: string | null;
  /** The policy layer's decision for the route (which counterparties an internal order may name). */
  access?: Access | null;
  /** What the till states about the sale (its headers, parsed once at the route). */
  till?: TillFacts;
  /**
   * The manager who approved, on the cashier's screen, selling these expired batches (the till's
   * `expiredApproval`), or null when the approval does not cover them.
   */
  expiredApproval?: (batches: number[], madeAt: Date) => Promise<number | null>;
  /**
   * The manager who approved, on the cashier's screen, this credit sale to this customer beyond
   * their limit or while overdue (the till's `creditApproval`), or null when it does not cover it.
   */
  creditApproval?: (customer: number, madeAt: Date) => Promise<number | null>;
  /** The caller's company, whose stock of each batch the answer shows (null: none). */
  stockCompanyId?: number | null;
}

/**
 * Creates an order (contract O16) in two round trips to the database: one statement reads what
 * the plan needs (and the order an earlier request with the same Idempotency-Key made), and one
 * statement writes the whole plan in its own transaction: stock taken or returned with its
 * movements, the order and its items, the journal entry and the balances it touches, and the
 * invoice number, or nothing at all. With an Idempotency-Key, a repeated request returns the first
 * order (same body) or is refused with 409 (different body), also when both arrive at once (the
 * second waits on the seller's company, then finds the first order's key). `access` is the policy
 * layer's decision for the route: an internal order names only the counterparties it allows.
 * `madeOffline`: a sale a till made offline, recorded even beyond stock or credit and flagged
 * (docs/selling-offline.md); an online sale never takes more than a batch holds.
 */
export async function createOrder(
  db: Db,
  actor: SessionActor,
  body: CreateOrderBody,
  options: CreateOrderOptions = {},
): Promise<CreatedOrder> {
  const { idempotencyKey = null, access = null, till = NO_TILL_FACTS } = options;
  const { tillId, tillSessionId, madeOffline } = till;
  const sellerId = body.seller as number;
  const idempotency = idempotencyKey ? { key: idempotencyKey, hash: requestHash(body) } : null;
  const groupId = actor.company ? await groupOfCompany(db, actor.company.id) : null;
  const ctx = await loadOrderContext(
    db,
    {
      userIds: [sellerId, body.buyer as number],
      batchIds: body.order_item.flatMap((i) => (i.batch == null ? [] : [i.batch])),
      variantIds: body.order_item.flatMap((i) =>
        i.order_batch ? [Number(i.order_batch.product_variant)] : [],
      ),
      idempotency: idempotency ? { sellerId, key: idempotency.key } : null,
    },
    groupId,
  );
  if (ctx.earlier && idempotency) return replayOf(ctx.earlier, idempotency.hash);
  ctx.units = await loadOrderUnits(
    db,
    body.order_item.flatMap((i) => (i.unit == null ? [] : [i.unit])),
    groupId,
  );
  // Tax rates are those of the sale's day: the till's day for a sale it made offline (it priced the
  // sale with them), today otherwise.
  ctx.day = today(madeOffline && till.madeAt ? till.madeAt : new Date());
  const planned = planOrder(actor, body, ctx, idempotency, access);
  // A counter sale made offline is dated when the till made it, within what the server knows
  // (sale-moment.ts); anything else is dated when it arrives.
  const claim =
    madeOffline && !body.internal_order
      ? await offlineClaim(db, {
          companyId: planned.order.companyId,
          tillId,
          invoiceNumber: planned.order.invoiceNumber,
          tillSessionId,
        })
      : null;
  const now = new Date();
  const made = claim ? madeMoment(till.madeAt, claim, now) : undefined;
  // A counter sale can claim to be made offline only with a number of a block its till reserved
  // before; without one it is an online sale (stock checked, approvals valid now). The original
  // client's `orderoffline/` (internal orders) keeps its own numbers.
  const offline = madeOffline && (body.internal_order === true || claim !== null);
  const expiredOverrides = body.internal_order
    ? []
    : await expiredSaleOverrides(
        actor,
        body,
        ctx,
        { sellExpired: till.sellExpired, expiredApproval: options.expiredApproval },
        made ?? now,
      );
  const creditApprover =
    body.internal_order || !options.creditApproval
      ? null
      : await options.creditApproval(body.buyer as number, made ?? now);
  const plan = {
    ...planned,
    creditApproval: creditApprover === null ? null : { approvedBy: creditApprover },
    order: made ? { ...planned.order, created: made } : planned.order,
    tillId,
    tillSessionId,
    expiredOverrides,
    madeOffline: offline,
  };
  try {
    const written = await writeOrder(db, plan);
    // Only a request with an Idempotency-Key finds the order of an earlier one.
    if (written.kind === 'replay') {
      return replayOf({ id: written.id, hash: written.requestHash }, idempotency?.hash ?? '');
    }
    return {
      id: written.id,
      created: true,
      notified: written.notified,
      answer: answerFromWrite(plan, ctx, written, options.stockCompanyId ?? null),
    };
  } catch (error) {
    if (error instanceof StockShortageError) {
      throw validationError({
        order_item: body.internal_order ? ORDER_MSG.batchStockLess : ORDER_MSG.stockLess,
      });
    }
    throw error;
  }
}
