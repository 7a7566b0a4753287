import type { Db } from '@tillwise/db';
import { CompactProductSchema, InvoiceBlockSchema, listOf } from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionDenied } from '../../lib/errors.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import type { RawQuery } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { cataloguePage } from './catalogue-page.js';
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
    async (request, reply) => {
      const query = request.query as RawQuery;
      const page = pageRequest(query, CATALOGUE_PAGE_SIZE);
      const companyId = actorOf(request).company?.id ?? null;
      const { count, rows } = await cataloguePage(db, companyId, page);
      // The rows arrive as JSON text built by the database (catalogue-page.ts) and are sent as
      // they are inside the list envelope (Fastify sends a string without serialising it again);
      // invoice-blocks.test.ts checks the page against the declared schema and against product/.
      const { results: _none, ...links } = envelope(page, count, [], requestUrl(request));
      const body = `${JSON.stringify(links).slice(0, -1)},"results":${rows}}`;
      return reply.type('application/json; charset=utf-8').send(body as unknown as never);
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
