import {
  batches,
  categories,
  products,
  productUnits,
  productVariants,
  taxCategories,
  taxRates,
  units,
} from '@tillwise/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Builder, type CaseContext, companyFor, ok, refused } from './matrix-cases.js';

/** Catalogue cases: admitted callers reach the handler (any answer but 401/403); others are refused. */
const admitted = (res: LightMyRequestResponse) => ![401, 403].includes(res.statusCode);
const blocked = (res: LightMyRequestResponse) => [401, 403].includes(res.statusCode);
const reach =
  (method: InjectOptions['method'], url: string): Builder =>
  async () => ({
    request: { method, url, ...(method === 'GET' ? {} : { payload: {} }) },
    allowed: admitted,
    denied: blocked,
  });

let n = 0;
const tag = () => `C${Date.now().toString(36)}${n++}`;

/**
 * The head office whose catalogue a case acts on: the caller's own group (every demo operator is
 * under Head Office) or, for `unrelated`, the other group's. Other relations do not apply: the
 * catalogue belongs to the whole group.
 */
function groupFor(ctx: CaseContext): number | null {
  if (ctx.relation === 'own') return ctx.demo.ho.id;
  if (ctx.relation === 'unrelated') return ctx.demo.other.parent.id;
  return null;
}

/**
 * A live product of the group with two variants, a unit, a category and a tax category (the demo
 * charges sales tax: docs/domain/tax.md), made straight in the database.
 */
async function makeCatalogue(ctx: CaseContext, groupId: number) {
  const name = tag();
  const [unit] = await ctx.t.db.insert(units).values({ name, groupId }).returning();
  const [category] = await ctx.t.db.insert(categories).values({ name, groupId }).returning();
  const [taxCategory] = await ctx.t.db.insert(taxCategories).values({ name, groupId }).returning();
  const [product] = await ctx.t.db
    .insert(products)
    .values({
      name,
      barCode: name,
      groupId,
      unitId: unit?.id,
      categoryId: category?.id,
      taxCategoryId: taxCategory?.id,
    })
    .returning();
  if (!unit || !category || !taxCategory || !product) throw new Error('catalogue not made');
  // With a rate, so that the group's products in it can be sold and bought by other test files.
  await ctx.t.db.insert(taxRates).values({ categoryId: taxCategory.id, rate: '18', validFrom: '2020-01-01' });
  const variants = await ctx.t.db
    .insert(productVariants)
    .values([
      { productId: product.id, price: '10', salePrice: '12', size: 'S' },
      { productId: product.id, price: '20', salePrice: '24', size: 'L' },
    ])
    .returning();
  return { name, unit, category, taxCategory, product, variants };
}

/** A batch of the product received by the caller's own company, holding nothing. */
async function makeBatch(ctx: CaseContext, variantId: number) {
  const home = await companyFor({ ...ctx, relation: 'own' });
  const [batch] = await ctx.t.db
    .insert(batches)
    .values({
      productVariantId: variantId,
      quantity: '0',
      manufacturingDate: '2026-01-01',
      expiryDate: '2099-12-31',
      receivedByCompanyId: home?.id ?? null,
    })
    .returning();
  if (!batch) throw new Error('batch not made');
  return batch;
}

/** A case on the catalogue of the caller's group or another group's. */
const onCatalogue =
  (
    build: (
      ctx: CaseContext,
      made: Awaited<ReturnType<typeof makeCatalogue>>,
    ) => Promise<{
      request: InjectOptions;
      allowed: (res: LightMyRequestResponse) => boolean;
      denied?: (res: LightMyRequestResponse) => boolean;
    }>,
  ): Builder =>
  async (ctx) => {
    const groupId = groupFor(ctx);
    if (groupId === null) return null;
    const made = await makeCatalogue(ctx, groupId);
    const built = await build(ctx, made);
    return { request: built.request, allowed: built.allowed, denied: built.denied ?? refused };
  };

const count = (res: LightMyRequestResponse) => (res.statusCode === 200 ? (res.json().count as number) : -1);
const listed = (res: LightMyRequestResponse, id: number) =>
  res.statusCode === 200 && (res.json().results as { id: number }[]).some((r) => r.id === id);
const statusOf = (res: LightMyRequestResponse) =>
  res.statusCode === 200 ? (res.json().rows?.[0]?.status as string) : '';
const productRow = (made: Awaited<ReturnType<typeof makeCatalogue>>) => ({
  line: 2,
  values: {
    product_id: '',
    name: made.name,
    bar_code: made.product.barCode,
    category: made.name,
    unit: made.name,
    token: 'false',
    variant_id: String(made.variants[0]?.id ?? ''),
    color: '',
    size: 'S',
    price: '11',
    sale_price: '12',
    description: '',
  },
});

