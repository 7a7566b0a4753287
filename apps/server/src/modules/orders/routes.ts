import type { Db } from '@tillwise/db';
import {
  CreateOrderBody,
  IdParams,
  InvoiceIdList,
  listOf,
  NoQuery,
  ORDER_STATUSES,
  OrderListQuery,
  OrderSchema,
  OrderTypes,
  PlainListQuery,
  RefundableSchema,
  RefundBody,
  SERVER_MSG,
  UpdateOrderStatusBody,
} from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, notFound, permissionDenied } from '../../lib/errors.js';
import { type TillFacts, tillFactsOf } from '../../lib/headers.js';
import { idempotencyKey } from '../../lib/idempotency.js';
import { envelope, pageRequest, paginateList } from '../../lib/pagination.js';
import { actorOf, type SessionActor } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { accessOf, companyScope } from '../../policy/access.js';
import type { NotificationHub } from '../notifications/hub.js';
import type { ManagerApprovals } from '../till-sessions/approval.js';
import { nextInvoiceIdOf } from './invoice.js';
import { orderFilter } from './order-filter.js';
import { presentOrder } from './presenter.js';
import { presentRefundable, readRefundSale, refundSale } from './refund.js';
import { findOrder, inScope, listOrders, partyNames } from './repository.js';
import { type CreatedOrder, createOrder } from './service.js';
import { updateOrderStatus } from './status.js';

