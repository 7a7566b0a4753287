import {
  type BatchRowWire,
  D,
  type Dec,
  type LabelItem,
  labelItem,
  type OrderWire,
  type ProductWire,
  type SaleTaxing,
  variantLabelSource,
} from '@tillwise/domain';

/*
 * Where a print job's items come from, as the labels screen's address says: a selection of the
 * product list (`?products=1,2,3`: every variant, one copy each), a received batch (`?batch=7`:
 * one label per unit received) or an internal order, such as a transfer (`?order=9`: one label per
 * unit of each line). Each is loaded as products, so every label is made by the one `labelItem`.
 */

export type LabelRequest =
  | { kind: 'products'; ids: number[] }
  | { kind: 'batch'; id: number }
  | { kind: 'order'; id: number }
  | { kind: 'none' };

const positiveId = (text: string | null): number | null => {
  const id = Number(text);
  return text && /^\d+$/.test(text) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** The print job the address asks for (none for an address that names nothing valid). */
export function labelRequestOf(search: URLSearchParams): LabelRequest {
  const batch = positiveId(search.get('batch'));
  if (batch) return { kind: 'batch', id: batch };
  const order = positiveId(search.get('order'));
  if (order) return { kind: 'order', id: order };
  const ids = (search.get('products') ?? '')
    .split(',')
    .map((part) => positiveId(part.trim()))
    .filter((id): id is number => id !== null);
  return ids.length > 0 ? { kind: 'products', ids: [...new Set(ids)] } : { kind: 'none' };
}

/** The products to load and, per variant, how many labels (null: every variant, one each). */
export interface WantedLabels {
  productIds: number[];
  copies: ReadonlyMap<number, number> | null;
}

/** Whole units: a quantity of 2.5 (kg) makes 2 labels. */
const wholeUnits = (quantity: Dec) => quantity.abs().floor().toNumber();

/** A received batch: one label per unit received. */
export const wantedFromBatch = (batch: BatchRowWire): WantedLabels => ({
  productIds: [batch.product_variant.product.id],
  copies: new Map([[batch.product_variant.id, wholeUnits(new D(batch.quantity))]]),
});

/** An order's lines: one label per unit, the lines of one variant added together. */
export function wantedFromOrder(order: OrderWire): WantedLabels {
  const units = new Map<number, Dec>();
  const productIds: number[] = [];
  for (const line of order.order_item) {
    const variant = line.batch.product_variant;
    units.set(variant.id, (units.get(variant.id) ?? new D(0)).plus(new D(line.quantity).abs()));
    if (!productIds.includes(variant.product.id)) productIds.push(variant.product.id);
  }
  return { productIds, copies: new Map([...units].map(([id, q]) => [id, wholeUnits(q)])) };
}

/** The label items of the loaded products, in the products' then the variants' order. */
export function labelItemsOf(
  products: readonly ProductWire[],
  wanted: WantedLabels,
  taxing: SaleTaxing,
): LabelItem[] {
  return products.flatMap((product) =>
    product.product_variant.flatMap((variant) => {
      const copies = wanted.copies === null ? 1 : wanted.copies.get(variant.id);
      return copies === undefined ? [] : [labelItem(variantLabelSource(product, variant), taxing, copies)];
    }),
  );
}
