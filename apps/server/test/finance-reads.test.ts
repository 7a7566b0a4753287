import { D, MSG } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStart, today } from '../src/lib/day-range.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { backdatedTransaction, type Group, makeGroup } from './support/books.js';
import { asUser, signIn } from './support/http.js';

let t: TestApp;
let g: Group;
const daysAgo = (n: number) => {
  const d = dayStart(today());
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - n, 10, 30);
};
/** The original client's date format: not zero-padded. */
const loose = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;

beforeAll(async () => {
  t = await buildTestApp();
  g = await makeGroup(t.db, t.app);
  const base = { companyId: g.outlet.id, userId: g.outletAdmin.id };
  await backdatedTransaction(t.db, { ...base, created: daysAgo(3), amount: '1000', method: 'Received' });
  await backdatedTransaction(t.db, { ...base, created: daysAgo(2), amount: '200', method: 'Expense' });
  for (const [p_s, amount] of [
    ['Received', '100'],
    ['Expense', '40'],
  ]) {
    const res = await g.as.outlet({
      method: 'POST',
      url: '/api/transaction/',
      payload: { payor: -1, payee: -1, amount, transaction_id: '', description: `${p_s} today`, p_s },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const list = async (as: Group['as']['outlet'], query = '') =>
  (await as({ method: 'GET', url: `/api/transaction/${query}` })).json();

describe('GET transaction/ (contract A13)', () => {
  it("lists today's records by default, oldest first, in the contract's shape", async () => {
    const body = await list(g.as.outlet);
    expect(body.count).toBe(2);
    expect(body.results.map((r: { amount: string }) => r.amount)).toEqual(['100.0000', '-40.0000']);
    const [first] = body.results;
    expect(first).toMatchObject({
      transaction_id: '',
      description: 'Received today',
      payment_service: null,
      payor: { username: g.outletAdmin.username, company: { id: g.outlet.id, company_name: 'Outlet' } },
      payee: { username: g.outletAdmin.username, company: { company_name: 'Outlet' } },
    });
    expect(first.created.split('T')[0]).toBe(today());
  });

  it('takes non-padded dates and an end date', async () => {
    const body = await list(g.as.outlet, `?start_date=${loose(daysAgo(3))}&end_date=${today()}&page=1`);
    expect(body.results.map((r: { amount: string }) => r.amount)).toEqual([
      '1000.0000',
      '-200.0000',
      '100.0000',
      '-40.0000',
    ]);
    expect((await list(g.as.outlet, `?start_date=${loose(daysAgo(2))}`)).count).toBe(1);
  });

  it('pages like DRF and answers "Invalid page." past the end', async () => {
    const small = await buildTestApp({ PAGE_SIZE: '3' });
    const as = asUser(small.app, await signIn(small.app, g.outletAdmin.username));
    const range = `start_date=${loose(daysAgo(3))}&end_date=${today()}`;
    const second = (await as({ method: 'GET', url: `/api/transaction/?${range}&page=2` })).json();
    expect(second.count).toBe(4);
    expect(second.results).toHaveLength(1);
    const past = await as({ method: 'GET', url: `/api/transaction/?${range}&page=3` });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    await small.close();
  });

  it('refuses a start after the end, and what is not a date', async () => {
    const reversed = await g.as.outlet({
      method: 'GET',
      url: `/api/transaction/?start_date=${today()}&end_date=2020-1-1`,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ non_field_errors: [MSG.invalidDateRange] });
    const bad = await g.as.outlet({ method: 'GET', url: '/api/transaction/?start_date=2024-2-30' });
    expect(bad.json()).toEqual({ start_date: [MSG.invalidDate] });
  });

  it('shows only the books the caller may see', async () => {
    expect((await list(g.as.head)).count).toBe(2);
    expect((await list(g.as.other)).count).toBe(0);
    expect((await list(g.as.outlet, `?company=${g.outlet.id}`)).count).toBe(2);
    const foreign = await g.as.outlet({ method: 'GET', url: `/api/transaction/?company=${g.store.id}` });
    expect(foreign.statusCode).toBe(403);
    expect((await g.as.cashier({ method: 'GET', url: '/api/transaction/' })).statusCode).toBe(403);
  });
});

describe('GET expense-summary/', () => {
  const summary = async (query: string) =>
    (await g.as.outlet({ method: 'GET', url: `/api/expense-summary/${query}` })).json();

  it('starts from the real balance at the start of the range, from the journal', async () => {
    expect(await summary('')).toEqual({
      company: { id: g.outlet.id, company_name: 'Outlet', company_type: 'RETIAL' },
      start_date: today(),
      end_date: today(),
      starting_balance: '800.0000',
      closing_balance: '860.0000',
      current_balance: '860.0000',
      total_credit: '100.0000',
      total_debit: '40.0000',
      total_expense: '40.0000',
      expenses_by_account: [{ purpose: 'EXPENSES', name: 'Expenses', amount: '40.0000' }],
      records_funds: '60.0000',
      other_funds: '0.0000',
    });
  });

  it('adds up: starting balance + the records listed + sales and orders = closing balance, for any range', async () => {
    for (const query of ['', `?start_date=${loose(daysAgo(3))}&end_date=${loose(daysAgo(2))}`]) {
      const body = await summary(query);
      const sum = new D(body.starting_balance).plus(body.records_funds).plus(body.other_funds);
      expect(sum.toFixed(4)).toBe(body.closing_balance);
    }
  });

  it('covers whole local days of a custom range', async () => {
    const body = await summary(`?start_date=${loose(daysAgo(3))}&end_date=${loose(daysAgo(2))}`);
    expect(body).toMatchObject({
      starting_balance: '0.0000',
      closing_balance: '800.0000',
      current_balance: '860.0000',
      total_credit: '1000.0000',
      total_debit: '200.0000',
      total_expense: '200.0000',
    });
  });

  it('matches the balance user-data shows', async () => {
    const me = (await g.as.outlet({ method: 'GET', url: '/api/user-data/' })).json();
    expect(me.results[0].company.balance).toBe((await summary('')).current_balance);
  });
});

describe('GET finance-parties/ (spec 2.14)', () => {
  const names = async (as: Group['as']['outlet'], p_s: string) =>
    (await as({ method: 'GET', url: `/api/finance-parties/?p_s=${p_s}` }))
      .json()
      .results.map((u: { username: string }) => u.username)
      .sort();

  it('offers no regular customer for Received, Debit and Credit, and customers for Expense', async () => {
    // An outlet is also offered its head office's admins (its only company counterparty).
    const staff = [g.outletAdmin.username, g.cashier.username, g.headAdmin.username].sort();
    for (const p_s of ['Received', 'Debit', 'Credit']) expect(await names(g.as.outlet, p_s)).toEqual(staff);
    expect(await names(g.as.outlet, 'Expense')).toEqual([...staff, g.customer.username].sort());
  });

  it('offers vendors to a STORE only, and customers to no PARENT', async () => {
    const store = await names(g.as.store, 'Received');
    expect(store).toContain(g.vendor.username);
    expect(store).toContain(g.walkIn.username);
    expect(store).toContain(g.outletAdmin.username);
    expect(store).not.toContain(g.storeCustomer.username);
    expect(store).not.toContain(g.headAdmin.username);
    const head = await names(g.as.head, 'Expense');
    expect(head).not.toContain(g.vendor.username);
    expect(head).not.toContain(g.customer.username);
    expect(head).toContain(g.storeAdmin.username);
  });

  it('refuses an unknown method', async () => {
    const res = await g.as.outlet({ method: 'GET', url: '/api/finance-parties/?p_s=Gift' });
    expect(res.json()).toEqual({ p_s: ['"Gift" is not a valid choice.'] });
  });
});
