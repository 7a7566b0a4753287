import { type Executor, users } from '@tillwise/db';
import { isManager, TILL_MSG } from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { throttled, validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import { verifyPassword } from '../auth/passwords.js';
import { notify } from '../notifications/service.js';
import {
  APPROVAL_FAILURES_BEFORE_DELAY,
  approvalRetryAfter,
  recordApprovalFailure,
  recordApprovalSuccess,
} from './approval-throttle.js';

/** How long a manager's approval to sell expired batches lasts: the sale it was asked for. */
export const EXPIRED_SALE_APPROVAL_SECONDS = 300;
const AUDIENCE = 'tillwise:expired-sale';
const CREDIT_AUDIENCE = 'tillwise:credit-sale';
/**
 * How long after the moment a sale was made its approval may have been given: the cashier's screen
 * asks for it when the sale is refused, and the till dates the sale when it was first written.
 */
const GIVEN_AFTER_MS = EXPIRED_SALE_APPROVAL_SECONDS * 1000;

export interface Credentials {
  username: string;
  password: string;
}

/** A manager's approval given on a cashier's screen (docs/till-sessions.md, "Manager approval"). */
export interface ManagerApprovals {
  /**
   * The manager named by these credentials: an active manager of the caller's company with that
   * password; a user of another company is never looked at. Refusals are counted per cashier and
   * per manager (approval-throttle.ts), 429 while either waits, never against the manager's own
   * sign-in; the manager is told when wrong passwords against their name reach the limit.
   */
  approver(
    tx: Executor,
    actor: SessionActor,
    credentials: Credentials,
  ): Promise<{ id: number; username: string }>;
  /** A signed approval for this caller to sell these expired batches in one sale, for a few minutes. */
  signExpiredSale(
    actor: SessionActor,
    managerId: number,
    batches: number[],
    sale: string,
  ): Promise<{ token: string; expires: Date }>;
  /**
   * The approving manager's id when `token` is a good approval given to this caller in their
   * company for this sale (its Idempotency-Key: one approval, one sale), valid `at` the moment the
   * sale was made (now, or when a till made it offline: sale-moment.ts), covering every one of
   * `batches`; null otherwise.
   */
  expiredSaleApprover(
    token: string,
    actor: SessionActor,
    batches: number[],
    sale: { key: string | null; at: Date },
  ): Promise<number | null>;
  /** A signed approval for this caller to sell on credit to this customer in one sale, beyond the limit. */
  signCreditSale(
    actor: SessionActor,
    managerId: number,
    customer: number,
    sale: string,
  ): Promise<{ token: string; expires: Date }>;
  /**
   * The approving manager's id when `token` is a good credit approval given to this caller in
   * their company for this customer and this sale (its Idempotency-Key), valid `at` the moment
   * the sale was made; null otherwise.
   */
  creditSaleApprover(
    token: string,
    actor: SessionActor,
    customer: number,
    sale: { key: string | null; at: Date },
  ): Promise<number | null>;
}

export function managerApprovals(deps: {
  secret: string;
  /** Wakes live notification listeners after a notice was written (ADR 0008). */
  wake?: () => void;
}): ManagerApprovals {
  const key = new TextEncoder().encode(deps.secret);
  return {
    async approver(tx, actor, credentials) {
      const now = new Date();
      const companyId = actor.company?.id ?? 0;
      // Only the cashier's own company is searched: a manager of another company cannot be named.
      const [found] = await tx
        .select({
          id: users.id,
          username: users.username,
          hash: users.passwordHash,
          type: users.userType,
          active: users.isActive,
        })
        .from(users)
        .where(
          and(sql`lower(${users.username}) = lower(${credentials.username})`, eq(users.companyId, companyId)),
        );
      const manager =
        found?.active &&
        actor.company &&
        isManager({ user_type: found.type, company_type: actor.company.companyType })
          ? found
          : null;
      const wait = await approvalRetryAfter(tx, actor.user.id, manager?.id ?? null, now);
      if (wait > 0) throw throttled(wait);
      const ok = await verifyPassword(manager?.hash ?? null, credentials.password);
      if (!manager || !ok) {
        const failures = await recordApprovalFailure(tx, actor.user.id, manager?.id ?? null, now);
        if (manager && failures > 0 && failures % APPROVAL_FAILURES_BEFORE_DELAY === 0) {
          await notify(tx, {
            receivers: [manager.id],
            type: 'ORDER',
            key: 'approvalLockout',
            values: { failures, cashier: actor.user.username },
            link: '/till-sessions',
          });
          deps.wake?.();
        }
        throw validationError({ approval: TILL_MSG.approvalRefused });
      }
      await recordApprovalSuccess(tx, actor.user.id, manager.id);
      return { id: manager.id, username: manager.username };
    },

    async signExpiredSale(actor, managerId, batches, sale) {
      const expires = new Date(Date.now() + EXPIRED_SALE_APPROVAL_SECONDS * 1000);
      const token = await new SignJWT({ by: managerId, company: actor.company?.id ?? 0, batches, sale })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(actor.user.id))
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(key);
      return { token, expires };
    },

    async expiredSaleApprover(token, actor, batches, sale) {
      if (!sale.key) return null;
      try {
        // Valid when the sale was made: not expired then, and given no later than then (less the
        // few minutes a cashier's resubmit may take after the sale was first written on the till).
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          currentDate: sale.at,
        });
        const givenBefore =
          typeof payload.iat === 'number' && payload.iat * 1000 <= sale.at.getTime() + GIVEN_AFTER_MS;
        const approved = Array.isArray(payload.batches) ? new Set(payload.batches) : new Set();
        const covers = batches.every((b) => approved.has(b));
        const mine = payload.sub === String(actor.user.id) && payload.company === actor.company?.id;
        const thisSale = payload.sale === sale.key;
        return covers && mine && thisSale && givenBefore && typeof payload.by === 'number'
          ? payload.by
          : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },

    async signCreditSale(actor, managerId, customer, sale) {
      const expires = new Date(Date.now() + EXPIRED_SALE_APPROVAL_SECONDS * 1000);
      const token = await new SignJWT({ by: managerId, company: actor.company?.id ?? 0, customer, sale })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(actor.user.id))
        .setAudience(CREDIT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(key);
      return { token, expires };
    },

    async creditSaleApprover(token, actor, customer, sale) {
      if (!sale.key) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: CREDIT_AUDIENCE,
          currentDate: sale.at,
        });
        const givenBefore =
          typeof payload.iat === 'number' && payload.iat * 1000 <= sale.at.getTime() + GIVEN_AFTER_MS;
        const mine = payload.sub === String(actor.user.id) && payload.company === actor.company?.id;
        const ok = mine && payload.customer === customer && payload.sale === sale.key && givenBefore;
        return ok && typeof payload.by === 'number' ? payload.by : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
