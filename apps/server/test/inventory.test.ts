import { D, type InventoryListWire } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStock } from '../src/modules/inventory/ledger.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import {
  type Call,
  callerFor,
  createProduct,
  firstVariantId,
  makeGroup,
  makeUnitAndCategory,
  receive,
  uniqueBarcode,
} from './support/catalog.js';

let t: TestApp;
let group: Awaited<ReturnType<typeof makeGroup>>;
let boss: Call;
let storeAdmin: Call;
let outletAdmin: Call;
let tag: string;
let categoryId: number;
beforeAll(async () => {
  t = await buildTestApp();
  group = await makeGroup(t.db);
  boss = await callerFor(t.app, t.db, 'SUPER_ADMIN', group.parent.id);
  storeAdmin = await callerFor(t.app, t.db, 'ADMIN', group.store.id);
  outletAdmin = await callerFor(t.app, t.db, 'ADMIN', group.outlet.id);
  // Stock: the store holds 10 milk at 80 and 3 cheese at 250.5; the outlet 4 milk from the store.
  tag = uniqueBarcode();
  categoryId = (await makeUnitAndCategory(t.db, group.parent.id)).category.id;
  const milk = await createProduct(storeAdmin, { name: `Milk ${tag}`, category: categoryId });
  const cheese = await createProduct(storeAdmin, {
    name: `Cheese ${tag}`,
    product_variant: [{ price: '250.5', sale_price: '300', size: '200g' }],
  });
  const milkBatch = await receive(storeAdmin, firstVariantId(milk), '14');
  await receive(storeAdmin, firstVariantId(cheese), '3');
  // Stands in for an internal order (a later issue): the store sends 4 milk to the outlet.
  await t.db.transaction(async (tx) => {
    const move = { batchId: milkBatch, userId: null };
    await moveStock(tx, {
      ...move,
      companyId: group.store.id,
      kind: 'TRANSFER_OUT',
      quantity: new D(-4),
      counter: { purpose: 'COGS' },
    });
    await moveStock(tx, {
      ...move,
      companyId: group.outlet.id,
      kind: 'TRANSFER_IN',
      quantity: new D(4),
      counter: { purpose: 'PURCHASE_VARIANCE' },
    });
  });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const inventory = async (call: Call, query: string) => {
  const res = await call({ method: 'GET', url: `/api/inventory/?search=${tag}&${query}` });
  return { status: res.statusCode, body: res.json<InventoryListWire>() };
};
const rowsOf = (body: InventoryListWire) =>
  body.results.map((r) => [
    r.company.company_name,
    r.batch.product_variant.product.name.split(' ')[0],
    r.quantity,
  ]);

describe('GET inventory/ (O13)', () => {
  it('lists the caller company by default for a RETIAL manager, with the total value', async () => {
    const { body } = await inventory(outletAdmin, 'company=&quantity__gte=1');
    expect(rowsOf(body)).toEqual([[group.outlet.companyName, 'Milk', '4.0000']]);
    expect(body.total).toBe('320.0000');
  });

  it('lets an admin see the companies in reach, one or several, and totals every match', async () => {
    const all = await inventory(boss, 'quantity__gte=1');
    expect(all.body.count).toBe(3);
    // 10 × 80 + 3 × 250.5 + 4 × 80
    expect(all.body.total).toBe('1871.5000');
    const store = await inventory(storeAdmin, `company=${group.store.id}`);
    expect(rowsOf(store.body)).toEqual([
      [group.store.companyName, 'Cheese', '3.0000'],
      [group.store.companyName, 'Milk', '10.0000'],
    ]);
  });

  it('answers the exact shape the client reads, with the category as a plain id', async () => {
    const { body } = await inventory(
      storeAdmin,
      `company=${group.store.id}&batch__product_variant__product__category=${categoryId}`,
    );
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      is_active: true,
      quantity: '10.0000',
      company: { id: group.store.id, company_type: 'STORE' },
      batch: {
        expiry_date: '2099-12-31',
        product_variant: {
          color: 'White',
          size: '1L',
          price: '80.0000',
          product: { bar_code: expect.any(String), category: categoryId },
        },
      },
    });
    expect(body.total).toBe('800.0000');
  });

  it('filters by several categories at once (the Stock Statement), with the total of the matches', async () => {
    const { body } = await inventory(
      storeAdmin,
      `company__in=${group.store.id}&batch__product_variant__product__category__in=${categoryId},999999&quantity__gte=1`,
    );
    expect(body.count).toBe(1);
    expect(body.total).toBe('800.0000');
    const bad = await inventory(storeAdmin, 'batch__product_variant__product__category__in=x');
    expect(bad.status).toBe(400);
  });

  it('refuses a company out of reach, and keeps a RETIAL manager to their own', async () => {
    const stranger = await inventory(storeAdmin, `company=${group.elsewhere.id}`);
    expect(stranger.status).toBe(403);
    expect((await inventory(outletAdmin, `company=${group.store.id}`)).status).toBe(403);
    const several = await inventory(boss, `company__in=${group.store.id},${group.outlet.id}&page=1`);
    expect(several.body.count).toBe(3);
  });
});

describe('GET inventory/companies/', () => {
  it('lists the companies whose stock the caller may tick', async () => {
    const names = async (call: Call) =>
      (await call({ method: 'GET', url: '/api/inventory/companies/' }))
        .json()
        .results.map((c: { id: number }) => c.id)
        .sort();
    expect(await names(boss)).toEqual([group.parent.id, group.store.id, group.outlet.id].sort());
    expect(await names(storeAdmin)).toEqual([group.store.id, group.outlet.id].sort());
    expect(await names(outletAdmin)).toEqual([group.outlet.id]);
  });
});
