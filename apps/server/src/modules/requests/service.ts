import {
  companies,
  type Db,
  type Executor,
  orders,
  productVariants,
  type RequestRow,
  requestEvents,
  requestItems,
  requests,
  users,
} from '@tillwise/db';
import {
  type CreateRequestBody,
  normaliseDate,
  REQUEST_MSG,
  type RequestRole,
  type RequestStatus,
  requestTransitionError,
} from '@tillwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ApiError, notFound, permissionDenied, validationError } from '../../lib/errors.js';
import { requestHash } from '../../lib/idempotency.js';
import type { SessionActor } from '../../plugins/auth.js';
import { reachableCompanyIds } from '../../policy/relation.js';
import { notify } from '../notifications/service.js';
import type { RequestScope } from './repository.js';

/** Operators who may receive a request, in the companies a request may go to. */
const RECEIVER_USER_TYPES = ['SUPER_ADMIN', 'ADMIN', 'SALES_STAFF'] as const;
const RECEIVER_COMPANY_TYPES = ['PARENT', 'STORE', 'FACTORY'] as const;

/**
 * The requests a caller sees (spec 6): the parent's managers every request sent or received by
 * their company or its departments; anyone else those their own company sent or received (a RETIAL
 * outlet only sends; a STORE mostly receives).
 */
export async function requestScopeFor(db: Executor, actor: SessionActor): Promise<RequestScope> {
  const company = actor.company;
  if (!company) return { sentBy: [], receivedBy: [] };
  if (company.companyType === 'PARENT') {
    const ids = await reachableCompanyIds(db, company, ['own', 'child']);
    return { sentBy: ids, receivedBy: ids };
  }
  return { sentBy: [company.id], receivedBy: [company.id] };
}

/** The root of a company's group (the company with no parent above it). */
async function groupRoot(db: Executor, companyId: number): Promise<number | null> {
  const result = (await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from companies where id = ${companyId}
      union all
      select c.id, c.parent_id, up.depth + 1 from companies c join up on c.id = up.parent_id where up.depth < 10
    )
    select id from up order by depth desc limit 1`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id ?? null;
}

/**
 * Who the caller may send a request to (the Send Request form's two selects): the PARENT, STORE
 * and FACTORY companies of the caller's group other than their own, each with its operators.
 */
export async function requestRecipients(db: Executor, actor: SessionActor) {
  const own = actor.company;
  if (!own) return [];
  const root = await groupRoot(db, own.id);
  const result = (await db.execute(sql`
    with recursive grp(id) as (
      select id from companies where id = ${root}
      union all select c.id from companies c join grp on c.parent_id = grp.id
    )
    select c.id as company_id, c.company_name, c.company_type,
      u.id as user_id, u.username, u.first_name, u.last_name, u.user_type
    from grp join companies c on c.id = grp.id
    join users u on u.company_id = c.id and u.is_active
      and u.user_type in ('SUPER_ADMIN', 'ADMIN', 'SALES_STAFF')
    where c.id <> ${own.id} and c.is_active and c.company_type in ('PARENT', 'STORE', 'FACTORY')
    order by c.company_name, c.id, u.user_type, u.username`)) as unknown as {
    rows: {
      company_id: number;
      company_name: string;
      company_type: string;
      user_id: number;
      username: string;
      first_name: string;
      last_name: string;
      user_type: string;
    }[];
  };
  const byCompany = new Map<
    number,
    {
      id: number;
      company_name: string;
      company_type: string;
      users: { id: number; username: string; first_name: string; last_name: string; user_type: string }[];
    }
  >();
  for (const r of result.rows) {
    const entry = byCompany.get(r.company_id) ?? {
      id: r.company_id,
      company_name: r.company_name,
      company_type: r.company_type,
      users: [],
    };
    entry.users.push({
      id: r.user_id,
      username: r.username,
      first_name: r.first_name,
      last_name: r.last_name,
      user_type: r.user_type,
    });
    byCompany.set(r.company_id, entry);
  }
  return [...byCompany.values()];
}

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
    throw validationError({ sender: 'A request is sent in your own name.' });
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
  const variants = variantIds.length
    ? await db
        .select({ id: productVariants.id, price: productVariants.price })
        .from(productVariants)
        .where(inArray(productVariants.id, variantIds))
    : [];
  const priceOf = new Map(variants.map((v) => [v.id, v.price]));
  if (variantIds.some((id) => !priceOf.has(id))) throw validationError({ items: 'Unknown product.' });

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
          body.items.map((item, position) => ({
            requestId: row.id,
            position,
            productVariantId: item.product_variant,
            quantity: item.quantity,
            price: priceOf.get(item.product_variant) ?? '0',
          })),
        );
      }
      await tx
        .insert(requestEvents)
        .values({ requestId: row.id, status: 'PENDING', userId: actor.user.id, note: 'sent' });
      const notified = await notify(tx, {
        receivers: [receiverId],
        type: 'REQUEST',
        message: `New ${body.request_type.replace('_', ' ').toLowerCase()} request #${row.id} from ${labelOf(own)}: ${body.description}`,
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
  if (earlier.requestHash !== hash)
    throw new ApiError(409, { detail: 'This Idempotency-Key was used for a different request.' });
  return { id: earlier.id, notified: [], created: false };
}

