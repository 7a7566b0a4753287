import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { orders } from './orders.js';
import { companies } from './organisation.js';

/*
 * Fiscal reporting (docs/domain/fiscal.md, "The outbox and the worker"): a company's reporter and
 * the outbox of its counter orders waiting to be reported to the authority.
 */

/** A company's fiscal reporter; no row, or `enabled` false, reports nothing. */
export const fiscalSettings = pgTable(
  'fiscal_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    enabled: boolean('enabled').notNull().default(false),
    /** FBR_POS_LOCAL (the fiscal component on the shop's network) or FBR_POS_CLOUD (the cloud API). */
    service: varchar('service', { length: 20 }).notNull().default('FBR_POS_LOCAL'),
    /** The POS registration number the authority gave; 0 when not yet set. */
    posId: integer('pos_id').notNull().default(0),
    /** Where the service answers (scheme, host and port); '' takes the service's published address. */
    baseUrl: varchar('base_url', { length: 300 }).notNull().default(''),
    /** The cloud API's bearer token, encrypted (AES-256-GCM, apps/server fiscal/secret.ts); '' when none. */
    tokenEncrypted: text('token_encrypted').notNull().default(''),
    /**
     * Digital Invoicing (docs/domain/fiscal.md, "Digital Invoicing"): invoices to registered buyers
     * and taxable internal orders to registered departments go there when it is on.
     */
    diEnabled: boolean('di_enabled').notNull().default(false),
    /** DI's sandbox routes (`…_sb`) rather than production's. */
    diSandbox: boolean('di_sandbox').notNull().default(true),
    /** Where DI answers; '' takes the published host (https://gw.fbr.gov.pk). */
    diBaseUrl: varchar('di_base_url', { length: 300 }).notNull().default(''),
    /** DI's bearer token, encrypted like the POS token; '' when none. */
    diTokenEncrypted: text('di_token_encrypted').notNull().default(''),
    /** The seller's province as DI names it (FBR_DI_PROVINCES); '' when not set. */
    diProvince: varchar('di_province', { length: 40 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('fiscal_settings_service', sql`${t.service} IN ('FBR_POS_LOCAL', 'FBR_POS_CLOUD')`),
    check('fiscal_settings_pos_id', sql`${t.posId} >= 0`),
  ],
);

/** One counter order to report, written in the order's own transaction (write_order, 04-orders.sql). */
export const fiscalOutbox = pgTable(
  'fiscal_outbox',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** PENDING (to send), SENT (the authority gave its number) or REFUSED (it said no). */
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    fiscalNumber: varchar('fiscal_number', { length: 60 }).notNull().default(''),
    /** Where it went: FBR_POS or FBR_DI ('' until its payload is built). */
    service: varchar('service', { length: 10 }).notNull().default(''),
    /** The payload as first sent: every resend sends the same one. */
    payload: jsonb('payload'),
    created: timestamps.created,
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('fiscal_outbox_order_key').on(t.orderId),
    index('fiscal_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index('fiscal_outbox_company_idx').on(t.companyId, t.status, t.id),
    /** The rows not yet reported (waiting or refused): the backlog notice and the Fiscal screen read these. */
    index('fiscal_outbox_open_idx').on(t.created).where(sql`${t.status} <> 'SENT'`),
    check('fiscal_outbox_status', sql`${t.status} IN ('PENDING', 'SENT', 'REFUSED')`),
  ],
);

/**
 * A company whose backlog (a document waiting over an hour, or refused) its managers have been told
 * of (docs/domain/fiscal.md, "The backlog notice"): written with the notification, deleted when the
 * backlog clears, so one backlog is told once.
 */
export const fiscalAlerts = pgTable('fiscal_alerts', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  raisedAt: timestamp('raised_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export type FiscalSettingsRow = typeof fiscalSettings.$inferSelect;
export type FiscalOutboxRow = typeof fiscalOutbox.$inferSelect;
