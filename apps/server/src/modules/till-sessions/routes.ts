import type { Db } from '@tillwise/db';
import {
  CashMoveBody,
  CashMoveSchema,
  CloseTillSessionBody,
  CreditSaleApprovalBody,
  CreditSaleApprovalSchema,
  CurrentTillSessionQuery,
  CurrentTillSessionSchema,
  ExpiredSaleApprovalBody,
  ExpiredSaleApprovalSchema,
  IdParams,
  listOf,
  NoQuery,
  OpenTillSessionBody,
  SERVER_MSG,
  TILL_ID_MSG,
  TillId,
  TillReportSchema,
  TillSessionListQuery,
  TillSessionSchema,
  TillSettingsBody,
  TillSettingsSchema,
} from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, permissionDenied, validationError } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { filterValue } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { accessOf, companyScope, namedCompanies, targetOf } from '../../policy/access.js';
import { findCompanyById } from '../companies/repository.js';
import type { ManagerApprovals } from './approval.js';
import { blindReport, tillReport } from './report.js';
import { findSession, listSessions, openSessionAt, presentSession, settingsOf } from './repository.js';
import { closeSession, moveCash, openSession, saveTillSettings } from './service.js';

const tags = ['till-sessions'];
const TillQuery = z.object({ till: TillId });

