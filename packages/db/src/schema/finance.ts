import { FINANCE_METHODS, JOURNAL_METHOD, PAYMENT_SERVICES, SETTLEMENTS } from '@tillwise/domain';
import { index, integer, pgEnum, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.js';
import { journalEntries } from './ledger.js';
import { companies, users } from './organisation.js';

export const transactionMethod = pgEnum('transaction_method', [...FINANCE_METHODS, JOURNAL_METHOD]);
export const paymentService = pgEnum('payment_service', PAYMENT_SERVICES);
export const settlement = pgEnum('settlement', SETTLEMENTS);

/**
 * The finance screen's records (contract A13-A15): who paid whom, the signed amount as the
 * contract shows it, and the journal entry that carries it in `company_id`'s books. Append-only,
 * like the journal it mirrors.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    /** The user's own reference (a bank slip, a wallet transaction); often empty. */
    transactionId: varchar('transaction_id', { length: 100 }).notNull().default(''),
    payorId: integer('payor_id')
      .notNull()
      .references(() => users.id),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => users.id),
    /** Positive is money in (credit), negative money out (debit). */
    amount: money('amount').notNull(),
    /** The funds account used; null is cash. */
    paymentService: paymentService('payment_service'),
    method: transactionMethod('method').notNull(),
    description: varchar('description', { length: 250 }).notNull(),
    /** The company whose books hold the entry: the signed-in user's. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    journalEntryId: integer('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    /** Journal-entry rows only: the department the row is for, and how it was settled. */
    departmentId: integer('department_id').references(() => companies.id),
    settlement: settlement('settlement'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    created: timestamps.created,
  },
  (t) => [
    index('transactions_company_created_idx').on(t.companyId, t.created),
    index('transactions_entry_idx').on(t.journalEntryId),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;
