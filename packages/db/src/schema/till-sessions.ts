import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { batches } from './catalog.js';
import { money } from './columns.js';
import { journalEntries } from './ledger.js';
import { orders } from './orders.js';
import { companies, users } from './organisation.js';

export const tillSessionStatus = pgEnum('till_session_status', ['OPEN', 'CLOSED']);

/**
 * A till session (docs/till-sessions.md): from the opening float to the blind count at close.
 * Counter orders name it (`orders.till_session_id`); its figures are summed from those orders and
 * their journal entries, never kept running on this row. `till_id` is null for a session the
 * server opened for a client that names no till (one per user and company).
 */
export const tillSessions = pgTable(
  'till_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    tillId: uuid('till_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: tillSessionStatus('status').notNull().default('OPEN'),
    /** Opened by the server for a sale that found no open session. */
    automatic: boolean('automatic').notNull().default(false),
    openingFloat: money('opening_float').notNull().default('0'),
    /** The float counted by denomination: [{value, count}], or [] when given as one amount. */
    openingCount: jsonb('opening_count').notNull().default(sql`'[]'::jsonb`),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closedBy: integer('closed_by').references(() => users.id),
    /** What the cashier counted per payment method, and what the books expected: {CASH: "…"}. */
    counted: jsonb('counted'),
    expected: jsonb('expected'),
    /** Σ(counted − expected) over the methods: posted to cash over/short. */
    difference: money('difference'),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    closeEntryId: integer('close_entry_id').references(() => journalEntries.id),
  },
  (t) => [
    uniqueIndex('till_sessions_open_till_key')
      .on(t.companyId, t.tillId)
      .where(sql`${t.status} = 'OPEN' AND ${t.tillId} IS NOT NULL`),
    uniqueIndex('till_sessions_open_user_key')
      .on(t.companyId, t.userId)
      .where(sql`${t.status} = 'OPEN' AND ${t.tillId} IS NULL`),
    index('till_sessions_company_opened_idx').on(t.companyId, t.openedAt),
    check('till_sessions_float_not_negative', sql`${t.openingFloat} >= 0`),
  ],
);

/** Cash put into or taken out of the drawer during a session, with its reason and entry. */
export const tillCashMovements = pgTable(
  'till_cash_movements',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tillSessions.id),
    direction: varchar('direction', { length: 3 }).notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    amount: money('amount').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    entryId: integer('entry_id').references(() => journalEntries.id),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('till_cash_movements_session_idx').on(t.sessionId),
    check('till_cash_movements_amount_positive', sql`${t.amount} > 0`),
    check('till_cash_movements_direction', sql`${t.direction} IN ('IN', 'OUT')`),
  ],
);

/** Per company: the over/short a cashier may close with alone, and the expiry warning window. */
export const tillSettings = pgTable(
  'till_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    overShortTolerance: money('over_short_tolerance').notNull().default('50'),
    expiryWindowDays: integer('expiry_window_days').notNull().default(30),
    /** The ISO 4217 code receipts print amounts in (PKR, USD, AED…). */
    currency: varchar('currency', { length: 3 }).notNull().default('PKR'),
    lastModified: timestamp('last_modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('till_settings_tolerance_not_negative', sql`${t.overShortTolerance} >= 0`),
    check('till_settings_window_range', sql`${t.expiryWindowDays} BETWEEN 0 AND 3650`),
    check('till_settings_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** An expired batch sold with a manager's approval: who approved, on which order. */
export const expiredSaleOverrides = pgTable(
  'expired_sale_overrides',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    approvedBy: integer('approved_by')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('expired_sale_overrides_order_idx').on(t.orderId)],
);

/** A batch whose expiry window notification was sent, so it is sent once. */
export const batchExpiryNotices = pgTable(
  'batch_expiry_notices',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.batchId], name: 'batch_expiry_notices_pkey' })],
);

export type TillSessionRow = typeof tillSessions.$inferSelect;
export type TillCashMovementRow = typeof tillCashMovements.$inferSelect;
