import { D, type Dec, parseDecimal, round4 } from './decimal.js';
import {
  batchesStock,
  discountPercentError,
  lineTotal,
  ORDER_MSG,
  quantityFromLineTotal,
  type SplittableBatch,
  splitAcrossBatches,
} from './orders.js';

/*
 * The New Sale screen's entry row and lines (spec 2.4, 4.2, 5.1, 5.2; contract 3.2–3.3): what the
 * entry row accepts, which lines it adds and how a line may be edited. The payment and the order
 * body are in sale-payment.ts. Pure, so the screen only wires them to inputs.
 */

/** A variant picked from the search results, with the batches it may be sold from (oldest first). */
export interface PickedVariant {
  productId: number;
  variantId: number;
  name: string;
  barcode: string;
  size: string;
  /** The variant's colour, so two variants of one product are told apart on screen and on paper. */
  color?: string;
  /** The variant's sale price exactly as the API sent it. */
  salePrice: string;
  token: boolean;
  batches: SplittableBatch[];
  /** The product's tax category (null: none; absent in a product an older till stored). */
  taxCategory?: number | null;
  /** Third Schedule goods: the variant's printed retail price. */
  retailPrice?: string | null;
  /** Picked in a trade unit (`pickedInUnit`, docs/domain/units.md): prices and stock are in it. */
  unit?: { id: number; name: string; count: number };
}

/** The entry row as typed. */
export interface SaleEntry {
  picked: PickedVariant | null;
  barcode: string;
  name: string;
  quantity: string;
  price: string;
  batchId: number | null;
  discount: string;
}

export const EMPTY_ENTRY: SaleEntry = {
  picked: null,
  barcode: '',
  name: '',
  quantity: '',
  price: '',
  batchId: null,
  discount: '',
};

/** One line of the order. `available` is the batch's stock when the line was added. */
export interface SaleLine {
  batchId: number;
  variantId: number;
  productId: number;
  barcode: string;
  name: string;
  size: string;
  color: string;
  token: boolean;
  price: string;
  quantity: string;
  discount: string;
  available: string;
  /** The product's tax category and the variant's retail price (docs/domain/tax.md): what the line's tax reads. */
  taxCategory?: number | null;
  retailPrice?: string | null;
  /**
   * The trade unit the line is in (docs/domain/units.md): `price`, `quantity` and `available` are
   * in it, and quantity × `unitCount` base units leave the batch. Absent: the base unit.
   */
  unitId?: number | null;
  unitName?: string;
  unitCount?: number;
}

export type EntryField = 'barcode' | 'name' | 'quantity' | 'price' | 'batch' | 'discount' | 'product';

interface BatchLike {
  id: number;
  inventory_quantity: number;
  created: string;
  expiry_date?: string;
}

/** A batch is expired the day after its expiry date (sold on the date itself); `today` is YYYY-MM-DD. */
export const isExpired = (expiryDate: string | undefined | null, today: string): boolean =>
  !!expiryDate && expiryDate.slice(0, 10) < today;

/** First expired, first out: the batch that expires first, then the oldest, then the lowest id. */
export function fefoOrder<B extends BatchLike>(batches: readonly B[]): B[] {
  return [...batches].sort(
    (a, b) =>
      (a.expiry_date ?? '9999').localeCompare(b.expiry_date ?? '9999') ||
      a.created.localeCompare(b.created) ||
      a.id - b.id,
  );
}

/**
 * Batches a sale or a 'to' internal order may take from: stock above zero, not expired when
 * `today` is given, the one that expires first first (then the oldest; spec 4.2, 4.4, issue 17).
 */
export function sellableBatches<B extends BatchLike>(batches: readonly B[], today?: string): B[] {
  return fefoOrder(
    batches.filter((b) => b.inventory_quantity > 0 && !(today && isExpired(b.expiry_date, today))),
  );
}

/** Batches with stock that have expired: shown as expired, sold only with a manager's approval. */
export const expiredBatches = <B extends BatchLike>(batches: readonly B[], today: string): B[] =>
  fefoOrder(batches.filter((b) => b.inventory_quantity > 0 && isExpired(b.expiry_date, today)));

