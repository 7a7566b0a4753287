import type { Db, Executor } from '@tillwise/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../analytics/sql.js';
import {
  beginFoldStep,
  foldRange,
  foldUntilIdle,
  markPending,
  type Watermark,
} from '../analytics/watermark.js';

/*
 * A till session's figures folded after commit (docs/till-sessions.md, "Speed"), like the report
 * summaries: a sale writes only its own rows (ADR 0009) and nothing here runs in its transaction.
 * Every few seconds one server process adds the counter orders above `till_session_fold`'s
 * watermark to their sessions' `till_session_sums` rows and moves the watermark, in one
 * transaction; the close folds its own session completely in the close's transaction. The reports
 * read a session's row and its orders above the row's `folded_through` in one statement.
 *
 * An order's figures are fixed when it commits: its status only moves between kinds of sale
 * (PENDING, COMPLETE, CANCEL), its total and invoice never change, and its funds and receivable
 * lines are all posted by write_order (a cancel reverses them with `reversal` entries and moves
 * stock with Inventory/COGS ones, neither of which the report reads).
 */

/**
 * The advisory lock the periodic fold and a close take: one writer of the sums at a time. Its own
 * number: 7_406_112 is the report fold's and 7_406_113 fold_balances' (02-journal.sql).
 */
const SESSION_FOLD_LOCK = 7_406_114;
/** Orders folded per transaction: about the lines of a report fold chunk, so the embedded engine is not held long. */
export const SESSION_FOLD_CHUNK = 500;
/** A session folded at its close: no order above this id can still be missing from its row. */
const CLOSED_THROUGH = sql`9000000000000000`;

/** The figure columns of `till_session_sums`, also those of `orderFacts` (one row per order). */
export const FIGURES =
  'sales_count, returns_count, gross_sales, net_sales, returns, cash, bank, jazz_cash, easy_paisa, ' +
  'receivable, first_order_id, first_invoice, last_order_id, last_invoice';

const funds = (purpose: string) =>
  sql`sum(l.debit - l.credit) FILTER (WHERE a.purpose = ${sql.raw(`'${purpose}'`)})`;

/**
 * Per counter order `o` selected by `where`: its session and the figures it adds to it (the
 * columns of FIGURES): a sale or a return, gross (Σ price × quantity of a sale's lines), net and
 * returned totals, the net debits of its money entries on each funds account and receivables, and
 * itself as both first and last order.
 */
export const orderFacts = (where: SQL): SQL => sql`
  SELECT o.till_session_id AS session_id,
    (o.status <> 'RETURNED')::int AS sales_count, (o.status = 'RETURNED')::int AS returns_count,
    CASE WHEN o.status <> 'RETURNED' THEN coalesce(x.gross, 0) ELSE 0 END AS gross_sales,
    CASE WHEN o.status <> 'RETURNED' THEN o.total ELSE 0 END AS net_sales,
    CASE WHEN o.status = 'RETURNED' THEN -o.total ELSE 0 END AS returns,
    coalesce(m.cash, 0) AS cash, coalesce(m.bank, 0) AS bank, coalesce(m.jazz_cash, 0) AS jazz_cash,
    coalesce(m.easy_paisa, 0) AS easy_paisa, coalesce(m.receivable, 0) AS receivable,
    o.id AS first_order_id, o.invoice_id AS first_invoice, o.id AS last_order_id, o.invoice_id AS last_invoice
  FROM orders o
  LEFT JOIN LATERAL (SELECT sum(i.price * i.quantity) AS gross FROM order_items i
    WHERE o.status <> 'RETURNED' AND i.order_id = o.id) x ON true
  LEFT JOIN LATERAL (SELECT ${funds('CASH')} AS cash, ${funds('BANK')} AS bank,
      ${funds('JAZZ_CASH')} AS jazz_cash, ${funds('EASY_PAISA')} AS easy_paisa,
      ${funds('RECEIVABLE')} AS receivable
    FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN accounts a ON a.id = l.account_id
    WHERE e.source_type = 'order' AND e.source_id = o.id) m ON true
  WHERE o.till_session_id IS NOT NULL AND ${where}`;

/** FIGURES added up over rows of FIGURES (sums, or orders, or both): the first and last by order id. */
export const addedUp = sql`coalesce(sum(sales_count), 0)::int AS sales_count,
  coalesce(sum(returns_count), 0)::int AS returns_count,
  coalesce(sum(gross_sales), 0) AS gross_sales, coalesce(sum(net_sales), 0) AS net_sales,
  coalesce(sum(returns), 0) AS returns, coalesce(sum(cash), 0) AS cash, coalesce(sum(bank), 0) AS bank,
  coalesce(sum(jazz_cash), 0) AS jazz_cash, coalesce(sum(easy_paisa), 0) AS easy_paisa,
  coalesce(sum(receivable), 0) AS receivable,
  min(first_order_id) AS first_order_id,
  (array_agg(first_invoice ORDER BY first_order_id) FILTER (WHERE first_order_id IS NOT NULL))[1] AS first_invoice,
  max(last_order_id) AS last_order_id,
  (array_agg(last_invoice ORDER BY last_order_id DESC) FILTER (WHERE last_order_id IS NOT NULL))[1] AS last_invoice`;

