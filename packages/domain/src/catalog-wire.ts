import type { TradeUnitWire } from './units.js';
import type { CompanyWire, ListEnvelope } from './wire.js';

/*
 * Catalogue and stock as the contract sends them (section 4). Decimals are 4-place strings, except
 * `inventory_quantity`, which the original client reads as a number.
 */

export interface UnitWire {
  id: number;
  name: string;
  /** Counted in whole pieces (piece, pack) rather than measured (kg, litre). Absent from older servers. */
  is_countable?: boolean;
}

export interface CategoryWire {
  id: number;
  name: string;
  description: string;
}

/** A batch as nested in a variant of `product/`; `inventory_quantity` is the caller's company's stock. */
export interface BatchWire {
  id: number;
  product_variant: number;
  quantity: string;
  inventory_quantity: number;
  manufacturing_date: string;
  expiry_date: string;
  in_stock: boolean;
  /** What one unit is valued at in the books. */
  cost_price: string;
  /** The company the goods came from (null: opening stock). */
  received_from: number | null;
  created: string;
  last_modified: string;
}

export interface VariantWire {
  id: number;
  product: number;
  color: string;
  size: string;
  /** The cost price. */
  price: string;
  sale_price: string;
  /** Third Schedule goods: the printed retail price (docs/domain/tax.md), null for none. Absent in rows an older till stored. */
  retail_price?: string | null;
  description: string;
  /** Stock of this variant in the caller's company. */
  total_quantity: string;
  batch: BatchWire[];
}

export interface ProductWire {
  id: number;
  name: string;
  bar_code: string;
  token: boolean;
  unit: UnitWire | null;
  category: CategoryWire | null;
  /** Its tax category's id (docs/domain/tax.md), or null. Absent in products an older till stored. */
  tax_category?: number | null;
  /** HS/PCT code, 4–8 digits, or ''. Absent in products an older till stored. */
  hs_code?: string;
  /** Stock of all variants in the caller's company (`quantity` is the spec's name for it). */
  quantity: string;
  total_quantity: string;
  product_variant: VariantWire[];
  /**
   * The picture shown on the touch grid (an addition to the contract's shape): an absolute URL from
   * `product/`, an origin-relative `/media/…` one from the till's own catalogue; null when there is
   * none. Absent in products an older till stored.
   */
  image_url?: string | null;
  /** Its trade units, retired ones included (docs/domain/units.md). Absent in products an older till stored. */
  trade_units?: TradeUnitWire[];
}

/** The product a `batch/` row or an inventory row names. */
export interface ProductRefWire {
  id: number;
  name: string;
  bar_code: string;
}

/** A variant with its product, as nested in `batch/` and `inventory/` rows. */
export interface VariantRefWire {
  id: number;
  color: string;
  size: string;
  price: string;
  sale_price: string;
  product: ProductRefWire & { category: number | null };
}

/** A row of `batch/`: the batch with its variant and product nested. */
export interface BatchRowWire extends Omit<BatchWire, 'product_variant'> {
  product_variant: VariantRefWire;
}

/** A row of `inventory/` (O13): `batch.product_variant.product.category` is a plain id. */
export interface InventoryWire {
  id: number;
  company: CompanyWire;
  batch: Omit<BatchRowWire, 'inventory_quantity'>;
  quantity: string;
  is_active: boolean;
}

/** `inventory/`: the page plus `total`, the books' value (quantity × the batch's cost) of every matching row. */
export interface InventoryListWire extends ListEnvelope<InventoryWire> {
  total: string;
}
