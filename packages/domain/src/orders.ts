import { D, type Dec, parseDecimal, round4 } from './decimal.js';

/*
 * The rules of an order (spec 5.1, 5.2; contract 3.2–3.4), shared by the sale screen, the internal
 * order screen and the server, which recomputes every total with these functions.
 */

/** Every message of order entry, exactly as the spec words them (typos of the original corrected). */
export const ORDER_MSG = {
  nameRequired: 'Name is required',
  barcodeRequired: 'Barcode is required',
  batchRequired: 'Batch is required',
  quantityRequired: 'Quantity is required',
  onlyNumbers: 'Only numbers are allowed',
  stockLess: 'Stock is less than this quantity.',
  batchStockLess: 'Stock in this batch is less than quantity.',
  discountRange: 'Discount value should be b/w 0 to 100',
  discountPositive: 'Discount should be greater than zero',
  cashRequired: 'Cash is required',
  cashLess: 'Cash is less than total amount',
  returnCashZero: 'Cash Received must be 0 for Return Order.',
  cashNotNegative: 'Ensure this value is greater than or equal to 0.',
  returnNegative: 'quantity should be in negative for return order!',
  selectRegularCustomer: 'select regular customer!',
  checkDeductBalance: 'Cash Received is less than total so check Deduct Balance!',
  alreadyAdded: 'The product is already added to the order items.',
  selectFromResults: 'Please select product from product results or add desired product to system.',
  customerNameEmpty: 'name can not be empty!',
  contactRequired: 'contact number is required!',
  manufacturedRequired: 'Manufactured date is required',
  expiryRequired: 'Expiry date is required',
  sellerRequired: 'Seller is required',
  buyerRequired: 'Buyer is required',
  numberRequired: 'Number is required',
  vendorCompanyRequired: 'Company is required. Add vendor company to system',
  outOfStock: 'Out of Stock',
  cancelConfirm: 'Are you sure you want to cancel this order?',
  completed: 'Order is completed successfully!.',
  failed: 'Failed to create the Order!.',
  savedOffline: 'Order saved to local db',
  outcomeUnknown: 'The outcome of this sale is not known yet',
  internalCompleted: 'Order is completed successfully.',
  serverError: 'Server side error. Kindly try again.',
  // What the server adds.
  totalMismatch: 'Total does not match the order lines.',
  statusLocked: 'A completed order cannot change its status.',
  goodsLeft: 'The goods of this order have left: take them back with a return instead of cancelling it.',
  cancelled: 'This order is cancelled; its status cannot change.',
  returnedLocked: 'A return cannot change its status.',
  returnIsNewOrder:
    'A return is made as a new order (Return on the sale screen), not by changing the status.',
  goodsUsed:
    'The goods of this order are no longer all in stock at the buyer, so it cannot be cancelled; return what is left instead.',
  idempotencyConflict: 'This Idempotency-Key was already used for a different order.',
  itemsRequired: 'An order needs at least one item.',
  quantityPositive: 'Quantity should be greater than zero.',
  pricePositive: 'Price should not be negative.',
  sellerNotAllowed: 'You can sell only as yourself, or for a colleague of your own company.',
  amountTooLarge: 'The order comes to more than 9,999,999,999.9999.',
} as const;

const HUNDRED = new D(100);

/**
 * A discount percent applies when above 0 and not above 100, so 100% gives the line away (contract
 * 3.2: `quantity × price × (100 − d)/100`, with 0–100 the accepted range). Anything else is ignored.
 * It counts at 4 places, as the server stores it, so a screen's total is the server's even when
 * more places were typed.
 */
export function discountFactor(discountPercent: Dec | string | number): Dec {
  const d = round4(new D(discountPercent));
  if (d.lte(0) || d.gt(100)) return new D(1);
  return HUNDRED.minus(d).div(HUNDRED);
}

/** Line total = quantity × price, less the line discount percent, rounded to 4 places. */
export function lineTotal(
  quantity: Dec | string | number,
  price: Dec | string | number,
  discountPercent: Dec | string | number = 0,
): Dec {
  return round4(new D(quantity).times(price).times(discountFactor(discountPercent)));
}

export interface TotalLine {
  quantity: Dec | string | number;
  price: Dec | string | number;
  discount?: Dec | string | number;
}

/** Σ line totals before the order's own discount. */
export function linesSubtotal(lines: readonly TotalLine[]): Dec {
  return lines.reduce<Dec>(
    (sum, line) => sum.plus(lineTotal(line.quantity, line.price, line.discount ?? 0)),
    new D(0),
  );
}

/**
 * Order total (spec 5.2): the sum of line totals, less the total discount. As an amount it applies
 * only when positive; as a percentage only when above 0 and not above 100. Either counts at 4
 * places, as the server stores it.
 */
