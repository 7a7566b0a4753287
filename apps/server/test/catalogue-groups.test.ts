import { readFileSync } from 'node:fs';
import { companies, openDb, products } from '@tillwise/db';
import type { ProductWire } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { groupRoot } from '../src/policy/group.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import {
  batchBody,
  type Call,
  callerFor,
  createProduct,
  firstVariantId,
  makeUnitAndCategory,
  milkBody,
  receive,
  uniqueBarcode,
} from './support/catalog.js';
import { makeCompany, makeUser } from './support/factories.js';
import { asUserForm } from './support/http.js';
import { form, png } from './support/images.js';

/*
 * Two head offices in one database: each group's catalogue (products, variants, units, categories,
 * batches, pictures) is invisible to the other's operators and out of reach of their writes.
 */
let t: TestApp;
let mine: Call; // ADMIN of a store under head office A
let theirs: Call & { userId: number; username: string }; // ADMIN of a store under head office B
let theirTill: Call;
let theirToken: string;
let product: ProductWire;
let batchId: number;
let unitA: { id: number; name: string };
let categoryA: { id: number; name: string };
let groupB: number;
let headAId: number;
let storeAId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const headA = await makeCompany(t.db, { type: 'PARENT' });
  const storeA = await makeCompany(t.db, { type: 'STORE', parentId: headA.id });
  const headB = await makeCompany(t.db, { type: 'PARENT' });
  const storeB = await makeCompany(t.db, { type: 'STORE', parentId: headB.id });
  groupB = headB.id;
  headAId = headA.id;
  storeAId = storeA.id;
  mine = await callerFor(t.app, t.db, 'ADMIN', storeA.id);
  theirs = await callerFor(t.app, t.db, 'ADMIN', storeB.id);
  theirTill = await callerFor(t.app, t.db, 'SALES_STAFF', storeB.id);
  const { signIn } = await import('./support/http.js');
  theirToken = await signIn(t.app, theirs.username);
  const made = await makeUnitAndCategory(t.db, headA.id);
  unitA = made.unit;
  categoryA = made.category;
  product = await createProduct(mine, {
    name: `Group A Milk ${uniqueBarcode()}`,
    unit: unitA.id,
    category: categoryA.id,
  });
  batchId = await receive(mine, firstVariantId(product), '10');
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const stored = async () => {
  const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
  return row;
};

