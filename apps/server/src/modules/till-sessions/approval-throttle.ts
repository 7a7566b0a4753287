import { type Executor, loginThrottle } from '@tillwise/db';
import { inArray, sql } from 'drizzle-orm';

/*
 * Wrong passwords given for a manager's approval on a cashier's screen (docs/till-sessions.md,
 * "Manager approval"), counted apart from sign-in: per cashier (who types) and per manager (whose
 * name is given), each on its own. They never lock the manager's own sign-in, so a cashier cannot
 * lock a manager out by mistyping (or on purpose). Kept in the sign-in throttle's table (shared
 * by every server process) under keys of their own.
 */

/** Wrong approvals one cashier, or against one manager, before each further try waits (30 s, 1 min …). */
export const APPROVAL_FAILURES_BEFORE_DELAY = 5;

/** 30 s after the threshold's failure, doubled after each further one, at most 15 minutes. */
const delayAfter = (failures: number): number =>
  failures < APPROVAL_FAILURES_BEFORE_DELAY
    ? 0
    : Math.min(15 * 60, 30 * 2 ** (failures - APPROVAL_FAILURES_BEFORE_DELAY));

const cashierKey = (id: number) => `approval-cashier:${id}`;
const managerKey = (id: number) => `approval-manager:${id}`;

/** Seconds until this cashier may try an approval naming this manager (null: no manager of theirs), or 0. */
export async function approvalRetryAfter(
  db: Executor,
  cashierId: number,
  managerId: number | null,
  now: Date,
): Promise<number> {
  const keys = [cashierKey(cashierId), ...(managerId === null ? [] : [managerKey(managerId)])];
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  let wait = 0;
  for (const { lockedUntil } of rows) {
    if (lockedUntil) wait = Math.max(wait, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  }
  return wait;
}

/**
 * A refused approval: the cashier's count grows, and the named manager's when the name is a manager
 * of the cashier's company. Answers the manager's count of failures now (0 without one).
 */
export async function recordApprovalFailure(
  db: Executor,
  cashierId: number,
  managerId: number | null,
  now: Date,
): Promise<number> {
  let managerFailures = 0;
  const keys = [cashierKey(cashierId), ...(managerId === null ? [] : [managerKey(managerId)])];
  for (const key of keys) {
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStarted: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: { failures: sql`${loginThrottle.failures} + 1`, windowStarted: now },
      })
      .returning({ failures: loginThrottle.failures });
    const failures = row?.failures ?? 1;
    const delay = delayAfter(failures);
    if (delay > 0) {
      await db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(now.getTime() + delay * 1000) })
        .where(inArray(loginThrottle.key, [key]));
    }
    if (key !== keys[0]) managerFailures = failures;
  }
  return managerFailures;
}

/** A right approval: the cashier and the manager start afresh. */
export async function recordApprovalSuccess(db: Executor, cashierId: number, managerId: number) {
  await db
    .delete(loginThrottle)
    .where(inArray(loginThrottle.key, [cashierKey(cashierId), managerKey(managerId)]));
}
