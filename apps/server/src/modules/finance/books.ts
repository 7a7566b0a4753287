import { type CompanyRow, companies, type Db } from '@tillwise/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, permissionDenied } from '../../lib/errors.js';
import { filterValue, type RawQuery } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { accessOf, companyScope, namedCompany } from '../../policy/access.js';
import type { Books } from './parties.js';

/** The caller's books: their company, and the companies the route's grant lets them see. */
export async function booksOf(db: Db, request: FastifyRequest): Promise<Books> {
  const actor = actorOf(request);
  if (!actor.company) throw permissionDenied();
  const scope = await companyScope(db, actor, accessOf(request));
  return { actor, company: actor.company, scope };
}

/** The companies in reach, by name. */
export async function companiesInReach(db: Db, books: Books): Promise<CompanyRow[]> {
  if (books.scope.length === 0) return [];
  return db
    .select()
    .from(companies)
    .where(inArray(companies.id, books.scope))
    .orderBy(asc(companies.companyName));
}

/**
 * The company whose books a report reads: `?company=` when given (a company out of reach is
 * refused, 403), the caller's own otherwise.
 */
export async function reportCompany(db: Db, books: Books, query: RawQuery): Promise<CompanyRow> {
  const id = namedCompany(books.scope, filterValue(query, 'company'));
  if (id === null) return books.company;
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
