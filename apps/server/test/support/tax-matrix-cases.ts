import { fiscalOutbox, orders, taxCategories, taxRates } from '@tillwise/db';
import { asc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type Builder, type CaseContext, companyFor, ok, refused } from './matrix-cases.js';

/*
 * Tax set-up cases of the authorisation matrix test (docs/domain/tax.md): a company's tax settings
 * (the `:id` company in each relation) and the tax categories of the caller's group or another's.
 * The writes send nothing that changes a demo company's settings (`{}` keeps every value).
 */

let n = 0;
const tag = () => `T${Date.now().toString(36)}${n++}`;

const settings =
  (method: 'GET' | 'PUT', what: 'tax' | 'fiscal' | 'scale' = 'tax'): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return {
      request: {
        method,
        url: `/api/company/${company.id}/${what}/`,
        ...(method === 'PUT' ? { payload: {} } : {}),
      },
      allowed: ok,
      denied: refused,
    };
  };

/** A category with one rate in the caller's group (`own`) or another group's (`unrelated`). */
async function makeCategory(ctx: CaseContext) {
  const groupId =
    ctx.relation === 'own' ? ctx.demo.ho.id : ctx.relation === 'unrelated' ? ctx.demo.other.parent.id : null;
  if (groupId === null) return null;
  const [category] = await ctx.t.db.insert(taxCategories).values({ groupId, name: tag() }).returning();
  if (!category) throw new Error('tax category not made');
  await ctx.t.db.insert(taxRates).values({ categoryId: category.id, rate: '18', validFrom: '2020-01-01' });
  return category;
}

const listed = (res: LightMyRequestResponse, id: number) =>
  res.statusCode === 200 && (res.json().results as { id: number }[]).some((r) => r.id === id);

export const TAX_CASES: Record<string, Builder> = {
  'GET /api/company/:id/tax/': settings('GET'),
  'PUT /api/company/:id/tax/': settings('PUT'),
  // The fiscal reporter (docs/domain/fiscal.md): as the tax settings; `{}` keeps it off.
  'GET /api/company/:id/fiscal/': settings('GET', 'fiscal'),
  'PUT /api/company/:id/fiscal/': settings('PUT', 'fiscal'),
  // The scale barcode layout (docs/domain/units.md): as the tax settings; `{}` keeps it off.
  'GET /api/company/:id/scale/': settings('GET', 'scale'),
  'PUT /api/company/:id/scale/': settings('PUT', 'scale'),
  'GET /api/fiscal/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return {
      request: { method: 'GET', url: `/api/fiscal/?company=${company.id}` },
      allowed: ok,
      denied: refused,
    };
  },
  // How reporting goes: whoever may sell for the named company.
  'GET /api/fiscal/health/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return {
      request: { method: 'GET', url: `/api/fiscal/health/?company=${company.id}` },
      allowed: ok,
      denied: refused,
    };
  },
  // A refused outbox row of the `:id` company (on the first order there is: only the row's company counts).
  'POST /api/fiscal/:id/resend/': async (ctx) => {
    const company = await companyFor(ctx);
    const [order] = await ctx.t.db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id)).limit(1);
    if (!company || !order) return null;
    const values = { orderId: order.id, companyId: company.id, status: 'REFUSED' };
    const [row] = await ctx.t.db
      .insert(fiscalOutbox)
      .values(values)
      .onConflictDoUpdate({ target: fiscalOutbox.orderId, set: values })
      .returning();
    if (!row) throw new Error('outbox row not made');
    return {
      request: { method: 'POST', url: `/api/fiscal/${row.id}/resend/` },
      allowed: ok,
      denied: refused,
    };
  },
  'GET /api/tax-category/': async (ctx) => {
    const category = await makeCategory(ctx);
    if (!category) return null;
    return {
      request: { method: 'GET', url: '/api/tax-category/' },
      allowed: (res) => listed(res, category.id),
      denied: (res) => refused(res) || (res.statusCode === 200 && !listed(res, category.id)),
    };
  },
  'GET /api/tax-category/:id/': async (ctx) => {
    const category = await makeCategory(ctx);
    if (!category) return null;
    return {
      request: { method: 'GET', url: `/api/tax-category/${category.id}/` },
      allowed: ok,
      denied: refused,
    };
  },
  'POST /api/tax-category/': async (ctx) =>
    ctx.relation === 'own'
      ? {
          request: { method: 'POST', url: '/api/tax-category/', payload: { name: tag(), rate: '5' } },
          allowed: (res) => res.statusCode === 201,
          denied: refused,
        }
      : null,
  'PATCH /api/tax-category/:id/': async (ctx) => {
    const category = await makeCategory(ctx);
    if (!category) return null;
    return {
      request: { method: 'PATCH', url: `/api/tax-category/${category.id}/`, payload: { name: tag() } },
      allowed: ok,
      denied: refused,
    };
  },
  'POST /api/tax-category/:id/rate/': async (ctx) => {
    const category = await makeCategory(ctx);
    if (!category) return null;
    return {
      request: {
        method: 'POST',
        url: `/api/tax-category/${category.id}/rate/`,
        payload: { rate: '17', valid_from: '2021-01-01' },
      },
      allowed: (res) => res.statusCode === 201,
      denied: refused,
    };
  },
};
