import { D, orderTotal } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryAtCost, stockByCategory } from '../src/modules/analytics/books.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Group, makeGroup } from './support/books.js';
import { createProduct, firstVariantId, receive } from './support/catalog.js';
import { saleBody } from './support/orders.js';

/*
 * Two valuations of the same stock (docs/domain/analytics.md, "Stock at a moment"):
 * - the books': the Inventory accounts' balance, each batch at its own cost (`batches.unit_cost`),
 *   stock below zero included; what the business report's stock value reads, from the summaries;
 * - the Inventory tab's: `stockByCategory`, every stock row above zero at its variant's cost price
 *   now (`product_variants.price`); what `analytics/` gives as `total_inventory_amount` and, per
 *   category, as `category_stats`, by reading every stock row in reach.
 * They agree while every batch in stock is valued at its variant's cost price, through sales,
 * transfers and write-offs; a purchase at another price or a batch revalued parts them. Reading
 * `analytics/`'s stock value from the books would change that figure, not only its speed.
 */

let t: TestApp;
let g: Group;
let variant: number;
let shelf: number;
/** After every operation, not only at the end: each company, and both together. */
const views = () => [[g.store.id], [g.outlet.id], [g.store.id, g.outlet.id]];
const future = () => new Date(Date.now() + 86_400_000);

async function bothValues(ids: number[]) {
  const [books, stock] = await Promise.all([
    inventoryAtCost(t.db, ids, future()),
    stockByCategory(t.db, ids, future()),
  ]);
  return { books: books.toFixed(4), tab: stock.amount.toFixed(4) };
}
async function expectAgreement() {
  for (const ids of views()) {
    const v = await bothValues(ids);
    expect(v.tab, `companies ${ids.join(', ')}`).toBe(v.books);
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

describe('stock value: the books against the Inventory tab', () => {
  it('agree through sales, returns, transfers and write-offs while each batch is at its variant’s cost', async () => {
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

  it('part when goods are bought at another price, or a batch is revalued', async () => {
    const before = await bothValues([g.store.id]);
    // 4 bought from the vendor at 95: the books hold them at 95, the tab at the variant's 80.
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
    expect(new D(bought.tab).minus(before.tab).toFixed(4)).toBe('320.0000');
    // The shelf batch revalued at 82: the books follow (11 × 2 more), the tab does not.
    await posted(g.as.store, 'PATCH', `/api/batch/${shelf}/`, { cost_price: '82' });
    const revalued = await bothValues([g.store.id]);
    expect(new D(revalued.books).minus(bought.books).toFixed(4)).toBe('22.0000');
    expect(revalued.tab).toBe(bought.tab);
  });
});
