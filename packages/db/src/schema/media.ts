import { customType, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Raw bytes (`bytea`), read and written as a Node Buffer on both engines. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (company logos, profile pictures), shared by every server process
 * (docs/scaling.md). `path` is the name the records keep and /media/ serves, such as
 * `logos/<32 hex>.png`; it is random, so a row is never rewritten, only inserted and deleted.
 */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  content: bytes('content').notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
