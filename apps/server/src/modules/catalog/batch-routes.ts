import type { Db, Executor } from '@tillwise/db';
import {
  BatchListQuery,
  BatchRowSchema,
  CreateBatchBody,
  Empty,
  IdParams,
  listOf,
  UpdateBatchBody,
  WriteOffBody,
} from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { decimalFilter } from '../../lib/filters.js';
import { idempotent } from '../../lib/idempotency.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { filterValue } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { accessOf, companyScope, ownCompanyOnly } from '../../policy/access.js';
import { catalogueGroup } from '../../policy/group.js';
import { findBatchRecord, listBatchRecords } from './batch-repository.js';
import { deleteBatch, receiveBatch, type StockActor, updateBatch, writeOffBatch } from './batch-service.js';
import { presentBatchRecord } from './presenter.js';

const tags = ['catalog'];

async function stockActor(db: Executor, request: FastifyRequest): Promise<StockActor> {
  const actor = actorOf(request);
  ownCompanyOnly(request, actor);
  return {
    userId: actor.user.id,
    companyId: actor.company?.id ?? null,
    groupId: await catalogueGroup(db, request),
  };
}

export const batchRoutes: FastifyPluginAsyncZod<{ db: Db; pageSize: number }> = async (app, opts) => {
  const { db } = opts;
  const scopeOf = (request: FastifyRequest) => companyScope(db, actorOf(request), accessOf(request));
  const readOne = async (request: FastifyRequest, id: number, executor: Db = db) => {
    const actor = await stockActor(executor, request);
    const record = await findBatchRecord(executor, id, actor.companyId, actor.groupId);
    if (!record) throw notFound();
    return presentBatchRecord(record);
  };

  app.get(
    '/batch/',
    {
      schema: {
        querystring: BatchListQuery,
        response: { 200: listOf(BatchRowSchema) },
        tags,
        summary: 'Live batches, newest first, with variant, product and the caller company stock',
      },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query, opts.pageSize);
      const { count, records } = await listBatchRecords(
        db,
        {
          search: filterValue(query, 'search'),
          minQuantity: decimalFilter(query, 'quantity__gte'),
          ...(await stockActor(db, request)),
        },
        page,
      );
      return envelope(page, count, records.map(presentBatchRecord), requestUrl(request));
    },
  );

  app.get(
    '/batch/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: BatchRowSchema },
        tags,
        summary:
          'One live batch of the catalogue group, with its variant, product, the quantity received and the caller company stock (labels of a received batch)',
      },
    },
    (request) => readOne(request, request.params.id),
  );

  app.post(
    '/batch/',
    {
      schema: {
        response: { 201: BatchRowSchema },
        tags,
        summary: 'Receive a new batch into the caller company stock; an Idempotency-Key makes a retry safe',
        body: CreateBatchBody,
      },
    },
    (request, reply) =>
      idempotent(db, request, reply, async (tx) => {
        const id = await receiveBatch(tx, await stockActor(tx, request), request.body);
        return { status: 201, body: await readOne(request, id, tx) };
      }),
  );

  app.patch(
    '/batch/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: BatchRowSchema },
        tags,
        summary: 'Edit a batch; a new quantity is recorded as an adjustment',
        body: UpdateBatchBody,
      },
    },
    async (request) => {
      const id = request.params.id;
      await updateBatch(db, await stockActor(db, request), await scopeOf(request), id, request.body);
      return readOne(request, id);
    },
  );

  app.post(
    '/batch/:id/write-off/',
    {
      schema: {
        params: IdParams,
        response: { 200: BatchRowSchema },
        tags,
        summary:
          'Write off stock of a batch from the caller company (posted to stock adjustments); an Idempotency-Key makes a retry safe',
        body: WriteOffBody,
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      // The scope is read before the transaction: on the embedded engine a read through `db`
      // inside it would wait for the transaction to end.
      const scope = await scopeOf(request);
      return idempotent(db, request, reply, async (tx) => {
        await writeOffBatch(tx, await stockActor(tx, request), scope, id, request.body);
        return { status: 200, body: await readOne(request, id, tx) };
      });
    },
  );

  app.delete(
    '/batch/:id/',
    {
      schema: {
        params: IdParams,
        response: { 204: Empty },
        tags,
        summary: 'Delete a batch: refused while it holds stock, unless unused (its receipt is reversed)',
      },
    },
    async (request, reply) => {
      await deleteBatch(db, await stockActor(db, request), await scopeOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
