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
/** What each outlet still holds of each product it stocks after its year of sales. */
const ON_HAND = 1000;

/**
 * Generates, after the demo seed and in set-based SQL only: `companies` RETIAL outlets under the
 * head office (chart of accounts and an operator each), `products` products with one variant and
 * one batch valued at its variant's cost price, a slice of them received into each outlet a year
 * ago (what it sells of each plus ON_HAND: stock rows, RECEIPT movements and one opening entry per
 * outlet, Dr Inventory / Cr Opening balance equity), `lines` order lines in orders of 4 spread
 * over the last 365 days, each order with its SALE movements and the two entries a counter sale posts, dated with it (cost of
 * goods sold: Dr COGS / Cr Inventory, named by the movements; the sale: Dr Cash / Cr Sales), and
 * one expense a day per outlet. The rows are what `write_order`, `move_stock` and `post_entry`
 * would write, running balances and the outlets' cached funds included, so every report reads them
 * as it reads real sales and the books reconcile with the stock (`checkBooks`).
 *
 * Costs have at most four decimals and quantities are whole, so a line's value
 * round(after × cost, 4) − round(before × cost, 4) is exactly quantity × cost, whatever the order.
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
  // The chart, opened (and named) as company_account opens accounts on first use.
  await db.execute(sql`
    SELECT company_account(o.id, p.purpose::account_purpose, p.kind::account_kind, NULL, NULL, '')
    FROM (${outlets}) o CROSS JOIN (VALUES ('CASH', 'ASSET'), ('INVENTORY', 'ASSET'), ('SALES', 'INCOME'),
      ('SALES_RETURNS', 'INCOME'), ('COGS', 'EXPENSE'), ('EXPENSES', 'EXPENSE'), ('OWNER_FUNDS', 'EQUITY'),
      ('OPENING_EQUITY', 'EQUITY')) AS p(purpose, kind)`);
  await db.execute(sql`
    INSERT INTO users (username, user_type, company_id, first_name)
    SELECT 'bench_op_' || o.n, 'SALES_STAFF', o.id, 'Operator ' || o.n FROM (${outlets}) o`);
  await db.execute(sql`
    INSERT INTO products (name, bar_code, category_id, token, group_id)
    SELECT 'Bench product ' || i, 'BR' || lpad(i::text, 8, '0'), c.ids[1 + i % array_length(c.ids, 1)], false, ${head.id}
    FROM generate_series(1, ${size.products}) AS i, (SELECT ARRAY(SELECT id FROM categories ORDER BY id) AS ids) c`);
  await db.execute(sql`
    INSERT INTO product_variants (product_id, color, size, price, sale_price, description)
    SELECT p.id, '', 'One', (10 + p.id % 490)::numeric, (10 + p.id % 490)::numeric * 1.25, ''
    FROM products p WHERE p.bar_code LIKE 'BR%'`);
  await db.execute(sql`
    INSERT INTO batches (product_variant_id, quantity, manufacturing_date, expiry_date, unit_cost)
    SELECT v.id, 100000, current_date - 400, current_date + 400, v.price
    FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.bar_code LIKE 'BR%'`);
  // The batches, numbered from 0, and each outlet's slice of them.
  await db.execute(sql`CREATE TEMP TABLE bench_batch AS
    SELECT b.id, b.unit_cost AS price, v.sale_price, row_number() OVER (ORDER BY b.id) - 1 AS n
    FROM batches b JOIN product_variants v ON v.id = b.product_variant_id
    JOIN products p ON p.id = v.product_id WHERE p.bar_code LIKE 'BR%'`);
  await db.execute(sql`CREATE TEMP TABLE bench_outlet AS
    SELECT o.id, o.n, u.id AS operator FROM (${outlets}) o JOIN users u ON u.company_id = o.id`);
  await db.execute(sql`CREATE TEMP TABLE bench_stock AS
    SELECT o.id AS company_id, o.n AS outlet, b.id AS batch_id, b.price, b.sale_price, k AS slot,
      ${ON_HAND}::numeric AS received
    FROM bench_outlet o CROSS JOIN generate_series(0, ${stocked - 1}) AS k
    JOIN bench_batch b ON b.n = (o.n * ${stocked} + k) % ${size.products}`);
  await db.execute(sql`CREATE INDEX ON bench_stock (outlet, slot)`);
  // Each outlet's accounts on one row, so the lines join once instead of looking each account up.
  await db.execute(sql`CREATE TEMP TABLE bench_account AS
    SELECT company_id,
      max(id) FILTER (WHERE purpose = 'CASH') AS cash, max(id) FILTER (WHERE purpose = 'SALES') AS sales,
      max(id) FILTER (WHERE purpose = 'COGS') AS cogs, max(id) FILTER (WHERE purpose = 'INVENTORY') AS inventory,
      max(id) FILTER (WHERE purpose = 'EXPENSES') AS expenses,
      max(id) FILTER (WHERE purpose = 'OPENING_EQUITY') AS opening
    FROM accounts WHERE company_id IN (SELECT id FROM bench_outlet) AND counterparty_company_id IS NULL
      AND counterparty_user_id IS NULL GROUP BY company_id`);
  await analyze();

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
  // Opening stock, received a year ago: what each outlet sells of each product plus ON_HAND, in one
  // entry per outlet for its whole slice (one journal line holds under 10^10), named by each of its
  // RECEIPT movements.
  await db.execute(sql`
    UPDATE bench_stock s SET received = s.received + t.sold
    FROM (SELECT o.company_id, i.batch_id, sum(i.quantity) AS sold FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE o.invoice_id LIKE 'BENCH_%' GROUP BY 1, 2) t
    WHERE t.company_id = s.company_id AND t.batch_id = s.batch_id`);
  const received = "now() - interval '366 days'";
  await db.execute(sql`CREATE TEMP TABLE bench_opening (company_id integer PRIMARY KEY, entry_id integer)`);
  await db.execute(sql`
    WITH e AS (
      INSERT INTO journal_entries (company_id, memo, source_type, user_id, created)
      SELECT o.id, 'Stock received: bench opening stock', 'stock', o.operator, ${sql.raw(received)} FROM bench_outlet o
      RETURNING id, company_id)
    INSERT INTO bench_opening SELECT company_id, id FROM e`);
  await db.execute(sql`
    INSERT INTO journal_lines (entry_id, account_id, debit, credit)
    SELECT op.entry_id, x.account, x.debit, x.credit
    FROM bench_opening op JOIN bench_account ac ON ac.company_id = op.company_id
    JOIN (SELECT company_id, sum(round(received * price, 4)) AS total FROM bench_stock GROUP BY company_id) t
      ON t.company_id = op.company_id
    CROSS JOIN LATERAL (VALUES (ac.inventory, t.total, 0::numeric), (ac.opening, 0, t.total)) AS x(account, debit, credit)`);
  await db.execute(sql`
    INSERT INTO stock_movements (company_id, batch_id, kind, quantity, value, entry_id, user_id, note, created)
    SELECT s.company_id, s.batch_id, 'RECEIPT', s.received, round(s.received * s.price, 4), op.entry_id, o.operator, 'bench',
      ${sql.raw(received)}
    FROM bench_stock s JOIN bench_opening op ON op.company_id = s.company_id JOIN bench_outlet o ON o.id = s.company_id`);
  // Cost of goods sold first, as write_order moves the stock before it posts the sale: one entry per
  // order, named by its SALE movements, each valued at −quantity × cost.
  await db.execute(sql`CREATE TEMP TABLE bench_cogs (order_id integer PRIMARY KEY, entry_id integer)`);
  await db.execute(sql`
    WITH e AS (
      INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id, created)
      SELECT company_id, 'Cost of goods sold', 'order', id, user_id, created FROM orders
      WHERE invoice_id LIKE 'BENCH_%' ORDER BY id
      RETURNING id, source_id)
    INSERT INTO bench_cogs SELECT source_id, id FROM e`);
  await analyze();
  await db.execute(sql`
    INSERT INTO stock_movements (company_id, batch_id, kind, quantity, value, entry_id, order_id, order_item_id,
      user_id, created)
    SELECT o.company_id, i.batch_id, 'SALE', -i.quantity, -round(i.quantity * b.unit_cost, 4), c.entry_id, o.id, i.id,
      o.user_id, o.created
    FROM orders o JOIN order_items i ON i.order_id = o.id JOIN batches b ON b.id = i.batch_id
    JOIN bench_cogs c ON c.order_id = o.id
    WHERE o.invoice_id LIKE 'BENCH_%'`);
  await db.execute(sql`
    INSERT INTO inventory (company_id, batch_id, quantity)
    SELECT company_id, batch_id, sum(quantity) FROM stock_movements
    WHERE company_id IN (SELECT id FROM bench_outlet)
    GROUP BY company_id, batch_id`);

  // The cost entries' lines: Dr COGS / Cr Inventory by the value its movements took out.
  await db.execute(sql`
    INSERT INTO journal_lines (entry_id, account_id, debit, credit)
    SELECT m.entry_id, x.account, x.debit, x.credit
    FROM (SELECT entry_id, company_id, -sum(value) AS cost FROM stock_movements
          WHERE entry_id IN (SELECT entry_id FROM bench_cogs) GROUP BY entry_id, company_id) m
    JOIN bench_account ac ON ac.company_id = m.company_id
    CROSS JOIN LATERAL (VALUES (ac.cogs, m.cost, 0::numeric), (ac.inventory, 0, m.cost)) AS x(account, debit, credit)`);
  // Then the sale: one entry per order, Dr Cash / Cr Sales by the order's total.
  await db.execute(sql`
    INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id, created)
    SELECT company_id, 'Sale, order ' || id, 'order', id, user_id, created FROM orders
    WHERE invoice_id LIKE 'BENCH_%' ORDER BY id`);
  await analyze();
  await db.execute(sql`
    INSERT INTO journal_lines (entry_id, account_id, debit, credit)
    SELECT e.id, x.account, x.debit, x.credit
    FROM journal_entries e
    JOIN bench_account ac ON ac.company_id = e.company_id
    JOIN orders o ON o.id = e.source_id
    CROSS JOIN LATERAL (VALUES (ac.cash, o.total, 0::numeric), (ac.sales, 0, o.total)) AS x(account, debit, credit)
    WHERE e.source_type = 'order' AND e.company_id IN (SELECT id FROM bench_outlet) AND e.memo LIKE 'Sale, order %'`);
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
  // Running balances equal to the lines (the deltas of earlier postings folded first, ADR 0009).
  await db.execute(sql`SELECT fold_balances()`);
  await db.execute(sql`
    UPDATE accounts a SET balance = s.net FROM (
      SELECT l.account_id, sum(l.debit - l.credit) AS net FROM journal_lines l
      JOIN accounts x ON x.id = l.account_id WHERE x.company_id IN (SELECT id FROM bench_outlet)
      GROUP BY l.account_id) s
    WHERE s.account_id = a.id`);
  await db.execute(
    sql`DROP TABLE bench_batch, bench_outlet, bench_stock, bench_order, bench_account, bench_opening, bench_cogs`,
  );
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
