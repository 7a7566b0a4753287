import { type Db, products, productVariants, reorderLevels } from '@tillwise/db';
import {
  D,
  invalidChoiceMessage,
  listOf,
  ReorderLevelBody,
  ReorderLevelListQuery,
  ReorderLevelSchema,
  ReorderLevelSet,
  toWire,
} from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionDenied, validationError } from '../../lib/errors.js';
import { idArrayLiteral } from '../../lib/filters.js';
import { filterValue } from '../../lib/query.js';
import { actorOf } from '../../plugins/auth.js';
import { accessOf, companyScope, namedCompany } from '../../policy/access.js';
import { catalogueGroup } from '../../policy/group.js';
import { inGroup } from '../catalog/product-repository.js';

const tags = ['inventory'];

/** The caller's own company, the default when a request names none. */
function ownCompany(request: FastifyRequest): number {
  const own = actorOf(request).company;
  if (!own) throw permissionDenied();
  return own.id;
}

export interface WireReorderLevel {
  company: number;
  product_variant: number;
  level: string;
  /** The variant's stock in that company now, across its batches. */
  stock: string;
  low: boolean;
}

/**
 * Reorder levels (docs/domain/requests.md): per product variant and company, none by default. When
 * a write takes a company's stock of a variant from above its level to at or below it, the
 * database's trigger (migration 0016) tells that company's admins in the same transaction.
 */
export const reorderLevelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/reorder-level/',
    {
      schema: {
        querystring: ReorderLevelListQuery,
        response: { 200: listOf(ReorderLevelSchema) },
        tags,
        summary: 'Reorder levels of one company in reach, with the stock of each variant',
        description: 'Query: `company` (default: the caller’s), `product_variant__in` (comma-separated ids).',
      },
    },
    async (request) => {
      const query = request.query;
      const scope = await companyScope(db, actorOf(request), accessOf(request));
      const company = namedCompany(scope, filterValue(query, 'company')) ?? ownCompany(request);
      const raw = filterValue(query, 'product_variant__in');
      const variants = raw?.split(',').flatMap((v) => (/^\d{1,9}$/.test(v.trim()) ? [Number(v.trim())] : []));
      const filter = variants
        ? sql`and r.product_variant_id = any(${idArrayLiteral(variants)}::int[])`
        : sql``;
      const result = (await db.execute(sql`
        select r.company_id as company, r.product_variant_id as variant, r.level::text as level,
          (select coalesce(sum(i.quantity), 0) from inventory i join batches b on b.id = i.batch_id
            where i.company_id = r.company_id and b.product_variant_id = r.product_variant_id)::text as stock
        from reorder_levels r where r.company_id = ${company} ${filter}
        order by r.product_variant_id limit 1000`)) as unknown as {
        rows: { company: number; variant: number; level: string; stock: string }[];
      };
      const rows = result.rows;
      const results: WireReorderLevel[] = rows.map((r) => ({
        company: r.company,
        product_variant: r.variant,
        level: toWire(r.level),
        stock: toWire(r.stock),
        low: new D(r.stock).lte(r.level),
      }));
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.put(
    '/reorder-level/',
    {
      schema: {
        response: { 200: ReorderLevelSet },
        tags,
        summary: "Set a variant's reorder level in a company in reach; an empty level removes it",
        body: ReorderLevelBody,
      },
    },
    async (request) => {
      const { product_variant, level } = request.body;
      const scope = await companyScope(db, actorOf(request), accessOf(request));
      const company = namedCompany(scope, request.body.company) ?? ownCompany(request);
      // A variant of the caller's catalogue group only (another group's is not a choice).
      const group = await catalogueGroup(db, request);
      const [variant] = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(productVariants.id, product_variant), inGroup(products.groupId, group)));
      if (!variant) throw validationError({ product_variant: invalidChoiceMessage(String(product_variant)) });
      const key = and(
        eq(reorderLevels.companyId, company),
        eq(reorderLevels.productVariantId, product_variant),
      );
      if (level === '') {
        await db.delete(reorderLevels).where(key);
        return { company, product_variant, level: null };
      }
      await db
        .insert(reorderLevels)
        .values({ companyId: company, productVariantId: product_variant, level })
        .onConflictDoUpdate({
          target: [reorderLevels.companyId, reorderLevels.productVariantId],
          set: { level, lastModified: new Date() },
        });
      return { company, product_variant, level: toWire(level) };
    },
  );
};
