import { STOCK_COUNT_SCOPES, STOCK_COUNT_STATUSES } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { batches, categories, productVariants } from './catalog.js';
import { money, runningTotal, timestamps } from './columns.js';
import { journalEntries } from './ledger.js';
import { companies, users } from './organisation.js';

export const stockCountStatus = pgEnum('stock_count_status', STOCK_COUNT_STATUSES);
export const stockCountScope = pgEnum('stock_count_scope', STOCK_COUNT_SCOPES);

/**
 * A count of one company's stock (docs/domain/stock-count.md). It changes no stock until it is
 * approved; approval posts every difference in one journal entry (`entry_id`) and keeps the
 * count's accuracy figures, after which the count is final.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    scope: stockCountScope('scope').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    /** The products of a PRODUCTS count (their ids). */
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    blind: boolean('blind').notNull().default(true),
    status: stockCountStatus('status').notNull().default('OPEN'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    approvedById: integer('approved_by_id').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    entryId: integer('entry_id').references(() => journalEntries.id),
    /** Accuracy, kept at approval: the book and counted values at cost of the counted products. */
    bookValue: runningTotal('book_value'),
    countedValue: runningTotal('counted_value'),
    productsCounted: integer('products_counted'),
    productsMatched: integer('products_matched'),
    ...timestamps,
  },
  (t) => [
    index('stock_counts_company_idx').on(t.companyId, t.id),
    check(
      'stock_counts_approved_complete',
      sql`(${t.status} = 'APPROVED') = (${t.approvedAt} is not null and ${t.productsCounted} is not null)`,
    ),
  ],
);

/**
 * What was counted of one variant (and batch, when the counter knew it) in a count. Its scans are
 * added up; more than one live scan is a double count the manager settles before approval.
 */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: serial('id').primaryKey(),
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id),
    productVariantId: integer('product_variant_id')
      .notNull()
      .references(() => productVariants.id),
    batchId: integer('batch_id').references(() => batches.id),
    /** The manager asked for it to be counted again; the next scan clears it. */
    recount: boolean('recount').notNull().default(false),
    /** Kept at approval: the expected, counted and adjusted quantities and the adjustment's value. */
    expected: money('expected'),
    counted: money('counted'),
    difference: money('difference'),
    differenceValue: runningTotal('difference_value'),
    created: timestamps.created,
  },
  (t) => [
    uniqueIndex('stock_count_lines_key').on(t.countId, t.productVariantId, sql`coalesce(${t.batchId}, 0)`),
  ],
);

/** One scan or typed quantity: kept for ever, set aside (discarded) by a recount or a settlement. */
export const stockCountScans = pgTable(
  'stock_count_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id),
    lineId: integer('line_id')
      .notNull()
      .references(() => stockCountLines.id),
    quantity: money('quantity').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    device: varchar('device', { length: 60 }).notNull().default(''),
    barCode: varchar('bar_code', { length: 48 }).notNull().default(''),
    discarded: boolean('discarded').notNull().default(false),
    discardedById: integer('discarded_by_id').references(() => users.id),
    discardReason: text('discard_reason').notNull().default(''),
    created: timestamps.created,
  },
  (t) => [
    index('stock_count_scans_line_idx').on(t.lineId),
    index('stock_count_scans_count_idx').on(t.countId, t.id),
    check('stock_count_scans_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export type StockCountRow = typeof stockCounts.$inferSelect;
export type StockCountLineRow = typeof stockCountLines.$inferSelect;
export type StockCountScanRow = typeof stockCountScans.$inferSelect;
