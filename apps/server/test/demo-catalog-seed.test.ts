import { seedDemo } from '@tillwise/db';
import type {
  CompanyTaxSettingsWire,
  InventoryListWire,
  ProductWire,
  TaxCategoryWire,
} from '@tillwise/domain';
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

describe('the demo’s sales tax (docs/domain/tax.md)', () => {
  it('has Pakistan’s tax categories, the standard rate with its history', async () => {
    const list = await get<{ results: TaxCategoryWire[] }>(storeAdmin, '/api/tax-category/');
    const demo = ['Basic food', 'Exports', 'Luxury goods', 'Standard rate', 'Third Schedule goods'];
    // Other test files on the same database add categories of their own to the demo's group.
    const seeded = list.results.filter((c) => demo.includes(c.name));
    const byName = new Map(seeded.map((c) => [c.name, c]));
    expect([...byName.keys()].sort()).toEqual(demo);
    expect(byName.get('Standard rate')).toMatchObject({
      treatment: 'TAXABLE',
      rate: '18.0000',
      rates: [
        expect.objectContaining({ rate: '18.0000', valid_from: '2023-02-14' }),
        expect.objectContaining({ rate: '17.0000', valid_from: '2019-07-01' }),
      ],
    });
    expect(byName.get('Luxury goods')?.rate).toBe('25.0000');
    // The standard rate is the one default: a product saved without a tax category takes it.
    expect(list.results.filter((c) => c.is_default).map((c) => c.name)).toEqual(['Standard rate']);
    expect(byName.get('Basic food')).toMatchObject({ treatment: 'EXEMPT', rate: '0.0000' });
    expect(byName.get('Exports')).toMatchObject({ treatment: 'ZERO_RATED', rate: '0.0000' });
    expect(byName.get('Third Schedule goods')).toMatchObject({ third_schedule: true, rate: '18.0000' });
  });

  it('puts every demo product in a tax category; Third Schedule goods carry their retail price', async () => {
    const list = await get<{ results: TaxCategoryWire[] }>(storeAdmin, '/api/tax-category/');
    const third = list.results.find((c) => c.third_schedule)?.id;
    const products = await demoProducts();
    expect(products.every((p) => p.tax_category !== null)).toBe(true);
    expect(products.filter((p) => p.hs_code !== '').every((p) => /^\d{4,8}$/.test(p.hs_code ?? ''))).toBe(
      true,
    );
    const cola = products.find((p) => p.name === 'Cola');
    expect(cola).toMatchObject({ tax_category: third, hs_code: '22021010' });
    for (const v of cola?.product_variant ?? []) expect(v.retail_price).toBe(v.sale_price);
    const milk = products.find((p) => p.name === 'Milk 1L');
    expect(milk?.product_variant.every((v) => v.retail_price === null)).toBe(true);
  });

  it('registers the selling companies: the outlet shares the head office’s registration, Central Store has its own', async () => {
    const superAdmin = asUser(t.app, await signIn(t.app, 'superadmin', 'Demo@1234'));
    const companies = await get<{ results: { id: number; company_name: string }[] }>(
      superAdmin,
      '/api/company/',
    );
    const id = (name: string) => companies.results.find((c) => c.company_name === name)?.id;
    const settings = (name: string) =>
      get<CompanyTaxSettingsWire>(superAdmin, `/api/company/${id(name)}/tax/`);
    const ho = await settings('Head Office');
    expect(ho).toMatchObject({
      charges_tax: true,
      prices_include_tax: true,
      ntn: '4212345-6',
      service_fee: '0.0000',
    });
    expect(ho.strn).toMatch(/^\d{13}$/);
    expect(await settings('City Outlet')).toMatchObject({
      charges_tax: true,
      shares_parent_registration: true,
      ntn: '',
      further_tax_rate: '0.0000',
    });
    const store = await settings('Central Store');
    expect(store).toMatchObject({ charges_tax: true, shares_parent_registration: false, ntn: '4298765-1' });
    expect(store.pos_registration).not.toBe('');
  });
});

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
