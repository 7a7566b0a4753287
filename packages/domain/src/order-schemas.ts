import { z } from 'zod';
import { D, type Dec, parseDecimal, toWire } from './decimal.js';
import { ORDER_STATUSES, PAYMENT_SERVICES } from './enums.js';
import { listTooLongMessage, MAX_LIST_LENGTH } from './messages.js';
import { discountPercentError, lineTotal, ORDER_MSG, orderTotal, totalDiscountError } from './orders.js';
import { BoolInput, IdInput } from './organisation-schemas.js';
import { MAX_PAYMENT_PARTS, paymentPartsErrors, SPLIT_METHODS, SPLIT_MSG } from './split-payment.js';

/*
 * The request body of `POST order/` (contract 3.1, spec 7), shared by the server and the sale
 * screen. It accepts what the original client sends (decimals as strings or numbers, ids as numbers
 * or text, most fields optional) and carries the spec's messages (5.1). Rules that need the
 * database (stock, the buyer's type, invoice ids) are the server's; `orderPaymentErrors` is the
 * shared rule once the buyer's type is known.
 */

/** The largest magnitude numeric(14,4) holds: ten digits before the point. */
const LIMIT = new D('1e10');
const TOO_BIG = 'Ensure that there are no more than 10 digits before the decimal point.';

/*
 * The argument types of the preprocess steps below are what a client may send: they make
 * `z.input<typeof CreateOrderBody>` (`OrderCreateBody`) the type the web and the outbox build, so a
 * field added here is a field the client's type knows. They change no parse.
 */
type DecimalSent = string | number | null | undefined;
const asText = (v: DecimalSent) =>
  v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v;
const blankToUndefined = <T>(v: T | '' | null | undefined) => (v === '' || v === null ? undefined : v);

/**
 * A field the client may leave out or send as null: `fallback` stands in. The same parse as
 * `preprocess(v => v ?? fallback, schema)`, written so that the field is optional in `z.input`.
 */
const orFallback = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z
    .preprocess((v: z.input<T> | null | undefined) => (v === null ? undefined : v), schema.optional())
    .transform((v) => (v === undefined ? fallback : v));

/**
 * A decimal as text; `fallback` stands in for '' (or the field's rule reports it missing). Its
 * refusals stop the parse (`continue: false`), as a DRF field error skips the serializer's
 * `validate()`: the body's own rules (a split payment's parts against the total) only ever read a
 * decimal that parsed, never the text that did not.
 */
const decimalText = (fallback: string | null, requiredMessage: string = ORDER_MSG.quantityRequired) =>
  z
    .preprocess(asText, z.string().trim())
    .superRefine((v, ctx) => {
      const refuse = (message: string) => ctx.addIssue({ code: 'custom', message, continue: false });
      if (v === '') {
        if (fallback === null) refuse(requiredMessage);
        return;
      }
      const d = parseDecimal(v);
      if (d === null) refuse(ORDER_MSG.onlyNumbers);
      else if (d.abs().gte(LIMIT)) refuse(TOO_BIG);
    })
    .transform((v) => {
      const d = parseDecimal(v === '' ? (fallback ?? '') : v);
      return d ? toWire(d) : v;
    });

/** New-batch data of an internal purchase line (`orderoffline/`, our admin client); see issue 7. */
export const OrderBatchInput = z.object({
  manufacturing_date: z.string(),
  expiry_date: z.string(),
  quantity: z.union([z.string(), z.number()]).transform(String),
  product_variant: IdInput,
});

export const OrderItemBody = z.object({
  batch: z.preprocess(blankToUndefined<number | string>, IdInput.optional()),
  order_batch: OrderBatchInput.optional(),
  price: decimalText(null, ORDER_MSG.quantityRequired),
  discount: decimalText('0'),
  quantity: decimalText(null, ORDER_MSG.quantityRequired),
  /**
   * The product's trade unit the line is in (docs/domain/units.md): `quantity` and `price` are in
   * it, and quantity × its count base units leave the batch. Left out: the base unit.
   */
  unit: z.preprocess(blankToUndefined<number | string>, IdInput.optional()),
});
export type OrderItemBody = z.infer<typeof OrderItemBody>;

