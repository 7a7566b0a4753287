import { accounts, type Executor } from '@tillwise/db';
import { ACCOUNT_PURPOSES, type AccountPurpose, PER_COUNTERPARTY } from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';

const COMPANY_ACCOUNTS: ReadonlyArray<[AccountPurpose, string]> = [
  ['CASH', 'Cash'],
  ['BANK', 'Bank'],
  ['JAZZ_CASH', 'JazzCash'],
  ['EASY_PAISA', 'Easypaisa'],
  ['INVENTORY', 'Inventory'],
  ['OWNER_FUNDS', 'Owner funds'],
  ['SALES', 'Sales'],
  ['SALES_RETURNS', 'Sales returns'],
  ['COGS', 'Cost of goods sold'],
  ['EXPENSES', 'Expenses'],
];

/** Creates a company's chart of accounts; safe to call again (existing accounts are kept). */
export async function ensureChart(tx: Executor, companyId: number): Promise<void> {
  await tx
    .insert(accounts)
    .values(
      COMPANY_ACCOUNTS.map(([purpose, name]) => ({
        companyId,
        purpose,
        name,
        kind: ACCOUNT_PURPOSES[purpose],
      })),
    )
    .onConflictDoNothing();
}

export interface Counterparty {
  companyId?: number | null;
  userId?: number | null;
  name: string;
}

/**
 * The id of a company's account for `purpose`, creating it on first use. Receivables and payables
 * need the counterparty they are kept for.
 */
export async function accountId(
  tx: Executor,
  companyId: number,
  purpose: AccountPurpose,
  counterparty?: Counterparty,
): Promise<number> {
  const perCounterparty = PER_COUNTERPARTY.includes(purpose);
  if (perCounterparty && !counterparty) throw new Error(`${purpose} accounts need a counterparty`);
  const cp = perCounterparty ? counterparty : undefined;
  const where = and(
    eq(accounts.companyId, companyId),
    eq(accounts.purpose, purpose),
    sql`coalesce(${accounts.counterpartyCompanyId}, 0) = ${cp?.companyId ?? 0}`,
    sql`coalesce(${accounts.counterpartyUserId}, 0) = ${cp?.userId ?? 0}`,
  );
  const [found] = await tx.select({ id: accounts.id }).from(accounts).where(where).limit(1);
  if (found) return found.id;
  const label = cp ? `${purpose === 'RECEIVABLE' ? 'Receivable from' : 'Payable to'} ${cp.name}` : purpose;
  await tx
    .insert(accounts)
    .values({
      companyId,
      purpose,
      kind: ACCOUNT_PURPOSES[purpose],
      name: label.slice(0, 120),
      counterpartyCompanyId: cp?.companyId ?? null,
      counterpartyUserId: cp?.userId ?? null,
    })
    .onConflictDoNothing();
  const [created] = await tx.select({ id: accounts.id }).from(accounts).where(where).limit(1);
  if (!created) throw new Error(`could not open the ${purpose} account of company ${companyId}`);
  return created.id;
}
