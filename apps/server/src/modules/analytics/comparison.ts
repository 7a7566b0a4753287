import type { Executor } from '@tillwise/db';
import { type CompanyType, type ComparisonWire, type ExpenseSalesWire, toWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { bookFigures } from './books.js';
import { periodLines, periodSales } from './fold.js';
import { companyIds, type Period, rowsOf } from './sql.js';

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
      SELECT l.company_id, sum(l.credit - l.debit) AS profit
      FROM (${periodLines(ids, period)}) l
      JOIN accounts a ON a.id = l.account_id AND a.kind IN ('INCOME', 'EXPENSE')
      GROUP BY l.company_id
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

/** Customer sale entries (transfers left out) in the period per local day or hour: net sales and orders. */
export async function salesOverTime(
  db: Executor,
  ids: readonly number[],
  period: Period,
  unit: 'day' | 'hour',
): Promise<{ slot: string; net: string; orders: string }[]> {
  // Summed by the day (or hour) itself and only then written as text: formatting every summary
  // row of a year (130,000 at 20 outlets) cost more than summing them (docs/performance.md).
  const key = unit === 'day' ? sql`s.day` : sql`s.hour`;
  const slot = unit === 'day' ? sql`to_char(t.slot, 'YYYY-MM-DD')` : sql`t.slot::text`;
  return rowsOf(
    db,
    sql`SELECT ${slot} AS slot, t.net::text AS net, t.orders::text AS orders
    FROM (SELECT ${key} AS slot, sum(s.net) AS net, sum(s.orders) AS orders
      FROM (${periodSales(ids, period)}) s
      WHERE NOT s.internal_order
      GROUP BY 1 HAVING sum(s.orders) > 0 OR sum(s.net) <> 0) t
    ORDER BY 1`,
  );
}
