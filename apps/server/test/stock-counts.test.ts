import { checkBooks, inventory, journalEntries, stockCountScans, stockMovements } from '@tillwise/db';
import { COUNT_MSG } from '@tillwise/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { entryLines } from './support/books.js';
import { type Call, callerFor, createProduct, makeUnitAndCategory, receive } from './support/catalog.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

/*
 * Stock counts (docs/domain/stock-count.md) through the API: blind counting, several counters,
 * sales during the count, double scans and recounts, approval in one journal entry, replays.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

async function start(shop: Shop, body: Record<string, unknown> = {}) {
  const res = await shop.admin({ method: 'POST', url: '/api/stock-count/', payload: body, headers: key() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; status: string; blind: boolean }>();
}

const scan = (call: Call, countId: number, payload: Record<string, unknown>, headers = key()) =>
  call({ method: 'POST', url: `/api/stock-count/${countId}/scan/`, payload, headers });

const review = async (shop: Shop, countId: number) => {
  const res = await shop.admin({ method: 'GET', url: `/api/stock-count/${countId}/review/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    count: { status: string; entry: number | null };
    lines: {
      id: number;
      status: string;
      expected: string;
      counted: string | null;
      difference: string | null;
      difference_value: string | null;
      scans: { id: number; discarded: boolean }[];
    }[];
    totals: Record<string, string>;
  }>();
};

const act = (shop: Shop, countId: number, what: string, payload: object = {}) =>
  shop.admin({ method: 'POST', url: `/api/stock-count/${countId}/${what}/`, payload, headers: key() });

const stockOf = async (companyId: number, batchId: number) =>
  (
    await t.db
      .select({ q: inventory.quantity })
      .from(inventory)
      .where(and(eq(inventory.companyId, companyId), eq(inventory.batchId, batchId)))
  )[0]?.q;

const sell = (shop: Shop, batch: number, quantity: string) =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch, price: '100', quantity }]),
  });

describe('a blind count', () => {
  it('never shows a counter what was expected, and the review is the admin’s', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const count = await start(shop);
    expect(count).toMatchObject({ status: 'OPEN', blind: true });
    const res = await scan(shop.cashier, count.id, {
      product_variant: shop.variant.id,
      quantity: '9',
      device: 'till 1',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      quantity: '9.0000',
      device: 'till 1',
      product_variant: shop.variant.id,
    });
    const reads = [
      res.body,
      (await shop.cashier({ method: 'GET', url: `/api/stock-count/${count.id}/` })).body,
      (await shop.cashier({ method: 'GET', url: `/api/stock-count/${count.id}/scans/` })).body,
      (await shop.cashier({ method: 'GET', url: '/api/stock-count/' })).body,
    ];
    for (const body of reads) {
      expect(body).not.toMatch(/expected|value|"10\.0000"/);
    }
    expect(
      (await shop.cashier({ method: 'GET', url: `/api/stock-count/${count.id}/review/` })).statusCode,
    ).toBe(403);
    expect((await act({ ...shop, admin: shop.cashier }, count.id, 'approve')).statusCode).toBe(403);
    const sheet = await shop.admin({ method: 'GET', url: `/api/stock-count/${count.id}/sheet/` });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().rows.every((r: { expected: string | null }) => r.expected === null)).toBe(true);
    const r = await review(shop, count.id);
    expect(r.lines[0]).toMatchObject({
      expected: '10.0000',
      counted: '9.0000',
      difference: '-1.0000',
      difference_value: '-80.0000',
    });
  });
});

describe('approval', () => {
  it('posts losses and gains of several batches in ONE balanced entry, and the count is final', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const second = await receive(shop.admin, shop.variant.id, '5');
    const count = await start(shop);
    expect(
      (
        await scan(shop.cashier, count.id, {
          product_variant: shop.variant.id,
          batch: shop.batch,
          quantity: '8',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await scan(shop.cashier, count.id, { product_variant: shop.variant.id, batch: second, quantity: '6' }))
        .statusCode,
    ).toBe(201);
    const approved = await act(shop, count.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const body = approved.json();
    expect(body.count.status).toBe('APPROVED');
    expect(body.totals).toMatchObject({
      gains_value: '80.0000',
      losses_value: '-160.0000',
      difference_value: '-80.0000',
    });
    expect(await stockOf(shop.group.store.id, shop.batch)).toBe('8.0000');
    expect(await stockOf(shop.group.store.id, second)).toBe('6.0000');
    const entries = await t.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceType, 'stock_count'), eq(journalEntries.sourceId, count.id)));
    expect(entries).toHaveLength(1);
    expect(body.count.entry).toBe(entries[0]?.id);
    expect(await entryLines(t.db, body.count.entry)).toEqual([
      'INVENTORY Dr 80.0000',
      'STOCK_ADJUSTMENT Cr 80.0000',
      'STOCK_ADJUSTMENT Dr 160.0000',
      'INVENTORY Cr 160.0000',
    ]);
    const moves = await t.db
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity, entry: stockMovements.entryId })
      .from(stockMovements)
      .where(eq(stockMovements.entryId, body.count.entry));
    expect(moves.map((m) => [m.kind, m.quantity]).sort()).toEqual([
      ['ADJUSTMENT', '-2.0000'],
      ['ADJUSTMENT', '1.0000'],
    ]);
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
    // Final: no more scans, no second approval, no cancellation.
    const late = await scan(shop.cashier, count.id, {
      product_variant: shop.variant.id,
      batch: shop.batch,
      quantity: '1',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ non_field_errors: [COUNT_MSG.notOpen] });
    expect((await act(shop, count.id, 'approve')).statusCode).toBe(400);
    expect((await act(shop, count.id, 'cancel')).statusCode).toBe(400);
    const accuracy = await shop.admin({ method: 'GET', url: '/api/stock-count/accuracy/' });
    expect(accuracy.json()).toEqual([
      expect.objectContaining({
        count: count.id,
        book_value: '1200.0000',
        counted_value: '1120.0000',
        products: 1,
        matched: 0,
      }),
    ]);
  });

  it('compares each line with the stock when it was counted: sales during the count change nothing', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const count = await start(shop);
    expect(
      (await scan(shop.cashier, count.id, { product_variant: shop.variant.id, quantity: '10' })).statusCode,
    ).toBe(201);
    const sale = await sell(shop, shop.batch, '3');
    expect(sale.statusCode, sale.body).toBe(201);
    const r = await review(shop, count.id);
    expect(r.lines[0]).toMatchObject({ expected: '10.0000', counted: '10.0000', difference: '0.0000' });
    const approved = await act(shop, count.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().count.entry).toBeNull();
    expect(await stockOf(shop.group.store.id, shop.batch)).toBe('7.0000');
    const accuracy = (await shop.admin({ method: 'GET', url: '/api/stock-count/accuracy/' })).json();
    expect(accuracy).toEqual([
      expect.objectContaining({ count: count.id, matched: 1, matched_share: '100.00' }),
    ]);
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  it('a sale after the count still finds the loss the count saw', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const count = await start(shop);
    await scan(shop.cashier, count.id, { product_variant: shop.variant.id, quantity: '6' });
    expect((await sell(shop, shop.batch, '2')).statusCode).toBe(201);
    expect((await act(shop, count.id, 'approve')).statusCode).toBe(200);
    // 10 − 2 sold − 4 lost = 4 on the shelf, which is what was counted minus what sold since.
    expect(await stockOf(shop.group.store.id, shop.batch)).toBe('4.0000');
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });
});

describe('double scans and recounts', () => {
  it('keeps both scans of a product counted twice until the manager settles them', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const count = await start(shop);
    await scan(shop.cashier, count.id, { product_variant: shop.variant.id, quantity: '4' });
    await scan(shop.admin, count.id, { product_variant: shop.variant.id, quantity: '6' });
    let r = await review(shop, count.id);
    expect(r.lines[0]?.status).toBe('DOUBLE');
    expect(r.lines[0]?.scans).toHaveLength(2);
    const refused = await act(shop, count.id, 'approve');
    expect(refused.json()).toEqual({ non_field_errors: [COUNT_MSG.unsettled] });
    const line = r.lines[0];
    if (!line) throw new Error('no line');
    const settled = await act(shop, count.id, 'settle', { line: line.id, keep: line.scans.map((s) => s.id) });
    expect(settled.statusCode, settled.body).toBe(200);
    r = settled.json();
    expect(r.lines[0]).toMatchObject({ status: 'COUNTED', counted: '10.0000', difference: '0.0000' });
    // Every scan stays visible, the two set aside.
    expect(r.lines[0]?.scans.map((s) => s.discarded)).toEqual([true, true, false]);
    expect((await act(shop, count.id, 'approve')).statusCode).toBe(200);
  });

  it('a recount sets the line’s scans aside and waits for a new one', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const count = await start(shop);
    await scan(shop.cashier, count.id, { product_variant: shop.variant.id, quantity: '1' });
    const lineId = (await review(shop, count.id)).lines[0]?.id;
    const asked = await act(shop, count.id, 'recount', { lines: [lineId] });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().count.status).toBe('RECOUNT');
    const seen = (await shop.cashier({ method: 'GET', url: `/api/stock-count/${count.id}/` })).json();
    expect(seen.recount).toEqual([
      expect.objectContaining({ line: lineId, product_variant: shop.variant.id }),
    ]);
    expect((await act(shop, count.id, 'approve')).json()).toEqual({
      non_field_errors: [COUNT_MSG.recountPending],
    });
    await scan(shop.cashier, count.id, { product_variant: shop.variant.id, quantity: '10' });
    const r = await review(shop, count.id);
    expect(r.count.status).toBe('OPEN');
    expect(r.lines[0]).toMatchObject({ status: 'COUNTED', counted: '10.0000', difference: '0.0000' });
  });
});

describe('scans', () => {
  it('a replay with the same Idempotency-Key answers the first scan and writes nothing more', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const count = await start(shop);
    const headers = key();
    const body = { product_variant: shop.variant.id, quantity: '3', device: 'phone' };
    const first = await scan(shop.cashier, count.id, body, headers);
    const again = await scan(shop.cashier, count.id, body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.select().from(stockCountScans).where(eq(stockCountScans.countId, count.id));
    expect(rows).toHaveLength(1);
  });

  it('takes many counters at once without losing or doubling a scan', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const other = await callerFor(t.app, t.db, 'SALES_STAFF', shop.group.store.id);
    const second = await createProduct(shop.admin);
    const count = await start(shop);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        scan(i % 2 ? shop.cashier : other, count.id, {
          bar_code: (i % 4 < 2 ? shop.product : second).bar_code,
          product_variant: (i % 4 < 2 ? shop.variant.id : second.product_variant[0]?.id) as number,
          quantity: '1',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(16).fill(201));
    const rows = await t.db.select().from(stockCountScans).where(eq(stockCountScans.countId, count.id));
    expect(rows).toHaveLength(16);
    const r = await review(shop, count.id);
    expect(r.lines).toHaveLength(2);
  });

  it('refuses bad input and products outside the count with field errors', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const { category } = await makeUnitAndCategory(t.db, shop.group.parent.id);
    const count = await start(shop, { scope: 'CATEGORY', category: category.id });
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ product_variant: shop.variant.id, quantity: '-1' }, { quantity: [expect.any(String)] }],
      [{ product_variant: shop.variant.id }, { quantity: [COUNT_MSG.quantityRequired] }],
      [{ quantity: '1' }, { bar_code: [COUNT_MSG.productOrBarcode] }],
      [{ bar_code: 'NO-SUCH', quantity: '1' }, { bar_code: [COUNT_MSG.productUnknown] }],
      [{ bar_code: shop.product.bar_code, quantity: '1' }, { bar_code: [COUNT_MSG.productOutOfScope] }],
      [{ product_variant: shop.variant.id, quantity: 'abc' }, { quantity: [expect.any(String)] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await scan(shop.cashier, count.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    const bad = await shop.admin({
      method: 'POST',
      url: '/api/stock-count/',
      payload: { scope: 'CATEGORY' },
    });
    expect(bad.json()).toEqual({ category: [COUNT_MSG.categoryRequired] });
    const none = await shop.admin({
      method: 'POST',
      url: '/api/stock-count/',
      payload: { scope: 'PRODUCTS', products: [] },
    });
    expect(none.json()).toEqual({ products: [COUNT_MSG.productsRequired] });
    const inScope = await createProduct(shop.admin, { category: category.id });
    const ok = await scan(shop.cashier, count.id, {
      bar_code: inScope.bar_code,
      product_variant: inScope.product_variant[0]?.id,
      quantity: '0',
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('a cancelled count changes nothing and takes no scans', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const count = await start(shop, { scope: 'PRODUCTS', products: [shop.product.id] });
    await scan(shop.cashier, count.id, { product_variant: shop.variant.id, quantity: '2' });
    expect((await act(shop, count.id, 'cancel')).statusCode).toBe(200);
    expect(await stockOf(shop.group.store.id, shop.batch)).toBe('10.0000');
    expect(
      (await scan(shop.cashier, count.id, { product_variant: shop.variant.id, quantity: '2' })).statusCode,
    ).toBe(400);
  });
});
