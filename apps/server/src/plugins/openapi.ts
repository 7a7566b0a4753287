import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CompanyParams, IdParams } from '@tillwise/domain';
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

/** The declared path schemas (`packages/domain`) by the names a route's path holds. */
const PATH_PARAMS: Record<string, z.ZodType> = { id: IdParams, company: CompanyParams };

/**
 * Routes that declare no path or query schema of their own get the generic ones, so the OpenAPI
 * document names every path parameter and every list's query: path parameters are text (a
 * route's own rule turns a bad id into 404), queries the list query above.
 */
function publishParameters(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || !route.schema) return;
  const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  if (names.length > 0 && !route.schema.params) {
    route.schema.params =
      PATH_PARAMS[names.join('/')] ?? z.object(Object.fromEntries(names.map((n) => [n, z.string()])));
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
