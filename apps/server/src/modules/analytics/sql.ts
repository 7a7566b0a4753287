import type { Executor } from '@tillwise/db';
import { type SQL, sql } from 'drizzle-orm';
import { idArrayLiteral } from '../../lib/filters.js';

/** Rows of a raw statement, whichever engine ran it (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A list of company ids as an `int[]` parameter. */
export const companyIds = (ids: readonly number[]): SQL => sql`${idArrayLiteral(ids)}::int[]`;

/** The server's time zone: calendar days and hours of the reports are its local ones. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A half-open range of instants, `from` included, `to` excluded; null means "since the start". */
export interface Period {
  from: Date | null;
  to: Date;
}

/** `e.created` (a journal entry's) within the period. */
export const entryInPeriod = (p: Period): SQL =>
  p.from
    ? sql`e.created >= ${p.from.toISOString()}::timestamptz AND e.created < ${p.to.toISOString()}::timestamptz`
    : sql`e.created < ${p.to.toISOString()}::timestamptz`;

/** `o.created` (an order's) within the period. */
export const orderInPeriod = (p: Period): SQL =>
  p.from
    ? sql`o.created >= ${p.from.toISOString()}::timestamptz AND o.created < ${p.to.toISOString()}::timestamptz`
    : sql`o.created < ${p.to.toISOString()}::timestamptz`;

/**
 * An order's sale entry: the order's entry in its seller's books with a line on Sales or Sales
 * returns. Counter sales and returns and internal sales to departments have one; purchases do not.
 */
export const isSaleOrder = (order: SQL): SQL => sql`EXISTS (
  SELECT 1 FROM journal_entries se
  JOIN journal_lines sl ON sl.entry_id = se.id
  JOIN accounts sa ON sa.id = sl.account_id AND sa.purpose IN ('SALES', 'SALES_RETURNS')
  WHERE se.source_type = 'order' AND se.source_id = ${order}.id AND se.company_id = ${order}.company_id)`;

/** Net sales of a line on a Sales (credit) or Sales returns (debit) account. */
export const NET_SALES = sql`CASE a.purpose WHEN 'SALES' THEN l.credit - l.debit
  WHEN 'SALES_RETURNS' THEN l.credit - l.debit ELSE 0 END`;

/**
 * A summary table's rows (`columns` of `table`, alias `s`, where `where`) followed by `tail`, the
 * facts no fold has reached yet, as one statement's rows: a reader sees one snapshot, so each fact
 * is counted once whether a fold has committed meanwhile or not. The report summaries
 * (`fold.ts`) and the till sessions' figures read through it.
 */
export const summaryWithTail = (table: string, columns: string, where: SQL, tail: SQL): SQL =>
  sql`SELECT ${sql.raw(columns)} FROM ${sql.raw(table)} s WHERE ${where} UNION ALL ${tail}`;
