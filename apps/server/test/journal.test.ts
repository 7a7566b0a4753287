import { journalEntries, journalLines } from '@tillwise/db';
import { FUNDS_PURPOSES } from '@tillwise/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountId, ensureChart } from '../src/modules/ledger/accounts.js';
import {
  EntryRefusedError,
  postEntry,
  reverseEntry,
  UnbalancedEntryError,
} from '../src/modules/ledger/post-entry.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { companyFiguresOf } from './support/books.js';
import { makeCompany, makeUser } from './support/factories.js';
import { asUser, signIn } from './support/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

async function companyWithChart() {
  const company = await makeCompany(t.db, { type: 'RETIAL' });
  await ensureChart(t.db, company.id);
  return company;
}

const companyRow = (id: number) => companyFiguresOf(t.db, id);

describe('the posting service', () => {
  it('counts as funds in the database exactly the accounts packages/domain counts as funds', async () => {
    const result = await t.db.execute(sql`select array_to_json(funds_purposes()) as purposes`);
    const { rows } = result as unknown as { rows: { purposes: string[] | string }[] };
    const purposes = rows[0]?.purposes;
    const list = typeof purposes === 'string' ? (JSON.parse(purposes) as string[]) : purposes;
    expect([...(list ?? [])].sort()).toEqual([...FUNDS_PURPOSES].sort());
  });

  it('refuses in the database too a line that is not one positive side, or debits unequal to credits', async () => {
    const company = await companyWithChart();
    const cash = await accountId(t.db, company.id, 'CASH');
    const sales = await accountId(t.db, company.id, 'SALES');
    const post = (lines: object[]) =>
      t.db.execute(
        sql`select post_entry(${company.id}::int, 'x', 'journal', null, null, null, null, ${JSON.stringify(lines)}::jsonb)`,
      );
    await expect(
      post([
        { account: cash, debit: '5' },
        { account: sales, credit: '4' },
      ]),
    ).rejects.toThrow();
    await expect(
      post([
        { account: cash, debit: '5', credit: '5' },
        { account: sales, credit: '0' },
      ]),
    ).rejects.toThrow();
    await expect(post([{ account: cash, debit: '5' }])).rejects.toThrow();
    await post([
      { account: cash, debit: '5' },
      { account: sales, credit: '5' },
    ]);
    expect((await companyRow(company.id))?.balance).toBe('5.0000');
  });

  it('posts a balanced entry and keeps the company balance in step with its funds accounts', async () => {
    const company = await companyWithChart();
    const cash = await accountId(t.db, company.id, 'CASH');
    const owner = await accountId(t.db, company.id, 'OWNER_FUNDS');
    await t.db.transaction((tx) =>
      postEntry(tx, {
        companyId: company.id,
        sourceType: 'journal',
        lines: [
          { account: cash, debit: '1500.25' },
          { account: owner, credit: '1500.25' },
        ],
      }),
    );
    expect((await companyRow(company.id))?.balance).toBe('1500.2500');
  });

  it('refuses an unbalanced entry and writes nothing', async () => {
    const company = await companyWithChart();
    const cash = await accountId(t.db, company.id, 'CASH');
    const sales = await accountId(t.db, company.id, 'SALES');
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
    await expect(
      t.db.transaction((tx) =>
        postEntry(tx, {
          companyId: company.id,
          sourceType: 'journal',
          lines: [
            { account: cash, debit: '100' },
            { account: sales, credit: '99.99' },
          ],
        }),
      ),
    ).rejects.toThrow(UnbalancedEntryError);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("refuses an entry that touches another company's accounts: an entry is one company's books", async () => {
    const mine = await companyWithChart();
    const theirs = await companyWithChart();
    const cash = await accountId(t.db, mine.id, 'CASH');
    const theirCash = await accountId(t.db, theirs.id, 'CASH');
    await expect(
      t.db.transaction((tx) =>
        postEntry(tx, {
          companyId: mine.id,
          sourceType: 'journal',
          lines: [
            { account: cash, debit: '10' },
            { account: theirCash, credit: '10' },
          ],
        }),
      ),
    ).rejects.toThrow(EntryRefusedError);
    expect((await companyRow(theirs.id))?.balance).toBe('0.0000');
  });

  it('never edits posted lines; a reversal references the original and restores the balances', async () => {
    const company = await companyWithChart();
    const customer = await makeUser(t.db, { type: 'REGULAR_CUSTOMER', companyId: company.id });
    const receivable = await accountId(t.db, company.id, 'RECEIVABLE', {
      userId: customer.id,
      name: 'Zainab',
    });
    const cash = await accountId(t.db, company.id, 'CASH');
    const deposit = await t.db.transaction((tx) =>
      postEntry(tx, {
        companyId: company.id,
        sourceType: 'transaction',
        lines: [
          { account: cash, debit: '500' },
          { account: receivable, credit: '500' },
        ],
      }),
    );
    const held = await t.db.query.users.findFirst({ where: (u, { eq: e }) => e(u.id, customer.id) });
    expect(held?.credit).toBe('500.0000');

    await expect(
      t.db.update(journalLines).set({ debit: '1' }).where(eq(journalLines.entryId, deposit.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(journalEntries).where(eq(journalEntries.id, deposit.id))).rejects.toThrow();

    const reversal = await t.db.transaction((tx) => reverseEntry(tx, deposit.id, null));
    const [reversalRow] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, reversal.id));
    expect(reversalRow?.reversesEntryId).toBe(deposit.id);
    expect((await companyRow(company.id))?.balance).toBe('0.0000');
    const after = await t.db.query.users.findFirst({ where: (u, { eq: e }) => e(u.id, customer.id) });
    expect(after?.credit).toBe('0.0000');
    await expect(t.db.transaction((tx) => reverseEntry(tx, deposit.id, null))).rejects.toThrow();
  });

  it('shows the kept balance through user-data', async () => {
    const company = await companyWithChart();
    const user = await makeUser(t.db, { type: 'ADMIN', companyId: company.id });
    const bank = await accountId(t.db, company.id, 'BANK');
    const expenses = await accountId(t.db, company.id, 'EXPENSES');
    const owner = await accountId(t.db, company.id, 'OWNER_FUNDS');
    await t.db.transaction(async (tx) => {
      await postEntry(tx, {
        companyId: company.id,
        sourceType: 'journal',
        lines: [
          { account: bank, debit: '1000' },
          { account: owner, credit: '1000' },
        ],
      });
      await postEntry(tx, {
        companyId: company.id,
        sourceType: 'transaction',
        lines: [
          { account: expenses, debit: '120.5' },
          { account: bank, credit: '120.5' },
        ],
      });
    });
    const me = (
      await asUser(t.app, await signIn(t.app, user.username))({ method: 'GET', url: '/api/user-data/' })
    ).json();
    expect(me.results[0].company.balance).toBe('879.5000');
  });
});
