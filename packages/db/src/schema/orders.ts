import { ORDER_STATUSES, SPLIT_METHODS } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { batches, productUnits } from './catalog.js';
import { money, timestamps } from './columns.js';
import { paymentService } from './finance.js';
import { companies, users } from './organisation.js';
import { percent, taxCategories } from './tax.js';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

/**
 * A sale, a return or an internal order (docs/domain/orders.md). `company_id` is the seller's
 * company, whose stock and books the order moves; `buyer_company_id` is the buyer's company when
 * the order was made, kept so the orders list filters and scopes by it without a join. Its journal
 * entries name it as their source (`source_type` 'order').
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    invoiceId: varchar('invoice_id', { length: 60 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    buyerCompanyId: integer('buyer_company_id').references(() => companies.id),
    status: orderStatus('status').notNull().default('COMPLETE'),
    /** Server-computed with packages/domain: Σ line totals less the total discount. */
    total: money('total').notNull(),
    amountReceived: money('amount_received').notNull().default('0'),
    totalDiscount: money('total_discount').notNull().default('0'),
    /** True: the total discount is an amount; false: a percentage. */
    amountDiscount: boolean('amount_discount').notNull().default(true),
    cashPayment: boolean('cash_payment').notNull().default(true),
    paymentService: paymentService('payment_service'),
    transactionId: varchar('transaction_id', { length: 100 }).notNull().default(''),
    deductBalance: boolean('deduct_balance').notNull().default(false),
    internalOrder: boolean('internal_order').notNull().default(false),
    /** The client's Idempotency-Key and the hash of the body first sent with it. */
    idempotencyKey: uuid('idempotency_key'),
    requestHash: varchar('request_hash', { length: 64 }),
    /** The operator who submitted it (the seller, or a manager selling for a colleague). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** A refund from the receipt: the sale it takes back (migration 0020, docs/domain/orders.md). */
    refundOfId: integer('refund_of_id').references((): AnyPgColumn => orders.id),
    /** The till session a counter order belongs to (migration 0021, docs/till-sessions.md). */
    tillSessionId: integer('till_session_id'),
    /**
     * `created` is when the order was made (what every report reads); this is when the server
     * received it. They differ for a sale a till made offline and sent later (docs/selling-offline.md,
     * "When a sale was made").
     */
    /** Sales tax (docs/domain/tax.md): Σ the lines' tax and further tax, the service fee, and the pricing used. */
    tax: money('tax').notNull().default('0'),
    furtherTax: money('further_tax').notNull().default('0'),
    serviceFee: money('service_fee').notNull().default('0'),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('orders_refund_of_idx').on(t.refundOfId).where(sql`${t.refundOfId} IS NOT NULL`),
    index('orders_till_session_idx').on(t.tillSessionId, t.id).where(sql`${t.tillSessionId} IS NOT NULL`),
    uniqueIndex('orders_company_invoice_key').on(t.companyId, t.invoiceId),
    uniqueIndex('orders_seller_idempotency_key').on(t.sellerId, t.idempotencyKey),
    index('orders_company_created_idx').on(t.companyId, t.created),
    index('orders_buyer_company_created_idx').on(t.buyerCompanyId, t.created),
    index('orders_created_idx').on(t.created),
    index('orders_buyer_idx').on(t.buyerId),
    // invoice_id__contains is a substring match (ILIKE '%text%'): trigram GIN.
    index('orders_invoice_id_trgm_idx').using('gin', t.invoiceId.op('gin_trgm_ops')),
  ],
);

