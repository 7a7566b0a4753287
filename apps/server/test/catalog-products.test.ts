import { CATALOG_MSG, type ProductWire } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import {
  type Call,
  callerFor,
  createProduct,
  firstVariantId,
  makeGroup,
  makeUnitAndCategory,
  milkBody,
  receive,
  uniqueBarcode,
} from './support/catalog.js';
import { makeCompany, makeUser } from './support/factories.js';
import { asUser, signIn } from './support/http.js';

let t: TestApp;
let admin: Call;
let adminName: string;
let cashier: Call;
let groupId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const { store, parent } = await makeGroup(t.db);
  groupId = parent.id;
  const adminUser = await makeUser(t.db, { type: 'ADMIN', companyId: store.id });
  adminName = adminUser.username;
  admin = asUser(t.app, await signIn(t.app, adminName));
  cashier = await callerFor(t.app, t.db, 'SALES_STAFF', store.id);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const list = async (call: Call, query: string) =>
  (await call({ method: 'GET', url: `/api/product/?${query}` })).json<{
    count: number;
    results: ProductWire[];
  }>();

describe('POST product/ (O3)', () => {
  it('creates a product with its variants, unit and category nested in the answer', async () => {
    const { unit, category } = await makeUnitAndCategory(t.db, groupId);
    const body = milkBody({
      token: true,
      unit: { id: unit.id, name: unit.name },
      category: { id: category.id },
    });
    const res = await admin({ method: 'POST', url: '/api/product/', payload: body });
    expect(res.statusCode).toBe(201);
    const product = res.json<ProductWire>();
    expect(product).toMatchObject({
      name: 'Milk 1L',
      bar_code: body.bar_code,
      token: true,
      unit: { id: unit.id, name: unit.name },
      category: { id: category.id, name: category.name, description: 'Milk and more' },
      total_quantity: '0.0000',
    });
    expect(product.product_variant.map((v) => [v.size, v.price, v.sale_price, v.batch])).toEqual([
      ['1L', '80.0000', '100.0000', []],
      ['2L', '150.0000', '190.0000', []],
    ]);
  });

  it('answers every message of spec 5.3 at its field', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/product/',
      payload: { name: '', bar_code: '', product_variant: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: [CATALOG_MSG.nameRequired],
      bar_code: [CATALOG_MSG.barcodeRequired],
      product_variant: [CATALOG_MSG.variantRequired],
    });
    const long = await admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({ name: 'n'.repeat(51), product_variant: [{ price: '0' }] }),
    });
    expect(long.json()).toEqual({
      name: ['Ensure this field has no more than 50 characters.'],
      product_variant: [CATALOG_MSG.priceNotPositive],
    });
  });

  it('refuses a barcode a live product has, and an unknown unit or category', async () => {
    const first = await createProduct(admin);
    const again = await admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({ bar_code: first.bar_code }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ bar_code: [CATALOG_MSG.barcodeTaken] });
    const unknown = await admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({ unit: 999999, category: 999998 }),
    });
    expect(unknown.json()).toEqual({
      unit: ['Invalid pk "999999" - object does not exist.'],
      category: ['Invalid pk "999998" - object does not exist.'],
    });
  });
});

