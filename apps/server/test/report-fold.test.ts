import { D } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookFigures } from '../src/modules/analytics/books.js';
import { foldAll, foldReports, startFolding } from '../src/modules/analytics/fold.js';
import { rowsOf } from '../src/modules/analytics/sql.js';
import { accountId } from '../src/modules/ledger/accounts.js';
import { postEntry } from '../src/modules/ledger/post-entry.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeCompany } from './support/factories.js';

/*
 * The report summaries are folded after commit from line ids that a sequence hands out, so a
 * transaction still running may hold ids below lines already committed. These tests hold such a
 * transaction open (PostgreSQL only: the embedded engine runs one transaction at a time, so no line
 * can be committed above one still being written) and check that no line is lost or counted twice.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const today = () => {
  const from = new Date();
  from.setHours(0, 0, 0, 0);
  const to = new Date(from);
  to.setDate(to.getDate() + 1);
  return { from, to };
};

/** A sale of `amount` in cash in the company's books, posted in `tx`. */
async function sell(tx: Parameters<typeof postEntry>[0], companyId: number, amount: string) {
  const cash = await accountId(tx, companyId, 'CASH');
  const sales = await accountId(tx, companyId, 'SALES');
  await postEntry(tx, {
    companyId,
    sourceType: 'transaction',
    lines: [
      { account: cash, debit: amount, credit: '0' },
      { account: sales, debit: '0', credit: amount },
    ],
  });
}

const folded = async () =>
  Number(
    (await rowsOf<{ n: string }>(t.db, sql`SELECT folded_through::text AS n FROM report_fold`))[0]?.n ?? 0,
  );

describe('report summaries folded while sales are being written', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'never fold past a line whose transaction is still open, and fold it once it commits',
    async () => {
      const company = await makeCompany(t.db);
      // Another company's sale: a company's postings take turns (post_entry locks the company).
      const other = await makeCompany(t.db);
      await t.db.transaction((tx) => sell(tx, company.id, '1'));
      await foldAll(t.db);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let heldLine = 0;
      let written: () => void = () => {};
      const isWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      // A sale whose transaction stays open: its lines have ids below the next sale's.
      const slow = t.db.transaction(async (tx) => {
        await sell(tx, company.id, '10');
        heldLine = Number(
          (await rowsOf<{ id: string }>(tx, sql`SELECT max(id)::text AS id FROM journal_lines`))[0]?.id,
        );
        written();
        await held;
      });
      await isWritten;
      await t.db.transaction((tx) => sell(tx, other.id, '100'));
      await foldAll(t.db);
      await foldAll(t.db);
      expect(await folded()).toBeLessThan(heldLine);
      // Before the slow sale commits, the report sees the two committed sales.
      const both = [company.id, other.id];
      expect((await bookFigures(t.db, both, today())).sales.toFixed(4)).toBe('101.0000');
      release();
      await slow;
      await foldAll(t.db);
      expect(await folded()).toBeGreaterThanOrEqual(heldLine);
      expect((await bookFigures(t.db, both, today())).sales.toFixed(4)).toBe('111.0000');
      const [sums] = await rowsOf<{ credit: string }>(
        t.db,
        sql`SELECT sum(credit)::text AS credit FROM journal_day_sums
          WHERE company_id IN (${company.id}, ${other.id})`,
      );
      expect(new D(sums?.credit ?? 0).toFixed(4)).toBe('111.0000');
    },
  );

  it('fold in the background while sales are posted: every figure stays the journal’s', async () => {
    const company = await makeCompany(t.db);
    const stop = startFolding(t.db, 5, (error) => {
      throw error;
    });
    let expected = new D(0);
    try {
      for (let i = 1; i <= 30; i++) {
        await t.db.transaction((tx) => sell(tx, company.id, String(i)));
        expected = expected.plus(i);
        const figures = await bookFigures(t.db, [company.id], today());
        expect(figures.sales.toFixed(4)).toBe(expected.toFixed(4));
      }
    } finally {
      await stop();
    }
    await foldAll(t.db);
    expect((await bookFigures(t.db, [company.id], today())).sales.toFixed(4)).toBe(expected.toFixed(4));
  });

  // On the suite's shared PostgreSQL database this would refold every other file's summaries while
  // they run; the embedded engine gives the file a database of its own.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'refold from the start when the time zone of the summaries is not the server’s',
    async () => {
      const company = await makeCompany(t.db);
      await t.db.transaction((tx) => sell(tx, company.id, '7'));
      await foldAll(t.db);
      // Another zone: the summaries are of no use to this server's days, which read every line.
      const step = await foldReports(t.db, 'Pacific/Chatham', 1_000_000);
      expect(step.ran).toBe(true);
      expect((await bookFigures(t.db, [company.id], today())).sales.toFixed(4)).toBe('7.0000');
      await foldAll(t.db);
      expect((await bookFigures(t.db, [company.id], today())).sales.toFixed(4)).toBe('7.0000');
      expect(await folded()).toBeGreaterThan(0);
    },
  );
});
