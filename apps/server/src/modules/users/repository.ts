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
