import {
  accounts,
  batches,
  type CompanyRow,
  companies,
  type Executor,
  inventory,
  journalEntries,
  journalLines,
  stockMovements,
  users,
} from '@tillwise/db';
import { walkInUsername } from '@tillwise/domain';
import { and, count, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

interface Blocker {
  /** Completes "This department cannot be deleted because it still has …". */
  reason: string;
  present: (tx: Executor, company: CompanyRow) => Promise<boolean>;
}

async function exists(tx: Executor, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return (row?.n ?? 0) > 0;
}

const isWalkInOf = (company: CompanyRow): SQL =>
  eq(sql`lower(${users.username})`, walkInUsername(company.id).toLowerCase());

/** The accounts kept by or about a company: its own chart, and others' accounts for it or its people. */
const accountsAbout = (tx: Executor, company: CompanyRow): SQL | undefined =>
  or(
    eq(accounts.companyId, company.id),
    eq(accounts.counterpartyCompanyId, company.id),
    inArray(
      accounts.counterpartyUserId,
      tx.select({ id: users.id }).from(users).where(eq(users.companyId, company.id)),
    ),
  );

async function anyOf(checks: Array<() => Promise<boolean>>): Promise<boolean> {
  for (const check of checks) if (await check()) return true;
  return false;
}

/**
 * Everything that keeps a department from being destroyed, in one list. Its own walk-in customer
 * and its still-empty chart of accounts do not count: they are made with the company and go with
 * it (removeCompanyRecords). Orders join this list when their table exists (the counter issue).
 */
export const DELETION_BLOCKERS: readonly Blocker[] = [
  {
    reason: 'users',
    present: (tx, company) =>
      exists(tx, users, and(eq(users.companyId, company.id), not(isWalkInOf(company)))),
  },
  {
    reason: 'departments',
    present: (tx, company) => exists(tx, companies, eq(companies.parentId, company.id)),
  },
  {
    reason: 'stock',
    present: (tx, company) =>
      anyOf([
        () => exists(tx, inventory, eq(inventory.companyId, company.id)),
        () => exists(tx, stockMovements, eq(stockMovements.companyId, company.id)),
        () => exists(tx, batches, eq(batches.receivedByCompanyId, company.id)),
      ]),
  },
  {
    reason: 'ledger entries',
    present: (tx, company) =>
      anyOf([
        () => exists(tx, journalEntries, eq(journalEntries.companyId, company.id)),
        async () => {
          const [row] = await tx
            .select({ n: count() })
            .from(journalLines)
            .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
            .where(accountsAbout(tx, company));
          return (row?.n ?? 0) > 0;
        },
      ]),
  },
];

/** The reasons, in list order, why `company` cannot be deleted now; empty when it can. */
export async function deletionBlockers(tx: Executor, company: CompanyRow): Promise<string[]> {
  const reasons: string[] = [];
  for (const blocker of DELETION_BLOCKERS) {
    if (await blocker.present(tx, company)) reasons.push(blocker.reason);
  }
  return reasons;
}

/**
 * Removes a company that has no blockers, with what was made alongside it: the empty accounts
 * kept by or about it, and its walk-in customer. Call only after deletionBlockers found none.
 */
export async function removeCompanyRecords(tx: Executor, company: CompanyRow): Promise<void> {
  await tx.delete(accounts).where(accountsAbout(tx, company));
  await tx.delete(users).where(and(eq(users.companyId, company.id), isWalkInOf(company)));
  await tx.delete(companies).where(eq(companies.id, company.id));
}
