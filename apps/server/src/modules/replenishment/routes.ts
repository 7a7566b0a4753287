import { companies, type Db } from '@tillwise/db';
import {
  AcceptProposalBody,
  listOf,
  ProposalList,
  ProposalListQuery,
  ReplenishmentRuleBody,
  ReplenishmentRuleDeleteQuery,
  ReplenishmentRuleListQuery,
  ReplenishmentRuleSchema,
  RequestSchema,
  RuleRemoved,
  SERVER_MSG,
  SupplierListQuery,
  SupplierSchema,
} from '@tillwise/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { today } from '../../lib/day-range.js';
import { permissionDenied, validationError } from '../../lib/errors.js';
import { idempotencyKey } from '../../lib/idempotency.js';
import { filterValue } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { accessOf, companyScope, namedCompany } from '../../policy/access.js';
import { allowedSuppliers } from '../../policy/suppliers.js';
import { markReportSource, type ReportReader } from '../analytics/reader.js';
import type { NotificationHub } from '../notifications/hub.js';
import { presentRequest } from '../requests/presenter.js';
import { requestScopeFor } from '../requests/recipients.js';
import { findRequest, requestHistory, requestItemRows } from '../requests/repository.js';
import { requestFromProposal } from './accept.js';
import { type AllowedPair, proposalLines } from './proposals.js';
import { deleteRule, listRules, saveRule } from './rules.js';

const tags = ['replenishment'];
/** The most lines one answer of `replenishment/` carries; a filter narrows a larger tree. */
const MAX_LINES = 5000;

/**
 * Replenishment (docs/domain/replenishment.md): rules per company and variant, the proposals of
 * the companies in reach (read on the replica when one is set, like the reports), and a
 * department's accepted lines sent as one request.
 */
export const replenishmentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  reader: ReportReader;
  hub: NotificationHub;
}> = async (app, { db, reader, hub }) => {
  /** The company a request names (or the caller's own), within the applied grant's reach. */
  const companyOf = async (request: FastifyRequest, raw: unknown): Promise<number> => {
    const scope = await companyScope(db, actorOf(request), accessOf(request));
    const named = namedCompany(scope, raw);
    const own = actorOf(request).company;
    if (named !== null) return named;
    if (!own) throw permissionDenied();
    return own.id;
  };
  const variantId = (raw: string | undefined, key: string): number => {
    if (!raw || !/^\d{1,9}$/.test(raw.trim())) throw validationError({ [key]: [SERVER_MSG.validInteger] });
    return Number(raw.trim());
  };

  app.get(
    '/replenishment-rule/',
    {
      schema: {
        querystring: ReplenishmentRuleListQuery,
        response: { 200: listOf(ReplenishmentRuleSchema) },
        tags,
        summary: 'Replenishment rules of one company in reach',
        description: 'Query: `company` (default: the caller’s), `product_variant__in` (comma-separated ids).',
      },
    },
    async (request) => {
      const company = await companyOf(request, filterValue(request.query, 'company'));
      const raw = filterValue(request.query, 'product_variant__in');
      const variants = raw?.split(',').flatMap((v) => (/^\d{1,9}$/.test(v.trim()) ? [Number(v.trim())] : []));
      const results = await listRules(db, company, variants ?? null);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.put(
    '/replenishment-rule/',
    {
      schema: {
        body: ReplenishmentRuleBody,
        response: { 200: ReplenishmentRuleSchema },
        tags,
        summary: "Set a variant's replenishment rule in a company in reach (created or replaced)",
      },
    },
    async (request) => saveRule(db, await companyOf(request, request.body.company), request.body),
  );

  app.delete(
    '/replenishment-rule/',
    {
      schema: {
        querystring: ReplenishmentRuleDeleteQuery,
        response: { 200: RuleRemoved },
        tags,
        summary: "Remove a variant's replenishment rule in a company in reach",
      },
    },
    async (request) => {
      const company = await companyOf(request, filterValue(request.query, 'company'));
      const variant = variantId(filterValue(request.query, 'product_variant'), 'product_variant');
      return { removed: await deleteRule(db, company, variant) };
    },
  );

  app.get(
    '/replenishment/suppliers/',
    {
      schema: {
        querystring: SupplierListQuery,
        response: { 200: z.array(SupplierSchema) },
        tags,
        summary: 'Who a company in reach may order from: departments it may ask, vendors it may buy from',
      },
    },
    async (request) => {
      const company = await companyOf(request, filterValue(request.query, 'company'));
      const [row] = await db
        .select()
        .from(companies)
        .where(inArray(companies.id, [company]));
      if (!row) throw permissionDenied();
      return allowedSuppliers(db, row);
    },
  );

  app.get(
    '/replenishment/',
    {
      schema: {
        querystring: ProposalListQuery,
        response: { 200: ProposalList },
        tags,
        summary: 'What to order now, per company in reach and supplier',
        description:
          'Query: `company` (default: every company in reach), `supplier`. Only rules whose supplier the company may still order from.',
      },
    },
    async (request, reply) => {
      const scope = await companyScope(db, actorOf(request), accessOf(request));
      const named = namedCompany(scope, filterValue(request.query, 'company'));
      const rawSupplier = filterValue(request.query, 'supplier');
      const supplier = rawSupplier ? variantId(rawSupplier, 'supplier') : null;
      const ids = named !== null ? [named] : scope;
      const rows = ids.length ? await db.select().from(companies).where(inArray(companies.id, ids)) : [];
      const pairs: AllowedPair[] = [];
      for (const company of rows) {
        for (const s of await allowedSuppliers(db, company))
          pairs.push({ company: company.id, supplier: s.id });
      }
      await markReportSource(reader, reply);
      const lines = await proposalLines(reader.db, pairs, today(), { supplier, limit: MAX_LINES + 1 });
      const truncated = lines.length > MAX_LINES;
      const results = truncated ? lines.slice(0, MAX_LINES) : lines;
      return { count: results.length, truncated, results };
    },
  );

  app.post(
    '/replenishment/request/',
    {
      schema: {
        body: AcceptProposalBody,
        response: { 200: RequestSchema, 201: RequestSchema },
        tags,
        summary:
          "Send the accepted lines of the caller's own company's proposal from one department as one stock request; Idempotency-Key makes a repeat answer the first",
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await requestFromProposal(db, actor, request.body, idempotencyKey(request));
      if (result.notified.length > 0) hub.wake();
      const record = await findRequest(db, result.id, await requestScopeFor(db, actor));
      if (!record) throw permissionDenied();
      const [items, history] = await Promise.all([
        requestItemRows(db, result.id),
        requestHistory(db, result.id),
      ]);
      return reply.code(result.created ? 201 : 200).send(presentRequest(record, { items, history }));
    },
  );
};
