import { type CompanyRow, type Executor, transactions } from '@tillwise/db';
import { D, type ExpenseSummaryWire, toWire } from '@tillwise/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DayRange } from '../../lib/day-range.js';
import { fundsBefore, linesOf, netDebit } from '../ledger/sums.js';
import { presentCompanyRef } from './presenter.js';

/**
 * The figures under the expense summary for one company's books and range, all from the journal:
 * funds on hand when the range starts (not the original's fixed 0.0000), when it ends and now;
 * the range's money in and out; and its expenses (net debits to the expenses account).
 */
export async function expenseSummary(
  db: Executor,
  company: CompanyRow,
  range: DayRange,
): Promise<ExpenseSummaryWire> {
  const [moved] = await db
    .select({
      credit: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.amount} > 0), 0)::text`,
      debit: sql<string>`coalesce(-sum(${transactions.amount}) filter (where ${transactions.amount} < 0), 0)::text`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, company.id),
        gte(transactions.created, range.from),
        lt(transactions.created, range.to),
      ),
    );
  return {
    company: presentCompanyRef(company),
    start_date: range.start,
    end_date: range.end,
    starting_balance: toWire(await fundsBefore(db, company.id, range.from)),
    closing_balance: toWire(await fundsBefore(db, company.id, range.to)),
    current_balance: toWire(await fundsBefore(db, company.id)),
    total_credit: toWire(new D(moved?.credit ?? 0)),
    total_debit: toWire(new D(moved?.debit ?? 0)),
    total_expense: toWire(await netDebit(db, linesOf(company.id, ['EXPENSES'], range))),
  };
}