/** Fills the entry row from a picked variant: first batch preselected, quantity 1 at the sale price. */
export function pickVariant(picked: PickedVariant, returnOrder: boolean): SaleEntry {
  const quantity = returnOrder ? '-1' : '1';
  return {
    picked,
    barcode: picked.barcode,
    name: picked.name,
    quantity,
    price: round4(new D(picked.salePrice).times(quantity)).toFixed(4),
    batchId: picked.batches[0]?.id ?? null,
    discount: '',
  };
}

/** The entry row's messages (spec 5.1). Shown after the first Add attempt. */
export function entryErrors(entry: SaleEntry, returnOrder: boolean): Partial<Record<EntryField, string>> {
  const errors: Partial<Record<EntryField, string>> = {};
  if (!entry.name.trim()) errors.name = ORDER_MSG.nameRequired;
  if (!entry.barcode.trim()) errors.barcode = ORDER_MSG.barcodeRequired;
  if (entry.batchId === null) errors.batch = ORDER_MSG.batchRequired;
  const quantity = parseDecimal(entry.quantity);
  if (!entry.quantity.trim()) errors.quantity = ORDER_MSG.quantityRequired;
  else if (quantity === null) errors.quantity = ORDER_MSG.onlyNumbers;
  else if (returnOrder) {
    if (!quantity.lt(0)) errors.quantity = ORDER_MSG.returnNegative;
  } else if (quantity.lte(0)) errors.quantity = ORDER_MSG.quantityRequired;
  else if (entry.picked && quantity.gt(batchesStock(entry.picked.batches))) {
    errors.quantity = ORDER_MSG.stockLess;
  }
  if (entry.price.trim() && parseDecimal(entry.price) === null) errors.price = ORDER_MSG.onlyNumbers;
  const discount = discountPercentError(entry.discount);
  if (discount) errors.discount = discount;
  if (!entry.picked && Object.keys(errors).length === 0) errors.product = ORDER_MSG.selectFromResults;
  return errors;
}

/** Typing a quantity sets the price (4 places); a non-number leaves the price alone. */
export function withQuantity(entry: SaleEntry, quantity: string): SaleEntry {
  const q = parseDecimal(quantity);
  if (!entry.picked || q === null) return { ...entry, quantity };
  return { ...entry, quantity, price: round4(q.times(entry.picked.salePrice)).toFixed(4) };
}

/** Typing a price sets the quantity (4 places). */
export function withPrice(entry: SaleEntry, price: string): SaleEntry {
  const p = parseDecimal(price);
  if (!entry.picked || p === null) return { ...entry, price };
  const unit = new D(entry.picked.salePrice);
  if (unit.isZero()) return { ...entry, price };
  return { ...entry, price, quantity: trimZeros(round4(p.div(unit))) };
}

const trimZeros = (value: Dec): string => value.toFixed(4).replace(/\.?0+$/, '') || '0';

/**
 * The lines a valid entry adds: one line from the chosen batch, or, when the quantity is more
 * than that batch holds but within all listed batches, one line per batch (the chosen batch
 * first, then the others oldest first). Returns null when the stock cannot cover it.
 */
export function entryLines(entry: SaleEntry, returnOrder: boolean): SaleLine[] | null {
  const picked = entry.picked;
  const quantity = parseDecimal(entry.quantity);
  if (!picked || quantity === null || entry.batchId === null) return null;
  const chosen = picked.batches.find((b) => b.id === entry.batchId);
  if (!chosen) return null;
  const line = (batch: SplittableBatch, q: Dec): SaleLine => ({
    batchId: batch.id,
    variantId: picked.variantId,
    productId: picked.productId,
    barcode: picked.barcode,
    name: picked.name,
    size: picked.size,
    color: picked.color ?? '',
    token: picked.token,
    price: picked.salePrice,
    quantity: trimZeros(q),
    discount: entry.discount.trim() || '0',
    available: new D(batch.available).toString(),
    taxCategory: picked.taxCategory ?? null,
    retailPrice: picked.retailPrice ?? null,
    ...(picked.unit
      ? { unitId: picked.unit.id, unitName: picked.unit.name, unitCount: picked.unit.count }
      : {}),
  });
  if (returnOrder || quantity.lte(chosen.available)) return [line(chosen, quantity)];
  const ordered = [chosen, ...picked.batches.filter((b) => b.id !== chosen.id)];
  const parts = splitAcrossBatches(ordered, quantity);
  if (!parts) return null;
  return parts.map((part) => line(ordered.find((b) => b.id === part.batchId) ?? chosen, part.quantity));
}

