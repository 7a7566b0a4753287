import {
  batches,
  companies,
  type Db,
  type Executor,
  inventory,
  journalLines,
  productVariants,
  stockMovements,
} from '@tillwise/db';
import {
  CATALOG_MSG,
  type CreateBatchBody,
  D,
  invalidPkMessage,
  SERVER_MSG,
  stockBelowZeroMessage,
  toWire,
  type UpdateBatchBody,
  type WriteOffBody,
} from '@tillwise/domain';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { nonFieldError, notFound, permissionDenied, validationError } from '../../lib/errors.js';
import { moveStock, type StockCounter, StockShortageError } from '../inventory/ledger.js';
import { findLiveVariant, lockLiveBatch } from './batch-repository.js';

/** Who is acting: the user (recorded on each movement) and the company whose stock a receipt enters. */
export interface StockActor {
  userId: number;
  companyId: number | null;
  /** The catalogue group of the caller's company: only its variants and batches are touched. */
  groupId: number | null;
}

/**
 * Whom a receipt posts against: the payable kept for the company the goods came from (a vendor's
 * company, or another department of the same group), or opening-balance equity when none is named.
 */
async function receiptCounter(
  tx: Executor,
  companyId: number,
  from: number | null | undefined,
): Promise<{ counter: StockCounter; fromId: number | null }> {
  if (from == null) return { counter: { purpose: 'OPENING_EQUITY' }, fromId: null };
  const rows = await tx
    .select({
      id: companies.id,
      name: companies.companyName,
      type: companies.companyType,
      parentId: companies.parentId,
      active: companies.isActive,
    })
    .from(companies)
    .where(sql`${companies.id} in (${from}, ${companyId})`);
  const source = rows.find((r) => r.id === from);
  const mine = rows.find((r) => r.id === companyId);
  const root = (c: { id: number; parentId: number | null }) => c.parentId ?? c.id;
  const allowed =
    source?.active &&
    mine &&
    source.id !== mine.id &&
    (source.type === 'VENDOR' || root(source) === root(mine));
  if (!source || !allowed) throw validationError({ received_from: [CATALOG_MSG.receivedFromInvalid] });
  return { counter: { purpose: 'PAYABLE', companyId: source.id, name: source.name }, fromId: source.id };
}

/**
 * Receives a new batch into the caller's company: the batch (valued at its cost price, the
 * variant's when none is given), its stock row and a RECEIPT movement posted against whoever the
 * goods came from, in one transaction. Returns the new batch's id.
 */
export function receiveBatch(db: Db, actor: StockActor, body: CreateBatchBody): Promise<number> {
  const companyId = actor.companyId;
  if (companyId === null) throw nonFieldError(SERVER_MSG.noCompanyToReceive);
  return db.transaction(async (tx) => {
    const variant = await findLiveVariant(tx, body.product_variant ?? 0, actor.groupId);
    if (!variant) throw validationError({ product_variant: [invalidPkMessage(body.product_variant ?? '')] });
    const { counter, fromId } = await receiptCounter(tx, companyId, body.received_from);
    const [batch] = await tx
      .insert(batches)
      .values({
        productVariantId: variant.id,
        quantity: body.quantity,
        manufacturingDate: body.manufacturing_date,
        expiryDate: body.expiry_date,
        inStock: body.in_stock,
        receivedByCompanyId: companyId,
        receivedFromCompanyId: fromId,
        unitCost: body.cost_price ? body.cost_price : variant.price,
      })
      .returning({ id: batches.id });
    if (!batch) throw new Error('batch not created');
    await moveStock(tx, {
      companyId,
      batchId: batch.id,
      kind: 'RECEIPT',
      quantity: new D(body.quantity),
      userId: actor.userId,
      counter,
    });
    return batch.id;
  });
}

/**
 * Locks, in the writers' order, the companies holding the batch (and its receiver), then the live
 * batch itself, if the receiving company is within the caller's reach.
 */
