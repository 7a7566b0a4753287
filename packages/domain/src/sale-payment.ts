import { D, type Dec, parseDecimal, round4 } from './decimal.js';
import type { PaymentService } from './enums.js';
import type { OrderCreateBody } from './order-schemas.js';
import { ORDER_MSG, orderTotal, totalDiscountError } from './orders.js';

import type { SaleLine } from './sale.js';
import { type PaymentPartInput, type PaymentPartWire, SPLIT_MSG } from './split-payment.js';
import { lineTaxFacts, type TaxedOrder, type TaxLineInput, taxOrder } from './tax.js';
import { type SaleTaxing, UNTAXED } from './till-tax.js';

/*
 * The New Sale screen's payment (spec 2.4, 4.2, 5.1) and the exact body it sends to `POST order/`
 * (contract 3.1). Pure, so the screen only wires them to inputs.
 */

/** `split`: part cash, part card, part credit in one sale (docs/domain/orders.md, "Split payment"). */
export type PaymentMethod = 'cash' | 'card' | 'credit' | 'split';

/** Wire values unchanged, labels for people. */
export const PAYMENT_SERVICE_LABELS: Record<PaymentService, string> = {
  BANK: 'Bank',
  JAZZ_CASH: 'JazzCash',
  EASY_PAISA: 'Easypaisa',
};

/** A part of a split payment for people: "Cash", "Card · JazzCash (JC-77)", "On account". */
export function paymentPartLabel(
  part: Pick<PaymentPartWire, 'method' | 'payment_service' | 'transaction_id'>,
) {
  if (part.method === 'CASH') return 'Cash';
  if (part.method === 'CREDIT') return 'On account';
  const service = PAYMENT_SERVICE_LABELS[part.payment_service ?? 'BANK'];
  return part.transaction_id ? `Card · ${service} (${part.transaction_id})` : `Card · ${service}`;
}

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
  /** Split: the part paid by card (through `paymentService`), as typed. */
  splitCard: string;
  /** Split: the part put on the customer's account, as typed. */
  splitCredit: string;
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
  splitCard: '',
  splitCredit: '',
};

/** Switching the method clears the reference, resets the service to BANK and drops the customer (spec 4.2). */
export const withMethod = (payment: SalePayment, method: PaymentMethod): SalePayment => ({
  ...payment,
  method,
  transactionId: '',
  paymentService: 'BANK',
  customerId: null,
  deductBalance: false,
  splitCard: '',
  splitCredit: '',
});

/** The sale's tax as the counter shows it, and each line's refusal (the server's message) or null. */
export interface SaleTax {
  taxed: TaxedOrder;
  errors: (string | null)[];
}

/**
 * The sale's lines taxed by `taxOrder` exactly as the server will tax them (docs/domain/tax.md): each
 * line's category and rate on the sale's day, the whole-sale discount as typed. A line the company
 * cannot tax gets the server's message and counts at rate 0 until it is put right.
 */
export function saleTax(
  lines: readonly SaleLine[],
  payment: SalePayment,
  taxing: SaleTaxing = UNTAXED,
): SaleTax {
  const errors: (string | null)[] = [];
  const inputs = lines.map((l): TaxLineInput => {
    const amounts = { quantity: l.quantity, price: l.price, discount: l.discount || '0' };
    const category = l.taxCategory == null ? null : taxing.categories.get(l.taxCategory);
    const resolved = lineTaxFacts(taxing.policy, category, l.retailPrice, taxing.day);
    errors.push(resolved.ok ? null : resolved.error);
    if (!resolved.ok) return { ...amounts, rate: '0' };
    return { ...amounts, rate: resolved.facts.rate, retailPrice: resolved.facts.retailPrice ?? null };
  });
  const taxed = taxOrder({
    lines: inputs,
    totalDiscount: parseDecimal(payment.totalDiscount) ?? new D(0),
    amountDiscount: payment.amountDiscount,
    policy: taxing.policy,
    furtherTax: taxing.furtherTax,
    serviceFee: taxing.serviceFee,
  });
  return { taxed, errors };
}

