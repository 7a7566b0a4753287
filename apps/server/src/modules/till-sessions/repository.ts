import {
  type Executor,
  type TillSessionRow,
  tillCashMovements,
  tillSessions,
  tillSettings,
} from '@tillwise/db';
import {
  type CashMoveWire,
  DEFAULT_CURRENCY,
  type TillMethod,
  type TillSessionWire,
  type TillSettingsWire,
} from '@tillwise/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

/** The over/short a cashier may close with alone when the company set none, and the expiry window. */
export const DEFAULT_TILL_SETTINGS = { overShortTolerance: '50.0000', expiryWindowDays: 30 };

type Amounts = Record<TillMethod, string>;

export interface SessionRecord {
  row: TillSessionRow;
  userName: string;
  closedByName: string | null;
  approvedByName: string | null;
  companyName: string | null;
}

/** A user's full name, or their username when they have none. */
const usernameOf = (alias: string) =>
  sql<
    string | null
  >`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) from users u where u.id = ${sql.raw(alias)})`;

const recordColumns = {
  row: tillSessions,
  userName: usernameOf('till_sessions.user_id'),
  closedByName: usernameOf('till_sessions.closed_by'),
  approvedByName: usernameOf('till_sessions.approved_by'),
  companyName: sql<
    string | null
  >`(select c.company_name from companies c where c.id = till_sessions.company_id)`,
};

/** One session with the names of the people on it. */
export async function findSession(db: Executor, id: number): Promise<SessionRecord | null> {
  const [found] = await db.select(recordColumns).from(tillSessions).where(eq(tillSessions.id, id));
  return found ? { ...found, userName: found.userName ?? '' } : null;
}

/** The open session of a till in a company, if any. */
export async function openSessionAt(
  db: Executor,
  companyId: number,
  tillId: string,
): Promise<SessionRecord | null> {
  const [found] = await db
    .select(recordColumns)
    .from(tillSessions)
    .where(
      and(
        eq(tillSessions.companyId, companyId),
        eq(tillSessions.tillId, tillId),
        eq(tillSessions.status, 'OPEN'),
      ),
    );
  return found ? { ...found, userName: found.userName ?? '' } : null;
}

/** The sessions of the given companies, newest first. */
export async function listSessions(
  db: Executor,
  companyIds: number[],
  page: { offset: number; size: number },
  status?: 'OPEN' | 'CLOSED',
): Promise<{ count: number; rows: SessionRecord[] }> {
  if (companyIds.length === 0) return { count: 0, rows: [] };
  const where = and(
    inArray(tillSessions.companyId, companyIds),
    status ? eq(tillSessions.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(recordColumns)
      .from(tillSessions)
      .where(where)
      .orderBy(desc(tillSessions.openedAt), desc(tillSessions.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(tillSessions).where(where),
  ]);
  return { count: Number(total?.n ?? 0), rows: rows.map((r) => ({ ...r, userName: r.userName ?? '' })) };
}

export function presentSession(s: SessionRecord): TillSessionWire {
  const r = s.row;
  return {
    id: r.id,
    company: r.companyId,
    till: r.tillId,
    user: r.userId,
    user_name: s.userName,
    company_name: s.companyName ?? '',
    status: r.status,
    automatic: r.automatic,
    opening_float: r.openingFloat,
    opening_count: (r.openingCount as { value: string; count: number }[]) ?? [],
    opened_at: r.openedAt.toISOString(),
    closed_at: r.closedAt?.toISOString() ?? null,
    closed_by: r.closedBy,
    closed_by_name: s.closedByName,
    counted: (r.counted as Amounts | null) ?? null,
    expected: (r.expected as Amounts | null) ?? null,
    difference: r.difference,
    approved_by: r.approvedBy,
    approved_by_name: s.approvedByName,
    approved_at: r.approvedAt?.toISOString() ?? null,
  };
}

export async function cashMovesOf(db: Executor, sessionId: number): Promise<CashMoveWire[]> {
  const rows = await db
    .select()
    .from(tillCashMovements)
    .where(eq(tillCashMovements.sessionId, sessionId))
    .orderBy(tillCashMovements.id);
  return rows.map((m) => ({
    id: m.id,
    session: m.sessionId,
    direction: m.direction as 'IN' | 'OUT',
    reason: m.reason,
    note: m.note,
    amount: m.amount,
    user: m.userId,
    entry: m.entryId,
    created: m.created.toISOString(),
  }));
}

/** A company's till settings, or the defaults. */
export async function settingsOf(db: Executor, companyId: number): Promise<TillSettingsWire> {
  const [row] = await db.select().from(tillSettings).where(eq(tillSettings.companyId, companyId));
  return {
    company: companyId,
    over_short_tolerance: row?.overShortTolerance ?? DEFAULT_TILL_SETTINGS.overShortTolerance,
    expiry_window_days: row?.expiryWindowDays ?? DEFAULT_TILL_SETTINGS.expiryWindowDays,
    currency: row?.currency ?? DEFAULT_CURRENCY,
  };
}
