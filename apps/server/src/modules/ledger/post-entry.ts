import { type Executor, journalEntries, journalLines } from '@tillwise/db';
import { checkEntry, type EntryLineInput, reversalOf, toWire } from '@tillwise/domain';
import { eq, sql } from 'drizzle-orm';
import { sqlState, WRITER_STATE } from '../../lib/db-errors.js';

export interface EntryInput {
  companyId: number;
  memo?: string;
  sourceType: string;
  sourceId?: number | null;
  userId?: number | null;
  lines: EntryLineInput[];
  /** When the event happened, if not now (the demo's past sales). */
  created?: Date;
}

export interface PostedEntry {
  id: number;
}

/** An entry the books refuse; nothing of it is written. */
export class EntryRefusedError extends Error {}
export class UnbalancedEntryError extends EntryRefusedError {}

/** A refusal of the database's `post_entry` as the matching error; anything else as is. */
export function asEntryRefusal(error: unknown): unknown {
  const state = sqlState(error);
  if (state.code === WRITER_STATE.unbalancedEntry) return new UnbalancedEntryError(state.message);
  if (state.code === WRITER_STATE.foreignAccount) return new EntryRefusedError(state.message);
  return error;
}

/**
 * Posts a journal entry in the caller's transaction. The rule of packages/domain (checkEntry)
 * refuses an entry whose debits and credits differ, with its reason; the database's `post_entry`
 * (packages/db/functions/02-journal.sql), the only writer of journal lines, checks it again, refuses a line on another
 * company's account, locks the company, writes the entry and its lines, adds their net amounts to
 * the accounts' running balances, and brings the cached balances of the accounts' owners in step.
 */
export async function postEntry(
  tx: Executor,
  input: EntryInput,
  reversesEntryId?: number,
): Promise<PostedEntry> {
  const checked = checkEntry(input.lines);
  if (!checked.ok) throw new UnbalancedEntryError(checked.reason);
  const lines = JSON.stringify(
    checked.lines.map((l) => ({ account: l.account, debit: toWire(l.debit), credit: toWire(l.credit) })),
  );
  try {
    const result = await tx.execute(sql`
      select post_entry(${input.companyId}::int, ${input.memo ?? ''}, ${input.sourceType},
        ${input.sourceId ?? null}::int, ${input.userId ?? null}::int,
        ${input.created?.toISOString() ?? null}::timestamptz, ${reversesEntryId ?? null}::int,
        ${lines}::jsonb) as id`);
    const { rows } = result as unknown as { rows: { id: number }[] };
    return { id: Number(rows[0]?.id) };
  } catch (error) {
    throw asEntryRefusal(error);
  }
}

/** Posts the entry that undoes `entryId` (once only), referencing it. */
export async function reverseEntry(
  tx: Executor,
  entryId: number,
  userId: number | null,
  memo = 'Reversal',
): Promise<PostedEntry> {
  const [original] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId));
  if (!original) throw new Error(`no journal entry ${entryId}`);
  const lines = await tx.select().from(journalLines).where(eq(journalLines.entryId, entryId));
  const checked = checkEntry(lines.map((l) => ({ account: l.accountId, debit: l.debit, credit: l.credit })));
  if (!checked.ok) throw new UnbalancedEntryError(checked.reason);
  return postEntry(
    tx,
    {
      companyId: original.companyId,
      memo,
      sourceType: 'reversal',
      sourceId: entryId,
      userId,
      lines: reversalOf(checked.lines),
    },
    entryId,
  );
}
