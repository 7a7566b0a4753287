import type { Executor } from '@tillwise/db';
import { D, type Dec } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { periodLines, periodSales } from './fold.js';
import { companyIds, entryInPeriod, type Period, rowsOf } from './sql.js';

/** How many customer sales orders (returns included, transfers not) and the discounts given on the sales among them. */
export async function ordersAndDiscounts(
  db: Executor,
  ids: readonly number[],
  period: Period,
): Promise<{ orders: Dec; discounts: Dec }> {
  // A sale's discount: its lines at list price less what was charged (line and order discounts).
  const [row] = await rowsOf<{ orders: string; discounts: string }>(
    db,
    sql`SELECT coalesce(sum(s.orders), 0)::text AS orders, coalesce(sum(s.discounts), 0)::text AS discounts
    FROM (${periodSales(ids, period)}) s
    WHERE NOT s.internal_order`,
  );
  return { orders: new D(row?.orders ?? 0), discounts: new D(row?.discounts ?? 0) };
}

export const PAYMENT_METHODS = ['CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA', 'ON_ACCOUNT'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What the customer sales brought in, per method: the net debits of the sale entries to each funds
 * account, and to receivables (sold on account: a customer's balance). Transfers are left out.
 */
export async function paymentsByMethod(
  db: Executor,
  ids: readonly number[],
  period: Period,
): Promise<Map<PaymentMethod, Dec>> {
  const rows = await rowsOf<{ method: PaymentMethod; amount: string }>(
    db,
    sql`SELECT CASE a.purpose WHEN 'RECEIVABLE' THEN 'ON_ACCOUNT' ELSE a.purpose::text END AS method,
      sum(l.debit - l.credit)::text AS amount
    FROM (${periodLines(ids, period)}) l
    JOIN accounts a ON a.id = l.account_id
      AND a.purpose IN ('CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA', 'RECEIVABLE')
    WHERE l.sale_entry AND NOT l.internal_order
    GROUP BY 1`,
  );
  const result = new Map<PaymentMethod, Dec>(PAYMENT_METHODS.map((m) => [m, new D(0)]));
  for (const r of rows) result.set(r.method, new D(r.amount));
  return result;
}

export interface RankedLine {
  name: string;
  quantity: string;
  revenue: string;
  cost: string;
  margin: string;
}

export type Rankings = Record<
  'productsByRevenue' | 'productsByMargin' | 'categoriesByRevenue' | 'categoriesByMargin',
  RankedLine[]
>;

/**
 * Customer sales lines (transfers left out) grouped by product and by category: quantity, revenue (the lines' totals, before an
 * order-wide discount, excluding sales tax: a taxed line's value plus its share of that discount), cost (quantity at the cost the stock left the books at) and margin; the
 * best `limit` of each by revenue and by margin. One statement: the lines are read once.
 */
export async function rankedLines(
  db: Executor,
  ids: readonly number[],
  period: Period,
  limit = 10,
): Promise<Rankings> {
  const rows = await rowsOf<RankedLine & { list: keyof Rankings }>(
    db,
    sql`WITH by_batch AS (
      -- Summed per batch first: far fewer rows than lines to join to the catalogue. The lines are
      -- joined to the sale entries themselves (an order has one), which lets PostgreSQL read and
      -- sum them in parallel workers.
      SELECT i.batch_id, sum(i.quantity) AS quantity, sum(coalesce(i.tax_value + i.sale_discount, i.line_total)) AS revenue,
        sum(i.unit_cost * i.quantity) AS cost
      FROM journal_entries e
      JOIN order_items i ON i.order_id = e.source_id
      WHERE e.source_type = 'order' AND e.company_id = ANY(${companyIds(ids)}) AND ${entryInPeriod(period)}
        AND NOT EXISTS (SELECT 1 FROM orders io WHERE io.id = e.source_id AND io.internal_order)
        AND EXISTS (SELECT 1 FROM journal_lines l
          JOIN accounts a ON a.id = l.account_id AND a.purpose IN ('SALES', 'SALES_RETURNS')
          WHERE l.entry_id = e.id)
      GROUP BY i.batch_id
    ), by_product AS (
      SELECT p.id, p.name, coalesce(c.name, 'Uncategorised') AS category, sum(s.quantity) AS quantity,
        sum(s.revenue) AS revenue, sum(s.cost) AS cost
      FROM by_batch s
      JOIN batches b ON b.id = s.batch_id
      JOIN product_variants v ON v.id = b.product_variant_id
      JOIN products p ON p.id = v.product_id
      LEFT JOIN categories c ON c.id = p.category_id
      GROUP BY p.id, p.name, c.name
    ), by_category AS (
      SELECT category AS name, sum(quantity) AS quantity, sum(revenue) AS revenue, sum(cost) AS cost
      FROM by_product GROUP BY category
    ), ranked AS (
      (SELECT 'productsByRevenue' AS list, name, quantity, revenue, cost FROM by_product ORDER BY revenue DESC, name LIMIT ${limit})
      UNION ALL
      (SELECT 'productsByMargin', name, quantity, revenue, cost FROM by_product ORDER BY revenue - cost DESC, name LIMIT ${limit})
      UNION ALL
      (SELECT 'categoriesByRevenue', name, quantity, revenue, cost FROM by_category ORDER BY revenue DESC, name LIMIT ${limit})
      UNION ALL
      (SELECT 'categoriesByMargin', name, quantity, revenue, cost FROM by_category ORDER BY revenue - cost DESC, name LIMIT ${limit})
    )
    SELECT list, name, quantity::text AS quantity, revenue::text AS revenue, cost::text AS cost,
      (revenue - cost)::text AS margin
    FROM ranked`,
  );
  const result: Rankings = {
    productsByRevenue: [],
    productsByMargin: [],
    categoriesByRevenue: [],
    categoriesByMargin: [],
  };
  for (const { list, ...row } of rows) result[list].push(row);
  return result;
}