/** Till sessions, cash in and out, the blind close and the X and Z reports (docs/till-sessions.md). */
export const tillSessionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  pageSize: number;
  approvals: ManagerApprovals;
}> = async (app, opts) => {
  const { db, pageSize, approvals } = opts;

  /**
   * The session of the path: the policy layer has checked it against the caller's grant (their
   * own company, managers also their departments'; a cashier only the sessions they opened).
   */
  const reachable = async (request: FastifyRequest) => {
    const checked = targetOf(request).tillSession;
    const record = checked ? await findSession(db, checked.id) : null;
    if (!record) throw notFound();
    return record;
  };
  /** The X or Z report; blind (no expected figures) while open for a grant that counts blind. */
  const reportOf = async (request: FastifyRequest) => {
    const record = await reachable(request);
    const company = await findCompanyById(db, record.row.companyId);
    const report = await tillReport(db, record, company?.companyName ?? '');
    return accessOf(request).grant.blindCount ? blindReport(report) : report;
  };

  app.post(
    '/till-session/',
    {
      schema: {
        body: OpenTillSessionBody,
        response: { 201: TillSessionSchema },
        tags,
        summary:
          'Open a till session with its float; Idempotency-Key (a UUID) makes a repeat return the first',
      },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (tx) => ({
        status: 201,
        body: presentSession(await openSession(tx, actorOf(request), request.body)),
      })),
  );

  app.get(
    '/till-session/',
    {
      schema: {
        querystring: TillSessionListQuery,
        response: { 200: listOf(TillSessionSchema) },
        tags,
        summary:
          'Till sessions of the companies the caller manages, newest first (`company`, `status`, `page`)',
      },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query, pageSize);
      const reach = await companyScope(db, actorOf(request), accessOf(request));
      const scope = namedCompanies(reach, filterValue(query, 'company')) ?? reach;
      const status = filterValue(query, 'status');
      if (status !== undefined && status !== 'OPEN' && status !== 'CLOSED') {
        throw validationError({ status: SERVER_MSG.selectValidChoice });
      }
      const { count, rows } = await listSessions(db, scope, page, status);
      return envelope(page, count, rows.map(presentSession), requestUrl(request));
    },
  );

  app.get(
    '/till-session/current/',
    {
      schema: {
        querystring: CurrentTillSessionQuery,
        response: { 200: CurrentTillSessionSchema },
        tags,
        summary: "The open session of the till named by `till` (a UUID) in the caller's company, or null",
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!actor.company) throw permissionDenied();
      const parsed = TillQuery.safeParse({ till: filterValue(request.query, 'till') });
      if (!parsed.success) throw validationError({ till: TILL_ID_MSG });
      const found = await openSessionAt(db, actor.company.id, parsed.data.till);
      return { session: found ? presentSession(found) : null };
    },
  );

  app.get(
    '/till-session/:id/',
    { schema: { params: IdParams, response: { 200: TillSessionSchema }, tags, summary: 'One till session' } },
    async (request) => presentSession(await reachable(request)),
  );

  app.get(
    '/till-session/:id/report/',
    {
      schema: {
        params: IdParams,
        response: { 200: TillReportSchema },
        tags,
        summary: 'The X report of an open session, or the Z report of a closed one',
      },
    },
    async (request) => reportOf(request),
  );

  app.post(
    '/till-session/:id/cash/',
    {
      schema: {
        params: IdParams,
        body: CashMoveBody,
        response: { 201: CashMoveSchema },
        tags,
        summary: 'Put cash into or take it out of the drawer, with a reason; posts Cash against its account',
      },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (tx) => {
        const move = await moveCash(tx, actorOf(request), request.params.id, request.body);
        return {
          status: 201,
          body: {
            id: move.id,
            session: move.sessionId,
            direction: move.direction as 'IN' | 'OUT',
            reason: move.reason,
            note: move.note,
            amount: move.amount,
            user: move.userId,
            entry: move.entryId,
            created: move.created.toISOString(),
          },
        };
      }),
  );

  app.post(
    '/till-session/:id/close/',
    {
      schema: {
        params: IdParams,
        body: CloseTillSessionBody,
        response: { 200: TillReportSchema },
        tags,
        summary: 'Close a session with the blind count per payment method; answers its Z report',
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const actor = actorOf(request);
      // Checked before the close's transaction: the password check is slow and the approval
      // throttle writes its own rows (on the embedded engine, one connection at a time).
      const { approval } = request.body;
      const approver = approval ? (await approvals.approver(db, actor, approval)).id : null;
      return idempotent(db, request, reply, async (tx) => {
        await closeSession(tx, actor, id, request.body, approver);
        const record = await findSession(tx, id);
        if (!record) throw notFound();
        const company = await findCompanyById(tx, record.row.companyId);
        return { status: 200, body: await tillReport(tx, record, company?.companyName ?? '') };
      });
    },
  );

  app.post(
    '/till-session/expired-approval/',
    {
      schema: {
        body: ExpiredSaleApprovalBody,
        response: { 201: ExpiredSaleApprovalSchema },
        tags,
        summary:
          "A manager's approval, given on the cashier's screen, to sell these expired batches in one sale (`sale`: its Idempotency-Key): send it with that sale as X-Expired-Approval (good for 5 minutes from when the sale was made)",
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const manager = await approvals.approver(db, actor, request.body);
      const batches = [...new Set(request.body.batches)].sort((a, b) => a - b);
      const { token, expires } = await approvals.signExpiredSale(
        actor,
        manager.id,
        batches,
        request.body.sale,
      );
      reply.code(201);
      return {
        approval: token,
        approved_by: manager.id,
        approved_by_name: manager.username,
        batches,
        expires: expires.toISOString(),
      };
    },
  );

  app.post(
    '/till-session/credit-approval/',
    {
      schema: {
        body: CreditSaleApprovalBody,
        response: { 201: CreditSaleApprovalSchema },
        tags,
        summary:
          "A manager's approval, given on the cashier's screen, of one credit sale to this customer beyond their limit or while an invoice is overdue (`sale`: its Idempotency-Key): send it with that sale as X-Credit-Approval",
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const manager = await approvals.approver(db, actor, request.body);
      const { customer, sale } = request.body;
      const { token, expires } = await approvals.signCreditSale(actor, manager.id, customer, sale);
      reply.code(201);
      return {
        approval: token,
        approved_by: manager.id,
        approved_by_name: manager.username,
        customer,
        expires: expires.toISOString(),
      };
    },
  );

  app.get(
    '/till-settings/',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: TillSettingsSchema },
        tags,
        summary: "The caller's company's till settings",
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!actor.company) throw permissionDenied();
      return settingsOf(db, actor.company.id);
    },
  );

  app.put(
    '/till-settings/',
    {
      schema: {
        body: TillSettingsBody,
        response: { 200: TillSettingsSchema },
        tags,
        summary: 'Set the over/short tolerance and the expiry warning window of the caller’s company',
      },
    },
    async (request) => saveTillSettings(db, actorOf(request), request.body),
  );
};
