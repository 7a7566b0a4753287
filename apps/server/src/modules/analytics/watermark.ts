import type { Executor } from '@tillwise/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from './sql.js';

/*
 * The watermark rule the folds share (the report summaries in fold.ts, the stock sums in
 * stock-fold.ts, the till sessions in ../till-sessions/fold.ts): ids come from a sequence, so a
 * transaction still running may hold an id below one already committed. A fold only goes up to
 * the highest id it saw at its previous step, and only once every transaction running then has
 * ended.
 */

/** A fold's watermark row: how far it has folded, and the id and xmax it waits to see settle. */
export interface Watermark {
  folded_through: string;
  pending_through: string | null;
  pending_xmax: string | null;
}

/**
 * What a fold step may fold (see the comment at the top): ids above `folded` up to `upTo`, at most
 * `chunk` of them, and never above `safe`, the pending id once every transaction running when it
 * was seen has ended (`horizon`, the snapshot xmin read before the step wrote anything).
 */
export function foldRange(state: Watermark, horizon: string, chunk: number) {
  const folded = Number(state.folded_through);
  const pending = state.pending_through === null ? null : Number(state.pending_through);
  const settled =
    pending !== null && state.pending_xmax !== null && BigInt(horizon) >= BigInt(state.pending_xmax);
  const safe = settled && pending !== null ? pending : folded;
  return { folded, pending, safe, upTo: Math.min(safe, folded + chunk) };
}

/**
 * Starts a fold step in `tx`: takes the fold's advisory lock for the transaction (null when another
 * process holds it) and answers the horizon, read before the step writes anything.
 */
export async function beginFoldStep(tx: Executor, lock: number): Promise<string | null> {
  const [got] = await rowsOf<{ got: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${lock}) AS got`);
  if (!got?.got) return null;
  const [now] = await rowsOf<{ horizon: string }>(
    tx,
    sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`,
  );
  return now?.horizon ?? '0';
}

/** Records the highest id of `source` now and who may still be writing below it: folded once they have ended. */
export const markPending = (
  tx: Executor,
  fold: 'report_fold' | 'till_session_fold' | 'stock_fold',
  source: 'journal_lines' | 'orders' | 'stock_movements',
) =>
  tx.execute(sql`UPDATE ${sql.identifier(fold)} SET
    pending_through = (SELECT coalesce(max(id), 0) FROM ${sql.identifier(source)}),
    pending_xmax = pg_snapshot_xmax(pg_current_snapshot())::text::bigint
    WHERE id = 1`);

/**
 * Steps a fold until nothing more may be folded now (tests, benches): `step` answers how many rows
 * it folded and whether more may be folded at once. Two idle steps in a row, as a step folds what
 * the step before it saw settle (a transaction still running holds ids below the highest).
 */
export async function foldUntilIdle(step: () => Promise<{ folded: number; more: boolean }>): Promise<number> {
  let total = 0;
  let idle = 0;
  while (idle < 2) {
    const { folded, more } = await step();
    total += folded;
    idle = folded === 0 && !more ? idle + 1 : 0;
  }
  return total;
}

/** Steps a fold while it says more may be folded at once, with the event loop free between steps. */
export async function foldWhileMore(step: () => Promise<{ more: boolean }>, stopped: () => boolean) {
  for (;;) {
    const { more } = await step();
    if (stopped() || !more) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
