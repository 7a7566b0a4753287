import {
  type CatalogueDelta,
  CatalogueDeltaSchema,
  CataloguePageSchema,
  type CompactProduct,
} from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueDelta, STAMP_OVERLAP_MS } from '../src/modules/offline/catalogue-page.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { createProduct, receive } from './support/catalog.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const URL_ = '/api/offline/catalogue/';

/** A full download's stamp. */
async function fullStamp(shop: Shop): Promise<string> {
  const res = await shop.cashier({ method: 'GET', url: URL_ });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json();
  expect(CataloguePageSchema.safeParse(page).success).toBe(true);
  return page.stamp as string;
}

/**
 * The moment a stamp was taken (the stamp reaches STAMP_OVERLAP_MS further back, so a delta from
 * it would repeat what the test just set up): a delta from here holds only what the test changes next.
 */
const takenAt = (stamp: string) => new Date(Date.parse(stamp) + STAMP_OVERLAP_MS + 1).toISOString();

async function delta(call: Shop['cashier'], since: string): Promise<CatalogueDelta> {
  const res = await call({ method: 'GET', url: `${URL_}?since=${encodeURIComponent(since)}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<CatalogueDelta>();
  expect(CatalogueDeltaSchema.safeParse(body).success).toBe(true);
  return body;
}

const rowOf = (d: CatalogueDelta, id: number) => d.results.find((r) => r[0] === id) as CompactProduct;

const sellOne = (shop: Shop, batch = shop.batch) =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch, price: '100', quantity: '1' }]),
  });

describe('catalogue deltas (docs/selling-offline.md)', () => {
  it('gives a stamp with the full download and an empty delta when nothing changed', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const stamp = await fullStamp(shop);
    // The stamp reaches back over the overlap: what was just set up comes again.
    const overlapping = await delta(shop.cashier, stamp);
    expect(overlapping.stale).toBe(false);
    expect(rowOf(overlapping, shop.product.id)).toBeDefined();
    const empty = await delta(shop.cashier, takenAt(stamp));
    expect(empty).toMatchObject({ stale: false, results: [], removed: [] });
    expect(empty.count).toBeGreaterThan(0);
    expect(Date.parse(empty.stamp)).toBeGreaterThanOrEqual(Date.parse(stamp));
  });

  it('is stale past the bound, told from changed products, changed variants or any other change', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const since = takenAt(await fullStamp(shop));
    const [held] = (
      (await t.db.execute(sql`select group_id from products where id = ${shop.product.id}`)) as unknown as {
        rows: { group_id: number }[];
      }
    ).rows;
    const scope = { companyId: shop.group.store.id, groupId: held?.group_id ?? null };
    expect(await catalogueDelta(t.db, scope, since, 0)).toMatchObject({ stale: false, rows: '[]' });
    // Rows stamped just after `since`; `next` is after them and before the sale below.
    const just = new Date(Date.parse(since) + 1).toISOString();
    const next = new Date(Date.parse(since) + 2).toISOString();
    // A price changed at head office: the variant's row only.
    await t.db.execute(
      sql`update product_variants set sale_price = sale_price + 1, last_modified = ${just}::timestamptz where id = ${shop.variant.id}`,
    );
    expect(await catalogueDelta(t.db, scope, since, 0)).toEqual({ stale: true });
    const within = await catalogueDelta(t.db, scope, since, 1);
    expect(within.stale).toBe(false);
    expect(within.stale === false && (JSON.parse(within.rows) as CompactProduct[]).map((r) => r[0])).toEqual([
      shop.product.id,
    ]);
    // The product's own row; then a sale (a stock movement) with neither row touched.
    await t.db.execute(
      sql`update product_variants set last_modified = ${since}::timestamptz where id = ${shop.variant.id}`,
    );
    await t.db.execute(
      sql`update products set last_modified = ${just}::timestamptz where id = ${shop.product.id}`,
    );
    expect(await catalogueDelta(t.db, scope, since, 0)).toEqual({ stale: true });
    expect(await catalogueDelta(t.db, scope, next, 0)).toMatchObject({ stale: false, rows: '[]' });
    expect((await sellOne(shop)).statusCode).toBe(201);
    expect(await catalogueDelta(t.db, scope, next, 0)).toEqual({ stale: true });
    expect(await catalogueDelta(t.db, scope, next, 1)).toMatchObject({ stale: false });
  });

  it('brings a product whose stock a sale lowered, with the new stock', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const since = takenAt(await fullStamp(shop));
    expect((await sellOne(shop)).statusCode).toBe(201);
    const d = await delta(shop.cashier, since);
    expect(d.results.map((r) => r[0])).toEqual([shop.product.id]);
    const [variant] = rowOf(d, shop.product.id)[4];
    expect(variant?.[5]).toBe('4.0000');
    expect(variant?.[6]).toEqual([[shop.batch, 4, expect.any(String), expect.any(String)]]);
  });

  it('brings a price change and a new batch', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const since = takenAt(await fullStamp(shop));
    const second = shop.product.product_variant[1];
    const put = await shop.admin({
      method: 'PUT',
      url: `/api/product/${shop.product.id}/`,
      payload: {
        name: shop.product.name,
        bar_code: shop.product.bar_code,
        token: false,
        unit: null,
        category: null,
        product_variant: [
          {
            id: shop.variant.id,
            price: '80',
            sale_price: '125.5',
            color: 'White',
            description: '',
            size: '1L',
          },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const priced = await delta(shop.cashier, since);
    expect(rowOf(priced, shop.product.id)[4][0]?.[4]).toBe('125.5000');

    const since2 = takenAt(priced.stamp);
    const batch = await receive(shop.admin, second?.id ?? 0, '3');
    const received = await delta(shop.cashier, since2);
    expect(received.results.map((r) => r[0])).toEqual([shop.product.id]);
    const variant = rowOf(received, shop.product.id)[4].find((v) => v[0] === second?.id);
    expect(variant?.[5]).toBe('3.0000');
    expect(variant?.[6].map((b) => b[0])).toEqual([batch]);
  });

  it('names a deactivated product among the removed, and counts a product deleted outright', async () => {
    const shop = await makeShop(t.app, t.db, '1');
    const plain = await createProduct(shop.admin);
    const stamp = await fullStamp(shop);
    const since = takenAt(stamp);
    const before = await delta(shop.cashier, since);
    // Sold out, then deleted: it has history, so it is deactivated.
    expect((await sellOne(shop)).statusCode).toBe(201);
    const gone = await shop.admin({ method: 'DELETE', url: `/api/product/${shop.product.id}/` });
    expect(gone.statusCode, gone.body).toBe(204);
    // Never stocked: removed outright, only the count tells.
    const deleted = await shop.admin({ method: 'DELETE', url: `/api/product/${plain.id}/` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const d = await delta(shop.cashier, since);
    expect(d.results).toEqual([]);
    expect(d.removed).toEqual([shop.product.id]);
    expect(d.count).toBe(before.count - 2);
    const full = await shop.cashier({ method: 'GET', url: URL_ });
    expect(full.json<{ count: number }>().count).toBe(d.count);
  });

  it('brings a variant deleted outright through its product', async () => {
    const shop = await makeShop(t.app, t.db, '2');
    const since = takenAt(await fullStamp(shop));
    const second = shop.product.product_variant[1];
    const res = await shop.admin({ method: 'DELETE', url: `/api/product-variant/${second?.id}/` });
    expect(res.statusCode, res.body).toBe(204);
    const d = await delta(shop.cashier, since);
    expect(rowOf(d, shop.product.id)[4].map((v) => v[0])).toEqual([shop.variant.id]);
  });

  it("keeps to the till's company: another company's sale is not in its delta", async () => {
    const mine = await makeShop(t.app, t.db, '5');
    const theirs = await makeShop(t.app, t.db, '5');
    const since = takenAt(await fullStamp(mine));
    expect((await sellOne(theirs)).statusCode).toBe(201);
    expect((await delta(mine.cashier, since)).results).toEqual([]);
    expect((await delta(theirs.cashier, since)).results.map((r) => r[0])).toEqual([theirs.product.id]);
  });

  it('says a stamp older than a week is stale, and refuses one that is not a date', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const old = await delta(shop.cashier, '2020-01-01T00:00:00.000000Z');
    expect(old).toMatchObject({ stale: true, results: [], removed: [] });
    const bad = await shop.cashier({ method: 'GET', url: `${URL_}?since=yesterday` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('since');
  });

  it('answers a delta only to whom the full download answers', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    const since = encodeURIComponent(new Date().toISOString());
    const anonymous = await t.app.inject({ method: 'GET', url: `${URL_}?since=${since}` });
    expect(anonymous.statusCode).toBe(401);
    const admin = await shop.admin({ method: 'GET', url: `${URL_}?since=${since}` });
    expect(admin.statusCode).toBe(200);
  });
});
