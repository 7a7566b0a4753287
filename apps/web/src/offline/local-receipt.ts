import type { OrderCreateBody, OrderWire, SaleLine } from '@tillwise/domain';
import { D } from '@tillwise/domain';

/**
 * The receipt of a sale kept on the till (spec 4.5): built from the sale as entered, with the
 * invoice number it will keep on the server. It has no order id until it is sent.
 */
export function localReceipt(
  body: OrderCreateBody,
  lines: readonly SaleLine[],
  created = new Date(),
): OrderWire {
  return {
    id: 0,
    invoice_id: body.invoice_id ?? '',
    seller: Number(body.seller),
    buyer: Number(body.buyer),
    total: body.total,
    total_discount: body.total_discount,
    amount_received: body.amount_received,
    amount_discount: body.amount_discount ?? true,
    cash_payment: body.cash_payment ?? true,
    payment_service: body.payment_service ?? null,
    transaction_id: body.transaction_id ?? '',
    deduct_balance: body.deduct_balance ?? false,
    internal_order: body.internal_order ?? false,
    status: body.status ?? 'COMPLETE',
    created: created.toISOString(),
    tax: '0.0000',
    further_tax: '0.0000',
    service_fee: '0.0000',
    prices_include_tax: true,
    // A split sale's parts, as the server will answer them.
    ...(body.payments?.length
      ? {
          payments: body.payments.map((p) => ({
            method: p.method,
            amount: new D(p.amount).toFixed(4),
            payment_service: p.method === 'CARD' ? (p.payment_service ?? null) : null,
            transaction_id: p.method === 'CARD' ? (p.transaction_id ?? '') : '',
          })),
        }
      : {}),
    order_item: lines.map((line, i) => ({
      id: -(i + 1),
      order: 0,
      price: line.price,
      discount: line.discount || '0',
      quantity: line.quantity,
      line_total: new D(line.price).times(line.quantity).toFixed(4),
      tax_rate: '0.0000',
      sale_discount: '0.0000',
      tax_value: null,
      tax: '0.0000',
      further_tax: '0.0000',
      tax_category: null,
      hs_code: '',
      batch: {
        id: line.batchId,
        quantity: line.available,
        inventory_quantity: Number(line.available),
        manufacturing_date: '',
        expiry_date: '',
        product_variant: {
          id: line.variantId,
          color: line.color,
          size: line.size,
          price: line.price,
          sale_price: line.price,
          product: { id: line.productId, name: line.name, bar_code: line.barcode, token: line.token },
        },
      },
    })),
  };
}
