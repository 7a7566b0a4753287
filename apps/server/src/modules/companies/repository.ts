import { type CompanyRow, companies, type Executor } from '@tillwise/db';
import { eq } from 'drizzle-orm';

/** A company by id, or null. */
export async function findCompanyById(db: Executor, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

/** A company by id, locked for the rest of the transaction (updates and deletes). */
export async function lockCompany(db: Executor, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1).for('update');
  return row ?? null;
}
