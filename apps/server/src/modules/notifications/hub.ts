import type { Db, NotificationRow } from '@tillwise/db';
import type { MessageLanguage } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { readingLanguages, recentNotificationsOf } from './service.js';

/** The PostgreSQL channel every server process listens on; the payload is empty (a wake-up). */
export const CHANNEL = 'tillwise_notifications';

interface Listener {
  userId: number;
  /** Rows at or below this id are never sent (the browser had them, or they predate it). */
  floor: number;
  /** Ids this listener was sent, so a row found twice (catch-up and wake) goes out once. */
  sent: Set<number>;
  send: (row: NotificationRow, language: MessageLanguage | null) => void;
}

/** A row pushed live is rendered in its reader's saved language (null: the stream's own default). */
export type SendNotification = (row: NotificationRow, language: MessageLanguage | null) => void;

export interface Subscription {
  /** Sends a row unless this listener was sent it already (catch-up rows go through here). */
  deliver: (row: NotificationRow, language: MessageLanguage | null) => void;
  close: () => void;
}

export interface NotificationHub {
  /**
   * Registers a live listener. `since`: the last id the browser saw (it gets everything after it);
   * null for a fresh browser, which gets what arrives from now on.
   */
  subscribe(userId: number, since: number | null, send: SendNotification): Subscription;
  /**
   * Call after a transaction that wrote notifications has committed: every server process (this
   * one included) reads the new rows of its connected users and pushes them.
   */
  wake(): void;
  /** How many live listeners this process holds. */
  size(): number;
  close(): Promise<void>;
}

const SENT_MEMORY = 500;

/**
 * The live side of notifications (ADR 0008). Rows are written by the event's own transaction; the
 * hub only wakes listeners after commit. With PostgreSQL it LISTENs on a connection of its own and
 * wakes with NOTIFY (outside any business transaction), so a row written through one process
 * reaches browsers connected to another. With embedded PGlite (one process) it wakes in-process.
 * A wake runs one query for all of this process's listeners; wakes that arrive while it runs are
 * folded into one more run.
 */
export async function createNotificationHub(opts: {
  db: Db;
  databaseUrl?: string | undefined;
  log: FastifyBaseLogger;
}): Promise<NotificationHub> {
  const { db, log } = opts;
  const listeners = new Set<Listener>();
  const maxId = async (): Promise<number> => {
    const result = (await db.execute(
      sql`select coalesce(max(id), 0)::bigint as id from notifications`,
    )) as unknown as {
      rows: { id: string | number }[];
    };
    return Number(result.rows[0]?.id ?? 0);
  };
  let highWater = await maxId();
  let running = false;
  let again = false;
  let closed = false;

  const sweep = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const users = [...new Set([...listeners].map((l) => l.userId))];
        if (users.length === 0) {
          highWater = Math.max(highWater, await maxId());
          continue;
        }
        const rows = await recentNotificationsOf(db, users, highWater);
        // Each reader's saved language, read when they are told (a change of language counts at once).
        const languages = rows.length > 0 ? await readingLanguages(db, users) : new Map();
        for (const row of rows) {
          highWater = Math.max(highWater, row.id);
          const language = languages.get(row.receiverId) ?? null;
          for (const l of listeners) if (l.userId === row.receiverId) deliver(l, row, language);
        }
      } while (again && !closed);
    } catch (error) {
      log.error({ err: error }, 'notification wake-up failed');
    } finally {
      running = false;
    }
  };

  const deliver = (l: Listener, row: NotificationRow, language: MessageLanguage | null) => {
    if (row.id <= l.floor || l.sent.has(row.id)) return;
    l.sent.add(row.id);
    if (l.sent.size > SENT_MEMORY) {
      const oldest = l.sent.values().next().value;
      if (oldest !== undefined) l.sent.delete(oldest);
    }
    l.send(row, language);
  };

  let client: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    if (!opts.databaseUrl || closed) return;
    const c = new pg.Client({ connectionString: opts.databaseUrl, application_name: 'tillwise-listen' });
    c.on('notification', () => void sweep());
    c.on('error', (error) => {
      log.error({ err: error }, 'notification listener connection lost; reconnecting');
      client = null;
      c.end().catch(() => undefined);
      if (!closed) reconnectTimer = setTimeout(() => void connect().then(sweep), 1000);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };
  await connect();

  return {
    subscribe(userId, since, send) {
      const listener: Listener = { userId, floor: since ?? highWater, sent: new Set(), send };
      listeners.add(listener);
      return {
        deliver: (row, language) => deliver(listener, row, language),
        close: () => {
          listeners.delete(listener);
        },
      };
    },
    wake() {
      if (closed) return;
      if (opts.databaseUrl) {
        // Its own statement after the event committed: never pg_notify inside a sale.
        db.execute(sql`select pg_notify(${CHANNEL}, '')`).catch((error: unknown) => {
          log.error({ err: error }, 'notification wake-up not sent');
          void sweep();
        });
      } else {
        void sweep();
      }
    },
    size: () => listeners.size,
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      listeners.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
