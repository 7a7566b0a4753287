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

/**
 * The tax of a sale, a return or a refund taken out of its sales line (docs/domain/tax.md,
 * "Books"): the sales (or sales returns) line keeps the value excluding tax, and the tax (with any
 * further tax) and the service fee post on the same side to what is owed to the authority. Balanced
 * as before: the same total, in three lines instead of one. Lines of zero are left out.
 */
export function withTaxPostings(
  lines: readonly PlannedAmount[],
  tax: { tax: Dec; serviceFee: Dec },
): PlannedAmount[] {
  const owed = tax.tax.plus(tax.serviceFee);
  if (owed.isZero()) return [...lines];
  const out: PlannedAmount[] = [];
  for (const l of lines) {
    if (l.purpose !== 'SALES' && l.purpose !== 'SALES_RETURNS') {
      out.push(l);
      continue;
    }
    // Third Schedule goods sold far below their retail price can owe more tax than they fetched:
    // the sales line then turns to the other side.
    const value = l.amount.minus(owed);
    const flipped = l.side === 'debit' ? 'credit' : 'debit';
    out.push({ ...l, side: value.isNegative() ? flipped : l.side, amount: value.abs() });
    out.push({ purpose: 'SALES_TAX_PAYABLE', side: l.side, amount: tax.tax });
    out.push({ purpose: 'SERVICE_FEE_PAYABLE', side: l.side, amount: tax.serviceFee });
  }
  return out.filter((l) => !l.amount.isZero());
}
