import { companies, type Db } from '@tillwise/db';
import { eq, or } from 'drizzle-orm';

/** The super admin's reach in a generated database: the head office and its departments. */
export async function headOfficeReach(db: Db): Promise<{ head: number; reach: number[] }> {
  const [head] = await db.select().from(companies).where(eq(companies.companyName, 'Head Office'));
  if (!head) throw new Error('no head office');
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(or(eq(companies.id, head.id), eq(companies.parentId, head.id)));
  return { head: head.id, reach: rows.map((r) => r.id) };
}