/** Catalogue and stock routes of the authorisation matrix test. */
export const CATALOG_CASES: Record<string, Builder> = {
  // Reads: the caller's group's records show, another group's never do.
  'GET /api/product/': onCatalogue(async (_ctx, made) => ({
    request: { method: 'GET', url: `/api/product/?search=${made.name}` },
    allowed: (res) => count(res) === 1,
    denied: (res) => refused(res) || count(res) === 0,
  })),
  'GET /api/product/:id': onCatalogue(async (_ctx, made) => ({
    request: { method: 'GET', url: `/api/product/${made.product.id}` },
    allowed: ok,
  })),
  'GET /api/product/:id/': onCatalogue(async (_ctx, made) => ({
    request: { method: 'GET', url: `/api/product/${made.product.id}/` },
    allowed: ok,
  })),
  'GET /api/unit/': onCatalogue(async (_ctx, made) => ({
    request: { method: 'GET', url: '/api/unit/' },
    allowed: (res) => listed(res, made.unit.id),
    denied: (res) => refused(res) || (res.statusCode === 200 && !listed(res, made.unit.id)),
  })),
  'GET /api/category/': onCatalogue(async (_ctx, made) => ({
    request: { method: 'GET', url: '/api/category/' },
    allowed: (res) => listed(res, made.category.id),
    denied: (res) => refused(res) || (res.statusCode === 200 && !listed(res, made.category.id)),
  })),
  'GET /api/batch/': onCatalogue(async (ctx, made) => {
    await makeBatch(ctx, made.variants[0]?.id ?? 0);
    return {
      request: { method: 'GET', url: `/api/batch/?search=${made.name}` },
      allowed: (res) => count(res) === 1,
      denied: (res) => refused(res) || count(res) === 0,
    };
  }),
  'GET /api/batch/:id/': onCatalogue(async (ctx, made) => {
    const batch = await makeBatch(ctx, made.variants[0]?.id ?? 0);
    return {
      request: { method: 'GET', url: `/api/batch/${batch.id}/` },
      allowed: (res) => res.statusCode === 200 && res.json().id === batch.id,
    };
  }),
  // Writes: on the caller's group's records they work; another group's are not found (or, named
  // in a body, an invalid choice), and nothing of theirs changes.
  'POST /api/product/': onCatalogue(async (_ctx, made) => ({
    request: {
      method: 'POST',
      url: '/api/product/',
      payload: {
        name: 'Matrix product',
        bar_code: tag(),
        token: false,
        unit: made.unit.id,
        category: made.category.id,
        tax_category: made.taxCategory.id,
        product_variant: [{ price: '1', sale_price: '2' }],
      },
    },
    allowed: (res) => res.statusCode === 201,
    denied: (res) =>
      refused(res) || (res.statusCode === 400 && 'category' in res.json() && 'unit' in res.json()),
  })),
  'PUT /api/product/:id/': onCatalogue(async (_ctx, made) => ({
    request: {
      method: 'PUT',
      url: `/api/product/${made.product.id}/`,
      payload: {
        name: 'Renamed',
        bar_code: made.product.barCode,
        token: false,
        product_variant: [{ id: made.variants[0]?.id, price: '1', sale_price: '1' }],
      },
    },
    allowed: ok,
  })),
  'PATCH /api/product/:id/image/': onCatalogue(async (_ctx, made) => ({
    request: { method: 'PATCH', url: `/api/product/${made.product.id}/image/`, payload: { image_url: null } },
    allowed: ok,
  })),
  'DELETE /api/product/:id/': onCatalogue(async (_ctx, made) => ({
    request: { method: 'DELETE', url: `/api/product/${made.product.id}/` },
    allowed: ok,
  })),
  'GET /api/product/:id/unit/': onCatalogue(async (_ctx, made) => ({
    request: { method: 'GET', url: `/api/product/${made.product.id}/unit/` },
    allowed: ok,
  })),
  'POST /api/product/:id/unit/': onCatalogue(async (_ctx, made) => ({
    request: {
      method: 'POST',
      url: `/api/product/${made.product.id}/unit/`,
      payload: { name: 'Pack of 6', count: 6, bar_code: tag() },
    },
    allowed: (res) => res.statusCode === 201,
  })),
  'PATCH /api/product-unit/:id/': onCatalogue(async (ctx, made) => {
    const [unit] = await ctx.t.db
      .insert(productUnits)
      .values({ productId: made.product.id, groupId: made.product.groupId, name: 'Pack', count: 4 })
      .returning();
    return {
      request: { method: 'PATCH', url: `/api/product-unit/${unit?.id}/`, payload: { is_retired: true } },
      allowed: ok,
    };
  }),
  'DELETE /api/product-variant/:id/': onCatalogue(async (_ctx, made) => ({
    request: { method: 'DELETE', url: `/api/product-variant/${made.variants[1]?.id}/` },
    allowed: ok,
  })),
  'POST /api/batch/': onCatalogue(async (_ctx, made) => ({
    request: {
      method: 'POST',
      url: '/api/batch/',
      payload: {
        product_variant: made.variants[0]?.id,
        quantity: '1',
        manufacturing_date: '2026-01-01',
        expiry_date: '2099-12-31',
        in_stock: true,
      },
    },
    allowed: (res) => res.statusCode === 201,
    denied: (res) => refused(res) || (res.statusCode === 400 && 'product_variant' in res.json()),
  })),
  'PATCH /api/batch/:id/': onCatalogue(async (ctx, made) => {
    const batch = await makeBatch(ctx, made.variants[0]?.id ?? 0);
    return { request: { method: 'PATCH', url: `/api/batch/${batch.id}/`, payload: {} }, allowed: ok };
  }),
  'DELETE /api/batch/:id/': onCatalogue(async (ctx, made) => {
    const batch = await makeBatch(ctx, made.variants[0]?.id ?? 0);
    return { request: { method: 'DELETE', url: `/api/batch/${batch.id}/` }, allowed: ok };
  }),
  // The batch holds nothing: an admitted caller on their own batch is told so (400).
  'POST /api/batch/:id/write-off/': onCatalogue(async (ctx, made) => {
    const batch = await makeBatch(ctx, made.variants[0]?.id ?? 0);
    return {
      request: { method: 'POST', url: `/api/batch/${batch.id}/write-off/`, payload: { quantity: '1' } },
      allowed: (res) => res.statusCode === 400 || ok(res),
    };
  }),
  // The till's catalogue download (its delta since a minute ago keeps the answer small).
  'GET /api/offline/catalogue/': onCatalogue(async (_ctx, made) => ({
    request: {
      method: 'GET',
      url: `/api/offline/catalogue/?since=${new Date(Date.now() - 60_000).toISOString()}`,
    },
    allowed: (res) => res.statusCode === 200 && res.body.includes(`"${made.product.barCode}"`),
    denied: (res) =>
      refused(res) || (res.statusCode === 200 && !res.body.includes(`"${made.product.barCode}"`)),
  })),
  'GET /api/catalog-csv/products/': onCatalogue(async (_ctx, made) => ({
    request: { method: 'GET', url: '/api/catalog-csv/products/' },
    allowed: (res) => res.statusCode === 200 && res.body.includes(made.product.barCode),
    denied: (res) => refused(res) || (res.statusCode === 200 && !res.body.includes(made.product.barCode)),
  })),
  // The caller's own group's product is found by its barcode and changed; another group's is
  // unknown: the row would make a new product of the caller's group (its category and unit,
  // unknown too, reject it), and the other group's product is never touched.
  'POST /api/catalog-csv/products/preview/': onCatalogue(async (_ctx, made) => ({
    request: {
      method: 'POST',
      url: '/api/catalog-csv/products/preview/',
      payload: { rows: [productRow(made)] },
    },
    allowed: (res) => statusOf(res) === 'changed',
    denied: (res) => refused(res) || ['new', 'rejected'].includes(statusOf(res)),
  })),
  'POST /api/catalog-csv/products/import/': onCatalogue(async (_ctx, made) => ({
    request: {
      method: 'POST',
      url: '/api/catalog-csv/products/import/',
      payload: { rows: [productRow(made)] },
    },
    allowed: (res) => statusOf(res) === 'changed',
    denied: (res) => refused(res) || ['new', 'rejected'].includes(statusOf(res)),
  })),
  'GET /api/catalog-csv/stock/': reach('GET', '/api/catalog-csv/stock/'),
  // A count of a batch: the caller's group's batch is counted, another group's does not exist.
  'POST /api/catalog-csv/stock/preview/': onCatalogue(async (ctx, made) => {
    const batch = await makeBatch(ctx, made.variants[0]?.id ?? 0);
    return {
      request: {
        method: 'POST',
        url: '/api/catalog-csv/stock/preview/',
        payload: { rows: [{ line: 2, values: { batch_id: String(batch.id), quantity: '0' } }] },
      },
      allowed: (res) => statusOf(res) === 'unchanged',
      denied: (res) => refused(res) || statusOf(res) === 'rejected',
    };
  }),
  'POST /api/catalog-csv/stock/import/': onCatalogue(async (ctx, made) => {
    const batch = await makeBatch(ctx, made.variants[0]?.id ?? 0);
    return {
      request: {
        method: 'POST',
        url: '/api/catalog-csv/stock/import/',
        payload: { rows: [{ line: 2, values: { batch_id: String(batch.id), quantity: '0' } }] },
      },
      allowed: (res) => statusOf(res) === 'unchanged',
      denied: (res) => refused(res) || statusOf(res) === 'rejected',
    };
  }),
  'GET /api/inventory/companies/': reach('GET', '/api/inventory/companies/'),
  // Stock is scoped: a company out of reach is refused.
  'GET /api/inventory/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return {
      request: { method: 'GET', url: `/api/inventory/?company=${company.id}` },
      allowed: ok,
      denied: refused,
    };
  },
  'GET /api/inventory/flags/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return {
      request: { method: 'GET', url: `/api/inventory/flags/?company=${company.id}` },
      allowed: ok,
      denied: refused,
    };
  },
};
