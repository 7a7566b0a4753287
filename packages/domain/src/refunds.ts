import { D, type Dec, parseDecimal, round4 } from './decimal.js';
import type { FundsPurpose } from './finance-postings.js';
import { type PlannedAmount, saleFunds, saleOnAccount } from './order-postings.js';
import { refundTax, type SoldTax, type TaxShare, taxShare } from './tax.js';

/*
 * Refunds from the receipt (docs/domain/orders.md, "Refunds from the receipt"): which quantities of
 * a past sale may still be returned, what a refund of some of them comes to, and which of the
 * sale's payments it goes back to. The server plans a refund with these rules and the database
 * refuses anything beyond what was sold (packages/db/functions/05-refunds.sql).
 */

export const REFUND_MSG = {
  notASale: 'Only a completed counter sale can be refunded.',
  otherCompany: 'Only the company that made the sale can refund it.',
  nothingPicked: 'Pick at least one line and a quantity to refund.',
  notALine: 'This line is not on the order.',
  twice: 'Each line of the sale is picked once per refund.',
  quantityPositive: 'Quantity should be greater than zero.',
  tooMany: (position: number, returnable: Dec | string) =>
    `Line ${position}: at most ${new D(returnable).toFixed(2)} can be returned (sold less already returned).`,
  raced: 'This sale was refunded by someone else meanwhile; no more than was sold can be returned.',
} as const;

/** A line of the sale as a refund reads it: what was sold, and what earlier refunds took back. */
export interface SoldLine {
  /** The sale's order line id. */
  id: number;
  /** Sold (positive). */
  quantity: Dec | string;
  /** The line's stored total (after its own discount). */
  lineTotal: Dec | string;
  /** Already returned by earlier refunds (positive). */
  returned: Dec | string;
  /**
   * The line's tax as sold (docs/domain/tax.md): its value excluding tax, tax, further tax and share
   * of the sale discount. Absent on lines sold before tax was recorded; a sale whose lines all
   * have it is refunded line by line (`refundAmounts`).
   */
  tax?: SoldTax & { saleDiscount: Dec | string };
}

/** What may still be returned of a line: sold less already returned, never below zero. */
export function returnableQuantity(line: Pick<SoldLine, 'quantity' | 'returned'>): Dec {
  return D.max(new D(line.quantity).minus(line.returned), 0);
}

/** One line picked to refund: the sale's line id and how many of it come back. */
export interface RefundPick {
  item: number;
  quantity: string | number;
}

/**
 * How many of a line a pick returns, read the one way every refund rule reads it: an amount with
 * spaces is the number (`" 1 "` is 1, as everywhere else on the wire); null when it is no number.
 */
export const pickedQuantity = (pick: Pick<RefundPick, 'quantity'>): Dec | null => parseDecimal(pick.quantity);

/**
 * The refused picks, as messages (empty: all fine): each pick names a line of the sale once, with
 * a quantity above zero and at most what is still returnable.
 */
export function refundPickErrors(lines: readonly SoldLine[], picks: readonly RefundPick[]): string[] {
  if (picks.length === 0) return [REFUND_MSG.nothingPicked];
  const errors: string[] = [];
  const seen = new Set<number>();
  for (const pick of picks) {
    const index = lines.findIndex((l) => l.id === pick.item);
    const line = lines[index];
    if (!line) {
      errors.push(REFUND_MSG.notALine);
      continue;
    }
    if (seen.has(pick.item)) errors.push(REFUND_MSG.twice);
    seen.add(pick.item);
    const quantity = pickedQuantity(pick);
    if (!quantity || quantity.lte(0) || !round4(quantity).eq(quantity)) {
      errors.push(REFUND_MSG.quantityPositive);
      continue;
    }
    const returnable = returnableQuantity(line);
    if (quantity.gt(returnable)) errors.push(REFUND_MSG.tooMany(index + 1, returnable));
  }
  return errors;
}

/**
 * A line's share of its total once `returned` of its `quantity` came back, rounded to 4 places.
 * Refunds are differences of shares, so all refunds of a line add up to its total exactly.
 */
export function lineShare(line: Pick<SoldLine, 'quantity' | 'lineTotal'>, returned: Dec): Dec {
  const sold = new D(line.quantity);
  if (sold.lte(0)) return new D(0);
  return round4(new D(line.lineTotal).times(returned).div(sold));
}

