import { companies, type Db, users } from '@tillwise/db';
import type { CompanyType, UserType } from '@tillwise/domain';
import { hashPassword } from '../../src/modules/auth/passwords.js';

let sequence = 0;
const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

export const PASSWORD = 'Secret@123';
let passwordHash: Promise<string> | undefined;

export async function makeCompany(
  db: Db,
  overrides: { type?: CompanyType; parentId?: number; name?: string } = {},
) {
  const [company] = await db
    .insert(companies)
    .values({
      companyName: overrides.name ?? unique('Company '),
      companyType: overrides.type ?? 'STORE',
      parentId: overrides.parentId ?? null,
    })
    .returning();
  if (!company) throw new Error('company not created');
  return company;
}

export interface UserOverrides {
  type?: UserType;
  companyId?: number;
  companyType?: CompanyType;
  username?: string;
  active?: boolean;
  withPassword?: boolean;
  firstName?: string;
}

/** A user (with a company of the given type unless one is named) whose password is PASSWORD. */
export async function makeUser(db: Db, overrides: UserOverrides = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const companyId =
    overrides.companyId ?? (await makeCompany(db, { type: overrides.companyType ?? 'STORE' })).id;
  const [user] = await db
    .insert(users)
    .values({
      username: overrides.username ?? unique('user'),
      userType: overrides.type ?? 'ADMIN',
      companyId,
      firstName: overrides.firstName ?? 'Test',
      lastName: 'User',
      isActive: overrides.active ?? true,
      passwordHash: overrides.withPassword === false ? null : await passwordHash,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

let phones = 0;
/** A fresh, valid Pakistani mobile number, usable as a customer's or vendor's username too. */
export const uniquePhone = (): string =>
  `03${String(Date.now() % 1e6).padStart(6, '0')}${String(phones++ % 1000).padStart(3, '0')}`;
