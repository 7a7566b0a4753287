import type { Db } from '@tillwise/db';
import { sql } from 'drizzle-orm';
import { startPeriodic } from './periodic.js';

/**
 * What autovacuum does for PostgreSQL, for the embedded engine, which has no autovacuum: without
 * it no table is ever analysed or vacuumed there.
 * - The planner keeps the statistics of the day a table was small. A sale's statement planned then
 *   stays planned so on the engine's one connection: before migration 0029 the invoice-number check
 *   read every past order of the store through the (company, created) index, so each sale cost more
 *   than the one before (docs/performance-log.md, "Plans made on an empty database"); the sale's other
 *   lookups are planned from statistics still.
 * - Rows that are written and removed again (balance deltas once folded, the folds' running sums,
 *   stock on hand) leave dead versions behind that nothing reclaims.
 * The journal is the measure of how much was written: once it has grown by a tenth (and at least
 * `minGrowth` lines) since the last pass, every table is vacuumed and analysed, one statement per
 * table, so the engine is held for one table at a time and requests run in between.
 */
export interface MaintenanceState {
  /**
   * The journal's highest line id at the last pass; 0 before the first, so a server started on
   * books of 200 lines or more makes one pass at its first check.
   */
  journalAt: number;
}

const MIN_GROWTH = 200;

/** The highest journal line id: how far the books have been written. */
async function journalHighWater(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT coalesce(max(id), 0)::bigint AS n FROM journal_lines`);
  const { rows } = result as unknown as { rows: { n: string | number }[] };
  return Number(rows[0]?.n ?? 0);
}

/**
 * One pass when the journal has grown enough since the last: VACUUM (ANALYZE) of each table of the
 * schema in turn. Answers the tables it went through (none when it was not yet time).
 */
export async function maintainIfGrown(
  db: Db,
  state: MaintenanceState,
  minGrowth = MIN_GROWTH,
  stopped: () => boolean = () => false,
): Promise<string[]> {
  const now = await journalHighWater(db);
  const grown = now - state.journalAt;
  if (grown < Math.max(minGrowth, Math.ceil(state.journalAt / 10))) return [];
  const result = await db.execute(sql`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
    ORDER BY c.relname`);
  const tables = (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  const done: string[] = [];
  for (const table of tables) {
    if (stopped()) break;
    await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(table)}`);
    done.push(table);
    // Requests that arrived meanwhile go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!stopped()) state.journalAt = now;
  return done;
}

/**
 * Checks every `intervalMs` and maintains when it is time; `onPass` is told of each pass (how many
 * tables, how long). Returns the function that stops it.
 */
export function startMaintenance(
  db: Db,
  intervalMs: number,
  onError: (error: unknown) => void,
  onPass: (pass: { tables: number; ms: number; journalLines: number }) => void = () => {},
): () => Promise<void> {
  const state: MaintenanceState = { journalAt: 0 };
  return startPeriodic({
    intervalMs,
    onError,
    run: async (stopped) => {
      const started = performance.now();
      const tables = await maintainIfGrown(db, state, MIN_GROWTH, stopped);
      if (tables.length > 0) {
        onPass({
          tables: tables.length,
          ms: Math.round(performance.now() - started),
          journalLines: state.journalAt,
        });
      }
    },
  });
}

/** Whether the PostgreSQL server runs autovacuum (the embedded engine has none: startMaintenance). */
export async function autovacuumOn(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT current_setting('autovacuum') AS on`);
  return (result as unknown as { rows: { on: string }[] }).rows[0]?.on === 'on';
}
