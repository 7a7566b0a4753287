import { sql } from 'drizzle-orm';
import { bigint, check, integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * A till session's figures folded from its committed orders after the fact
 * (apps/server/src/modules/till-sessions/fold.ts), never by a sale: every order of the session
 * with `id <= folded_through` is in them, none above. The X and Z reports add the orders above it.
 * Takings are the net debits of the orders' money entries on each funds account and receivables.
 */
export const tillSessionSums = pgTable('till_session_sums', {
  /** A till session's id; no foreign key (its check would lock the session's row: migration 0027). */
  sessionId: integer('session_id').primaryKey(),
  foldedThrough: bigint('folded_through', { mode: 'number' }).notNull(),
  salesCount: integer('sales_count').notNull(),
  returnsCount: integer('returns_count').notNull(),
  grossSales: numeric('gross_sales').notNull(),
  netSales: numeric('net_sales').notNull(),
  returns: numeric('returns').notNull(),
  cash: numeric('cash').notNull(),
  bank: numeric('bank').notNull(),
  jazzCash: numeric('jazz_cash').notNull(),
  easyPaisa: numeric('easy_paisa').notNull(),
  receivable: numeric('receivable').notNull(),
  firstOrderId: integer('first_order_id'),
  firstInvoice: varchar('first_invoice', { length: 60 }),
  lastOrderId: integer('last_order_id'),
  lastInvoice: varchar('last_invoice', { length: 60 }),
});

/**
 * How far the periodic fold of the sessions has gone over order ids, with the pending id and
 * snapshot xmax that make it safe (the same rule as `report_fold`). A session folded at its close
 * may be ahead of it (its own `folded_through`).
 */
export const tillSessionFold = pgTable(
  'till_session_fold',
  {
    id: smallint('id').primaryKey(),
    foldedThrough: bigint('folded_through', { mode: 'number' }).notNull().default(0),
    pendingThrough: bigint('pending_through', { mode: 'number' }),
    pendingXmax: bigint('pending_xmax', { mode: 'number' }),
  },
  (t) => [check('till_session_fold_one_row', sql`${t.id} = 1`)],
);
