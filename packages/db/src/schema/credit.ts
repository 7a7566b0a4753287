import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { journalEntries } from './ledger.js';
import { orders } from './orders.js';
import { companies, users } from './organisation.js';

/*
 * Customer credit (docs/domain/credit.md): a company's defaults, each customer's own limit and
 * overdue rule (columns on `users`), the credit invoices a sale writes as its own row, the
 * payments that settle them and what each payment was allocated to, and the credit sales a
 * manager approved beyond the limit.
 */

/** A company's credit defaults, for its customers who have none of their own. No row: no limit, 30 days, not blocking. */
export const creditSettings = pgTable(
  'credit_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    /** The default credit limit; null is no limit. */
    creditLimit: money('credit_limit'),
    overdueDays: integer('overdue_days').notNull().default(30),
    overdueBlocks: boolean('overdue_blocks').notNull().default(false),
    /** What each till may put on a customer's account offline beyond the balance it last synced. */
    offlineAllowance: money('offline_allowance').notNull().default('0'),
    lastModified: timestamp('last_modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_settings_limit_not_negative', sql`${t.creditLimit} IS NULL OR ${t.creditLimit} >= 0`),
    check('credit_settings_days_range', sql`${t.overdueDays} BETWEEN 0 AND 3650`),
    check('credit_settings_allowance_not_negative', sql`${t.offlineAllowance} >= 0`),
  ],
);

/**
 * The part of a sale put on a regular customer's account: written by write_order with the order
 * (the sale's own row, ADR 0009). `paid` grows with the payments allocated to it, `refunded` with
 * the refunds to the account of the sale; due = amount − paid − refunded (below zero: the customer
 * holds the difference).
 */
export const creditInvoices = pgTable(
  'credit_invoices',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    paid: money('paid').notNull().default('0'),
    refunded: money('refunded').notNull().default('0'),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_invoices_customer_idx').on(t.customerId, t.companyId, t.created),
    index('credit_invoices_open_idx')
      .on(t.customerId, t.created)
      .where(sql`${t.amount} > ${t.paid} + ${t.refunded}`),
    index('credit_invoices_company_created_idx').on(t.companyId, t.created),
    check('credit_invoices_amount_positive', sql`${t.amount} > 0`),
    check('credit_invoices_paid_range', sql`${t.paid} >= 0 AND ${t.paid} <= ${t.amount}`),
    check('credit_invoices_refunded_not_negative', sql`${t.refunded} >= 0`),
  ],
);

/** One payment received from a customer and settled against their credit invoices. */
export const creditPayments = pgTable(
  'credit_payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    /** Null is cash; otherwise the payment service's funds account. */
    paymentService: varchar('payment_service', { length: 20 }),
    reference: varchar('reference', { length: 100 }).notNull().default(''),
    journalEntryId: integer('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_payments_customer_idx').on(t.customerId, t.companyId, t.created),
    check('credit_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** What part of a payment settled which credit invoice. */
export const creditAllocations = pgTable(
  'credit_allocations',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => creditPayments.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => creditInvoices.orderId),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('credit_allocations_payment_idx').on(t.paymentId),
    index('credit_allocations_order_idx').on(t.orderId),
    check('credit_allocations_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A credit sale beyond the limit (or while overdue) that a manager approved on the cashier's screen. */
export const creditOverrides = pgTable(
  'credit_overrides',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    approvedBy: integer('approved_by')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What the customer owed before the sale, the limit then, and what the sale put on account. */
    owedBefore: money('owed_before').notNull(),
    creditLimit: money('credit_limit'),
    onAccount: money('on_account').notNull(),
    overdue: boolean('overdue').notNull().default(false),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('credit_overrides_order_idx').on(t.orderId)],
);

export type CreditInvoiceRow = typeof creditInvoices.$inferSelect;
export type CreditPaymentRow = typeof creditPayments.$inferSelect;
