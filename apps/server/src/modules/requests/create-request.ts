import {
  companies,
  type Db,
  products,
  productVariants,
  type RequestRow,
  requestEvents,
  requestItems,
  requests,
  users,
} from '@tillwise/db';
import {
  type CreateRequestBody,
  D,
  normaliseDate,
  REQUEST_MSG,
  SERVER_MSG,
  unitPrice,
} from '@tillwise/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ApiError, permissionDenied, validationError } from '../../lib/errors.js';
import { requestHash } from '../../lib/idempotency.js';
import type { SessionActor } from '../../plugins/auth.js';
import { groupOfCompany, groupRoot } from '../../policy/group.js';
import { notify } from '../notifications/service.js';
import { loadOrderUnits } from '../orders/context.js';
import { plannedUnit } from '../orders/line-units.js';
import { RECEIVER_COMPANY_TYPES, RECEIVER_USER_TYPES } from './recipients.js';

export interface Woken {
  id: number;
  /** Users told in the transaction; the caller wakes the hub after commit when any. */
  notified: number[];
  created: boolean;
}

const labelOf = (c: { companyName: string }) => c.companyName;

/** Sends a request (contract O22): the request, its items, its first history row and the receiver's notification, in one transaction. */
export async function createRequest(
  db: Db,
  actor: SessionActor,
  body: CreateRequestBody,
  idempotencyKey: string | null,
): Promise<Woken> {
  const own = actor.company;
  if (!own) throw permissionDenied();
  if (body.sender !== undefined && body.sender !== actor.user.id)
    throw validationError({ sender: SERVER_MSG.requestInOwnName });
  const hash = idempotencyKey ? requestHash(body) : null;
  if (idempotencyKey) {
    const earlier = await db.query.requests.findFirst({
      where: and(eq(requests.senderId, actor.user.id), eq(requests.idempotencyKey, idempotencyKey)),
    });
    if (earlier) return replay(earlier, hash);
  }
  const receiverId = body.receiver as number;
  const [found] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, receiverId));
  if (!found) throw validationError({ receiver: REQUEST_MSG.requesteeRequired });
  const { user: receiver, company: receiverCompany } = found;
  if (
    !receiver.isActive ||
    !(RECEIVER_USER_TYPES as readonly string[]).includes(receiver.userType) ||
    !(RECEIVER_COMPANY_TYPES as readonly string[]).includes(receiverCompany.companyType)
  )
    throw validationError({ receiver: REQUEST_MSG.receiverInactive });
  if (receiverCompany.id === own.id) throw validationError({ receiver: REQUEST_MSG.selfRequest });
  if ((await groupRoot(db, receiverCompany.id)) !== (await groupRoot(db, own.id))) {
    throw validationError({ receiver: REQUEST_MSG.requesteeRequired });
  }
  const date = normaliseDate(body.expected_delivery_date);
  if (!date) throw validationError({ expected_delivery_date: 'Enter a valid date.' });
  const variantIds = body.items.map((i) => i.product_variant);
  // Products of the caller's own catalogue group only (another group's are unknown here).
  const group = await groupOfCompany(db, own.id);
  const variants = variantIds.length
    ? await db
        .select({ id: productVariants.id, price: productVariants.price, productId: products.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(inArray(productVariants.id, variantIds), eq(products.groupId, group)))
    : [];
  const variantOf = new Map(variants.map((v) => [v.id, v]));
  if (variantIds.some((id) => !variantOf.has(id)))
    throw validationError({ items: SERVER_MSG.unknownProduct });
  // A line may ask in a trade unit of its product (docs/domain/units.md): priced at the unit's own
  // cost, or the variant's cost × its count.
  const units = await loadOrderUnits(
    db,
    body.items.flatMap((i) => (i.unit == null ? [] : [i.unit])),
    group,
  );
  const lines = body.items.map((item) => {
    const variant = variantOf.get(item.product_variant);
    const unit = plannedUnit({ units }, item.unit, variant?.productId, new D(item.quantity), 'items');
    const own = unit ? units.get(unit.id)?.price : undefined;
    return {
      item,
      unit,
      price: unit ? unitPrice(own, variant?.price ?? '0', unit.count) : (variant?.price ?? '0'),
    };
  });

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(requests)
        .values({
          senderId: actor.user.id,
          receiverId,
          senderCompanyId: own.id,
          receiverCompanyId: receiverCompany.id,
          requestType: body.request_type,
          description: body.description,
          expectedDeliveryDate: date,
          idempotencyKey,
          requestHash: hash,
        })
        .returning();
      if (!row) throw new Error('request not written');
      if (body.items.length > 0) {
        await tx.insert(requestItems).values(
          lines.map(({ item, unit, price }, position) => ({
            requestId: row.id,
            position,
            productVariantId: item.product_variant,
            quantity: item.quantity,
            price,
            unitId: unit?.id ?? null,
            unitName: unit?.name ?? '',
            unitCount: unit?.count ?? 1,
          })),
        );
      }
      await tx
        .insert(requestEvents)
        .values({ requestId: row.id, status: 'PENDING', userId: actor.user.id, note: 'sent' });
      const notified = await notify(tx, {
        receivers: [receiverId],
        type: 'REQUEST',
        key: 'requestNew',
        values: { type: body.request_type, id: row.id, from: labelOf(own), description: body.description },
      });
      return { id: row.id, notified, created: true };
    });
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error, 'requests_sender_idempotency_key')) {
      const earlier = await db.query.requests.findFirst({
        where: and(eq(requests.senderId, actor.user.id), eq(requests.idempotencyKey, idempotencyKey)),
      });
      if (earlier) return replay(earlier, hash);
    }
    throw error;
  }
}

function replay(earlier: RequestRow, hash: string | null): Woken {
  if (earlier.requestHash !== hash) throw new ApiError(409, { detail: SERVER_MSG.requestKeyConflict });
  return { id: earlier.id, notified: [], created: false };
}
