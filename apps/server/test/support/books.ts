import {
  accounts,
  balanceNow,
  companies,
  type Db,
  type Executor,
  journalEntries,
  journalLines,
  transactions,
} from '@tillwise/db';
import type { AccountPurpose } from '@tillwise/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountId, ensureChart } from '../../src/modules/ledger/accounts.js';
import { postEntry } from '../../src/modules/ledger/post-entry.js';
import { makeCompany, makeUser } from './factories.js';
import { asUser, signIn } from './http.js';

type Caller = ReturnType<typeof asUser>;

/**
 * A group like the demo's: a parent with a store and an outlet, a vendor, customers, and an
 * unrelated parent; every company has its chart. Managers come with signed-in callers.
 */
export async function makeGroup(db: Db, app: FastifyInstance) {
  const parent = await makeCompany(db, { type: 'PARENT', name: 'Head' });
  const store = await makeCompany(db, { type: 'STORE', parentId: parent.id, name: 'Store' });
  const outlet = await makeCompany(db, { type: 'RETIAL', parentId: parent.id, name: 'Outlet' });
  // A vendor of the group, as the demo's Green Farms (under the head office): stores may buy from it.
  const vendorCo = await makeCompany(db, { type: 'VENDOR', parentId: parent.id, name: 'Farms' });
  const other = await makeCompany(db, { type: 'PARENT', name: 'Elsewhere' });
  for (const c of [parent, store, outlet, vendorCo, other]) await ensureChart(db, c.id);

  const headAdmin = await makeUser(db, { type: 'SUPER_ADMIN', companyId: parent.id });
  const storeAdmin = await makeUser(db, { type: 'ADMIN', companyId: store.id });
  const outletAdmin = await makeUser(db, { type: 'ADMIN', companyId: outlet.id });
  const cashier = await makeUser(db, { type: 'SALES_STAFF', companyId: outlet.id });
  const storeCashier = await makeUser(db, { type: 'SALES_STAFF', companyId: store.id });
  const otherAdmin = await makeUser(db, { type: 'ADMIN', companyId: other.id });
  const vendor = await makeUser(db, { type: 'VENDOR', companyId: vendorCo.id, withPassword: false });
  const customer = await makeUser(db, {
    type: 'REGULAR_CUSTOMER',
    companyId: outlet.id,
    withPassword: false,
  });
  const walkIn = await makeUser(db, { type: 'WALK_IN_CUSTOMER', companyId: store.id, withPassword: false });
  const storeCustomer = await makeUser(db, {
    type: 'REGULAR_CUSTOMER',
    companyId: store.id,
    withPassword: false,
  });

  const call = async (username: string): Promise<Caller> => asUser(app, await signIn(app, username));
  return {
    parent,
    store,
    outlet,
    vendorCo,
    other,
    headAdmin,
    storeAdmin,
    outletAdmin,
    cashier,
    storeCashier,
    otherAdmin,
    vendor,
    customer,
    walkIn,
    storeCustomer,
    as: {
      head: await call(headAdmin.username),
      store: await call(storeAdmin.username),
      outlet: await call(outletAdmin.username),
      cashier: await call(cashier.username),
      other: await call(otherAdmin.username),
    },
  };
}
export type Group = Awaited<ReturnType<typeof makeGroup>>;

/** The lines of a journal entry as `Dr PURPOSE(counterparty) amount`, in posting order. */
export async function entryLines(db: Db, entryId: number): Promise<string[]> {
  const rows = await db
    .select({
      purpose: accounts.purpose,
      company: companies.companyName,
      user: accounts.counterpartyUserId,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .leftJoin(companies, eq(companies.id, accounts.counterpartyCompanyId))
    .where(eq(journalLines.entryId, entryId))
    .orderBy(asc(journalLines.id));
  return rows.map((r) => {
    const holder = r.company ?? (r.user ? `user ${r.user}` : null);
    const side = Number(r.debit) > 0 ? `Dr ${r.debit}` : `Cr ${r.credit}`;
    return `${r.purpose}${holder ? `(${holder})` : ''} ${side}`;
  });
}

/** How many entries and transactions exist: a refused request must leave both unchanged. */
export async function bookCounts(db: Db) {
  const [e] = await db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
  const [t] = await db.select({ n: sql<number>`count(*)::int` }).from(transactions);
  return { entries: e?.n ?? 0, transactions: t?.n ?? 0 };
}

/** Funds, payables and customer holdings of some companies straight from the journal. */
export async function journalNet(db: Db, companyIds: number[], purposes: string[]): Promise<string> {
  const [row] = await db
    .select({
      v: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)::numeric(14,4)::text`,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(
      and(inArray(accounts.companyId, companyIds), inArray(accounts.purpose, purposes as AccountPurpose[])),
    );
  return row?.v ?? '0.0000';
}

/**
 * A Received or Expense dated in the past, for date-range tests. The API always stamps now, so the
 * fixture posts the entry itself through postEntry (with its date) and writes the transaction row.
 */
export async function backdatedTransaction(
  db: Db,
  opts: { companyId: number; userId: number; created: Date; amount: string; method: 'Received' | 'Expense' },
) {
  await db.transaction(async (tx) => {
    const cash = await accountId(tx, opts.companyId, 'CASH');
    const other = await accountId(
      tx,
      opts.companyId,
      opts.method === 'Received' ? 'OWNER_FUNDS' : 'EXPENSES',
    );
    const [debit, credit] = opts.method === 'Received' ? [cash, other] : [other, cash];
    const entry = await postEntry(tx, {
      companyId: opts.companyId,
      sourceType: 'transaction',
      userId: opts.userId,
      created: opts.created,
      lines: [
        { account: debit, debit: opts.amount },
        { account: credit, credit: opts.amount },
      ],
    });
    await tx.insert(transactions).values({
      payorId: opts.userId,
      payeeId: opts.userId,
      amount: opts.method === 'Received' ? opts.amount : `-${opts.amount}`,
      method: opts.method,
      description: `${opts.method} on ${opts.created.toDateString()}`,
      companyId: opts.companyId,
      journalEntryId: entry.id,
      userId: opts.userId,
      created: opts.created,
    });
  });
}

/** Accounts whose running `balance` differs from Σdebit − Σcredit of their journal lines (none, ever). */
export async function accountsOffTheJournal(db: Db) {
  const lines = db
    .select({
      accountId: journalLines.accountId,
      net: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})`.as('net'),
    })
    .from(journalLines)
    .groupBy(journalLines.accountId)
    .as('lines');
  return db
    .select({
      id: accounts.id,
      balance: sql<string>`${balanceNow(accounts.id, accounts.balance)}::text`,
      journal: sql<string>`coalesce(${lines.net}, 0)::text`,
    })
    .from(accounts)
    .leftJoin(lines, eq(lines.accountId, accounts.id))
    .where(sql`${balanceNow(accounts.id, accounts.balance)} <> coalesce(${lines.net}, 0)`);
}

/** A company's funds on hand and what it owes, as the wire shows them (summed on read, ADR 0009). */
export async function companyFiguresOf(
  db: Executor,
  companyId: number,
): Promise<{ balance: string; credit: string }> {
  const result = await db.execute(
    sql`select company_funds(${companyId})::text as balance, company_owed(${companyId})::text as credit`,
  );
  const row = (result as unknown as { rows: { balance: string; credit: string }[] }).rows[0];
  if (!row) throw new Error(`no figures for company ${companyId}`);
  return row;
}
