import { D, type Dec, round4 } from './decimal.js';
import type { PaymentService } from './enums.js';
import type { FundsPurpose } from './finance-postings.js';
import type { PlannedAmount } from './order-postings.js';
import type { PaymentPartSent } from './order-schemas.js';
import { ORDER_MSG } from './orders.js';

/*
 * A split payment (docs/domain/orders.md, "Split payment"): one sale paid in parts, some in cash,
 * some by card through a payment service, some on the customer's account. On the wire it is the
 * optional `payments` list of `POST order/`; a sale without it is paid the original client's way
 * (one method, `cash_payment`, `payment_service`, `deduct_balance`), unchanged.
 *
 * Each part says how much of the bill it covers; the parts add up to the order total exactly.
 * `amount_received` stays the cash the customer handed over: at least the cash part, the rest is
 * change.
 */

export const SPLIT_METHODS = ['CASH', 'CARD', 'CREDIT'] as const;
export type SplitMethod = (typeof SPLIT_METHODS)[number];

/** The most parts one sale is paid in. */
export const MAX_PAYMENT_PARTS = 6;

/** A part as the server answers it (`payments[]` of an order that was paid in parts). */
export interface PaymentPartWire {
  method: SplitMethod;
  amount: string;
  /** A card part's payment service; null for cash and credit. */
  payment_service: PaymentService | null;
  /** A card part's reference ('' when none was given). */
  transaction_id: string;
}

/** A part as a client sends it. */
/** One part of a split payment as a client sends it (the schema's shape, `order-schemas.ts`). */
export type PaymentPartInput = PaymentPartSent;

export const SPLIT_MSG = {
  saleOnly: 'A split payment is for a sale only.',
  positive: 'Each part of the payment must be more than 0.',
  oneCash: 'Only one part may be cash.',
  oneCredit: 'Only one part may be credit.',
  serviceRequired: 'A card part needs its payment service.',
  tooMany: `A sale is paid in at most ${MAX_PAYMENT_PARTS} parts.`,
  sum: 'The parts of the payment must add up to the total.',
  cashShort: 'Cash received is less than the cash part of the payment.',
  overTotal: 'Card and credit are more than the total.',
  /** The split screen's line while the parts do not fit, with how far over they are. */
  overTotalBy: (amount: string) => `Card and credit are more than the total by ${amount}.`,
} as const;

/** The rules a part list keeps on its own (the body's check): no total or buyer needed. */
export function paymentPartsErrors(parts: readonly PaymentPartInput[]): string[] {
  const errors: string[] = [];
  if (parts.length > MAX_PAYMENT_PARTS) errors.push(SPLIT_MSG.tooMany);
  if (parts.some((p) => !new D(p.amount).gt(0))) errors.push(SPLIT_MSG.positive);
  if (parts.filter((p) => p.method === 'CASH').length > 1) errors.push(SPLIT_MSG.oneCash);
  if (parts.filter((p) => p.method === 'CREDIT').length > 1) errors.push(SPLIT_MSG.oneCredit);
  if (parts.some((p) => p.method === 'CARD' && !p.payment_service)) errors.push(SPLIT_MSG.serviceRequired);
  return errors;
}

const partSum = (parts: readonly PaymentPartInput[], method: SplitMethod): Dec =>
  parts.filter((p) => p.method === method).reduce((sum, p) => sum.plus(p.amount), new D(0));

/** The cash part of a split payment (0 when none): the cash received must cover it. */
export const splitCashPart = (parts: readonly PaymentPartInput[]): Dec => partSum(parts, 'CASH');

/** The part a split payment puts on the customer's account (0 when none). */
export const splitCreditPart = (parts: readonly PaymentPartInput[]): Dec => partSum(parts, 'CREDIT');

/**
 * The rules of a split sale once its total and buyer are known, by field: the parts add up to the
 * total, a credit part needs a regular customer, the cash received covers the cash part.
 */
export function splitPaymentErrors(
  parts: readonly PaymentPartInput[],
  total: Dec | string,
  received: Dec | string,
  buyerIsRegularCustomer: boolean,
): Record<string, string> {
  const sum = parts.reduce((s, p) => s.plus(p.amount), new D(0));
  if (!round4(sum).eq(round4(new D(total)))) return { payments: SPLIT_MSG.sum };
  if (splitCreditPart(parts).gt(0) && !buyerIsRegularCustomer) {
    return { buyer: ORDER_MSG.selectRegularCustomer };
  }
  if (new D(received).lt(splitCashPart(parts))) return { amount_received: SPLIT_MSG.cashShort };
  return {};
}

/** The funds account a part goes to: cash, a card part's payment service; a credit part has none. */
const partFunds = (p: PaymentPartInput): FundsPurpose | null =>
  p.method === 'CASH' ? 'CASH' : p.method === 'CARD' ? (p.payment_service ?? 'BANK') : null;

/**
 * What a split sale posts in the seller's books: each part to its account (cash to Cash, a card
 * part to its service's account, a credit part to the customer's receivable), parts to one account
 * added together, against Sales for the total. Balanced because the parts add up to the total.
 */
export function splitSalePlan(parts: readonly PaymentPartInput[], total: Dec): PlannedAmount[] {
  const funds = new Map<FundsPurpose, Dec>();
  for (const part of parts) {
    const account = partFunds(part);
    if (account) funds.set(account, (funds.get(account) ?? new D(0)).plus(part.amount));
  }
  const credit = splitCreditPart(parts);
  const lines: PlannedAmount[] = [...funds].map(([purpose, amount]) => ({
    purpose,
    side: 'debit',
    amount: round4(amount),
  }));
  if (credit.gt(0))
    lines.push({ purpose: 'RECEIVABLE', side: 'debit', amount: round4(credit), holder: 'buyer' });
  lines.push({ purpose: 'SALES', side: 'credit', amount: total });
  return lines.filter((l) => !l.amount.isZero());
}

/**
 * The order row's single-method fields for a sale paid in parts, so lists and filters that read
 * them (the original client's Cash/Card filter) still place it: cash only when every part is cash,
 * the first card part's service and reference, Deduct Balance when a part is on credit.
 */
export function splitOrderFields(parts: readonly PaymentPartInput[]) {
  const card = parts.find((p) => p.method === 'CARD');
  return {
    cashPayment: parts.every((p) => p.method === 'CASH'),
    paymentService: card?.payment_service ?? null,
    transactionId: card?.transaction_id?.trim() ?? '',
    deductBalance: parts.some((p) => p.method === 'CREDIT'),
  };
}