/** One part of a split payment (docs/domain/orders.md, "Split payment"). */
export const PaymentPartBody = z.object({
  method: z.enum(SPLIT_METHODS, { error: (i) => `"${String(i.input)}" is not a valid choice.` }),
  amount: decimalText(null, 'This field is required.'),
  payment_service: z.preprocess(
    blankToUndefined<(typeof PAYMENT_SERVICES)[number]>,
    z.enum(PAYMENT_SERVICES).nullable().optional(),
  ),
  transaction_id: orFallback(z.string().trim().max(100), ''),
});
export type PaymentPartBody = z.infer<typeof PaymentPartBody>;

const optionalBool = (fallback: boolean) => orFallback(BoolInput, fallback);

/** `POST order/` (O16) and, with `internal_order` true, `internal-order/` (O19). */
export const CreateOrderBody = z
  .object({
    order_item: z.preprocess(
      (v: z.input<typeof OrderItemBody>[] | null | undefined) => v ?? [],
      z.array(OrderItemBody).max(MAX_LIST_LENGTH, listTooLongMessage()),
    ),
    buyer: IdInput.refine((v) => v !== null, ORDER_MSG.buyerRequired),
    seller: IdInput.refine((v) => v !== null, ORDER_MSG.sellerRequired),
    total_discount: decimalText('0'),
    total: decimalText(null, 'This field is required.'),
    cash_payment: optionalBool(true),
    amount_received: decimalText('0'),
    amount_discount: optionalBool(true),
    payment_service: z.preprocess(
      blankToUndefined<(typeof PAYMENT_SERVICES)[number]>,
      z.enum(PAYMENT_SERVICES).nullable().optional(),
    ),
    transaction_id: orFallback(z.string().trim().max(100), ''),
    invoice_id: orFallback(z.string().trim().max(60), ''),
    deduct_balance: optionalBool(false),
    internal_order: optionalBool(false),
    /** Optional: a sale paid in parts; without it the single method above applies (contract 3.1). */
    payments: z
      .array(PaymentPartBody)
      .max(MAX_PAYMENT_PARTS * 2, listTooLongMessage())
      .optional(),
    status: z.preprocess(
      blankToUndefined<(typeof ORDER_STATUSES)[number]>,
      z.enum(ORDER_STATUSES, { error: (i) => `"${String(i.input)}" is not a valid choice.` }).optional(),
    ),
  })
  .superRefine((o, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (o.order_item.length === 0) issue('order_item', ORDER_MSG.itemsRequired);
    const isReturn = o.status === 'RETURNED';
    for (const item of o.order_item) {
      if (item.batch == null && !item.order_batch) issue('order_item', ORDER_MSG.batchRequired);
      const discount = discountPercentError(item.discount);
      if (discount) issue('order_item', discount);
      const quantity = parseDecimal(item.quantity);
      if (quantity && isReturn && !quantity.lt(0)) issue('order_item', ORDER_MSG.returnNegative);
      if (quantity && !isReturn && !quantity.gt(0)) issue('order_item', ORDER_MSG.quantityPositive);
      const price = parseDecimal(item.price);
      if (price?.lt(0)) issue('order_item', ORDER_MSG.pricePositive);
    }
    const discount = totalDiscountError(o.total_discount, o.amount_discount);
    if (discount) issue('total_discount', discount);
    // An internal return to a vendor may carry the cash the vendor gives back (docs/domain/orders.md).
    if (isReturn && !o.internal_order && !new D(parseDecimal(o.amount_received) ?? 0).isZero()) {
      issue('amount_received', ORDER_MSG.returnCashZero);
    }
    if (o.payments) {
      if (isReturn || o.internal_order) issue('payments', SPLIT_MSG.saleOnly);
      else if (o.payments.length === 0) issue('payments', SPLIT_MSG.sum);
      for (const message of paymentPartsErrors(o.payments)) issue('payments', message);
    }
    // Cash is given, never taken back through this field: a negative amount means nothing.
    if (parseDecimal(o.amount_received)?.isNegative()) issue('amount_received', ORDER_MSG.cashNotNegative);
  });
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;
/** The keys a client may leave out of `I` (a schema's input). */
type OptionalKeys<I> = { [K in keyof I]-?: Pick<I, K> extends Required<Pick<I, K>> ? never : K }[keyof I];
/**
 * A schema's parsed shape `O`, with the keys its input `I` lets a client leave out made optional, at
 * every depth: the body as our own clients build it (normalised values) and read it back (the local
 * receipt, the outbox). Derived, never written by hand.
 */
