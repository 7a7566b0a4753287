import { checkBooks } from '@tillwise/db';
import { D, type OrderWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { companyFiguresOf } from './support/books.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

/*
 * A sale writes only its own rows (ADR 0009): the order, its lines, movements and journal lines,
 * its balance deltas and the stock rows of the batches it sells from. No row every sale of a store
 * writes: not the company, not its accounts, not its invoice sequence. Balances stay exact: the
 * folded balance plus the deltas, before and after a fold.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const TILL = '0b6e1d2c-3333-4a8b-9c3d-cccccccccccc';

const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The row version (xmin) of every row a sale of the store used to write, by name. */
async function versions(shop: Shop): Promise<Record<string, string>> {
  const store = shop.group.store.id;
  const rows = await rowsOf<{ what: string; v: string }>(sql`
    select 'company' as what, xmin::text as v from companies where id = ${store}
    union all select 'account ' || purpose || ' ' || id, xmin::text from accounts where company_id = ${store}
    union all select 'sequence', xmin::text from invoice_sequences where company_id = ${store}
    union all select 'user ' || id, xmin::text from users where id in (${shop.cashier.userId}, ${shop.walkIn.id})`);
  return Object.fromEntries(rows.map((r) => [r.what, r.v]));
}

const reserve = async (shop: Shop) => {
  const res = await shop.cashier({
    method: 'POST',
    url: '/api/offline/invoice-block/',
    payload: { till: TILL },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ first: number; last: number }>();
};

const sellFromBlock = (shop: Shop, n: number, quantity = '1') =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    headers: { 'x-till-id': TILL },
    payload: saleBody(shop.cashier.userId, shop.walkIn.id, [{ batch: shop.batch, price: '100', quantity }], {
      invoice_id: `INV_${shop.group.store.id}_${n}`,
    }),
  });

const funds = async (shop: Shop) => {
  const me = await shop.cashier({ method: 'GET', url: '/api/user-data/' });
  return new D(me.json().results[0].company.balance as string);
};

describe('a sale writes only its own rows (ADR 0009)', () => {
  it('leaves the company, its accounts, its invoice sequence and the people untouched', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const block = await reserve(shop);
    // A first sale opens the accounts a sale uses (opening an account is a one-time write).
    expect((await sellFromBlock(shop, block.first)).statusCode).toBe(201);
    await t.db.execute(sql`select fold_balances()`);
    const before = await versions(shop);
    const fundsBefore = await funds(shop);
    const sold = await sellFromBlock(shop, block.first + 1, '2');
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json<OrderWire>().invoice_id).toBe(`INV_${shop.group.store.id}_${block.first + 1}`);
    // Unchanged row versions are also what keeps every till of the store from reading the
    // cashier's and the company's rows again on its next request (the session check's stamp,
    // auth/actors.ts).
    expect(await versions(shop)).toEqual(before);
    // The figures moved all the same, read as folded balance plus deltas.
    expect((await funds(shop)).minus(fundsBefore).toFixed(4)).toBe('200.0000');
    expect((await checkBooks(t.db, [shop.group.store.id])).map((v) => v.message)).toEqual([]);
  });

  it('folds the deltas without moving any figure, and the books agree before and after', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const block = await reserve(shop);
    for (let i = 0; i < 3; i++) expect((await sellFromBlock(shop, block.first + i)).statusCode).toBe(201);
    const store = shop.group.store.id;
    const pending = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from balance_deltas d join accounts a on a.id = d.account_id where a.company_id = ${store}`,
    );
    expect(pending[0]?.n).toBeGreaterThan(0);
    const figures = await companyFiguresOf(t.db, store);
    const trial = (await shop.admin({ method: 'GET', url: '/api/ledger/trial-balance/' })).json();
    expect(await checkBooks(t.db, [store])).toEqual([]);

    await t.db.execute(sql`select fold_balances()`);

    const left = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from balance_deltas d join accounts a on a.id = d.account_id where a.company_id = ${store}`,
    );
    expect(left[0]?.n).toBe(0);
    expect(await companyFiguresOf(t.db, store)).toEqual(figures);
    expect((await shop.admin({ method: 'GET', url: '/api/ledger/trial-balance/' })).json()).toEqual(trial);
    expect(await checkBooks(t.db, [store])).toEqual([]);
  });

  it('refuses a posting that would take a balance past 16 digits, whether folded or not', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const block = await reserve(shop);
    expect((await sellFromBlock(shop, block.first)).statusCode).toBe(201);
    const cash = sql`company_id = ${shop.group.store.id} and purpose = 'CASH'`;
    const [saved] = await rowsOf<{ balance: string }>(
      sql`select balance::text as balance from accounts where ${cash}`,
    );
    // Pushed near the limit by hand (no sale gets there) and put back after.
    await t.db.execute(sql`update accounts set balance = 9999999999999950 where ${cash}`);
    const over = await sellFromBlock(shop, block.first + 1);
    // A fold leaves an account that close to the limit unfolded rather than fail.
    await t.db.execute(
      sql`insert into balance_deltas (account_id, delta) select id, 60 from accounts where ${cash}`,
    );
    await t.db.execute(sql`select fold_balances()`);
    const kept = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from balance_deltas where account_id = (select id from accounts where ${cash})`,
    );
    await t.db.execute(
      sql`delete from balance_deltas where account_id = (select id from accounts where ${cash}) and delta = 60`,
    );
    await t.db.execute(sql`update accounts set balance = ${saved?.balance ?? '0'}::numeric where ${cash}`);
    expect(over.statusCode, over.body).toBe(400);
    expect(kept[0]?.n).toBeGreaterThan(0);
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });

  // Two connections are needed to hold rows while a sale runs: PostgreSQL only (PGlite has one).
  it.skipIf(!process.env.DATABASE_URL)(
    'completes while another transaction holds the company, its accounts and its sequence',
    { timeout: 30_000 },
    async () => {
      const shop = await makeShop(t.app, t.db, '20');
      const block = await reserve(shop);
      expect((await sellFromBlock(shop, block.first)).statusCode).toBe(201);
      const store = shop.group.store.id;
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query('begin');
        // What every sale of the store locked or wrote before ADR 0009, held by another transaction.
        await holder.query('select 1 from companies where id = $1 for no key update', [store]);
        await holder.query('select 1 from accounts where company_id = $1 for no key update', [store]);
        await holder.query('select 1 from invoice_sequences where company_id = $1 for update', [store]);
        const sold = await sellFromBlock(shop, block.first + 1);
        expect(sold.statusCode, sold.body).toBe(201);
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
    },
  );
});
