import { type Db, type Executor, products, productVariants } from '@tillwise/db';
import {
  CATALOG_MSG,
  type CreateProductBody,
  D,
  invalidPkMessage,
  toWire,
  type VariantBody,
} from '@tillwise/domain';
import { and, eq, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { notFound, validationError } from '../../lib/errors.js';
import type { MediaStore } from '../../lib/media-store.js';
import {
  assertRelatedExist,
  deactivateStockOf,
  lockLiveProduct,
  stockHeldOf,
  variantsInUse,
} from './product-checks.js';
import { assertTaxSetUp, createdTaxFacts, updatedTaxFacts } from './product-tax.js';
import { assertCodeFreeOfUnits } from './product-units.js';

const barcodeTaken = () => validationError({ bar_code: [CATALOG_MSG.barcodeTaken] });

/** Refuses a barcode that a live product of the group other than `exceptId`, or a live trade unit, already has. */
async function assertBarcodeFree(
  tx: Executor,
  barCode: string,
  groupId: number,
  exceptId?: number,
): Promise<void> {
  const where = and(
    eq(products.groupId, groupId),
    eq(products.barCode, barCode),
    eq(products.isActive, true),
    exceptId === undefined ? undefined : ne(products.id, exceptId),
  );
  const [taken] = await tx.select({ id: products.id }).from(products).where(where).limit(1);
  // One catalogue, one meaning per code: a trade unit's barcode is taken too (docs/domain/units.md).
  if (taken || !(await assertCodeFreeOfUnits(tx, barCode, groupId))) throw barcodeTaken();
}

const variantValues = (v: VariantBody) => ({
  color: v.color ?? '',
  size: v.size ?? '',
  description: v.description ?? '',
  price: v.price,
  salePrice: v.sale_price,
  // Left out (an older client), the stored retail price is kept; a new variant has none.
  ...(v.retail_price !== undefined ? { retailPrice: v.retail_price } : {}),
});

/** The product's own columns; `taxCategoryId` is the one the tax facts resolved (the body's, the stored one or the default). */
const productValues = (body: CreateProductBody, taxCategoryId: number | null) => ({
  name: body.name,
  barCode: body.bar_code,
  token: body.token,
  unitId: body.unit ?? null,
  categoryId: body.category ?? null,
  taxCategoryId,
  // Left out (an older client), the stored HS code is kept.
  ...(body.hs_code !== undefined ? { hsCode: body.hs_code } : {}),
});

/** Runs a write, turning the live-barcode unique index's refusal (a race) into the field error. */
async function guardBarcode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'products_bar_code_live_key')) throw barcodeTaken();
    throw error;
  }
}

/**
 * Creates a product of the caller's group with its variants in one transaction; the barcode must
 * be free among the group's live products, its unit and category the group's.
 */
export function createProduct(db: Db, body: CreateProductBody, groupId: number): Promise<number> {
  return guardBarcode(() =>
    db.transaction(async (tx) => {
      await assertRelatedExist(tx, body, groupId);
      const tax = await createdTaxFacts(tx, groupId, body);
      await assertTaxSetUp(tx, tax, groupId);
      await assertBarcodeFree(tx, body.bar_code, groupId);
      const [row] = await tx
        .insert(products)
        .values({ ...productValues(body, tax.taxCategoryId), groupId })
        .returning({ id: products.id });
      if (!row) throw new Error('product not created');
      await tx
        .insert(productVariants)
        .values(body.product_variant.map((v) => ({ ...variantValues(v), productId: row.id })));
      return row.id;
    }),
  );
}

/**
 * Updates a live product: its own fields, the variants named by id (which must be its live
 * variants), and adds the variants without an id. Variants not sent are kept (they are removed
 * one by one through `product-variant/<id>/`).
 */
