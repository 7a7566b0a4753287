import { type Executor, users } from '@tillwise/db';
import { isManager, TILL_MSG } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { throttled, validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import { verifyPassword } from '../auth/passwords.js';
import type { LoginThrottle } from '../auth/throttle.js';

/** How long a manager's approval to sell expired batches lasts: the sale it was asked for. */
export const EXPIRED_SALE_APPROVAL_SECONDS = 300;
const AUDIENCE = 'tillwise:expired-sale';
/** How long a till may hold an approved sale made offline before it reaches the server. */
const OFFLINE_GRACE_SECONDS = 30 * 24 * 3600;

export interface Credentials {
  username: string;
  password: string;
}

/** A manager's approval given on a cashier's screen (docs/till-sessions.md, "Manager approval"). */
export interface ManagerApprovals {
  /**
   * The manager named by these credentials: an active manager of the caller's company with that
   * password. A wrong password counts towards the sign-in throttle of that username, which answers
   * 429 while it holds, so approvals cannot be used to guess passwords.
   */
  approver(
    tx: Executor,
    actor: SessionActor,
    credentials: Credentials,
    address: string,
  ): Promise<{ id: number; username: string }>;
  /** A signed approval for this caller to sell these expired batches, for a few minutes. */
  signExpiredSale(
    actor: SessionActor,
    managerId: number,
    batches: number[],
  ): Promise<{ token: string; expires: Date }>;
  /**
   * The approving manager's id when `token` is a good, unexpired approval given to this caller in
   * their company and it covers every one of `batches`; null otherwise. `lateOk`: a sale the till
   * made offline, sent later, keeps the approval given when it was made (expired since).
   */
  expiredSaleApprover(
    token: string,
    actor: SessionActor,
    batches: number[],
    lateOk: boolean,
  ): Promise<number | null>;
}

export function managerApprovals(deps: { throttle: LoginThrottle; secret: string }): ManagerApprovals {
  const key = new TextEncoder().encode(deps.secret);
  return {
    async approver(tx, actor, credentials, address) {
      const attempt = { username: credentials.username, address };
      const wait = await deps.throttle.retryAfter(attempt);
      if (wait > 0) throw throttled(wait);
      const [found] = await tx
        .select({
          id: users.id,
          username: users.username,
          hash: users.passwordHash,
          type: users.userType,
          companyId: users.companyId,
          active: users.isActive,
        })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${credentials.username})`);
      const ok = await verifyPassword(found?.hash ?? null, credentials.password);
      if (!ok) await deps.throttle.recordFailure(attempt);
      const manager =
        found &&
        actor.company &&
        isManager({ user_type: found.type, company_type: actor.company.companyType });
      if (!found || !ok || !found.active || found.companyId !== actor.company?.id || !manager) {
        throw validationError({ approval: TILL_MSG.approvalRefused });
      }
      return { id: found.id, username: found.username };
    },

    async signExpiredSale(actor, managerId, batches) {
      const expires = new Date(Date.now() + EXPIRED_SALE_APPROVAL_SECONDS * 1000);
      const token = await new SignJWT({ by: managerId, company: actor.company?.id ?? 0, batches })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(actor.user.id))
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(key);
      return { token, expires };
    },

    async expiredSaleApprover(token, actor, batches, lateOk) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          ...(lateOk ? { clockTolerance: OFFLINE_GRACE_SECONDS } : {}),
        });
        const approved = Array.isArray(payload.batches) ? new Set(payload.batches) : new Set();
        const covers = batches.every((b) => approved.has(b));
        const mine = payload.sub === String(actor.user.id) && payload.company === actor.company?.id;
        return covers && mine && typeof payload.by === 'number' ? payload.by : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
