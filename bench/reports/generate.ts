import { companies, type Db } from '@tillwise/db';
import { eq, sql } from 'drizzle-orm';

export interface Size {
  /** Order lines over the last 12 months. */
  lines: number;
  companies: number;
  products: number;
}

/** Each company stocks this many products (a slice of the catalogue); its lines sell from them. */
const STOCKED = 5000;
const LINES_PER_ORDER = 4;

/**
 * Generates, after the demo seed and in set-based SQL only: `companies` RETIAL outlets under the
 * head office (chart of accounts and an operator each), `products` products with one variant and
 * one batch, a slice of them received into each outlet (stock row and RECEIPT a year ago), then
 * `lines` order lines in orders of 4 spread over the last 365 days, each order with its SALE
 * movements and its journal entry (cash/sales, cost of goods/inventory) dated with it, and one
 * expense a day per outlet. The rows are what `write_order` and `post_entry` would write, so
 * every report reads them as it reads real sales.
 */
export async function generateReports(db: Db, size: Size): Promise<void> {
  // Each step reads what the previous ones wrote: fresh statistics keep the planner from nested
  // loops over tables it still believes empty.
  const analyze = () => db.execute(sql`ANALYZE`);
  const [head] = await db.select().from(companies).where(eq(companies.companyName, 'Head Office'));
  if (!head) throw new Error('run the demo seed first');
  const orders = Math.ceil(size.lines / LINES_PER_ORDER);
  const stocked = Math.min(STOCKED, size.products);
  await db.execute(sql`
    INSERT INTO companies (company_name, company_type, parent_id, contact_number)
    SELECT 'Bench Outlet ' || i, 'RETIAL', ${head.id}, '0399' || lpad(i::text, 7, '0')
    FROM generate_series(1, ${size.companies}) AS i`);
  const outlets = sql`SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM companies WHERE company_name LIKE 'Bench Outlet %'`;
  await db.execute(sql`
    INSERT INTO accounts (company_id, purpose, kind, name)
    SELECT o.id, p.purpose::account_purpose, p.kind::account_kind, p.purpose
    FROM (${outlets}) o CROSS JOIN (VALUES ('CASH', 'ASSET'), ('INVENTORY', 'ASSET'), ('SALES', 'INCOME'),
      ('SALES_RETURNS', 'INCOME'), ('COGS', 'EXPENSE'), ('EXPENSES', 'EXPENSE'), ('OWNER_FUNDS', 'EQUITY')) AS p(purpose, kind)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO users (username, user_type, company_id, first_name)
    SELECT 'bench_op_' || o.n, 'SALES_STAFF', o.id, 'Operator ' || o.n FROM (${outlets}) o`);
  await db.execute(sql`
    INSERT INTO products (name, bar_code, category_id, token)
    SELECT 'Bench product ' || i, 'BR' || lpad(i::text, 8, '0'), c.ids[1 + i % array_length(c.ids, 1)], false
    FROM generate_series(1, ${size.products}) AS i, (SELECT ARRAY(SELECT id FROM categories ORDER BY id) AS ids) c`);
  await db.execute(sql`
    INSERT INTO product_variants (product_id, color, size, price, sale_price, description)
    SELECT p.id, '', 'One', (10 + p.id % 490)::numeric, (10 + p.id % 490)::numeric * 1.25, ''
    FROM products p WHERE p.bar_code LIKE 'BR%'`);
  await db.execute(sql`
    INSERT INTO batches (product_variant_id, quantity, manufacturing_date, expiry_date)
    SELECT v.id, 100000, current_date - 400, current_date + 400
    FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.bar_code LIKE 'BR%'`);
  // The batches, numbered from 0, and each outlet's slice of them.
  await db.execute(sql`CREATE TEMP TABLE bench_batch AS
    SELECT b.id, v.price, v.sale_price, row_number() OVER (ORDER BY b.id) - 1 AS n
    FROM batches b JOIN product_variants v ON v.id = b.product_variant_id
    JOIN products p ON p.id = v.product_id WHERE p.bar_code LIKE 'BR%'`);
  await db.execute(sql`CREATE TEMP TABLE bench_outlet AS
    SELECT o.id, o.n, u.id AS operator FROM (${outlets}) o JOIN users u ON u.company_id = o.id`);
  await db.execute(sql`CREATE TEMP TABLE bench_stock AS
    SELECT o.id AS company_id, o.n AS outlet, b.id AS batch_id, b.price, b.sale_price, k AS slot
    FROM bench_outlet o CROSS JOIN generate_series(0, ${stocked - 1}) AS k
    JOIN bench_batch b ON b.n = (o.n * ${stocked} + k) % ${size.products}`);
  await db.execute(sql`CREATE INDEX ON bench_stock (outlet, slot)`);
  await analyze();
  await db.execute(sql`
    INSERT INTO stock_movements (company_id, batch_id, kind, quantity, note, created)
    SELECT company_id, batch_id, 'RECEIPT', 100000, 'bench', now() - interval '366 days' FROM bench_stock`);

  // Orders: spread over the outlets and over the last 365 days (any hour).
  await db.execute(sql`CREATE TEMP TABLE bench_order AS
    SELECT i, o.id AS company_id, o.n AS outlet, o.operator,
      now() - (random() * interval '365 days') AS created
    FROM generate_series(1, ${orders}) AS i JOIN bench_outlet o ON o.n = i % ${size.companies}`);
  await db.execute(sql`
    INSERT INTO orders (invoice_id, company_id, seller_id, buyer_id, buyer_company_id, status, total,
      amount_received, user_id, created, last_modified)
    SELECT 'BENCH_' || i, company_id, operator, operator, company_id, 'COMPLETE', 0, 0, operator, created, created
    FROM bench_order`);
  await analyze();
  await db.execute(sql`
    INSERT INTO order_items (order_id, position, batch_id, price, quantity, discount, line_total, unit_cost)
    SELECT o.id, k, s.batch_id, s.sale_price, q.qty, 0, s.sale_price * q.qty, s.price
    FROM orders o JOIN bench_order b ON o.invoice_id = 'BENCH_' || b.i AND o.company_id = b.company_id
    CROSS JOIN generate_series(0, ${LINES_PER_ORDER - 1}) AS k
    CROSS JOIN LATERAL (SELECT 1 + (b.i + k) % 3 AS qty) q
    JOIN bench_stock s ON s.outlet = b.outlet AND s.slot = (b.i * 7 + k * 13) % ${stocked}`);
  await analyze();
  // The order totals are computed after the lines, with the rest of the order, in one UPDATE; the
  // append-only triggers guard only order_items and journal lines.
  await db.execute(sql`
    UPDATE orders o SET total = t.total, amount_received = t.total
    FROM (SELECT order_id, sum(line_total) AS total FROM order_items GROUP BY order_id) t
    WHERE t.order_id = o.id AND o.invoice_id LIKE 'BENCH_%'`);
  await db.execute(sql`
    INSERT INTO stock_movements (company_id, batch_id, kind, quantity, order_id, order_item_id, user_id, created)
    SELECT o.company_id, i.batch_id, 'SALE', -i.quantity, o.id, i.id, o.user_id, o.created
    FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.invoice_id LIKE 'BENCH_%'`);
  await db.execute(sql`
    INSERT INTO inventory (company_id, batch_id, quantity)
    SELECT company_id, batch_id, sum(quantity) FROM stock_movements
    WHERE company_id IN (SELECT id FROM bench_outlet)
    GROUP BY company_id, batch_id`);

  // Journal: one entry per order (4 lines) and one expense a day per outlet (2 lines).
  await db.execute(sql`
    INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id, created)
    SELECT company_id, 'Sale ' || invoice_id, 'order', id, user_id, created FROM orders WHERE invoice_id LIKE 'BENCH_%'`);
  await analyze();
  // Each outlet's accounts on one row, so the lines join once instead of looking each account up.
  await db.execute(sql`CREATE TEMP TABLE bench_account AS
    SELECT company_id,
      max(id) FILTER (WHERE purpose = 'CASH') AS cash, max(id) FILTER (WHERE purpose = 'SALES') AS sales,
      max(id) FILTER (WHERE purpose = 'COGS') AS cogs, max(id) FILTER (WHERE purpose = 'INVENTORY') AS inventory,
      max(id) FILTER (WHERE purpose = 'EXPENSES') AS expenses
    FROM accounts WHERE company_id IN (SELECT id FROM bench_outlet) GROUP BY company_id`);
  await analyze();
  await db.execute(sql`
    INSERT INTO journal_lines (entry_id, account_id, debit, credit)
    SELECT e.id, x.account, x.debit, x.credit
    FROM journal_entries e
    JOIN bench_account ac ON ac.company_id = e.company_id
    JOIN (SELECT order_id, sum(line_total) AS total, sum(unit_cost * quantity) AS cost FROM order_items GROUP BY order_id) t
      ON t.order_id = e.source_id
    CROSS JOIN LATERAL (VALUES (ac.cash, t.total, 0::numeric), (ac.sales, 0, t.total),
      (ac.cogs, t.cost, 0), (ac.inventory, 0, t.cost)) AS x(account, debit, credit)
    WHERE e.source_type = 'order' AND e.memo LIKE 'Sale BENCH_%'`);
  await db.execute(sql`
    INSERT INTO journal_entries (company_id, memo, source_type, created)
    SELECT o.id, 'bench expense', 'transaction', now() - d * interval '1 day'
    FROM bench_outlet o CROSS JOIN generate_series(0, 364) AS d`);
  await db.execute(sql`
    INSERT INTO journal_lines (entry_id, account_id, debit, credit)
    SELECT e.id, x.account, x.debit, x.credit FROM journal_entries e
    JOIN bench_account ac ON ac.company_id = e.company_id
    CROSS JOIN LATERAL (VALUES (ac.expenses, 150::numeric, 0::numeric), (ac.cash, 0, 150)) AS x(account, debit, credit)
    WHERE e.memo = 'bench expense'`);
  // Running balances, as post_entry keeps them.
  await db.execute(sql`
    UPDATE accounts a SET balance = s.net FROM (
      SELECT account_id, sum(debit - credit) AS net FROM journal_lines GROUP BY account_id) s
    WHERE s.account_id = a.id`);
  await db.execute(sql`VACUUM ANALYZE`);
}

/** How many rows the generator left, for the report. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_items)::int AS order_lines,
      (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM stock_movements)::int AS movements,
      (SELECT count(*) FROM journal_lines)::int AS journal_lines`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
}
