import { D, type Dec } from './decimal.js';
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

/** The buyer of a purchase: the goods into inventory at the order total, against cash given and the payable. */
export function purchasePlan(total: Dec, cashGiven: Dec): PlannedAmount[] {
  return nonZero([
    line('INVENTORY', 'debit', total),
    line('CASH', 'credit', cashGiven),
    signed('PAYABLE', 'credit', total.minus(cashGiven)),
  ]);
}

/** The seller of an internal sale (a transfer, or the mirror of a purchase from a department). */
export function internalSalePlan(total: Dec, cost: Dec): PlannedAmount[] {
  return nonZero([
    line('RECEIVABLE', 'debit', total, true),
    line('SALES', 'credit', total),
    line('COGS', 'debit', cost),
    line('INVENTORY', 'credit', cost),
  ]);
}

/** The company sending goods back (a return): the purchase reversed, with any cash the other side gave back. */
export function purchaseReturnPlan(total: Dec, cashBack: Dec): PlannedAmount[] {
  return nonZero([
    signed('PAYABLE', 'debit', total.minus(cashBack)),
    line('CASH', 'debit', cashBack),
    line('INVENTORY', 'credit', total),
  ]);
}

/** The department taking goods back: its internal sale reversed. */
export function internalReturnPlan(total: Dec, cost: Dec): PlannedAmount[] {
  return nonZero([
    line('SALES_RETURNS', 'debit', total),
    line('RECEIVABLE', 'credit', total, true),
    line('INVENTORY', 'debit', cost),
    line('COGS', 'credit', cost),
  ]);
}

/** Σ unit cost × |quantity|, rounded once. */
export const goodsCost = (items: readonly { unitCost: Dec; quantity: Dec }[]): Dec =>
  items.reduce((sum, i) => sum.plus(i.unitCost.times(i.quantity.abs())), new D(0)).toDecimalPlaces(4);
