import {
  type Db,
  type Executor,
  orderItems,
  type ProductUnitRow,
  products,
  productUnits,
  requestItems,
} from '@tillwise/db';
import {
  type CreateProductUnitBody,
  countChangeError,
  type TradeUnitWire,
  toWire,
  UNIT_MSG,
  type UpdateProductUnitBody,
} from '@tillwise/domain';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { notFound, validationError } from '../../lib/errors.js';
import { oncePerDatabase } from '../../lib/prepared.js';
import { lockLiveProduct } from './product-checks.js';

/*
 * Trade units of a product (docs/domain/units.md): created, edited and retired here; read nested
 * in every product answer (`trade_units`). A unit's count never changes once a line used it.
 */

export const presentTradeUnit = (u: ProductUnitRow): TradeUnitWire => ({
  id: u.id,
  product: u.productId,
  name: u.name,
  count: u.count,
  bar_code: u.barCode,
  sale_price: u.salePrice === null ? null : toWire(u.salePrice),
  price: u.price === null ? null : toWire(u.price),
  is_retired: u.isRetired,
});

const unitsLookup = oncePerDatabase((db: Executor) =>
  (db as Db)
    .select()
    .from(productUnits)
    .where(sql`${productUnits.productId} = any(${sql.placeholder('productIds')})`)
    .orderBy(asc(productUnits.productId), asc(productUnits.count), asc(productUnits.id))
    .prepare('catalog_units_of_products'),
);

/** The trade units (retired too) of these products, by product, smallest count first: one statement. */
export async function tradeUnitsOf(
  db: Executor,
  productIds: number[],
): Promise<Map<number, TradeUnitWire[]>> {
  const byProduct = new Map<number, TradeUnitWire[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await unitsLookup(db).execute({ productIds });
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(presentTradeUnit(row));
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** The live product (id) of the group whose live trade unit has this barcode, or null. */
export async function productOfUnitBarcode(db: Executor, barCode: string, groupId: number | null) {
  if (groupId === null || barCode === '') return null;
  const [row] = await db
    .select({ productId: productUnits.productId })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .where(
      and(
        eq(productUnits.groupId, groupId),
        eq(productUnits.barCode, barCode),
        eq(productUnits.isRetired, false),
        eq(products.isActive, true),
      ),
    )
    .limit(1);
  return row?.productId ?? null;
}

const barcodeTaken = () => validationError({ bar_code: [UNIT_MSG.barcodeTaken] });
const nameTaken = () => validationError({ name: [UNIT_MSG.nameTaken] });

/**
 * Refuses a barcode that a live product or a live trade unit of the group already has (one
 * catalogue, one meaning per code); `except` leaves out the record being edited.
 */
export async function assertCodeFreeOfUnits(
  tx: Executor,
  barCode: string,
  groupId: number,
  exceptUnitId?: number,
): Promise<boolean> {
  if (barCode === '') return true;
  const [unit] = await tx
    .select({ id: productUnits.id })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .where(
      and(
        eq(productUnits.groupId, groupId),
        eq(productUnits.barCode, barCode),
        eq(productUnits.isRetired, false),
        eq(products.isActive, true),
        exceptUnitId === undefined ? undefined : ne(productUnits.id, exceptUnitId),
      ),
    )
    .limit(1);
  return !unit;
}

export async function assertUnitCodeFree(
  tx: Executor,
  barCode: string,
  groupId: number,
  exceptUnitId?: number,
) {
  if (barCode === '') return;
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.groupId, groupId), eq(products.barCode, barCode), eq(products.isActive, true)))
    .limit(1);
  if (product || !(await assertCodeFreeOfUnits(tx, barCode, groupId, exceptUnitId))) throw barcodeTaken();
}

/** Runs a unit write, turning the unique indexes' refusals (a race) into field errors. */
async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'product_units_bar_code_live_key')) throw barcodeTaken();
    if (isUniqueViolation(error, 'product_units_product_name_live_key')) throw nameTaken();
    throw error;
  }
}

