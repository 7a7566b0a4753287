import { companies, type Db, users } from '@tillwise/db';
import { USER_TYPES, type UserType } from '@tillwise/domain';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { choicesFilter } from '../../lib/choices.js';
import type { PageRequest } from '../../lib/pagination.js';
import { filterValue, lastValue, type RawQuery } from '../../lib/query.js';
import { searchCondition } from '../../lib/search.js';
import { namedCompany } from '../../policy/access.js';
import type { UserWithCompany } from './repository.js';

/** The users in scope: of the reached companies and, when the grant says so, only of some types. */
export interface UserScope {
  companyIds: number[];
  userTypes?: readonly UserType[] | undefined;
}

async function page(db: Db, where: SQL | undefined, request: PageRequest) {
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  const rows: UserWithCompany[] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(asc(users.id))
    .limit(request.size)
    .offset(request.offset);
  return { count: total?.n ?? 0, rows };
}

const inScope = (scope: UserScope): SQL | undefined =>
  and(
    inArray(users.companyId, scope.companyIds),
    scope.userTypes ? inArray(users.userType, [...scope.userTypes]) : undefined,
  );

/** `user/` (contract A3): `user_type` (repeatable), `search`, `company`, `contact_number`, `page`. */
export async function listUsers(db: Db, scope: UserScope, query: RawQuery, request: PageRequest) {
  const types = choicesFilter(query, 'user_type', USER_TYPES);
  const company = namedCompany(scope.companyIds, filterValue(query, 'company')) ?? undefined;
  const contact = filterValue(query, 'contact_number');
  if (scope.companyIds.length === 0) return { count: 0, rows: [] };
  const where = and(
    inScope(scope),
    types.length > 0 ? inArray(users.userType, types) : undefined,
    company !== undefined ? eq(users.companyId, company) : undefined,
    contact !== undefined ? eq(users.contactNumber, contact) : undefined,
    searchCondition(filterValue(query, 'search'), [
      users.username,
      users.firstName,
      users.lastName,
      users.contactNumber,
    ]),
  );
  return page(db, where, request);
}

/**
 * `vendor/` (contract A6): active vendors in scope, searched by name, number or company. The
 * original client sends its search box as `?0=<text>`, which is read as the search too.
 */
export async function listVendors(db: Db, companyIds: number[], query: RawQuery, request: PageRequest) {
  if (companyIds.length === 0) return { count: 0, rows: [] };
  const text = filterValue(query, 'search') ?? lastValue(query, '0')?.trim();
  const where = and(
    inScope({ companyIds, userTypes: ['VENDOR'] }),
    eq(users.isActive, true),
    searchCondition(text, [
      users.username,
      users.firstName,
      users.lastName,
      users.contactNumber,
      companies.companyName,
    ]),
  );
  return page(db, where, request);
}
