import { type CompanyRow, type Db, stockCounts, tillSessions, type UserRow } from '@tillwise/db';
import { outranks, storedIdOf, TILL_MSG } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, permissionDenied } from '../lib/errors.js';
import { findCompanyById } from '../modules/companies/repository.js';
import { findUserById } from '../modules/users/repository.js';
import type { SessionActor } from '../plugins/auth.js';
import { relationOf } from './relation.js';
import type { Grant, Relation, TargetKind } from './types.js';

/** The record a path's `:id` names, with its company and that company's relation to the caller. */
export interface Target {
  company: CompanyRow | null;
  user: UserRow | null;
  relation: Relation;
  /** A till session's `:id`: who opened it and whether it is still open. */
  tillSession?: { id: number; userId: number; open: boolean } | null;
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Loads the `:id` target and checks the grant against it. Out of reach and unrelated answers 404,
 * as if the record did not exist (a caller learns nothing of other companies); out of reach but
 * visible to the caller (their own company for a child-only action) answers 403. Users who outrank
 * the caller may be read but never written.
 */
export async function resolveTarget(
  db: Db,
  request: FastifyRequest,
  actor: SessionActor,
  kind: TargetKind,
  grant: Grant,
): Promise<Target> {
  // The hook runs before the route's `IdParams` are applied, so it reads the id by the same rule:
  // an id above the largest serial names nothing, not found before any lookup reaches SQL.
  const id = storedIdOf((request.params as Record<string, string | undefined>).id ?? '');
  if (id === null) throw notFound();

  let target: Target;
  if (kind === 'company') {
    const company = await findCompanyById(db, id);
    if (!company) throw notFound();
    target = { company, user: null, relation: relationOf(actor.company, company) };
  } else if (kind === 'tillSession') {
    const [session] = await db
      .select({
        id: tillSessions.id,
        companyId: tillSessions.companyId,
        userId: tillSessions.userId,
        status: tillSessions.status,
      })
      .from(tillSessions)
      .where(eq(tillSessions.id, id));
    const company = session ? await findCompanyById(db, session.companyId) : null;
    if (!session || !company) throw notFound();
    target = {
      company,
      user: null,
      relation: relationOf(actor.company, company),
      tillSession: { id: session.id, userId: session.userId, open: session.status === 'OPEN' },
    };
  } else if (kind === 'stockCount') {
    const [count] = await db
      .select({ companyId: stockCounts.companyId })
      .from(stockCounts)
      .where(eq(stockCounts.id, id));
    const company = count ? await findCompanyById(db, count.companyId) : null;
    if (!company) throw notFound();
    target = { company, user: null, relation: relationOf(actor.company, company) };
  } else {
    const found = await findUserById(db, id);
    if (!found) throw notFound();
    const relation = found.company ? relationOf(actor.company, found.company) : 'unrelated';
    if (grant.userTypes && !grant.userTypes.includes(found.user.userType)) throw notFound();
    target = { company: found.company, user: found.user, relation };
  }

  if (!grant.reach?.includes(target.relation)) {
    throw target.relation === 'unrelated' ? notFound() : permissionDenied();
  }
  if (target.user && !READS.has(request.method) && outranks(target.user.userType, actor)) {
    throw permissionDenied();
  }
  // A cashier acts only on their own till session; a colleague's is a manager's to close.
  if (grant.ownRecordsOnly && target.tillSession && target.tillSession.userId !== actor.user.id) {
    throw permissionDenied(TILL_MSG.notYourSession);
  }
  return target;
}
