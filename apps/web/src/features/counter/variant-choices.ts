import {
  batchesStock,
  D,
  type Dec,
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
}

/** Flattens `product/` results into variant rows; batches with stock, oldest first (spec 4.2). */
export function toChoices(products: readonly ProductWire[]): VariantChoice[] {
  return products.flatMap((product) =>
    product.product_variant.map((variant) => {
      const batches = sellableBatches(variant.batch).map((b) => ({
        id: b.id,
        available: new D(b.inventory_quantity).toString(),
        expiry: b.expiry_date,
      }));
      const picked: PickedVariant & { batches: { id: number; available: string; expiry: string }[] } = {
        productId: product.id,
        variantId: variant.id,
        name: product.name,
        barcode: product.bar_code,
        size: variant.size,
        color: variant.color,
        salePrice: variant.sale_price,
        token: product.token,
        batches,
      };
      return {
        key: `${product.id}:${variant.id}`,
        picked,
        color: variant.color,
        stock: batchesStock(batches),
      };
    }),
  );
}

/** The batch select's label: id, stock and expiry. */
export const batchLabel = (batch: { id: number; available: string | number; expiry?: string }): string =>
  `#${batch.id} · Qty ${new D(batch.available).toString()}${batch.expiry ? ` · exp ${batch.expiry}` : ''}`;
