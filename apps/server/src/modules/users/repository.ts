import { type CompanyRow, companies, type Executor, type UserRow, users } from '@tillwise/db';
import { eq, sql } from 'drizzle-orm';

export interface UserWithCompany {
  user: UserRow;
  company: CompanyRow | null;
}

/** A user with their company, by id. */
export async function findUserById(db: Executor, id: number): Promise<UserWithCompany | null> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** A user with their company, by username (case-insensitive, as usernames are unique that way). */
export async function findUserByUsername(db: Executor, username: string): Promise<UserWithCompany | null> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** A user row locked for the rest of the transaction (updates). */
export async function lockUser(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Whether another user (not `exceptId`) already has this username, ignoring case. */
export async function usernameTaken(db: Executor, username: string, exceptId?: number): Promise<boolean> {
  const found = await findUserByUsername(db, username);
  return found !== null && found.user.id !== exceptId;
}
