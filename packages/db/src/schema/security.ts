import {
  char,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './organisation.js';

/**
 * The first answer to each Idempotency-Key a user sent to a retryable write (finance records,
 * journal entries, batches, user creation). Written in the same transaction as the write itself,
 * so a key is either answered or was never used.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: uuid('key').notNull(),
    route: varchar('route', { length: 100 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    response: json('response').notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.created),
  ],
);

/** Sign-in counters by key (a username and address pair, a username, an address), shared by every process. */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 400 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStarted: timestamp('window_started', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});
