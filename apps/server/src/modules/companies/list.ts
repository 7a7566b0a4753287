import { type CompanyRow, companies, type Db } from '@tillwise/db';
import { COMPANY_TYPES } from '@tillwise/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { choiceFilter } from '../../lib/choices.js';
import type { PageRequest } from '../../lib/pagination.js';
import { filterValue, type RawQuery } from '../../lib/query.js';
import { searchCondition } from '../../lib/search.js';

/** The `company_type` filter of `company/`, if one is given. */
export const companyTypeFilter = (query: RawQuery) => choiceFilter(query, 'company_type', COMPANY_TYPES);

/**
 * `company/` (contract A8): the companies in scope and the `named` ones (a request's possible
 * receivers), filtered by type and searched, oldest first.
 */
export async function listCompanies(
  db: Db,
  scope: number[],
  query: RawQuery,
  page: PageRequest,
  named: readonly number[] = [],
): Promise<{ count: number; rows: CompanyRow[] }> {
  const type = companyTypeFilter(query);
  const ids = [...new Set([...scope, ...named])];
  if (ids.length === 0) return { count: 0, rows: [] };
  const where = and(
    inArray(companies.id, ids),
    type ? eq(companies.companyType, type) : undefined,
    searchCondition(filterValue(query, 'search'), [
      companies.companyName,
      companies.address,
      companies.contactNumber,
    ]),
  );
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  const rows = await db
    .select()
    .from(companies)
    .where(where)
    .orderBy(asc(companies.id))
    .limit(page.size)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows };
}
