import { batches, categories, type Executor, inventory, products, units } from '@tillwise/db';
import { invalidPkMessage } from '@tillwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notFound, validationError } from '../../lib/errors.js';

/**
 * Refuses a `unit` or `category` id that does not exist in the group, with DRF's message, both at
 * once (another group's is answered as one that does not exist).
 */
export async function assertRelatedExist(
  tx: Executor,
  body: { unit?: number | null | undefined; category?: number | null | undefined },
  groupId: number,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (body.unit) {
    const [unit] = await tx
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.id, body.unit), eq(units.groupId, groupId)));
    if (!unit) errors.unit = [invalidPkMessage(body.unit)];
  }
  if (body.category) {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, body.category), eq(categories.groupId, groupId)));
    if (!category) errors.category = [invalidPkMessage(body.category)];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * Locks a live product of the group for the rest of the transaction and gives its picture and tax category; 404
 * when there is none (another group's product is answered as one that does not exist).
 */
export async function lockLiveProduct(
  tx: Executor,
  id: number,
  groupId: number,
): Promise<{ imagePath: string | null; taxCategoryId: number | null }> {
  const [row] = await tx
    .select({ imagePath: products.imagePath, taxCategoryId: products.taxCategoryId })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true), eq(products.groupId, groupId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The variants among these that a batch refers to (so stock, and later orders, may too). */
export async function variantsInUse(tx: Executor, variantIds: number[]): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: batches.productVariantId })
    .from(batches)
    .where(inArray(batches.productVariantId, variantIds));
  return new Set(rows.map((r) => r.id));
}

/** What the variants' batches still hold, over every company (zero when nothing is left). */
export async function stockHeldOf(tx: Executor, variantIds: number[]): Promise<string> {
  if (variantIds.length === 0) return '0';
  const [row] = await tx
    .select({ held: sql<string>`coalesce(sum(${inventory.quantity}), 0)::text` })
    .from(inventory)
    .innerJoin(batches, eq(batches.id, inventory.batchId))
    .where(inArray(batches.productVariantId, variantIds));
  return row?.held ?? '0';
}

/** Marks the stock rows of these variants' batches inactive (the Inventory screen's Active: No). */
export async function deactivateStockOf(tx: Executor, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  const ids = tx
    .select({ id: batches.id })
    .from(batches)
    .where(inArray(batches.productVariantId, variantIds));
  await tx.update(inventory).set({ isActive: false }).where(inArray(inventory.batchId, ids));
}
