import { companies, type Executor, type NotificationRow, notifications, users } from '@tillwise/db';
import {
  type MessageLanguage,
  NOTIFICATION_LINKS,
  type NotificationKey,
  type NotificationType,
  type NotificationValues,
  notificationMessage,
  notificationText,
  type WireNotification,
} from '@tillwise/domain';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';

export interface NotifyInput {
  /** The users told; each gets their own row. Duplicates are written once. */
  receivers: readonly number[];
  type: NotificationType;
  /** What it says, as a key and values: stored with its English text, shown in each reader's language. */
  key: NotificationKey;
  values: NotificationValues;
  /** Where clicking it leads; the type's page (spec 2.2) when absent. */
  link?: string;
}

/**
 * Writes notifications in the caller's transaction, so they exist exactly when the event does.
 * Returns the receivers; after the transaction commits the caller hands them to `hub.wake` so
 * live listeners hear of them (never inside the transaction: see ADR 0008).
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<number[]> {
  const receivers = [...new Set(input.receivers)];
  if (receivers.length === 0) return [];
  await tx.insert(notifications).values(
    receivers.map((receiverId) => ({
      receiverId,
      notifType: input.type,
      message: notificationMessage(input.key, input.values).slice(0, 500),
      messageKey: input.key,
      messageValues: input.values,
      link: input.link ?? NOTIFICATION_LINKS[input.type],
    })),
  );
  return receivers;
}

/** A row as the API sends it, its `message` in the reader's language (docs/i18n.md, "Notifications"). */
export function presentNotification(
  row: NotificationRow,
  language: MessageLanguage = 'en',
): WireNotification {
  return {
    id: row.id,
    receiver: row.receiverId,
    notif_type: row.notifType as WireNotification['notif_type'],
    message: notificationText(row, language),
    link: row.link,
    read: row.read,
    remove: false,
    created: row.created.toISOString(),
    last_modified: row.lastModified.toISOString(),
  };
}

/** One user's notifications, newest first, with how many are unread. */
export async function listNotifications(
  db: Executor,
  userId: number,
  page: { offset: number; size: number },
  unreadOnly: boolean,
) {
  const where = unreadOnly
    ? and(eq(notifications.receiverId, userId), eq(notifications.read, false))
    : eq(notifications.receiverId, userId);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(notifications).where(where),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.receiverId, userId), eq(notifications.read, false))),
  ]);
  return { rows, count: total?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markRead(db: Executor, userId: number, id: number): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true, lastModified: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.receiverId, userId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true, lastModified: new Date() })
    .where(and(eq(notifications.receiverId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** A user's notifications after `afterId`, oldest first (a reconnecting browser's catch-up). */
export function notificationsAfter(db: Executor, userId: number, afterId: number, limit = 200) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.receiverId, userId), gt(notifications.id, afterId)))
    .orderBy(notifications.id)
    .limit(limit);
}

/**
 * The notifications of any of `userIds` newer than `afterId` or written in the last seconds (a row
 * whose transaction committed after a later id was delivered still arrives; listeners drop ids they
 * sent already).
 */
export function recentNotificationsOf(db: Executor, userIds: readonly number[], afterId: number) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        sql`${notifications.receiverId} = any(${`{${userIds.join(',')}}`}::int[])`,
        sql`(${notifications.id} > ${afterId} or ${notifications.created} > now() - interval '15 seconds')`,
      ),
    )
    .orderBy(notifications.id)
    .limit(2000);
}

/**
 * The language each user reads notifications in: their own choice, else their company's default;
 * null when neither is set (the caller then uses the browser's Accept-Language).
 */
export async function readingLanguages(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, MessageLanguage | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, own: users.language, company: companies.defaultLanguage })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((r) => [r.id, r.own ?? r.company ?? null]));
}
