import type { Executor } from '@tillwise/db';
import { type CompanyType, type ComparisonWire, type ExpenseSalesWire, toWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { bookFigures } from './books.js';
import { companyIds, entryInPeriod, type Period, rowsOf } from './sql.js';

/**
 * `GET comparison-analysis/` (contract O28): each company's profit in the period (credits less
 * debits over its income and expense accounts), optionally only companies of one type.
 */
export async function profitByCompany(
  db: Executor,
  ids: readonly number[],
  period: Period,
  type: CompanyType | undefined,
): Promise<ComparisonWire> {
  const rows = await rowsOf<{ company_name: string; profit: string }>(
    db,
    sql`SELECT c.company_name, coalesce(p.profit, 0)::text AS profit
    FROM companies c
    LEFT JOIN (
      SELECT e.company_id, sum(l.credit - l.debit) AS profit
      FROM journal_entries e
      JOIN journal_lines l ON l.entry_id = e.id
      JOIN accounts a ON a.id = l.account_id AND a.kind IN ('INCOME', 'EXPENSE')
      WHERE e.company_id = ANY(${companyIds(ids)}) AND ${entryInPeriod(period)}
      GROUP BY e.company_id
    ) p ON p.company_id = c.id
    WHERE c.id = ANY(${companyIds(ids)}) ${type ? sql`AND c.company_type = ${type}` : sql``}
    ORDER BY c.company_name, c.id`,
  );
  return rows.map((r) => ({ company_name: r.company_name, profit: toWire(r.profit) }));
}

/**
 * `GET comparison-analysis-expense-sales/` (contract O29): net sales and expenses (negated, so
 * never above zero) of one company, or of every company in reach under the name "All".
 */
export async function salesAgainstExpenses(
  db: Executor,
  ids: readonly number[],
  name: string,
  period: Period,
): Promise<ExpenseSalesWire> {
  const books = await bookFigures(db, ids, period);
  return {
    company_name: name,
    total_sales: toWire(books.netSales),
    total_expense: toWire(books.expenses.negated()),
  };
}

/** Sale entries' lines in the period per local day or hour: net sales and distinct orders. */
export async function salesOverTime(
  db: Executor,
  ids: readonly number[],
  period: Period,
  unit: 'day' | 'hour',
  timeZone: string,
): Promise<{ slot: string; net: string; orders: string }[]> {
  const local = sql`(e.created AT TIME ZONE ${timeZone})`;
  const slot =
    unit === 'day' ? sql`to_char(${local}, 'YYYY-MM-DD')` : sql`extract(hour FROM ${local})::int::text`;
  return rowsOf(
    db,
    sql`SELECT ${slot} AS slot, sum(l.credit - l.debit)::text AS net, count(DISTINCT e.source_id)::text AS orders
    FROM journal_entries e
    JOIN journal_lines l ON l.entry_id = e.id
    JOIN accounts a ON a.id = l.account_id AND a.purpose IN ('SALES', 'SALES_RETURNS')
    WHERE e.source_type = 'order' AND e.company_id = ANY(${companyIds(ids)}) AND ${entryInPeriod(period)}
    GROUP BY 1 ORDER BY 1`,
  );
}
