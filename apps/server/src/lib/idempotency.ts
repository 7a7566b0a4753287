import { createHash } from 'node:crypto';
import { type Db, idempotencyKeys } from '@tillwise/db';
import { MSG } from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../plugins/auth.js';
import { ApiError } from './errors.js';
import { uuidHeader, type WithHeaders } from './headers.js';

/*
 * Idempotency for every write a client may retry (docs/security/hardening.md). A request carrying
 * `Idempotency-Key: <uuid>` is answered once: the write, the record of the key and the answer
 * commit in one transaction, so after a timeout or a crash the retry either replays the first
 * answer (same body) or runs for the first time (nothing was committed). The same key with a
 * different body is refused with 409. Without the header a request simply runs.
 *
 * Use it in a route by handing it the work as a function of the database to write with:
 *
 *   async (request, reply) =>
 *     idempotent(db, request, reply, async (tx) => {
 *       const created = await createThing(tx, actorOf(request), request.body);
 *       return { status: 201, body: presentThing(created) };
 *     })
 *
 * The function receives an open transaction typed as `Db`; services that open their own
 * transaction on it get a savepoint inside this one. Orders keep their own key on the order row
 * (`orders.idempotency_key`, written by the database function of the sale).
 */

/** The `Idempotency-Key` header: absent (the original client sends none) or a UUID, lower-cased. */
export const idempotencyKey = (request: WithHeaders): string | null =>
  uuidHeader(request, 'idempotency-key', 'Idempotency-Key');

/** The hash of a request body, with keys in a fixed order, so the same request always hashes alike. */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Buffer.isBuffer(v)) return createHash('sha256').update(v).digest('hex');
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, value]) => value !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, value]) => [k, canonical(value)]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)) ?? '')
    .digest('hex');
}

export interface Answer {
  status: number;
  body: unknown;
}

/** The route a key belongs to: a key sent to one endpoint never replays another's answer. */
const routeOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 100);

/**
 * Runs `work` once per Idempotency-Key and sends its answer, or the first answer again. The hash
 * covers the body and any uploaded files. Concurrent requests with one key wait for the first to
 * commit (its row locks the key) and then replay it.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Db) => Promise<Answer>,
): Promise<void> {
  const key = idempotencyKey(request);
  if (!key) {
    const answer = await work(db);
    reply.code(answer.status).send(answer.body);
    return;
  }
  const userId = actorOf(request).user.id;
  const route = routeOf(request);
  const hash = requestHash({ body: request.body, files: request.uploads ?? {} });
  const answer = await db.transaction(async (tx) => {
    // Claim the key first: a concurrent request with the same key waits here until this commits.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, route, requestHash: hash, statusCode: 0, response: sql`'null'::json` })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return null;
    const fresh = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: fresh.status, response: fresh.body as object })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return fresh;
  });
  if (answer) {
    reply.code(answer.status).send(answer.body);
    return;
  }

  const [earlier] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!earlier || earlier.route !== route || earlier.requestHash !== hash) {
    throw new ApiError(409, { detail: MSG.idempotencyConflict });
  }
  reply.code(earlier.statusCode).header('idempotent-replay', 'true').send(earlier.response);
}
