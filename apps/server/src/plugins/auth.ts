import type { CompanyRow, Db, UserRow } from '@tillwise/db';
import { type Actor, canSignIn, SERVER_MSG } from '@tillwise/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notAuthenticated } from '../lib/errors.js';
import { actorSource } from '../modules/auth/actors.js';
import { type TokenService, tokenFromHeader } from '../modules/auth/tokens.js';

/** The signed-in user, their company, and the two facts role predicates need. */
export interface SessionActor extends Actor {
  user: UserRow;
  company: CompanyRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: SessionActor | null;
  }
  interface FastifyContextConfig {
    /**
     * Routes that anyone may call without a token (sign-in, docs). Set by the policy layer from
     * the matrix (src/policy/matrix.ts); a route's own value is overwritten.
     */
    public?: boolean;
  }
}

const REQUEST_LOG_LEVELS = new Set(['debug', 'trace']);

/** The actor of an authenticated route; the auth hook guarantees it is set. */
export function actorOf(request: FastifyRequest): SessionActor {
  if (!request.actor) throw notAuthenticated();
  return request.actor;
}

/**
 * Every API route needs a valid token unless the matrix makes it public. The user's row version is
 * checked on each request (`actorSource`), so deactivation or a password change ends their sessions
 * at once, in every server process.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  const findActor = actorSource(opts.db);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    // No route matched (the not-found handler answers), or not an API route (static files).
    if (!route?.startsWith('/api/')) return;
    if (request.routeOptions.config?.public || request.method === 'OPTIONS') return;
    const header = request.headers.authorization;
    const token = tokenFromHeader(header);
    if (!token) throw notAuthenticated(header ? SERVER_MSG.invalidTokenHeader : undefined);
    const claims = await opts.tokens.verify(token);
    if (!claims) throw notAuthenticated(SERVER_MSG.invalidOrExpiredToken);
    const found = await findActor(claims.userId);
    const valid =
      found?.user.isActive && canSignIn(found.user.userType) && found.user.tokenVersion === claims.version;
    if (!found || !valid) throw notAuthenticated(SERVER_MSG.invalidOrExpiredToken);
    request.actor = {
      user: found.user,
      company: found.company,
      user_type: found.user.userType,
      company_type: found.company?.companyType ?? null,
    };
    // Request lines (logged at debug and trace only) carry the user; an error's line adds it itself
    // (plugins/errors.ts), so at the production levels no child logger is made per request.
    if (REQUEST_LOG_LEVELS.has(request.log.level)) request.log = request.log.child({ userId: found.user.id });
  });
});
