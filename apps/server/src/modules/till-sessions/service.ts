import { type Db, type Executor, tillCashMovements, tillSessions, tillSettings } from '@tillwise/db';
import {
  type CashMoveBody,
  type CloseTillSessionBody,
  cashMoveLines,
  countDifferences,
  expectedByMethod,
  floatFromDenominations,
  isManager,
  needsApproval,
  type OpenTillSessionBody,
  overShortLines,
  reasonAllows,
  TILL_METHODS,
  TILL_MSG,
  type TillMethod,
  type TillSettingsBody,
  toWire,
} from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import { ApiError, nonFieldError, notFound, permissionDenied, validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import { accountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';
import { foldClosingSession } from './fold.js';
import { sessionFigures } from './report.js';
import { findSession, type SessionRecord, settingsOf } from './repository.js';

const companyOf = (actor: SessionActor): number => {
  if (!actor.company) throw permissionDenied();
  return actor.company.id;
};

/** Locks the company's row: two openings or closings of its sessions take turns. */
const lockCompany = (tx: Executor, companyId: number) =>
  tx.execute(sql`select lock_companies(array[${companyId}]::int[])`);

/**
 * Locks a session's row for update: the sales joining it (which hold a share lock on it, in
 * till_session_for) end first, and a sale arriving meanwhile finds it closed (ADR 0009: no sale
 * locks its company).
 */
const lockSession = (tx: Executor, sessionId: number) =>
  tx.execute(sql`select 1 from till_sessions where id = ${sessionId} for update`);

/**
 * Opens a session at a till of the caller's company with its float (one amount, or counted by
 * denomination). Refused while the till has an open session; a till-less request opens the
 * caller's own session (as the server does for the original client).
 */
export async function openSession(
  db: Db,
  actor: SessionActor,
  body: OpenTillSessionBody,
): Promise<SessionRecord> {
  const companyId = companyOf(actor);
  const denominations = (body.denominations ?? []).filter((d) => d.count > 0);
  const float = body.denominations ? floatFromDenominations(denominations) : body.opening_float;
  const id = await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [open] = await tx
      .select({ id: tillSessions.id })
      .from(tillSessions)
      .where(
        and(
          eq(tillSessions.companyId, companyId),
          eq(tillSessions.status, 'OPEN'),
          body.till
            ? eq(tillSessions.tillId, body.till)
            : and(sql`${tillSessions.tillId} is null`, eq(tillSessions.userId, actor.user.id)),
        ),
      );
    if (open) throw nonFieldError(TILL_MSG.alreadyOpen);
    const [row] = await tx
      .insert(tillSessions)
      .values({
        companyId,
        tillId: body.till ?? null,
        userId: actor.user.id,
        openingFloat: toWire(float ?? 0),
        openingCount: denominations,
      })
      .returning({ id: tillSessions.id });
    if (!row) throw new Error('session not opened');
    return row.id;
  });
  const record = await findSession(db, id);
  if (!record) throw new Error('session not read back');
  return record;
}

/** A session of the caller's own company, for a write. */
async function ownSession(tx: Executor, actor: SessionActor, id: number): Promise<SessionRecord> {
  const record = await findSession(tx, id);
  if (!record || record.row.companyId !== actor.company?.id) throw notFound();
  return record;
}

/** Records cash put in or taken out of an open session's drawer and posts it: Cash against the reason's account. */
export async function moveCash(db: Db, actor: SessionActor, sessionId: number, body: CashMoveBody) {
  if (!reasonAllows(body.reason, body.direction)) throw validationError({ reason: TILL_MSG.reasonDirection });
  return db.transaction(async (tx) => {
    const companyId = companyOf(actor);
    await lockCompany(tx, companyId);
    const session = await ownSession(tx, actor, sessionId);
    if (session.row.status !== 'OPEN') throw nonFieldError(TILL_MSG.closed);
    const [move] = await tx
      .insert(tillCashMovements)
      .values({
        sessionId,
        direction: body.direction,
        reason: body.reason,
        note: body.note,
        amount: body.amount,
        userId: actor.user.id,
      })
      .returning();
    if (!move) throw new Error('cash movement not written');
    const lines = await Promise.all(
      cashMoveLines(body.direction, body.reason, body.amount).map(async (l) => ({
        account: await accountId(tx, companyId, l.purpose),
        [l.side]: l.amount,
      })),
    );
    const entry = await postEntry(tx, {
      companyId,
      memo: `Till session ${sessionId}: cash ${body.direction === 'IN' ? 'in' : 'out'}, ${body.reason}${body.note ? `, ${body.note}` : ''}`.slice(
        0,
        250,
      ),
      sourceType: 'till_cash',
      sourceId: move.id,
      userId: actor.user.id,
      lines,
    });
    const [written] = await tx
      .update(tillCashMovements)
      .set({ entryId: entry.id })
      .where(eq(tillCashMovements.id, move.id))
      .returning();
    return written ?? move;
  });
}

