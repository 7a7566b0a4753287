// A/B comparisons of the sale (REORDER_AB, FK_AB in run.ts): runs with and without a change
// alternate in ABBA order (against drift), so whatever else the machine does weighs on both sides
// alike, and the medians are compared.

import pg from 'pg';

export const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * `rounds` rounds of the two sides in ABBA order: `set(on)` switches the change on or off, then
 * every measure runs once; prints each run and answers each measure's medians, off and on.
 */
export async function alternate(
  rounds: number,
  names: { off: string; on: string },
  set: (on: boolean) => Promise<void>,
  measures: Record<string, () => Promise<number>>,
): Promise<Record<string, { off: number; on: number }>> {
  const runs: Record<string, { off: number[]; on: number[] }> = {};
  for (const name of Object.keys(measures)) runs[name] = { off: [], on: [] };
  for (let i = 0; i < rounds; i++) {
    for (const on of i % 2 === 0 ? [false, true] : [true, false]) {
      await set(on);
      for (const [name, measure] of Object.entries(measures)) {
        const value = await measure();
        runs[name]?.[on ? 'on' : 'off'].push(value);
        console.log(
          `round ${i + 1} ${(on ? names.on : names.off).padEnd(34)} ${name.padEnd(28)} ${value.toFixed(0)} /s`,
        );
      }
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, r]) => [name, { off: median(r.off), on: median(r.on) }]),
  );
}

/** Which of the sale's foreign-key checks FK_AB switches (FK_KEYS): see ledgerKeys. */
export type KeySet = 'shared' | 'own' | 'all';

const SHARED_ROWS = `'companies', 'users', 'accounts', 'batches', 'till_sessions'`;
const OWN_ROWS = `'orders', 'order_items', 'journal_entries'`;
const REFERENCED: Record<KeySet, string> = {
  shared: SHARED_ROWS,
  own: OWN_ROWS,
  all: `${SHARED_ROWS}, ${OWN_ROWS}`,
};

/**
 * The foreign keys from the rows a sale writes (its order, lines, movements and journal) to:
 * - `shared`: the rows every sale of a store shares: its company, cashier and walk-in customer,
 *   its accounts, the batches on its shelves and the till's session. Checking one takes a KEY
 *   SHARE lock on the shared row, which tills selling at once share as a multixact;
 * - `own`: the rows the same sale has just written (a line's order, a movement's order, line and
 *   entry, a journal line's entry), which no one may delete (the append-only triggers);
 * - `all`: both.
 */
const ledgerKeys = (which: KeySet) => `
  select k.conname as key, format('ALTER TABLE %I %%s TRIGGER %I', c.relname, t.tgname) as statement
  from pg_trigger t
  join pg_class c on c.oid = t.tgrelid
  join pg_constraint k on k.oid = t.tgconstraint
  where t.tgisinternal and k.contype = 'f'
    and t.tgfoid in ('"RI_FKey_check_ins"'::regproc, '"RI_FKey_check_upd"'::regproc)
    and c.relname in ('orders', 'order_items', 'stock_movements', 'journal_entries', 'journal_lines')
    and k.confrelid::regclass::text in (${REFERENCED[which]})`;

/**
 * Switches the checks of those foreign keys off (their referencing-side triggers disabled, as a
 * superuser) or back on; answers how many keys. For measuring only: the bench database is dropped.
 */
export async function ledgerKeyChecks(databaseUrl: string, on: boolean, which: KeySet): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string; statement: string }>(ledgerKeys(which));
    for (const row of rows) await client.query(row.statement.replace('%s', on ? 'ENABLE' : 'DISABLE'));
    return new Set(rows.map((row) => row.key)).size;
  } finally {
    await client.end();
  }
}
