import { categories, type Db, units } from '@tillwise/db';
import { CategorySchema, listOf, PlainListQuery, UnitSchema } from '@tillwise/domain';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginateList } from '../../lib/pagination.js';
import { requestUrl } from '../../plugins/media.js';
import { catalogueGroup } from '../../policy/group.js';
import { presentCategory, presentUnit } from './presenter.js';
import { inGroup } from './product-repository.js';

/**
 * The product form reads only the first page of these lists (O7, O8) to fill its drop-downs, so
 * they are paged far wider than other lists: every unit and category fits on page 1.
 */
const REFERENCE_PAGE_SIZE = 1000;

export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/unit/',
    {
      schema: {
        querystring: PlainListQuery,
        response: { 200: listOf(UnitSchema) },
        tags: ['catalog'],
        summary: 'Units of measure',
      },
    },
    async (request) => {
      const group = await catalogueGroup(db, request);
      const rows = await db
        .select()
        .from(units)
        .where(inGroup(units.groupId, group))
        .orderBy(asc(units.name));
      return paginateList(request.query, REFERENCE_PAGE_SIZE, rows.map(presentUnit), requestUrl(request));
    },
  );

  app.get(
    '/category/',
    {
      schema: {
        querystring: PlainListQuery,
        response: { 200: listOf(CategorySchema) },
        tags: ['catalog'],
        summary: 'Product categories',
      },
    },
    async (request) => {
      const group = await catalogueGroup(db, request);
      const rows = await db
        .select()
        .from(categories)
        .where(inGroup(categories.groupId, group))
        .orderBy(asc(categories.name));
      return paginateList(request.query, REFERENCE_PAGE_SIZE, rows.map(presentCategory), requestUrl(request));
    },
  );
};
