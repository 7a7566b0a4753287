import type { Dec, OrderCreateBody, OrderWire, SaleLine, TaxedOrder, TaxPolicy } from '@tillwise/domain';
import { D, NO_TAX } from '@tillwise/domain';

/**
 * The receipt of a sale kept on the till (spec 4.5): built from the sale as entered, with the
 * invoice number it will keep on the server, and its tax as `taxOrder` computed it for the counter
 * (the figures the server stores). It has no order id until it is sent.
 */
export function localReceipt(
  body: OrderCreateBody,
  lines: readonly SaleLine[],
  taxed: TaxedOrder | null = null,
  policy: TaxPolicy = NO_TAX,
  created = new Date(),
): OrderWire {
  const four = (value: Dec | undefined) => (value ?? new D(0)).toFixed(4);
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
    tax: four(taxed?.tax),
    further_tax: four(taxed?.furtherTax),
    service_fee: four(taxed?.serviceFee),
    prices_include_tax: policy.pricesIncludeTax,
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
    order_item: lines.map((line, i) => {
      const tax = taxed?.lines[i];
      return {
        id: -(i + 1),
        order: 0,
        price: line.price,
        discount: line.discount || '0',
        quantity: line.quantity,
        line_total: new D(line.price).times(line.quantity).toFixed(4),
        tax_rate: four(tax?.rate),
        sale_discount: four(tax?.saleDiscount),
        tax_value: tax ? tax.value.toFixed(4) : null,
        tax: four(tax?.tax),
        further_tax: four(tax?.furtherTax),
        tax_category: line.taxCategory ?? null,
        hs_code: '',
        unit: line.unitId ?? null,
        unit_name: line.unitName ?? '',
        unit_count: line.unitCount ?? 1,
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
      };
    }),
  };
}
