import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_SERVICES } from '../enums.js';
import { FISCAL_STATUSES } from '../fiscal/fiscal-schemas.js';
import { SPLIT_METHODS } from '../split-payment.js';
import { date, decimal, listOf, timestamp } from './common.js';

/* Orders, their items, the flags of sales made offline, order statuses and the next invoice id. */

/**
 * What the server accepted to record a sale made offline (docs/selling-offline.md): a batch sold
 * beyond its stock (`quantity`: the units beyond it; `stock`: what the company holds of it now) or
 * a customer's credit taken below zero (`amount`: the part beyond what they held).
 */
export const SaleFlagSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['STOCK_BELOW_ZERO', 'CREDIT_OVER_BALANCE', 'CREDIT_OVER_LIMIT']),
  company: z.object({ id: z.number().int(), company_name: z.string() }),
  order: z.object({ id: z.number().int(), invoice_id: z.string(), created: z.string() }),
  batch: z.number().int().nullable(),
  product_name: z.string().nullable(),
  quantity: decimal.nullable(),
  stock: decimal.nullable(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  amount: decimal.nullable(),
  created: z.string(),
});
export type SaleFlagWire = z.infer<typeof SaleFlagSchema>;
export const SaleFlagList = listOf(SaleFlagSchema);

export const OrderItemSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  price: decimal,
  discount: decimal,
  quantity: decimal,
  line_total: decimal,
  tax_rate: decimal.describe('Percent applied when sold'),
  sale_discount: decimal.describe("The line's share of the whole-sale discount"),
  tax_value: decimal.nullable().describe('Value excluding tax; null on lines sold before tax was recorded'),
  tax: decimal,
  further_tax: decimal,
  tax_category: z.number().int().nullable(),
  hs_code: z.string(),
  unit: z
    .number()
    .int()
    .nullable()
    .describe('The trade unit sold (docs/domain/units.md), or null: the base unit'),
  unit_name: z.string().describe('Its name as sold, or empty for the base unit'),
  unit_count: z.number().int().describe('Base units in one of it as sold (1 for the base unit)'),
  batch: z.object({
    id: z.number().int(),
    quantity: decimal,
    inventory_quantity: z.number(),
    manufacturing_date: date,
    expiry_date: date,
    product_variant: z.object({
      id: z.number().int(),
      color: z.string(),
      size: z.string(),
      price: decimal,
      sale_price: decimal,
      product: z.object({ id: z.number().int(), name: z.string(), bar_code: z.string(), token: z.boolean() }),
    }),
  }),
});
/** An order's line as the receipt reads it (contract 3.5). */
export type OrderItemWire = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  invoice_id: z.string(),
  seller: z.number().int(),
  buyer: z.number().int(),
  seller_name: z.string().optional().describe('In lists: the seller and their department'),
  buyer_name: z.string().optional().describe('In lists: the buyer and their department'),
  total: decimal,
  total_discount: decimal,
  amount_received: decimal,
  amount_discount: z.boolean(),
  cash_payment: z.boolean(),
  payment_service: z.enum(PAYMENT_SERVICES).nullable(),
  transaction_id: z.string(),
  deduct_balance: z.boolean(),
  internal_order: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  created: timestamp,
  order_item: z.array(OrderItemSchema),
  payments: z
    .array(
      z.object({
        method: z.enum(SPLIT_METHODS),
        amount: decimal,
        payment_service: z.enum(PAYMENT_SERVICES).nullable(),
        transaction_id: z.string(),
      }),
    )
    .optional()
    .describe('Only on a sale paid in parts: each part (cash, card with its service, credit)'),
  refund_of: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('A refund from the receipt: the sale it takes back'),
  tax: decimal.describe("Σ the lines' sales tax"),
  further_tax: decimal,
  service_fee: decimal.describe('The per-sale fee collected for the tax authority'),
  prices_include_tax: z.boolean(),
  fiscal_number: z
    .string()
    .nullable()
    .optional()
    .describe(
      'The number the tax authority gave when it recorded the order; null until then (docs/domain/fiscal.md)',
    ),
  fiscal_status: z
    .enum(FISCAL_STATUSES)
    .nullable()
    .optional()
    .describe(
      'Its report to the tax authority: PENDING, SENT or REFUSED; null when the order is not reported',
    ),
});
/** An order as contract section 4 gives it, with our additions (names in lists, split payments, refunds, tax). */
export type OrderWire = z.infer<typeof OrderSchema>;

export const OrderTypes = listOf(z.object({ status: z.enum(ORDER_STATUSES) }));
export const InvoiceIdList = listOf(z.object({ InvoiceID: z.string() }));
