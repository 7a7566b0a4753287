import { companies, type Db, users } from '@tillwise/db';
import { eq, sql } from 'drizzle-orm';
import type { UserWithCompany } from '../users/repository.js';

/** Users whose rows are remembered at most (the least recently loaded is forgotten first). */
const REMEMBERED_USERS = 5_000;

/**
 * The versions of a user's row and their company's: equal stamps mean that neither row has been
 * rewritten since it was read, whoever wrote it (this process, another server process, or SQL
 * typed by hand). Every committed update makes a new row version with a new `xmin` (and `ctid`,
 * which keeps two versions apart even if transaction ids ever came round again); row locks, such
 * as foreign-key checks and company locks, make none. No sale, payment or posting rewrites either
 * row (ADR 0009: balances live in the journal and its deltas), so a till's rows are read again
 * only after a real edit or a sign-in (`last_login`). Columns added later are covered without a
 * change here.
 */
const stamp = sql<string>`${users}.xmin::text || '.' || ${users}.ctid::text
  || '/' || coalesce(${companies}.xmin::text || '.' || ${companies}.ctid::text, '')`;

/** The per-request check's statement (placeholder `id`); also printed by the bench. */
export const stampQuery = (db: Db) =>
  db
    .select({ stamp })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('id')));

/**
 * The signed-in user and their company for the auth hook, read on every request without reading
 * them on every request. Each request asks the database for the two rows' stamp only (one
 * prepared statement on two primary keys, a few bytes back); the rows themselves are re-read, in
 * the same statement as their stamp, only when the stamp differs from the one remembered. So a
 * deactivation, a password change (token_version), a new role or company is seen by the very next
 * request, in this process or any other: there is no staleness window. The objects handed out are
 * frozen because requests share them.
 */
export function actorSource(db: Db) {
  const stampOf = stampQuery(db).prepare('auth_user_stamp');
  const rowsOf = db
    .select({ user: users, company: companies, stamp })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user_rows');
  const remembered = new Map<number, { stamp: string; found: UserWithCompany }>();

  return async function load(id: number): Promise<UserWithCompany | null> {
    const [current] = await stampOf.execute({ id });
    if (!current) {
      remembered.delete(id);
      return null;
    }
    const known = remembered.get(id);
    if (known && known.stamp === current.stamp) return known.found;
    const [row] = await rowsOf.execute({ id });
    if (!row) return null;
    const found = { user: Object.freeze(row.user), company: row.company && Object.freeze(row.company) };
    remembered.delete(id);
    if (remembered.size >= REMEMBERED_USERS) remembered.delete(remembered.keys().next().value as number);
    remembered.set(id, { stamp: row.stamp, found });
    return found;
  };
}
