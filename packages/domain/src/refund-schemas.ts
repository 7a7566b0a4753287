import { z } from 'zod';
import { PAYMENT_SERVICES } from './enums.js';
import { decimal } from './wire-schemas/common.js';

/*
 * The wire of refunds from the receipt (docs/domain/orders.md, "Refunds from the receipt"):
 * `GET order/<id>/refund/` (what may still be returned, and where a refund goes back) and
 * `POST order/<id>/refund/` (with an Idempotency-Key; answers the refund as an order).
 */

const quantity = z.union([z.string(), z.number()]).describe('Decimal, as a string or a number');

export const RefundBody = z.object({
  lines: z
    .array(z.object({ item: z.number().int().positive(), quantity }).strict())
    .max(500)
    .describe("The sale's lines (order_item ids) and how many of each come back"),
});
export type RefundBodyWire = z.infer<typeof RefundBody>;

export const RefundTenderSchema = z.object({
  kind: z
    .enum(['funds', 'account'])
    .describe("funds: cash or a card's service; account: the customer's credit"),
  payment_service: z.enum([...PAYMENT_SERVICES, 'CASH']).nullable(),
  reference: z.string(),
  amount: decimal,
});
export type RefundTenderWire = z.infer<typeof RefundTenderSchema>;

export const RefundableSchema = z.object({
  order: z.number().int(),
  invoice_id: z.string(),
  refundable: z.boolean().describe("A completed counter sale of the caller's company"),
  total: decimal,
  refunded: decimal.describe('What earlier refunds gave back'),
  lines: z.array(
    z.object({
      item: z.number().int(),
      quantity: decimal,
      returned: decimal,
      returnable: decimal,
      line_total: decimal,
      tax: z
        .object({ value: decimal, tax: decimal, further_tax: decimal, sale_discount: decimal })
        .nullable()
        .describe("The line's tax as sold; null on lines sold before tax was recorded"),
    }),
  ),
  service_fee: decimal.describe('Never given back by a refund'),
  tax_decimals: z.number().int().describe("Places the seller's tax is rounded to"),
  tenders: z.array(RefundTenderSchema).describe('How the sale was paid'),
  refunds: z.array(
    z.object({ id: z.number().int(), invoice_id: z.string(), total: decimal, created: z.string() }),
  ),
});
export type RefundableWire = z.infer<typeof RefundableSchema>;
