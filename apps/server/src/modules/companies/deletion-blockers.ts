import { type CompanyRow, companies, type Executor, users } from '@tillwise/db';
import { walkInUsername } from '@tillwise/domain';
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
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

/**
 * Everything that keeps a department from being destroyed, in one list. Its own walk-in customer
 * does not count (it is created with the company and goes with it). Stock, orders and ledger
 * entries join this list when their tables exist (catalogue, orders and books issues).
 */
export const DELETION_BLOCKERS: readonly Blocker[] = [
  {
    reason: 'users',
    present: (tx, company) =>
      exists(
        tx,
        users,
        and(
          eq(users.companyId, company.id),
          ne(sql`lower(${users.username})`, walkInUsername(company.id).toLowerCase()),
        ),
      ),
  },
  {
    reason: 'departments',
    present: (tx, company) => exists(tx, companies, eq(companies.parentId, company.id)),
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