/**
 * The order total the screen shows and sends (spec 5.2): `taxOrder`'s total, as the server
 * recomputes it, for a company that charges tax; `orderTotal` otherwise (the same figure whenever
 * the whole-sale discount has a line to fall on).
 */
export function saleTotal(
  lines: readonly SaleLine[],
  payment: SalePayment,
  taxing: SaleTaxing = UNTAXED,
): Dec {
  if (taxing.policy.chargesTax) return saleTax(lines, payment, taxing).taxed.total;
  return orderTotal(lines, parseDecimal(payment.totalDiscount) ?? new D(0), payment.amountDiscount);
}

/**
 * The amount received as the screen counts it and sends it: a card pays what is due unless the
 * cashier typed another amount (an empty card amount is the total); cash and credit as typed.
 */
export function receivedText(
  lines: readonly SaleLine[],
  payment: SalePayment,
  taxing: SaleTaxing = UNTAXED,
): string {
  const text = payment.cashReceived.trim();
  if (payment.method === 'card' && !text) return saleTotal(lines, payment, taxing).toFixed(4);
  return text;
}

export type PaymentField = 'cashReceived' | 'totalDiscount' | 'customer' | 'splitCard' | 'splitCredit';

/** A split sale's parts as the screen has them: the cash part is what card and credit leave. */
export interface SplitParts {
  cash: Dec;
  card: Dec;
  credit: Dec;
}

/**
 * The parts of a split sale, or null while card or credit is not a number. Card and credit are
 * as typed (to 4 places); cash is the rest of the total, negative when they are more than it.
 */
export function splitParts(
  lines: readonly SaleLine[],
  payment: SalePayment,
  taxing: SaleTaxing = UNTAXED,
): SplitParts | null {
  const card = parseDecimal((payment.splitCard ?? '').trim() || '0');
  const credit = parseDecimal((payment.splitCredit ?? '').trim() || '0');
  if (card === null || credit === null) return null;
  const total = saleTotal(lines, payment, taxing);
  return {
    card: round4(card),
    credit: round4(credit),
    cash: total.minus(round4(card)).minus(round4(credit)),
  };
}

/** How much card and credit are over the total, or null while they fit (or are not numbers yet). */
export function splitExcess(parts: SplitParts | null): Dec | null {
  return parts?.cash.isNegative() ? parts.cash.negated() : null;
}

/** A split sale's messages (spec 5.1 as it applies to each part). */
function splitErrors(
  lines: readonly SaleLine[],
  payment: SalePayment,
  errors: Partial<Record<PaymentField, string>>,
  taxing: SaleTaxing,
): Partial<Record<PaymentField, string>> {
  const card = parseDecimal((payment.splitCard ?? '').trim() || '0');
  const credit = parseDecimal((payment.splitCredit ?? '').trim() || '0');
  if (card === null) errors.splitCard = ORDER_MSG.onlyNumbers;
  else if (card.isNegative()) errors.splitCard = SPLIT_MSG.positive;
  if (credit === null) errors.splitCredit = ORDER_MSG.onlyNumbers;
  else if (credit.isNegative()) errors.splitCredit = SPLIT_MSG.positive;
  const parts = splitParts(lines, payment, taxing);
  if (!parts || errors.splitCard || errors.splitCredit) return errors;
  if (parts.cash.isNegative()) {
    errors.splitCredit = SPLIT_MSG.overTotal;
    return errors;
  }
  if (parts.credit.gt(0) && payment.customerId === null) errors.customer = ORDER_MSG.selectRegularCustomer;
  const text = payment.cashReceived.trim();
  const received = parseDecimal(text || '0');
  if (received === null) errors.cashReceived = ORDER_MSG.onlyNumbers;
  else if (parts.cash.gt(0) && !text) errors.cashReceived = ORDER_MSG.cashRequired;
  else if (received.lt(parts.cash)) errors.cashReceived = SPLIT_MSG.cashShort;
  return errors;
}