async function assertNameFree(tx: Executor, productId: number, name: string, exceptUnitId?: number) {
  const [same] = await tx
    .select({ id: productUnits.id })
    .from(productUnits)
    .where(
      and(
        eq(productUnits.productId, productId),
        sql`lower(${productUnits.name}) = lower(${name})`,
        eq(productUnits.isRetired, false),
        exceptUnitId === undefined ? undefined : ne(productUnits.id, exceptUnitId),
      ),
    )
    .limit(1);
  if (same) throw nameTaken();
}

/** How many order and request lines used the unit (sold, refunded, bought, moved or asked for in it). */
export async function usesOf(tx: Executor, unitId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.unitId, unitId));
  const [asked] = await tx.select({ n: count() }).from(requestItems).where(eq(requestItems.unitId, unitId));
  return (row?.n ?? 0) + (asked?.n ?? 0);
}

const touchProduct = (tx: Executor, productId: number, now: Date) =>
  // The till's catalogue delta finds the product changed (docs/selling-offline.md).
  tx.update(products).set({ lastModified: now }).where(eq(products.id, productId));

/** The units of a live product of the group (retired too); 404 for another group's or a deleted one. */
export async function listProductUnits(db: Db, productId: number, groupId: number): Promise<TradeUnitWire[]> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true), eq(products.groupId, groupId)));
  if (!product) throw notFound();
  return (await tradeUnitsOf(db, [productId])).get(productId) ?? [];
}

/**
 * Adds a trade unit to a live product of the group: its name free among the product's live units,
 * its barcode free in the catalogue (products and units).
 */
export function createProductUnit(
  db: Db,
  productId: number,
  body: CreateProductUnitBody,
  groupId: number,
): Promise<TradeUnitWire> {
  return guardUnique(() =>
    db.transaction(async (tx) => {
      await lockLiveProduct(tx, productId, groupId);
      const barCode = body.bar_code ?? '';
      await assertNameFree(tx, productId, body.name);
      await assertUnitCodeFree(tx, barCode, groupId);
      const now = new Date();
      const [row] = await tx
        .insert(productUnits)
        .values({
          productId,
          groupId,
          name: body.name,
          count: body.count,
          barCode,
          salePrice: body.sale_price ?? null,
          price: body.price ?? null,
          created: now,
          lastModified: now,
        })
        .returning();
      if (!row) throw new Error('unit not created');
      await touchProduct(tx, productId, now);
      return presentTradeUnit(row);
    }),
  );
}

/**
 * Edits a trade unit of the group's live product. Its count cannot change once an order line used
 * it (the reason is the field error); retiring (and bringing back) is always allowed, bringing
 * back only while its name and barcode are still free.
 */
export function updateProductUnit(
  db: Db,
  unitId: number,
  body: UpdateProductUnitBody,
  groupId: number,
): Promise<TradeUnitWire> {
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const [unit] = await tx
        .select()
        .from(productUnits)
        .where(and(eq(productUnits.id, unitId), eq(productUnits.groupId, groupId)));
      if (!unit) throw notFound();
      await lockLiveProduct(tx, unit.productId, groupId);
      const next = {
        name: body.name ?? unit.name,
        count: body.count ?? unit.count,
        barCode: body.bar_code ?? unit.barCode,
        salePrice: body.sale_price === undefined ? unit.salePrice : body.sale_price,
        price: body.price === undefined ? unit.price : body.price,
        isRetired: body.is_retired ?? unit.isRetired,
      };
      if (next.count !== unit.count) {
        const refused = countChangeError(unit.count, next.count, await usesOf(tx, unitId));
        if (refused) throw validationError({ count: [refused] });
      }
      if (!next.isRetired) {
        if (next.name.toLowerCase() !== unit.name.toLowerCase() || unit.isRetired)
          await assertNameFree(tx, unit.productId, next.name, unitId);
        if (next.barCode !== unit.barCode || unit.isRetired)
          await assertUnitCodeFree(tx, next.barCode, groupId, unitId);
      }
      const now = new Date();
      const [row] = await tx
        .update(productUnits)
        .set({ ...next, lastModified: now })
        .where(eq(productUnits.id, unitId))
        .returning();
      if (!row) throw notFound();
      await touchProduct(tx, unit.productId, now);
      return presentTradeUnit(row);
    }),
  );
}
