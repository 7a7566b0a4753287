import {
  CompanyListQuery,
  CompanyNameSchema,
  CompanySchema,
  CreateCompanyBody,
  Empty,
  IdParams,
  listOf,
  UpdateCompanyRequest,
} from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { accessOf, companyScope, targetOf } from '../../policy/access.js';
import type { ModuleDeps } from '../deps.js';
import { requestRecipientCompanyIds } from '../requests/recipients.js';
import { companyFigures, presentCompany } from '../users/presenter.js';
import { companyTypeFilter, listCompanies } from './list.js';
import { createCompany, deleteCompany, updateCompany } from './service.js';

const tags = ['companies'];

/** Departments (contract A8-A12): list, create, read, update and delete. */
export const companiesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/company/',
    {
      schema: {
        querystring: CompanyListQuery,
        response: { 200: listOf(z.union([CompanySchema, CompanyNameSchema])) },
        tags,
        summary: 'Companies in reach of the caller',
        description:
          'Query: `company_type`, `search` (name, address, contact number), `page`. Filtered by `company_type`, the list also names the companies of the caller’s group a request may go to (as `request/recipients/`), with `id`, `company_name` and `company_type` only when outside the caller’s reach.',
      },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query, deps.pageSize);
      const actor = actorOf(request);
      const access = accessOf(request);
      const scope = await companyScope(deps.db, actor, access);
      // Filtered by type (Send Request's company select): a request's possible receivers too.
      const named =
        access.grant.namesRequestRecipients && companyTypeFilter(query)
          ? await requestRecipientCompanyIds(deps.db, actor)
          : [];
      const { count, rows } = await listCompanies(deps.db, scope, query, page, named);
      const inReach = rows.filter((c) => scope.includes(c.id));
      const figures = await companyFigures(deps.db, inReach);
      return envelope(
        page,
        count,
        rows.map((c) =>
          scope.includes(c.id)
            ? presentCompany(c, figures)
            : { id: c.id, company_name: c.companyName, company_type: c.companyType },
        ),
        requestUrl(request),
      );
    },
  );

  app.post(
    '/company/',
    {
      schema: {
        response: { 201: CompanySchema },
        tags,
        summary:
          'Add a department under the caller’s group, with its walk-in customer when it sells; an Idempotency-Key makes a retry safe',
        body: CreateCompanyBody,
      },
    },
    (request, reply) =>
      idempotent(deps.db, request, reply, async (tx) => {
        const company = await createCompany(tx, actorOf(request), request.body);
        return { status: 201, body: presentCompany(company, await companyFigures(tx, [company])) };
      }),
  );

  app.get(
    '/company/:id/',
    { schema: { params: IdParams, response: { 200: CompanySchema }, tags, summary: 'One company' } },
    async (request) => {
      const { company } = targetOf(request);
      if (!company) throw notFound();
      return presentCompany(company, await companyFigures(deps.db, [company]));
    },
  );

  app.patch(
    '/company/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: CompanySchema },
        tags,
        summary: 'Update a company (only a super admin may rename)',
        body: UpdateCompanyRequest,
      },
    },
    async (request) => {
      const id = targetOf(request).company?.id;
      if (id === undefined) throw notFound();
      const company = await updateCompany(deps.db, actorOf(request), id, request.body);
      return presentCompany(company, await companyFigures(deps.db, [company]));
    },
  );

  app.delete(
    '/company/:id/',
    {
      schema: {
        params: IdParams,
        response: { 204: Empty },
        tags,
        summary: 'Delete a department that holds nothing',
      },
    },
    async (request, reply) => {
      const id = targetOf(request).company?.id;
      if (id === undefined) throw notFound();
      await deleteCompany(deps.db, deps.media, id);
      return reply.code(204).send(null);
    },
  );
};