export function orderTotal(
  lines: readonly TotalLine[],
  totalDiscount: Dec | string | number = 0,
  amountDiscount = true,
): Dec {
  const subtotal = linesSubtotal(lines);
  const discount = round4(new D(totalDiscount));
  if (amountDiscount) return round4(discount.gt(0) ? subtotal.minus(discount) : subtotal);
  return round4(subtotal.times(discountFactor(discount)));
}

/** The receipt's "Total": Σ price × quantity, ignoring line discounts (contract 3.5). */
export function grossTotal(lines: readonly TotalLine[]): Dec {
  return lines.reduce<Dec>((sum, line) => sum.plus(new D(line.price).times(line.quantity)), new D(0));
}

/** Cash returned (change) = received − total. */
export const cashReturned = (received: Dec | string | number, total: Dec | string | number): Dec =>
  round4(new D(received).minus(total));

/** Price ⇄ quantity coupling of the entry row: price = quantity × unit price (4 places). */
export const priceFromQuantity = (quantity: Dec | string | number, unitPrice: Dec | string | number): Dec =>
  round4(new D(quantity).times(unitPrice));

/** quantity = price ÷ unit price (4 places); zero when the unit price is zero. */
export function quantityFromPrice(price: Dec | string | number, unitPrice: Dec | string | number): Dec {
  const unit = new D(unitPrice);
  if (unit.isZero()) return new D(0);
  return round4(new D(price).div(unit));
}

/** Editing a line's total price: quantity = total ÷ price (4 places) and the discount becomes 0. */
export const quantityFromLineTotal = quantityFromPrice;

export interface SplittableBatch {
  id: number;
  /** Stock of the batch in the seller's company. */
  available: Dec | string | number;
}

/**
 * Splits a quantity over batches in the order given (oldest first), taking as much as each holds.
 * Returns null when the batches together hold less than the quantity. Uses the company's stock of
 * each batch, not the quantity first received (a fix of the original, which used `batch.quantity`).
 */
export function splitAcrossBatches(
  batches: readonly SplittableBatch[],
  quantity: Dec | string | number,
): { batchId: number; quantity: Dec }[] | null {
  let remaining = new D(quantity);
  if (remaining.lte(0)) return null;
  const parts: { batchId: number; quantity: Dec }[] = [];
  for (const batch of batches) {
    if (remaining.lte(0)) break;
    const available = new D(batch.available);
    if (available.lte(0)) continue;
    const take = D.min(available, remaining);
    parts.push({ batchId: batch.id, quantity: take });
    remaining = remaining.minus(take);
  }
  return remaining.gt(0) ? null : parts;
}

/** Σ available stock of the listed batches. */
export const batchesStock = (batches: readonly SplittableBatch[]): Dec =>
  batches.reduce<Dec>((sum, b) => sum.plus(D.max(new D(b.available), 0)), new D(0));

/* Invoice ids: `<PREFIX>_<company id>_<n>` (contract 3.4). */

export const INVOICE_PREFIX = 'INV';

export const formatInvoiceId = (companyId: number, n: number, prefix = INVOICE_PREFIX): string =>
  `${prefix}_${companyId}_${n}`;

/** The parts of an invoice id, or null when it is not `<A>_<B>_<integer>`. */
export function parseInvoiceId(text: string): { prefix: string; companyId: string; n: number } | null {
  const match = /^([^_]+)_([^_]+)_(\d{1,9})$/.exec(text.trim());
  if (!match) return null;
  return { prefix: match[1] as string, companyId: match[2] as string, n: Number(match[3]) };
}

/** The offline generator's rule: the same first two parts and the last number plus one. */
export function nextInvoiceId(current: string): string | null {
  const parts = parseInvoiceId(current);
  return parts ? `${parts.prefix}_${parts.companyId}_${parts.n + 1}` : null;
}

/* Entry-row checks shared by the screens. */

/** 'Only numbers are allowed' for anything that is not a decimal. */
export const isNumeric = (value: string): boolean => parseDecimal(value) !== null;

/** A discount field: '' is fine (no discount); otherwise numeric and within 0–100. */
export function discountPercentError(value: string): string | null {
  if (value.trim() === '') return null;
  const d = parseDecimal(value);
  if (d === null) return ORDER_MSG.onlyNumbers;
  if (d.lt(0) || d.gt(100)) return ORDER_MSG.discountRange;
  return null;
}

/** The order's total discount field: amount must not be negative, percentage within 0–100. */
export function totalDiscountError(value: string, amountDiscount: boolean): string | null {
  if (value.trim() === '') return null;
  const d = parseDecimal(value);
  if (d === null) return ORDER_MSG.onlyNumbers;
  if (amountDiscount) return d.lt(0) ? ORDER_MSG.discountPositive : null;
  return d.lt(0) || d.gt(100) ? ORDER_MSG.discountRange : null;
}

/* The wire shapes of orders: declared once, as the Zod schemas of wire-schemas/orders.ts. */
export type { OrderItemWire, OrderWire } from './wire-schemas/orders.js';
