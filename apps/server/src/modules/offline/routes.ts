import type { Db } from '@tillwise/db';
import { CompactProductSchema, compactProduct, InvoiceBlockSchema, listOf } from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionDenied } from '../../lib/errors.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import type { RawQuery } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { listProducts } from '../catalog/product-reads.js';
import { reserveInvoiceBlock } from './invoice-block.js';

const tags = ['offline'];
/** Products per page of the till's catalogue download: large pages, few round trips. */
export const CATALOGUE_PAGE_SIZE = 1000;

const ReserveBlockBody = z.object({ till: z.uuid() });

/** What a till needs to keep selling offline (docs/selling-offline.md). */
export const offlineRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;

  app.get(
    '/offline/catalogue/',
    {
      schema: {
        response: { 200: listOf(CompactProductSchema) },
        tags,
        summary:
          "The till's catalogue download: live products with the caller company's stock, 1000 a page, as compact rows",
      },
    },
    async (request) => {
      const query = request.query as RawQuery;
      const page = pageRequest(query, CATALOGUE_PAGE_SIZE);
      const companyId = actorOf(request).company?.id ?? null;
      const { count, results } = await listProducts(db, { companyId }, page);
      return envelope(page, count, results.map(compactProduct), requestUrl(request));
    },
  );

  app.post(
    '/offline/invoice-block/',
    {
      schema: {
        response: { 201: InvoiceBlockSchema },
        tags,
        summary: "Reserve a block of the caller's company's invoice numbers for one till",
        body: ReserveBlockBody,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!actor.company) throw permissionDenied();
      const block = await reserveInvoiceBlock(db, actor.company.id, request.body.till, actor.user.id);
      return reply.code(201).send(block);
    },
  );
};
