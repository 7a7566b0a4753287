import type { Executor } from '@tillwise/db';
import type { ProductWire } from '@tillwise/domain';
import { notFound } from '../../lib/errors.js';
import type { PageRequest } from '../../lib/pagination.js';
import { type BatchWithStock, presentProduct, presentVariant } from './presenter.js';
import {
  findProductHead,
  listProductHeads,
  liveBatchesOf,
  liveVariantsOf,
  type ProductFilter,
  type ProductHead,
} from './product-repository.js';

const groupBy = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
};

/**
 * Products in the contract's shape: live variants nested, and in each its live batches with the
 * stock of `companyId` (the caller's company). Three queries whatever the page size.
 */
async function withVariants(db: Executor, heads: ProductHead[], companyId: number | null) {
  const variants = await liveVariantsOf(
    db,
    heads.map((h) => h.product.id),
  );
  const batches: BatchWithStock[] = await liveBatchesOf(
    db,
    variants.map((v) => v.id),
    companyId,
  );
  const batchesByVariant = groupBy(batches, (b) => b.batch.productVariantId);
  const variantsByProduct = groupBy(variants, (v) => v.productId);
  return heads.map((head) =>
    presentProduct(
      head,
      (variantsByProduct.get(head.product.id) ?? []).map((v) =>
        presentVariant(v, batchesByVariant.get(v.id) ?? []),
      ),
    ),
  );
}

/** A page of live products matching the filter, nested for the caller's company. */
export async function listProducts(
  db: Executor,
  filter: ProductFilter,
  page: PageRequest,
): Promise<{ count: number; results: ProductWire[] }> {
  const { count, heads } = await listProductHeads(db, filter, page);
  return { count, results: await withVariants(db, heads, filter.companyId) };
}

/** One live product, nested for the caller's company; 404 when it does not exist or was deleted. */
export async function getProduct(db: Executor, id: number, companyId: number | null): Promise<ProductWire> {
  const head = await findProductHead(db, id);
  if (!head) throw notFound();
  const [product] = await withVariants(db, [head], companyId);
  if (!product) throw notFound();
  return product;
}
