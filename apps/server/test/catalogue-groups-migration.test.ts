import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The migration that gives the catalogue to head offices' groups, run on a database that already
 * holds two head offices: every existing row goes to the group that can see it, and a unit or
 * category both groups used is copied so that each keeps its own.
 */
const DIR = new URL('../../../packages/db/migrations/', import.meta.url);
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const target = files.find((f) => f.includes('catalogue_groups'));
const run = (db: PGlite, file: string) =>
  db.exec(readFileSync(new URL(file, DIR), 'utf8').split('--> statement-breakpoint').join(';\n'));

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create('memory://', { extensions: { pg_trgm } });
  for (const file of files) {
    if (file === target) break;
    await run(db, file);
  }
  // Two head offices, each with a store; a vendor under the first.
  await db.exec(`
    INSERT INTO companies (id, company_name, company_type, parent_id) VALUES
      (1, 'Head A', 'PARENT', NULL), (2, 'Store A', 'STORE', 1), (3, 'Head B', 'PARENT', NULL),
      (4, 'Store B', 'STORE', 3);
    INSERT INTO units (id, name) VALUES (1, 'Piece'), (2, 'Litre');
    INSERT INTO categories (id, name, description) VALUES (1, 'Dairy', 'Milk'), (2, 'Bakery', '');
    INSERT INTO products (id, name, bar_code, category_id, unit_id) VALUES
      (1, 'Milk A', '111', 1, 2), (2, 'Milk B', '112', 1, 2), (3, 'Bread B', '222', 2, 1),
      (4, 'Never stocked', '333', 1, 1);
    INSERT INTO product_variants (id, product_id, price) VALUES (1, 1, 10), (2, 2, 10), (3, 3, 5), (4, 4, 1);
    INSERT INTO batches (id, product_variant_id, quantity, manufacturing_date, expiry_date, received_by_company_id)
      VALUES (1, 1, 1, '2026-01-01', '2026-02-01', 2), (2, 2, 1, '2026-01-01', '2026-02-01', 4),
             (3, 3, 1, '2026-01-01', '2026-02-01', 3);
    SELECT setval(pg_get_serial_sequence(t, 'id'), 100)
      FROM unnest(ARRAY['companies', 'units', 'categories', 'products', 'product_variants', 'batches']) AS t;
  `);
  if (target) await run(db, target);
});
afterAll(async () => {
  await db?.close();
});

const rows = async <T>(sql: string) => (await db.query<T>(sql)).rows;

describe('the catalogue groups migration', () => {
  it('exists', () => {
    expect(target).toBeDefined();
  });

  it('gives each product the group that received its batches, else the first head office', async () => {
    expect(await rows('SELECT id, group_id FROM products ORDER BY id')).toEqual([
      { id: 1, group_id: 1 },
      { id: 2, group_id: 3 },
      { id: 3, group_id: 3 },
      { id: 4, group_id: 1 },
    ]);
  });

  it('copies a unit or category both groups used, so each product names its own group’s', async () => {
    const crossing = await rows<{ n: number }>(`
      SELECT count(*)::int AS n FROM products p
      LEFT JOIN units u ON u.id = p.unit_id LEFT JOIN categories c ON c.id = p.category_id
      WHERE u.group_id <> p.group_id OR c.group_id <> p.group_id`);
    expect(crossing).toEqual([{ n: 0 }]);
    expect(await rows('SELECT name, group_id FROM categories ORDER BY group_id, name')).toEqual([
      { name: 'Bakery', group_id: 1 },
      { name: 'Dairy', group_id: 1 },
      { name: 'Bakery', group_id: 3 },
      { name: 'Dairy', group_id: 3 },
    ]);
    expect(await rows('SELECT name, group_id FROM units ORDER BY group_id, name')).toEqual([
      { name: 'Litre', group_id: 1 },
      { name: 'Piece', group_id: 1 },
      { name: 'Litre', group_id: 3 },
      { name: 'Piece', group_id: 3 },
    ]);
    expect(await rows("SELECT description FROM categories WHERE name = 'Dairy' AND group_id = 3")).toEqual([
      { description: 'Milk' },
    ]);
  });

  it('lets two groups keep the same barcode, but not one group twice', async () => {
    await db.exec("INSERT INTO products (name, bar_code, group_id) VALUES ('Same code in B', '111', 3)");
    await expect(
      db.exec("INSERT INTO products (name, bar_code, group_id) VALUES ('Copy', '111', 1)"),
    ).rejects.toThrow(/products_bar_code_live_key/);
  });
});
