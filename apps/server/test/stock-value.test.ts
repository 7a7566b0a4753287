import { checkBooks } from '@tillwise/db';
import { D, orderTotal } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryAtCost } from '../src/modules/analytics/books.js';
import { rowsOf } from '../src/modules/analytics/sql.js';
import { foldStock, stockByCategory } from '../src/modules/analytics/stock-fold.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Group, makeGroup } from './support/books.js';
import { createProduct, firstVariantId, makeUnitAndCategory, receive } from './support/catalog.js';
import { saleBody } from './support/orders.js';

/*
 * One value of the stock (docs/domain/analytics.md, "Stock at the books' value"): the books', each
 * batch at its own cost (`batches.unit_cost`), stock below zero included. The Inventory accounts'
 * balance (`inventoryAtCost`, what the business report's stock value reads) and the Inventory tab's
 * `stockByCategory` (what `analytics/` gives as `total_inventory_amount` and, per category, as
 * `category_stats`, from the folded stock sums and the movements no fold has reached) must agree
 * after every operation, whichever way the stock moved or was revalued, and wherever the fold is.
 */

let t: TestApp;
let g: Group;
let variant: number;
let shelf: number;
/** After every operation, not only at the end: each company, and both together. */
const views = () => [[g.store.id], [g.outlet.id], [g.store.id, g.outlet.id]];
const future = () => new Date(Date.now() + 86_400_000);

async function bothValues(ids: number[], at = future()) {
  const [books, stock] = await Promise.all([inventoryAtCost(t.db, ids, at), stockByCategory(t.db, ids, at)]);
  return { books: books.toFixed(4), tab: stock.amount.toFixed(4) };
}
async function expectAgreementNow() {
  for (const ids of views()) {
    const v = await bothValues(ids);
    expect(v.tab, `companies ${ids.join(', ')}`).toBe(v.books);
  }
  // And the books' own check of the sums: categories against products, products against the stock.
  expect(await checkBooks(t.db, [g.store.id, g.outlet.id])).toEqual([]);
}
/**
 * Agreement before the fold, at every step of a fold, and after it: one movement a step when the
 * database's unfolded movements are few (a file's own), else about twenty steps (PostgreSQL's one
 * database holds every earlier file's movements, all unfolded).
 */
async function expectAgreement() {
  await expectAgreementNow();
  const [unfolded] = await rowsOf<{ n: string }>(
    t.db,
    sql`SELECT count(*)::text AS n FROM stock_movements
      WHERE id > coalesce((SELECT folded_through FROM stock_fold WHERE id = 1), 0)`,
  );
  const chunk = Math.max(1, Math.ceil(Number(unfolded?.n ?? 0) / 20));
  for (let steps = 0, idle = 0; idle < 2 && steps < 100; steps++) {
    const step = await foldStock(t.db, chunk);
    idle = step.movements === 0 && !step.more ? idle + 1 : 0;
    await expectAgreementNow();
  }
}
const posted = async (call: Group['as']['store'], method: 'POST' | 'PATCH', url: string, payload: object) => {
  const res = await call({ method, url, payload });
  expect([200, 201], `${url} ${res.body}`).toContain(res.statusCode);
  return res;
};

