import { accounts, balanceNow, checkBooks, companies } from '@tillwise/db';
import { ACCOUNT_PURPOSES, type AccountPurpose, PER_COUNTERPARTY, phoneError } from '@tillwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/scripts/seed-demo.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { asUser, signIn } from './support/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const DEMO_COMPANIES = ['Head Office', 'Central Store', 'City Outlet', 'Green Farms'];
const DEMO = [
  { username: 'superadmin', user_type: 'SUPER_ADMIN', company: 'Head Office', company_type: 'PARENT' },
  { username: 'storeadmin', user_type: 'ADMIN', company: 'Central Store', company_type: 'STORE' },
  { username: 'outletadmin', user_type: 'ADMIN', company: 'City Outlet', company_type: 'RETIAL' },
  { username: 'cashier', user_type: 'SALES_STAFF', company: 'City Outlet', company_type: 'RETIAL' },
  { username: 'storecashier', user_type: 'SALES_STAFF', company: 'Central Store', company_type: 'STORE' },
];

describe('demo data', () => {
  it('is written once into an empty database, with argon2id hashes', async () => {
    // On PostgreSQL the suite's global setup has already seeded; PGlite files start empty.
    const first = await seedIfEmpty(t.db);
    if (process.env.DATABASE_URL === undefined) {
      expect(first?.map((l) => l.username)).toEqual(DEMO.map((d) => d.username));
    } else {
      expect(first).toBeNull();
    }
    expect(await seedIfEmpty(t.db)).toBeNull();
    const row = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'cashier') });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each(DEMO)('lets $username sign in with Demo@1234 as $user_type of $company', async (demo) => {
    const token = await signIn(t.app, demo.username, 'Demo@1234');
    const me = (await asUser(t.app, token)({ method: 'GET', url: '/api/user-data/' })).json().results[0];
    expect(me).toMatchObject({
      username: demo.username,
      user_type: demo.user_type,
      company: { company_name: demo.company, company_type: demo.company_type },
    });
  });

  it('gives every store-like company its parent and every selling company a walk-in customer', async () => {
    const companies = await t.db.query.companies.findMany();
    const byName = new Map(companies.map((c) => [c.companyName, c]));
    const head = byName.get('Head Office');
    for (const name of ['Central Store', 'City Outlet', 'Bakery Plant', 'Green Farms']) {
      expect(byName.get(name)?.parentId, name).toBe(head?.id);
    }
    expect(byName.get('Green Farms')?.companyType).toBe('VENDOR');
    // Settings sends the number back unchanged on every save, so the demo's must pass the rule.
    for (const c of companies) expect(phoneError(c.contactNumber), c.companyName).toBeNull();
    const people = await t.db.query.users.findMany();
    for (const name of ['Head Office', 'Central Store', 'City Outlet']) {
      const id = byName.get(name)?.id;
      expect(
        people.some((u) => u.username === `WALK_IN_CUSTOMER_${id}` && u.userType === 'WALK_IN_CUSTOMER'),
      ).toBe(true);
    }
    const vendor = people.find((u) => u.userType === 'VENDOR');
    expect(vendor?.username).toBe(vendor?.contactNumber);
    expect(vendor?.companyId).toBe(byName.get('Green Farms')?.id);
    const customers = people.filter((u) => ['03111234567', '03221234567'].includes(u.username));
    expect(customers.map((u) => u.userType)).toEqual(['REGULAR_CUSTOMER', 'REGULAR_CUSTOMER']);
  });

  it('opens a chart of accounts for every demo company', async () => {
    const companies = await t.db.query.companies.findMany();
    for (const company of companies.filter((c) =>
      ['Head Office', 'City Outlet', 'Green Farms'].includes(c.companyName),
    )) {
      const chart = await t.db.select().from(accounts).where(eq(accounts.companyId, company.id));
      // The company's own accounts; counterparties' (a customer who bought on credit) come on use.
      const own = chart.filter((a) => a.counterpartyCompanyId === null && a.counterpartyUserId === null);
      expect(own.map((a) => a.purpose).sort(), company.companyName).toEqual(
        Object.keys(ACCOUNT_PURPOSES)
          .filter((p) => !PER_COUNTERPARTY.includes(p as AccountPurpose))
          .sort(),
      );
    }
  });

  it('satisfies every invariant of the books and the stock (npm run db:check)', async () => {
    // The demo's companies (on PostgreSQL other test files share the database).
    const demo = await t.db.select().from(companies).where(inArray(companies.companyName, DEMO_COMPANIES));
    const violations = await checkBooks(
      t.db,
      demo.map((c) => c.id),
    );
    expect(violations.map((v) => `${v.check}: ${v.message}`)).toEqual([]);
    // Stock is on the books: Central Store's opening stock is worth something, and its Inventory says so.
    const [store] = await t.db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
    const [inventory] = await t.db
      .select({ balance: sql<string>`${balanceNow(accounts.id, accounts.balance)}::text` })
      .from(accounts)
      .where(and(eq(accounts.companyId, store?.id ?? 0), eq(accounts.purpose, 'INVENTORY')));
    expect(Number(inventory?.balance)).toBeGreaterThan(0);
  });

  it('does not let the walk-in, customer or vendor records sign in', async () => {
    // Only the demo's own records: on PostgreSQL other test files share the database.
    const demoCompanies = await t.db.query.companies.findMany({
      where: (c, { inArray }) =>
        inArray(c.companyName, [
          'Head Office',
          'Central Store',
          'City Outlet',
          'Green Farms',
          'Bakery Plant',
        ]),
    });
    const names = new Set([
      '03111234567',
      '03221234567',
      '03214567890',
      ...demoCompanies.map((c) => `WALK_IN_CUSTOMER_${c.id}`),
    ]);
    const people = await t.db.query.users.findMany();
    const records = people.filter((p) => names.has(p.username));
    expect(records).toHaveLength(6);
    for (const u of records) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/obtain-jwt/',
        payload: { username: u.username, password: 'Demo@1234' },
      });
      expect(res.statusCode, u.username).toBe(400);
    }
  });
});
