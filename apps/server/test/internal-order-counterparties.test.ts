import { type Db, journalEntries, stockMovements } from '@tillwise/db';
import { orderTotal } from '@tillwise/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, createProduct, firstVariantId, receive } from './support/catalog.js';
import { type Demo, loadDemo, type Role } from './support/demo.js';
import { makeCompany, makeUser } from './support/factories.js';
import { asUser } from './support/http.js';

/*
 * The internal-order counterparties of docs/security/authorization.md, for every pair of a caller
 * company and a counterparty company, both ways: buying from it (its books and stock would be
 * written as the seller's) and sending to it (its stock receives and its books buy). Allowed pairs
 * answer 201; every other pair is refused with the field error of a person out of reach and leaves
 * nothing in the other company's journal or stock.
 */

let t: TestApp;
let demo: Demo;
let people: Record<string, { userId: number; companyId: number }>;
const batchOf: Partial<Record<Role, number>> = {};
let variant = 0;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
  demo = await loadDemo(t);
  // The demo's own vendor (the first of Green Farms): on PostgreSQL other files add vendors elsewhere.
  const farms = await t.db.query.companies.findFirst({
    where: (c, { eq }) => eq(c.companyName, 'Green Farms'),
  });
  const vendor = await t.db.query.users.findFirst({
    where: (u, { and, eq }) => and(eq(u.userType, 'VENDOR'), eq(u.companyId, farms?.id ?? 0)),
    orderBy: (u, { asc }) => [asc(u.id)],
  });
  if (!vendor?.companyId) throw new Error('demo vendor missing');
  const otherAdmin = await makeUser(t.db, { type: 'ADMIN', companyId: demo.other.parent.id });
  const otherStoreAdmin = await makeUser(t.db, { type: 'ADMIN', companyId: demo.other.store.id });
  const otherVendors = await makeCompany(t.db, { type: 'VENDOR', parentId: demo.other.parent.id });
  const otherVendor = await makeUser(t.db, {
    type: 'VENDOR',
    companyId: otherVendors.id,
    withPassword: false,
  });
  const of = (u: { id: number; companyId: number | null }) => ({ userId: u.id, companyId: u.companyId ?? 0 });
  people = {
    'Head Office (PARENT)': of(demo.users.superadmin),
    'Central Store (STORE)': of(demo.users.storeadmin),
    'City Outlet (RETIAL)': of(demo.users.outletadmin),
    'Bakery Plant (FACTORY)': of(demo.users.factoryadmin),
    'Green Farms (VENDOR)': of(vendor),
    'another group (PARENT)': of(otherAdmin),
    'another group (STORE)': of(otherStoreAdmin),
    'another group (VENDOR)': of(otherVendor),
  };
  const store = callerOf('storeadmin');
  variant = firstVariantId(await createProduct(store));
  for (const role of ['superadmin', 'storeadmin'] as const) {
    batchOf[role] = await receive(callerOf(role), variant, '100');
  }
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const callerOf = (role: Role): Call => asUser(t.app, demo.tokens[role]);

/** Who may be named, by the caller's company: the companies in its `child` reach. */
const ALLOWED: Record<'superadmin' | 'storeadmin', string[]> = {
  // The head office reaches every department under it, vendors included.
  superadmin: [
    'Central Store (STORE)',
    'City Outlet (RETIAL)',
    'Bakery Plant (FACTORY)',
    'Green Farms (VENDOR)',
  ],
  // A store reaches its sibling departments and the group's vendors, never its head office.
  storeadmin: ['City Outlet (RETIAL)', 'Bakery Plant (FACTORY)', 'Green Farms (VENDOR)'],
};

function body(seller: number, buyer: number, line: Record<string, unknown>, extra = {}) {
  const items = [{ discount: '0', price: '80.0000', quantity: '1', ...line }];
  return {
    order_item: items,
    seller,
    buyer,
    total_discount: '0',
    total: orderTotal(items as never, '0', true).toFixed(4),
    amount_received: '0',
    amount_discount: true,
    invoice_id: '',
    internal_order: true,
    ...extra,
  };
}

