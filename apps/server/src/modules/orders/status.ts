import { type Db, journalEntries, orders, stockMovements, type Tx } from '@tillwise/db';
import { D, ORDER_MSG, type OrderStatus, statusChangeError } from '@tillwise/domain';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { notFound, permissionDenied, validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import { moveStockBatch, StockShortageError } from '../inventory/ledger.js';
import { reverseEntry } from '../ledger/post-entry.js';
import { completeLinkedRequest } from '../requests/status.js';
import { findOrder } from './repository.js';

/*
 * What a status means for stock and money (docs/domain/orders.md, "Statuses"): an order's goods
 * and money move when it is made, whatever its status. PENDING: made, goods not yet handed over;
 * COMPLETE: handed over (a counter sale is complete at once); RETURNED: a return order; CANCEL: a
 * pending order called off, its movements and entries reversed.
 */

/**
 * Undoes a pending order: every stock movement it made is moved back (through the one stock
 * writer, so each posts its value against the account the original posted to) and every money
 * entry it posted is reversed, in the caller's transaction.
 */
async function cancelOrder(tx: Tx, id: number, userId: number): Promise<void> {
  const moves = await tx
    .select({
      companyId: stockMovements.companyId,
      kind: stockMovements.kind,
      batchId: stockMovements.batchId,
      quantity: stockMovements.quantity,
      orderItemId: stockMovements.orderItemId,
      entryId: stockMovements.entryId,
      // Qualified by hand: inside the subquery a bare column name would be journal_lines'.
      counter: sql<
        number | null
      >`(select l.account_id from journal_lines l join accounts a on a.id = l.account_id
        where l.entry_id = stock_movements.entry_id and a.purpose <> 'INVENTORY' limit 1)`,
    })
    .from(stockMovements)
    .where(eq(stockMovements.orderId, id))
    .orderBy(asc(stockMovements.id));
  const companies = [...new Set(moves.map((m) => m.companyId))].sort((a, b) => a - b);
  await tx.execute(sql`select lock_companies(${`{${companies.join(',')}}`}::int[])`);
  // Goods come back before they leave again: what went out returns first, then what came in leaves.
  const steps = new Map<string, typeof moves>();
  for (const m of moves) {
    const key = `${new D(m.quantity).lt(0) ? 0 : 1}:${m.companyId}:${m.kind}:${m.counter ?? 0}`;
    steps.set(key, [...(steps.get(key) ?? []), m]);
  }
  for (const key of [...steps.keys()].sort()) {
    const lines = steps.get(key) ?? [];
    const [first] = lines;
    if (!first) continue;
    try {
      await moveStockBatch(tx, {
        companyId: first.companyId,
        kind: first.kind,
        userId,
        orderId: id,
        note: `Order ${id} cancelled`,
        counter: first.counter === null ? { purpose: 'COGS' } : { accountId: first.counter },
        lines: lines.map((m) => ({
          batchId: m.batchId,
          quantity: new D(m.quantity).negated(),
          ...(m.orderItemId ? { orderItemId: m.orderItemId } : {}),
        })),
      });
    } catch (error) {
      if (error instanceof StockShortageError) throw validationError({ status: [ORDER_MSG.goodsUsed] });
      throw error;
    }
  }
  const stockEntries = moves.map((m) => m.entryId).filter((e): e is number => e !== null);
  const money = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.sourceType, 'order'),
        eq(journalEntries.sourceId, id),
        stockEntries.length > 0 ? notInArray(journalEntries.id, stockEntries) : undefined,
        sql`not exists (select 1 from stock_movements m where m.entry_id = ${journalEntries.id})`,
      ),
    )
    .orderBy(asc(journalEntries.id));
  for (const entry of money) await reverseEntry(tx, entry.id, userId, `Order ${id} cancelled`);
  // A credit sale called off owes nothing more: its invoice's amount is taken off whole, as the
  // reversal takes it off the customer's account (docs/domain/credit.md).
  if (money.length > 0) {
    await tx.execute(sql`update credit_invoices set refunded = refunded + amount where order_id = ${id}`);
  }
}

/**
 * Changes an order's status (contract O17): only a manager of the seller's company, and only as
 * statusChangeError allows. Cancelling a pending order reverses its stock and its books.
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
    if (!row) throw notFound();
    const refusal = statusChangeError(row.status, status);
    if (refusal) throw validationError({ status: [refusal] });
    if (row.status === status) return { notified: false };
    if (status === 'CANCEL') await cancelOrder(tx, id, actor.user.id);
    await tx.update(orders).set({ status, lastModified: new Date() }).where(eq(orders.id, id));
    // A transfer that fulfils a request completes it when the goods are delivered.
    const told = status === 'COMPLETE' ? await completeLinkedRequest(tx, actor, id) : [];
    return { notified: told.length > 0 };
  });
}
