import {
  batchesStock,
  D,
  type Dec,
  expiredBatches,
  localDay,
  type PickedVariant,
  type ProductWire,
  pickedInUnit,
  sellableBatches,
  unitPrice,
  type VariantWire,
} from '@tillwise/domain';
import type { EntryRules } from './rules';

/** A batch as the entry row shows it: its id, its stock in my company and its expiry. */
export interface ShownBatch {
  id: number;
  available: string;
  expiry: string;
}

/**
 * The variant picked into the entry row, with the batches it may take from and its expired ones
 * (New Sale: kept apart; Admin Order: among the batches too, so they can be labelled).
 */
export type PickedChoice = PickedVariant & { batches: ShownBatch[]; expired: ShownBatch[] };

/** One row of the product results: a variant of a product, with what the order may take of it. */
export interface VariantChoice {
  key: string;
  /** The code a scan of it reads: the product's barcode, or its trade unit's own (docs/domain/units.md). */
  scanCode: string;
  product: ProductWire;
  variant: VariantWire;
  picked: PickedChoice;
  color: string;
  /** The price the results show: the sale price or the cost price, as the rules say. */
  price: string;
  /** The product's picture (the touch grid), or null. */
  image: string | null;
  /** Stock of the batches the order may take from. */
  stock: Dec;
  /**
   * New Sale: no stock but in expired batches. Never a dead end: it may be chosen, its first
   * expired batch then picked for the line with a manager's approval (docs/till-sessions.md).
   */
  expiredOnly: boolean;
  /** Out of stock while the order sells from my stock: shown, never chosen. */
  disabled: boolean;
}

const shown = (b: { id: number; inventory_quantity: number; expiry_date: string }): ShownBatch => ({
  id: b.id,
  available: new D(b.inventory_quantity).toString(),
  expiry: b.expiry_date,
});

/**
 * Flattens `product/` results (online, or the till's own catalogue offline) into variant rows:
 * batches with stock, the one that expires first first (spec 4.2, issue 17). Expired batches are
 * kept apart (New Sale: shown, never sold by a cashier) or offered after the others (Admin Order:
 * they may still go back to a vendor), as the rules say.
 */
export function toChoices(
  products: readonly ProductWire[],
  rules: Pick<EntryRules, 'price' | 'needsStock' | 'expired'>,
  today: string = localDay(),
): VariantChoice[] {
  return products.flatMap((product) =>
    product.product_variant.flatMap((variant) => {
      const sellable = sellableBatches(variant.batch, today).map(shown);
      const expired = expiredBatches(variant.batch, today).map(shown);
      const batches = rules.expired === 'last' ? [...sellable, ...expired] : sellable;
      const stock = batchesStock(batches);
      const expiredOnly = rules.expired === 'apart' && stock.lte(0) && batchesStock(expired).gt(0);
      const picked: PickedChoice = {
        productId: product.id,
        variantId: variant.id,
        name: product.name,
        barcode: product.bar_code,
        size: variant.size,
        color: variant.color,
        salePrice: variant.sale_price,
        token: product.token,
        batches,
        // What the line's tax reads (docs/domain/tax.md).
        taxCategory: product.tax_category ?? null,
        retailPrice: variant.retail_price ?? null,
        // Listed and marked in the batch select either way (Admin Order sells them last).
        expired,
      };
      const base: VariantChoice = {
        key: `${product.id}:${variant.id}`,
        scanCode: product.bar_code,
        product,
        variant,
        picked,
        color: variant.color,
        price: rules.price === 'cost' ? variant.price : variant.sale_price,
        stock,
        image: product.image_url ?? null,
        expiredOnly,
        disabled: rules.needsStock && stock.lte(0) && !expiredOnly,
      };
      // Each live trade unit is offered too (New Sale and Admin Order alike): its own sale or cost
      // price (or the variant's × its count), stock counted in it (docs/domain/units.md).
      const inUnits = (product.trade_units ?? [])
        .filter((u) => !u.is_retired)
        .map((u): VariantChoice => {
          const unitPicked = { ...pickedInUnit(picked, u), expired: picked.expired };
          const unitStock = batchesStock(unitPicked.batches);
          return {
            ...base,
            key: `${product.id}:${variant.id}:${u.id}`,
            scanCode: u.bar_code,
            picked: unitPicked,
            price: rules.price === 'cost' ? unitPrice(u.price, variant.price, u.count) : unitPicked.salePrice,
            stock: unitStock,
            disabled: rules.needsStock && unitStock.lt(1) && !expiredOnly,
          };
        });
      return [base, ...inUnits];
    }),
  );
}