async function lockReachableBatch(tx: Executor, id: number, scope: number[], groupId: number | null) {
  await tx.execute(sql`select lock_companies(array(
    select company_id from inventory where batch_id = ${id}
    union select received_by_company_id from batches where id = ${id} and received_by_company_id is not null))`);
  // Another group's batch is answered as one that does not exist.
  const batch = await lockLiveBatch(tx, id, groupId);
  if (!batch) throw notFound();
  // Batches are catalogue data every till sees, so an out-of-reach one is forbidden, not hidden.
  if (batch.receivedByCompanyId === null || !scope.includes(batch.receivedByCompanyId)) {
    throw permissionDenied();
  }
  return { ...batch, receivedByCompanyId: batch.receivedByCompanyId };
}

/** Every company's stock of a batch that is not zero. */
const holdersOf = (tx: Executor, id: number) =>
  tx
    .select({ companyId: inventory.companyId, quantity: inventory.quantity })
    .from(inventory)
    .where(and(eq(inventory.batchId, id), gt(inventory.quantity, '0')));

/**
 * Edits a batch. A new quantity corrects what was received: the difference is an ADJUSTMENT
 * movement on the receiving company's stock, posted against stock adjustments and refused if that
 * stock would go below zero. A new cost price revalues what every company holds of it.
 */
export function updateBatch(
  db: Db,
  actor: StockActor,
  scope: number[],
  id: number,
  body: UpdateBatchBody,
): Promise<void> {
  return db.transaction(async (tx) => {
    const batch = await lockReachableBatch(tx, id, scope, actor.groupId);
    if (body.product_variant != null && body.product_variant !== batch.productVariantId) {
      throw validationError({ product_variant: [CATALOG_MSG.variantLocked] });
    }
    const made = body.manufacturing_date ?? batch.manufacturingDate;
    const expires = body.expiry_date ?? batch.expiryDate;
    if (expires < made) throw validationError({ expiry_date: [CATALOG_MSG.expiryBeforeManufacture] });
    if (body.quantity !== undefined) {
      const delta = new D(body.quantity).minus(batch.quantity);
      try {
        await moveStock(tx, {
          companyId: batch.receivedByCompanyId,
          batchId: id,
          kind: 'ADJUSTMENT',
          quantity: delta,
          userId: actor.userId,
          note: delta.lt(0) ? 'Batch quantity corrected down (write-off)' : 'Batch quantity corrected up',
          counter: { purpose: 'STOCK_ADJUSTMENT' },
        });
      } catch (error) {
        if (error instanceof StockShortageError) {
          throw validationError({ quantity: [stockBelowZeroMessage(error.available)] });
        }
        throw error;
      }
    }
    if (body.cost_price !== undefined && !new D(body.cost_price).equals(batch.unitCost)) {
      const held = await holdersOf(tx, id);
      if (held.some((row) => !scope.includes(row.companyId))) throw permissionDenied();
      await tx.execute(
        sql`select revalue_batch(${id}::int, ${body.cost_price}::numeric, ${actor.userId}::int, null)`,
      );
    }
    await tx
      .update(batches)
      .set({
        quantity: body.quantity ?? batch.quantity,
        manufacturingDate: made,
        expiryDate: expires,
        inStock: body.in_stock ?? batch.inStock,
        lastModified: new Date(),
      })
      .where(eq(batches.id, id));
  });
}

/**
 * Writes off stock of a batch from the caller's company (expired, damaged, lost): an ADJUSTMENT
 * movement posted against stock adjustments, refused if the company holds less.
 */
