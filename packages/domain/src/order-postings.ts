import { D, type Dec } from './decimal.js';
import type { FundsPurpose } from './finance-postings.js';
import type { AccountPurpose } from './ledger.js';

/*
 * What a sale or a return posts in the seller's books (docs/domain/accounting.md, "Cash sale",
 * "Card sale", "Credit sale with Deduct Balance", "Return"). Amounts are positive; lines of zero
 * are left out (a line given away at 100% discount, goods without a cost price).
 */

export interface PlannedAmount {
  purpose: AccountPurpose;
  side: 'debit' | 'credit';
  amount: Dec;
  /** A receivable kept for the buyer (a customer). */
  holder?: 'buyer';
}

export interface SalePosting {
  /** The order total, as a positive amount (a return's too). */
  total: Dec;
  /** The funds account the money passed through. */
  funds: FundsPurpose;
  /** The part of the total taken from (or refunded to) the customer's account. */
  onAccount: Dec;
}

/**
 * The funds account of a sale (accounting.md): cash, unless the sale was paid by card, which the
 * original client shows only by a payment service other than BANK, a reference number, or (on a
 * credit sale) `cash_payment` false.
 */
export function saleFunds(o: {
  cash_payment: boolean;
  payment_service?: FundsPurpose | null | undefined;
  transaction_id?: string | undefined;
}): FundsPurpose {
  const service = o.payment_service ?? 'BANK';
  const card = !o.cash_payment || service !== 'BANK' || (o.transaction_id ?? '').trim() !== '';
  return card ? service : 'CASH';
}

const line = (
  purpose: AccountPurpose,
  side: 'debit' | 'credit',
  amount: Dec,
  holder?: 'buyer',
): PlannedAmount => (holder ? { purpose, side, amount, holder } : { purpose, side, amount });

/**
 * A sale: funds and the customer's account against sales. The goods' cost (cost of goods sold
 * against inventory) is posted by the sale's stock movement, at the batches' cost.
 */
export function salePlan(p: SalePosting): PlannedAmount[] {
  const paid = p.total.minus(p.onAccount);
  return [
    line(p.funds, 'debit', paid),
    line('RECEIVABLE', 'debit', p.onAccount, 'buyer'),
    line('SALES', 'credit', p.total),
  ].filter((l) => !l.amount.isZero());
}

/** A return mirrors a sale: sales returns against the refund (the goods come back with their movement). */
export function returnPlan(p: SalePosting): PlannedAmount[] {
  const refunded = p.total.minus(p.onAccount);
  return [
    line('SALES_RETURNS', 'debit', p.total),
    line(p.funds, 'credit', refunded),
    line('RECEIVABLE', 'credit', p.onAccount, 'buyer'),
  ].filter((l) => !l.amount.isZero());
}

/** How much of a sale goes on the customer's account: what cash did not cover, with Deduct Balance. */
export function saleOnAccount(total: Dec, received: Dec, deductBalance: boolean): Dec {
  if (!deductBalance) return new D(0);
  return D.max(total.minus(D.max(received, 0)), 0);
}
