import type { Db } from '@tillwise/db';
import {
  CatalogueDeltaSchema,
  CataloguePageSchema,
  InvoiceBlockSchema,
  NoQuery,
  OfflineCatalogueQuery,
  ReserveBlockBody,
  SERVER_MSG,
  TillTaxSchema,
} from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionDenied, validationError } from '../../lib/errors.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { lastValue } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { ownCompanyOnly } from '../../policy/access.js';
import { catalogueGroup } from '../../policy/group.js';
import { catalogueDelta, cataloguePage, catalogueStamp } from './catalogue-page.js';
import { reserveInvoiceBlock } from './invoice-block.js';
import { tillTax } from './till-tax.js';

const tags = ['offline'];
/**
 * Products per page of the till's catalogue download on PostgreSQL. Each page counts the catalogue
 * and skips the pages before it, so the fewer the pages the less the server repeats
 * (docs/performance.md, "Selling offline"); the till splits a page into smaller writes of its own.
 */
export const CATALOGUE_PAGE_SIZE = 5000;
/**
 * The same on the embedded engine, which answers one statement at a time: a page five times as
 * large would hold every other request of the shop five times as long.
 */
export const EMBEDDED_CATALOGUE_PAGE_SIZE = 1000;

/** A stamp as `offline/catalogue/` gives it. */
const SINCE = z.iso.datetime({ offset: true });

/** What a till needs to keep selling offline (docs/selling-offline.md). */
export const offlineRoutes: FastifyPluginAsyncZod<{ db: Db; cataloguePageSize: number }> = async (
  app,
  opts,
) => {
  const { db, cataloguePageSize } = opts;

  app.get(
    '/offline/catalogue/',
    {
      schema: {
        querystring: OfflineCatalogueQuery,
        response: { 200: z.union([CataloguePageSchema, CatalogueDeltaSchema]) },
        tags,
        summary: `The till's catalogue download: live products with the caller company's stock, ${cataloguePageSize} a page, as compact rows; with \`since\`, only what changed after that stamp`,
      },
    },
    async (request, reply) => {
      const query = request.query;
      const actor = actorOf(request);
      ownCompanyOnly(request, actor);
      const scope = { companyId: actor.company?.id ?? null, groupId: await catalogueGroup(db, request) };
      const since = lastValue(query, 'since');
      // The stamp is taken before the rows are read (catalogue-page.ts says why).
      if (since !== undefined) {
        if (!SINCE.safeParse(since).success) {
          throw validationError({ since: [SERVER_MSG.offlineSince] });
        }
        const stamp = await catalogueStamp(db);
        const delta = await catalogueDelta(db, scope, since);
        const body = delta.stale
          ? JSON.stringify({ stale: true, stamp, count: 0, results: [], removed: [] })
          : `{"stale":false,"stamp":${JSON.stringify(stamp)},"count":${delta.count},"results":${delta.rows},"removed":${JSON.stringify(delta.removed)}}`;
        return reply.type('application/json; charset=utf-8').send(body as unknown as never);
      }
      const page = pageRequest(query, cataloguePageSize);
      const stamp = await catalogueStamp(db);
      const { count, rows } = await cataloguePage(db, scope, page);
      // The rows arrive as JSON text built by the database (catalogue-page.ts) and are sent as
      // they are inside the list envelope (Fastify sends a string without serialising it again);
      // invoice-blocks.test.ts checks the page against the declared schema and against product/.
      const { results: _none, ...links } = envelope(page, count, [], requestUrl(request));
      const body = `${JSON.stringify({ ...links, stamp }).slice(0, -1)},"results":${rows}}`;
      return reply.type('application/json; charset=utf-8').send(body as unknown as never);
    },
  );

  app.get(
    '/till/tax/',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: TillTaxSchema },
        tags,
        summary:
          "What the till taxes a sale with: the caller's company's tax policy, the registration its receipts print and its catalogue group's tax categories with their dated rates",
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!actor.company) throw permissionDenied();
      const groupId = await catalogueGroup(db, request);
      return tillTax(db, actor.company.id, groupId ?? 0);
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
