import type { Executor } from '@tillwise/db';
import type { UserType } from '@tillwise/domain';
import { SERVER_MSG } from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import { permissionDenied, validationError } from '../lib/errors.js';
import { filterValue, queryOf } from '../lib/query.js';
import type { SessionActor } from '../plugins/auth.js';
import { reachableCompanyIds, relationOf } from './relation.js';
import type { Target } from './targets.js';
import type { CompanyRef, Grant } from './types.js';

/** What the policy layer decided for this request: the grant that applied and the checked target. */
export interface Access {
  grant: Grant;
  target: Target | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    access: Access | null;
  }
}

/** The decision for a route; the policy hook guarantees one before any handler runs. */
export function accessOf(request: FastifyRequest): Access {
  if (!request.access) throw permissionDenied();
  return request.access;
}

/** The ids of the companies the applied grant reaches (its own company when it names no reach). */
export function companyScope(db: Executor, actor: SessionActor, access: Access): Promise<number[]> {
  return reachableCompanyIds(db, actor.company, access.grant.reach ?? ['own']);
}

/** Whether the applied grant covers records of this user type. */
export const coversUserType = (access: Access, type: UserType): boolean =>
  !access.grant.userTypes || access.grant.userTypes.includes(type);

/** The checked `:id` target of a route that declares one. */
export function targetOf(request: FastifyRequest): Target {
  const target = accessOf(request).target;
  if (!target) throw permissionDenied();
  return target;
}

/**
 * Whether the applied grant lets the caller name `other` as the other party of a write that posts
 * in both companies' books (an internal order): its relation to the caller's company must be one
 * of the grant's `counterparties`. A company is never its own counterparty.
 */
export function mayNameCounterparty(access: Access, own: CompanyRef | null, other: CompanyRef): boolean {
  const relation = relationOf(own, other);
  return relation !== 'own' && (access.grant.counterparties ?? []).includes(relation);
}

const COMPANY_ID = /^\d{1,9}$/;

/**
 * The companies a request names in its `key` parameter (query or body; one id, or ids separated by
 * commas), each checked against `scope`, the companies the applied grant reaches. Absent, '' and 0
 * name none (null: the caller takes the route's default). A malformed id is a 400; any company
 * outside the scope, existing or not, is refused with 403, the same on every route, so a caller
 * never gets someone else's answer, an empty one or their own in its place.
 */
export function namedCompanies(scope: readonly number[], raw: unknown, key = 'company'): number[] | null {
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return null;
  const parts = typeof raw === 'number' ? [String(raw)] : typeof raw === 'string' ? raw.split(',') : [];
  const ids = parts.map((p) => p.trim());
  if (ids.length === 0 || ids.some((id) => !COMPANY_ID.test(id)))
    throw validationError({ [key]: [SERVER_MSG.validInteger] });
  const numbers = [...new Set(ids.map(Number))];
  if (numbers.includes(0)) return null;
  if (numbers.some((id) => !scope.includes(id))) throw permissionDenied();
  return numbers;
}

/** One company named in `key` (see namedCompanies): its id within scope, null when none is named. */
export function namedCompany(scope: readonly number[], raw: unknown, key = 'company'): number | null {
  const ids = namedCompanies(scope, raw, key);
  if (ids === null) return null;
  if (ids.length > 1) throw validationError({ [key]: [SERVER_MSG.validInteger] });
  return ids[0] ?? null;
}

/**
 * For routes that answer for the caller's own company only (its stock, its catalogue download):
 * `company` may name that company or nothing; any other is refused (403) like everywhere else,
 * rather than answered with the caller's own figures.
 */
export function ownCompanyOnly(request: FastifyRequest, actor: SessionActor): void {
  namedCompany(actor.company ? [actor.company.id] : [], filterValue(queryOf(request), 'company'));
}
