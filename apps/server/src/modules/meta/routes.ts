import { COMPANY_TYPES, PlainListQuery, REQUEST_TYPES, TypeLists, USER_TYPES } from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginateList } from '../../lib/pagination.js';
import { requestUrl } from '../../plugins/media.js';

const TYPE_LISTS = [
  { user_type: [...USER_TYPES] },
  { company_type: [...COMPANY_TYPES] },
  { request_type: [...REQUEST_TYPES] },
];

export const metaRoutes: FastifyPluginAsyncZod<{ pageSize: number }> = async (app, opts) => {
  app.get(
    '/type/',
    {
      schema: {
        querystring: PlainListQuery,
        response: { 200: TypeLists },
        tags: ['meta'],
        summary: 'The user, company and request type lists',
      },
    },
    async (request) => paginateList(request.query, opts.pageSize, TYPE_LISTS, requestUrl(request)),
  );
};
