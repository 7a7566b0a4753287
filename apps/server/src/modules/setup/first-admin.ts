import { companies, type Db, users } from '@tillwise/db';
import { passwordError, usernameError } from '@tillwise/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import { ensureWalkInCustomer } from '../companies/walk-in.js';
import { ensureChart } from '../ledger/accounts.js';

export interface FirstAdminInput {
  username: string;
  password: string;
  companyName: string;
}

/** Why the first admin cannot be created as asked, or null. */
export function firstAdminError(input: FirstAdminInput): string | null {
  const username = usernameError(input.username);
  if (username) return `username: ${username}`;
  const password = passwordError(input.password);
  if (password) return `password: ${password}`;
  if (!input.companyName.trim() || input.companyName.trim().length > 100)
    return 'company: 1 to 100 characters';
  return null;
}

/**
 * Creates a head office (a PARENT company with its chart of accounts and walk-in customer) and
 * its SUPER_ADMIN who signs in with the given password: how a production database gets its first
 * user (`npm run db:create-admin`). Refuses a username that is taken.
 */
export async function createFirstAdmin(db: Db, input: FirstAdminInput) {
  const problem = firstAdminError(input);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    if (taken) throw new Error(`username: ${input.username} is taken`);
    const [company] = await tx
      .insert(companies)
      .values({ companyName: input.companyName.trim(), companyType: 'PARENT' })
      .returning();
    if (!company) throw new Error('company not created');
    await ensureChart(tx, company.id);
    await ensureWalkInCustomer(tx, company);
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        userType: 'SUPER_ADMIN',
        companyId: company.id,
        isStaff: true,
      })
      .returning();
    if (!user) throw new Error('user not created');
    return { user, company };
  });
}

/** Whether the database holds no user at all (a fresh production database). */
export async function hasNoUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return !row;
}
