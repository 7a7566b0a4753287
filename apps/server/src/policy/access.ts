import type { Executor } from '@tillwise/db';
import type { UserType } from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import { permissionDenied } from '../lib/errors.js';
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