/** One line of an order: a batch, its unit price, quantity (negative on returns) and discount percent. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The line's place in the order as submitted (0-based). */
    position: smallint('position').notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    discount: money('discount').notNull().default('0'),
    /** Computed by the server with packages/domain `lineTotal`. */
    lineTotal: money('line_total').notNull(),
    /** Cost price of the variant when sold: what the stock left the books at. */
    unitCost: money('unit_cost').notNull().default('0'),
    /** A refund's line: the sale's line it takes back (never more than was sold, check_refund). */
    refundOfItemId: integer('refund_of_item_id').references((): AnyPgColumn => orderItems.id),
    /**
     * Sales tax as sold (docs/domain/tax.md), never recomputed: the rate applied, the line's share
     * of the sale discount, its value excluding tax (null on lines sold before tax existed), its
     * tax and further tax, its category and HS code then.
     */
    taxRate: percent('tax_rate').notNull().default('0'),
    saleDiscount: money('sale_discount').notNull().default('0'),
    taxValue: money('tax_value'),
    tax: money('tax').notNull().default('0'),
    furtherTax: money('further_tax').notNull().default('0'),
    taxCategoryId: integer('tax_category_id').references(() => taxCategories.id),
    hsCode: varchar('hs_code', { length: 8 }).notNull().default(''),
    /**
     * The trade unit sold (docs/domain/units.md): its id, name and count as sold; null, '' and 1 for
     * the base unit. `quantity` and `price` are in this unit; stock moved is quantity × unit_count.
     */
    unitId: integer('unit_id').references((): AnyPgColumn => productUnits.id),
    unitName: varchar('unit_name', { length: 50 }).notNull().default(''),
    unitCount: integer('unit_count').notNull().default(1),
  },
  (t) => [
    check('order_items_unit_count_positive', sql`${t.unitCount} >= 1`),
    index('order_items_unit_idx').on(t.unitId).where(sql`${t.unitId} IS NOT NULL`),
    index('order_items_refund_of_item_idx').on(t.refundOfItemId).where(sql`${t.refundOfItemId} IS NOT NULL`),
    uniqueIndex('order_items_order_position_key').on(t.orderId, t.position),
    index('order_items_batch_idx').on(t.batchId),
    check('order_items_quantity_not_zero', sql`${t.quantity} <> 0`),
  ],
);

export const paymentPartMethod = pgEnum('payment_part_method', SPLIT_METHODS);

/**
 * One part of a sale paid in parts (docs/domain/orders.md, "Split payment"): cash, a card part
 * through a payment service (with its reference), or a part on the customer's account. The parts
 * of an order add up to its total; each posts to its own account in the order's journal entry.
 * A sale paid one way has no rows here.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The part's place in the payment as submitted (0-based). */
    position: smallint('position').notNull(),
    method: paymentPartMethod('method').notNull(),
    amount: money('amount').notNull(),
    paymentService: paymentService('payment_service'),
    transactionId: varchar('transaction_id', { length: 100 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('order_payments_order_position_key').on(t.orderId, t.position),
    check('order_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The next invoice number of each company; taken with UPDATE … RETURNING in the order's transaction. */
export const invoiceSequences = pgTable('invoice_sequences', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  prefix: varchar('prefix', { length: 20 }).notNull().default('INV'),
  nextNumber: integer('next_number').notNull().default(1),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** A block of invoice numbers one till reserved (migration 0017 and packages/db/functions/04-orders.sql): its offline receipts print them. */
export const invoiceBlocks = pgTable(
  'invoice_blocks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    tillId: uuid('till_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    firstNumber: integer('first_number').notNull(),
    lastNumber: integer('last_number').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_blocks_company_range_idx').on(t.companyId, t.firstNumber),
    check('invoice_blocks_range', sql`${t.lastNumber} >= ${t.firstNumber}`),
  ],
);

export const SALE_FLAG_KINDS = ['STOCK_BELOW_ZERO', 'CREDIT_OVER_BALANCE', 'CREDIT_OVER_LIMIT'] as const;

/**
 * What the server had to accept to record a sale made offline (docs/selling-offline.md, "A sale
 * made offline is a fact"): a batch sold beyond what the seller's company held (`quantity`: the
 * units beyond it; the stock row went below zero) or a regular customer's credit taken below zero
 * (`amount`: the part beyond what the customer held). Written by the database's `move_stock` and
 * `write_order` in the sale's transaction; each row tells the company's admins (a notification).
 */
export const saleFlags = pgTable(
  'sale_flags',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: varchar('kind', { length: 20, enum: SALE_FLAG_KINDS }).notNull(),
    batchId: integer('batch_id').references(() => batches.id),
    customerId: integer('customer_id').references(() => users.id),
    quantity: money('quantity'),
    amount: money('amount'),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sale_flags_company_idx').on(t.companyId, t.id), index('sale_flags_order_idx').on(t.orderId)],
);

export type SaleFlagRow = typeof saleFlags.$inferSelect;
