import { batches, type Db, type Executor, inventory, stockMovements } from '@tillwise/db';
import {
  CATALOG_MSG,
  type CreateBatchBody,
  D,
  invalidPkMessage,
  stockBelowZeroMessage,
  type UpdateBatchBody,
} from '@tillwise/domain';
import { and, eq, gt } from 'drizzle-orm';
import { nonFieldError, notFound, permissionDenied, validationError } from '../../lib/errors.js';
import { moveStock, StockShortageError } from '../inventory/ledger.js';
import { findLiveVariant, lockLiveBatch } from './batch-repository.js';

/** Who is acting: the user (recorded on each movement) and the company whose stock a receipt enters. */
export interface StockActor {
  userId: number;
  companyId: number | null;
}

/**
 * Receives a new batch into the caller's company: the batch, its stock row and a RECEIPT
 * movement, in one transaction. Returns the new batch's id.
 */
export function receiveBatch(db: Db, actor: StockActor, body: CreateBatchBody): Promise<number> {
  const companyId = actor.companyId;
  if (companyId === null) throw nonFieldError('Your account has no company to receive stock into.');
  return db.transaction(async (tx) => {
    const variant = await findLiveVariant(tx, body.product_variant ?? 0);
    if (!variant) throw validationError({ product_variant: [invalidPkMessage(body.product_variant ?? '')] });
    const [batch] = await tx
      .insert(batches)
      .values({
        productVariantId: variant.id,
        quantity: body.quantity,
        manufacturingDate: body.manufacturing_date,
        expiryDate: body.expiry_date,
        inStock: body.in_stock,
        receivedByCompanyId: companyId,
      })
      .returning({ id: batches.id });
    if (!batch) throw new Error('batch not created');
    await moveStock(tx, {
      companyId,
      batchId: batch.id,
      kind: 'RECEIPT',
      quantity: new D(body.quantity),
      userId: actor.userId,
    });
    return batch.id;
  });
}

/** The live batch, locked, if the receiving company is within the caller's reach. */
async function lockReachableBatch(tx: Executor, id: number, scope: number[]) {
  const batch = await lockLiveBatch(tx, id);
  if (!batch) throw notFound();
  // Batches are catalogue data every till sees, so an out-of-reach one is forbidden, not hidden.
  if (batch.receivedByCompanyId === null || !scope.includes(batch.receivedByCompanyId)) {
    throw permissionDenied();
  }
  return { ...batch, receivedByCompanyId: batch.receivedByCompanyId };
}

/**
 * Edits a batch. A new quantity corrects what was received: the difference is an ADJUSTMENT
 * movement on the receiving company's stock, refused if that stock would go below zero.
 */
export function updateBatch(
  db: Db,
  actor: StockActor,
  scope: number[],
  id: number,
  body: UpdateBatchBody,
): Promise<void> {
  return db.transaction(async (tx) => {
    const batch = await lockReachableBatch(tx, id, scope);
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
          note: 'Batch quantity corrected',
        });
      } catch (error) {
        if (error instanceof StockShortageError) {
          throw validationError({ quantity: [stockBelowZeroMessage(error.available)] });
        }
        throw error;
      }
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
 * Deletes a batch. Stock history is never destroyed: whatever any company still holds of it is
 * written off with an ADJUSTMENT, its stock rows and the batch are deactivated. Only a batch that
 * never moved (no ledger rows) is removed outright.
 */
export function deleteBatch(db: Db, actor: StockActor, scope: number[], id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockReachableBatch(tx, id, scope);
    const held = await tx
      .select({ companyId: inventory.companyId, quantity: inventory.quantity })
      .from(inventory)
      .where(and(eq(inventory.batchId, id), gt(inventory.quantity, '0')));
    if (held.some((row) => !scope.includes(row.companyId))) throw permissionDenied();
    for (const row of held) {
      await moveStock(tx, {
        companyId: row.companyId,
        batchId: id,
        kind: 'ADJUSTMENT',
        quantity: new D(row.quantity).negated(),
        userId: actor.userId,
        note: 'Batch deleted',
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
  });
}
