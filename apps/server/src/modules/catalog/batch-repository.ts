import {
  type BatchRow,
  batches,
  type Executor,
  inventory,
  type ProductRow,
  type ProductVariantRow,
  products,
  productVariants,
} from '@tillwise/db';
import { and, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like.js';
import { matchCount } from '../../lib/match-count.js';
import type { PageRequest } from '../../lib/pagination.js';

export interface BatchFilter {
  search?: string | undefined;
  minQuantity?: string | undefined;
  /** Whose stock `inventory_quantity` reports: the caller's company. */
  companyId: number | null;
  /** The caller's catalogue group: only batches of its products are listed. */
  groupId: number | null;
}

/** Products of the group only; no group matches nothing. */
const ofGroup = (groupId: number | null): SQL =>
  groupId === null ? sql`false` : eq(products.groupId, groupId);

export interface BatchRecord {
  batch: BatchRow;
  variant: ProductVariantRow;
  product: ProductRow;
  stock: string | null;
}

const stockJoin = (companyId: number | null) =>
  and(eq(inventory.batchId, batches.id), eq(inventory.companyId, companyId ?? sql`null`));

function selectRecords(db: Executor, companyId: number | null) {
  return db
    .select({
      batch: batches,
      variant: productVariants,
      product: products,
      stock: inventory.quantity,
    })
    .from(batches)
    .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(inventory, stockJoin(companyId));
}

/** A page of live batches of live variants, newest first, searched by product name or barcode. */
export async function listBatchRecords(
  db: Executor,
  filter: BatchFilter,
  page: PageRequest,
): Promise<{ count: number; records: BatchRecord[] }> {
  const where: (SQL | undefined)[] = [
    eq(batches.isActive, true),
    eq(productVariants.isActive, true),
    eq(products.isActive, true),
    ofGroup(filter.groupId),
  ];
  if (filter.search !== undefined) {
    const pattern = containsPattern(filter.search);
    where.push(or(ilike(products.name, pattern), ilike(products.barCode, pattern)));
  }
  if (filter.minQuantity !== undefined) where.push(gte(batches.quantity, filter.minQuantity));
  const records = await selectRecords(db, filter.companyId)
    .where(and(...where))
    .orderBy(desc(batches.id))
    .limit(page.size)
    .offset(page.offset);
  const count = await matchCount(page, records.length, async () => {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(batches)
      .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(...where));
    return Number(row?.n ?? 0);
  });
  return { count, records };
}

/** One live batch of the group with its variant and product, or null. */
export async function findBatchRecord(
  db: Executor,
  id: number,
  companyId: number | null,
  groupId: number | null,
): Promise<BatchRecord | null> {
  const [row] = await selectRecords(db, companyId).where(
    and(eq(batches.id, id), eq(batches.isActive, true), ofGroup(groupId)),
  );
  return row ?? null;
}

/** A live batch of the group locked for the rest of the transaction, or null (another group's too). */
export async function lockLiveBatch(
  tx: Executor,
  id: number,
  groupId: number | null,
): Promise<BatchRow | null> {
  const [row] = await tx
    .select({ batch: batches })
    .from(batches)
    .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(batches.id, id), eq(batches.isActive, true), ofGroup(groupId)))
    .for('update', { of: batches });
  return row?.batch ?? null;
}

/**
 * A live variant of a live product of the group, or null (a batch may only be received for one;
 * another group's variant is answered as one that does not exist).
 */
export async function findLiveVariant(
  tx: Executor,
  id: number,
  groupId: number | null,
): Promise<ProductVariantRow | null> {
  const [row] = await tx
    .select({ variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.id, id),
        eq(productVariants.isActive, true),
        eq(products.isActive, true),
        ofGroup(groupId),
      ),
    );
  return row?.variant ?? null;
}
