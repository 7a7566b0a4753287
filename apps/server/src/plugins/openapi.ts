import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PATH_PARAMS } from '@tillwise/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A query value as Fastify parses it: one text, or several when the key repeats. */
const QueryValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The query every list reads (DRF pagination and search); each list also reads its own filters,
 * named in its description, which pass through unchanged.
 */
export const ListQuery = z.looseObject({
  search: QueryValue.describe('Text searched in the list (`0` is read too, as the original client sends it)'),
  page: QueryValue.describe('Page number, from 1'),
});

/**
 * The GETs that fall back to the generic list query below (`GET /api/unit/`): a conventions test
 * keeps this empty, as every GET declares its own query schema in `packages/domain`.
 */
export const genericQueryRoutes = new Set<string>();

/**
 * The routes with a path parameter that declare no path schema of their own (`DELETE
 * /api/unit/:id/`): a conventions test keeps this empty, as every one declares its params from
 * `packages/domain` (`PATH_PARAMS`: `IdParams`, `CompanyParams`), so the id is parsed once, by
 * the schema. A route's own `z.object` in place of those counts as none.
 */
export const genericParamRoutes = new Set<string>();
const DECLARED_PARAMS = new Set<unknown>(Object.values(PATH_PARAMS));

/**
 * Routes that declare no path or query schema of their own get generic ones, so the OpenAPI
 * document still names every path parameter (as text) and every list's query (the list query
 * above); both are recorded for the conventions test.
 */
function publishParameters(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || !route.schema) return;
  const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  if (names.length > 0 && !DECLARED_PARAMS.has(route.schema.params)) {
    route.schema.params ??= z.object(Object.fromEntries(names.map((n) => [n, z.string()])));
    for (const method of [route.method].flat()) genericParamRoutes.add(`${method} ${route.url}`);
  }
  const methods = [route.method].flat();
  if (methods.includes('GET') && names.length === 0 && !route.schema.querystring) {
    route.schema.querystring = ListQuery;
    genericQueryRoutes.add(`GET ${route.url}`);
  }
}

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', publishParameters);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tillwise API', version: '0.1.0', description: 'Point of sale, inventory and books.' },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Send `token <token from obtain-jwt/>` (Token, JWT and Bearer are accepted too).',
          },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
  });
});
