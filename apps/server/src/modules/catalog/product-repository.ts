import {
  batches,
  type CategoryRow,
  categories,
  type Db,
  type Executor,
  inventory,
  type ProductRow,
  products,
  productVariants,
  type UnitRow,
  units,
} from '@tillwise/db';
import type { ProductOrdering } from '@tillwise/domain';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like.js';
import { matchCount } from '../../lib/match-count.js';
import type { PageRequest } from '../../lib/pagination.js';
import { oncePerDatabase } from '../../lib/prepared.js';

export interface ProductFilter {
  search?: string | undefined;
  nameContains?: string | undefined;
  barCode?: string | undefined;
  /** Only products whose stock in `companyId` is at least this much. */
  minQuantity?: string | undefined;
  /** Only products of this category (the counter's touch grid). */
  category?: number | undefined;
  /** Newest first (default), or those with stock in `companyId` first, then by name (the touch grid). */
  ordering?: ProductOrdering | undefined;
  companyId: number | null;
  /** The caller's catalogue group (policy/group.ts): only its products are listed. */
  groupId: number | null;
}

/** Rows of the catalogue group `groupId` only; no group matches nothing. */
export const inGroup = (
  column: typeof products.groupId | typeof units.groupId | typeof categories.groupId,
  groupId: number | null,
): SQL => (groupId === null ? sql`false` : eq(column, groupId));

export interface ProductHead {
  product: Pick<ProductRow, 'id' | 'name' | 'barCode' | 'token' | 'imagePath' | 'taxCategoryId' | 'hsCode'>;
  category: CategoryRow | null;
  unit: UnitRow | null;
}

/*
 * The nested product list reads only the columns it shows: a page of 30 products has about 180
 * variant and batch rows, and every timestamp read is a Date parsed for nothing.
 */
const headColumns = {
  product: {
    id: products.id,
    name: products.name,
    barCode: products.barCode,
    token: products.token,
    imagePath: products.imagePath,
    taxCategoryId: products.taxCategoryId,
    hsCode: products.hsCode,
  },
  category: categories,
  unit: units,
};
const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  color: productVariants.color,
  size: productVariants.size,
  price: productVariants.price,
  salePrice: productVariants.salePrice,
  retailPrice: productVariants.retailPrice,
  description: productVariants.description,
};
const batchColumns = {
  id: batches.id,
  productVariantId: batches.productVariantId,
  quantity: batches.quantity,
  manufacturingDate: batches.manufacturingDate,
  expiryDate: batches.expiryDate,
  inStock: batches.inStock,
  unitCost: batches.unitCost,
  receivedFromCompanyId: batches.receivedFromCompanyId,
  created: batches.created,
  lastModified: batches.lastModified,
};

/** Products whose live variants and batches hold at least `min` in the company's stock. */
function stockedAtLeast(db: Executor, companyId: number | null, min: string): SQL {
  if (companyId === null) return sql`false`;
  const stocked = db
    .select({ id: productVariants.productId })
    .from(productVariants)
    .innerJoin(batches, and(eq(batches.productVariantId, productVariants.id), eq(batches.isActive, true)))
    .innerJoin(inventory, and(eq(inventory.batchId, batches.id), eq(inventory.companyId, companyId)))
    .where(eq(productVariants.isActive, true))
    .groupBy(productVariants.productId)
    .having(sql`sum(${inventory.quantity}) >= ${min}`);
  return inArray(products.id, stocked);
}

function conditions(db: Executor, f: ProductFilter): SQL[] {
  const where: SQL[] = [eq(products.isActive, true), inGroup(products.groupId, f.groupId)];
  if (f.barCode !== undefined) where.push(eq(products.barCode, f.barCode));
  if (f.nameContains !== undefined) where.push(ilike(products.name, containsPattern(f.nameContains)));
  if (f.search !== undefined) {
    const pattern = containsPattern(f.search);
    const match = or(ilike(products.name, pattern), ilike(products.barCode, pattern));
    if (match) where.push(match);
  }
  if (f.minQuantity !== undefined) where.push(stockedAtLeast(db, f.companyId, f.minQuantity));
  if (f.category !== undefined) where.push(eq(products.categoryId, f.category));
  return where;
}

/** Whether the product has stock in the company: some live batch of a live variant holds more than 0. */
function inStock(companyId: number | null): SQL {
  if (companyId === null) return sql`false`;
  return sql`exists (
    select 1 from ${productVariants}
    join ${batches} on ${batches.productVariantId} = ${productVariants.id} and ${batches.isActive}
    join ${inventory} on ${inventory.batchId} = ${batches.id} and ${inventory.companyId} = ${companyId}
    where ${productVariants.productId} = ${products.id} and ${productVariants.isActive} and ${inventory.quantity} > 0
  )`;
}

/** The list's order; the id last, so pages never overlap or skip. */
function orderOf(filter: ProductFilter): SQL[] {
  if (filter.ordering === 'in_stock')
    return [desc(inStock(filter.companyId)), asc(sql`lower(${products.name})`), asc(products.id)];
  return [desc(products.id)];
}

