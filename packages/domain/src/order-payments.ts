import { D, type Dec } from './decimal.js';
import { type CashOutcome, cashOutcome, paymentPartLabel } from './sale-payment.js';
import { type PaymentPartWire, type SplitMethod, splitCashPart } from './split-payment.js';

/** One part of what paid a sale, for people: its method, label, amount and reference. */
export interface PaidPart {
  method: SplitMethod;
  /** "Cash", "Card · JazzCash (JC-77)", "On account". */
  label: string;
  amount: Dec;
  /** A card part's reference ('' when none, and for cash and on account). */
  reference: string;
}

/** What an order says about its payment: the parts it was paid in, the cash handed over, the change. */
export interface OrderPayment {
  /** The parts of a sale paid in parts; empty for a sale paid one way. */
  parts: PaidPart[];
  /** The cash the customer handed over (`amount_received`). */
  received: Dec;
  /**
   * What that cash leaves: the change given back, or what went on the customer's account. For a
   * sale paid in parts the cash pays the cash part only; otherwise it pays the whole total.
   */
  outcome: CashOutcome;
}

/**
 * The payment of an order as the receipt prints it and the order's details show it: every part
 * (method, amount, reference) and the same change. Both read it from here, so they cannot differ.
 */
export function orderPayment(order: {
  total: string;
  amount_received: string;
  payments?: readonly PaymentPartWire[] | null;
}): OrderPayment {
  const payments = order.payments ?? [];
  const due = payments.length > 0 ? splitCashPart(payments) : new D(order.total);
  return {
    parts: payments.map((p) => ({
      method: p.method,
      label: paymentPartLabel(p),
      amount: new D(p.amount),
      reference: p.method === 'CARD' ? p.transaction_id : '',
    })),
    received: new D(order.amount_received),
    outcome: cashOutcome(order.amount_received, due),
  };
}