const purchaseLine = () => ({
  order_batch: {
    manufacturing_date: '2026-11-01',
    expiry_date: '2027-05-01',
    quantity: '1',
    product_variant: String(variant),
  },
});

async function footprint(db: Db, companyId: number) {
  const [entries] = await db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.companyId, companyId));
  const [moves] = await db
    .select({ n: count() })
    .from(stockMovements)
    .where(eq(stockMovements.companyId, companyId));
  return { entries: entries?.n ?? 0, moves: moves?.n ?? 0 };
}

describe.each(['superadmin', 'storeadmin'] as const)('internal orders placed by %s', (role) => {
  const names = () => Object.keys(people);
  it.each([
    'Head Office (PARENT)',
    'Central Store (STORE)',
    'City Outlet (RETIAL)',
    'Bakery Plant (FACTORY)',
    'Green Farms (VENDOR)',
    'another group (PARENT)',
    'another group (STORE)',
    'another group (VENDOR)',
  ])('with %s, both ways', async (name) => {
    expect(names()).toContain(name);
    const other = people[name];
    const me = demo.users[role];
    if (!other) throw new Error(name);
    const isVendor = name.includes('VENDOR');
    const own = other.companyId === me.companyId;
    const allowed = ALLOWED[role].includes(name);
    for (const url of ['/api/internal-order/', '/api/order/', '/api/orderoffline/']) {
      const before = await footprint(t.db, other.companyId);
      // Buying from it: its books would record an internal sale.
      const from = await callerOf(role)({
        method: 'POST',
        url,
        payload: body(other.userId, me.id, purchaseLine()),
      });
      // Sending to it: its stock would receive (a vendor takes goods back only as a return).
      const to = await callerOf(role)({
        method: 'POST',
        url,
        payload: isVendor
          ? body(me.id, other.userId, { batch: batchOf[role], quantity: '-1' }, { status: 'RETURNED' })
          : body(me.id, other.userId, { batch: batchOf[role] }),
      });
      if (allowed) {
        expect(from.statusCode, `${url} from ${name}: ${from.body}`).toBe(201);
        expect(to.statusCode, `${url} to ${name}: ${to.body}`).toBe(201);
      } else {
        expect(from.statusCode, `${url} from ${name}: ${from.body}`).toBe(400);
        expect(to.statusCode, `${url} to ${name}: ${to.body}`).toBe(400);
        if (!own) {
          expect(from.json()).toEqual({ seller: [`Invalid pk "${other.userId}" - object does not exist.`] });
          expect(to.json()).toEqual({ buyer: [`Invalid pk "${other.userId}" - object does not exist.`] });
          expect(await footprint(t.db, other.companyId)).toEqual(before);
        }
      }
    }
  });
});

describe('callers who place no internal orders', () => {
  it.each(['outletadmin', 'cashier', 'storecashier', 'factoryadmin'] as const)(
    '%s is refused naming any counterparty, both ways, and writes nothing',
    async (role) => {
      const me = demo.users[role];
      for (const other of Object.values(people)) {
        if (other.companyId === me.companyId) continue;
        const before = await footprint(t.db, other.companyId);
        for (const payload of [
          body(other.userId, me.id, purchaseLine()),
          body(me.id, other.userId, { batch: batchOf.storeadmin }),
        ]) {
          const res = await callerOf(role)({ method: 'POST', url: '/api/internal-order/', payload });
          expect(res.statusCode).toBe(403);
          const viaOrder = await callerOf(role)({ method: 'POST', url: '/api/order/', payload });
          expect(viaOrder.statusCode).toBeGreaterThanOrEqual(400);
          expect(viaOrder.statusCode).toBeLessThan(500);
        }
        expect(await footprint(t.db, other.companyId)).toEqual(before);
      }
    },
  );
});