export function writeOffBatch(db: Db, actor: StockActor, scope: number[], id: number, body: WriteOffBody) {
  const companyId = actor.companyId;
  if (companyId === null) throw nonFieldError(SERVER_MSG.noCompanyToWriteOff);
  return db.transaction(async (tx) => {
    await lockReachableBatch(tx, id, scope, actor.groupId);
    try {
      await moveStock(tx, {
        companyId,
        batchId: id,
        kind: 'ADJUSTMENT',
        quantity: new D(body.quantity).negated(),
        userId: actor.userId,
        note: `Written off${body.reason ? `: ${body.reason}` : ''}`,
        counter: { purpose: 'STOCK_ADJUSTMENT' },
      });
    } catch (error) {
      if (error instanceof StockShortageError) {
        throw validationError({ quantity: [stockBelowZeroMessage(error.available)] });
      }
      throw error;
    }
  });
}

/**
 * The account an unused batch's receipt posted against, so deleting the batch reverses exactly
 * that posting; null when the batch has moved since (or its receipt posted nothing).
 */
async function unusedReceipt(tx: Executor, id: number) {
  const moves = await tx
    .select({
      kind: stockMovements.kind,
      entryId: stockMovements.entryId,
      companyId: stockMovements.companyId,
      // Still valued as received: a batch revalued since is no longer untouched.
      asReceived: sql<boolean>`stock_movements.value = (select round(stock_movements.quantity * b.unit_cost, 4)
        from batches b where b.id = stock_movements.batch_id)`,
    })
    .from(stockMovements)
    .where(eq(stockMovements.batchId, id))
    .limit(2);
  const [only] = moves;
  if (moves.length !== 1 || !only || only.kind !== 'RECEIPT' || only.entryId === null || !only.asReceived) {
    return null;
  }
  const [counter] = await tx
    .select({ accountId: journalLines.accountId })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.entryId, only.entryId),
        ne(
          journalLines.accountId,
          sql`(select id from accounts where company_id = ${only.companyId} and purpose = 'INVENTORY')`,
        ),
      ),
    )
    .limit(1);
  return counter ? { companyId: only.companyId, accountId: counter.accountId } : null;
}

/**
 * Deletes a batch. Stock leaves only through a movement that posts: a batch that still holds stock
 * is refused, unless it is unused (received and never moved since), whose receipt is reversed (a
 * RECEIPT of the opposite sign against the same account). Stock history is never destroyed: a
 * batch that moved is deactivated; only one that never moved is removed outright.
 */
export function deleteBatch(db: Db, actor: StockActor, scope: number[], id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const batch = await lockReachableBatch(tx, id, scope, actor.groupId);
    const held = await holdersOf(tx, id);
    if (held.some((row) => !scope.includes(row.companyId))) throw permissionDenied();
    if (held.length > 0) {
      // A batch an order bought is on that order's invoice: it leaves through a return.
      const receipt = batch.orderItemId === null ? await unusedReceipt(tx, id) : null;
      const [only] = held;
      if (!receipt || held.length !== 1 || only?.companyId !== receipt.companyId) {
        const total = held.reduce((sum, row) => sum.plus(row.quantity), new D(0));
        throw validationError({ non_field_errors: [CATALOG_MSG.batchHoldsStock(toWire(total))] });
      }
      await moveStock(tx, {
        companyId: only.companyId,
        batchId: id,
        kind: 'RECEIPT',
        quantity: new D(only.quantity).negated(),
        userId: actor.userId,
        note: 'Receipt reversed: batch deleted',
        counter: { accountId: receipt.accountId },
      });
    }
    const [moved] = await tx
      .select({ id: stockMovements.id })
      .from(stockMovements)
      .where(eq(stockMovements.batchId, id))
      .limit(1);
    if (moved) {
      await tx.update(inventory).set({ isActive: false }).where(eq(inventory.batchId, id));
      await tx.update(batches).set({ isActive: false, lastModified: new Date() }).where(eq(batches.id, id));
      return;
    }
    await tx.delete(inventory).where(eq(inventory.batchId, id));
    await tx.delete(batches).where(eq(batches.id, id));
    // A till's catalogue delta finds the batch gone through its variant (docs/selling-offline.md).
    await tx
      .update(productVariants)
      .set({ lastModified: new Date() })
      .where(eq(productVariants.id, batch.productVariantId));
  });
}
