import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginateList } from '../../lib/pagination.js';
import type { RawQuery } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { presentUser } from './presenter.js';

export const usersRoutes: FastifyPluginAsyncZod<{ pageSize: number }> = async (app, opts) => {
  app.get(
    '/user-data/',
    { schema: { tags: ['users'], summary: 'The signed-in user with their company, as a one-item list' } },
    async (request) => {
      const actor = actorOf(request);
      const user = presentUser(actor.user, actor.company, app.mediaUrl(request));
      return paginateList(request.query as RawQuery, opts.pageSize, [user], requestUrl(request));
    },
  );
};
