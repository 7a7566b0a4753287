import { companies, type Db, users } from '@tillwise/db';
import { eq, sql } from 'drizzle-orm';

/** Words names are made of, so that name searches match realistic shares of the catalogue. */
const ADJECTIVES = [
  'Fresh',
  'Golden',
  'Royal',
  'Crispy',
  'Classic',
  'Spicy',
  'Sweet',
  'Organic',
  'Family',
  'Premium',
];
const NOUNS = [
  'Milk',
  'Bread',
  'Biscuit',
  'Juice',
  'Rice',
  'Flour',
  'Tea',
  'Coffee',
  'Soap',
  'Shampoo',
  'Yoghurt',
  'Butter',
  'Cheese',
  'Chips',
  'Nimko',
  'Lentils',
  'Sugar',
  'Salt',
  'Oil',
  'Ghee',
  'Honey',
  'Jam',
  'Ketchup',
  'Noodles',
  'Pasta',
  'Cereal',
  'Oats',
  'Cake',
  'Rusk',
  'Candy',
  'Chocolate',
  'Water',
  'Cola',
  'Lemonade',
  'Detergent',
  'Bleach',
  'Tissue',
  'Toothpaste',
  'Lotion',
  'Spices',
];
/** Search terms for the name-search load: parts of nouns, as a cashier types them. */
export const SEARCH_TERMS = NOUNS.map((noun) => noun.slice(0, Math.min(noun.length, 5)).toLowerCase());

/** The barcode of generated product `n` (1-based). */
export const benchBarcode = (n: number): string => `BN${String(n).padStart(8, '0')}`;

const array = (words: string[]) => sql.raw(`ARRAY[${words.map((w) => `'${w}'`).join(',')}]`);

/**
 * Generates `products` products with two variants each and one or two batches per variant (1.5 on
 * average), all received into Central Store as opening stock: batches valued at their variant's
 * cost price, stock rows, RECEIPT movements carrying their value, and one opening entry (Dr
 * Inventory / Cr Opening balance equity for the whole stock) posted through `post_entry` and named
 * by every movement, so the books reconcile with the stock (`checkBooks`). Set-based SQL, so it
 * takes seconds on PostgreSQL. Runs after the demo seed.
 */