/** A session's orders no fold has reached yet, as a condition on `o` (an index range). */
export const unfoldedOf = (sessionId: number): SQL => sql`o.till_session_id = ${sessionId}
  AND o.id > coalesce((SELECT t.folded_through FROM till_session_sums t WHERE t.session_id = ${sessionId}), 0)`;

/**
 * Adds the orders selected by `where` to their sessions' rows, folded through `through`. The caller
 * holds SESSION_FOLD_LOCK, and `where` leaves out orders at or below a row's own watermark. Each
 * order folded has a higher id than every order already in its row (watermarks only rise).
 */
const addToSums = (where: SQL, through: SQL): SQL => sql`
  INSERT INTO till_session_sums (session_id, folded_through, ${sql.raw(FIGURES)})
  SELECT session_id, ${through}, ${addedUp} FROM (${orderFacts(where)}) f GROUP BY session_id
  ON CONFLICT (session_id) DO UPDATE SET
    folded_through = greatest(till_session_sums.folded_through, excluded.folded_through),
    sales_count = till_session_sums.sales_count + excluded.sales_count,
    returns_count = till_session_sums.returns_count + excluded.returns_count,
    gross_sales = till_session_sums.gross_sales + excluded.gross_sales,
    net_sales = till_session_sums.net_sales + excluded.net_sales,
    returns = till_session_sums.returns + excluded.returns,
    cash = till_session_sums.cash + excluded.cash, bank = till_session_sums.bank + excluded.bank,
    jazz_cash = till_session_sums.jazz_cash + excluded.jazz_cash,
    easy_paisa = till_session_sums.easy_paisa + excluded.easy_paisa,
    receivable = till_session_sums.receivable + excluded.receivable,
    first_order_id = coalesce(till_session_sums.first_order_id, excluded.first_order_id),
    first_invoice = CASE WHEN till_session_sums.first_order_id IS NULL THEN excluded.first_invoice
      ELSE till_session_sums.first_invoice END,
    last_order_id = excluded.last_order_id, last_invoice = excluded.last_invoice`;

const ownWatermark = sql`o.id > coalesce((SELECT t.folded_through FROM till_session_sums t
  WHERE t.session_id = o.till_session_id), 0)`;

/**
 * Folds a closing session completely, in the close's transaction once it holds the session's row
 * for update (every sale of the session has committed and no other can join it): its row then
 * holds every order it will ever have, and the Z report reads that row alone.
 */
export async function foldClosingSession(tx: Executor, sessionId: number): Promise<void> {
  // Waits for a periodic fold under way (a few milliseconds), so the two never add an order twice.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SESSION_FOLD_LOCK})`);
  await tx.execute(addToSums(unfoldedOf(sessionId), CLOSED_THROUGH));
}

export interface SessionFoldResult {
  /** Whether this call held the fold (another process may have). */
  ran: boolean;
  /** Whether the watermark moved. */
  moved: boolean;
  /** Whether order ids that may be folded now remain (call again at once). */
  more: boolean;
}

/**
 * One periodic fold step: at most `chunk` order ids, in one transaction, and none above `stopAt`
 * when given (the bench leaves a session's last sales unfolded with it).
 */
export async function foldTillSessions(
  db: Db,
  chunk = SESSION_FOLD_CHUNK,
  stopAt = Number.MAX_SAFE_INTEGER,
): Promise<SessionFoldResult> {
  return db.transaction(async (tx) => {
    const horizon = await beginFoldStep(tx, SESSION_FOLD_LOCK);
    if (horizon === null) return { ran: false, moved: false, more: false };
    await tx.execute(sql`INSERT INTO till_session_fold (id) VALUES (1) ON CONFLICT (id) DO NOTHING`);
    const [state] = await rowsOf<Watermark>(
      tx,
      sql`SELECT folded_through::text, pending_through::text, pending_xmax::text
        FROM till_session_fold WHERE id = 1 FOR UPDATE`,
    );
    if (!state) throw new Error('till_session_fold has no row');
    const range = foldRange(state, horizon, chunk);
    const { folded, pending } = range;
    const safe = Math.max(folded, Math.min(range.safe, stopAt));
    const upTo = Math.min(range.upTo, safe);
    if (upTo > folded) {
      const range = sql`o.id > ${folded} AND o.id <= ${upTo} AND ${ownWatermark}`;
      await tx.execute(addToSums(range, sql`${upTo}`));
      await tx.execute(sql`UPDATE till_session_fold SET folded_through = ${upTo} WHERE id = 1`);
    }
    if (pending === null || upTo >= pending) {
      await markPending(tx, 'till_session_fold', 'orders');
    }
    return { ran: true, moved: upTo > folded, more: upTo < safe };
  });
}

/** Folds until nothing more may be folded now (tests and benches), or up to `stopAt`. */
export async function foldAllTillSessions(
  db: Db,
  chunk = SESSION_FOLD_CHUNK,
  stopAt = Number.MAX_SAFE_INTEGER,
): Promise<void> {
  await foldUntilIdle(async () => {
    const step = await foldTillSessions(db, chunk, stopAt);
    return { folded: step.moved ? 1 : 0, more: step.more };
  });
}
