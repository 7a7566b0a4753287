import { accounts, type Executor } from '@tillwise/db';
import { ACCOUNT_PURPOSES, type AccountPurpose, PER_COUNTERPARTY } from '@tillwise/domain';
import { sql } from 'drizzle-orm';

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
  ['OPENING_EQUITY', 'Opening balance equity'],
  ['STOCK_ADJUSTMENT', 'Stock adjustments'],
  ['PURCHASE_VARIANCE', 'Purchase price variance'],
  ['CASH_OVER_SHORT', 'Cash over/short'],
  ['SALES_TAX_PAYABLE', 'Sales tax payable'],
  ['INPUT_TAX', 'Input tax recoverable'],
  ['SERVICE_FEE_PAYABLE', 'POS service fee payable'],
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
 * The id of a company's account for `purpose`, opened on first use (by the database's
 * `company_account`, which also names it). Receivables and payables need the counterparty they
 * are kept for.
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
  const result = await tx.execute(sql`
    select company_account(${companyId}::int, ${purpose}::account_purpose,
      ${ACCOUNT_PURPOSES[purpose]}::account_kind, ${cp?.companyId ?? null}::int, ${cp?.userId ?? null}::int,
      ${cp?.name ?? ''}) as id`);
  const { rows } = result as unknown as { rows: { id: number | null }[] };
  const id = rows[0]?.id;
  if (id == null) throw new Error(`could not open the ${purpose} account of company ${companyId}`);
  return Number(id);
}