/**
 * The part of the sale's total (after its own discount) that the returned quantities stand for:
 * each line's share of the lines' sum, applied to the total, rounded to 4 places. Returning
 * everything gives the total itself.
 */
export function saleShare(total: Dec | string, lines: readonly SoldLine[], returned: readonly Dec[]): Dec {
  const gross = lines.reduce((sum, l) => sum.plus(l.lineTotal), new D(0));
  if (gross.isZero()) return new D(0);
  const part = lines.reduce(
    (sum, l, i) =>
      new D(l.quantity).lte(0) ? sum : sum.plus(new D(l.lineTotal).times(returned[i] ?? 0).div(l.quantity)),
    new D(0),
  );
  return round4(new D(total).times(part).div(gross));
}

export interface RefundLine {
  /** The sale's line. */
  item: number;
  quantity: Dec;
  /** The line's refund before the sale's own discount (its share of the line total). */
  lineRefund: Dec;
  /** What the refund gives back of the line's tax facts (a taxed sale's lines only). */
  tax?: TaxShare & { saleDiscount: Dec };
}

export interface RefundAmounts {
  lines: RefundLine[];
  /** Σ line refunds less the sale's own discount's share: what goes back to the customer. */
  total: Dec;
  /** Σ line refunds − total: the sale's discount this refund gives back. */
  discount: Dec;
  /** What all refunds of the sale came to before this one. */
  refundedBefore: Dec;
}

/**
 * What a refund of valid picks comes to. Every amount is the difference of the shares after and
 * before it (`lineShare`, `saleShare`), so however a sale is refunded in parts, the parts add up to
 * its total and to each line's total exactly, never a rounding step more.
 */
export function refundAmounts(
  sale: { total: Dec | string; lines: readonly SoldLine[]; serviceFee?: Dec | string; taxDecimals?: number },
  picks: readonly RefundPick[],
): RefundAmounts {
  if (sale.lines.length > 0 && sale.lines.every((l) => l.tax)) return taxedRefundAmounts(sale, picks);
  const quantityOf = (pick: RefundPick): Dec => {
    const quantity = pickedQuantity(pick);
    if (!quantity) throw new Error(`refundAmounts: pick of line ${pick.item} is not a number`);
    return quantity;
  };
  const before = sale.lines.map((l) => new D(l.returned));
  const after = sale.lines.map((l, i) => {
    const picked = picks.find((p) => p.item === l.id);
    return picked ? (before[i] as Dec).plus(quantityOf(picked)) : (before[i] as Dec);
  });
  const lines = picks.map((pick) => {
    const index = sale.lines.findIndex((l) => l.id === pick.item);
    const line = sale.lines[index] as SoldLine;
    return {
      item: pick.item,
      quantity: quantityOf(pick),
      lineRefund: lineShare(line, after[index] as Dec).minus(lineShare(line, before[index] as Dec)),
    };
  });
  const refundedBefore = saleShare(sale.total, sale.lines, before);
  const total = saleShare(sale.total, sale.lines, after).minus(refundedBefore);
  const sum = lines.reduce((s, l) => s.plus(l.lineRefund), new D(0));
  return { lines, total, discount: sum.minus(total), refundedBefore };
}

/**
 * One way the sale was paid: money into a funds account (cash, or a card's service with its
 * reference), or the customer's account (credit). A single-method sale has one; a credit sale
 * with some cash has two; a split sale (several payments) one per payment.
 */
export type Tender =
  | { kind: 'funds'; funds: FundsPurpose; reference: string; amount: Dec }
  | { kind: 'account'; amount: Dec };

/** How a single-method sale was paid, by the rules its books were posted with (`salePlan`). */
export function saleTenders(
  order: {
    total: Dec | string;
    amount_received: Dec | string;
    cash_payment: boolean;
    payment_service: FundsPurpose | null;
    transaction_id: string;
    deduct_balance: boolean;
  },
  regularCustomer: boolean,
): Tender[] {
  const total = new D(order.total);
  const onAccount = saleOnAccount(
    total,
    new D(order.amount_received),
    order.deduct_balance && regularCustomer,
  );
  const tenders: Tender[] = [
    {
      kind: 'funds',
      funds: saleFunds(order),
      reference: order.transaction_id,
      amount: total.minus(onAccount),
    },
    { kind: 'account', amount: onAccount },
  ];
  return tenders.filter((t) => !t.amount.isZero());
}

