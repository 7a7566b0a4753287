import { accounts, balanceNow, type Executor, journalEntries, journalLines } from '@tillwise/db';
import { type AccountPurpose, D, type Dec, FUNDS_PURPOSES } from '@tillwise/domain';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';

/** Σ(debit − credit) of the journal lines matching `where` (accounts and entries joined). */
export async function netDebit(db: Executor, where: SQL | undefined): Promise<Dec> {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)::text` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(where);
  return new D(row?.value ?? '0');
}

export interface Window {
  from?: Date;
  to?: Date;
}

/** Lines of one company's accounts of these purposes, posted within the window. */
export function linesOf(
  companyId: number,
  purposes: readonly AccountPurpose[],
  window: Window = {},
): SQL | undefined {
  return and(
    eq(accounts.companyId, companyId),
    inArray(accounts.purpose, [...purposes]),
    window.from ? gte(journalEntries.created, window.from) : undefined,
    window.to ? lt(journalEntries.created, window.to) : undefined,
  );
}

/**
 * Funds on hand (the company `balance`) as the journal stood just before `before` (summed from the
 * lines), or now (the funds accounts' balances now: folded plus deltas, ADR 0009).
 */
export async function fundsBefore(db: Executor, companyId: number, before?: Date): Promise<Dec> {
  if (before) return netDebit(db, linesOf(companyId, FUNDS_PURPOSES, { to: before }));
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${balanceNow(accounts.id, accounts.balance)}), 0)::text` })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.purpose, [...FUNDS_PURPOSES])));
  return new D(row?.value ?? '0');
}