describe('GET product/ (O1) and product/<id> (O2)', () => {
  it('finds by exact barcode, by name and by search, and answers the id as a plain object', async () => {
    const tag = uniqueBarcode();
    const product = await createProduct(admin, { name: `Yoghurt ${tag}` });
    expect((await list(cashier, `bar_code=${product.bar_code}`)).results.map((p) => p.id)).toEqual([
      product.id,
    ]);
    expect((await list(cashier, `bar_code=${product.bar_code.slice(0, -1)}`)).count).toBe(0);
    expect((await list(cashier, `name__icontains=yoghurt ${tag.toLowerCase()}`)).count).toBe(1);
    expect((await list(cashier, `search=${tag}`)).count).toBe(1);
    expect((await list(cashier, `search=${product.bar_code}&page=`)).count).toBe(1);
    const one = await cashier({ method: 'GET', url: `/api/product/${product.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(product);
  });

  it('counts every match on each page: the first counts with its page, later ones on their own', async () => {
    const small = await buildTestApp({ PAGE_SIZE: '2' });
    try {
      const call = asUser(small.app, await signIn(small.app, adminName));
      const tag = uniqueBarcode().toLowerCase();
      const made = [];
      for (let i = 0; i < 6; i++) made.push(await createProduct(admin, { name: `Pager ${tag} ${i}` }));
      expect((await admin({ method: 'DELETE', url: `/api/product/${made[5]?.id}/` })).statusCode).toBe(204);
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await call({
          method: 'GET',
          url: `/api/product/?name__icontains=pager ${tag}&page=${page}`,
        });
        const body = res.json<{ count: number; next: string | null; results: ProductWire[] }>();
        pages.push([body.count, body.next !== null, body.results.map((p) => p.id)]);
      }
      const ids = made.map((p) => p.id);
      expect(pages).toEqual([
        [5, true, [ids[4], ids[3]]],
        [5, true, [ids[2], ids[1]]],
        [5, false, [ids[0]]],
      ]);
      const past = await call({ method: 'GET', url: `/api/product/?name__icontains=pager ${tag}&page=4` });
      expect([past.statusCode, past.json()]).toEqual([404, { detail: 'Invalid page.' }]);
      const none = await call({ method: 'GET', url: `/api/product/?name__icontains=none ${tag}` });
      expect(none.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    } finally {
      await small.close();
    }
  });

  it('answers a lookup by barcode alone (the prepared statement) exactly as the other reads', async () => {
    const old = await createProduct(admin);
    const oldBatch = await receive(admin, firstVariantId(old), '1');
    await admin({ method: 'POST', url: `/api/batch/${oldBatch}/write-off/`, payload: { quantity: '1' } });
    expect((await admin({ method: 'DELETE', url: `/api/product/${old.id}/` })).statusCode).toBe(204);
    const product = await createProduct(admin, { bar_code: old.bar_code });
    const [first, second] = product.product_variant;
    await receive(admin, second?.id ?? 0, '4');
    await receive(admin, second?.id ?? 0, '2.25');
    const firstBatch = await receive(admin, first?.id ?? 0, '7');
    await admin({ method: 'POST', url: `/api/batch/${firstBatch}/write-off/`, payload: { quantity: '7' } });
    expect((await admin({ method: 'DELETE', url: `/api/product-variant/${first?.id}/` })).statusCode).toBe(
      204,
    );
    const bare = await createProduct(admin, { bar_code: uniqueBarcode() });
    // A till of another company of the same group reads the same catalogue (with its own stock).
    const outlet = await makeCompany(t.db, { type: 'RETIAL', parentId: groupId });
    const other = await callerFor(t.app, t.db, 'SALES_STAFF', outlet.id);
    for (const caller of [cashier, other]) {
      for (const code of [product.bar_code, bare.bar_code]) {
        const byBarcode = await caller({ method: 'GET', url: `/api/product/?bar_code=${code}` });
        const bySearch = await list(caller, `search=${code}&bar_code=${code}`);
        expect(byBarcode.json()).toEqual({ count: 1, next: null, previous: null, results: bySearch.results });
        const [found] = bySearch.results;
        const one = await caller({ method: 'GET', url: `/api/product/${found?.id}` });
        expect(one.json()).toEqual(found);
      }
    }
    const [found] = (await list(cashier, `bar_code=${product.bar_code}`)).results;
    expect(found?.id).toBe(product.id);
    expect(found?.total_quantity).toBe('6.2500');
    expect(found?.product_variant.map((v) => [v.id, v.batch.map((b) => b.inventory_quantity)])).toEqual([
      [second?.id, [4, 2.25]],
    ]);
    const page2 = await cashier({ method: 'GET', url: `/api/product/?bar_code=${product.bar_code}&page=2` });
    expect([page2.statusCode, page2.json()]).toEqual([404, { detail: 'Invalid page.' }]);
  });

  it('nests each batch with the stock of the caller company, and filters by quantity__gte', async () => {
    const product = await createProduct(admin);
    const batch = await receive(admin, firstVariantId(product), '12.5');
    const [found] = (await list(cashier, `bar_code=${product.bar_code}&quantity__gte=1`)).results;
    expect(found?.total_quantity).toBe('12.5000');
    expect(found?.product_variant[0]?.batch).toEqual([
      expect.objectContaining({ id: batch, quantity: '12.5000', inventory_quantity: 12.5, in_stock: true }),
    ]);
    expect((await list(cashier, `bar_code=${product.bar_code}&quantity__gte=13`)).count).toBe(0);
    const outlet = await makeCompany(t.db, { type: 'RETIAL', parentId: groupId });
    const other = await callerFor(t.app, t.db, 'SALES_STAFF', outlet.id);
    const [elsewhere] = (await list(other, `bar_code=${product.bar_code}`)).results;
    expect(elsewhere?.product_variant[0]?.batch[0]?.inventory_quantity).toBe(0);
    expect((await list(other, `bar_code=${product.bar_code}&quantity__gte=1`)).count).toBe(0);
  });

  it("filters by category (the counter's touch grid), with the barcode too", async () => {
    const { category } = await makeUnitAndCategory(t.db, groupId);
    const inCategory = await createProduct(admin, { name: `Grid ${uniqueBarcode()}`, category: category.id });
    await createProduct(admin, { name: `Grid other ${uniqueBarcode()}` });
    const found = await list(cashier, `category=${category.id}`);
    expect(found.results.map((p) => p.id)).toEqual([inCategory.id]);
    expect((await list(cashier, `category=${category.id}&bar_code=${inCategory.bar_code}`)).count).toBe(1);
    expect((await list(cashier, `category=${category.id}&bar_code=nothing`)).count).toBe(0);
  });

  it('lists a category in stock first, each part by name, with ordering=in_stock (the touch grid)', async () => {
    const { category } = await makeUnitAndCategory(t.db, groupId);
    const tag = uniqueBarcode();
    const made: Record<string, ProductWire> = {};
    // Created in this order, so newest first would read Delta, Charlie, Bravo, Alpha.
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
      made[name] = await createProduct(admin, { name: `${name} ${tag}`, category: category.id });
    for (const name of ['Charlie', 'Alpha'])
      await receive(admin, firstVariantId(made[name] as ProductWire), '3');
    const names = async (query: string) =>
      (await list(cashier, `category=${category.id}&${query}`)).results.map((p) => p.name.split(' ')[0]);
    expect(await names('')).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);
    expect(await names('ordering=in_stock')).toEqual(['Alpha', 'Charlie', 'Bravo', 'Delta']);
    expect(await names(`ordering=in_stock&search=${tag}`)).toEqual(['Alpha', 'Charlie', 'Bravo', 'Delta']);
    // Another store of the same head office holds none of it: by name alone.
    const otherStore = await makeCompany(t.db, { type: 'STORE', parentId: groupId });
    const other = await callerFor(t.app, t.db, 'SALES_STAFF', otherStore.id);
    const there = await list(other, `category=${category.id}&ordering=in_stock`);
    expect(there.results.map((p) => p.name.split(' ')[0])).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    const bad = await cashier({ method: 'GET', url: '/api/product/?ordering=cheapest' });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { ordering: ['Select a valid choice. cheapest is not one of the available choices.'] },
    ]);
  });

  it('tolerates the client quirks: empty filters, repeated page, bad quantity__gte', async () => {
    expect(
      (await cashier({ method: 'GET', url: '/api/product/?search=&name__icontains=&bar_code=' })).statusCode,
    ).toBe(200);
    expect((await cashier({ method: 'GET', url: '/api/product/?page&page=1' })).statusCode).toBe(200);
    const bad = await cashier({ method: 'GET', url: '/api/product/?quantity__gte=lots' });
    expect(bad.json()).toEqual({ quantity__gte: ['Enter a number.'] });
    expect((await cashier({ method: 'GET', url: '/api/product/abc' })).statusCode).toBe(404);
    expect((await cashier({ method: 'GET', url: '/api/product/99999999' })).statusCode).toBe(404);
  });
});

describe('paging product/', () => {
  it('counts every match when the page is full, and refuses a page past the end', async () => {
    const small = await buildTestApp({ PAGE_SIZE: '2' });
    const tag = uniqueBarcode();
    for (const n of [1, 2, 3]) await createProduct(admin, { name: `Paged ${tag} ${n}` });
    const call = asUser(small.app, await signIn(small.app, adminName));
    const page = async (n: number) => call({ method: 'GET', url: `/api/product/?search=${tag}&page=${n}` });
    const first = (await page(1)).json();
    expect([first.count, first.results.map((p: ProductWire) => p.name.split(' ')[2])]).toEqual([
      3,
      ['3', '2'],
    ]);
    expect(new URL(first.next).searchParams.get('page')).toBe('2');
    const second = (await page(2)).json();
    expect([second.count, second.results.length, second.next]).toEqual([3, 1, null]);
    expect((await page(3)).statusCode).toBe(404);
    await small.close();
  });
});

describe('PUT product/<id>/ (O4)', () => {
  it('updates the product and the variants it names, and adds those without an id', async () => {
    const product = await createProduct(admin);
    const [small, large] = product.product_variant;
    const res = await admin({
      method: 'PUT',
      url: `/api/product/${product.id}/`,
      payload: {
        ...milkBody({ bar_code: product.bar_code, name: 'Milk (fresh)' }),
        id: product.id,
        product_variant: [
          { id: small?.id, product: product.id, price: '85', sale_price: '105', size: '1L', color: 'White' },
          { price: '40', sale_price: '50', size: '500ml' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<ProductWire>();
    expect(updated).toMatchObject({ id: product.id, name: 'Milk (fresh)' });
    expect(
      updated.product_variant.map((v) => [v.id === small?.id || v.id === large?.id, v.size, v.price]),
    ).toEqual([
      [true, '1L', '85.0000'],
      [true, '2L', '150.0000'],
      [false, '500ml', '40.0000'],
    ]);
  });

  it('refuses a variant id of another product and a barcode taken by another', async () => {
    const a = await createProduct(admin);
    const b = await createProduct(admin);
    const foreign = await admin({
      method: 'PUT',
      url: `/api/product/${a.id}/`,
      payload: milkBody({ bar_code: a.bar_code, product_variant: [{ id: firstVariantId(b), price: '1' }] }),
    });
    expect(foreign.json()).toEqual({
      product_variant: [`Invalid pk "${firstVariantId(b)}" - object does not exist.`],
    });
    const taken = await admin({
      method: 'PUT',
      url: `/api/product/${a.id}/`,
      payload: milkBody({ bar_code: b.bar_code }),
    });
    expect(taken.json()).toEqual({ bar_code: [CATALOG_MSG.barcodeTaken] });
  });
});

describe('DELETE product/<id>/ and product-variant/<id>/ (O5, O6)', () => {
  it('refuses to delete the last variant, and deletes the others', async () => {
    const product = await createProduct(admin);
    const [first, second] = product.product_variant;
    expect((await admin({ method: 'DELETE', url: `/api/product-variant/${first?.id}/` })).statusCode).toBe(
      204,
    );
    const last = await admin({ method: 'DELETE', url: `/api/product-variant/${second?.id}/` });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ non_field_errors: [CATALOG_MSG.lastVariant] });
    const [left] = (await list(admin, `bar_code=${product.bar_code}`)).results;
    expect(left?.product_variant.map((v) => v.id)).toEqual([second?.id]);
  });

  it('refuses to delete a product that holds stock, then deactivates it once the stock is written off', async () => {
    const product = await createProduct(admin);
    const batch = await receive(admin, firstVariantId(product), '3');
    // Sold one, so the batch is no longer an unused receipt that could simply be taken back.
    await admin({ method: 'PATCH', url: `/api/batch/${batch}/`, payload: { quantity: '2' } });
    const refused = await admin({ method: 'DELETE', url: `/api/product/${product.id}/` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [CATALOG_MSG.productHoldsStock('2.0000')] });
    expect((await list(admin, `bar_code=${product.bar_code}`)).count).toBe(1);
    // Written off through the ledger (a correction to nothing), then the delete goes through.
    await admin({ method: 'PATCH', url: `/api/batch/${batch}/`, payload: { quantity: '0.0001' } });
    await admin({ method: 'DELETE', url: `/api/batch/${batch}/` });
    const stillHeld = await admin({ method: 'DELETE', url: `/api/product/${product.id}/` });
    expect(stillHeld.json()).toEqual({ non_field_errors: [CATALOG_MSG.productHoldsStock('0.0001')] });
    await admin({ method: 'POST', url: `/api/batch/${batch}/write-off/`, payload: { quantity: '0.0001' } });
    expect((await admin({ method: 'DELETE', url: `/api/product/${product.id}/` })).statusCode).toBe(204);
    expect((await list(admin, `bar_code=${product.bar_code}`)).count).toBe(0);
    expect((await admin({ method: 'GET', url: `/api/product/${product.id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/product/${product.id}/` })).statusCode).toBe(404);
    await createProduct(admin, { bar_code: product.bar_code });
  });

  it('refuses to delete a variant that holds stock; one whose stock was written off is deactivated', async () => {
    const product = await createProduct(admin);
    const [first, second] = product.product_variant;
    const batch = await receive(admin, first?.id ?? 0, '2');
    await admin({ method: 'PATCH', url: `/api/batch/${batch}/`, payload: { quantity: '1' } });
    const refused = await admin({ method: 'DELETE', url: `/api/product-variant/${first?.id}/` });
    expect(refused.json()).toEqual({ non_field_errors: [CATALOG_MSG.variantHoldsStock('1.0000')] });
    await admin({
      method: 'POST',
      url: `/api/batch/${batch}/write-off/`,
      payload: { quantity: '1', reason: 'Expired' },
    });
    expect((await admin({ method: 'DELETE', url: `/api/product-variant/${first?.id}/` })).statusCode).toBe(
      204,
    );
    const [left] = (await list(admin, `bar_code=${product.bar_code}`)).results;
    expect(left?.product_variant.map((v) => v.id)).toEqual([second?.id]);
    const reuse = await admin({
      method: 'POST',
      url: '/api/batch/',
      payload: {
        product_variant: first?.id,
        quantity: '1',
        manufacturing_date: '2026-1-1',
        expiry_date: '2026-2-1',
      },
    });
    expect(reuse.json()).toEqual({ product_variant: [`Invalid pk "${first?.id}" - object does not exist.`] });
  });
});

describe('unit/ and category/ (O7, O8)', () => {
  it('lists every unit and category on the first page', async () => {
    const { unit, category } = await makeUnitAndCategory(t.db, groupId);
    const units = (await cashier({ method: 'GET', url: '/api/unit/' })).json();
    expect(units.results).toContainEqual({ id: unit.id, name: unit.name, is_countable: true });
    const categories = (await cashier({ method: 'GET', url: '/api/category/' })).json();
    expect(categories.results).toContainEqual({
      id: category.id,
      name: category.name,
      description: 'Milk and more',
    });
  });
});