/** Which payments a refund fills first: the customer's account, then cards, then cash. */
const refundRank = (t: Tender): number => (t.kind === 'account' ? 0 : t.funds === 'CASH' ? 2 : 1);

/**
 * Where a refund goes back, one amount per payment of the sale (in the sale's order; 0 for a
 * payment it does not touch). All refunds of a sale together fill the payments in a fixed order,
 * each up to what it paid: what went on the customer's account first, then card payments, then
 * cash (the till's cash goes out last). Each refund takes the part of that order between what was
 * refunded before it and after it, so every amount is at least zero and all refunds of a sale give
 * each payment back exactly what it paid. A single-method sale's refund goes back wholly by that
 * method.
 */
export function refundTenders(tenders: readonly Tender[], refundedBefore: Dec, refund: Dec): Tender[] {
  const order = tenders
    .map((t, i) => ({ t, i }))
    .sort((a, b) => refundRank(a.t) - refundRank(b.t) || a.i - b.i);
  const filled = (upTo: Dec) => {
    const out = tenders.map(() => new D(0));
    let left = D.max(upTo, 0);
    for (const { t, i } of order) {
      const part = D.min(left, D.max(t.amount, 0));
      out[i] = part;
      left = left.minus(part);
    }
    return out;
  };
  const before = filled(refundedBefore);
  const after = filled(refundedBefore.plus(refund));
  return tenders.map((t, i) => ({ ...t, amount: (after[i] as Dec).minus(before[i] as Dec) }));
}

/** The refund's money entry: sales returns against each payment it goes back to. */
export function refundPostings(refund: Dec, tenders: readonly Tender[]): PlannedAmount[] {
  const lines: PlannedAmount[] = [{ purpose: 'SALES_RETURNS', side: 'debit', amount: refund }];
  for (const t of tenders) {
    lines.push(
      t.kind === 'funds'
        ? { purpose: t.funds, side: 'credit', amount: t.amount }
        : { purpose: 'RECEIVABLE', side: 'credit', amount: t.amount, holder: 'buyer' },
    );
  }
  return lines.filter((l) => !l.amount.isZero());
}

/**
 * A taxed sale's refund, line by line (docs/domain/tax.md, "Refunds"): each picked line gives back
 * the difference of its shares after and before (value, tax and further tax, `refundTax`), so all
 * refunds of a line add up to exactly what it was sold for, tax to the paisa; the service fee is
 * never given back.
 */
function taxedRefundAmounts(
  sale: { lines: readonly SoldLine[]; taxDecimals?: number },
  picks: readonly RefundPick[],
): RefundAmounts {
  const decimals = sale.taxDecimals ?? 2;
  const payable = (x: TaxShare) => x.value.plus(x.tax).plus(x.furtherTax);
  let refundedBefore = new D(0);
  for (const l of sale.lines) {
    refundedBefore = refundedBefore.plus(payable(taxShare(l.tax as SoldTax, new D(l.returned), decimals)));
  }
  const lines = picks.map((pick): RefundLine => {
    const line = sale.lines.find((l) => l.id === pick.item) as SoldLine;
    const quantity = pickedQuantity(pick);
    if (!quantity) throw new Error(`refundAmounts: pick of line ${pick.item} is not a number`);
    const before = new D(line.returned);
    const tax = line.tax as SoldTax & { saleDiscount: Dec | string };
    const back = refundTax(tax, before, quantity, decimals);
    const discountShare = (n: Dec) =>
      new D(line.quantity).lte(0) ? new D(0) : round4(new D(tax.saleDiscount).times(n).div(line.quantity));
    return {
      item: pick.item,
      quantity,
      lineRefund: lineShare(line, before.plus(quantity)).minus(lineShare(line, before)),
      tax: { ...back, saleDiscount: discountShare(before.plus(quantity)).minus(discountShare(before)) },
    };
  });
  const total = lines.reduce((s, l) => s.plus(payable(l.tax as TaxShare)), new D(0));
  const discount = lines.reduce((s, l) => s.plus(l.tax?.saleDiscount ?? 0), new D(0));
  return { lines, total, discount, refundedBefore };
}
