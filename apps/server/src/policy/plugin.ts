import type { Db } from '@tillwise/db';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { notAuthenticated, permissionDenied } from '../lib/errors.js';
import './access.js';
import { admits } from './audience.js';
import { resolveTarget } from './targets.js';
import type { Matrix } from './types.js';

/** One registered API route and whether the matrix covers it. */
export interface ApiRoute {
  key: string;
  covered: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route as registered, for the matrix test and the start-up check. */
    apiRoutes: ApiRoute[];
  }
}

const isApiUrl = (url: string): boolean => url === '/api' || url.startsWith('/api/');

/** The matrix key of a method and a registered path; HEAD is answered by the GET handler. */
export const policyKey = (method: string, url: string): string =>
  `${method === 'HEAD' ? 'GET' : method} ${url}`;

/**
 * The single authorisation layer. Every route under /api gets a route-level onRequest hook that
 * looks its policy up in the matrix: no entry refuses every request (403), whoever asks. The hook
 * runs after authentication and before the body is parsed, so refused callers cannot make the
 * server read uploads. `public` in a route's config is set from the matrix, never by the route.
 */
export const policyPlugin = fp(async (app: FastifyInstance, opts: { db: Db; matrix: Matrix }) => {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.decorateRequest('access', null);

  const enforce: onRequestHookHandler = async (request: FastifyRequest) => {
    const url = request.routeOptions.url ?? '';
    const policy = opts.matrix[policyKey(request.method, url)];
    if (!policy) {
      request.log.error({ route: policyKey(request.method, url) }, 'route without a policy refused');
      throw permissionDenied();
    }
    const grant = policy.grants.find((g) => admits(g.who, request.actor));
    if (!grant) throw request.actor ? permissionDenied() : notAuthenticated();
    const target =
      policy.target && request.actor
        ? await resolveTarget(opts.db, request, request.actor, policy.target, grant)
        : null;
    request.access = { grant, target };
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiUrl(route.url)) return;
    const keys = [route.method].flat().map((m) => policyKey(String(m), route.url));
    for (const key of keys) {
      if (!routes.some((r) => r.key === key)) routes.push({ key, covered: key in opts.matrix });
    }
    const isPublic = keys.every((k) => opts.matrix[k]?.grants.some((g) => g.who === 'public'));
    route.config = { ...route.config, public: isPublic };
    route.onRequest = [...[route.onRequest ?? []].flat(), enforce];
  });

  app.addHook('onReady', async () => {
    const uncovered = routes.filter((r) => !r.covered).map((r) => r.key);
    if (uncovered.length > 0)
      app.log.error({ uncovered }, 'API routes without a policy refuse every request');
  });
});