/** The payment's messages (spec 5.1). */
export function paymentErrors(
  lines: readonly SaleLine[],
  payment: SalePayment,
  returnOrder: boolean,
  taxing: SaleTaxing = UNTAXED,
): Partial<Record<PaymentField, string>> {
  const errors: Partial<Record<PaymentField, string>> = {};
  const discount = totalDiscountError(payment.totalDiscount, payment.amountDiscount);
  if (discount) errors.totalDiscount = discount;
  const total = saleTotal(lines, payment, taxing);
  if (payment.method === 'split') {
    if (returnOrder) return { ...errors, cashReceived: SPLIT_MSG.saleOnly };
    return splitErrors(lines, payment, errors, taxing);
  }
  const text = receivedText(lines, payment, taxing);
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

/**
 * Submit is enabled with at least one line, no payment message, no line the company cannot tax
 * and nothing being sent (spec 5.1).
 */
export const canSubmitSale = (
  lines: readonly SaleLine[],
  payment: SalePayment,
  returnOrder: boolean,
  submitting: boolean,
  taxing: SaleTaxing = UNTAXED,
): boolean =>
  lines.length > 0 &&
  !submitting &&
  Object.keys(paymentErrors(lines, payment, returnOrder, taxing)).length === 0 &&
  saleTax(lines, payment, taxing).errors.every((e) => e === null);

/**
 * Cash returned as shown: received − total (a split sale: received − its cash part), or nothing
 * until the amounts are numbers and, for a split sale, until card and credit fit in the total.
 */
export function saleChange(
  lines: readonly SaleLine[],
  payment: SalePayment,
  taxing: SaleTaxing = UNTAXED,
): Dec | null {
  const received = parseDecimal(receivedText(lines, payment, taxing) || '0');
  if (received === null) return null;
  if (payment.method === 'split') {
    const parts = splitParts(lines, payment, taxing);
    if (!parts || splitExcess(parts)) return null;
    return round4(received.minus(parts.cash));
  }
  return round4(received.minus(saleTotal(lines, payment, taxing)));
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
  taxing: SaleTaxing = UNTAXED,
): OrderCreateBody {
  const total = saleTotal(lines, payment, taxing);
  const viaService = payment.method === 'card' || (payment.method === 'credit' && !payment.creditPaidInCash);
  const body: OrderCreateBody = {
    order_item: lines.map((l) => ({
      batch: l.batchId,
      price: l.price,
      discount: l.discount || '0',
      quantity: l.quantity,
      // A line in a trade unit names it (docs/domain/units.md); a base-unit line is as before.
      ...(l.unitId ? { unit: l.unitId } : {}),
    })),
    buyer: parties.buyer,
    seller: parties.seller,
    total_discount: payment.totalDiscount.trim() || '0',
    total: total.toFixed(4),
    // Contract 3.1: Card sends true as well; false means a credit sale paid through a service.
    cash_payment: payment.method !== 'credit' || payment.creditPaidInCash,
    amount_received: returnOrder ? '0' : receivedText(lines, payment, taxing) || '0',
    amount_discount: payment.amountDiscount,
    payment_service: viaService ? payment.paymentService : 'BANK',
    transaction_id: viaService ? payment.transactionId.trim() : '',
    invoice_id: parties.invoiceId,
    deduct_balance: payment.method === 'credit' && payment.deductBalance,
  };
  if (returnOrder) body.status = 'RETURNED';
  const parts = payment.method === 'split' && !returnOrder ? splitParts(lines, payment, taxing) : null;
  if (parts) {
    // A split sale (docs/domain/orders.md, "Split payment"): the parts decide the books; the
    // single-method fields say the same for anyone reading them.
    const payments: PaymentPartInput[] = [];
    if (parts.cash.gt(0)) payments.push({ method: 'CASH', amount: parts.cash.toFixed(4) });
    if (parts.card.gt(0)) {
      payments.push({
        method: 'CARD',
        amount: parts.card.toFixed(4),
        payment_service: payment.paymentService,
        transaction_id: payment.transactionId.trim(),
      });
    }
    if (parts.credit.gt(0)) payments.push({ method: 'CREDIT', amount: parts.credit.toFixed(4) });
    body.payments = payments;
    body.cash_payment = true;
    body.payment_service = parts.card.gt(0) ? payment.paymentService : 'BANK';
    body.transaction_id = parts.card.gt(0) ? payment.transactionId.trim() : '';
    body.deduct_balance = parts.credit.gt(0);
  }
  return body;
}
