import { seedDemo } from '@tillwise/db';
import type { InventoryListWire, ProductWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, callerFor } from './support/catalog.js';
import { asUser, signIn } from './support/http.js';

let t: TestApp;
let storeAdmin: Call;
beforeAll(async () => {
  t = await buildTestApp();
  // PGlite files start empty; on PostgreSQL the suite's global setup has seeded already.
  await seedDemo(t.db, hashPassword);
  storeAdmin = asUser(t.app, await signIn(t.app, 'storeadmin', 'Demo@1234'));
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const get = async <T>(call: Call, url: string) => (await call({ method: 'GET', url })).json<T>();
const demoProducts = async () =>
  (await get<{ results: ProductWire[] }>(storeAdmin, '/api/product/?search=8964000&page=1')).results.concat(
    (await get<{ results: ProductWire[] }>(storeAdmin, '/api/product/?search=8964000&page=2')).results,
  );

describe('the demo catalogue', () => {
  it('holds about forty products over several categories and units, some with two or three variants', async () => {
    const products = await demoProducts();
    expect(products.length).toBeGreaterThanOrEqual(38);
    expect(new Set(products.map((p) => p.category?.name ?? 'Others')).size).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p) => p.unit?.name)).size).toBeGreaterThanOrEqual(5);
    expect(products.some((p) => p.product_variant.length === 2)).toBe(true);
    expect(products.some((p) => p.product_variant.length === 3)).toBe(true);
    expect(products.filter((p) => p.token).length).toBeGreaterThanOrEqual(2);
  });

  it('gives a few products a picture for the touch grid, served as a PNG', async () => {
    const pictured = (await demoProducts()).filter((p) => p.image_url);
    expect(pictured.map((p) => p.name).sort()).toEqual([
      'Chocolate Cake',
      'Mango Juice',
      'Milk 1L',
      'Sandwich Bread',
    ]);
    const served = await t.app.inject({ url: new URL(pictured[0]?.image_url ?? '').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('stocks Central Store and City Outlet with staggered expiry dates, and one product is out of stock', async () => {
    const companyId = async (name: string) =>
      (await t.db.query.companies.findFirst({ where: (c, { eq }) => eq(c.companyName, name) }))?.id ?? 0;
    const outlet = await callerFor(t.app, t.db, 'ADMIN', await companyId('City Outlet'));
    const outletStock = await get<InventoryListWire>(outlet, '/api/inventory/?quantity__gte=1');
    expect(outletStock.count).toBeGreaterThan(5);
    const storeStock = await get<InventoryListWire>(
      storeAdmin,
      `/api/inventory/?quantity__gte=1&company=${await companyId('Central Store')}`,
    );
    expect(storeStock.count).toBeGreaterThan(30);
    const expiries = new Set(storeStock.results.map((r) => r.batch.expiry_date));
    expect(expiries.size).toBeGreaterThan(10);
    const cream = (await demoProducts()).find((p) => p.name === 'Cream');
    expect(cream?.product_variant[0]?.batch.length).toBe(1);
    expect(cream?.total_quantity).toBe('0.0000');
  });

  it('writes stock as ledger movements: every stock row is the sum of its movements', async () => {
    // Written out in full: a one-table Drizzle query would leave the outer columns unqualified.
    const result = await t.db.execute(sql`
      select i.id from inventory i
      where i.quantity <> (select coalesce(sum(m.quantity), 0) from stock_movements m
        where m.company_id = i.company_id and m.batch_id = i.batch_id)`);
    const mismatched = (result as unknown as { rows: unknown[] }).rows;
    expect(mismatched).toEqual([]);
  });
});
