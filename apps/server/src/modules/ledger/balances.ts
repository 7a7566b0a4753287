import { accounts, companies, type Executor, users } from '@tillwise/db';
import { D, type Dec, FUNDS_PURPOSES, toWire } from '@tillwise/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

/**
 * Locks company rows in ascending id order (NO KEY UPDATE), in the caller's transaction. Every
 * transaction takes the company locks it needs this way, all of them before it touches any
 * account, so two transactions that post for the same companies (a transfer each way between two
 * departments) queue instead of deadlocking. The lock is NO KEY UPDATE, which the foreign-key
 * checks of the rows being written (KEY SHARE) do not block. Taking a lock already held is a no-op.
 */
export async function lockCompanies(tx: Executor, companyIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return;
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, ids))
    .orderBy(asc(companies.id))
    .for('no key update');
}

/**
 * Adds each account's net debit (debit − credit) to its running `balance`, in one statement with
 * the rows in id order. The caller holds the lock of the company owning the accounts.
 */
export async function addToAccountBalances(
  tx: Executor,
  lines: { account: number; debit: Dec; credit: Dec }[],
): Promise<void> {
  const deltas = new Map<number, Dec>();
  for (const l of lines)
    deltas.set(l.account, (deltas.get(l.account) ?? new D(0)).plus(l.debit).minus(l.credit));
  const rows = [...deltas.entries()].sort(([a], [b]) => a - b);
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(([id, delta]) => sql`(${id}::integer, ${toWire(delta)}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`
    update accounts set balance = accounts.balance + v.delta
    from (values ${values}) as v(id, delta)
    where accounts.id = v.id`);
}

/**
 * Brings in step the cached figures the API shows for every company and customer owning one of
 * `accountIds`, in the caller's transaction, from the accounts' running balances (which postEntry
 * keeps equal to the journal):
 * - company `balance`: funds on hand, the net debit of its cash and payment-service accounts;
 * - company `credit`: what it owes, the net credit of its payable accounts;
 * - customer `credit`: what the customer holds on account with the companies they buy from, the net
 *   credit of the receivable accounts kept for them (a deposit raises it, a sale on Deduct Balance
 *   lowers it; below zero the customer owes).
 * The company rows are locked first, then the customers', each in id order: a concurrent posting
 * waits, then reads what this one committed, so under READ COMMITTED no figure can miss another
 * transaction's lines.
 */
export async function refreshBalances(tx: Executor, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  const touched = await tx
    .selectDistinct({ companyId: accounts.companyId, userId: accounts.counterpartyUserId })
    .from(accounts)
    .where(inArray(accounts.id, accountIds));
  const companyIds = [...new Set(touched.map((t) => t.companyId))].sort((a, b) => a - b);
  const userIds = [...new Set(touched.map((t) => t.userId).filter((id): id is number => id !== null))].sort(
    (a, b) => a - b,
  );

  await lockCompanies(tx, companyIds);
  if (userIds.length > 0) {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, userIds))
      .orderBy(asc(users.id))
      .for('no key update');
  }

  for (const companyId of companyIds) {
    const [row] = await tx
      .select({
        funds: sql<string>`coalesce(sum(${accounts.balance}) filter (where ${inArray(accounts.purpose, [...FUNDS_PURPOSES])}), 0)::text`,
        owed: sql<string>`coalesce(-sum(${accounts.balance}) filter (where ${eq(accounts.purpose, 'PAYABLE')}), 0)::text`,
      })
      .from(accounts)
      .where(eq(accounts.companyId, companyId));
    await tx
      .update(companies)
      .set({ balance: row?.funds ?? '0', credit: row?.owed ?? '0', lastModified: new Date() })
      .where(eq(companies.id, companyId));
  }
  for (const userId of userIds) {
    const [held] = await tx
      .select({ value: sql<string>`coalesce(-sum(${accounts.balance}), 0)::text` })
      .from(accounts)
      .where(and(eq(accounts.counterpartyUserId, userId), eq(accounts.purpose, 'RECEIVABLE')));
    await tx
      .update(users)
      .set({ credit: held?.value ?? '0' })
      .where(eq(users.id, userId));
  }
}
