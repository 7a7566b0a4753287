import { accounts, companies, type Executor, journalLines, users } from '@tillwise/db';
import { FUNDS_PURPOSES } from '@tillwise/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

/**
 * Recomputes, from the journal, the cached figures the API shows for every company and customer
 * owning one of `accountIds`, in the caller's transaction:
 * - company `balance`: funds on hand, the net debit of its cash and payment-service accounts;
 * - company `credit`: what it owes, the net credit of its payable accounts;
 * - customer `credit`: what the customer holds on account with the companies they buy from, the net
 *   credit of the receivable accounts kept for them (a deposit raises it, a sale on Deduct Balance
 *   lowers it; below zero the customer owes).
 * The rows are locked first, in id order: a concurrent posting waits, then sums what this one
 * committed, so under READ COMMITTED no figure can miss another transaction's lines. The lock is
 * NO KEY UPDATE, which the foreign-key checks of the entries being written (KEY SHARE) do not
 * block, so two postings for one company queue instead of deadlocking.
 */
export async function refreshBalances(tx: Executor, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  const touched = await tx
    .selectDistinct({ companyId: accounts.companyId, userId: accounts.counterpartyUserId })
    .from(accounts)
    .where(inArray(accounts.id, accountIds));
  const companyIds = [...new Set(touched.map((t) => t.companyId))];
  const userIds = [...new Set(touched.map((t) => t.userId).filter((id): id is number => id !== null))];

  if (companyIds.length > 0) {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.id, companyIds))
      .orderBy(asc(companies.id))
      .for('no key update');
  }
  if (userIds.length > 0) {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, userIds))
      .orderBy(asc(users.id))
      .for('no key update');
  }

  const net = (side: 'debit' | 'credit') =>
    side === 'debit'
      ? sql`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)`
      : sql`coalesce(sum(${journalLines.credit} - ${journalLines.debit}), 0)`;

  for (const companyId of companyIds) {
    const sumOf = (purposes: readonly string[], side: 'debit' | 'credit') =>
      tx
        .select({ value: net(side).mapWith(String) })
        .from(journalLines)
        .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
        .where(and(eq(accounts.companyId, companyId), inArray(accounts.purpose, purposes as never[])));
    // One connection per transaction: the two sums run one after the other.
    const [funds] = await sumOf(FUNDS_PURPOSES, 'debit');
    const [owed] = await sumOf(['PAYABLE'], 'credit');
    await tx
      .update(companies)
      .set({ balance: funds?.value ?? '0', credit: owed?.value ?? '0', lastModified: new Date() })
      .where(eq(companies.id, companyId));
  }
  for (const userId of userIds) {
    const [held] = await tx
      .select({ value: net('credit').mapWith(String) })
      .from(journalLines)
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .where(and(eq(accounts.counterpartyUserId, userId), eq(accounts.purpose, 'RECEIVABLE')));
    await tx
      .update(users)
      .set({ credit: held?.value ?? '0' })
      .where(eq(users.id, userId));
  }
}
