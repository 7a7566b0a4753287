import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money and quantities: exact, 4 decimals, read back as strings (never JS numbers). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 4 });
/**
 * A running total over the life of a record (an account's balance): sales and cost of goods add up
 * for years, beyond what one amount (`money`) holds, so it has 20 digits, still 4 decimals.
 */
export const runningTotal = (name: string) => numeric(name, { precision: 20, scale: 4 });

export const timestamps = {
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastModified: timestamp('last_modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
