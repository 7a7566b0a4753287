import {
  batchesStock,
  D,
  type Dec,
  expiredBatches,
  localDay,
  type PickedVariant,
  type ProductWire,
  sellableBatches,
} from '@tillwise/domain';

/** One row of the product results: a variant of a product, with what the till may sell of it. */
export interface VariantChoice {
  key: string;
  picked: PickedVariant;
  color: string;
  stock: Dec;
  /** The product's picture (touch grid), or null. */
  image: string | null;
}

interface ShownBatch {
  id: number;
  available: string;
  expiry: string;
}

const shown = (b: { id: number; inventory_quantity: number; expiry_date: string }): ShownBatch => ({
  id: b.id,
  available: new D(b.inventory_quantity).toString(),
  expiry: b.expiry_date,
});

/**
 * Flattens `product/` results (online, or the till's own catalogue offline) into variant rows:
 * batches with stock, the one that expires first first (spec 4.2, issue 17); expired batches are
 * kept apart, shown but never sold from the counter.
 */
export function toChoices(products: readonly ProductWire[], today: string = localDay()): VariantChoice[] {
  return products.flatMap((product) =>
    product.product_variant.map((variant) => {
      const batches = sellableBatches(variant.batch, today).map(shown);
      const picked: PickedVariant & { batches: ShownBatch[]; expired: ShownBatch[] } = {
        productId: product.id,
        variantId: variant.id,
        name: product.name,
        barcode: product.bar_code,
        size: variant.size,
        color: variant.color,
        salePrice: variant.sale_price,
        token: product.token,
        batches,
        expired: expiredBatches(variant.batch, today).map(shown),
      };
      return {
        key: `${product.id}:${variant.id}`,
        picked,
        color: variant.color,
        stock: batchesStock(batches),
        image: product.image_url ?? null,
      };
    }),
  );
}

/** The batch select's label: id, stock and expiry. */
export const batchLabel = (batch: { id: number; available: string | number; expiry?: string }): string =>
  `#${batch.id} · Qty ${new D(batch.available).toString()}${batch.expiry ? ` · exp ${batch.expiry}` : ''}`;
