import { accounts, type Executor, type JournalEntryRow, journalEntries, journalLines } from '@tillwise/db';
import { checkEntry, type EntryLineInput, reversalOf, toWire } from '@tillwise/domain';
import { eq, inArray } from 'drizzle-orm';
import { refreshBalances } from './balances.js';

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

/** An entry the books refuse; nothing of it is written. */
export class EntryRefusedError extends Error {}
export class UnbalancedEntryError extends EntryRefusedError {}

/**
 * The only writer of journal lines. Refuses an entry whose debits and credits differ or that
 * touches another company's accounts, writes it in the caller's transaction, and brings the
 * cached balances of the touched accounts' owners in step.
 */
export async function postEntry(
  tx: Executor,
  input: EntryInput,
  reversesEntryId?: number,
): Promise<JournalEntryRow> {
  const checked = checkEntry(input.lines);
  if (!checked.ok) throw new UnbalancedEntryError(checked.reason);
  // An entry is one company's books: every line must be on one of that company's accounts.
  const owners = await tx
    .selectDistinct({ companyId: accounts.companyId })
    .from(accounts)
    .where(
      inArray(
        accounts.id,
        checked.lines.map((l) => l.account),
      ),
    );
  if (owners.length !== 1 || owners[0]?.companyId !== input.companyId) {
    throw new EntryRefusedError(`Every line must be on an account of company ${input.companyId}.`);
  }
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      companyId: input.companyId,
      memo: (input.memo ?? '').slice(0, 250),
      sourceType: input.sourceType,
      sourceId: input.sourceId ?? null,
      userId: input.userId ?? null,
      reversesEntryId: reversesEntryId ?? null,
      ...(input.created ? { created: input.created } : {}),
    })
    .returning();
  if (!entry) throw new Error('journal entry not written');
  await tx.insert(journalLines).values(
    checked.lines.map((l) => ({
      entryId: entry.id,
      accountId: l.account,
      debit: toWire(l.debit),
      credit: toWire(l.credit),
    })),
  );
  await refreshBalances(
    tx,
    checked.lines.map((l) => l.account),
  );
  return entry;
}

/** Posts the entry that undoes `entryId` (once only), referencing it. */
export async function reverseEntry(
  tx: Executor,
  entryId: number,
  userId: number | null,
  memo = 'Reversal',
): Promise<JournalEntryRow> {
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
