import { type CompanyRow, type Executor, users } from '@tillwise/db';
import { hasWalkInCustomer, walkInUsername } from '@tillwise/domain';

/**
 * Gives a selling company (PARENT, STORE, RETIAL) its walk-in customer WALK_IN_CUSTOMER_<id>,
 * inside the caller's transaction; does nothing for other types or when it already exists.
 */
export async function ensureWalkInCustomer(tx: Executor, company: CompanyRow): Promise<void> {
  if (!hasWalkInCustomer(company.companyType)) return;
  await tx
    .insert(users)
    .values({
      username: walkInUsername(company.id),
      userType: 'WALK_IN_CUSTOMER',
      companyId: company.id,
      firstName: 'Walk-in',
      lastName: 'Customer',
    })
    .onConflictDoNothing();
}
