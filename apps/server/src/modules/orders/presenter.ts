import type { BatchRow, OrderItemRow, OrderRow, ProductRow, ProductVariantRow } from '@tillwise/db';
import { type OrderItemWire, type OrderWire, toWire } from '@tillwise/domain';
import { localIso } from '../../lib/day-range.js';
import type { FiscalReport, PaymentPartRow } from './repository.js';

/** What an order's wire form shows of a line: an `OrderItemRecord` read, or a sale's answer (answer.ts). */
export interface ShownItem {
  item: OrderItemRow;
  batch: Pick<BatchRow, 'id' | 'quantity' | 'manufacturingDate' | 'expiryDate'>;
  variant: Pick<ProductVariantRow, 'id' | 'color' | 'size' | 'price' | 'salePrice'>;
  product: Pick<ProductRow, 'id' | 'name' | 'barCode' | 'token'>;
  stock: string | null;
}

/** What an order's wire form shows: an `OrderRecord` read, or a sale's answer built from its write. */
export interface ShownOrder {
  order: Pick<
    OrderRow,
    | 'id'
    | 'invoiceId'
    | 'companyId'
    | 'buyerCompanyId'
    | 'sellerId'
    | 'buyerId'
    | 'total'
    | 'totalDiscount'
    | 'amountReceived'
    | 'amountDiscount'
    | 'cashPayment'
    | 'paymentService'
    | 'transactionId'
    | 'deductBalance'
    | 'internalOrder'
    | 'status'
    | 'created'
    | 'refundOfId'
    | 'tax'
    | 'furtherTax'
    | 'serviceFee'
    | 'pricesIncludeTax'
  >;
  items: ShownItem[];
  payments?: PaymentPartRow[];
  /** Its report to the tax authority; null when not reported, absent when not known (lists of other shapes). */
  fiscal?: FiscalReport | null;
}

/**
 * An order line as the receipt reads it (contract 3.5): the batch with its variant and product
 * nested. `inventory_quantity` is the caller company's stock of the batch, a JSON number as in
 * `product/`.
 */
export const presentOrderItem = (r: ShownItem): OrderItemWire => ({
  id: r.item.id,
  order: r.item.orderId,
  price: toWire(r.item.price),
  discount: toWire(r.item.discount),
  quantity: toWire(r.item.quantity),
  line_total: toWire(r.item.lineTotal),
  tax_rate: toWire(r.item.taxRate),
  sale_discount: toWire(r.item.saleDiscount),
  tax_value: r.item.taxValue === null ? null : toWire(r.item.taxValue),
  tax: toWire(r.item.tax),
  further_tax: toWire(r.item.furtherTax),
  tax_category: r.item.taxCategoryId,
  hs_code: r.item.hsCode,
  unit: r.item.unitId,
  unit_name: r.item.unitName,
  unit_count: r.item.unitCount,
  batch: {
    id: r.batch.id,
    quantity: toWire(r.batch.quantity),
    inventory_quantity: Number(toWire(r.stock ?? '0')),
    manufacturing_date: r.batch.manufacturingDate,
    expiry_date: r.batch.expiryDate,
    product_variant: {
      id: r.variant.id,
      color: r.variant.color,
      size: r.variant.size,
      price: toWire(r.variant.price),
      sale_price: toWire(r.variant.salePrice),
      product: {
        id: r.product.id,
        name: r.product.name,
        bar_code: r.product.barCode,
        token: r.product.token,
      },
    },
  },
});

/**
 * An order as contract section 4 gives it: ids for seller and buyer, decimals as strings. A list
 * also names them (`seller_name`, `buyer_name`: extra fields the original client ignores).
 */
export const presentOrder = (
  { order: o, items, payments, fiscal }: ShownOrder,
  names?: Map<number, string>,
): OrderWire => ({
  ...(names ? { seller_name: names.get(o.sellerId) ?? '', buyer_name: names.get(o.buyerId) ?? '' } : {}),
  id: o.id,
  invoice_id: o.invoiceId,
  seller: o.sellerId,
  buyer: o.buyerId,
  total: toWire(o.total),
  total_discount: toWire(o.totalDiscount),
  amount_received: toWire(o.amountReceived),
  amount_discount: o.amountDiscount,
  cash_payment: o.cashPayment,
  payment_service: o.paymentService,
  transaction_id: o.transactionId,
  deduct_balance: o.deductBalance,
  internal_order: o.internalOrder,
  status: o.status,
  created: localIso(o.created),
  order_item: items.map(presentOrderItem),
  // Only a sale paid in parts carries them, so a one-method order's shape is unchanged.
  ...(payments
    ? {
        payments: payments.map((p) => ({
          method: p.method,
          amount: toWire(p.amount),
          payment_service: p.payment_service,
          transaction_id: p.transaction_id,
        })),
      }
    : {}),
  refund_of: o.refundOfId ?? null,
  tax: toWire(o.tax),
  further_tax: toWire(o.furtherTax),
  service_fee: toWire(o.serviceFee),
  prices_include_tax: o.pricesIncludeTax,
  // Additions to the contract (docs/domain/fiscal.md): the fiscal number once the authority gave it.
  fiscal_number: fiscal?.number ? fiscal.number : null,
  fiscal_status: fiscal?.status ?? null,
});
