import { CATALOG_MSG, type ProductWire, type TradeUnitWire, UNIT_MSG } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, callerFor, makeGroup, milkBody, uniqueBarcode } from './support/catalog.js';

/* Trade units of a product (docs/domain/units.md): defined, read with the product, found by barcode, retired. */

let t: TestApp;
let admin: Call;
let otherAdmin: Call;
let cashier: Call;
beforeAll(async () => {
  t = await buildTestApp();
  const { store, elsewhere } = await makeGroup(t.db);
  admin = await callerFor(t.app, t.db, 'ADMIN', store.id);
  cashier = await callerFor(t.app, t.db, 'SALES_STAFF', store.id);
  otherAdmin = await callerFor(t.app, t.db, 'ADMIN', elsewhere.id);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

async function newProduct(call: Call = admin): Promise<ProductWire> {
  const res = await call({ method: 'POST', url: '/api/product/', payload: milkBody() });
  expect(res.statusCode).toBe(201);
  return res.json<ProductWire>();
}
const addUnit = (productId: number, payload: Record<string, unknown>, call: Call = admin) =>
  call({ method: 'POST', url: `/api/product/${productId}/unit/`, payload });

describe('product/<id>/unit/', () => {
  it('adds a pack with its own barcode and prices; the product answer carries it', async () => {
    const product = await newProduct();
    const code = uniqueBarcode();
    const res = await addUnit(product.id, {
      name: 'Pack of 12',
      count: 12,
      bar_code: code,
      sale_price: '1100',
    });
    expect(res.statusCode).toBe(201);
    const unit = res.json<TradeUnitWire>();
    expect(unit).toEqual({
      id: unit.id,
      product: product.id,
      name: 'Pack of 12',
      count: 12,
      bar_code: code,
      sale_price: '1100.0000',
      price: null,
      is_retired: false,
    });
    const read = (await admin({ method: 'GET', url: `/api/product/${product.id}/` })).json<ProductWire>();
    expect(read.trade_units).toEqual([unit]);
    const listed = (await admin({ method: 'GET', url: `/api/product/${product.id}/unit/` })).json();
    expect(listed).toEqual([unit]);
  });

  it('a scan of the unit’s barcode finds its product, with the unit among its trade units', async () => {
    const product = await newProduct();
    const code = uniqueBarcode();
    const unit = (
      await addUnit(product.id, { name: 'Carton', count: 48, bar_code: code })
    ).json<TradeUnitWire>();
    const found = (await cashier({ method: 'GET', url: `/api/product/?bar_code=${code}` })).json<{
      count: number;
      results: ProductWire[];
    }>();
    expect(found.count).toBe(1);
    expect(found.results[0]?.id).toBe(product.id);
    expect(found.results[0]?.trade_units?.find((u) => u.bar_code === code)?.id).toBe(unit.id);
  });

  it('refuses a count that is not a whole number of at least 2, a missing name, a negative price', async () => {
    const product = await newProduct();
    for (const count of ['1.5', '1', '0', '-3', 'twelve']) {
      const res = await addUnit(product.id, { name: 'Pack', count });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ count: [UNIT_MSG.countWhole] });
    }
    const res = await addUnit(product.id, { name: '', count: 200000, sale_price: '-1' });
    expect(res.json()).toEqual({
      name: [UNIT_MSG.nameRequired],
      count: [UNIT_MSG.countTooLarge],
      sale_price: [CATALOG_MSG.notNegative],
    });
  });

  it('a barcode is one thing in the catalogue: a unit may not take a product’s or another unit’s, nor a product a unit’s', async () => {
    const product = await newProduct();
    const other = await newProduct();
    const taken = await addUnit(other.id, { name: 'Pack', count: 6, bar_code: product.bar_code });
    expect(taken.json()).toEqual({ bar_code: [UNIT_MSG.barcodeTaken] });
    const code = uniqueBarcode();
    expect((await addUnit(product.id, { name: 'Pack', count: 6, bar_code: code })).statusCode).toBe(201);
    expect((await addUnit(other.id, { name: 'Pack', count: 6, bar_code: code })).json()).toEqual({
      bar_code: [UNIT_MSG.barcodeTaken],
    });
    const clash = await admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({ bar_code: code }),
    });
    expect(clash.json()).toEqual({ bar_code: [CATALOG_MSG.barcodeTaken] });
    expect((await addUnit(product.id, { name: 'PACK', count: 4 })).json()).toEqual({
      name: [UNIT_MSG.nameTaken],
    });
  });

  it('edits an unused unit’s count; retires a unit, which frees its barcode and name', async () => {
    const product = await newProduct();
    const code = uniqueBarcode();
    const unit = (
      await addUnit(product.id, { name: 'Pack', count: 6, bar_code: code })
    ).json<TradeUnitWire>();
    const edited = await admin({
      method: 'PATCH',
      url: `/api/product-unit/${unit.id}/`,
      payload: { count: 8, price: '500' },
    });
    expect(edited.json()).toMatchObject({ count: 8, price: '500.0000' });
    const retired = await admin({
      method: 'PATCH',
      url: `/api/product-unit/${unit.id}/`,
      payload: { is_retired: true },
    });
    expect(retired.json()).toMatchObject({ is_retired: true });
    expect((await addUnit(product.id, { name: 'Pack', count: 6, bar_code: code })).statusCode).toBe(201);
    const scanned = (await cashier({ method: 'GET', url: `/api/product/?bar_code=${code}` })).json();
    expect(scanned.count).toBe(1);
  });

  it('another group’s product and unit are not found; a cashier may not define units', async () => {
    const product = await newProduct();
    const unit = (await addUnit(product.id, { name: 'Pack', count: 6 })).json<TradeUnitWire>();
    expect((await addUnit(product.id, { name: 'Box', count: 6 }, otherAdmin)).statusCode).toBe(404);
    const patch = await otherAdmin({
      method: 'PATCH',
      url: `/api/product-unit/${unit.id}/`,
      payload: { count: 2 },
    });
    expect(patch.statusCode).toBe(404);
    expect((await addUnit(product.id, { name: 'Box', count: 6 }, cashier)).statusCode).toBe(403);
  });
});
