import { type Db, orders } from '@tillwise/db';
import { ORDER_MSG, type OrderStatus } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { notFound, permissionDenied, validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import { completeLinkedRequest } from '../requests/service.js';
import { findOrder } from './repository.js';

/**
 * Changes an order's status (contract O17): only a manager of the seller's company, and never once
 * the order is COMPLETE. The status is a label: stock and money moved when the order was made.
 */
export async function updateOrderStatus(
  db: Db,
  actor: SessionActor,
  scope: number[],
  id: number,
  status: OrderStatus,
): Promise<{ notified: boolean }> {
  const record = await findOrder(db, id, scope, null);
  if (!record) throw notFound();
  if (record.order.companyId !== actor.company?.id) throw permissionDenied();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (row?.status === 'COMPLETE' && status !== 'COMPLETE') {
      throw validationError({ status: ORDER_MSG.statusLocked });
    }
    await tx.update(orders).set({ status, lastModified: new Date() }).where(eq(orders.id, id));
    // A transfer that fulfils a request completes it when the goods are delivered.
    const told = status === 'COMPLETE' ? await completeLinkedRequest(tx, actor, id) : [];
    return { notified: told.length > 0 };
  });
}
