import { CATALOG_MSG } from './catalog-messages.js';
import { normaliseDate } from './dates.js';
import { D, parseDecimal, toWire } from './decimal.js';
import type { OrderCreateBody, OrderItemInput } from './order-schemas.js';
import { discountPercentError, ORDER_MSG, orderTotal, totalDiscountError } from './orders.js';
import type { UserWire } from './wire.js';

/*
 * The rules of the internal order screen (spec 2.5, 4.4, 5.1, 5.2; contract 3.1 "Admin/department
 * order"). 'from' buys from a vendor or another department (the buyer is me); 'to' sells or returns
 * to a department (the seller is me).
 */

export type InternalOrderType = 'from' | 'to';

/** Ticking Return Order forces 'to'; unticking it forces 'from' (spec 4.4). */
export const typeForReturn = (isReturn: boolean): InternalOrderType => (isReturn ? 'to' : 'from');

/** Whom the counterparty selector names: the seller of a purchase, the buyer of a sale or return. */
export const counterpartyRole = (type: InternalOrderType): 'seller' | 'buyer' =>
  type === 'from' ? 'seller' : 'buyer';

/**
 * The counterparties offered (spec 6, contract 3.1): ADMIN users of the other departments, then
 * vendors; a 'to' order offers vendors only for a return (goods sent back to the vendor).
 */
export function counterpartyOptions(
  me: Pick<UserWire, 'id' | 'company'>,
  admins: readonly UserWire[],
  vendors: readonly UserWire[],
  type: InternalOrderType,
  isReturn: boolean,
): UserWire[] {
  const mine = me.company?.id ?? null;
  const others = admins.filter((u) => u.user_type === 'ADMIN' && u.id !== me.id && u.company?.id !== mine);
  const withVendors = type === 'from' || isReturn;
  return withVendors ? [...others, ...vendors] : others;
}

/** The vendor cash field ("Cash Given") shows when the counterparty is a vendor (spec 6). */
export const showsCashGiven = (counterparty: Pick<UserWire, 'user_type'> | null | undefined): boolean =>
  counterparty?.user_type === 'VENDOR';

/** The entry row of the internal order screen, as text fields. */
export interface InternalEntry {
  name: string;
  barcode: string;
  quantity: string;
  /** The buy price of the whole line: quantity × the variant's cost price (spec 5.2). */
  price: string;
  discount: string;
  manufacturing_date: string;
  expiry_date: string;
  /** Chosen batch ('to' lines). */
  batch: number | null;
  /** Stock of the chosen batch in my company ('to' lines). */
  batchStock: string | null;
  /** A variant was chosen from the product results. */
  chosen: boolean;
}

export type InternalEntryField =
  | 'name'
  | 'barcode'
  | 'quantity'
  | 'price'
  | 'discount'
  | 'manufacturing_date'
  | 'expiry_date'
  | 'batch';

function quantityError(entry: InternalEntry, type: InternalOrderType, isReturn: boolean): string | null {
  if (entry.quantity.trim() === '') return ORDER_MSG.quantityRequired;
  const q = parseDecimal(entry.quantity);
  if (q === null) return ORDER_MSG.onlyNumbers;
  if (isReturn) {
    if (q.gte(0)) return ORDER_MSG.returnNegative;
  } else if (q.lte(0)) return CATALOG_MSG.quantityNotPositive;
  if (type === 'to' && entry.batchStock !== null && q.abs().gt(entry.batchStock)) {
    return ORDER_MSG.batchStockLess;
  }
  return null;
}

function datesErrors(entry: InternalEntry): Partial<Record<InternalEntryField, string>> {
  const made = normaliseDate(entry.manufacturing_date);
  const expires = normaliseDate(entry.expiry_date);
  const errors: Partial<Record<InternalEntryField, string>> = {};
  if (!made) errors.manufacturing_date = ORDER_MSG.manufacturedRequired;
  if (!expires) errors.expiry_date = ORDER_MSG.expiryRequired;
  else if (made && expires < made) errors.expiry_date = CATALOG_MSG.expiryBeforeManufacture;
  return errors;
}

/** The entry row's messages (spec 5.1); Add Product is enabled only when there are none. */
export function internalEntryErrors(
  entry: InternalEntry,
  type: InternalOrderType,
  isReturn: boolean,
): Partial<Record<InternalEntryField, string>> {
  const errors: Partial<Record<InternalEntryField, string>> = {};
  if (entry.name.trim() === '') errors.name = ORDER_MSG.nameRequired;
  if (entry.barcode.trim() === '') errors.barcode = ORDER_MSG.barcodeRequired;
  const quantity = quantityError(entry, type, isReturn);
  if (quantity) errors.quantity = quantity;
  if (entry.price.trim() !== '' && parseDecimal(entry.price) === null) errors.price = ORDER_MSG.onlyNumbers;
  const discount = discountPercentError(entry.discount);
  if (discount) errors.discount = discount;
  if (type === 'from') Object.assign(errors, datesErrors(entry));
  else if (entry.batch === null) errors.batch = ORDER_MSG.batchRequired;
  return errors;
}

