import { orderItems, rowFromJson } from '@tillwise/db';
import { toWire } from '@tillwise/domain';
import type { OrderContext } from './context.js';
import type { OrderPlan } from './plan.js';
import type { ShownItem, ShownOrder } from './presenter.js';
import type { PaymentPartRow } from './repository.js';
import type { Written } from './writer.js';

/**
 * A new order's answer from what was known before the write and what the write returned, with no
 * read after it (docs/performance-log.md, "A sale answered from its write"): the plan's values as
 * `write_order` stored them (decimals rounded to the four places of the columns, as `toWire` sends
 * them), the batches, variants and products the context read for the plan, and from the write the
 * order's id, invoice number and time, its items' ids and each batch's stock after the order.
 *
 * `stockCompanyId` is the caller's company, whose stock of each batch the answer shows (as
 * `order/<id>` does). Null when the write did not tell everything the answer shows: a batch the
 * order itself made (an internal purchase's `order_batch`), or a batch whose stock in the caller's
 * company the order did not move. The route reads such an order back instead.
 */
export function answerFromWrite(
  plan: OrderPlan,
  ctx: OrderContext,
  written: Written,
  stockCompanyId: number | null,
): ShownOrder | null {
  const stock = new Map<number, string>();
  for (const [company, batch, quantity] of written.stock) {
    if (company === stockCompanyId) stock.set(batch, quantity);
  }
  const items: ShownItem[] = [];
  for (const [n, planned] of plan.items.entries()) {
    const facts = ctx.batches.get(planned.batchId);
    const id = written.itemIds[n];
    const held = stockCompanyId === null ? null : stock.get(planned.batchId);
    if (planned.newBatch || id === undefined || held === undefined) return null;
    if (!facts?.variant || !facts.product || !facts.manufacturingDate || !facts.expiryDate) return null;
    items.push({
      // The line as write_order wrote it: the plan's JSON of the item read as a row of order_items.
      item: rowFromJson(orderItems, {
        ...written.json.items[n],
        id,
        order_id: written.id,
        position: n,
        batch_id: planned.batchId,
      }),
      batch: {
        id: facts.id,
        quantity: facts.quantity,
        manufacturingDate: facts.manufacturingDate,
        expiryDate: facts.expiryDate,
      },
      variant: facts.variant,
      product: facts.product,
      stock: held,
    });
  }
  const o = plan.order;
  const payments: PaymentPartRow[] = (plan.payments ?? []).map((part) => ({
    method: part.method,
    amount: toWire(part.amount),
    payment_service: part.paymentService,
    transaction_id: part.transactionId,
  }));
  const answer: ShownOrder = {
    order: {
      id: written.id,
      invoiceId: written.invoiceId,
      companyId: o.companyId,
      buyerCompanyId: o.buyerCompanyId,
      sellerId: o.sellerId,
      buyerId: o.buyerId,
      total: toWire(o.total),
      totalDiscount: toWire(o.totalDiscount),
      amountReceived: toWire(o.amountReceived),
      amountDiscount: o.amountDiscount,
      cashPayment: o.cashPayment,
      paymentService: o.paymentService,
      transactionId: o.transactionId,
      deductBalance: o.deductBalance,
      internalOrder: o.internalOrder,
      status: o.status,
      created: written.created,
      refundOfId: plan.refund?.saleId ?? null,
      tax: toWire(o.tax.tax),
      furtherTax: toWire(o.tax.furtherTax),
      serviceFee: toWire(o.tax.serviceFee),
      pricesIncludeTax: o.tax.pricesIncludeTax,
    },
    items,
    // Queued in the write's transaction: nothing is reported yet, so no number (docs/domain/fiscal.md).
    fiscal: written.fiscalQueued ? { status: 'PENDING', number: '' } : null,
  };
  return payments.length > 0 ? { ...answer, payments } : answer;
}
