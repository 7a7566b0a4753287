import { D, type Dec, parseDecimal, round4 } from './decimal.js';
import type { PaymentService } from './enums.js';
import { ORDER_MSG, type OrderCreateBody, orderTotal, totalDiscountError } from './orders.js';

import type { SaleLine } from './sale.js';

/*
 * The New Sale screen's payment (spec 2.4, 4.2, 5.1) and the exact body it sends to `POST order/`
 * (contract 3.1). Pure, so the screen only wires them to inputs.
 */

export type PaymentMethod = 'cash' | 'card' | 'credit';

/** Wire values unchanged, labels for people. */
export const PAYMENT_SERVICE_LABELS: Record<PaymentService, string> = {
  BANK: 'Bank',
  JAZZ_CASH: 'JazzCash',
  EASY_PAISA: 'Easypaisa',
};

/* Payment. */

export interface SalePayment {
  method: PaymentMethod;
  cashReceived: string;
  totalDiscount: string;
  amountDiscount: boolean;
  paymentService: PaymentService;
  transactionId: string;
  /** Credit: the regular customer chosen, or null. */
  customerId: number | null;
  deductBalance: boolean;
  /** Credit: the part paid now is cash (true) or through a payment service (false). */
  creditPaidInCash: boolean;
}

export const DEFAULT_PAYMENT: SalePayment = {
  method: 'cash',
  cashReceived: '',
  totalDiscount: '',
  amountDiscount: true,
  paymentService: 'BANK',
  transactionId: '',
  customerId: null,
  deductBalance: false,
  creditPaidInCash: true,
};

/** Switching the method clears the reference, resets the service to BANK and drops the customer (spec 4.2). */
export const withMethod = (payment: SalePayment, method: PaymentMethod): SalePayment => ({
  ...payment,
  method,
  transactionId: '',
  paymentService: 'BANK',
  customerId: null,
  deductBalance: false,
});

/** The order total the screen shows and sends (spec 5.2), with the discount field as typed. */
export function saleTotal(lines: readonly SaleLine[], payment: SalePayment): Dec {
  const discount = parseDecimal(payment.totalDiscount) ?? new D(0);
  return orderTotal(lines, discount, payment.amountDiscount);
}

export type PaymentField = 'cashReceived' | 'totalDiscount' | 'customer';

/** The payment's messages (spec 5.1). */
export function paymentErrors(
  lines: readonly SaleLine[],
  payment: SalePayment,
  returnOrder: boolean,
): Partial<Record<PaymentField, string>> {
  const errors: Partial<Record<PaymentField, string>> = {};
  const discount = totalDiscountError(payment.totalDiscount, payment.amountDiscount);
  if (discount) errors.totalDiscount = discount;
  const total = saleTotal(lines, payment);
  const text = payment.cashReceived.trim();
  const received = parseDecimal(text);
  if (payment.method === 'credit') {
    if (payment.customerId === null) errors.customer = ORDER_MSG.selectRegularCustomer;
    if (text && received === null) errors.cashReceived = ORDER_MSG.onlyNumbers;
    else if ((received ?? new D(0)).lt(total) && !payment.deductBalance) {
      errors.cashReceived = ORDER_MSG.checkDeductBalance;
    }
    return errors;
  }
  if (returnOrder) {
    if (text && (received === null || !received.isZero())) errors.cashReceived = ORDER_MSG.returnCashZero;
    return errors;
  }
  if (!text) errors.cashReceived = ORDER_MSG.cashRequired;
  else if (received === null) errors.cashReceived = ORDER_MSG.onlyNumbers;
  else if (received.lt(total)) errors.cashReceived = ORDER_MSG.cashLess;
  return errors;
}

/** Submit is enabled with at least one line, no payment message and nothing being sent (spec 5.1). */
export const canSubmitSale = (
  lines: readonly SaleLine[],
  payment: SalePayment,
  returnOrder: boolean,
  submitting: boolean,
): boolean =>
  lines.length > 0 && !submitting && Object.keys(paymentErrors(lines, payment, returnOrder)).length === 0;

/** Cash returned as shown: received − total, or nothing until the received amount is a number. */
export function saleChange(lines: readonly SaleLine[], payment: SalePayment): Dec | null {
  const received = parseDecimal(payment.cashReceived.trim() || '0');
  return received === null ? null : round4(received.minus(saleTotal(lines, payment)));
}

/**
 * What the cash leaves after the total: change to give back when it covers the total, otherwise
 * the rest of the bill put on the customer's account (a credit sale). Never a negative change.
 */
export interface CashOutcome {
  label: 'Change' | 'On account';
  amount: Dec;
}

export function cashOutcome(received: Dec | string, total: Dec | string): CashOutcome {
  const left = round4(new D(received).minus(total));
  return left.isNegative() && !left.isZero()
    ? { label: 'On account', amount: left.negated() }
    : { label: 'Change', amount: left.abs() };
}

export interface SaleParties {
  /** Cash and card: the walk-in customer (or the seller when the company has none); credit: the customer. */
  buyer: number;
  seller: number;
  invoiceId: string;
}

/** The body of `POST order/` exactly as contract 3.1 gives it. */
export function saleOrderBody(
  lines: readonly SaleLine[],
  payment: SalePayment,
  returnOrder: boolean,
  parties: SaleParties,
): OrderCreateBody {
  const total = saleTotal(lines, payment);
  const viaService = payment.method === 'card' || (payment.method === 'credit' && !payment.creditPaidInCash);
  const body: OrderCreateBody = {
    order_item: lines.map((l) => ({
      batch: l.batchId,
      price: l.price,
      discount: l.discount || '0',
      quantity: l.quantity,
    })),
    buyer: parties.buyer,
    seller: parties.seller,
    total_discount: payment.totalDiscount.trim() || '0',
    total: total.toFixed(4),
    // Contract 3.1: Card sends true as well; false means a credit sale paid through a service.
    cash_payment: payment.method !== 'credit' || payment.creditPaidInCash,
    amount_received: returnOrder ? '0' : payment.cashReceived.trim() || '0',
    amount_discount: payment.amountDiscount,
    payment_service: viaService ? payment.paymentService : 'BANK',
    transaction_id: viaService ? payment.transactionId.trim() : '',
    invoice_id: parties.invoiceId,
    deduct_balance: payment.method === 'credit' && payment.deductBalance,
  };
  if (returnOrder) body.status = 'RETURNED';
  return body;
}