export async function generateCatalog(db: Db, products: number): Promise<void> {
  const [store] = await db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
  const [admin] = await db.select().from(users).where(eq(users.username, 'storeadmin'));
  if (!store || !admin) throw new Error('run the demo seed first');
  await db.execute(sql`
    INSERT INTO products (name, bar_code, category_id, unit_id, token, group_id)
    SELECT w.adj[1 + (i * 7) % array_length(w.adj, 1)] || ' ' || w.noun[1 + (i * 13) % array_length(w.noun, 1)] || ' ' || i,
           'BN' || lpad(i::text, 8, '0'),
           w.cats[1 + i % array_length(w.cats, 1)], w.units[1 + i % array_length(w.units, 1)], i % 50 = 0,
           ${store.parentId ?? store.id}
    FROM generate_series(1, ${products}) AS i,
         (SELECT ${array(ADJECTIVES)} AS adj, ${array(NOUNS)} AS noun,
                 ARRAY(SELECT id FROM categories ORDER BY id) AS cats, ARRAY(SELECT id FROM units ORDER BY id) AS units) AS w`);
  await db.execute(sql`
    INSERT INTO product_variants (product_id, color, size, price, sale_price, description)
    SELECT p.id, (ARRAY['', 'Red', 'Blue', 'White'])[1 + (p.id + k) % 4], (ARRAY['Small', 'Large'])[k],
           (10 + (p.id * k) % 990)::numeric, (12 + (p.id * k) % 990 * 1.2)::numeric(14, 4), ''
    FROM products p CROSS JOIN generate_series(1, 2) AS k
    WHERE p.bar_code LIKE 'BN%'`);
  // A batch received without a cost is valued at its variant's cost price (docs/domain/accounting.md).
  await db.execute(sql`
    INSERT INTO batches (product_variant_id, quantity, manufacturing_date, expiry_date, received_by_company_id, unit_cost)
    SELECT v.id, 10 + v.id % 90, current_date - 30 - k, current_date + 30 + (v.id * k) % 400, ${store.id}, v.price
    FROM product_variants v JOIN products p ON p.id = v.product_id CROSS JOIN generate_series(1, 2) AS k
    WHERE p.bar_code LIKE 'BN%' AND (k = 1 OR v.id % 2 = 0)`);
  // Each batch is received once into an empty stock row, so its movement's value is
  // round(quantity × cost, 4) − round(0 × cost, 4).
  const generated = sql`SELECT b.id, b.quantity, round(b.quantity * b.unit_cost, 4) AS value
    FROM batches b JOIN product_variants v ON v.id = b.product_variant_id
    JOIN products p ON p.id = v.product_id WHERE p.bar_code LIKE 'BN%'`;
  await db.execute(sql`
    INSERT INTO inventory (company_id, batch_id, quantity) SELECT ${store.id}, g.id, g.quantity FROM (${generated}) AS g`);
  // The opening entry, as move_stock would post a RECEIPT against opening-balance equity: post_entry
  // keeps the accounts' running balances and the company's cached figures in step.
  const opening = await db.execute(sql`
    SELECT post_entry(${store.id}, 'Stock received: bench opening stock', 'stock', NULL, ${admin.id}, now(), NULL,
      jsonb_build_array(
        jsonb_build_object('account', company_account(${store.id}, 'INVENTORY', 'ASSET', NULL, NULL, ''), 'debit', t.total),
        jsonb_build_object('account', company_account(${store.id}, 'OPENING_EQUITY', 'EQUITY', NULL, NULL, ''), 'credit', t.total)
      )) AS id
    FROM (SELECT sum(g.value) AS total FROM (${generated}) AS g) AS t
    WHERE t.total > 0`);
  const entryId = (opening as unknown as { rows: { id: number }[] }).rows[0]?.id ?? null;
  await db.execute(sql`
    INSERT INTO stock_movements (company_id, batch_id, kind, quantity, value, entry_id, user_id, note)
    SELECT ${store.id}, g.id, 'RECEIPT', g.quantity, g.value, ${entryId}::int, ${admin.id}, 'bench' FROM (${generated}) AS g`);
  // What autovacuum does to a table after a bulk load (within a minute or so): statistics for the
  // planner and the visibility map. Done here so that a run does not depend on whether autovacuum
  // happens to start in the middle of a measurement.
  await db.execute(sql`VACUUM ANALYZE`);
}

/** The barcode of trade unit `k` (1-based) of generated product `n` (docs/domain/units.md). */
export const benchUnitBarcode = (n: number, k: number): string => `BU${k}${String(n).padStart(8, '0')}`;

/** The trade units every generated product gets with `generateUnits`: name and count. */
const BENCH_UNITS: [string, number][] = [
  ['Pack of 6', 6],
  ['Pack of 12', 12],
  ['Carton of 48', 48],
];

/**
 * Gives each generated product `perProduct` (1 to 3) trade units with their own barcodes
 * (`benchUnitBarcode`): Pack of 6, Pack of 12, Carton of 48, prices left to base × count. Set-based.
 */
export async function generateUnits(db: Db, perProduct = 3): Promise<void> {
  const units = BENCH_UNITS.slice(0, perProduct);
  await db.execute(sql`
    INSERT INTO product_units (product_id, group_id, name, count, bar_code, created, last_modified)
    SELECT p.id, p.group_id, u.name, u.count, 'BU' || u.k || substr(p.bar_code, 3), now(), now()
    FROM products p
    CROSS JOIN (SELECT * FROM unnest(${sql.raw(`ARRAY[${units.map(([n]) => `'${n}'`).join(',')}]`)}::text[],
                                     ${sql.raw(`ARRAY[${units.map(([, c]) => c).join(',')}]`)}::int[])
                WITH ORDINALITY AS t(name, count, k)) AS u
    WHERE p.bar_code LIKE 'BN%'`);
  await db.execute(sql`VACUUM ANALYZE product_units`);
}

/** How many rows the generator left, for the report. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS variants,
           (SELECT count(*) FROM batches)::int AS batches, (SELECT count(*) FROM inventory)::int AS inventory,
           (SELECT count(*) FROM stock_movements)::int AS movements,
           (SELECT count(*) FROM product_units)::int AS units`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
}