beforeAll(async () => {
  t = await buildTestApp();
  g = await makeGroup(t.db, t.app);
  // The variant costs 80; the batch is received without a cost, so at 80.
  variant = firstVariantId(await createProduct(g.as.store));
  shelf = await receive(g.as.store, variant, '20');
}, 120_000);
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('stock value: the Inventory tab agrees with the books', () => {
  it('through sales, returns, transfers and write-offs', async () => {
    await expectAgreement();
    await posted(
      g.as.store,
      'POST',
      '/api/order/',
      saleBody(g.storeAdmin.id, g.walkIn.id, [{ batch: shelf, price: '100', quantity: '3' }]),
    );
    await posted(
      g.as.store,
      'POST',
      '/api/order/',
      saleBody(g.storeAdmin.id, g.walkIn.id, [{ batch: shelf, price: '100', quantity: '-1' }], {
        status: 'RETURNED',
        amount_received: '0',
      }),
    );
    await expectAgreement();
    const items = [{ batch: shelf, price: '90', quantity: '5', discount: '0' }];
    await posted(g.as.store, 'POST', '/api/internal-order/', {
      order_item: items,
      seller: g.storeAdmin.id,
      buyer: g.outletAdmin.id,
      total: orderTotal(items).toFixed(4),
      total_discount: '0',
      amount_discount: true,
      amount_received: '0',
      invoice_id: '',
      internal_order: true,
    });
    await expectAgreement();
    await posted(g.as.store, 'POST', `/api/batch/${shelf}/write-off/`, { quantity: '2', reason: 'Damaged' });
    await expectAgreement();
    // 20 − 3 + 1 − 5 − 2 = 11 at the store, 5 at the outlet, each at 80.
    expect(await bothValues([g.store.id])).toEqual({ books: '880.0000', tab: '880.0000' });
    expect(await bothValues([g.outlet.id])).toEqual({ books: '400.0000', tab: '400.0000' });
  });

  it('when goods are bought at another price, or a batch is revalued', async () => {
    const before = await bothValues([g.store.id]);
    // 4 bought from the vendor at 95: the books hold them at 95, and so does the tab.
    const items = [
      {
        order_batch: {
          manufacturing_date: '2026-11-01',
          expiry_date: '2099-11-01',
          quantity: '4',
          product_variant: String(variant),
        },
        price: '95',
        discount: '0',
        quantity: '4',
      },
    ];
    await posted(g.as.store, 'POST', '/api/internal-order/', {
      order_item: items,
      seller: g.vendor.id,
      buyer: g.storeAdmin.id,
      total: orderTotal(items).toFixed(4),
      total_discount: '0',
      amount_discount: true,
      amount_received: '0',
      invoice_id: '',
      internal_order: true,
    });
    const bought = await bothValues([g.store.id]);
    expect(new D(bought.books).minus(before.books).toFixed(4)).toBe('380.0000');
    expect(bought.tab).toBe(bought.books);
    await expectAgreement();
    // The shelf batch revalued at 82: the books follow (11 × 2 more), the tab with them, folded or not.
    await posted(g.as.store, 'PATCH', `/api/batch/${shelf}/`, { cost_price: '82' });
    const revalued = await bothValues([g.store.id]);
    expect(new D(revalued.books).minus(bought.books).toFixed(4)).toBe('22.0000');
    expect(revalued.tab).toBe(revalued.books);
    await expectAgreement();
  });

  it('at a moment in the past, from the ledgers', async () => {
    const [first] = await rowsOf<{ at: Date }>(
      t.db,
      sql`SELECT max(created) + interval '1 millisecond' AS at FROM stock_movements
        WHERE company_id = ${g.store.id} AND kind = 'SALE'`,
    );
    const at = new Date(first?.at ?? Date.now());
    for (const ids of views()) {
      const v = await bothValues(ids, at);
      expect(v.tab, `companies ${ids.join(', ')}`).toBe(v.books);
    }
  });

  it("moves a product's stock with it when its category changes", async () => {
    const { category } = await makeUnitAndCategory(t.db, g.parent.id);
    const [product] = await rowsOf<{ id: number }>(
      t.db,
      sql`SELECT product_id AS id FROM product_variants WHERE id = ${variant}`,
    );
    const ids = [g.store.id, g.outlet.id];
    const before = await stockByCategory(t.db, ids, future());
    // Half the movements folded, then the category changes, then the rest folded.
    await foldStock(t.db, 1);
    await t.db.execute(sql`UPDATE products SET category_id = ${category.id} WHERE id = ${product?.id}`);
    for (const moment of ['before the rest is folded', 'after']) {
      const now = await stockByCategory(t.db, ids, future());
      expect(now.amount.toFixed(4), moment).toBe(before.amount.toFixed(4));
      expect(now.products, moment).toBe(before.products);
      const moved = now.categories.find((c) => c.category === category.name);
      expect(moved?.amount.toFixed(4), moment).toBe(before.amount.toFixed(4));
      expect(
        now.categories.map((c) => c.category),
        moment,
      ).toEqual([category.name]);
      await expectAgreement();
    }
  });

  it('is checked with the books: a category sum off by one is found', async () => {
    const tampered = t.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO stock_category_sums AS s (company_id, category_id, quantity, value, products)
        VALUES (${g.store.id}, 0, 0, 1, 0)
        ON CONFLICT (company_id, category_id) DO UPDATE SET value = s.value + 1`);
      const found = await checkBooks(tx, [g.store.id]);
      expect(found.map((v) => v.check)).toEqual(['stock-sums']);
      tx.rollback();
    });
    await expect(tampered).rejects.toThrow();
    expect(await checkBooks(t.db, [g.store.id])).toEqual([]);
  });
});
