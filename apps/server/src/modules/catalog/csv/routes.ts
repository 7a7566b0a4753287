import type { Db, Executor } from '@tillwise/db';
import {
  CsvRowsBody,
  CsvRowsResult,
  CsvStockRowsBody,
  CsvText,
  languageOfRequest,
  NoQuery,
  OwnCompanyQuery,
  SERVER_MSG,
  translateMessage,
} from '@tillwise/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nonFieldError } from '../../../lib/errors.js';
import { idempotent } from '../../../lib/idempotency.js';
import { actorOf } from '../../../plugins/auth.js';
import { ownCompanyOnly } from '../../../policy/access.js';
import { catalogueGroup, groupOfCompany } from '../../../policy/group.js';
import { markReportSource, type ReportReader } from '../../analytics/reader.js';
import { productCsv, stockCsv } from './export.js';
import { importProducts, previewProducts } from './product-import.js';
import { importStock, previewStock } from './stock-import.js';

const tags = ['catalog CSV'];

async function stockActor(db: Executor, request: FastifyRequest) {
  const actor = actorOf(request);
  if (!actor.company) throw nonFieldError(SERVER_MSG.noCompanyForStock);
  ownCompanyOnly(request, actor);
  const groupId = await groupOfCompany(db, actor.company.id);
  return { userId: actor.user.id, companyId: actor.company.id, groupId };
}

/** The caller's catalogue group, which the product export and import read and write. */
async function productGroup(db: Executor, request: FastifyRequest): Promise<number> {
  const group = await catalogueGroup(db, request);
  if (group === null) throw nonFieldError(SERVER_MSG.noCompanyForCatalogue);
  return group;
}

interface RowsResult {
  rows: { reasons: string[]; changes: string[] }[];
}
const isRowsResult = (payload: unknown): payload is RowsResult =>
  typeof payload === 'object' && payload !== null && Array.isArray((payload as Partial<RowsResult>).rows);

const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    .send(body);

/**
 * CSV export and import of the catalogue (products with variants) and of the caller company's
 * stock (docs/catalog-csv.md). The web reads the file with the shared reader and sends its rows in
 * chunks: `preview` writes nothing, `import` writes each product (or stock row) on its own.
 */
export const catalogCsvRoutes: FastifyPluginAsyncZod<{ db: Db; reader: ReportReader }> = async (
  app,
  { db, reader },
) => {
  // A row's reasons and changes are messages: in Urdu when the request asks for it (docs/i18n.md).
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const language = languageOfRequest(request.headers['accept-language']);
    if (language === 'en' || !isRowsResult(payload)) {
      done(null, payload);
      return;
    }
    const say = (m: string) => translateMessage(m, language);
    done(null, {
      ...payload,
      rows: payload.rows.map((row) => ({
        ...row,
        reasons: row.reasons.map(say),
        changes: row.changes.map(say),
      })),
    });
  });
  // The exports read through `reader` (the read replica when configured); imports write the primary.
  app.get(
    '/catalog-csv/products/',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: CsvText },
        tags,
        summary: 'Every live product and variant as CSV',
      },
    },
    async (request, reply) => {
      const group = await productGroup(db, request);
      await markReportSource(reader, reply);
      return sendCsv(reply, 'products', await productCsv(reader.db, group));
    },
  );
  app.post(
    '/catalog-csv/products/preview/',
    {
      schema: {
        response: { 200: CsvRowsResult },
        tags,
        summary: 'What importing these product rows would do (writes nothing)',
        body: CsvRowsBody,
      },
    },
    async (request) => ({
      rows: await previewProducts(db, request.body.rows, await productGroup(db, request)),
    }),
  );
  app.post(
    '/catalog-csv/products/import/',
    {
      schema: {
        response: { 200: CsvRowsResult },
        tags,
        summary:
          'Import product rows; each product is saved on its own; an Idempotency-Key makes a retry safe',
        body: CsvRowsBody,
      },
    },
    (request, reply) =>
      idempotent(db, request, reply, async (tx) => ({
        status: 200,
        body: { rows: await importProducts(tx, request.body.rows, await productGroup(tx, request)) },
      })),
  );

  app.get(
    '/catalog-csv/stock/',
    {
      schema: {
        querystring: OwnCompanyQuery,
        response: { 200: CsvText },
        tags,
        summary: "The caller company's stock by batch as CSV",
      },
    },
    async (request, reply) => {
      const { companyId } = await stockActor(db, request);
      await markReportSource(reader, reply);
      return sendCsv(reply, 'stock', await stockCsv(reader.db, companyId));
    },
  );
  app.post(
    '/catalog-csv/stock/preview/',
    {
      schema: {
        response: { 200: CsvRowsResult },
        tags,
        summary: 'What importing these stock rows would do (writes nothing)',
        body: CsvStockRowsBody,
      },
    },
    async (request) => ({ rows: await previewStock(db, request.body.rows, await stockActor(db, request)) }),
  );
  app.post(
    '/catalog-csv/stock/import/',
    {
      schema: {
        response: { 200: CsvRowsResult },
        tags,
        summary:
          'Import stock rows: counts adjust, rows without a batch receive one; an Idempotency-Key makes a retry safe',
        body: CsvStockRowsBody,
      },
    },
    (request, reply) =>
      idempotent(db, request, reply, async (tx) => ({
        status: 200,
        body: { rows: await importStock(tx, request.body.rows, await stockActor(tx, request)) },
      })),
  );
};
