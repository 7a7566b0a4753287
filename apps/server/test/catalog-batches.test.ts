import { stockMovements } from '@tillwise/db';
import { CATALOG_MSG, D, stockBelowZeroMessage } from '@tillwise/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStock } from '../src/modules/inventory/ledger.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import {
  batchBody,
  type Call,
  callerFor,
  createProduct,
  firstVariantId,
  makeGroup,
  receive,
} from './support/catalog.js';

let t: TestApp;
let admin: Call & { userId: number };
let storeId: number;
let parentAdmin: Call;
let strangerAdmin: Call;
beforeAll(async () => {
  t = await buildTestApp();
  const group = await makeGroup(t.db);
  storeId = group.store.id;
  admin = await callerFor(t.app, t.db, 'ADMIN', group.store.id);
  parentAdmin = await callerFor(t.app, t.db, 'SUPER_ADMIN', group.parent.id);
  strangerAdmin = await callerFor(t.app, t.db, 'ADMIN', group.elsewhere.id);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const movements = (batchId: number) =>
  t.db
    .select({
      kind: stockMovements.kind,
      quantity: stockMovements.quantity,
      companyId: stockMovements.companyId,
    })
    .from(stockMovements)
    .where(eq(stockMovements.batchId, batchId))
    .orderBy(asc(stockMovements.id));

const stockOf = async (call: Call, batchId: number) => {
  const rows = (await call({ method: 'GET', url: '/api/batch/?page=1' })).json().results;
  return rows.find((r: { id: number }) => r.id === batchId)?.inventory_quantity;
};

describe('POST batch/ (O10)', () => {
  it('receives the batch into the caller company with a RECEIPT movement', async () => {
    const product = await createProduct(admin);
    const res = await admin({
      method: 'POST',
      url: '/api/batch/',
      payload: batchBody(firstVariantId(product), '24'),
    });
    expect(res.statusCode).toBe(201);
    const batch = res.json();
    expect(batch).toMatchObject({
      quantity: '24.0000',
      inventory_quantity: 24,
      manufacturing_date: '2026-01-01',
      expiry_date: '2026-06-30',
      in_stock: true,
      product_variant: {
        id: firstVariantId(product),
        price: '80.0000',
        product: { id: product.id, name: 'Milk 1L' },
      },
    });
    expect(await movements(batch.id)).toEqual([{ kind: 'RECEIPT', quantity: '24.0000', companyId: storeId }]);
  });

  it('accepts the offline replay form: variant id as text, unpadded dates, no in_stock', async () => {
    const product = await createProduct(admin);
    const res = await admin({
      method: 'POST',
      url: '/api/batch/',
      payload: {
        manufacturing_date: '2026-3-5',
        expiry_date: '2026-4-5',
        quantity: '5',
        product_variant: String(firstVariantId(product)),
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ manufacturing_date: '2026-03-05', in_stock: true });
  });

  it('answers the messages of spec 5.4 at their fields', async () => {
    const empty = await admin({ method: 'POST', url: '/api/batch/', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      product_variant: [CATALOG_MSG.batchVariantRequired],
      quantity: [CATALOG_MSG.quantityRequired],
      manufacturing_date: [CATALOG_MSG.batchDatesRequired],
      expiry_date: [CATALOG_MSG.batchDatesRequired],
    });
    const product = await createProduct(admin);
    const wrong = await admin({
      method: 'POST',
      url: '/api/batch/',
      payload: batchBody(firstVariantId(product), 'ten', { expiry_date: '2025-12-31' }),
    });
    expect(wrong.json()).toEqual({
      quantity: [CATALOG_MSG.numbersOnly],
      expiry_date: [CATALOG_MSG.expiryBeforeManufacture],
    });
    const zero = await admin({
      method: 'POST',
      url: '/api/batch/',
      payload: batchBody(firstVariantId(product), '0'),
    });
    expect(zero.json()).toEqual({ quantity: [CATALOG_MSG.quantityNotPositive] });
  });
});

describe('PATCH batch/<id>/ (O11)', () => {
  it('records a quantity change as an ADJUSTMENT and keeps the variant read-only', async () => {
    const product = await createProduct(admin);
    const id = await receive(admin, firstVariantId(product), '10');
    const res = await admin({
      method: 'PATCH',
      url: `/api/batch/${id}/`,
      payload: { ...batchBody(firstVariantId(product), '7.5'), id, in_stock: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quantity: '7.5000', inventory_quantity: 7.5, in_stock: false });
    expect((await movements(id)).map((m) => [m.kind, m.quantity])).toEqual([
      ['RECEIPT', '10.0000'],
      ['ADJUSTMENT', '-2.5000'],
    ]);
    const moved = await admin({
      method: 'PATCH',
      url: `/api/batch/${id}/`,
      payload: { product_variant: product.product_variant[1]?.id },
    });
    expect(moved.json()).toEqual({ product_variant: [CATALOG_MSG.variantLocked] });
    const dates = await admin({
      method: 'PATCH',
      url: `/api/batch/${id}/`,
      payload: { expiry_date: '2025-01-01' },
    });
    expect(dates.json()).toEqual({ expiry_date: [CATALOG_MSG.expiryBeforeManufacture] });
  });

  it('refuses a change that would take stock below zero, writing nothing', async () => {
    const product = await createProduct(admin);
    const id = await receive(admin, firstVariantId(product), '10');
    // Stands in for the counter, which the orders work will add: 9 of the 10 are sold.
    await t.db.transaction((tx) =>
      moveStock(tx, {
        companyId: storeId,
        batchId: id,
        kind: 'SALE',
        quantity: new D(-9),
        userId: admin.userId,
        counter: { purpose: 'COGS' },
      }),
    );
    const res = await admin({ method: 'PATCH', url: `/api/batch/${id}/`, payload: { quantity: '5' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ quantity: ['Stock cannot go below zero: only 1.0000 left in this batch.'] });
    expect(await stockOf(admin, id)).toBe(1);
    expect(await movements(id)).toHaveLength(2);
    expect(
      (await admin({ method: 'PATCH', url: `/api/batch/${id}/`, payload: { quantity: '9' } })).statusCode,
    ).toBe(200);
    expect(await stockOf(admin, id)).toBe(0);
  });

  it('lets the parent company edit its store batches, but not an unrelated admin', async () => {
    const product = await createProduct(admin);
    const id = await receive(admin, firstVariantId(product), '4');
    expect(
      (await parentAdmin({ method: 'PATCH', url: `/api/batch/${id}/`, payload: { quantity: '5' } }))
        .statusCode,
    ).toBe(200);
    const res = await strangerAdmin({
      method: 'PATCH',
      url: `/api/batch/${id}/`,
      payload: { quantity: '1' },
    });
    expect(res.statusCode).toBe(404);
    expect((await strangerAdmin({ method: 'DELETE', url: `/api/batch/${id}/` })).statusCode).toBe(404);
    expect((await admin({ method: 'PATCH', url: '/api/batch/99999999/', payload: {} })).statusCode).toBe(404);
  });
});

describe('DELETE batch/<id>/ (O12)', () => {
  it('reverses the receipt of an unused batch, keeps the history and drops the batch from lists', async () => {
    const product = await createProduct(admin);
    const id = await receive(admin, firstVariantId(product), '6');
    expect((await admin({ method: 'DELETE', url: `/api/batch/${id}/` })).statusCode).toBe(204);
    expect((await movements(id)).map((m) => [m.kind, m.quantity])).toEqual([
      ['RECEIPT', '6.0000'],
      ['RECEIPT', '-6.0000'],
    ]);
    expect(await stockOf(admin, id)).toBeUndefined();
    const nested = (await admin({ method: 'GET', url: `/api/product/${product.id}` })).json();
    expect(nested.product_variant[0].batch).toEqual([]);
    expect((await admin({ method: 'DELETE', url: `/api/batch/${id}/` })).statusCode).toBe(404);
  });
});

describe('POST batch/<id>/write-off/ and deleting a used batch', () => {
  it('refuses to delete a batch that moved and still holds stock; a write-off empties it first', async () => {
    const product = await createProduct(admin);
    const id = await receive(admin, firstVariantId(product), '6');
    await admin({ method: 'PATCH', url: `/api/batch/${id}/`, payload: { quantity: '5' } });
    const refused = await admin({ method: 'DELETE', url: `/api/batch/${id}/` });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { non_field_errors: [CATALOG_MSG.batchHoldsStock('5.0000')] },
    ]);
    const tooMuch = await admin({
      method: 'POST',
      url: `/api/batch/${id}/write-off/`,
      payload: { quantity: '6' },
    });
    expect(tooMuch.json()).toEqual({ quantity: [stockBelowZeroMessage('5.0000')] });
    const off = await admin({
      method: 'POST',
      url: `/api/batch/${id}/write-off/`,
      payload: { quantity: '5', reason: 'Expired' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await movements(id)).map((m) => [m.kind, m.quantity])).toEqual([
      ['RECEIPT', '6.0000'],
      ['ADJUSTMENT', '-1.0000'],
      ['ADJUSTMENT', '-5.0000'],
    ]);
    expect((await admin({ method: 'DELETE', url: `/api/batch/${id}/` })).statusCode).toBe(204);
  });
});

describe('GET batch/ (O9)', () => {
  it('searches by product name and filters by quantity__gte', async () => {
    const product = await createProduct(admin, { name: 'Batchsearch Cheese' });
    await receive(admin, firstVariantId(product), '0.5');
    const found = (await admin({ method: 'GET', url: '/api/batch/?search=batchsearch' })).json();
    expect(
      found.results.some(
        (b: { product_variant: { product: { id: number } } }) => b.product_variant.product.id === product.id,
      ),
    ).toBe(true);
    const stocked = (
      await admin({ method: 'GET', url: '/api/batch/?search=batchsearch&quantity__gte=1' })
    ).json();
    expect(
      stocked.results.some(
        (b: { product_variant: { product: { id: number } } }) => b.product_variant.product.id === product.id,
      ),
    ).toBe(false);
  });
});

describe('GET batch/<id>/ (labels of a received batch)', () => {
  it('answers the batch with the quantity received, its variant and product, and the stock here', async () => {
    const product = await createProduct(admin);
    const id = await receive(admin, firstVariantId(product), '36');
    // Some sold or written off since: the labels still count what was received.
    await admin({ method: 'POST', url: `/api/batch/${id}/write-off/`, payload: { quantity: '6' } });
    const res = await admin({ method: 'GET', url: `/api/batch/${id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      quantity: '36.0000',
      inventory_quantity: 30,
      product_variant: {
        id: firstVariantId(product),
        product: { id: product.id, bar_code: product.bar_code },
      },
    });
    // The head office of the same group reads it too (its stock of it: none).
    const fromParent = await parentAdmin({ method: 'GET', url: `/api/batch/${id}/` });
    expect(fromParent.statusCode).toBe(200);
    expect(fromParent.json()).toMatchObject({ id, quantity: '36.0000', inventory_quantity: 0 });
  });

  it('answers 404 for another group’s batch, a deleted batch and one that does not exist', async () => {
    const product = await createProduct(admin);
    const id = await receive(admin, firstVariantId(product), '5');
    expect((await strangerAdmin({ method: 'GET', url: `/api/batch/${id}/` })).statusCode).toBe(404);
    const unused = await receive(admin, firstVariantId(product), '2');
    expect((await admin({ method: 'DELETE', url: `/api/batch/${unused}/` })).statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/batch/${unused}/` })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/batch/2147483000/' })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/batch/abc/' })).statusCode).toBe(404);
  });
});
