import { listOf, UserSchema, VendorListQuery } from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { accessOf, companyScope } from '../../policy/access.js';
import type { ModuleDeps } from '../deps.js';
import { listVendors } from '../users/list.js';
import { companyFigures, presentUser } from '../users/presenter.js';

/**
 * Vendors (contract A6) are VENDOR users with their company nested. Adding, editing and the soft
 * delete (`is_active: false`) go through create/user/ and user/<id>/.
 */
export const vendorsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/vendor/',
    {
      schema: {
        querystring: VendorListQuery,
        response: { 200: listOf(UserSchema) },
        tags: ['vendors'],
        summary: 'Active vendors in reach, with their company',
        description: 'Query: `search` (also read from `0`, as the original client sends it), `page`.',
      },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query, deps.pageSize);
      const companyIds = await companyScope(deps.db, actorOf(request), accessOf(request));
      const { count, rows } = await listVendors(deps.db, companyIds, query, page);
      const media = app.mediaUrl(request);
      const figures = await companyFigures(
        deps.db,
        rows.map((r) => r.company),
      );
      const results = rows.map((r) => presentUser(r.user, r.company, media, figures));
      return envelope(page, count, results, requestUrl(request));
    },
  );
};
