import type { Db } from '@tillwise/db';
import {
  CreateRequestBody,
  IdParams,
  listOf,
  NoQuery,
  REQUEST_STATUSES,
  RecipientSchema,
  RequestListQuery,
  RequestSchema,
  TransferBody,
  UpdateRequestStatusBody,
} from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { choiceFilter } from '../../lib/choices.js';
import { notFound } from '../../lib/errors.js';
import { idFilter } from '../../lib/filters.js';
import { idempotencyKey } from '../../lib/idempotency.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import type { NotificationHub } from '../notifications/hub.js';
import { createRequest, type Woken } from './create-request.js';
import { presentRequest } from './presenter.js';
import { requestRecipients, requestScopeFor } from './recipients.js';
import { findRequest, listRequests, requestHistory, requestItemRows } from './repository.js';
import { linkTransfer, updateRequestStatus } from './status.js';

const tags = ['requests'];

/**
 * Requests between departments (contract O22-O24, spec 2.11 and 4.6). Who sees which request is
 * decided by `requestScopeFor` (spec 6); who may change its status by the domain's 4.6 rules.
 */
export const requestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  pageSize: number;
  hub: NotificationHub;
}> = async (app, opts) => {
  const { db, hub } = opts;
  const scopeOf = (request: FastifyRequest) => requestScopeFor(db, actorOf(request));
  const woke = (result: Woken) => {
    if (result.notified.length > 0) hub.wake();
    return result;
  };
  const readOne = async (request: FastifyRequest, id: number) => {
    const record = await findRequest(db, id, await scopeOf(request));
    if (!record) throw notFound();
    const [items, history] = await Promise.all([requestItemRows(db, id), requestHistory(db, id)]);
    return presentRequest(record, { items, history });
  };

  app.post(
    '/request/',
    {
      schema: {
        response: { 200: RequestSchema, 201: RequestSchema },
        tags,
        summary:
          'Send a request to a user of another department; Idempotency-Key (a UUID) makes a repeat return the first',
        body: CreateRequestBody,
      },
    },
    async (request, reply) => {
      const result = woke(await createRequest(db, actorOf(request), request.body, idempotencyKey(request)));
      return reply.code(result.created ? 201 : 200).send(await readOne(request, result.id));
    },
  );

  app.get(
    '/request/',
    {
      schema: {
        querystring: RequestListQuery,
        response: { 200: listOf(RequestSchema) },
        tags,
        summary: 'Requests the caller sees, newest first',
        description: 'Query: `status`, `sender__company`, `receiver__company`, `page` (contract O23).',
      },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query, opts.pageSize);
      const { count, records } = await listRequests(
        db,
        {
          scope: await scopeOf(request),
          status: choiceFilter(query, 'status', REQUEST_STATUSES),
          senderCompany: idFilter(query, 'sender__company'),
          receiverCompany: idFilter(query, 'receiver__company'),
        },
        page,
      );
      return envelope(
        page,
        count,
        records.map((r) => presentRequest(r)),
        requestUrl(request),
      );
    },
  );

  app.get(
    '/request/recipients/',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: listOf(RecipientSchema) },
        tags,
        summary: 'The departments (and their operators) the caller may send a request to',
      },
    },
    async (request) => {
      const results = await requestRecipients(db, actorOf(request));
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.get(
    '/request/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: RequestSchema },
        tags,
        summary: 'One request with its items and status history',
      },
    },
    (request) => readOne(request, request.params.id),
  );

  app.patch(
    '/response/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: RequestSchema },
        tags,
        summary: "Change a request's status as spec 4.6 allows the caller (contract O24)",
        body: UpdateRequestStatusBody,
      },
    },
    async (request) => {
      const id = request.params.id;
      woke(await updateRequestStatus(db, actorOf(request), await scopeOf(request), id, request.body.status));
      return readOne(request, id);
    },
  );

  app.post(
    '/request/:id/transfer/',
    {
      schema: {
        params: IdParams,
        response: { 200: RequestSchema },
        tags,
        summary: 'Link the transfer (an internal order) that fulfils an approved request',
        body: TransferBody,
      },
    },
    async (request) => {
      const id = request.params.id;
      woke(await linkTransfer(db, actorOf(request), await scopeOf(request), id, request.body.order));
      return readOne(request, id);
    },
  );
};
