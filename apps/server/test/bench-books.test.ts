import { fileURLToPath } from 'node:url';
import { checkBooks, companies, type Db, inventory, stockMovements } from '@tillwise/db';
import { and, eq, inArray, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/scripts/seed-demo.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { companyFiguresOf, entryLines } from './support/books.js';

/*
 * The bench data generators (bench/catalog, bench/reports) write stock, sales and journal rows in
 * set-based SQL, beside move_stock and post_entry rather than through them: at a small size their
 * output must reconcile exactly as real stock and sales do. The bench workspace builds on the
 * server's, so its modules are loaded by path at run time rather than imported.
 */
interface CatalogGenerator {
  generateCatalog: (db: Db, products: number) => Promise<void>;
}
interface ReportsGenerator {
  generateReports: (db: Db, size: { lines: number; companies: number; products: number }) => Promise<void>;
}
const benchModule = <T>(file: string): Promise<T> =>
  import(fileURLToPath(new URL(`../../../bench/${file}`, import.meta.url)));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedIfEmpty(t.db);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('bench data generators', () => {
  it('receive the generated catalogue into Central Store as opening stock that reconciles with the books', async () => {
    const { generateCatalog } = await benchModule<CatalogGenerator>('catalog/generate.ts');
    await generateCatalog(t.db, 300);
    const [store] = await t.db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
    if (!store) throw new Error('no Central Store');
    expect(await checkBooks(t.db, [store.id])).toEqual([]);

    const moved = await t.db
      .select({ entryId: stockMovements.entryId, value: stockMovements.value })
      .from(stockMovements)
      .where(and(eq(stockMovements.companyId, store.id), eq(stockMovements.note, 'bench')));
    expect(moved.length).toBeGreaterThanOrEqual(600);
    const entries = new Set(moved.map((m) => m.entryId));
    expect(entries.size).toBe(1);
    const [entryId] = [...entries];
    expect(entryId).toEqual(expect.any(Number));
    expect(moved.every((m) => Number(m.value) > 0)).toBe(true);
    const total = await t.db.execute(
      sql`SELECT sum(value)::numeric(20, 4)::text AS v FROM stock_movements WHERE entry_id = ${entryId}`,
    );
    const value = (total as unknown as { rows: { v: string }[] }).rows[0]?.v;
    expect(await entryLines(t.db, entryId as number)).toEqual([
      `INVENTORY Dr ${value}`,
      `OPENING_EQUITY Cr ${value}`,
    ]);
  });

  it('write outlets, stock, a year of sales and expenses that reconcile with the books', async () => {
    const { generateReports } = await benchModule<ReportsGenerator>('reports/generate.ts');
    await generateReports(t.db, { lines: 400, companies: 2, products: 60 });
    const outlets = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(like(companies.companyName, 'Bench Outlet %'));
    expect(outlets).toHaveLength(2);
    const ids = outlets.map((o) => o.id);
    expect(await checkBooks(t.db, ids)).toEqual([]);

    // Every movement of value names its entry (checkBooks asks no more); here each also has a value.
    const unposted = await t.db
      .select({ id: stockMovements.id })
      .from(stockMovements)
      .where(
        and(
          inArray(stockMovements.companyId, ids),
          or(
            isNull(stockMovements.entryId),
            eq(stockMovements.value, '0'),
            ne(sql`sign(value)`, sql`sign(quantity)`),
          ),
        ),
      );
    expect(unposted).toEqual([]);
    const short = await t.db
      .select({ id: inventory.id })
      .from(inventory)
      .where(and(inArray(inventory.companyId, ids), lte(inventory.quantity, '0')));
    expect(short).toEqual([]);
    const outlet = await companyFiguresOf(t.db, ids[0] as number);
    expect(Number(outlet?.balance)).toBeGreaterThan(0);
  });
});
