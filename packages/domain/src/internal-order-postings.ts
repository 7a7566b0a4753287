import { D, type Dec, round4 } from './decimal.js';
import type { PlannedAmount } from './order-postings.js';

/*
 * What an internal order posts (docs/domain/accounting.md, "Purchase from a vendor with cash given"
 * and "Transfer to a department"; docs/domain/orders.md). Amounts are positive; the receivable or
 * payable is the one kept for the other company (`holder: 'buyer'`, the entry's counterparty).
 */

const line = (purpose: PlannedAmount['purpose'], side: 'debit' | 'credit', amount: Dec, other = false) =>
  other ? { purpose, side, amount, holder: 'buyer' as const } : { purpose, side, amount };

const nonZero = (lines: PlannedAmount[]) => lines.filter((l) => !l.amount.isZero());

/** The other company's account on the side its sign gives (a negative payable is an advance). */
function signed(purpose: 'PAYABLE' | 'RECEIVABLE', normal: 'debit' | 'credit', amount: Dec): PlannedAmount {
  const flip = normal === 'debit' ? 'credit' : 'debit';
  return line(purpose, amount.lt(0) ? flip : normal, amount.abs(), true);
}

/*
 * The goods themselves post with their stock movements, at the batches' cost (accounting.md,
 * "Stock in the books"): a purchase's or transfer's goods enter Inventory against the purchase
 * clearing account (PURCHASE_VARIANCE), an internal sale's leave it against cost of goods sold.
 * These plans post the money: the buyer's invoice clears the purchase clearing account at the
 * order's price, so what stays there is the difference between the price paid and the cost.
 */

/**
 * A registered buyer's input tax taken out of its purchase clearing line (docs/domain/tax.md,
 * "Buying and moving stock"): the clearing account keeps the value excluding tax, so the goods are
 * valued without the tax it recovers, and the tax goes on the same side to Input tax recoverable.
 * Third Schedule goods bought far below their retail price can carry more tax than they cost: the
 * clearing line then turns to the other side. Balanced as before.
 */
function clearingWithInputTax(side: 'debit' | 'credit', total: Dec, inputTax: Dec): PlannedAmount[] {
  const value = total.minus(inputTax);
  const flip = side === 'debit' ? 'credit' : 'debit';
  return [
    line('PURCHASE_VARIANCE', value.isNegative() ? flip : side, value.abs()),
    line('INPUT_TAX', inputTax.isNegative() ? flip : side, inputTax.abs()),
  ];
}

/**
 * The buyer of a purchase or transfer: the clearing account at the order total, against cash given
 * and the payable; a batch taken over from opening stock moves from opening equity to the clearing
 * account at the value it was received at (`takenOver`). A registered buyer's `inputTax` is debited
 * to Input tax recoverable instead of the clearing account.
 */
export function purchasePlan(
  total: Dec,
  cashGiven: Dec,
  takenOver: Dec = new D(0),
  inputTax: Dec = new D(0),
): PlannedAmount[] {
  return nonZero([
    ...clearingWithInputTax('debit', total, inputTax),
    line('CASH', 'credit', cashGiven),
    signed('PAYABLE', 'credit', total.minus(cashGiven)),
    line('OPENING_EQUITY', 'debit', takenOver),
    line('PURCHASE_VARIANCE', 'credit', takenOver),
  ]);
}

/** The seller of an internal sale (a transfer, or the mirror of a purchase from a department). */
export function internalSalePlan(total: Dec): PlannedAmount[] {
  return nonZero([line('RECEIVABLE', 'debit', total, true), line('SALES', 'credit', total)]);
}

/**
 * The company sending goods back (a return): the purchase reversed, with any cash the other side
 * gave back; a registered company's `inputTax` of the goods is credited back to Input tax recoverable.
 */
export function purchaseReturnPlan(total: Dec, cashBack: Dec, inputTax: Dec = new D(0)): PlannedAmount[] {
  return nonZero([
    signed('PAYABLE', 'debit', total.minus(cashBack)),
    line('CASH', 'debit', cashBack),
    ...clearingWithInputTax('credit', total, inputTax),
  ]);
}

/** The department taking goods back: its internal sale reversed. */
export function internalReturnPlan(total: Dec): PlannedAmount[] {
  return nonZero([line('SALES_RETURNS', 'debit', total), line('RECEIVABLE', 'credit', total, true)]);
}

/** Σ round(|quantity| × unit cost, 4): what goods received into an empty stock row post at. */
export const goodsCost = (items: readonly { unitCost: Dec; quantity: Dec }[]): Dec =>
  items.reduce((sum, i) => sum.plus(round4(i.unitCost.times(i.quantity.abs()))), new D(0));
