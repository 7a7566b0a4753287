import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's row from JSON the database built of it, keyed by column name with decimals as text
 * (`order_receipt`, functions/04-orders.sql): each value mapped as Drizzle maps what the driver
 * hands it (a timestamp to a Date, a decimal kept as its text), so the row equals the one a
 * `select` of the table returns. A column missing from the JSON is an error, not a null: the
 * function's column lists must keep up with the table.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(column.name in json)) throw new Error(`no column ${column.name} in the row's JSON`);
    const raw = json[column.name];
    row[key] = raw === null ? null : column.mapFromDriverValue(raw);
  }
  return row as InferSelectModel<T>;
}
