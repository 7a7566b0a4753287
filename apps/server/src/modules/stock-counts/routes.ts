import type { Db } from '@tillwise/db';
import {
  CreateStockCountBody,
  IdParams,
  listOf,
  RecountBody,
  SERVER_MSG,
  SettleBody,
  STOCK_COUNT_STATUSES,
  StockCountAccuracyQuery,
  StockCountAccuracySchema,
  StockCountListQuery,
  StockCountReviewSchema,
  StockCountScanBody,
  StockCountScanSchema,
  StockCountSchema,
  StockCountSheetSchema,
} from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { choiceFilter } from '../../lib/choices.js';
import { nonFieldError } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { accessOf, companyScope, namedCompanies, namedCompany } from '../../policy/access.js';
import { catalogueGroup } from '../../policy/group.js';
import {
  countAccuracy,
  countSheet,
  listCounts,
  readCount,
  readScan,
  recentScans,
  reviewCount,
} from './reads.js';
import {
  approveCount,
  type CountActor,
  cancelCount,
  recordScan,
  requestRecount,
  settleLine,
  startCount,
} from './service.js';

const tags = ['stock-counts'];

/**
 * Stock counts (docs/domain/stock-count.md): admins start, review, recount, settle, approve and
 * cancel; operators of the counted company scan. Every write takes an Idempotency-Key.
 */
export const stockCountRoutes: FastifyPluginAsyncZod<{ db: Db; pageSize: number }> = async (app, opts) => {
  const { db } = opts;
  const scopeOf = (request: FastifyRequest) => companyScope(db, actorOf(request), accessOf(request));
  const countActor = async (request: FastifyRequest): Promise<CountActor> => ({
    userId: actorOf(request).user.id,
    groupId: await catalogueGroup(db, request),
  });

  app.get(
    '/stock-count/',
    {
      schema: {
        querystring: StockCountListQuery,
        response: { 200: listOf(StockCountSchema) },
        tags,
        summary: 'Counts of the companies in reach, newest first; `company`, `status`, `page`',
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const named = namedCompanies(scope, request.query.company);
      const status = choiceFilter(request.query, 'status', STOCK_COUNT_STATUSES);
      const page = pageRequest(request.query, opts.pageSize);
      const { count, records } = await listCounts(db, named ?? scope, status ?? null, {
        limit: page.size,
        offset: page.offset,
      });
      return envelope(page, count, records, requestUrl(request));
    },
  );

  app.post(
    '/stock-count/',
    {
      schema: {
        body: CreateStockCountBody,
        response: { 201: StockCountSchema },
        tags,
        summary:
          'Start a count of a company in reach (the caller’s by default): all stock, a category or products',
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const actor = actorOf(request);
      const company = namedCompany(scope, request.body.company) ?? actor.company?.id ?? null;
      if (company === null) throw nonFieldError(SERVER_MSG.noCompanyToCount);
      const who = await countActor(request);
      return idempotent(db, request, reply, async (tx) => {
        const id = await startCount(tx, who, company, request.body);
        return { status: 201, body: await readCount(tx, id) };
      });
    },
  );

  app.get(
    '/stock-count/accuracy/',
    {
      schema: {
        querystring: StockCountAccuracyQuery,
        response: { 200: StockCountAccuracySchema },
        tags,
        summary: 'Approved counts of the companies in reach: book and counted value, products matched',
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return countAccuracy(db, namedCompanies(scope, request.query.company) ?? scope);
    },
  );

  app.get(
    '/stock-count/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: StockCountSchema },
        tags,
        summary: 'A count as its counters see it: status and the lines to recount, never expected quantities',
      },
    },
    async (request) => readCount(db, request.params.id),
  );

  app.get(
    '/stock-count/:id/scans/',
    {
      schema: {
        params: IdParams,
        response: { 200: z.array(StockCountScanSchema) },
        tags,
        summary: 'The caller’s latest scans of a count, newest first',
      },
    },
    async (request) => recentScans(db, request.params.id, actorOf(request).user.id),
  );

  app.post(
    '/stock-count/:id/scan/',
    {
      schema: {
        params: IdParams,
        body: StockCountScanBody,
        response: { 201: StockCountScanSchema },
        tags,
        summary: 'Record a scan or typed quantity; an Idempotency-Key makes a replay return the first answer',
      },
    },
    async (request, reply) => {
      const who = await countActor(request);
      return idempotent(db, request, reply, async (tx) => {
        const id = await recordScan(tx, who, request.params.id, request.body);
        return { status: 201, body: await readScan(tx, id) };
      });
    },
  );

  app.get(
    '/stock-count/:id/review/',
    {
      schema: {
        params: IdParams,
        response: { 200: StockCountReviewSchema },
        tags,
        summary:
          'The manager’s review: expected at the moment of counting, counted, difference, values at cost',
      },
    },
    async (request) => reviewCount(db, request.params.id),
  );

  app.get(
    '/stock-count/:id/sheet/',
    {
      schema: {
        params: IdParams,
        response: { 200: StockCountSheetSchema },
        tags,
        summary:
          'The printable count sheet: products and batches of the scope (expected only when not blind)',
      },
    },
    async (request) => countSheet(db, request.params.id, await catalogueGroup(db, request)),
  );

  const write = (
    path: string,
    summary: string,
    body: z.ZodType,
    run: (tx: Db, who: CountActor, id: number, body: never) => Promise<void>,
  ) =>
    app.post(
      path,
      { schema: { params: IdParams, body, response: { 200: StockCountReviewSchema }, tags, summary } },
      async (request, reply) => {
        const who = await countActor(request);
        const { id } = request.params as { id: number };
        return idempotent(db, request, reply, async (tx) => {
          await run(tx, who, id, request.body as never);
          return { status: 200, body: await reviewCount(tx, id) };
        });
      },
    );

  write(
    '/stock-count/:id/recount/',
    'Ask for lines to be counted again',
    RecountBody,
    (tx, who, id, body: RecountBody) => requestRecount(tx, who, id, body),
  );
  write(
    '/stock-count/:id/settle/',
    'Settle a line scanned more than once',
    SettleBody,
    (tx, who, id, body: SettleBody) => settleLine(tx, who, id, body),
  );
  write(
    '/stock-count/:id/approve/',
    'Approve: every difference posted as a stock adjustment, in one journal entry',
    z.object({}).passthrough().nullish(),
    (tx, who, id) => approveCount(tx, who, id),
  );
  write(
    '/stock-count/:id/cancel/',
    'Cancel an open count',
    z.object({}).passthrough().nullish(),
    (tx, _who, id) => cancelCount(tx, id),
  );
};
