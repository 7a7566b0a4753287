import { type CompanyType, hasWalkInCustomer, type UserType, walkInUsername } from '@tillwise/domain';
import { count } from 'drizzle-orm';
import type { Db } from './client.js';
import { companies, companyTaxSettings, users } from './schema/index.js';
import { seedCatalog } from './seed-catalog.js';

export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoLogin {
  username: string;
  role: UserType;
  company: string;
}

interface CompanySeed {
  key: string;
  name: string;
  type: CompanyType;
  parent?: string;
  address: string;
  contact: string;
  /** Its sales tax registration and settings (docs/domain/tax.md); none: never set up. */
  tax?: Partial<typeof companyTaxSettings.$inferInsert>;
}

/*
 * Tax registrations (docs/domain/tax.md): the selling companies charge tax with prices that include
 * it. The outlet and the bakery share the head office's registration (one NTN and STRN); Central
 * Store has its own. The service fee and further tax are 0 for now. Green Farms, a vendor, has its
 * registration recorded so a purchase from it can name it.
 */
const HEAD_OFFICE_NTN = { ntn: '4212345-6', strn: '3277876123456', taxOffice: 'RTO Lahore' };
const selling = { chargesTax: true, pricesIncludeTax: true, serviceFee: '0', furtherTaxRate: '0' };

const COMPANIES: CompanySeed[] = [
  {
    key: 'ho',
    name: 'Head Office',
    type: 'PARENT',
    address: '1 Mall Road, Lahore',
    contact: '0423-5761234',
    tax: { ...selling, ...HEAD_OFFICE_NTN, posRegistration: 'POS-210001' },
  },
  {
    key: 'cs',
    name: 'Central Store',
    type: 'STORE',
    parent: 'ho',
    address: '12 Ferozepur Road, Lahore',
    contact: '0423-5890011',
    tax: {
      ...selling,
      ntn: '4298765-1',
      strn: '3277876987654',
      taxOffice: 'RTO Lahore',
      posRegistration: 'POS-210002',
    },
  },
  {
    key: 'co',
    name: 'City Outlet',
    type: 'RETIAL',
    parent: 'ho',
    address: '5 Liberty Market, Lahore',
    contact: '03007654321',
    tax: { ...selling, sharesParentRegistration: true, posRegistration: 'POS-210003' },
  },
  {
    key: 'gf',
    name: 'Green Farms',
    type: 'VENDOR',
    parent: 'ho',
    address: 'Raiwind Road, Lahore',
    contact: '03214567890',
    tax: { ntn: '3512345-9', strn: '3277876555501', taxOffice: 'RTO Lahore' },
  },
  {
    key: 'bp',
    name: 'Bakery Plant',
    type: 'FACTORY',
    parent: 'ho',
    address: 'Sundar Industrial Estate',
    contact: '0423-5300200',
    tax: { sharesParentRegistration: true },
  },
];

interface UserSeed {
  username: string;
  type: UserType;
  company: string;
  first: string;
  last: string;
  contact: string;
  password: boolean;
  email?: string;
  /** A customer's or vendor's tax identity. */
  ntn?: string;
  cnic?: string;
  taxRegistered?: boolean;
}

const OPERATORS: UserSeed[] = [
  {
    username: 'superadmin',
    type: 'SUPER_ADMIN',
    company: 'ho',
    first: 'Sara',
    last: 'Ahmed',
    contact: '03001112233',
    password: true,
    email: 'sara@tillwise.test',
  },
  {
    username: 'storeadmin',
    type: 'ADMIN',
    company: 'cs',
    first: 'Bilal',
    last: 'Khan',
    contact: '03002223344',
    password: true,
  },
  {
    username: 'outletadmin',
    type: 'ADMIN',
    company: 'co',
    first: 'Ayesha',
    last: 'Malik',
    contact: '03003334455',
    password: true,
  },
  {
    username: 'cashier',
    type: 'SALES_STAFF',
    company: 'co',
    first: 'Usman',
    last: 'Raza',
    contact: '03004445566',
    password: true,
  },
  {
    username: 'storecashier',
    type: 'SALES_STAFF',
    company: 'cs',
    first: 'Hina',
    last: 'Iqbal',
    contact: '03005556677',
    password: true,
  },
];

const PEOPLE: UserSeed[] = [
  {
    username: '03111234567',
    type: 'REGULAR_CUSTOMER',
    company: 'co',
    first: 'Zainab',
    last: 'Hussain',
    contact: '03111234567',
    password: false,
    cnic: '3520212345671',
  },
  {
    username: '03221234567',
    type: 'REGULAR_CUSTOMER',
    company: 'cs',
    first: 'Hamza',
    last: 'Sheikh',
    contact: '03221234567',
    password: false,
    ntn: '3456789-2',
    taxRegistered: true,
  },
  {
    username: '03214567890',
    type: 'VENDOR',
    company: 'gf',
    first: 'Tariq',
    last: 'Farooq',
    contact: '03214567890',
    password: false,
    ntn: '3512345-9',
    taxRegistered: true,
  },
];

/**
 * Writes the demo companies, people and catalogue with its stock into an empty database, in one
 * transaction.
 * Returns the sign-in names, or null when the database already holds companies (nothing is written).
 */
export async function seedDemo(
  db: Db,
  hashPassword: (plain: string) => Promise<string>,
): Promise<DemoLogin[] | null> {
  const hash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(companies);
    if ((existing?.n ?? 0) > 0) return null;

    const ids = new Map<string, number>();
    for (const c of COMPANIES) {
      const [row] = await tx
        .insert(companies)
        .values({
          companyName: c.name,
          companyType: c.type,
          address: c.address,
          contactNumber: c.contact,
          parentId: c.parent ? ids.get(c.parent) : null,
        })
        .returning({ id: companies.id });
      if (!row) throw new Error(`could not seed company ${c.name}`);
      ids.set(c.key, row.id);
      if (c.tax) await tx.insert(companyTaxSettings).values({ ...c.tax, companyId: row.id });
    }

    const walkIns: UserSeed[] = COMPANIES.filter((c) => hasWalkInCustomer(c.type)).map((c) => ({
      username: walkInUsername(ids.get(c.key) ?? 0),
      type: 'WALK_IN_CUSTOMER',
      company: c.key,
      first: 'Walk-in',
      last: 'Customer',
      contact: '',
      password: false,
    }));

    const people = await tx
      .insert(users)
      .values(
        [...OPERATORS, ...walkIns, ...PEOPLE].map((u) => ({
          username: u.username,
          userType: u.type,
          companyId: ids.get(u.company),
          firstName: u.first,
          lastName: u.last,
          contactNumber: u.contact,
          email: u.email ?? '',
          passwordHash: u.password ? hash : null,
          isStaff: u.type === 'SUPER_ADMIN',
          ntn: u.ntn ?? '',
          cnic: u.cnic ?? '',
          taxRegistered: u.taxRegistered ?? false,
        })),
      )
      .returning({ id: users.id, username: users.username });

    await seedCatalog(tx, {
      groupId: ids.get('ho') ?? 0,
      centralStoreId: ids.get('cs') ?? 0,
      cityOutletId: ids.get('co') ?? 0,
      userId: people.find((p) => p.username === 'storeadmin')?.id ?? 0,
    });

    const names = new Map(COMPANIES.map((c) => [c.key, c.name]));
    return OPERATORS.map((u) => ({
      username: u.username,
      role: u.type,
      company: names.get(u.company) ?? '',
    }));
  });
}
