import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
