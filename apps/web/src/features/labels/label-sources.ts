import {
  type BatchRowWire,
  D,
  type Dec,
  type LabelItem,
  labelItem,
  type OrderWire,
  type ProductWire,
  type SaleTaxing,
  unitLabelKey,
  unitLabelSource,
  variantLabelKey,
  variantLabelSource,
} from '@tillwise/domain';

/*
 * Where a print job's items come from, as the labels screen's address says: a selection of the
 * product list (`?products=1,2,3`: every variant, one copy each), a received batch (`?batch=7`:
 * one label per unit received) or an internal order, such as a transfer (`?order=9`: one label per
 * unit of each line, in the unit the line names: a line of 3 cartons makes 3 carton labels). A
 * product list selection gives each variant's label in the base unit and in each live trade unit. Each is loaded as products, so every label is made by the one `labelItem`.
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

/**
 * The products to load and, per label key (`variantLabelKey`, `unitLabelKey`), how many labels
 * (null: every variant in the base unit and in each live trade unit, one each).
 */
export interface WantedLabels {
  productIds: number[];
  copies: ReadonlyMap<string, number> | null;
}

/** Whole units: a quantity of 2.5 (kg) makes 2 labels. */
const wholeUnits = (quantity: Dec) => quantity.abs().floor().toNumber();

/** A received batch: one label per unit received. */
export const wantedFromBatch = (batch: BatchRowWire): WantedLabels => ({
  productIds: [batch.product_variant.product.id],
  copies: new Map([[variantLabelKey(batch.product_variant.id), wholeUnits(new D(batch.quantity))]]),
});

/**
 * An order's lines: one label per unit of the line's own unit (a pack line's labels are the
 * pack's), the lines of one variant in one unit added together.
 */
export function wantedFromOrder(order: OrderWire): WantedLabels {
  const units = new Map<string, Dec>();
  const productIds: number[] = [];
  for (const line of order.order_item) {
    const variant = line.batch.product_variant;
    const key = line.unit ? unitLabelKey(line.unit, variant.id) : variantLabelKey(variant.id);
    units.set(key, (units.get(key) ?? new D(0)).plus(new D(line.quantity).abs()));
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
      const items: LabelItem[] = [];
      const base = wanted.copies === null ? 1 : wanted.copies.get(variantLabelKey(variant.id));
      if (base !== undefined) items.push(labelItem(variantLabelSource(product, variant), taxing, base));
      for (const unit of product.trade_units ?? []) {
        // A selection offers live units; an order's retired unit still gets the labels it names.
        const copies =
          wanted.copies === null
            ? unit.is_retired
              ? undefined
              : 1
            : wanted.copies.get(unitLabelKey(unit.id, variant.id));
        if (copies !== undefined)
          items.push(labelItem(unitLabelSource(product, variant, unit), taxing, copies));
      }
      return items;
    }),
  );
}
