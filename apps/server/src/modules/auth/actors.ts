import { companies, type Db, users } from '@tillwise/db';
import { eq, sql } from 'drizzle-orm';
import type { UserWithCompany } from '../users/repository.js';

/** Users whose rows are remembered at most (the least recently loaded is forgotten first). */
const REMEMBERED_USERS = 5_000;
/**
 * Rows are re-read at least this often even when their version has not moved, so that a stamp
 * could only ever repeat after transaction ids wrap around (4 billion transactions) within it.
 */
const REREAD_AFTER_MS = 10 * 60 * 1000;

/**
 * The row versions of a user and of their company: PostgreSQL's `xmin`, the id of the transaction
 * that wrote the row's current version. Every committed UPDATE of a row gives it a new `xmin`
 * (whatever column it changes and whoever writes it: this process, another server process, or SQL
 * typed by hand), so equal stamps mean the rows have not changed since they were read.
 */
const stamp = sql<string>`${users}.xmin::text || '/' || coalesce(${companies}.xmin::text, '')`;

/** The per-request check's statement (placeholder `id`); also printed by the bench. */
export const stampQuery = (db: Db) =>
  db
    .select({ stamp })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('id')));

/**
 * The signed-in user and their company for the auth hook, read on every request without reading
 * them on every request. Each request asks the database for the two rows' versions only (one
 * prepared statement on two primary keys, a few bytes back); the rows themselves are re-read, in
 * the same statement as their versions, only when a version differs from the one remembered. So a
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
  const remembered = new Map<number, { stamp: string; found: UserWithCompany; readAt: number }>();

  return async function load(id: number): Promise<UserWithCompany | null> {
    const [current] = await stampOf.execute({ id });
    if (!current) {
      remembered.delete(id);
      return null;
    }
    const known = remembered.get(id);
    if (known && known.stamp === current.stamp && Date.now() - known.readAt < REREAD_AFTER_MS)
      return known.found;
    const [row] = await rowsOf.execute({ id });
    if (!row) return null;
    const found = { user: Object.freeze(row.user), company: row.company && Object.freeze(row.company) };
    remembered.delete(id);
    if (remembered.size >= REMEMBERED_USERS) remembered.delete(remembered.keys().next().value as number);
    remembered.set(id, { stamp: row.stamp, found, readAt: Date.now() });
    return found;
  };
}
