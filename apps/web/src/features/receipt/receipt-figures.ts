import {
  D,
  DEFAULT_CURRENCY,
  type Dec,
  grossTotal,
  type OrderWire,
  orderPayment,
  paymentPartLabel,
  saleFunds,
} from '@tillwise/domain';
import { type Formatter, money as moneyEn } from '../../lib/format';

/**
 * The receipt's numbers as a customer reads money: two places grouped in thousands, the totals with
 * the company's currency ("PKR 1,250.00"), Qty to 2 places. The discount is what the customer saved
 * (the lines at their prices less what is payable). Under the cash it prints the change or, when the
 * cash does not cover the bill (a credit sale), what went on the customer's account: never a
 * negative change. A refund (a negative total) says what is paid back, as a positive amount.
 */
export function receiptFigures(order: OrderWire, currency: string = DEFAULT_CURRENCY, fmt?: Formatter) {
  const money = fmt?.money ?? moneyEn;
  // Urdu prints the day and time in Urdu words; English keeps the receipt's established form.
  const urdu = fmt?.locale.startsWith('ur') ?? false;
  const cash = (value: Dec | string) => `${currency} ${money(value)}`;
  // Qty to 2 places; in Urdu through the formatter, so a company's Urdu digits reach it too.
  const quantity = (value: Dec) => (urdu && fmt ? fmt.money(value) : value.toFixed(2));
  const refund = new D(order.total).isNegative();
  // A refund's lines read as what came back: its quantities and amounts without the minus sign.
  const sign = (value: Dec) => (refund ? value.abs() : value);
  const lines = order.order_item.map((item, i) => ({
    key: item.id,
    sr: i + 1,
    // The colour tells two variants of one product apart (their sizes may be alike).
    // A line sold in a trade unit says which (docs/domain/units.md): "Milk · Pack of 12".
    name: `${
      item.batch.product_variant.color
        ? `${item.batch.product_variant.product.name} (${item.batch.product_variant.color})`
        : item.batch.product_variant.product.name
    }${item.unit_name ? ` · ${item.unit_name}` : ''}`,
    size: item.batch.product_variant.size,
    product: item.batch.product_variant.product.name,
    /** Colour and size, for the token slip: "Brown, L". */
    variant: [item.batch.product_variant.color, item.batch.product_variant.size].filter(Boolean).join(', '),
    qty: quantity(sign(new D(item.quantity))),
    rate: money(item.price),
    amount: money(sign(new D(item.price).times(item.quantity))),
    // No token slip for goods coming back.
    token: item.batch.product_variant.product.token && !refund,
  }));
  const created = new Date(order.created);
  // The parts and the change, as the order's details show them (one domain function for both).
  const payment = orderPayment(order);
  const gross = grossTotal(order.order_item);
  // What the customer saved: the lines at their prices less what is payable (line and total discounts).
  const saved = gross.abs().minus(new D(order.total).abs());
  return {
    lines,
    currency,
    time: urdu
      ? created.toLocaleTimeString(fmt?.locale, { hour: '2-digit', minute: '2-digit', hour12: false })
      : created.toLocaleTimeString(),
    date: urdu && fmt ? fmt.date(created) : created.toDateString(),
    /** The lines, and the units they sell (Qty summed, 2 places). The original receipt printed the
     * number of lines as Total Units, a client bug the contract lists (§5); ours prints both. */
    items: lines.length,
    totalUnits: quantity(sign(order.order_item.reduce((sum, item) => sum.plus(item.quantity), new D(0)))),
    /** "Discount" for an amount, "Discount (10 %)" for a percentage; what it saved, in money. */
    discountLabel: order.amount_discount
      ? 'Discount'
      : `Discount (${new D(order.total_discount).toString()} %)`,
    discount: cash(saved.isNegative() ? new D(0) : saved),
    total: cash(gross.abs()),
    /** A refund: what is paid back (positive), under "Paid back" instead of "Net Payable". */
    refund,
    netPayable: cash(new D(order.total).abs()),
    received: cash(order.amount_received),
    /** A sale paid in parts: each part as it was paid (cash, card with its service, on account). */
    parts: payment.parts.map((p, key) => ({ key, label: p.label, amount: cash(p.amount) })),
    /**
     * A sale paid by card alone: the card (service and reference) and what it paid, and no change
     * (no cash changes hands). The same rule as the books tell a card sale from a cash one.
     */
    card:
      !order.payments?.length && order.cash_payment && saleFunds(order) !== 'CASH'
        ? paymentPartLabel({
            method: 'CARD',
            payment_service: order.payment_service,
            transaction_id: order.transaction_id,
          })
        : null,
    cashOutcome: { label: payment.outcome.label, amount: cash(payment.outcome.amount) },
  };
}

/** The sale value above which a retail invoice names its buyer (SRO 1006(I)/2021): Rs 100,000. */
export const BUYER_NAMED_ABOVE = new D(100_000);

/**
 * A taxed receipt's figures (docs/domain/tax.md, "Receipts"; SRO 1006(I)/2021 part C), as the
 * order stores them: each line's unit price excluding tax, rate, tax and total; the value
 * excluding tax, tax, further tax and service fee. Null for an order without tax figures (a sale
 * before tax was recorded, or of a company that charges none with nothing to show).
 */
export function taxFigures(order: OrderWire, currency: string = DEFAULT_CURRENCY, fmt?: Formatter) {
  const money = fmt?.money ?? moneyEn;
  if (order.order_item.some((item) => item.tax_value === null)) return null;
  const cash = (value: Dec | string) => `${currency} ${money(value)}`;
  const refund = new D(order.total).isNegative();
  const sign = (value: Dec) => (refund ? value.abs() : value);
  const lines = order.order_item.map((item) => {
    const value = new D(item.tax_value ?? 0);
    const quantity = new D(item.quantity);
    const tax = new D(item.tax).plus(item.further_tax);
    return {
      key: item.id,
      unitExcl: money(quantity.isZero() ? value : value.div(quantity).abs()),
      rate: `${fmt ? fmt.decimal(new D(item.tax_rate)) : new D(item.tax_rate).toString()}%`,
      tax: money(sign(tax)),
      total: money(sign(value.plus(tax))),
    };
  });
  const value = order.order_item.reduce((s, item) => s.plus(item.tax_value ?? 0), new D(0));
  const furtherTax = new D(order.further_tax);
  const fee = new D(order.service_fee);
  const onCredit =
    order.deduct_balance ||
    Boolean(order.payments?.some((p) => p.method === 'CREDIT')) ||
    orderPayment(order).outcome.label === 'On account';
  return {
    lines,
    value: cash(sign(value)),
    tax: cash(sign(new D(order.tax))),
    furtherTax: furtherTax.isZero() ? null : cash(sign(furtherTax)),
    serviceFee: fee.isZero() ? null : cash(fee),
    pricesIncludeTax: order.prices_include_tax,
    /** The buyer is named on the invoice: above Rs 100,000 or on credit. */
    buyerNamed: onCredit || new D(order.total).abs().gt(BUYER_NAMED_ABOVE),
  };
}
