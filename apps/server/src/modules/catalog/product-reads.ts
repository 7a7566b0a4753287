import type { Db, Executor } from '@tillwise/db';
import type { TradeUnitWire } from '@tillwise/domain';
import { notFound } from '../../lib/errors.js';
import type { PageRequest } from '../../lib/pagination.js';
import {
  type BatchFields,
  type BatchWithStock,
  type MediaUrl,
  presentProduct,
  presentVariant,
  type ServedProduct,
  type ServedVariant,
  type VariantFields,
} from './presenter.js';
import {
  findProductHead,
  listProductHeads,
  liveVariantsWithBatches,
  type ProductFilter,
  type ProductHead,
  productByBarcode,
} from './product-repository.js';
import { productOfUnitBarcode, tradeUnitsOf } from './product-units.js';

interface VariantBatchRow {
  variant: VariantFields;
  batch: BatchFields | null;
  stock: string | null;
}

/**
 * Products in the contract's shape: live variants nested, and in each its live batches with the
 * stock of `companyId` (the caller's company). One query for the variants whatever the page size.
 */
async function withVariants(
  db: Executor,
  heads: ProductHead[],
  companyId: number | null,
  mediaUrl: MediaUrl,
) {
  const rows = await liveVariantsWithBatches(
    db,
    heads.map((h) => h.product.id),
    companyId,
  );
  const units = await tradeUnitsOf(
    db,
    heads.map((h) => h.product.id),
  );
  return nest(heads, rows, mediaUrl, units);
}

/** The heads with their variant rows (oldest first, batches oldest first) nested into them. */
function nest(
  heads: ProductHead[],
  rows: VariantBatchRow[],
  mediaUrl: MediaUrl,
  units: Map<number, TradeUnitWire[]>,
): ServedProduct[] {
  const variants = new Map<number, { variant: VariantFields; batches: BatchWithStock[] }>();
  for (const row of rows) {
    const entry = variants.get(row.variant.id) ?? { variant: row.variant, batches: [] };
    if (row.batch) entry.batches.push({ batch: row.batch, stock: row.stock });
    variants.set(row.variant.id, entry);
  }
  const byProduct = new Map<number, ServedVariant[]>();
  for (const { variant, batches } of variants.values()) {
    const list = byProduct.get(variant.productId) ?? [];
    list.push(presentVariant(variant, batches));
    byProduct.set(variant.productId, list);
  }
  return heads.map((head) =>
    presentProduct(head, byProduct.get(head.product.id) ?? [], mediaUrl, units.get(head.product.id) ?? []),
  );
}

/** The first page of a lookup by barcode alone (a scan at the till): one prepared statement. */
async function listByBarcode(
  db: Db,
  barCode: string,
  companyId: number | null,
  groupId: number | null,
  mediaUrl: MediaUrl,
) {
  const rows = await productByBarcode(db, barCode, companyId, groupId);
  const [first] = rows;
  if (!first) {
    // A trade unit's barcode finds its product; the counter picks the unit from `trade_units`.
    const productId = await productOfUnitBarcode(db, barCode, groupId);
    if (productId === null) return { count: 0, results: [] };
    const head = await findProductHead(db, productId, groupId);
    if (!head) return { count: 0, results: [] };
    return { count: 1, results: await withVariants(db, [head], companyId, mediaUrl) };
  }
  const variantRows: VariantBatchRow[] = [];
  for (const row of rows) {
    if (row.variant) variantRows.push({ variant: row.variant, batch: row.batch, stock: row.stock });
  }
  // Barcodes are unique among live products, so every row is of the same product.
  const units = await tradeUnitsOf(db, [first.product.id]);
  return { count: 1, results: nest([first], variantRows, mediaUrl, units) };
}

/** A page of live products matching the filter, nested for the caller's company. */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  page: PageRequest,
  mediaUrl: MediaUrl,
): Promise<{ count: number; results: ServedProduct[] }> {
  const { barCode, search, nameContains, minQuantity, category, ordering, companyId } = filter;
  const onlyBarcode =
    search === undefined &&
    nameContains === undefined &&
    minQuantity === undefined &&
    category === undefined &&
    (ordering ?? 'newest') === 'newest';
  if (barCode !== undefined && onlyBarcode && page.offset === 0)
    return listByBarcode(db, barCode, companyId, filter.groupId, mediaUrl);
  const { count, heads } = await listProductHeads(db, filter, page);
  return { count, results: await withVariants(db, heads, filter.companyId, mediaUrl) };
}

/**
 * One live product of the caller's group, nested for the caller's company; 404 when it does not
 * exist, was deleted or is another group's.
 */
export async function getProduct(
  db: Executor,
  id: number,
  scope: { companyId: number | null; groupId: number | null },
  mediaUrl: MediaUrl,
): Promise<ServedProduct> {
  const { companyId, groupId } = scope;
  const head = await findProductHead(db, id, groupId);
  if (!head) throw notFound();
  const [product] = await withVariants(db, [head], companyId, mediaUrl);
  if (!product) throw notFound();
  return product;
}
