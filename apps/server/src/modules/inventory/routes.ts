import type { Db } from '@tillwise/db';
import {
  CompanySchema,
  CREDIT_TERMS_MSG,
  InventoryList,
  InventoryListQuery,
  invalidChoiceMessage,
  listOf,
  PlainListQuery,
  SaleFlagList,
  SaleFlagListQuery,
  toWire,
} from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayStart, today } from '../../lib/day-range.js';
import { validationError } from '../../lib/errors.js';
import { decimalFilter, idFilter } from '../../lib/filters.js';
import { envelope, pageRequest, paginateList } from '../../lib/pagination.js';
import { filterValue, type RawQuery } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { accessOf, companyScope, namedCompanies } from '../../policy/access.js';
import { companyFigures, presentCompany } from '../users/presenter.js';
import { presentInventory } from './presenter.js';
import { companiesByIds, listInventory } from './repository.js';
import { listSaleFlags } from './sale-flags.js';

const tags = ['inventory'];

/**
 * The companies whose stock to list: `company` (the contract, one id) or `company__in` (our
 * client's ticked boxes, comma-separated); none or '' means every company the caller may see.
 */
function requestedCompanies(query: RawQuery, scope: number[]): number[] {
  const key = filterValue(query, 'company__in') !== undefined ? 'company__in' : 'company';
  return namedCompanies(scope, filterValue(query, key), key) ?? scope;
}

/** A comma-separated id list (`1,4`); '' or absent is no filter. */
function idsFilter(query: RawQuery, key: string): number[] | undefined {
  const raw = filterValue(query, key);
  if (raw === undefined) return undefined;
  const ids = raw.split(',').map((part) => part.trim());
  const wrong = ids.find((id) => !/^\d{1,9}$/.test(id));
  if (wrong !== undefined) throw validationError({ [key]: [invalidChoiceMessage(wrong)] });
  return ids.map(Number);
}

/** `expiring_within=<days>`: the last day a listed batch may expire on (today + days); absent is no filter. */
function expiresBy(query: RawQuery): string | undefined {
  const raw = filterValue(query, 'expiring_within');
  if (raw === undefined) return undefined;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) > 3650) {
    throw validationError({ expiring_within: [CREDIT_TERMS_MSG.days] });
  }
  const day = dayStart(today());
  day.setDate(day.getDate() + Number(raw));
  return today(day);
}

export const inventoryRoutes: FastifyPluginAsyncZod<{ db: Db; pageSize: number }> = async (app, opts) => {
  const { db } = opts;

  app.get(
    '/inventory/',
    {
      schema: {
        querystring: InventoryListQuery,
        response: { 200: InventoryList },
        tags,
        summary:
          'Stock rows of the companies the caller may see, with the total value; `expiring_within` (days) keeps the batches expiring by then',
      },
    },
    async (request) => {
      const query = request.query;
      const scope = await companyScope(db, actorOf(request), accessOf(request));
      const page = pageRequest(query, opts.pageSize);
      const { count, total, records } = await listInventory(
        db,
        {
          companyIds: requestedCompanies(query, scope),
          search: filterValue(query, 'search'),
          categoryId: idFilter(query, 'batch__product_variant__product__category'),
          categoryIds: idsFilter(query, 'batch__product_variant__product__category__in'),
          minQuantity: decimalFilter(query, 'quantity__gte'),
          expiresBy: expiresBy(query),
        },
        page,
      );
      const figures = await companyFigures(
        db,
        records.map((r) => r.company),
      );
      return {
        ...envelope(
          page,
          count,
          records.map((r) => presentInventory(r, figures)),
          requestUrl(request),
        ),
        total: toWire(total),
      };
    },
  );

  app.get(
    '/inventory/flags/',
    {
      schema: {
        querystring: SaleFlagListQuery,
        response: { 200: SaleFlagList },
        tags,
        summary:
          'What was accepted to record sales made offline (stock sold below zero, credit over balance), newest first',
      },
    },
    async (request) => {
      const query = request.query;
      const scope = await companyScope(db, actorOf(request), accessOf(request));
      const page = pageRequest(query, opts.pageSize);
      const { count, records } = await listSaleFlags(db, requestedCompanies(query, scope), page);
      return envelope(page, count, records, requestUrl(request));
    },
  );

  app.get(
    '/inventory/companies/',
    {
      schema: {
        querystring: PlainListQuery,
        response: { 200: listOf(CompanySchema) },
        tags,
        summary: 'The companies whose stock the caller may see (the Inventory checkboxes)',
      },
    },
    async (request) => {
      const scope = await companyScope(db, actorOf(request), accessOf(request));
      const rows = await companiesByIds(db, scope);
      const figures = await companyFigures(db, rows);
      const results = rows.map((c) => presentCompany(c, figures));
      return paginateList(request.query, 1000, results, requestUrl(request));
    },
  );
};
