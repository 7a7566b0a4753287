import { type CompanyRow, DEMO_PASSWORD, type UserRow } from '@tillwise/db';
import { seedIfEmpty } from '../../src/scripts/seed-demo.js';
import type { TestApp } from './app.js';
import { makeCompany, makeUser } from './factories.js';
import { signIn } from './http.js';

/** The demo operators: one of each kind of caller the matrix distinguishes. */
export const ROLES = ['superadmin', 'storeadmin', 'outletadmin', 'cashier', 'storecashier'] as const;
/** Plus one the demo lacks: an ADMIN of the factory, who is neither admin, manager nor till. */
export type Role = (typeof ROLES)[number] | 'factoryadmin';

export interface Demo {
  /** Head Office (PARENT), Central Store (STORE), City Outlet (RETIAL), Green Farms (VENDOR), Bakery Plant. */
  ho: CompanyRow;
  cs: CompanyRow;
  co: CompanyRow;
  gf: CompanyRow;
  bp: CompanyRow;
  users: Record<Role, UserRow>;
  tokens: Record<Role, string>;
  /** Another group, unrelated to every demo company: a PARENT and its STORE. */
  other: { parent: CompanyRow; store: CompanyRow };
}

/**
 * The demo data, signed in. PGlite files start empty and are seeded here; on PostgreSQL the suite's
 * global setup seeded it already. Tests must not change demo records that other files rely on.
 */
export async function loadDemo(t: TestApp): Promise<Demo> {
  await seedIfEmpty(t.db);
  const rows = await t.db.query.companies.findMany();
  const byName = (name: string): CompanyRow => {
    const found = rows.find((c) => c.companyName === name);
    if (!found) throw new Error(`demo company ${name} missing`);
    return found;
  };
  const users = {} as Record<Role, UserRow>;
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) {
    const user = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, role) });
    if (!user) throw new Error(`demo user ${role} missing`);
    users[role] = user;
    tokens[role] = await signIn(t.app, role, DEMO_PASSWORD);
  }
  const bp = byName('Bakery Plant');
  const factoryAdmin = await makeUser(t.db, { type: 'ADMIN', companyId: bp.id });
  users.factoryadmin = factoryAdmin;
  tokens.factoryadmin = await signIn(t.app, factoryAdmin.username);
  const parent = await makeCompany(t.db, { type: 'PARENT' });
  const store = await makeCompany(t.db, { type: 'STORE', parentId: parent.id });
  return {
    ho: byName('Head Office'),
    cs: byName('Central Store'),
    co: byName('City Outlet'),
    gf: byName('Green Farms'),
    bp,
    users,
    tokens,
    other: { parent, store },
  };
}
