import type { Db } from '@tillwise/db';
import type { FastifyRequest } from 'fastify';
import { filterValue, queryOf } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { accessOf, companyScope, namedCompanies } from '../../policy/access.js';

/**
 * The companies a report covers: `company` absent, '' or `0` means every company the route's
 * grant reaches; an id (or a comma-separated list of ids) must each be within that reach, or the
 * request is refused (403), never silently widened or narrowed.
 */
export async function reportScope(db: Db, request: FastifyRequest, key = 'company'): Promise<number[]> {
  const scope = await companyScope(db, actorOf(request), accessOf(request));
  return namedCompanies(scope, filterValue(queryOf(request), key), key) ?? scope;
}
