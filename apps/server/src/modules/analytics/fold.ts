import type { Db } from '@tillwise/db';
import { type SQL, sql } from 'drizzle-orm';
import { today } from '../../lib/day-range.js';
import { startPeriodic } from '../../lib/periodic.js';
import { foldTillSessions } from '../till-sessions/fold.js';
import { companyIds, entryInPeriod, type Period, rowsOf, summaryWithTail, TIME_ZONE } from './sql.js';
import { foldStock } from './stock-fold.js';
import {
  beginFoldStep,
  foldRange,
  foldUntilIdle,
  foldWhileMore,
  markPending,
  type Watermark,
} from './watermark.js';

/*
 * Report summaries folded from the journal after commit (docs/domain/analytics.md, "Summaries").
 *
 * A sale writes only its own rows; nothing here runs in its transaction. A fold, every few seconds
 * in whichever server process takes the advisory lock first, adds the journal lines above
 * `report_fold.folded_through` to `journal_day_sums` and `sale_hour_sums` and moves the watermark,
 * in one transaction. A report reads the sums and the lines above the watermark in one statement,
 * so it sees each line exactly once whether a fold has committed or not.
 *
 * Line ids come from a sequence, so a transaction still running may hold an id below one already
 * committed. A fold therefore only folds up to the highest id it saw at the previous fold, and only
 * once every transaction that was running then has ended (the snapshot's xmin has passed that
 * moment's xmax): no line at or below that id can appear after that.
 */

const SALE_PURPOSES = sql`('SALES', 'SALES_RETURNS')`;
/** Any constant; the fold's advisory lock so that one process folds at a time. */
const FOLD_LOCK = 7_406_112;
/** Lines folded per transaction: short enough that the embedded engine is not held for long. */
export const FOLD_CHUNK = 2000;
/** A bound above any line id: with it, a range on `l.id` is estimated as narrow (an index scan). */
const NO_ID_ABOVE = sql`9000000000000000`;

const local = (tz: string) => sql`(e.created AT TIME ZONE ${tz})`;

/**
 * Per journal line (`l`, its entry `e`) selected by `where`: the entry's company, its local day,
 * the account, whether the entry is a sale entry (an order's entry with a line on Sales or Sales
 * returns), whether it is an internal order's (a transfer between departments), debit and credit.
 */
export const lineFacts = (where: SQL, tz = TIME_ZONE): SQL => sql`
  SELECT e.company_id, ${local(tz)}::date AS day, l.account_id,
    (e.source_type = 'order' AND EXISTS (
      SELECT 1 FROM journal_lines s JOIN accounts sa ON sa.id = s.account_id AND sa.purpose IN ${SALE_PURPOSES}
      WHERE s.entry_id = l.entry_id)) AS sale_entry,
    (e.source_type = 'order' AND EXISTS (
      SELECT 1 FROM orders io WHERE io.id = e.source_id AND io.internal_order)) AS internal_order,
    l.debit, l.credit
  FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
  WHERE ${where}`;

/**
 * Per Sales or Sales returns line of a sale entry selected by `where`: company, local day and hour,
 * the order's operator (0 when none), its net sales, and, on the entry's first such line only, the
 * order (1), the quantity its lines sold and the discount it gave (its lines at list price less
 * what was charged for the goods, `goodsTotal`, for a sale). An order has one sale entry, so the orders add up.
 *
 * `first` counts over all of the entry's lines (an entry has a few, found by `entry_id` alone), so
 * no plan can walk every Sales account of every company and probe the entry for each, nor read
 * every earlier line id of the journal for `s.id < l.id`. Being an aggregate, it is computed once
 * a line, not again in each expression that reads it. (A 2,000-line chunk: 18–24 ms before,
 * 8–9 ms after on PostgreSQL, 79 ms before and 19 ms after on the embedded engine, whose
 * statistics lag; docs/performance-log.md, "The reports' fold".)
 */
/**
 * What an order charged for its goods at shelf prices: its total less the service fee, the further
 * tax, and the tax when prices exclude it (docs/domain/tax-reports.md, "Analytics"), so the tax is
 * never read as a negative discount. Orders without tax: their total.
 */
const goodsTotal = sql`(o.total - o.service_fee - o.further_tax - CASE WHEN o.prices_include_tax THEN 0 ELSE o.tax END)`;