/**
 * Closes a session with the cashier's blind count: refused while the till says it still holds
 * offline sales; the expected figures are summed from the session's records with the company
 * locked (no sale can join meanwhile); a difference above the company's tolerance needs a
 * manager's approval (a manager closing approves it); the differences post to Cash over/short.
 */
export async function closeSession(
  db: Db,
  actor: SessionActor,
  sessionId: number,
  body: CloseTillSessionBody,
  /** The manager the close's approval names, checked before the close's transaction (approval.ts). */
  approver: number | null,
  now: Date = new Date(),
): Promise<number> {
  if (body.pending_offline_sales > 0)
    throw validationError({ pending_offline_sales: TILL_MSG.pendingOffline });
  return db.transaction(async (tx) => {
    const companyId = companyOf(actor);
    await lockCompany(tx, companyId);
    await lockSession(tx, sessionId);
    const session = await ownSession(tx, actor, sessionId);
    if (session.row.status !== 'OPEN') throw nonFieldError(TILL_MSG.closed);
    // Every order the session will hold has committed: fold them all, so its Z report is one row.
    await foldClosingSession(tx, sessionId);
    const figures = await sessionFigures(tx, sessionId);
    const expected = expectedByMethod({
      openingFloat: session.row.openingFloat,
      takings: figures.takings,
      cashIn: figures.cashIn,
      cashOut: figures.cashOut,
    });
    const diff = countDifferences(expected, body.counted);
    const settings = await settingsOf(tx, companyId);
    let approvedBy: number | null = null;
    if (needsApproval(diff.absolute, settings.over_short_tolerance)) {
      approvedBy = isManager(actor) ? actor.user.id : approver;
      if (approvedBy === null) throw new ApiError(400, { approval: [TILL_MSG.approvalNeeded] });
    }
    const lines = overShortLines(diff.byMethod);
    let entryId: number | null = null;
    if (lines.length > 0) {
      const posted = await postEntry(tx, {
        companyId,
        memo: `Till session ${sessionId}: counted against expected`,
        sourceType: 'till_close',
        sourceId: sessionId,
        userId: actor.user.id,
        created: now,
        lines: await Promise.all(
          lines.map(async (l) => ({
            account: await accountId(tx, companyId, l.purpose),
            [l.side]: l.amount,
          })),
        ),
      });
      entryId = posted.id;
    }
    const amounts = (of: Record<TillMethod, unknown>) =>
      Object.fromEntries(TILL_METHODS.map((m) => [m, toWire(of[m] as string)]));
    await tx
      .update(tillSessions)
      .set({
        status: 'CLOSED',
        closedAt: now,
        closedBy: actor.user.id,
        counted: amounts(body.counted),
        expected: amounts(expected),
        difference: toWire(diff.total),
        approvedBy,
        approvedAt: approvedBy === null ? null : now,
        closeEntryId: entryId,
      })
      .where(eq(tillSessions.id, sessionId));
    return sessionId;
  });
}

/** Sets the caller's company's tolerance, expiry window and (when given) the receipts' currency. */
export async function saveTillSettings(db: Db, actor: SessionActor, body: TillSettingsBody) {
  const companyId = companyOf(actor);
  await db
    .insert(tillSettings)
    .values({
      companyId,
      overShortTolerance: body.over_short_tolerance,
      expiryWindowDays: body.expiry_window_days,
      ...(body.currency ? { currency: body.currency } : {}),
    })
    .onConflictDoUpdate({
      target: tillSettings.companyId,
      set: {
        overShortTolerance: body.over_short_tolerance,
        expiryWindowDays: body.expiry_window_days,
        ...(body.currency ? { currency: body.currency } : {}),
        lastModified: new Date(),
      },
    });
  return settingsOf(db, companyId);
}
