import { MSG } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/lib/day-range.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { bookCounts, entryLines, type Group, makeGroup } from './support/books.js';

let t: TestApp;
let g: Group;
beforeAll(async () => {
  t = await buildTestApp();
  g = await makeGroup(t.db, t.app);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

type Caller = Group['as']['outlet'];
const record = (as: Caller, body: Record<string, unknown>) =>
  as({
    method: 'POST',
    url: '/api/transaction/',
    payload: { transaction_id: '', description: 'test', ...body },
  });
const myCompany = async (as: Caller) =>
  (await as({ method: 'GET', url: '/api/user-data/' })).json().results[0].company as {
    balance: string;
    credit: string;
  };

describe('POST transaction/: each method posts its entry in the caller company (spec 4.7)', () => {
  it('Received from yourself is money put in: cash against owner funds, amount positive', async () => {
    const res = await record(g.as.outlet, { payor: -1, payee: -1, amount: '100', p_s: 'Received' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      amount: '100.0000',
      p_s: 'Received',
      payment_service: null,
      payor: { username: g.outletAdmin.username, company: { id: g.outlet.id, company_name: 'Outlet' } },
      payee: { username: g.outletAdmin.username },
      company: g.outlet.id,
    });
    expect(body.id).toBeGreaterThan(0);
    expect(body.created.split('T')[0]).toBe(today());
    expect(await entryLines(t.db, body.journal_entry)).toEqual([
      'CASH Dr 100.0000',
      'OWNER_FUNDS Cr 100.0000',
    ]);
    expect((await myCompany(g.as.outlet)).balance).toBe('100.0000');
  });

  it('Received from staff of a company in reach credits that company receivable', async () => {
    const res = await record(g.as.store, {
      payor: g.outletAdmin.id,
      payee: -1,
      amount: 250.5,
      p_s: 'Received',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payor.company.company_name).toBe('Outlet');
    expect(await entryLines(t.db, res.json().journal_entry)).toEqual([
      'CASH Dr 250.5000',
      'RECEIVABLE(Outlet) Cr 250.5000',
    ]);
  });

  it('Credit takes money on credit: funds in, payable to the other company, company credit up', async () => {
    const before = await myCompany(g.as.head);
    const res = await record(g.as.head, { payor: -1, payee: g.storeAdmin.id, amount: '1000', p_s: 'Credit' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: '1000.0000', payor: { id: g.headAdmin.id } });
    expect(await entryLines(t.db, res.json().journal_entry)).toEqual([
      'CASH Dr 1000.0000',
      'PAYABLE(Store) Cr 1000.0000',
    ]);
    const after = await myCompany(g.as.head);
    expect(Number(after.credit) - Number(before.credit)).toBe(1000);
    expect(Number(after.balance) - Number(before.balance)).toBe(1000);
  });

  it('Debit pays the other party: the negated amount the original client sends and a plain one both record -30', async () => {
    for (const amount of ['-30', '30']) {
      const res = await record(g.as.head, { payor: g.storeAdmin.id, payee: -1, amount, p_s: 'Debit' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        amount: '-30.0000',
        payor: { id: g.storeAdmin.id },
        payee: { id: g.headAdmin.id },
      });
      expect(await entryLines(t.db, res.json().journal_entry)).toEqual([
        'PAYABLE(Store) Dr 30.0000',
        'CASH Cr 30.0000',
      ]);
    }
    expect((await myCompany(g.as.head)).credit).toBe('940.0000');
  });

  it('Expense through a payment service: expenses against that wallet, amount negative', async () => {
    const res = await record(g.as.outlet, {
      payor: -1,
      payee: -1,
      amount: '80.25',
      p_s: 'Expense',
      payment_service: 'JAZZ_CASH',
      transaction_id: 'JC-991',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amount: '-80.2500',
      payment_service: { service: 'JAZZ_CASH' },
      transaction_id: 'JC-991',
    });
    expect(await entryLines(t.db, res.json().journal_entry)).toEqual([
      'EXPENSES Dr 80.2500',
      'JAZZ_CASH Cr 80.2500',
    ]);
  });

  it('a deposit from a customer raises their credit', async () => {
    const res = await record(g.as.outlet, { payor: g.customer.id, amount: '500', p_s: 'Received' });
    expect(res.statusCode).toBe(201);
    const row = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, g.customer.id) });
    expect(row?.credit).toBe('500.0000');
  });

  it('a STORE may name a vendor; its account is kept for the vendor company', async () => {
    const res = await record(g.as.store, { payee: g.vendor.id, amount: '700', p_s: 'Credit' });
    expect(res.statusCode).toBe(201);
    expect(await entryLines(t.db, res.json().journal_entry)).toEqual([
      'CASH Dr 700.0000',
      'PAYABLE(Farms) Cr 700.0000',
    ]);
  });
});

describe('POST transaction/: messages (spec 5.7) and refusals leave the books untouched', () => {
  it.each([
    [{ amount: '' }, { amount: [MSG.amountRequired] }],
    [{ amount: null }, { amount: [MSG.amountRequired] }],
    [{ amount: 'ten' }, { amount: [MSG.onlyNumbers] }],
    [{ amount: '0' }, { amount: [MSG.amountPositive] }],
    [{ amount: '-5' }, { amount: [MSG.amountPositive] }],
    [{ amount: '1.00001' }, { amount: [MSG.amountDecimals] }],
    [{ description: '  ' }, { description: [MSG.descriptionRequired] }],
    [
      { amount: '', description: '' },
      { amount: [MSG.amountRequired], description: [MSG.descriptionRequired] },
    ],
    [{ p_s: 'Gift' }, { p_s: ['"Gift" is not a valid choice.'] }],
    [{ payor: 'abc' }, { payor: ['Incorrect type. Expected pk value, received string.'] }],
    [{ payee: 99 }, { payee: [MSG.fixedSideIsYou] }],
  ])('%j is refused with %j', async (change, errors) => {
    const before = await bookCounts(t.db);
    const res = await record(g.as.outlet, { payor: -1, payee: -1, amount: '10', p_s: 'Received', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await bookCounts(t.db)).toEqual(before);
  });

  it('refuses people outside the caller reach, or not offered to this company, as "Invalid pk"', async () => {
    const cases: [Caller, Record<string, unknown>][] = [
      [g.as.outlet, { payor: g.otherAdmin.id, p_s: 'Received' }],
      [g.as.outlet, { payor: g.storeAdmin.id, p_s: 'Received' }],
      [g.as.store, { payor: g.headAdmin.id, p_s: 'Debit' }],
      [g.as.outlet, { payor: g.vendor.id, p_s: 'Received' }],
      [g.as.outlet, { payee: g.storeCustomer.id, p_s: 'Expense' }],
      [g.as.head, { payee: g.customer.id, p_s: 'Expense' }],
      [g.as.outlet, { payor: 999999, p_s: 'Debit' }],
    ];
    for (const [as, body] of cases) {
      const id = body.payor ?? body.payee;
      const field = 'payor' in body ? 'payor' : 'payee';
      const res = await record(as, { amount: '5', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ [field]: [`Invalid pk "${id}" - object does not exist.`] });
    }
  });

  it('is for managers only', async () => {
    const res = await record(g.as.cashier, { amount: '5', p_s: 'Received' });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/transaction/', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
