import {
  cashOutcome,
  D,
  grossTotal,
  type OrderWire,
  paymentPartLabel,
  saleFunds,
  splitCashPart,
} from '@tillwise/domain';

/**
 * The receipt's numbers as contract 3.5 prints them (amounts 4 places, Qty 2). Under the cash it
 * prints the change, or, when the cash does not cover the bill (a credit sale), what went on the
 * customer's account, with the amounts' 4 places: never a negative change.
 */
export function receiptFigures(order: OrderWire) {
  const lines = order.order_item.map((item, i) => ({
    key: item.id,
    sr: i + 1,
    // The colour tells two variants of one product apart (their sizes may be alike).
    name: item.batch.product_variant.color
      ? `${item.batch.product_variant.product.name} (${item.batch.product_variant.color})`
      : item.batch.product_variant.product.name,
    size: item.batch.product_variant.size,
    product: item.batch.product_variant.product.name,
    /** Colour and size, for the token slip: "Brown, L". */
    variant: [item.batch.product_variant.color, item.batch.product_variant.size].filter(Boolean).join(', '),
    qty: new D(item.quantity).toFixed(2),
    rate: new D(item.price).toFixed(4),
    amount: new D(item.price).times(item.quantity).toFixed(4),
    token: item.batch.product_variant.product.token,
  }));
  const created = new Date(order.created);
  return {
    lines,
    time: created.toLocaleTimeString(),
    date: created.toDateString(),
    /** The lines, and the units they sell (Qty summed, 2 places). The original receipt printed the
     * number of lines as Total Units, a client bug the contract lists (§5); ours prints both. */
    items: lines.length,
    totalUnits: order.order_item.reduce((sum, item) => sum.plus(item.quantity), new D(0)).toFixed(2),
    discount: `${new D(order.total_discount).toFixed(4)}${order.amount_discount ? '' : ' %'}`,
    total: grossTotal(order.order_item).toFixed(4),
    netPayable: new D(order.total).toFixed(4),
    received: new D(order.amount_received).toFixed(4),
    /** A sale paid in parts: each part as it was paid (cash, card with its service, on account). */
    parts: (order.payments ?? []).map((p, key) => ({
      key,
      label: paymentPartLabel(p),
      amount: new D(p.amount).toFixed(4),
    })),
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
    cashOutcome: (() => {
      // Paid in parts: the cash handed over pays the cash part only, the rest is change.
      const due = order.payments?.length ? splitCashPart(order.payments) : order.total;
      const outcome = cashOutcome(order.amount_received, due);
      return { label: outcome.label, amount: outcome.amount.toFixed(4) };
    })(),
  };
}