export function updateProduct(db: Db, id: number, body: CreateProductBody, groupId: number): Promise<void> {
  return guardBarcode(() =>
    db.transaction(async (tx) => {
      const { taxCategoryId } = await lockLiveProduct(tx, id, groupId);
      await assertRelatedExist(tx, body, groupId);
      await assertBarcodeFree(tx, body.bar_code, groupId, id);
      const live = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.productId, id), eq(productVariants.isActive, true)));
      const liveIds = new Set(live.map((v) => v.id));
      const unknown = body.product_variant.find((v) => v.id && !liveIds.has(v.id));
      if (unknown?.id) throw validationError({ product_variant: [invalidPkMessage(unknown.id)] });
      const tax = await updatedTaxFacts(tx, groupId, id, taxCategoryId, body);
      await assertTaxSetUp(tx, tax, groupId);

      const now = new Date();
      await tx
        .update(products)
        .set({ ...productValues(body, tax.taxCategoryId), lastModified: now })
        .where(eq(products.id, id));
      for (const v of body.product_variant) {
        if (v.id) {
          await tx
            .update(productVariants)
            .set({ ...variantValues(v), lastModified: now })
            .where(eq(productVariants.id, v.id));
        } else {
          await tx.insert(productVariants).values({ ...variantValues(v), productId: id });
        }
      }
    }),
  );
}

/**
 * Deletes a product. Refused while any company holds stock of it. Once any batch of its variants
 * exists (movements and orders point at it) the product and its variants are deactivated
 * instead, keeping history; either way it
 * leaves every list and search, and its barcode is free again.
 */
export function deleteProduct(db: Db, media: MediaStore, id: number, groupId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const { imagePath } = await lockLiveProduct(tx, id, groupId);
    const variants = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, id));
    const ids = variants.map((v) => v.id);
    // Stock leaves only through a movement that posts: what is held is written off or sent first.
    const held = new D(await stockHeldOf(tx, ids));
    if (held.gt(0))
      throw validationError({ non_field_errors: [CATALOG_MSG.productHoldsStock(toWire(held))] });
    if ((await variantsInUse(tx, ids)).size > 0) {
      await tx.update(productVariants).set({ isActive: false }).where(eq(productVariants.productId, id));
      await deactivateStockOf(tx, ids);
      await tx.update(products).set({ isActive: false, lastModified: new Date() }).where(eq(products.id, id));
      return;
    }
    await tx.delete(productVariants).where(eq(productVariants.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    // A product deleted outright takes its picture with it; a deactivated one keeps it.
    await media.remove(imagePath, tx);
  });
}

/**
 * Deletes one variant; the last live variant of a product is refused ("You cannot delete last
 * product variant."). A variant with batches is deactivated rather than destroyed.
 */
export function deleteVariant(db: Db, variantId: number, groupId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [variant] = await tx
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.isActive, true)));
    if (!variant) throw notFound();
    // Locking the product serialises deletes of its variants, so two can never remove the last two.
    await lockLiveProduct(tx, variant.productId, groupId);
    const siblings = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, variant.productId), eq(productVariants.isActive, true)));
    if (siblings.length <= 1) throw validationError({ non_field_errors: [CATALOG_MSG.lastVariant] });
    const held = new D(await stockHeldOf(tx, [variantId]));
    if (held.gt(0))
      throw validationError({ non_field_errors: [CATALOG_MSG.variantHoldsStock(toWire(held))] });
    if ((await variantsInUse(tx, [variantId])).size > 0) {
      await tx
        .update(productVariants)
        .set({ isActive: false, lastModified: new Date() })
        .where(eq(productVariants.id, variantId));
      await deactivateStockOf(tx, [variantId]);
      return;
    }
    await tx.delete(productVariants).where(eq(productVariants.id, variantId));
    // A till's catalogue delta finds the variant gone through its product (docs/selling-offline.md).
    await tx.update(products).set({ lastModified: new Date() }).where(eq(products.id, variant.productId));
  });
}
