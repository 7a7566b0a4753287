import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/lib/day-range.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Group, journalNet, makeGroup } from './support/books.js';

let t: TestApp;
let g: Group;
type Caller = Group['as']['store'];
const send = async (as: Caller, url: string, payload: object) => {
  const res = await as({ method: 'POST', url, payload });
  expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(201);
};
const get = async (as: Caller, url: string) => as({ method: 'GET', url });

beforeAll(async () => {
  t = await buildTestApp();
  g = await makeGroup(t.db, t.app);
  const tx = (body: Record<string, unknown>) =>
    send(g.as.store, '/api/transaction/', { transaction_id: '', description: 'r', ...body });
  await tx({ payor: g.outletAdmin.id, amount: '500', p_s: 'Received' });
  await tx({ payee: g.vendor.id, amount: '700', p_s: 'Credit' });
  await tx({ payor: g.vendor.id, amount: '-200', p_s: 'Debit' });
  await tx({ amount: '50', p_s: 'Expense', payment_service: 'BANK' });
  await send(g.as.store, '/api/journal-entry/', [
    { method: 'cash', payor: '-1', payee: String(g.vendor.id), dept: String(g.outlet.id), amount: '90' },
  ]);
  // Head Office borrows from the store and pays it back: that counterparty nets to zero.
  const head = { amount: '40', description: 'x' };
  await send(g.as.head, '/api/transaction/', { ...head, payee: g.storeAdmin.id, p_s: 'Credit' });
  await send(g.as.head, '/api/transaction/', { ...head, payor: g.storeAdmin.id, p_s: 'Debit' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const accountOf = (rows: { purpose: string; name: string; id: number }[], purpose: string, name?: string) => {
  const found = rows.find((r) => r.purpose === purpose && (!name || r.name.includes(name)));
  if (!found) throw new Error(`no ${purpose} ${name ?? ''}`);
  return found;
};

describe('GET ledger/trial-balance/', () => {
  it("lists every account's balance on its side; debits equal credits", async () => {
    const body = (await get(g.as.store, '/api/ledger/trial-balance/')).json();
    expect(body).toMatchObject({
      company: { id: g.store.id },
      date: today(),
      total_debit: '960.0000',
      total_credit: '960.0000',
    });
    const side = (purpose: string, name?: string) => {
      const r = accountOf(body.rows, purpose, name) as unknown as { debit: string; credit: string };
      return [r.debit, r.credit];
    };
    expect(side('CASH')).toEqual(['910.0000', '0.0000']);
    expect(side('BANK')).toEqual(['0.0000', '50.0000']);
    expect(side('EXPENSES')).toEqual(['50.0000', '0.0000']);
    expect(side('RECEIVABLE', 'Outlet')).toEqual(['0.0000', '410.0000']);
    expect(side('PAYABLE', 'Farms')).toEqual(['0.0000', '500.0000']);
    expect(side('SALES')).toEqual(['0.0000', '0.0000']);
  });

  it('stands as it did at the end of an earlier day', async () => {
    const body = (await get(g.as.store, '/api/ledger/trial-balance/?date=2020-1-1')).json();
    expect([body.date, body.total_debit, body.total_credit]).toEqual(['2020-01-01', '0.0000', '0.0000']);
  });

  it('reads the books in reach only', async () => {
    expect((await get(g.as.head, `/api/ledger/trial-balance/?company=${g.store.id}`)).statusCode).toBe(200);
    expect((await get(g.as.outlet, `/api/ledger/trial-balance/?company=${g.store.id}`)).statusCode).toBe(403);
    expect((await get(g.as.head, `/api/ledger/trial-balance/?company=${g.other.id}`)).statusCode).toBe(403);
  });
});

describe('GET ledger/statement/', () => {
  it('gives every line with its running balance between the opening and closing balances', async () => {
    const tb = (await get(g.as.store, '/api/ledger/trial-balance/')).json();
    const cash = accountOf(tb.rows, 'CASH');
    const body = (await get(g.as.store, `/api/ledger/statement/?account=${cash.id}`)).json();
    expect(body).toMatchObject({ count: 4, opening_balance: '0.0000', closing_balance: '910.0000' });
    expect(
      body.results.map((l: { debit: string; credit: string; balance: string }) => [
        l.debit,
        l.credit,
        l.balance,
      ]),
    ).toEqual([
      ['500.0000', '0.0000', '500.0000'],
      ['700.0000', '0.0000', '1200.0000'],
      ['0.0000', '200.0000', '1000.0000'],
      ['0.0000', '90.0000', '910.0000'],
    ]);
    const payable = accountOf(tb.rows, 'PAYABLE', 'Farms');
    const owed = (await get(g.as.store, `/api/ledger/statement/?account=${payable.id}`)).json();
    expect(owed.results.map((l: { balance: string }) => l.balance)).toEqual(['700.0000', '500.0000']);
  });

  it('opens a later range with the balance so far', async () => {
    const tb = (await get(g.as.store, '/api/ledger/trial-balance/')).json();
    const cash = accountOf(tb.rows, 'CASH');
    const later = new Date(Date.now() + 2 * 86_400_000);
    const day = `${later.getFullYear()}-${later.getMonth() + 1}-${later.getDate()}`;
    const body = (
      await get(g.as.store, `/api/ledger/statement/?account=${cash.id}&start_date=${day}&end_date=${day}`)
    ).json();
    expect(body).toMatchObject({ count: 0, opening_balance: '910.0000', closing_balance: '910.0000' });
  });

  it('hides accounts out of reach and asks for an account', async () => {
    const tb = (await get(g.as.store, '/api/ledger/trial-balance/')).json();
    const cash = accountOf(tb.rows, 'CASH');
    expect((await get(g.as.outlet, `/api/ledger/statement/?account=${cash.id}`)).statusCode).toBe(404);
    expect((await get(g.as.store, '/api/ledger/statement/')).json()).toEqual({
      account: ['A valid integer is required.'],
    });
  });
});

describe('GET total-payable-receivable/<company>/ (contract O27)', () => {
  it('answers per counterparty company from the journal', async () => {
    const body = (await get(g.as.store, `/api/total-payable-receivable/${g.store.id}/`)).json();
    expect(body).toEqual({
      amount: [
        {
          seller_company: 'Farms',
          seller_company_type: 'VENDOR',
          seller_company_id: g.vendorCo.id,
          receivable_amount: '0.0000',
          payable_amount: '500.0000',
        },
        {
          seller_company: 'Outlet',
          seller_company_type: 'RETIAL',
          seller_company_id: g.outlet.id,
          receivable_amount: '-410.0000',
          payable_amount: '0.0000',
        },
      ],
      total_receivable_amount: '-410.0000',
      total_payable_amount: '500.0000',
    });
  });

  it('leaves out counterparties where both are zero; 0 means every company in reach', async () => {
    expect((await get(g.as.head, `/api/total-payable-receivable/${g.parent.id}/`)).json().amount).toEqual([]);
    const all = (await get(g.as.head, '/api/total-payable-receivable/0/')).json();
    expect(all.amount.map((r: { seller_company: string }) => r.seller_company)).toEqual(['Farms', 'Outlet']);
    expect((await get(g.as.outlet, `/api/total-payable-receivable/${g.store.id}/`)).statusCode).toBe(403);
    expect((await get(g.as.outlet, '/api/total-payable-receivable/x/')).statusCode).toBe(404);
  });
});

describe('balances under concurrent postings', () => {
  it('keeps the company balance equal to the journal when many records arrive at once', async () => {
    const posts = Array.from({ length: 16 }, (_, i) =>
      g.as.outlet({
        method: 'POST',
        url: '/api/transaction/',
        payload: { amount: `${i + 1}.5`, description: 'rush', p_s: i % 3 === 0 ? 'Expense' : 'Received' },
      }),
    );
    for (const res of await Promise.all(posts)) expect(res.statusCode).toBe(201);
    const me = (await get(g.as.outlet, '/api/user-data/')).json().results[0].company;
    expect(me.balance).toBe(
      await journalNet(t.db, [g.outlet.id], ['CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA']),
    );
    // 16 records of 1.5 to 16.5: 90 received, 54 spent.
    expect(me.balance).toBe('36.0000');
  });
});