describe('catalogue reads stay inside the group', () => {
  it('lists, searches, looks up by barcode and reads one product of the own group only', async () => {
    for (const call of [theirs, theirTill]) {
      const search = await call({
        method: 'GET',
        url: `/api/product/?search=${encodeURIComponent(product.name)}`,
      });
      expect(search.json().count).toBe(0);
      const scan = await call({ method: 'GET', url: `/api/product/?bar_code=${product.bar_code}` });
      expect(scan.json()).toMatchObject({ count: 0, results: [] });
      expect((await call({ method: 'GET', url: `/api/product/${product.id}` })).statusCode).toBe(404);
      expect((await call({ method: 'GET', url: `/api/product/${product.id}/` })).statusCode).toBe(404);
    }
    const own = await mine({ method: 'GET', url: `/api/product/?bar_code=${product.bar_code}` });
    expect(own.json().count).toBe(1);
  });

  it('lists the own group’s units, categories and batches only', async () => {
    const units = (await theirs({ method: 'GET', url: '/api/unit/' })).json().results as { id: number }[];
    expect(units.map((u) => u.id)).not.toContain(unitA.id);
    const categories = (await theirs({ method: 'GET', url: '/api/category/' })).json().results as {
      id: number;
    }[];
    expect(categories.map((c) => c.id)).not.toContain(categoryA.id);
    const batches = await theirs({
      method: 'GET',
      url: `/api/batch/?search=${encodeURIComponent(product.name)}`,
    });
    expect(batches.json().count).toBe(0);
    expect((await mine({ method: 'GET', url: '/api/unit/' })).json().results).toContainEqual({
      id: unitA.id,
      name: unitA.name,
      is_countable: true,
    });
  });

  it('leaves the other group’s products out of the CSV export and the till’s catalogue', async () => {
    const csv = await theirs({ method: 'GET', url: '/api/catalog-csv/products/' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(product.bar_code);
    expect((await mine({ method: 'GET', url: '/api/catalog-csv/products/' })).body).toContain(
      product.bar_code,
    );
    const page = await theirTill({ method: 'GET', url: '/api/offline/catalogue/' });
    expect(page.body).not.toContain(product.bar_code);
    const delta = await theirTill({
      method: 'GET',
      url: '/api/offline/catalogue/?since=2000-01-01T00:00:00Z',
    });
    expect(delta.body).not.toContain(product.bar_code);
  });
});

describe('catalogue writes stay inside the group', () => {
  it('cannot rename, reprice, picture or delete another group’s product or variant', async () => {
    const before = await stored();
    const body = milkBody({
      name: 'Renamed by B',
      bar_code: product.bar_code,
      product_variant: [{ id: firstVariantId(product), price: '1', sale_price: '1' }],
    });
    expect(
      (await theirs({ method: 'PUT', url: `/api/product/${product.id}/`, payload: body })).statusCode,
    ).toBe(404);
    const picture = await asUserForm(
      t.app,
      theirToken,
    )({
      method: 'PATCH',
      url: `/api/product/${product.id}/image/`,
      payload: form({}, { field: 'image_url', name: 'x.png', data: png() }),
    });
    expect(picture.statusCode).toBe(404);
    expect((await theirs({ method: 'DELETE', url: `/api/product/${product.id}/` })).statusCode).toBe(404);
    const variant = product.product_variant[1]?.id;
    expect((await theirs({ method: 'DELETE', url: `/api/product-variant/${variant}/` })).statusCode).toBe(
      404,
    );
    expect(await stored()).toEqual(before);
    const read = await mine({ method: 'GET', url: `/api/product/${product.id}` });
    expect(read.json().product_variant.map((v: { price: string }) => v.price)).toEqual([
      '80.0000',
      '150.0000',
    ]);
  });

  it('cannot add, change or write off batches of another group’s products', async () => {
    const added = await theirs({
      method: 'POST',
      url: '/api/batch/',
      payload: batchBody(firstVariantId(product), '5'),
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toHaveProperty('product_variant');
    const patch = await theirs({
      method: 'PATCH',
      url: `/api/batch/${batchId}/`,
      payload: { quantity: '1' },
    });
    expect(patch.statusCode).toBe(404);
    const off = await theirs({
      method: 'POST',
      url: `/api/batch/${batchId}/write-off/`,
      payload: { quantity: '1' },
    });
    expect(off.statusCode).toBe(404);
    expect((await theirs({ method: 'DELETE', url: `/api/batch/${batchId}/` })).statusCode).toBe(404);
    const stock = await mine({ method: 'GET', url: `/api/product/${product.id}` });
    expect(stock.json().product_variant[0].batch[0].inventory_quantity).toBe(10);
  });

  it('cannot name another group’s unit or category, and may reuse its barcode for its own product', async () => {
    const named = await theirs({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({ unit: unitA.id, category: categoryA.id }),
    });
    expect(named.statusCode).toBe(400);
    expect(Object.keys(named.json()).sort()).toEqual(['category', 'unit']);
    const same = await theirs({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({ bar_code: product.bar_code }),
    });
    expect(same.statusCode).toBe(201);
    expect(same.json().id).not.toBe(product.id);
    const [row] = await t.db.select().from(products).where(eq(products.id, same.json().id));
    expect(row?.groupId).toBe(groupB);
  });

  it('imports CSV rows into the own group, never into another group’s product of the same barcode', async () => {
    const before = await stored();
    const row = {
      line: 2,
      values: {
        bar_code: product.bar_code,
        name: 'Imported by B',
        category: categoryA.name,
        unit: '',
        token: 'false',
        variant_id: '',
        color: '',
        size: '1L',
        price: '1',
        sale_price: '1',
        description: '',
      },
    };
    const preview = await theirs({
      method: 'POST',
      url: '/api/catalog-csv/products/preview/',
      payload: { rows: [row] },
    });
    expect(preview.statusCode).toBe(200);
    // Group A's category name is unknown in group B.
    expect(preview.json().rows[0].status).toBe('rejected');
    expect(await stored()).toEqual(before);
  });

  it('cannot buy another group’s variant on an internal order, request it or set its reorder level', async () => {
    const level = await theirs({
      method: 'PUT',
      url: '/api/reorder-level/',
      payload: { product_variant: firstVariantId(product), level: '5' },
    });
    expect(level.statusCode).toBe(400);
    const farms = await makeCompany(t.db, { type: 'VENDOR', parentId: groupB });
    const vendor = await makeUser(t.db, { type: 'VENDOR', companyId: farms.id, withPassword: false });
    const items = [
      {
        order_batch: {
          manufacturing_date: '2026-11-01',
          expiry_date: '2027-05-01',
          quantity: '5',
          product_variant: String(firstVariantId(product)),
        },
        price: '80.0000',
        quantity: '5',
        discount: '0',
      },
    ];
    const purchase = await theirs({
      method: 'POST',
      url: '/api/internal-order/',
      payload: {
        order_item: items,
        buyer: theirs.userId,
        seller: vendor.id,
        total_discount: '0',
        total: '400.0000',
        amount_received: '0',
        amount_discount: true,
        invoice_id: '',
        internal_order: true,
      },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(purchase.statusCode, purchase.body).toBe(400);
    expect(purchase.json()).toHaveProperty('order_item');
    // The same purchase of the own group's product goes through.
    const own = await createProduct(theirs);
    items[0] = {
      ...items[0],
      order_batch: { ...items[0]?.order_batch, product_variant: String(firstVariantId(own)) },
    } as (typeof items)[0];
    const ok = await theirs({
      method: 'POST',
      url: '/api/internal-order/',
      payload: {
        order_item: items,
        buyer: theirs.userId,
        seller: vendor.id,
        total_discount: '0',
        total: '400.0000',
        amount_received: '0',
        amount_discount: true,
        invoice_id: '',
        internal_order: true,
      },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('what the server learns of groups is kept per database', () => {
  // The suite's files each open an embedded database of their own in one process, one after
  // another, and each numbers its companies from 1: the same id is another company elsewhere.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "answers a company id with its own database's group, whatever another database learnt",
    async () => {
      expect(await groupRoot(t.db, storeAId)).toBe(headAId);
      const other = await openDb({
        pgliteDir: 'memory://',
        pgliteFrom: new Blob([readFileSync(inject('pgliteSnapshot'))]),
      });
      try {
        await other.db
          .insert(companies)
          .values({ id: storeAId, companyName: 'Head office elsewhere', companyType: 'PARENT' });
        expect(await groupRoot(other.db, storeAId)).toBe(storeAId);
        // A transaction reads what its database learnt, not another's.
        await other.db.transaction(async (tx) => expect(await groupRoot(tx, storeAId)).toBe(storeAId));
        expect(await groupRoot(t.db, storeAId)).toBe(headAId);
      } finally {
        await other.close();
      }
    },
  );
});
