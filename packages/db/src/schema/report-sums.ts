import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The journal summed per company, local day, account and kind of entry (a sale entry or not):
 * folded from committed journal lines after the fact (apps/server/src/modules/analytics/fold.ts),
 * never by the transaction that posts them, so no sale waits on these rows. Reports add the lines
 * above `report_fold.folded_through` to these sums (docs/domain/analytics.md, "Summaries").
 */
export const journalDaySums = pgTable(
  'journal_day_sums',
  {
    companyId: integer('company_id').notNull(),
    day: date('day').notNull(),
    accountId: integer('account_id').notNull(),
    saleEntry: boolean('sale_entry').notNull(),
    /** The entry is an internal order's (a transfer between departments): apart from customer figures. */
    internalOrder: boolean('internal_order').notNull().default(false),
    debit: numeric('debit').notNull(),
    credit: numeric('credit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.accountId, t.saleEntry, t.internalOrder] })],
);

/**
 * Sale entries per company, local day, hour and the operator of their order: how many, their net
 * sales, the quantity their orders sold and the discounts they gave. Folded like journal_day_sums.
 */
export const saleHourSums = pgTable(
  'sale_hour_sums',
  {
    companyId: integer('company_id').notNull(),
    day: date('day').notNull(),
    hour: smallint('hour').notNull(),
    userId: integer('user_id').notNull(),
    /** The sale entries are internal orders' (transfers to departments), not customer sales. */
    internalOrder: boolean('internal_order').notNull().default(false),
    orders: integer('orders').notNull(),
    net: numeric('net').notNull(),
    quantity: numeric('quantity').notNull(),
    discounts: numeric('discounts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.hour, t.userId, t.internalOrder] })],
);

/**
 * How far the summaries go: every journal line with `id <= folded_through` is in them, none above.
 * `pending_through` is the highest line id seen at the last fold and `pending_xmax` that moment's
 * snapshot xmax: once every transaction older than it has ended, no line at or below
 * `pending_through` can still appear, and they are folded. Days are local to `time_zone`.
 */
export const reportFold = pgTable(
  'report_fold',
  {
    id: smallint('id').primaryKey(),
    timeZone: text('time_zone').notNull(),
    foldedThrough: bigint('folded_through', { mode: 'number' }).notNull().default(0),
    pendingThrough: bigint('pending_through', { mode: 'number' }),
    pendingXmax: bigint('pending_xmax', { mode: 'number' }),
  },
  (t) => [check('report_fold_one_row', sql`${t.id} = 1`)],
);

/**
 * Stock per company and product at the books' value (each batch at its own cost, `batches.unit_cost`):
 * the quantity and value of the stock movements folded so far (`stock_fold.folded_through`), plus
 * every batch revaluation (written by `revalue_batch` itself, which is no sale). Folded after commit
 * from the stock ledger (apps/server/src/modules/analytics/stock-fold.ts), never by a sale
 * (ADR 0009). The per-product rows tell the fold when a product's stock crosses zero.
 */
export const stockProductSums = pgTable(
  'stock_product_sums',
  {
    companyId: integer('company_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: numeric('quantity').notNull(),
    value: numeric('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId] }),
    index('stock_product_sums_product_idx').on(t.productId),
  ],
);

/**
 * The same per company and product category (0: none): what the Inventory tab reads instead of every
 * stock row. `products` counts the company's products whose folded quantity is above zero. A
 * product's change of category moves its rows' figures here (trigger in packages/db/functions/03-stock.sql).
 */
export const stockCategorySums = pgTable(
  'stock_category_sums',
  {
    companyId: integer('company_id').notNull(),
    categoryId: integer('category_id').notNull(),
    quantity: numeric('quantity').notNull(),
    value: numeric('value').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.categoryId] })],
);

/** How far the stock sums go: every stock movement with `id <= folded_through` is in them (the watermark rule of `report_fold`). */
export const stockFold = pgTable(
  'stock_fold',
  {
    id: smallint('id').primaryKey(),
    foldedThrough: bigint('folded_through', { mode: 'number' }).notNull().default(0),
    pendingThrough: bigint('pending_through', { mode: 'number' }),
    pendingXmax: bigint('pending_xmax', { mode: 'number' }),
  },
  (t) => [check('stock_fold_one_row', sql`${t.id} = 1`)],
);