const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  pageSize: number;
  hub: NotificationHub;
  approvals: ManagerApprovals;
  /** Asks the fiscal worker to send what a sale just queued, not at its next round (docs/domain/fiscal.md). */
  fiscalQueued?: () => void;
}> = async (app, opts) => {
  const { db, approvals } = opts;
  /**
   * The manager who approved selling expired batches on this cashier's screen (X-Expired-Approval),
   * for this sale (its Idempotency-Key), valid when it was made (a sale a till made offline keeps
   * the approval it was given then, however long it waited).
   */
  const approvalOf = (request: FastifyRequest, actor: SessionActor, till: TillFacts) => {
    const token = till.expiredApproval;
    const key = idempotencyKey(request);
    return token
      ? (batches: number[], at: Date) => approvals.expiredSaleApprover(token, actor, batches, { key, at })
      : undefined;
  };
  /** The manager who approved this credit sale on this cashier's screen (X-Credit-Approval). */
  const creditApprovalOf = (request: FastifyRequest, actor: SessionActor, till: TillFacts) => {
    const token = till.creditApproval;
    const key = idempotencyKey(request);
    return token
      ? (customer: number, at: Date) => approvals.creditSaleApprover(token, actor, customer, { key, at })
      : undefined;
  };
  /** An order whose write told someone (a reorder level, a transfer received) wakes listeners. */
  const woke = <T extends { notified?: boolean; fiscalQueued?: boolean }>(result: T): T => {
    if (result.notified) opts.hub.wake();
    if (result.fiscalQueued) opts.fiscalQueued?.();
    return result;
  };
  const scopeOf = (request: FastifyRequest) => companyScope(db, actorOf(request), accessOf(request));
  const stockCompany = (request: FastifyRequest) => actorOf(request).company?.id ?? null;
  const readOne = async (request: FastifyRequest, id: number) => {
    const record = await findOrder(db, id, await scopeOf(request), stockCompany(request));
    if (!record) throw notFound();
    return presentOrder(record);
  };
  /** A new order's answer: built from its write when that told everything, else read back. */
  const answerOf = async (request: FastifyRequest, created: CreatedOrder) => {
    const { answer } = created;
    if (answer && inScope(answer.order, await scopeOf(request))) return presentOrder(answer);
    return readOne(request, created.id);
  };
  /** `order/<id>`: a list envelope with exactly one result (contract O15). */
  const readOneAsList = async (request: FastifyRequest, id: number) => {
    const order = await readOne(request, id);
    return { count: 1, next: null, previous: null, results: [order] };
  };

  app.post(
    '/order/',
    {
      schema: {
        response: { 201: OrderSchema },
        tags,
        summary: 'Create a sale or return; Idempotency-Key (a UUID) makes a repeat return the first order',
        body: CreateOrderBody,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const key = idempotencyKey(request);
      const access = accessOf(request);
      const till = tillFactsOf(request, 'sale');
      const created = woke(
        await createOrder(db, actor, request.body, {
          idempotencyKey: key,
          access,
          till,
          expiredApproval: approvalOf(request, actor, till),
          creditApproval: creditApprovalOf(request, actor, till),
          stockCompanyId: stockCompany(request),
        }),
      );
      return reply.code(201).send(await answerOf(request, created));
    },
  );

  /**
   * `internal-order/` (O19) and `orderoffline/` (O18): the same service, always an internal order;
   * `orderoffline/` is always a replay of an order made offline (recorded beyond stock, flagged).
   */
  const internalRoute = (path: string, summary: string, offline = false) =>
    app.post(
      path,
      { schema: { response: { 201: OrderSchema }, tags, summary, body: CreateOrderBody } },
      async (request, reply) => {
        const body = { ...request.body, internal_order: true };
        const key = idempotencyKey(request);
        const access = accessOf(request);
        const till = tillFactsOf(request, 'internal');
        const created = woke(
          await createOrder(db, actorOf(request), body, {
            idempotencyKey: key,
            access,
            till: { ...till, madeOffline: offline || till.madeOffline },
            stockCompanyId: stockCompany(request),
          }),
        );
        return reply.code(201).send(await answerOf(request, created));
      },
    );
  internalRoute(
    '/internal-order/',
    'Create an internal order: a purchase, a transfer to a department or a return',
  );
  internalRoute(
    '/orderoffline/',
    'Replay an internal order queued offline (purchase lines carry order_batch)',
    true,
  );

  app.get(
    '/order/',
    {
      schema: {
        querystring: OrderListQuery,
        response: { 200: listOf(OrderSchema) },
        tags,
        summary: 'Orders the caller may see (as seller or buyer company), newest first',
      },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query, opts.pageSize);
      const filter = orderFilter(query, await scopeOf(request));
      const { count, records } = await listOrders(db, filter, page, stockCompany(request));
      const names = await partyNames(db, records);
      return envelope(
        page,
        count,
        records.map((r) => presentOrder(r, names)),
        requestUrl(request),
      );
    },
  );

  app.get(
    '/order/:id',
    {
      schema: {
        params: IdParams,
        response: { 200: listOf(OrderSchema) },
        tags,
        summary: 'One order, as a list envelope of one',
      },
    },
    (request) => readOneAsList(request, request.params.id),
  );
  app.get(
    '/order/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: listOf(OrderSchema) },
        tags,
        summary: 'One order, as a list envelope of one',
      },
    },
    (request) => readOneAsList(request, request.params.id),
  );

  app.patch(
    '/order/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: OrderSchema },
        tags,
        summary: "Change an order's status (a manager of the seller company; never once COMPLETE)",
        body: UpdateOrderStatusBody,
      },
    },
    async (request) => {
      const id = request.params.id;
      const actor = actorOf(request);
      if (!actor.company) throw permissionDenied();
      woke(await updateOrderStatus(db, actor, await scopeOf(request), id, request.body.status));
      return readOne(request, id);
    },
  );

  // ---- Refunds from the receipt (refund.ts, docs/domain/orders.md) ----
  app.get(
    '/order/:id/refund/',
    {
      schema: {
        params: IdParams,
        response: { 200: RefundableSchema },
        tags,
        summary:
          "What may still be refunded of a sale: each line's sold, returned and returnable quantity, its payments and refunds",
      },
    },
    async (request) => {
      const sale = await readRefundSale(db, request.params.id, await scopeOf(request));
      if (!sale) throw notFound();
      return presentRefundable(sale, actorOf(request));
    },
  );
  app.post(
    '/order/:id/refund/',
    {
      schema: {
        params: IdParams,
        response: { 201: OrderSchema },
        tags,
        summary:
          'Refund lines of a sale of the caller company by its payment method (Idempotency-Key required; X-Till-Id and X-Till-Session name the till paying it out, whose session it joins); answers the refund',
        body: RefundBody,
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      if (!key) throw new ApiError(400, { detail: SERVER_MSG.refundNeedsKey });
      const saleId = request.params.id;
      // The till paying it out: the refund joins that till's session, as its sales do.
      const till = tillFactsOf(request, 'refund');
      const { id } = await refundSale(
        db,
        actorOf(request),
        saleId,
        request.body,
        key,
        await scopeOf(request),
        till,
      );
      return reply.code(201).send(await readOne(request, id));
    },
  );
  // ---- end of refunds ----

  app.get(
    '/order-type/',
    {
      schema: {
        querystring: PlainListQuery,
        response: { 200: OrderTypes },
        tags,
        summary: 'The order statuses',
      },
    },
    async (request) =>
      // A fixed list of four, always on one page (the page size is for records).
      paginateList(
        request.query,
        ORDER_STATUSES.length,
        ORDER_STATUSES.map((status) => ({ status })),
        requestUrl(request),
      ),
  );

  app.get(
    '/invoice-id/',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: InvoiceIdList },
        tags,
        summary: "The caller company's next invoice id (not reserved)",
      },
    },
    async (request) => {
      const company = actorOf(request).company;
      if (!company) throw permissionDenied();
      const InvoiceID = await nextInvoiceIdOf(db, company.id);
      return { count: 1, next: null, previous: null, results: [{ InvoiceID }] };
    },
  );
};