/**
 * One page of live products, newest first (or in stock first, `ordering`), with the number of matches.
 *
 * The first page (every search as the user types, every scan) counts in the same statement: the
 * count is an uncorrelated subquery, so PostgreSQL runs it once (an InitPlan, over the trigram index
 * for a name search) beside the page, which stays free to walk the primary key in order and stop at
 * a page. One round trip and one plan instead of two, and page and count see the same snapshot.
 * Later pages count separately, and only when they are full (`matchCount`).
 */
export async function listProductHeads(
  db: Executor,
  filter: ProductFilter,
  page: PageRequest,
): Promise<{ count: number; heads: ProductHead[] }> {
  const where = and(...conditions(db, filter));
  const countOf = sql<string>`(select count(*) from ${products} where ${where})`;
  const rows = await db
    .select(page.offset === 0 ? { ...headColumns, count: countOf } : headColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(units, eq(units.id, products.unitId))
    .where(where)
    .orderBy(...orderOf(filter))
    .limit(page.size)
    .offset(page.offset);
  const heads: ProductHead[] = rows;
  if (page.offset === 0) {
    const counted = (rows[0] as { count?: string } | undefined)?.count;
    return { count: Number(counted ?? 0), heads };
  }
  const count = await matchCount(page, heads.length, async () => {
    const [row] = await db.select({ n: sql<string>`count(*)` }).from(products).where(where);
    return Number(row?.n ?? 0);
  });
  return { count, heads };
}

/** A live product of the group with its category and unit, or null. */
export async function findProductHead(
  db: Executor,
  id: number,
  groupId: number | null,
): Promise<ProductHead | null> {
  const [row] = await db
    .select(headColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(units, eq(units.id, products.unitId))
    .where(and(eq(products.id, id), eq(products.isActive, true), inGroup(products.groupId, groupId)));
  return row ?? null;
}

/** Live rows as a literal condition, so that a cached generic plan can still use partial indexes. */
const live = (column: typeof products.isActive | typeof productVariants.isActive | typeof batches.isActive) =>
  sql`${column}`;

/** The barcode lookup's statement (placeholders `groupId`, `barCode`, `companyId`); also printed by the bench. */
export function barcodeLookupQuery(db: Db) {
  return db
    .select({ ...headColumns, variant: variantColumns, batch: batchColumns, stock: inventory.quantity })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(units, eq(units.id, products.unitId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, products.id), live(productVariants.isActive)),
    )
    .leftJoin(batches, and(eq(batches.productVariantId, productVariants.id), live(batches.isActive)))
    .leftJoin(
      inventory,
      and(eq(inventory.batchId, batches.id), eq(inventory.companyId, sql.placeholder('companyId'))),
    )
    .where(
      and(
        live(products.isActive),
        eq(products.groupId, sql.placeholder('groupId')),
        eq(products.barCode, sql.placeholder('barCode')),
      ),
    )
    .orderBy(asc(productVariants.id), asc(batches.created), asc(batches.id));
}
const barcodeLookup = oncePerDatabase((db: Db) =>
  barcodeLookupQuery(db).prepare('catalog_product_by_barcode'),
);

/**
 * The live product of the group with this barcode (unique among a group's live products), its category and
 * unit, live variants (oldest first) and their live batches (oldest first) with the stock of
 * `companyId`: one row per batch, or per variant without batches, or one row with variant null.
 *
 * The till's hot path, so it is one statement prepared once per connection: PostgreSQL plans it
 * once (a probe of `products_bar_code_live_key`, then the variant, batch and stock indexes) instead
 * of on every scan, which cost more than running it, and Drizzle does not build it again.
 */
export function productByBarcode(db: Db, barCode: string, companyId: number | null, groupId: number | null) {
  // No group matches no product: 0 is never a company id.
  return barcodeLookup(db).execute({ barCode, companyId, groupId: groupId ?? 0 });
}

function prepareVariantsWithBatches(db: Db) {
  return db
    .select({ variant: variantColumns, batch: batchColumns, stock: inventory.quantity })
    .from(productVariants)
    .leftJoin(batches, and(eq(batches.productVariantId, productVariants.id), live(batches.isActive)))
    .leftJoin(
      inventory,
      and(eq(inventory.batchId, batches.id), eq(inventory.companyId, sql.placeholder('companyId'))),
    )
    .where(
      and(
        sql`${productVariants.productId} = any(${sql.placeholder('productIds')})`,
        live(productVariants.isActive),
      ),
    )
    .orderBy(asc(productVariants.id), asc(batches.created), asc(batches.id))
    .prepare('catalog_variants_with_batches');
}
const variantLookup = oncePerDatabase((db: Executor) => prepareVariantsWithBatches(db as Db));

/**
 * The live variants of these products, oldest first, each with its live batches (oldest first)
 * and their stock in `companyId`, in one round trip; a variant without batches has batch null.
 * Prepared once per connection (its plan does not depend on the ids), so neither PostgreSQL nor
 * Drizzle builds it again for every page.
 */
export function liveVariantsWithBatches(db: Executor, productIds: number[], companyId: number | null) {
  if (productIds.length === 0) return Promise.resolve([]);
  return variantLookup(db).execute({ productIds, companyId });
}
