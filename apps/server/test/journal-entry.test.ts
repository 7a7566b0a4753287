import { transactions } from '@tillwise/db';
import { MSG } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A row exactly as the original client scrapes it from its table: every value a string. */
const row = (over: Record<string, string> = {}) => ({
  p_s: 'JE',
  method: 'cash',
  payor: '-1',
  payee: String(g.vendor.id),
  deptuserid: String(g.storeAdmin.id),
  deptname: 'Store',
  amount: '300',
  ...over,
});
const post = (payload: object, as = g.as.store) =>
  as({ method: 'POST', url: '/api/journal-entry/', payload });

describe('POST journal-entry/ (contract A15)', () => {
  it('posts the table as one entry with one transaction per row, answering 201 "Created"', async () => {
    const res = await post([
      row(),
      row({ deptuserid: String(g.outletAdmin.id), deptname: 'Outlet', amount: '600' }),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.statusMessage).toBe('Created');
    const body = res.json();
    expect(body.results.map((r: { amount: string; p_s: string }) => [r.p_s, r.amount])).toEqual([
      ['JE', '-300.0000'],
      ['JE', '-600.0000'],
    ]);
    expect(body.results[1]).toMatchObject({
      department: { id: g.outlet.id, company_name: 'Outlet' },
      settlement: 'cash',
      payee: { id: g.vendor.id },
      description: 'Journal entry for Outlet',
    });
    expect(await entryLines(t.db, body.journal_entry)).toEqual([
      'EXPENSES Dr 300.0000',
      'CASH Cr 300.0000',
      'RECEIVABLE(Outlet) Dr 600.0000',
      'CASH Cr 600.0000',
    ]);
  });

  it('settles on credit with the outside party, and names departments by id or name too', async () => {
    const res = await post([
      row({ method: 'credit', dept: String(g.outlet.id), deptuserid: '', amount: '50' }),
      row({
        method: 'credit',
        payor: String(g.outletAdmin.id),
        payee: '-1',
        deptuserid: '',
        deptname: 'store',
      }),
    ]);
    expect(res.statusCode).toBe(201);
    expect(await entryLines(t.db, res.json().journal_entry)).toEqual([
      'RECEIVABLE(Outlet) Dr 50.0000',
      'PAYABLE(Farms) Cr 50.0000',
      'RECEIVABLE(Outlet) Dr 300.0000',
      'EXPENSES Cr 300.0000',
    ]);
    expect(res.json().results.map((r: { amount: string }) => r.amount)).toEqual(['-50.0000', '300.0000']);
  });

  // Rows are built inside the test: the group exists only once beforeAll has run.
  it.each([
    ['an empty table', () => [], { non_field_errors: [MSG.noTableData] }],
    ['no list', () => ({ not: 'a list' }), { non_field_errors: ['Expected a list of items.'] }],
    ['payor = payee', () => [row(), row({ payee: '-1' })], { 1: [MSG.payorPayeeSame] }],
    ['no amount', () => [row({ amount: '' })], { 0: [MSG.amountRequired] }],
    ['words for amount', () => [row({ amount: 'lots' })], { 0: [MSG.onlyNumbers] }],
    ['no department', () => [row({ deptuserid: '', deptname: '' })], { 0: [MSG.departmentRequired] }],
  ])('refuses %s with its message and posts nothing', async (_, payload, errors) => {
    const before = await bookCounts(t.db);
    const res = await post(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await bookCounts(t.db)).toEqual(before);
  });

  it('posts nothing when a later row is refused by the books (all or nothing)', async () => {
    const before = await bookCounts(t.db);
    const cases: [unknown[], Record<string, string[]>][] = [
      [[row(), row({ payee: String(g.storeAdmin.id) })], { 1: [MSG.payorPayeeSame] }],
      [[row(), row({ payor: String(g.outletAdmin.id) })], { 1: [MSG.oneSideOwn] }],
      [
        [row(), row({ payee: String(g.otherAdmin.id) })],
        { 1: [`Invalid pk "${g.otherAdmin.id}" - object does not exist.`] },
      ],
      [
        [row(), row({ deptuserid: String(g.otherAdmin.id) })],
        { 1: [`Invalid pk "${g.otherAdmin.id}" - object does not exist.`] },
      ],
      [
        [row(), row({ deptuserid: '', deptname: 'Elsewhere' })],
        { 1: ['Invalid pk "Elsewhere" - object does not exist.'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload[1])).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await bookCounts(t.db)).toEqual(before);
  });

  it('is for managers only', async () => {
    expect((await post([row()], g.as.cashier)).statusCode).toBe(403);
  });
});

describe('posted records are never edited', () => {
  it('refuses to update or delete a transaction row', async () => {
    const [first] = await t.db.select().from(transactions).limit(1);
    if (!first) throw new Error('no transaction');
    await expect(
      t.db.update(transactions).set({ amount: '1' }).where(eq(transactions.id, first.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(transactions).where(eq(transactions.id, first.id))).rejects.toThrow();
  });
});
