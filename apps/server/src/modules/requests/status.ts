import { type Db, type Executor, orders, type RequestRow, requestEvents, requests } from '@tillwise/db';
import {
  invalidPkMessage,
  REQUEST_MSG,
  type RequestRole,
  type RequestStatus,
  requestStatusLink,
  requestTransitionError,
  SERVER_MSG,
} from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { notFound, permissionDenied, validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import { notify } from '../notifications/service.js';
import type { Woken } from './create-request.js';
import type { RequestScope } from './repository.js';

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
    key: 'requestStatus',
    values: { id: row.id, status, who, note: note && note !== 'status' ? note : '' },
    link: requestStatusLink(status),
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
    if (!order) throw validationError({ order: invalidPkMessage(orderId) });
    if (
      !order?.internalOrder ||
      order.companyId !== row.receiverCompanyId ||
      order.buyerCompanyId !== row.senderCompanyId
    )
      throw validationError({
        order: SERVER_MSG.transferToRequester,
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
  if (row?.status !== 'APPROVED') return [];
  return setStatus(tx, actor, row, 'COMPLETE', `delivered by order ${orderId}`);
}
