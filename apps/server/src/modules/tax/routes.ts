import {
  AddTaxRateBody,
  CompanyScaleSettingsBody,
  CompanyScaleSettingsSchema,
  CompanyTaxSettingsBody,
  CompanyTaxSettingsSchema,
  CreateTaxCategoryBody,
  IdParams,
  TaxCategoryList,
  TaxCategoryListQuery,
  TaxCategorySchema,
  UpdateTaxCategoryBody,
} from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, permissionDenied, validationError } from '../../lib/errors.js';
import { paginateList } from '../../lib/pagination.js';
import { filterValue, queryOf } from '../../lib/query.js';
import { requestUrl } from '../../plugins/media.js';
import { targetOf } from '../../policy/access.js';
import { catalogueGroup } from '../../policy/group.js';
import type { ModuleDeps } from '../deps.js';
import {
  addTaxRate,
  createTaxCategory,
  listTaxCategories,
  readTaxCategory,
  updateTaxCategory,
} from './categories.js';
import { readScaleSettings, saveScaleSettings } from './scale.js';
import { readTaxSettings, saveTaxSettings } from './settings.js';

const tags = ['tax'];
const params = IdParams;
/** Every category of a group fits on the first page (the product form's drop-down reads only that one). */
const CATEGORY_PAGE_SIZE = 1000;

/** `true`/`false` filter text to a boolean; '' or absent is no filter, anything else a 400. */
function activeFilter(raw: string | undefined): boolean | null {
  if (raw === undefined) return null;
  if (raw === 'true' || raw === 'True' || raw === '1') return true;
  if (raw === 'false' || raw === 'False' || raw === '0') return false;
  throw validationError({ is_active: ['Must be a valid boolean.'] });
}

/** Tax set-up (docs/domain/tax.md): a company's tax settings, the group's tax categories and their rates. */
export const taxRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/company/:id/tax/',
    {
      schema: {
        response: { 200: CompanyTaxSettingsSchema },
        tags,
        summary: 'A company’s tax registration and settings (the defaults when never set up)',
        params,
      },
    },
    async (request) => {
      const { company } = targetOf(request);
      if (!company) throw notFound();
      return readTaxSettings(db, company.id);
    },
  );

  app.put(
    '/company/:id/tax/',
    {
      schema: {
        response: { 200: CompanyTaxSettingsSchema },
        tags,
        summary: 'Set a company’s tax registration and settings; fields left out keep their value',
        params,
        body: CompanyTaxSettingsBody,
      },
    },
    async (request) => {
      const { company } = targetOf(request);
      if (!company) throw notFound();
      return saveTaxSettings(db, company, request.body);
    },
  );

  app.get(
    '/company/:id/scale/',
    {
      schema: {
        response: { 200: CompanyScaleSettingsSchema },
        tags,
        summary: 'A company’s scale barcode layout (off, the usual layout, when never set)',
        params,
      },
    },
    async (request) => {
      const { company } = targetOf(request);
      if (!company) throw notFound();
      return readScaleSettings(db, company.id);
    },
  );

  app.put(
    '/company/:id/scale/',
    {
      schema: {
        response: { 200: CompanyScaleSettingsSchema },
        tags,
        summary: 'Set a company’s scale barcode layout; fields left out keep their value',
        params,
        body: CompanyScaleSettingsBody,
      },
    },
    async (request) => {
      const { company } = targetOf(request);
      if (!company) throw notFound();
      return saveScaleSettings(db, company, request.body);
    },
  );

  app.get(
    '/tax-category/',
    {
      schema: {
        querystring: TaxCategoryListQuery,
        response: { 200: TaxCategoryList },
        tags,
        summary: 'The tax categories of the caller’s catalogue group, by name, with their rates',
      },
    },
    async (request) => {
      const query = queryOf(request);
      const active = activeFilter(filterValue(query, 'is_active'));
      const rows = await listTaxCategories(db, await catalogueGroup(db, request), active);
      return paginateList(query, CATEGORY_PAGE_SIZE, rows, requestUrl(request));
    },
  );

  app.post(
    '/tax-category/',
    {
      schema: {
        response: { 201: TaxCategorySchema },
        tags,
        summary:
          'Add a tax category to the caller’s catalogue group, with its first rate when `rate` is sent',
        body: CreateTaxCategoryBody,
      },
    },
    async (request, reply) => {
      const group = await catalogueGroup(db, request);
      if (group === null) throw permissionDenied();
      return reply.code(201).send(await createTaxCategory(db, group, request.body));
    },
  );

  app.get(
    '/tax-category/:id/',
    {
      schema: {
        response: { 200: TaxCategorySchema },
        tags,
        summary: 'One tax category with its rates',
        params,
      },
    },
    async (request) => readTaxCategory(db, request.params.id, await catalogueGroup(db, request)),
  );

  app.patch(
    '/tax-category/:id/',
    {
      schema: {
        response: { 200: TaxCategorySchema },
        tags,
        summary: 'Rename a tax category, change its treatment or Third Schedule mark, or retire it',
        params,
        body: UpdateTaxCategoryBody,
      },
    },
    async (request) =>
      updateTaxCategory(db, request.params.id, await catalogueGroup(db, request), request.body),
  );

  app.post(
    '/tax-category/:id/rate/',
    {
      schema: {
        response: { 201: TaxCategorySchema },
        tags,
        summary: 'Add a rate from a day on; earlier rates are never changed',
        params,
        body: AddTaxRateBody,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addTaxRate(db, request.params.id, await catalogueGroup(db, request), request.body)),
  );
};
