import type { BatchRow, CategoryRow, ProductRow, ProductVariantRow, UnitRow } from '@tillwise/db';
import {
  type BatchRowWire,
  type BatchWire,
  type CategoryWire,
  D,
  type ProductWire,
  type TradeUnitWire,
  toWire,
  type UnitWire,
  type VariantRefWire,
  type VariantWire,
} from '@tillwise/domain';
import type { BatchRecord } from './batch-repository.js';
import type { ProductHead } from './product-repository.js';

const FOUR_PLACES = /^-?\d+\.\d{4}$/;
/**
 * The wire form of a `numeric(14,4)` column: the text PostgreSQL sends already has exactly four
 * places, which is what `toWire` would make of it, so it is passed through without a Decimal (the
 * nested product list formats hundreds of them per page); anything else goes through `toWire`.
 */
const columnToWire = (text: string): string => (FOUR_PLACES.test(text) ? text : toWire(text));

export const presentUnit = (unit: UnitRow): UnitWire => ({
  id: unit.id,
  name: unit.name,
  is_countable: unit.isCountable,
});

export const presentCategory = (c: CategoryRow): CategoryWire => ({
  id: c.id,
  name: c.name,
  description: c.description,
});

/** The columns of a variant and of a batch that the nested product shape shows (reads select only these). */
export type VariantFields = Pick<
  ProductVariantRow,
  'id' | 'productId' | 'color' | 'size' | 'price' | 'salePrice' | 'retailPrice' | 'description'
>;
export type BatchFields = Pick<
  BatchRow,
  | 'id'
  | 'productVariantId'
  | 'quantity'
  | 'manufacturingDate'
  | 'expiryDate'
  | 'inStock'
  | 'unitCost'
  | 'receivedFromCompanyId'
  | 'created'
  | 'lastModified'
>;

/**
 * A batch as nested in `product/`. `inventory_quantity` is a JSON number because the original
 * client sums it with `+`; it is converted here, at the edge, and never computed with.
 */
export function presentBatch(batch: BatchFields, stock: string | null): BatchWire {
  return {
    id: batch.id,
    product_variant: batch.productVariantId,
    quantity: columnToWire(batch.quantity),
    inventory_quantity: Number(columnToWire(stock ?? '0')),
    manufacturing_date: batch.manufacturingDate,
    expiry_date: batch.expiryDate,
    in_stock: batch.inStock,
    cost_price: columnToWire(batch.unitCost),
    received_from: batch.receivedFromCompanyId,
    created: batch.created.toISOString(),
    last_modified: batch.lastModified.toISOString(),
  };
}

export interface BatchWithStock {
  batch: BatchFields;
  stock: string | null;
}

/** A variant with its batches; `total_quantity` sums the batches' stock with exact decimals. */
export function presentVariant(variant: VariantFields, batches: BatchWithStock[]): ServedVariant {
  const total = batches.reduce((sum, b) => sum.plus(b.stock ?? '0'), new D(0));
  return {
    id: variant.id,
    product: variant.productId,
    color: variant.color,
    size: variant.size,
    price: columnToWire(variant.price),
    sale_price: columnToWire(variant.salePrice),
    retail_price: variant.retailPrice === null ? null : columnToWire(variant.retailPrice),
    description: variant.description,
    total_quantity: toWire(total),
    batch: batches.map((b) => presentBatch(b.batch, b.stock)),
  };
}

/** The absolute URL of a stored upload (`app.mediaUrl(request)`), or null for none. */
export type MediaUrl = (path: string | null) => string | null;
/** A product as the server sends it: the picture is always there (null when none). */
export type ServedProduct = ProductWire & {
  image_url: string | null;
  tax_category: number | null;
  hs_code: string;
  product_variant: ServedVariant[];
  trade_units: TradeUnitWire[];
};
/** A variant as the server sends it: the retail price is always there (null when none). */
export type ServedVariant = VariantWire & { retail_price: string | null };

/** A product with its variants (contract section 4); category and unit nested as objects. */
export function presentProduct(
  head: ProductHead,
  variants: ServedVariant[],
  mediaUrl: MediaUrl,
  tradeUnits: TradeUnitWire[],
): ServedProduct {
  const total = toWire(variants.reduce((sum, v) => sum.plus(v.total_quantity), new D(0)));
  return {
    id: head.product.id,
    name: head.product.name,
    bar_code: head.product.barCode,
    token: head.product.token,
    unit: head.unit ? presentUnit(head.unit) : null,
    category: head.category ? presentCategory(head.category) : null,
    tax_category: head.product.taxCategoryId,
    hs_code: head.product.hsCode,
    quantity: total,
    total_quantity: total,
    product_variant: variants,
    image_url: mediaUrl(head.product.imagePath),
    trade_units: tradeUnits,
  };
}

/** A variant with its product, as nested in batch and inventory rows; the category is a plain id. */
export const presentVariantRef = (variant: ProductVariantRow, product: ProductRow): VariantRefWire => ({
  id: variant.id,
  color: variant.color,
  size: variant.size,
  price: toWire(variant.price),
  sale_price: toWire(variant.salePrice),
  product: { id: product.id, name: product.name, bar_code: product.barCode, category: product.categoryId },
});

/** A row of `batch/`: the batch, its variant and product, and the caller company's stock of it. */
export const presentBatchRecord = (r: BatchRecord): BatchRowWire => ({
  ...presentBatch(r.batch, r.stock),
  product_variant: presentVariantRef(r.variant, r.product),
});