/** One line of the internal order. `price` is the unit price: the variant's cost price. */
export interface InternalLine {
  variantId: number;
  batchId: number | null;
  quantity: string;
  price: string;
  discount: string;
  manufacturing_date: string;
  expiry_date: string;
  /**
   * The trade unit the line is bought or moved in (docs/domain/units.md): quantity and price are in
   * it, the server moves quantity × count base units. Absent or null: the base unit.
   */
  unit?: { id: number; name: string; count: number } | null;
}

/**
 * A 'from' line is one per variant; a 'to' line one per batch (spec 5.1 duplicate rule), each in
 * one unit: the same variant or batch in another trade unit is another line.
 */
export function isDuplicateLine(
  lines: readonly InternalLine[],
  candidate: Pick<InternalLine, 'variantId' | 'batchId' | 'unit'>,
  type: InternalOrderType,
): boolean {
  const unitOf = (l: Pick<InternalLine, 'unit'>) => l.unit?.id ?? null;
  return lines.some(
    (l) =>
      (type === 'from' ? l.variantId === candidate.variantId : l.batchId === candidate.batchId) &&
      unitOf(l) === unitOf(candidate),
  );
}

/** What the order form holds besides its lines. */
export interface InternalOrderForm {
  type: InternalOrderType;
  isReturn: boolean;
  counterparty: Pick<UserWire, 'id' | 'user_type'> | null;
  totalDiscount: string;
  amountDiscount: boolean;
  cashGiven: string;
}

export type InternalOrderField = 'counterparty' | 'total_discount' | 'amount_received';

/** The order's messages (spec 5.1): seller or buyer required, discount, vendor cash given. */
export function internalOrderErrors(form: InternalOrderForm): Partial<Record<InternalOrderField, string>> {
  const errors: Partial<Record<InternalOrderField, string>> = {};
  if (!form.counterparty) {
    errors.counterparty = form.type === 'from' ? ORDER_MSG.sellerRequired : ORDER_MSG.buyerRequired;
  }
  const discount = totalDiscountError(form.totalDiscount, form.amountDiscount);
  if (discount) errors.total_discount = discount;
  if (showsCashGiven(form.counterparty) && form.cashGiven.trim() !== '' && !parseDecimal(form.cashGiven)) {
    errors.amount_received = ORDER_MSG.onlyNumbers;
  }
  return errors;
}

/** Submit is enabled with at least one line, no order messages and nothing being sent (spec 5.1). */
export const canSubmitInternal = (
  form: InternalOrderForm,
  lines: readonly InternalLine[],
  sending: boolean,
) => lines.length > 0 && !sending && Object.keys(internalOrderErrors(form)).length === 0;

/** The order total the screen shows and sends, from the domain's one total function. */
export const internalOrderTotal = (form: InternalOrderForm, lines: readonly InternalLine[]): string =>
  toWire(orderTotal(lines, form.totalDiscount.trim() || '0', form.amountDiscount));

function itemOf(line: InternalLine, type: InternalOrderType): OrderItemInput {
  const common = {
    price: line.price,
    discount: line.discount.trim() || '0',
    quantity: line.quantity,
    ...(line.unit ? { unit: line.unit.id } : {}),
  };
  if (type === 'to') return { batch: line.batchId ?? 0, ...common };
  // A purchase sends its new batch inline, so batch and order are written in one transaction.
  return {
    order_batch: {
      manufacturing_date: line.manufacturing_date,
      expiry_date: line.expiry_date,
      quantity: toWire(new D(line.quantity).abs()),
      product_variant: line.variantId,
    },
    ...common,
  };
}

/**
 * The body of `POST internal-order/` (contract 3.1): buyer me on a purchase, seller me on a sale
 * or return; `amount_received` is the vendor's cash given; returns carry status RETURNED.
 */
export function internalOrderBody(
  me: Pick<UserWire, 'id'>,
  form: InternalOrderForm,
  lines: readonly InternalLine[],
  invoiceId: string,
): OrderCreateBody {
  const other = form.counterparty?.id ?? 0;
  const cash = showsCashGiven(form.counterparty) ? form.cashGiven.trim() || '0' : '0';
  return {
    order_item: lines.map((line) => itemOf(line, form.type)),
    buyer: form.type === 'from' ? me.id : other,
    seller: form.type === 'from' ? other : me.id,
    total_discount: form.totalDiscount.trim() || '0',
    total: internalOrderTotal(form, lines),
    amount_received: cash,
    amount_discount: form.amountDiscount,
    invoice_id: invoiceId,
    internal_order: true,
    ...(form.isReturn ? { status: 'RETURNED' as const } : {}),
  };
}
