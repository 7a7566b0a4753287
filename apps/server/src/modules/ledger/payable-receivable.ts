import { accounts, balanceNow, companies, type Executor } from '@tillwise/db';
import {
  D,
  type Dec,
  type PayableReceivableRowWire,
  type PayableReceivableWire,
  toWire,
} from '@tillwise/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

/**
 * Receivables and payables of the given companies' books per counterparty company (contract
 * O27): receivable is the net debit of the receivable accounts kept for it, payable the net credit
 * of the payable accounts, both from the accounts' balances now (folded plus deltas, ADR 0009). Customers' accounts are left
 * out (their figure is their `credit`), and so are counterparties where both amounts are zero.
 */
export async function payablesAndReceivables(
  db: Executor,
  bookIds: number[],
): Promise<PayableReceivableWire> {
  const rows =
    bookIds.length === 0
      ? []
      : await db
          .select({
            company: companies,
            purpose: accounts.purpose,
            net: sql<string>`sum(${balanceNow(accounts.id, accounts.balance)})::text`,
          })
          .from(accounts)
          .innerJoin(companies, eq(companies.id, accounts.counterpartyCompanyId))
          .where(
            and(
              inArray(accounts.companyId, bookIds),
              inArray(accounts.purpose, ['RECEIVABLE', 'PAYABLE']),
              isNotNull(accounts.counterpartyCompanyId),
            ),
          )
          .groupBy(companies.id, accounts.purpose)
          .orderBy(asc(companies.companyName), asc(companies.id));

  const byCompany = new Map<number, PayableReceivableRowWire & { r: Dec; p: Dec }>();
  for (const { company, purpose, net } of rows) {
    const row = byCompany.get(company.id) ?? {
      seller_company: company.companyName,
      seller_company_type: company.companyType,
      seller_company_id: company.id,
      receivable_amount: '',
      payable_amount: '',
      r: new D(0),
      p: new D(0),
    };
    if (purpose === 'RECEIVABLE') row.r = new D(net);
    else row.p = new D(net).negated();
    byCompany.set(company.id, row);
  }
  let receivable = new D(0);
  let payable = new D(0);
  const amount: PayableReceivableRowWire[] = [];
  for (const { r, p, ...row } of byCompany.values()) {
    if (r.isZero() && p.isZero()) continue;
    receivable = receivable.plus(r);
    payable = payable.plus(p);
    amount.push({ ...row, receivable_amount: toWire(r), payable_amount: toWire(p) });
  }
  return { amount, total_receivable_amount: toWire(receivable), total_payable_amount: toWire(payable) };
}
