import { companies, type Db } from '@tillwise/db';
import { eq, sql } from 'drizzle-orm';

export interface Size {
  products: number;
  companies: number;
}

/**
 * Generates, after the demo seed and in set-based SQL only: `companies` RETIAL outlets under the
 * head office with an admin each; `products` products with one variant, a long-dated batch and,
 * for one in four, a short-dated one; every outlet holding stock of every batch; a rule per outlet
 * and product (half min/max, half days of cover, ordering from Central Store in packs of 1 to 12);
 * sales over the last 28 days for half of them (two SALE movements each) and older ones outside
 * the window; and one open stock request per outlet over 500 products. The rows are the shapes the
 * proposal reads (inventory, stock_movements, requests); no journal is written, so this database
 * is for timing the proposal only, not `npm run db:check`.
 */
export async function generateReplenishment(db: Db, size: Size): Promise<void> {
  const analyze = () => db.execute(sql`ANALYZE`);
  const [head] = await db.select().from(companies).where(eq(companies.companyName, 'Head Office'));
  const [store] = await db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
  if (!head || !store) throw new Error('run the demo seed first');
  await db.execute(sql`
    INSERT INTO companies (company_name, company_type, parent_id, contact_number)
    SELECT 'Bench Outlet ' || i, 'RETIAL', ${head.id}, '0399' || lpad(i::text, 7, '0')
    FROM generate_series(1, ${size.companies}) AS i`);
  const outlets = sql`SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM companies WHERE company_name LIKE 'Bench Outlet %'`;
  await db.execute(sql`
    INSERT INTO users (username, user_type, company_id, first_name)
    SELECT 'bench_admin_' || o.n, 'ADMIN', o.id, 'Admin ' || o.n FROM (${outlets}) o`);
  await db.execute(sql`
    INSERT INTO products (name, bar_code, category_id, token, group_id)
    SELECT 'Bench product ' || i, 'BR' || lpad(i::text, 8, '0'), c.ids[1 + i % array_length(c.ids, 1)], false, ${head.id}
    FROM generate_series(1, ${size.products}) AS i, (SELECT ARRAY(SELECT id FROM categories ORDER BY id) AS ids) c`);
  await db.execute(sql`
    INSERT INTO product_variants (product_id, color, size, price, sale_price, description)
    SELECT p.id, '', 'One', (10 + p.id % 490)::numeric, (10 + p.id % 490)::numeric * 1.25, ''
    FROM products p WHERE p.bar_code LIKE 'BR%'`);
  const variants = sql`SELECT v.id, row_number() OVER (ORDER BY v.id) AS n FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.bar_code LIKE 'BR%'`;
  // A long-dated batch for every variant, a short-dated one (10 to 40 days) for one in four.
  await db.execute(sql`
    INSERT INTO batches (product_variant_id, quantity, manufacturing_date, expiry_date, received_by_company_id, unit_cost)
    SELECT v.id, 1000000, current_date - 400, current_date + 400, ${store.id}, 10 FROM (${variants}) v`);
  await db.execute(sql`
    INSERT INTO batches (product_variant_id, quantity, manufacturing_date, expiry_date, received_by_company_id, unit_cost)
    SELECT v.id, 1000000, current_date - 400, current_date + (10 + v.n % 31)::int, ${store.id}, 10
    FROM (${variants}) v WHERE v.n % 4 = 0`);
  await analyze();
  // Every outlet holds every batch: 0 to 59 units, varying by outlet and product.
  await db.execute(sql`
    INSERT INTO inventory (company_id, batch_id, quantity)
    SELECT o.id, b.id, ((b.id * 7 + o.n * 13) % 60)::numeric
    FROM (${outlets}) o CROSS JOIN batches b
    JOIN product_variants v ON v.id = b.product_variant_id JOIN products p ON p.id = v.product_id
    WHERE p.bar_code LIKE 'BR%'`);
  await analyze();
  // Sales: two SALE movements in the window for half the (outlet, long-dated batch) pairs, and one
  // older RECEIPT per pair outside it (the ledger's history the window must skip).
  await db.execute(sql`
    INSERT INTO stock_movements (company_id, batch_id, kind, quantity, created, recorded)
    SELECT i.company_id, i.batch_id, 'SALE', -(1 + (i.id + k) % 9)::numeric,
      now() - ((i.id + k * 11) % 27 + 1) * interval '1 day', now()
    FROM inventory i JOIN batches b ON b.id = i.batch_id, generate_series(1, 2) AS k
    WHERE b.expiry_date > current_date + 100 AND i.id % 2 = 0`);
  await db.execute(sql`
    INSERT INTO stock_movements (company_id, batch_id, kind, quantity, created, recorded)
    SELECT i.company_id, i.batch_id, 'RECEIPT', 100, now() - interval '200 days', now() - interval '200 days'
    FROM inventory i`);
  await analyze();
  // Rules: every outlet and product, ordering from Central Store.
  await db.execute(sql`
    INSERT INTO replenishment_rules (company_id, product_variant_id, method, min_quantity, max_quantity,
      cover_days, sales_window_days, supplier_company_id, lead_time_days, pack_size)
    SELECT o.id, v.id,
      CASE WHEN v.n % 2 = 0 THEN 'MIN_MAX' ELSE 'DAYS_OF_COVER' END::replenishment_method,
      CASE WHEN v.n % 2 = 0 THEN (10 + v.n % 20)::numeric END,
      CASE WHEN v.n % 2 = 0 THEN (40 + v.n % 40)::numeric END,
      CASE WHEN v.n % 2 = 1 THEN (7 + v.n % 21)::smallint END,
      28, ${store.id}, (v.n % 8)::smallint, (1 + v.n % 12)::int
    FROM (${outlets}) o CROSS JOIN (${variants}) v`);
  // One open stock request per outlet to the store's admin, over 500 products.
  await db.execute(sql`
    INSERT INTO requests (sender_id, receiver_id, sender_company_id, receiver_company_id, request_type,
      description, expected_delivery_date, status)
    SELECT u.id, (SELECT id FROM users WHERE username = 'storeadmin'), o.id, ${store.id}, 'STOCK',
      'Bench request', current_date + 3, CASE WHEN o.n % 2 = 0 THEN 'PENDING' ELSE 'APPROVED' END::request_status
    FROM (${outlets}) o JOIN users u ON u.company_id = o.id`);
  await db.execute(sql`
    INSERT INTO request_items (request_id, position, product_variant_id, quantity, price)
    SELECT q.id, v.n - 1, v.id, 12, 10
    FROM requests q CROSS JOIN (${variants}) v
    WHERE q.description = 'Bench request' AND v.n <= 500`);
  await analyze();
}

/** Row counts of what the proposal reads. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const result = (await db.execute(sql`
    SELECT (SELECT count(*) FROM replenishment_rules)::int AS rules,
      (SELECT count(*) FROM inventory)::int AS inventory,
      (SELECT count(*) FROM stock_movements)::int AS movements,
      (SELECT count(*) FROM request_items)::int AS request_items`)) as unknown as {
    rows: Record<string, number>[];
  };
  return result.rows[0] ?? {};
}
