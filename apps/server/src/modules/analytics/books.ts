import type { Executor } from '@tillwise/db';
import { D, type Dec } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { periodLines } from './fold.js';
import { type Period, rowsOf } from './sql.js';

/**
 * "Expenses", the one definition every screen uses (docs/domain/analytics.md, "Expenses"): a line
 * (`a` its account) on any expense account but Cost of goods sold, of an entry that is not an
 * internal order's.
 */
const isExpense = sql`a.kind = 'EXPENSE' AND a.purpose <> 'COGS' AND NOT l.internal_order`;

/**
 * The period's figures from the journal, for a set of companies' books. Sales, returns, COGS and
 * expenses are the customer business: the entries of internal orders (transfers between
 * departments) are left out of them and summed apart (docs/domain/analytics.md, "Internal transfers").
 */
export interface BookFigures {
  /** Credits less debits on Sales. */
  sales: Dec;
  /** Debits less credits on Sales returns. */
  returns: Dec;
  /** sales − returns. */
  netSales: Dec;
  /** Debits less credits on Cost of goods sold. */
  cogs: Dec;
  /** Expenses: debits less credits on every other expense account (running costs, stock adjustments, price variance, cash over/short). */
  expenses: Dec;
  /** Internal orders' net sales (credits less debits on Sales and Sales returns): transfers out at their price. */
  internalSales: Dec;
  /**
   * Internal orders' credits less debits over income and expense accounts: the transfer price less
   * the goods' cost and the buyer's purchase price variance. Zero when both sides are in the view.
   */
  internalResult: Dec;
  /** Credits less debits over every income and expense account: netSales − cogs − expenses + internalResult. */
  profit: Dec;
  /**
   * Sales tax and further tax of customer sales less what refunds gave back: credits less debits on
   * Sales tax payable of sale entries (docs/domain/tax-reports.md). Sales exclude it, so sales in
   * the books + this + `serviceFees` = what customers paid.
   */
  salesTax: Dec;
  /** Service fees collected on customer sales: credits less debits on Service fee payable of sale entries. */
  serviceFees: Dec;
}

/** Sums the journal lines of the companies' entries in the period, by the role of their account (from the day sums and the unfolded lines). */
export async function bookFigures(
  db: Executor,
  ids: readonly number[],
  period: Period,
): Promise<BookFigures> {
  const [row] = await rowsOf<
    Record<
      | 'sales'
      | 'returns'
      | 'cogs'
      | 'expenses'
      | 'internal_sales'
      | 'internal_result'
      | 'profit'
      | 'sales_tax'
      | 'service_fees',
      string
    >
  >(
    db,
    sql`SELECT
      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.purpose = 'SALES' AND NOT l.internal_order), 0)::text AS sales,
      coalesce(sum(l.debit - l.credit) FILTER (WHERE a.purpose = 'SALES_RETURNS' AND NOT l.internal_order), 0)::text AS returns,
      coalesce(sum(l.debit - l.credit) FILTER (WHERE a.purpose = 'COGS' AND NOT l.internal_order), 0)::text AS cogs,
      coalesce(sum(l.debit - l.credit) FILTER (WHERE ${isExpense}), 0)::text AS expenses,
      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.purpose IN ('SALES', 'SALES_RETURNS') AND l.internal_order), 0)::text AS internal_sales,
      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.kind IN ('INCOME', 'EXPENSE') AND l.internal_order), 0)::text AS internal_result,
      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.kind IN ('INCOME', 'EXPENSE')), 0)::text AS profit,
      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.purpose = 'SALES_TAX_PAYABLE' AND l.sale_entry AND NOT l.internal_order), 0)::text AS sales_tax,
      coalesce(sum(l.credit - l.debit) FILTER (WHERE a.purpose = 'SERVICE_FEE_PAYABLE' AND l.sale_entry AND NOT l.internal_order), 0)::text AS service_fees
    FROM (${periodLines(ids, period)}) l
    JOIN accounts a ON a.id = l.account_id`,
  );
  const sales = new D(row?.sales ?? 0);
  const returns = new D(row?.returns ?? 0);
  return {
    sales,
    returns,
    netSales: sales.minus(returns),
    cogs: new D(row?.cogs ?? 0),
    expenses: new D(row?.expenses ?? 0),
    internalSales: new D(row?.internal_sales ?? 0),
    internalResult: new D(row?.internal_result ?? 0),
    profit: new D(row?.profit ?? 0),
    salesTax: new D(row?.sales_tax ?? 0),
    serviceFees: new D(row?.service_fees ?? 0),
  };
}

export interface ExpenseByAccount {
  purpose: string;
  name: string;
  amount: Dec;
}

/**
 * The period's expenses (the same lines as `BookFigures.expenses`) per expense account, so a screen
 * can say where each part was posted: finance records and the till's petty cash (Expenses), stock
 * write-offs and counts (Stock adjustments), prices paid above cost (Purchase price variance), and
 * till count differences (Cash over/short). Accounts without lines in the period are left out.
 */
export async function expensesByAccount(
  db: Executor,
  ids: readonly number[],
  period: Period,
): Promise<ExpenseByAccount[]> {
  const rows = await rowsOf<{ purpose: string; name: string; amount: string }>(
    db,
    sql`SELECT a.purpose::text AS purpose, min(a.name) AS name, sum(l.debit - l.credit)::text AS amount
    FROM (${periodLines(ids, period)}) l
    JOIN accounts a ON a.id = l.account_id
    WHERE ${isExpense}
    GROUP BY a.purpose HAVING sum(l.debit - l.credit) <> 0
    ORDER BY a.purpose`,
  );
  return rows.map((r) => ({ purpose: r.purpose, name: r.name, amount: new D(r.amount) }));
}

/**
 * The stock's value at cost in the books at `at`: the balance of the companies' Inventory accounts
 * then (every stock movement posts its cost there, in the same transaction).
 */
export async function inventoryAtCost(db: Executor, ids: readonly number[], at: Date): Promise<Dec> {
  const [row] = await rowsOf<{ value: string }>(
    db,
    sql`SELECT coalesce(sum(l.debit - l.credit), 0)::text AS value
    FROM (${periodLines(ids, { from: null, to: at })}) l
    JOIN accounts a ON a.id = l.account_id AND a.purpose = 'INVENTORY'`,
  );
  return new D(row?.value ?? 0);
}