export const saleFacts = (where: SQL, tz = TIME_ZONE): SQL => sql`
  SELECT e.company_id, ${local(tz)}::date AS day, extract(hour FROM ${local(tz)})::smallint AS hour,
    coalesce(o.user_id, 0) AS user_id,
    coalesce(o.internal_order, false) AS internal_order,
    f.first::int AS orders,
    l.credit - l.debit AS net,
    CASE WHEN f.first THEN coalesce(x.quantity, 0) ELSE 0 END AS quantity,
    CASE WHEN f.first AND o.total > 0 THEN coalesce(x.gross - ${goodsTotal}, 0) ELSE 0 END AS discounts
  FROM journal_lines l
  JOIN journal_entries e ON e.id = l.entry_id
  JOIN accounts a ON a.id = l.account_id AND a.purpose IN ${SALE_PURPOSES}
  LEFT JOIN orders o ON o.id = e.source_id
  CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE s.id < l.id AND sa.purpose IN ${SALE_PURPOSES}) = 0 AS first
      FROM journal_lines s JOIN accounts sa ON sa.id = s.account_id WHERE s.entry_id = l.entry_id) f
  LEFT JOIN LATERAL (SELECT sum(i.quantity) AS quantity, sum(i.price * i.quantity) AS gross
      FROM order_items i WHERE f.first AND i.order_id = o.id) x ON true
  WHERE e.source_type = 'order' AND ${where}`;

/**
 * The lines no fold has reached yet (the whole journal when the summaries are of another time
 * zone), as a condition on `l.id`. Read in the same statement as the sums it completes.
 */
export const unfolded = (tz = TIME_ZONE): SQL =>
  sql`l.id > coalesce((SELECT f.folded_through FROM report_fold f WHERE f.time_zone = ${tz}), 0)
    AND l.id < ${NO_ID_ABOVE}`;

/** Whether the summaries are of this time zone (else every figure is read from the lines). */
export const sumsUsable = (tz = TIME_ZONE): SQL =>
  sql`EXISTS (SELECT 1 FROM report_fold f WHERE f.time_zone = ${tz})`;

export interface FoldResult {
  /** Whether this call held the fold (another process may have). */
  ran: boolean;
  /** Lines folded by this call. */
  lines: number;
  /** The watermark after it. */
  through: number;
  /** Whether lines that may be folded now remain (call again at once). */
  more: boolean;
}

interface FoldState extends Watermark {
  time_zone: string;
}

/** One fold step: at most `chunk` lines, in one transaction (see the comment at the top). */
export async function foldReports(db: Db, tz = TIME_ZONE, chunk = FOLD_CHUNK): Promise<FoldResult> {
  return db.transaction(async (tx) => {
    const horizon = await beginFoldStep(tx, FOLD_LOCK);
    if (horizon === null) return { ran: false, lines: 0, through: 0, more: false };
    let [state] = await rowsOf<FoldState>(tx, sql`SELECT * FROM report_fold WHERE id = 1 FOR UPDATE`);
    if (!state || state.time_zone !== tz) {
      // First fold, or the server's time zone changed: local days are refolded from the start.
      await tx.execute(sql`DELETE FROM journal_day_sums`);
      await tx.execute(sql`DELETE FROM sale_hour_sums`);
      await tx.execute(sql`INSERT INTO report_fold (id, time_zone, folded_through) VALUES (1, ${tz}, 0)
        ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone, folded_through = 0,
          pending_through = NULL, pending_xmax = NULL`);
      state = { time_zone: tz, folded_through: '0', pending_through: null, pending_xmax: null };
    }
    const { folded, pending, safe, upTo } = foldRange(state, horizon, chunk);
    let lines = 0;
    if (upTo > folded) {
      const range = sql`l.id > ${folded} AND l.id <= ${upTo}`;
      const [count] = await rowsOf<{ n: string }>(
        tx,
        sql`WITH f AS (${lineFacts(range, tz)}), ins AS (
          INSERT INTO journal_day_sums (company_id, day, account_id, sale_entry, internal_order, debit, credit)
          SELECT company_id, day, account_id, sale_entry, internal_order, sum(debit), sum(credit) FROM f GROUP BY 1, 2, 3, 4, 5
          ON CONFLICT (company_id, day, account_id, sale_entry, internal_order) DO UPDATE SET
            debit = journal_day_sums.debit + excluded.debit, credit = journal_day_sums.credit + excluded.credit)
        SELECT count(*)::text AS n FROM f`,
      );
      lines = Number(count?.n ?? 0);
      await tx.execute(sql`INSERT INTO sale_hour_sums (company_id, day, hour, user_id, internal_order, orders, net, quantity, discounts)
        SELECT company_id, day, hour, user_id, internal_order, sum(orders), sum(net), sum(quantity), sum(discounts)
        FROM (${saleFacts(range, tz)}) s GROUP BY 1, 2, 3, 4, 5
        ON CONFLICT (company_id, day, hour, user_id, internal_order) DO UPDATE SET
          orders = sale_hour_sums.orders + excluded.orders, net = sale_hour_sums.net + excluded.net,
          quantity = sale_hour_sums.quantity + excluded.quantity,
          discounts = sale_hour_sums.discounts + excluded.discounts`);
      await tx.execute(sql`UPDATE report_fold SET folded_through = ${upTo} WHERE id = 1`);
    }
    if (pending === null || upTo >= pending) {
      await markPending(tx, 'report_fold', 'journal_lines');
    }
    return { ran: true, lines, through: upTo, more: upTo < safe };
  });
}

