import type { Db } from '@tillwise/db';
import type { FastifyRequest } from 'fastify';
import { permissionDenied, validationError } from '../../lib/errors.js';
import { filterValue, type RawQuery } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { accessOf, companyScope } from '../../policy/access.js';

/**
 * The companies a report covers: `company` absent, '' or `0` means every company the route's
 * grant reaches; an id (or a comma-separated list of ids) must each be within that reach, or the
 * request is refused (403), never silently widened or narrowed.
 */
export async function reportScope(db: Db, request: FastifyRequest, key = 'company'): Promise<number[]> {
  const scope = await companyScope(db, actorOf(request), accessOf(request));
  const raw = filterValue(request.query as RawQuery, key);
  if (raw === undefined || raw === '0') return scope;
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d{1,9}$/.test(p)))
    throw validationError({ [key]: 'A valid integer is required.' });
  const ids = parts.map(Number);
  if (ids.includes(0)) return scope;
  if (ids.some((id) => !scope.includes(id))) throw permissionDenied();
  return [...new Set(ids)];
}
