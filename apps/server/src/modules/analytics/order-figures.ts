import type { Executor } from '@tillwise/db';
import { type AnalyticsWire, D, toWire, type UserSalesWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { bookFigures } from './books.js';
import { periodSales } from './fold.js';
import { companyIds, entryInPeriod, orderInPeriod, type Period, rowsOf } from './sql.js';
import { stockByCategory } from './stock-fold.js';

/** At most this many order lines are listed on the Order tab (the newest); the totals count all. */
export const TABLE_DATA_LIMIT = 1000;

/**
 * `GET analytics/` (contract O25): the companies' sales orders and their lines, sales, expenses
 * and purchases from the journal, and stock by category at the end of the period at the books'
 * value, from the folded stock sums (docs/domain/analytics.md).
 */
export async function analyticsFigures(
  db: Executor,
  ids: readonly number[],
  period: Period,
): Promise<AnalyticsWire> {
  const [books, stock, orders, purchases, lines] = await Promise.all([
    bookFigures(db, ids, period),
    stockByCategory(db, ids, period.to),
    rowsOf<{ n: string; internal: string }>(
      db,
      sql`SELECT coalesce(sum(s.orders) FILTER (WHERE NOT s.internal_order), 0)::text AS n,
        coalesce(sum(s.orders) FILTER (WHERE s.internal_order), 0)::text AS internal
      FROM (${periodSales(ids, period)}) s`,
    ),
    rowsOf<{ n: string; amount: string }>(
      db,
      // The buyer's invoice: its debit to the purchase clearing account is the price paid (the
      // goods themselves enter Inventory at cost through the stock movement's own entry).
      sql`SELECT count(DISTINCT o.id)::text AS n, coalesce(sum(l.debit), 0)::text AS amount
      FROM journal_entries e
      JOIN orders o ON o.id = e.source_id AND o.internal_order AND o.buyer_company_id = e.company_id
      JOIN journal_lines l ON l.entry_id = e.id
      JOIN accounts a ON a.id = l.account_id AND a.purpose = 'PURCHASE_VARIANCE'
      WHERE e.source_type = 'order' AND e.company_id = ANY(${companyIds(ids)}) AND ${entryInPeriod(period)}
        -- An entry of the order's own movements is found through the order (an index), not by
        -- reading every movement.
        AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.order_id = o.id AND m.entry_id = e.id)`,
    ),
    rowsOf<{
      invoice: string;
      product: string;
      total: string;
      line: string;
      status: string;
      internal: boolean;
    }>(
      db,
      // Every order has a line, so the newest lines are among the newest orders: those are picked
      // first (newest first on the orders' time index, each kept if its sale entry is in the range),
      // and only their lines are read.
      sql`SELECT o.invoice_id AS invoice, p.name AS product, o.total::text AS total, o.status::text AS status,
        o.internal_order AS internal, i.line_total::text AS line
      FROM (SELECT o.* FROM orders o
        WHERE o.company_id = ANY(${companyIds(ids)}) AND ${orderInPeriod(period)} AND EXISTS (
          SELECT 1 FROM journal_entries e
          JOIN journal_lines l ON l.entry_id = e.id
          JOIN accounts a ON a.id = l.account_id AND a.purpose IN ('SALES', 'SALES_RETURNS')
          WHERE e.source_type = 'order' AND e.source_id = o.id AND e.company_id = o.company_id
            AND ${entryInPeriod(period)})
        ORDER BY o.created DESC, o.id DESC LIMIT ${TABLE_DATA_LIMIT}) o
      JOIN order_items i ON i.order_id = o.id
      JOIN batches b ON b.id = i.batch_id
      JOIN product_variants v ON v.id = b.product_variant_id
      JOIN products p ON p.id = v.product_id
      ORDER BY o.created DESC, o.id DESC, i.position
      LIMIT ${TABLE_DATA_LIMIT}`,
    ),
  ]);
  const category_stats: AnalyticsWire['category_stats'] = {};
  for (const c of stock.categories) {
    category_stats[c.category] = { quantity: toWire(c.quantity), total_amount: toWire(c.amount) };
  }
  return {
    table_data: lines.map((r) => ({
      order__invoice_id: r.invoice,
      batch__product_variant__product__name: r.product,
      order__total: toWire(r.total),
      line_total: toWire(r.line),
      order__status: r.status,
      internal_order: r.internal,
    })),
    total_orders: Number(orders[0]?.n ?? 0),
    total_orders_amount: toWire(books.netSales),
    internal_orders: Number(orders[0]?.internal ?? 0),
    internal_orders_amount: toWire(books.internalSales),
    internal_result: toWire(books.internalResult),
    sales_tax: toWire(books.salesTax),
    service_fees: toWire(books.serviceFees),
    total_expense: toWire(books.expenses),
    purchasing_orders: Number(purchases[0]?.n ?? 0),
    purchasing_orders_amount: toWire(purchases[0]?.amount ?? 0),
    category_stats,
    unique_products_count: stock.products,
    total_inventory_amount: toWire(stock.amount),
    cost_of_goods_sold: toWire(books.cogs),
    gross_profit: toWire(books.netSales.minus(books.cogs)),
    net_profit: toWire(books.profit),
  };
}

export interface OperatorSales {
  username: string;
  userType: string;
  orders: number;
  netSales: string;
}

/** Net customer sales (from the journal) and sales orders per operator who rang them up, best first; transfers left out. */
export async function salesByOperator(
  db: Executor,
  ids: readonly number[],
  period: Period,
): Promise<OperatorSales[]> {
  const rows = await rowsOf<{ username: string; user_type: string; orders: string; net: string }>(
    db,
    // Summed per operator first, then joined to the few operators: not every summary row.
    sql`SELECT u.username, u.user_type::text AS user_type, t.orders::text AS orders, t.net::text AS net
    FROM (SELECT s.user_id, sum(s.orders) AS orders, sum(s.net) AS net
      FROM (${periodSales(ids, period)}) s
      WHERE NOT s.internal_order
      GROUP BY s.user_id) t
    JOIN users u ON u.id = t.user_id
    ORDER BY t.net DESC, u.username`,
  );
  return rows.map((r) => ({
    username: r.username,
    userType: r.user_type,
    orders: Number(r.orders),
    netSales: r.net,
  }));
}

/** `GET user-sales/` (contract O26): per operator, and the total amount and quantity sold to customers; transfers apart. */
export async function userSales(
  db: Executor,
  ids: readonly number[],
  period: Period,
): Promise<UserSalesWire> {
  const [operators, quantity] = await Promise.all([
    salesByOperator(db, ids, period),
    rowsOf<{ q: string; internal: string }>(
      db,
      sql`SELECT coalesce(sum(s.quantity) FILTER (WHERE NOT s.internal_order), 0)::text AS q,
        coalesce(sum(s.net) FILTER (WHERE s.internal_order), 0)::text AS internal
      FROM (${periodSales(ids, period)}) s`,
    ),
  ]);
  const total = operators.reduce((sum, o) => sum.plus(o.netSales), new D(0));
  return {
    result: operators.map((o) => ({
      username: o.username,
      user_type: o.userType,
      order_count: o.orders,
      total_amount: toWire(o.netSales),
    })),
    total_amount: toWire(total),
    total_quantity: toWire(quantity[0]?.q ?? 0),
    internal_orders_amount: toWire(quantity[0]?.internal ?? 0),
  };
}
