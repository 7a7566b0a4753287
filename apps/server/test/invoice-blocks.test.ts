import {
  type CompactProduct,
  CompactProductSchema,
  compactProduct,
  expandCompactProduct,
  listOf,
  type OrderWire,
  type ProductWire,
  TILL_ID_MSG,
} from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const TILL_A = '0b6e1d2c-1111-4a8b-9c3d-aaaaaaaaaaaa';
const TILL_B = '0b6e1d2c-2222-4a8b-9c3d-bbbbbbbbbbbb';

interface Block {
  first: number;
  last: number;
  prefix: string;
  company: number;
}

const reserve = async (shop: Shop, till: string): Promise<Block> => {
  const res = await shop.cashier({ method: 'POST', url: '/api/offline/invoice-block/', payload: { till } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Block>();
};

const sell = (shop: Shop, invoiceId: string, till: string | null, key?: string) =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    headers: { ...(till ? { 'x-till-id': till } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: saleBody(
      shop.cashier.userId,
      shop.walkIn.id,
      [{ batch: shop.batch, price: '100', quantity: '1' }],
      {
        invoice_id: invoiceId,
      },
    ),
  });

describe('invoice number blocks (docs/domain/orders.md)', () => {
  it('gives two tills disjoint blocks and moves online sales past both', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const a = await reserve(shop, TILL_A);
    const b = await reserve(shop, TILL_B);
    expect(a.first).toBe(1);
    expect(b.first).toBe(a.last + 1);
    expect(a.company).toBe(shop.group.store.id);
    const online = await sell(shop, '', null);
    expect(online.json<OrderWire>().invoice_id).toBe(`INV_${shop.group.store.id}_${b.last + 1}`);
    const next = await shop.cashier({ method: 'GET', url: '/api/invoice-id/' });
    expect(next.json<{ results: { InvoiceID: string }[] }>().results[0]?.InvoiceID).toBe(
      `INV_${shop.group.store.id}_${b.last + 2}`,
    );
  });

  it('keeps the number a till printed from its own block, in any order, and never twice', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const a = await reserve(shop, TILL_A);
    const company = shop.group.store.id;
    const printed = (n: number) => `INV_${company}_${n}`;
    const third = await sell(shop, printed(a.first + 2), TILL_A);
    expect(third.json<OrderWire>().invoice_id).toBe(printed(a.first + 2));
    const first = await sell(shop, printed(a.first), TILL_A);
    expect(first.json<OrderWire>().invoice_id).toBe(printed(a.first));
    // The same number again (a different sale) cannot take it: it gets the sequence's next.
    const again = await sell(shop, printed(a.first), TILL_A);
    expect(again.json<OrderWire>().invoice_id).toBe(printed(a.last + 1));
  });

  it("does not let another till, or a sale without a till, take a number of someone else's block", async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const a = await reserve(shop, TILL_A);
    const company = shop.group.store.id;
    const stolen = await sell(shop, `INV_${company}_${a.first}`, TILL_B);
    expect(stolen.json<OrderWire>().invoice_id).toBe(`INV_${company}_${a.last + 1}`);
    const plain = await sell(shop, `INV_${company}_${a.first + 1}`, null);
    expect(plain.json<OrderWire>().invoice_id).toBe(`INV_${company}_${a.last + 2}`);
  });

  it('answers a replay of an offline sale with the first order and its printed number', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const a = await reserve(shop, TILL_A);
    const key = '5b8f7e0a-3c1d-4e2f-9a6b-0c1d2e3f4a5b';
    const invoice = `INV_${shop.group.store.id}_${a.first}`;
    const one = await sell(shop, invoice, TILL_A, key);
    const two = await sell(shop, invoice, TILL_A, key);
    expect(one.statusCode).toBe(201);
    expect(two.json<OrderWire>().id).toBe(one.json<OrderWire>().id);
    expect(two.json<OrderWire>().invoice_id).toBe(invoice);
  });

  // The order's unique keys decide a till's number (migration 0029): on PostgreSQL these requests
  // reach write_order together, and the second insert waits for the first and writes nothing.
  it('writes a till sale sent twice at once with one key once, with its printed number', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const a = await reserve(shop, TILL_A);
    const key = '7c2e4b1a-9d3f-4a6e-8b5c-1d2e3f4a5b6c';
    const invoice = `INV_${shop.group.store.id}_${a.first}`;
    const [one, two] = await Promise.all([
      sell(shop, invoice, TILL_A, key),
      sell(shop, invoice, TILL_A, key),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json<OrderWire>()).toEqual(one.json<OrderWire>());
    expect(one.json<OrderWire>().invoice_id).toBe(invoice);
    const listed = await shop.cashier({ method: 'GET', url: `/api/order/?search=${invoice}` });
    expect(listed.json<{ count: number }>().count).toBe(1);
  });

  it('gives two different sales asking one till number at once that number and the next', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const a = await reserve(shop, TILL_A);
    const company = shop.group.store.id;
    const invoice = `INV_${company}_${a.first}`;
    const answers = await Promise.all([
      sell(shop, invoice, TILL_A, '1a2b3c4d-0000-4e5f-8a9b-000000000001'),
      sell(shop, invoice, TILL_A, '1a2b3c4d-0000-4e5f-8a9b-000000000002'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.json<OrderWire>().invoice_id).sort()).toEqual(
      [invoice, `INV_${company}_${a.last + 1}`].sort(),
    );
  });

  it('refuses a till id that is not a UUID, and a block without one', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    expect((await sell(shop, '', 'till-1')).statusCode).toBe(400);
    const res = await shop.cashier({ method: 'POST', url: '/api/offline/invoice-block/', payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('refuses the all-zero till id everywhere a till is named (docs/selling-offline.md, "A till")', async () => {
    const shop = await makeShop(t.app, t.db, '5');
    for (const nil of ['00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF']) {
      const block = await shop.cashier({
        method: 'POST',
        url: '/api/offline/invoice-block/',
        payload: { till: nil },
      });
      expect(block.statusCode, block.body).toBe(400);
      expect(block.json().till).toEqual([TILL_ID_MSG]);
      const open = await shop.cashier({
        method: 'POST',
        url: '/api/till-session/',
        payload: { till: nil, opening_float: '0' },
      });
      expect(open.statusCode, open.body).toBe(400);
      expect(open.json().till).toEqual([TILL_ID_MSG]);
      const current = await shop.cashier({ method: 'GET', url: `/api/till-session/current/?till=${nil}` });
      expect(current.statusCode).toBe(400);
      const sale = await sell(shop, '', nil);
      expect(sale.statusCode).toBe(400);
      expect(sale.json().detail).toMatch(/X-Till-Id/);
    }
  });

  it('serves the catalogue download in pages of 1000 with the caller company stock', async () => {
    const shop = await makeShop(t.app, t.db, '7');
    const res = await shop.cashier({ method: 'GET', url: '/api/offline/catalogue/' });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ count: number; results: CompactProduct[] }>();
    expect(page.results.length).toBe(Math.min(page.count, 1000));
    // Compact rows: [id, name, barcode, token, [[variant id, colour, size, price, sale price, stock, batches]]].
    const row = page.results.find((p) => p[0] === shop.product.id) as CompactProduct;
    expect(row.slice(0, 4)).toEqual([shop.product.id, shop.product.name, shop.product.bar_code, false]);
    const [variant] = row[4];
    expect(variant?.[0]).toBe(shop.variant.id);
    expect(variant?.[5]).toBe('7.0000');
    expect(variant?.[6]).toEqual([[shop.batch, 7, expect.any(String), expect.any(String)]]);
    expect(expandCompactProduct(row).quantity).toBe('7.0000');
    // Sent as the database built it: every row matches the schema the route declares.
    expect(listOf(CompactProductSchema).safeParse(page).success).toBe(true);
    // The same figures as product/ gives for it.
    const full = await shop.cashier({ method: 'GET', url: `/api/product/${shop.product.id}/` });
    const product = full.json<ProductWire>();
    expect(row).toEqual(compactProduct(product));
  });
});
