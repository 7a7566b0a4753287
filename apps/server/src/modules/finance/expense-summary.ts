import { type CompanyRow, type Executor, journalEntries, transactions } from '@tillwise/db';
import { D, type ExpenseSummaryWire, FUNDS_PURPOSES, toWire } from '@tillwise/domain';
import { and, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { DayRange } from '../../lib/day-range.js';
import { bookFigures, expensesByAccount } from '../analytics/books.js';
import { fundsBefore, linesOf, netDebit } from '../ledger/sums.js';
import { presentCompanyRef } from './presenter.js';

/** The journal's sources of the records the expense summary lists. */
const RECORD_SOURCES = ['transaction', 'journal-entry'];

/**
 * The figures under the expense summary for one company's books and range, all from the journal:
 * funds on hand when the range starts (not the original's fixed 0.0000), when it ends and now;
 * the range's money in and out; and its expenses, as every report defines them (`bookFigures`),
 * with the part each expense account holds.
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
  // Funds moved in the range by the records listed (finance records and journal entries), and by
  // everything else (sales, returns, orders): starting + the two = closing, for any range.
  const inRange = linesOf(company.id, FUNDS_PURPOSES, range);
  const byRecords = await netDebit(db, and(inRange, inArray(journalEntries.sourceType, RECORD_SOURCES)));
  const byOthers = await netDebit(db, and(inRange, notInArray(journalEntries.sourceType, RECORD_SOURCES)));
  const books = await bookFigures(db, [company.id], range);
  const byAccount = await expensesByAccount(db, [company.id], range);
  return {
    company: presentCompanyRef(company),
    records_funds: toWire(byRecords),
    other_funds: toWire(byOthers),
    start_date: range.start,
    end_date: range.end,
    starting_balance: toWire(await fundsBefore(db, company.id, range.from)),
    closing_balance: toWire(await fundsBefore(db, company.id, range.to)),
    current_balance: toWire(await fundsBefore(db, company.id)),
    total_credit: toWire(new D(moved?.credit ?? 0)),
    total_debit: toWire(new D(moved?.debit ?? 0)),
    total_expense: toWire(books.expenses),
    expenses_by_account: byAccount.map((e) => ({
      purpose: e.purpose,
      name: e.name,
      amount: toWire(e.amount),
    })),
  };
}