/** The caller's side of a request (spec 4.6): its sender's company, its receiver's, or neither. */
export function roleOf(actor: SessionActor, row: RequestRow): RequestRole {
  if (actor.company?.id === row.senderCompanyId) return 'sender';
  if (actor.company?.id === row.receiverCompanyId) return 'receiver';
  return 'other';
}

/** Writes a status change with its history row and notification; the row must be locked. */
async function setStatus(
  tx: Executor,
  actor: SessionActor,
  row: RequestRow,
  status: RequestStatus,
  note: string,
): Promise<number[]> {
  await tx.update(requests).set({ status, lastModified: new Date() }).where(eq(requests.id, row.id));
  await tx.insert(requestEvents).values({ requestId: row.id, status, userId: actor.user.id, note });
  const bySender = actor.company?.id === row.senderCompanyId;
  const who = actor.company?.companyName ?? actor.user.username;
  return notify(tx, {
    receivers: [bySender ? row.receiverId : row.senderId],
    type: bySender ? 'REQUEST' : 'RESPONSE',
    message: `Request #${row.id} is now ${status} (${who})${note && note !== 'status' ? `: ${note}` : ''}`,
  });
}

/** Changes a request's status (contract O24) as spec 4.6 allows the caller, or refuses with why. */
export async function updateRequestStatus(
  db: Db,
  actor: SessionActor,
  scope: RequestScope,
  id: number,
  status: RequestStatus,
): Promise<Woken> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!row || !inScope(scope, row)) throw notFound();
    if (row.status === status) return { id, notified: [], created: false };
    const error = requestTransitionError(
      roleOf(actor, row),
      row.requestType,
      row.status,
      status,
      actor.company?.companyType ?? null,
    );
    if (error) throw validationError({ status: error });
    return { id, notified: await setStatus(tx, actor, row, status, 'status'), created: false };
  });
}

const inScope = (scope: RequestScope, row: RequestRow): boolean =>
  Boolean(scope.sentBy?.includes(row.senderCompanyId) || scope.receivedBy?.includes(row.receiverCompanyId));

/**
 * Links the transfer that fulfils an approved request (made on the Admin Order screen by the
 * receiving company, sold to the requesting one). A transfer already delivered (COMPLETE)
 * completes the request at once; a PENDING one completes it when its status becomes COMPLETE.
 * Linking the same order again changes nothing; a second order is refused.
 */
export async function linkTransfer(
  db: Db,
  actor: SessionActor,
  scope: RequestScope,
  id: number,
  orderId: number,
): Promise<Woken> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!row || !inScope(scope, row)) throw notFound();
    if (row.orderId === orderId) return { id, notified: [], created: false };
    if (row.orderId !== null) throw validationError({ order: REQUEST_MSG.alreadyTransferred });
    if (roleOf(actor, row) !== 'receiver') throw permissionDenied();
    if (row.status !== 'APPROVED') throw validationError({ order: REQUEST_MSG.notTransferable });
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (
      !order ||
      !order.internalOrder ||
      order.companyId !== row.receiverCompanyId ||
      order.buyerCompanyId !== row.senderCompanyId
    )
      throw validationError({
        order: 'The transfer must be sold by your company to the requesting department.',
      });
    await tx.update(requests).set({ orderId, lastModified: new Date() }).where(eq(requests.id, id));
    const notified =
      order.status === 'COMPLETE'
        ? await setStatus(tx, actor, row, 'COMPLETE', `delivered by transfer ${order.invoiceId}`)
        : [];
    return { id, notified, created: false };
  });
}

/**
 * Completes the request an order fulfils once that order is COMPLETE (called by the order status
 * change in its transaction). Returns the users told.
 */
export async function completeLinkedRequest(
  tx: Executor,
  actor: SessionActor,
  orderId: number,
): Promise<number[]> {
  const [row] = await tx.select().from(requests).where(eq(requests.orderId, orderId)).for('update');
  if (!row || row.status !== 'APPROVED') return [];
  return setStatus(tx, actor, row, 'COMPLETE', `delivered by order ${orderId}`);
}
