import {
  FISCAL_STATUSES,
  FiscalHealthQuery,
  FiscalHealthSchema,
  FiscalListQuery,
  FiscalOutboxList,
  FiscalOutboxSchema,
  FiscalSettingsBody,
  FiscalSettingsSchema,
  IdParams,
} from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { choiceFilter } from '../../lib/choices.js';
import { notFound, permissionDenied } from '../../lib/errors.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { filterValue } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { accessOf, companyScope, namedCompanies, namedCompany, targetOf } from '../../policy/access.js';
import type { ModuleDeps } from '../deps.js';
import { fiscalHealth, listFiscalOutbox, resendFiscal } from './outbox.js';
import { readFiscalSettings, saveFiscalSettings } from './settings.js';

const tags = ['fiscal'];

/** Fiscal reporting (docs/domain/fiscal.md): a company's reporter and the outbox of orders to report. */
export const fiscalRoutes: FastifyPluginAsyncZod<ModuleDeps & { fiscalKey: Buffer }> = async (app, deps) => {
  const { db, fiscalKey } = deps;

  app.get(
    '/company/:id/fiscal/',
    {
      schema: {
        params: IdParams,
        response: { 200: FiscalSettingsSchema },
        tags,
        summary: 'A company’s fiscal reporter (off when never set up); the token is never answered',
      },
    },
    async (request) => {
      const { company } = targetOf(request);
      if (!company) throw notFound();
      return readFiscalSettings(db, company.id);
    },
  );

  app.put(
    '/company/:id/fiscal/',
    {
      schema: {
        params: IdParams,
        body: FiscalSettingsBody,
        response: { 200: FiscalSettingsSchema },
        tags,
        summary:
          'Set a company’s fiscal reporter; fields left out keep their value, `token: ""` clears the token',
      },
    },
    async (request) => {
      const { company } = targetOf(request);
      if (!company) throw notFound();
      return saveFiscalSettings(db, fiscalKey, company.id, request.body);
    },
  );

  app.get(
    '/fiscal/',
    {
      schema: {
        querystring: FiscalListQuery,
        response: { 200: FiscalOutboxList },
        tags,
        summary: 'The orders to report to the tax authority and what came of each, newest first',
      },
    },
    async (request) => {
      const query = request.query;
      const scope = await companyScope(db, actorOf(request), accessOf(request));
      const companies = namedCompanies(scope, filterValue(query, 'company')) ?? scope;
      const status = choiceFilter(query, 'status', FISCAL_STATUSES) ?? null;
      const page = pageRequest(query, deps.pageSize);
      const { count, records } = await listFiscalOutbox(db, companies, status, page);
      return envelope(page, count, records, requestUrl(request));
    },
  );

  app.get(
    '/fiscal/health/',
    {
      schema: {
        querystring: FiscalHealthQuery,
        response: { 200: FiscalHealthSchema },
        tags,
        summary:
          'How a company’s reporting goes: on or off, failing since when, how many wait and are refused (polled by the counter)',
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = await companyScope(db, actor, accessOf(request));
      const company = namedCompany(scope, filterValue(request.query, 'company')) ?? actor.company?.id;
      if (company === undefined || !scope.includes(company)) throw permissionDenied();
      return fiscalHealth(db, company);
    },
  );

  app.post(
    '/fiscal/:id/resend/',
    {
      schema: {
        params: IdParams,
        response: { 200: FiscalOutboxSchema },
        tags,
        summary: 'Send a refused invoice again (once what the authority refused is put right)',
      },
    },
    async (request) => {
      const scope = await companyScope(db, actorOf(request), accessOf(request));
      return resendFiscal(db, request.params.id, scope);
    },
  );
};
