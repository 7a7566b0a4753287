import type { ServerResponse } from 'node:http';
import type { Db, NotificationRow } from '@tillwise/db';
import {
  EventStream,
  IdParams,
  languageOfRequest,
  MarkedRead,
  type MessageLanguage,
  NotificationList,
  NotificationListQuery,
  NotificationSchema,
  NotificationStreamQuery,
} from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { filterValue, lastValue, type RawQuery } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import type { NotificationHub } from './hub.js';
import {
  listNotifications,
  markAllRead,
  markRead,
  notificationsAfter,
  presentNotification,
  readingLanguages,
} from './service.js';

const tags = ['notifications'];
const HEARTBEAT_MS = 20_000;

/** The id a reconnecting browser saw last: `Last-Event-ID` or `?last_id=`; 0 when absent. */
function lastSeenId(headers: Record<string, unknown>, query: RawQuery): number | null {
  const raw = String(headers['last-event-id'] ?? lastValue(query, 'last_id') ?? '').trim();
  if (raw === '') return null;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * The caller's notifications (their own only: every route reads and writes rows whose receiver is
 * the signed-in user) and the live stream (server-sent events, ADR 0008).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  pageSize: number;
  hub: NotificationHub;
}> = async (app, opts) => {
  const { db, hub } = opts;
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const s of streams) s.end();
  });

  app.get(
    '/notification/',
    {
      schema: {
        querystring: NotificationListQuery,
        response: { 200: NotificationList },
        tags,
        summary: "The caller's notifications, newest first, with `unread` (their unread count)",
        description: 'Query: `page`, `read=false` for unread ones only.',
      },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query, opts.pageSize);
      const unreadOnly = filterValue(query, 'read') === 'false';
      const { rows, count, unread } = await listNotifications(db, actorOf(request).user.id, page, unreadOnly);
      // Each message in the language the request asks for (Accept-Language), as every answer is.
      const language = languageOfRequest(request.headers['accept-language']);
      const results = rows.map((row) => presentNotification(row, language));
      return { ...envelope(page, count, results, requestUrl(request)), unread };
    },
  );

  app.patch(
    '/notification/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: NotificationSchema },
        tags,
        summary: 'Mark one of the caller’s notifications read',
      },
    },
    async (request) => {
      const row = await markRead(db, actorOf(request).user.id, request.params.id);
      if (!row) throw notFound();
      return presentNotification(row, languageOfRequest(request.headers['accept-language']));
    },
  );

  app.post(
    '/notification/read-all/',
    {
      schema: { response: { 200: MarkedRead }, tags, summary: 'Mark every notification of the caller read' },
    },
    async (request) => ({ marked: await markAllRead(db, actorOf(request).user.id) }),
  );

  app.get(
    '/notification/stream/',
    {
      schema: {
        querystring: NotificationStreamQuery,
        response: { 200: EventStream },
        tags,
        summary: 'Live notifications as server-sent events (event `notification`, id = notification id)',
        description:
          'Authenticated with the `Authorization` header like every call (never a token in the URL). ' +
          '`Last-Event-ID` or `?last_id=` replays what the caller missed since that id; `once=true` ends ' +
          'the stream after that replay.',
      },
    },
    async (request, reply) => {
      const userId = actorOf(request).user.id;
      const since = lastSeenId(request.headers, request.query);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n\n');
      streams.add(raw);
      // A pushed notice reads in the user's saved language; without one, in the stream request's.
      const asked = languageOfRequest(request.headers['accept-language']);
      const send = (row: NotificationRow, language: MessageLanguage | null) => {
        const wire = presentNotification(row, language ?? asked);
        raw.write(`id: ${row.id}\nevent: notification\ndata: ${JSON.stringify(wire)}\n\n`);
      };
      // Listen first, then catch up: a row committed in between arrives once, by either path.
      const subscription = hub.subscribe(userId, since, send);
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        subscription.close();
        streams.delete(raw);
      };
      request.raw.on('close', end);
      raw.on('close', end);
      if (since !== null) {
        try {
          const missed = await notificationsAfter(db, userId, since);
          const language =
            missed.length > 0 ? ((await readingLanguages(db, [userId])).get(userId) ?? null) : null;
          for (const row of missed) subscription.deliver(row, language);
        } catch (error) {
          request.log.error({ err: error }, 'notification catch-up failed');
        }
      }
      raw.write(': ready\n\n');
      // `once=true`: the catch-up alone, then the stream ends (a client that polls instead of listening).
      if (lastValue(request.query, 'once') === 'true') raw.end();
    },
  );
};
