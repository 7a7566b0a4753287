import {
  type BatchRow,
  batches,
  type CompanyRow,
  companies,
  type Executor,
  type InventoryRow,
  inventory,
  type ProductRow,
  type ProductVariantRow,
  products,
  productVariants,
} from '@tillwise/db';
import { and, asc, eq, gt, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like.js';
import type { PageRequest } from '../../lib/pagination.js';

export interface InventoryFilter {
  /** The companies whose stock is listed; always within the caller's reach. */
  companyIds: number[];
  search?: string | undefined;
  categoryId?: number | undefined;
  /** Any of these categories (the Stock Statement's ticked boxes). */
  categoryIds?: number[] | undefined;
  minQuantity?: string | undefined;
  /** Only batches expiring on or before this day (YYYY-MM-DD), the expired included, with stock. */
  expiresBy?: string | undefined;
}

export interface InventoryRecord {
  stock: InventoryRow;
  company: CompanyRow;
  batch: BatchRow;
  variant: ProductVariantRow;
  product: ProductRow;
}

function conditions(f: InventoryFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [inArray(inventory.companyId, f.companyIds)];
  if (f.search !== undefined) {
    const pattern = containsPattern(f.search);
    where.push(or(ilike(products.name, pattern), ilike(products.barCode, pattern)));
  }
  if (f.categoryId !== undefined) where.push(eq(products.categoryId, f.categoryId));
  if (f.categoryIds !== undefined) where.push(inArray(products.categoryId, f.categoryIds));
  if (f.minQuantity !== undefined) where.push(gte(inventory.quantity, f.minQuantity));
  if (f.expiresBy !== undefined) {
    where.push(lte(batches.expiryDate, f.expiresBy), gt(inventory.quantity, '0'));
  }
  return and(...where);
}

/** A page of stock rows by product name and expiry, the match count, and the books' value of every match. */
export async function listInventory(
  db: Executor,
  filter: InventoryFilter,
  page: PageRequest,
): Promise<{ count: number; total: string; records: InventoryRecord[] }> {
  if (filter.companyIds.length === 0) return { count: 0, total: '0', records: [] };
  const where = conditions(filter);
  const [summary] = await db
    .select({
      count: sql<string>`count(*)`,
      // The books' value (docs/domain/analytics.md, "Stock at the books' value"): each row at its
      // batch's own cost, round(stock × cost, 4), which is what that company's movements of the
      // batch and its revaluations posted to Inventory. Exact: numeric in the database, read as text.
      total: sql<string>`coalesce(sum(round(${inventory.quantity} * ${batches.unitCost}, 4)), 0)`,
    })
    .from(inventory)
    .innerJoin(batches, eq(batches.id, inventory.batchId))
    .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where);
  const records = await db
    .select({
      stock: inventory,
      company: companies,
      batch: batches,
      variant: productVariants,
      product: products,
    })
    .from(inventory)
    .innerJoin(companies, eq(companies.id, inventory.companyId))
    .innerJoin(batches, eq(batches.id, inventory.batchId))
    .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(asc(products.name), asc(batches.expiryDate), asc(inventory.id))
    .limit(page.size)
    .offset(page.offset);
  return { count: Number(summary?.count ?? 0), total: summary?.total ?? '0', records };
}

/** The companies with these ids, by name. */
export function companiesByIds(db: Executor, ids: number[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(companies).where(inArray(companies.id, ids)).orderBy(asc(companies.companyName));
}
