import { REQUEST_STATUSES } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { productUnits, productVariants } from './catalog.js';
import { money, timestamps } from './columns.js';
import { orders } from './orders.js';
import { companies, users } from './organisation.js';

export const requestStatus = pgEnum('request_status', REQUEST_STATUSES);

/**
 * A request from one department's user to another's (docs/domain/requests.md). The companies are
 * kept as they were when it was sent, so lists scope and filter without a join. `order_id` is the
 * transfer that fulfils a stock request.
 */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id),
    senderCompanyId: integer('sender_company_id')
      .notNull()
      .references(() => companies.id),
    receiverCompanyId: integer('receiver_company_id')
      .notNull()
      .references(() => companies.id),
    requestType: varchar('request_type', { length: 20 }).notNull().default('SPECIAL_ORDER'),
    description: varchar('description', { length: 500 }).notNull(),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }).notNull(),
    status: requestStatus('status').notNull().default('PENDING'),
    orderId: integer('order_id').references(() => orders.id),
    idempotencyKey: uuid('idempotency_key'),
    requestHash: varchar('request_hash', { length: 64 }),
    ...timestamps,
  },
  (t) => [
    index('requests_sender_company_idx').on(t.senderCompanyId, t.status, t.id),
    index('requests_receiver_company_idx').on(t.receiverCompanyId, t.status, t.id),
    uniqueIndex('requests_sender_idempotency_key').on(t.senderId, t.idempotencyKey),
    uniqueIndex('requests_order_key').on(t.orderId),
  ],
);

/** One product variant wanted, at the cost price when the request was sent. */
export const requestItems = pgTable(
  'request_items',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    position: smallint('position').notNull(),
    productVariantId: integer('product_variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: money('quantity').notNull(),
    price: money('price').notNull(),
    discount: money('discount').notNull().default('0'),
    /**
     * The trade unit the line asks in (docs/domain/units.md), as it was then: `quantity` and
     * `price` are in it; null, '' and 1 for the base unit.
     */
    unitId: integer('unit_id').references(() => productUnits.id),
    unitName: varchar('unit_name', { length: 50 }).notNull().default(''),
    unitCount: integer('unit_count').notNull().default(1),
  },
  (t) => [
    index('request_items_request_idx').on(t.requestId, t.position),
    check('request_items_quantity_positive', sql`${t.quantity} > 0`),
    check('request_items_unit_count_positive', sql`${t.unitCount} >= 1`),
  ],
);

/** A request's status history: who set which status when (the first row is the sending). */
export const requestEvents = pgTable(
  'request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    status: requestStatus('status').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    note: varchar('note', { length: 200 }).notNull().default(''),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('request_events_request_idx').on(t.requestId, t.id)],
);

/** A message to one user; written in the transaction of the event it tells of. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id),
    notifType: varchar('notif_type', { length: 20 }).notNull(),
    /** The English text; what a reader sees when the row has no key. */
    message: varchar('message', { length: 500 }).notNull(),
    /** The notice's key and values (domain `notification-messages.ts`), rendered in each reader's language. */
    messageKey: varchar('message_key', { length: 40 }),
    messageValues: jsonb('message_values').$type<Record<string, string | number>>(),
    link: varchar('link', { length: 200 }).notNull().default(''),
    read: boolean('read').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('notifications_receiver_idx').on(t.receiverId, t.id),
    index('notifications_unread_idx').on(t.receiverId).where(sql`not ${t.read}`),
  ],
);

/** The stock level of a variant in a company at or below which its admins are told (none: never). */
export const reorderLevels = pgTable(
  'reorder_levels',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    productVariantId: integer('product_variant_id')
      .notNull()
      .references(() => productVariants.id),
    level: money('level').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'reorder_levels_pkey', columns: [t.companyId, t.productVariantId] }),
    check('reorder_levels_not_negative', sql`${t.level} >= 0`),
  ],
);

export type RequestRow = typeof requests.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