/**
 * True when the order already holds this variant in this unit (spec 4.2: a message, not a second
 * line); the same variant in another trade unit is another line.
 */
export const alreadyInOrder = (
  lines: readonly SaleLine[],
  variantId: number,
  unitId: number | null = null,
): boolean => lines.some((l) => l.variantId === variantId && (l.unitId ?? null) === unitId);

/**
 * A variant already in the order scanned (or picked) again: one more unit (one more back, for a
 * return) on its line, or `amount` of them (a scale label's weight, docs/domain/units.md). The first
 * of its lines whose batch has room takes it; when every one is full, a batch of the variant not
 * yet in the order with room for it gets a new line (first expired, first out, as `picked.batches`
 * is ordered). Answers the lines and the index of the line that grew, or null when no batch has
 * room left.
 */
export function oneMoreOf(
  lines: readonly SaleLine[],
  picked: PickedVariant,
  returnOrder: boolean,
  amount: Dec | string = '1',
): { lines: SaleLine[]; index: number } | null {
  const size = new D(amount);
  const step = returnOrder ? size.negated() : size;
  const unitId = picked.unit?.id ?? null;
  const same = (l: SaleLine) => l.variantId === picked.variantId && (l.unitId ?? null) === unitId;
  const index = lines.findIndex(
    (l) => same(l) && (returnOrder || new D(l.quantity).plus(size).lte(l.available)),
  );
  if (index >= 0) {
    const grown = lines.map((l, i) =>
      i === index ? { ...l, quantity: trimZeros(new D(l.quantity).plus(step)) } : l,
    );
    return { lines: grown, index };
  }
  const used = new Set(lines.filter(same).map((l) => l.batchId));
  const batch = picked.batches.find((b) => !used.has(b.id) && new D(b.available).gte(size));
  if (!batch) return null;
  const entry = withQuantity(pickVariant(picked, returnOrder), trimZeros(step));
  const added = entryLines({ ...entry, batchId: batch.id }, returnOrder);
  if (!added) return null;
  return { lines: [...lines, ...added], index: lines.length };
}

export const saleLineTotal = (line: SaleLine): Dec => lineTotal(line.quantity, line.price, line.discount);

/*
 * In-line edits of the items table (spec 5.2). Each returns the edited line, or null when the
 * edit is ignored (not a number, above the batch's stock, a discount outside 0–100, or a return
 * line that would stop being negative).
 */

function quantityAllowed(line: SaleLine, q: Dec, returnOrder: boolean): boolean {
  if (returnOrder) return q.lt(0);
  return q.gt(0) && q.lte(line.available);
}

export function editLineQuantity(line: SaleLine, text: string, returnOrder: boolean): SaleLine | null {
  const q = parseDecimal(text);
  if (q === null || !quantityAllowed(line, q, returnOrder)) return null;
  return { ...line, quantity: trimZeros(round4(q)) };
}

export function editLineDiscount(line: SaleLine, text: string): SaleLine | null {
  const d = text.trim() === '' ? new D(0) : parseDecimal(text);
  if (d === null || d.lt(0) || d.gt(100)) return null;
  return { ...line, discount: d.toString() };
}

/** Editing the line total: quantity = total ÷ price to 4 places, and the discount becomes 0. */
export function editLineTotal(line: SaleLine, text: string, returnOrder: boolean): SaleLine | null {
  const total = parseDecimal(text);
  if (total === null) return null;
  const q = quantityFromLineTotal(total, line.price);
  if (!quantityAllowed(line, q, returnOrder)) return null;
  return { ...line, quantity: trimZeros(q), discount: '0' };
}
