import {
  type AccountRow,
  accounts,
  type CompanyRow,
  type Executor,
  journalEntries,
  journalLines,
} from '@tillwise/db';
import { type AccountWire, D, type TrialBalanceWire, toWire } from '@tillwise/domain';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { presentCompanyRef } from '../finance/presenter.js';

export const presentAccount = (a: AccountRow): AccountWire => ({
  id: a.id,
  company: a.companyId,
  name: a.name,
  kind: a.kind,
  purpose: a.purpose,
  counterparty_company: a.counterpartyCompanyId,
  counterparty_user: a.counterpartyUserId,
});

/**
 * Every account of the company with its net balance up to `to` (exclusive), shown on the debit
 * side when the debits are larger and on the credit side otherwise. The totals are equal because
 * every entry balances.
 */
export async function trialBalance(
  db: Executor,
  company: CompanyRow,
  date: string,
  to: Date,
): Promise<TrialBalanceWire> {
  const totals = db
    .select({
      accountId: journalLines.accountId,
      net: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})`.as('net'),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(and(eq(accounts.companyId, company.id), lt(journalEntries.created, to)))
    .groupBy(journalLines.accountId)
    .as('totals');
  const rows = await db
    .select({ account: accounts, net: sql<string | null>`${totals.net}::text` })
    .from(accounts)
    .leftJoin(totals, eq(totals.accountId, accounts.id))
    .where(eq(accounts.companyId, company.id))
    .orderBy(asc(accounts.id));

  let debits = new D(0);
  let credits = new D(0);
  const result = rows.map(({ account, net }) => {
    const value = new D(net ?? 0);
    const debit = value.gt(0) ? value : new D(0);
    const credit = value.isNegative() ? value.negated() : new D(0);
    debits = debits.plus(debit);
    credits = credits.plus(credit);
    return { ...presentAccount(account), debit: toWire(debit), credit: toWire(credit) };
  });
  return {
    company: presentCompanyRef(company),
    date,
    rows: result,
    total_debit: toWire(debits),
    total_credit: toWire(credits),
  };
}