/**
 * Moves the balance deltas postings left into the accounts' balances (fold_balances in
 * packages/db/functions/02-journal.sql, ADR 0009). Answers the number of deltas folded (0 when
 * another process is folding).
 */
export async function foldBalances(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT fold_balances() AS n`);
  return Number(row?.n ?? 0);
}

/** Folds until nothing more may be folded now (tests, benches, and the start of a server). */
export const foldAll = (db: Db, tz = TIME_ZONE, chunk = FOLD_CHUNK): Promise<number> =>
  foldUntilIdle(async () => {
    const step = await foldReports(db, tz, chunk);
    return { folded: step.lines, more: step.more };
  });

/**
 * Folds every `intervalMs` in the background, a chunk at a time with the event loop free between
 * chunks. Returns the function that stops it (and waits for a fold under way).
 */
export function startFolding(
  db: Db,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  return startPeriodic({
    intervalMs,
    onError,
    run: async (stopped) => {
      // Account balances first (ADR 0009): the deltas postings left, folded in one statement.
      await foldBalances(db);
      await foldWhileMore(() => foldReports(db), stopped);
      // The stock sums (the Inventory tab's stock by category), from the stock movements.
      await foldWhileMore(() => foldStock(db), stopped);
      // Then the till sessions' figures (the X and Z reports), from their orders.
      await foldWhileMore(() => foldTillSessions(db), stopped);
    },
  });
}

const isLocalMidnight = (d: Date) =>
  d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0 && d.getMilliseconds() === 0;

/**
 * Where the summaries can answer for a period: it is made of whole local days (every report's range
 * is). The condition on a summary's `s.day`, or null when the period must be read from the lines.
 */
function daysOf(period: Period): SQL | null {
  if (!isLocalMidnight(period.to) || (period.from && !isLocalMidnight(period.from))) return null;
  const before = sql`s.day < ${today(period.to)}::date`;
  return period.from ? sql`s.day >= ${today(period.from)}::date AND ${before}` : before;
}

/**
 * A summary table's rows (`columns` of `table`, alias `s`) of the companies and the period, with
 * the facts (`facts`: lineFacts or saleFacts) of the lines no fold has reached yet: each line is
 * counted once. A period that is not whole local days is read from the lines alone.
 */
function summedWithUnfolded(
  table: 'journal_day_sums' | 'sale_hour_sums',
  columns: string,
  facts: (where: SQL) => SQL,
  ids: readonly number[],
  period: Period,
): SQL {
  const days = daysOf(period);
  const tail = facts(
    sql`e.company_id = ANY(${companyIds(ids)}) AND ${entryInPeriod(period)}${days ? sql` AND ${unfolded()}` : sql``}`,
  );
  if (!days) return tail;
  return summaryWithTail(
    table,
    columns,
    sql`${sumsUsable()} AND s.company_id = ANY(${companyIds(ids)}) AND ${days}`,
    tail,
  );
}

/** The companies' journal lines in the period as `(company_id, day, account_id, sale_entry, internal_order, debit, credit)` rows. */
export const periodLines = (ids: readonly number[], period: Period): SQL =>
  summedWithUnfolded(
    'journal_day_sums',
    's.company_id, s.day, s.account_id, s.sale_entry, s.internal_order, s.debit, s.credit',
    (where) => lineFacts(where),
    ids,
    period,
  );

/**
 * The companies' sale entries in the period as `(company_id, day, hour, user_id, internal_order,
 * orders, net, quantity, discounts)` rows: internal orders (transfers) are flagged, and every
 * customer figure leaves them out.
 */
export const periodSales = (ids: readonly number[], period: Period): SQL =>
  summedWithUnfolded(
    'sale_hour_sums',
    's.company_id, s.day, s.hour, s.user_id, s.internal_order, s.orders, s.net, s.quantity, s.discounts',
    (where) => saleFacts(where),
    ids,
    period,
  );
