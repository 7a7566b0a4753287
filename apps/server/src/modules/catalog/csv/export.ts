import {
  batches,
  categories,
  type Executor,
  inventory,
  products,
  productVariants,
  taxCategories,
  units,
} from '@tillwise/db';
import { formatCsvUnits, PRODUCT_CSV_COLUMNS, STOCK_CSV_COLUMNS, toCsv, toWire } from '@tillwise/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { tradeUnitsOf } from '../product-units.js';

/** Products are read this many at a time, so a catalogue of any size is exported in bounded steps. */
const PAGE = 2000;

/**
 * Every live product of the group with its live variants, one row per variant, in the columns the
 * import reads.
 */
export async function productCsv(db: Executor, groupId: number): Promise<string> {
  const rows: string[][] = [[...PRODUCT_CSV_COLUMNS]];
  let after = 0;
  for (;;) {
    const page = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isActive, true), eq(products.groupId, groupId), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(PAGE);
    const last = page.at(-1);
    if (!last) break;
    const lines = await db
      .select({
        product: products,
        variant: productVariants,
        category: categories.name,
        unit: units.name,
        taxCategory: taxCategories.name,
      })
      .from(products)
      .innerJoin(
        productVariants,
        and(eq(productVariants.productId, products.id), eq(productVariants.isActive, true)),
      )
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(units, eq(units.id, products.unitId))
      .leftJoin(taxCategories, eq(taxCategories.id, products.taxCategoryId))
      .where(
        inArray(
          products.id,
          page.map((p) => p.id),
        ),
      )
      .orderBy(asc(products.id), asc(productVariants.id));
    const unitsOf = await tradeUnitsOf(
      db,
      page.map((p) => p.id),
    );
    for (const l of lines) {
      const live = (unitsOf.get(l.product.id) ?? []).filter((u) => !u.is_retired);
      rows.push([
        String(l.product.id),
        l.product.name,
        l.product.barCode,
        l.category ?? '',
        l.unit ?? '',
        l.product.token ? 'yes' : 'no',
        String(l.variant.id),
        l.variant.color,
        l.variant.size,
        toWire(l.variant.price),
        toWire(l.variant.salePrice),
        l.variant.description,
        l.taxCategory ?? '',
        l.product.hsCode,
        l.variant.retailPrice === null ? '' : toWire(l.variant.retailPrice),
        formatCsvUnits(
          live.map((u) => ({
            name: u.name,
            count: u.count,
            barCode: u.bar_code,
            salePrice: u.sale_price,
            price: u.price,
          })),
        ),
      ]);
    }
    after = last.id;
  }
  return toCsv(rows);
}

/** The company's stock of every live batch of a live variant, one row per batch. */
export async function stockCsv(db: Executor, companyId: number): Promise<string> {
  const lines = await db
    .select({ stock: inventory.quantity, batch: batches, variant: productVariants, product: products })
    .from(inventory)
    .innerJoin(batches, and(eq(batches.id, inventory.batchId), eq(batches.isActive, true)))
    .innerJoin(
      productVariants,
      and(eq(productVariants.id, batches.productVariantId), eq(productVariants.isActive, true)),
    )
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.isActive, true)))
    .where(eq(inventory.companyId, companyId))
    .orderBy(asc(products.name), asc(batches.expiryDate), asc(batches.id));
  return toCsv([
    [...STOCK_CSV_COLUMNS],
    ...lines.map((l) => [
      String(l.batch.id),
      l.product.barCode,
      l.product.name,
      String(l.variant.id),
      l.variant.color,
      l.variant.size,
      l.batch.manufacturingDate,
      l.batch.expiryDate,
      l.batch.inStock ? 'yes' : 'no',
      toWire(l.stock),
    ]),
  ]);
}