export type Sent<O, I> = O extends readonly (infer OE)[]
  ? NonNullable<I> extends readonly (infer IE)[]
    ? Sent<OE, IE>[]
    : O
  : O extends object
    ? {
        [K in Exclude<keyof O, OptionalKeys<NonNullable<I>>>]: Sent<
          O[K],
          NonNullable<I>[K & keyof NonNullable<I>]
        >;
      } & {
        [K in Extract<keyof O, OptionalKeys<NonNullable<I>>>]?: Sent<
          O[K],
          NonNullable<I>[K & keyof NonNullable<I>]
        >;
      }
    : O;
/** What our clients send for the body schema `S`: see `Sent`. */
export type SentBy<S extends z.ZodType> = Sent<z.output<S>, z.input<S>>;

/**
 * What our clients send to `POST order/` and `POST internal-order/` (the sale screen, the internal
 * order screen, the offline outbox): derived from the schema the server validates with, so it
 * cannot drift from what the server accepts.
 */
export type OrderCreateBody = SentBy<typeof CreateOrderBody>;
/** One line of an `OrderCreateBody`. */
export type OrderItemInput = SentBy<typeof OrderItemBody>;
/** One part of a split payment as our clients send it. */
export type PaymentPartSent = SentBy<typeof PaymentPartBody>;

/** `PATCH order/<id>/` (O17): the status only (`id` in the body is ignored). */
export const UpdateOrderStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: (i) => `"${String(i.input)}" is not a valid choice.` }),
});
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBody>;

export interface RecomputedOrder {
  lineTotals: Dec[];
  total: Dec;
}

/** Every line total and the order total, recomputed from the submitted lines (spec 5.2). */
export function recomputeOrder(
  o: Pick<CreateOrderBody, 'order_item' | 'total_discount' | 'amount_discount'>,
) {
  const lines = o.order_item.map((i) => ({ quantity: i.quantity, price: i.price, discount: i.discount }));
  return {
    lineTotals: lines.map((l) => lineTotal(l.quantity, l.price, l.discount)),
    total: orderTotal(lines, o.total_discount, o.amount_discount),
  } satisfies RecomputedOrder;
}

/**
 * Whether a submitted total is the recomputed one. The original client rounds each line with
 * JavaScript's `toFixed(4)` on floating-point numbers, which can land one step of 0.0001 below a
 * half-up rounding; up to one such step per line is the same total. The server stores its own.
 */
export function totalMatches(submitted: Dec | string, recomputed: Dec, lines: number): boolean {
  const slack = new D('0.0001').times(Math.max(1, lines));
  return new D(submitted).minus(recomputed).abs().lte(slack);
}

/**
 * A sale is on credit when the buyer is a regular customer, or when `cash_payment` is false (the
 * original client sends false only for a credit sale paid by card; contract 3.1).
 */
export const isCreditSale = (o: Pick<CreateOrderBody, 'cash_payment'>, buyerIsRegularCustomer: boolean) =>
  buyerIsRegularCustomer || !o.cash_payment;

/**
 * The payment rules of a sale (spec 5.1), by field: a credit sale needs a regular customer and,
 * when the cash received is below the total, Deduct Balance; any other sale needs cash received of
 * at least the total. Returns carry no payment (their cash received must be 0, checked above).
 */
export function orderPaymentErrors(
  o: Pick<CreateOrderBody, 'cash_payment' | 'deduct_balance' | 'amount_received' | 'status'>,
  total: Dec | string,
  buyerIsRegularCustomer: boolean,
): Record<string, string> {
  if (o.status === 'RETURNED') return {};
  const received = new D(parseDecimal(o.amount_received) ?? 0);
  const short = received.lt(total);
  if (isCreditSale(o, buyerIsRegularCustomer)) {
    if (!buyerIsRegularCustomer) return { buyer: ORDER_MSG.selectRegularCustomer };
    return short && !o.deduct_balance ? { amount_received: ORDER_MSG.checkDeductBalance } : {};
  }
  return short ? { amount_received: ORDER_MSG.cashLess } : {};
}
