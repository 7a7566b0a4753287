import { type CompanyRow, notifications, requests } from '@tillwise/db';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.js';
import { makeUser } from './factories.js';
import { type Builder, type CaseContext, companyFor, ok, refused } from './matrix-cases.js';

const admitted = (res: LightMyRequestResponse) => ![401, 403].includes(res.statusCode);
const blocked = (res: LightMyRequestResponse) => [401, 403].includes(res.statusCode);

/** A request row between a user of `from` and one of `to` (written directly: the matrix is about who reaches it). */
export async function requestBetween(t: TestApp, from: CompanyRow, to: CompanyRow) {
  const sender = await makeUser(t.db, { type: 'ADMIN', companyId: from.id });
  const receiver = await makeUser(t.db, { type: 'ADMIN', companyId: to.id });
  const [row] = await t.db
    .insert(requests)
    .values({
      senderId: sender.id,
      receiverId: receiver.id,
      senderCompanyId: from.id,
      receiverCompanyId: to.id,
      description: 'matrix',
      expectedDeliveryDate: '2026-12-01',
    })
    .returning();
  if (!row) throw new Error('request not written');
  return row;
}

/** A request received by the caller's related company from an unrelated one. */
const received =
  (method: 'GET' | 'PATCH', url: (id: number) => string): Builder =>
  async (ctx: CaseContext) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const row = await requestBetween(ctx.t, ctx.demo.other.store, company);
    return {
      request: {
        method,
        url: url(row.id),
        ...(method === 'PATCH' ? { payload: { id: row.id, status: 'APPROVED' } } : {}),
      },
      allowed: ok,
      denied: refused,
    };
  };

/** The caller's own notification. */
const ownNotification = async (ctx: CaseContext) => {
  if (ctx.caller === 'anonymous') return 1;
  const [row] = await ctx.t.db
    .insert(notifications)
    .values({ receiverId: ctx.demo.users[ctx.caller].id, notifType: 'REQUEST', message: 'matrix' })
    .returning();
  return row?.id ?? 1;
};

/** Request, response and notification routes of the authorisation matrix test. */
export const REQUEST_CASES: Record<string, Builder> = {
  'POST /api/request/': async () => ({
    request: { method: 'POST', url: '/api/request/', payload: {} },
    allowed: (res) => admitted(res) && res.statusCode === 400,
    denied: blocked,
  }),
  'GET /api/request/': async () => ({
    request: { method: 'GET', url: '/api/request/' },
    allowed: ok,
    denied: refused,
  }),
  'GET /api/request/recipients/': async () => ({
    request: { method: 'GET', url: '/api/request/recipients/' },
    allowed: ok,
    denied: refused,
  }),
  'GET /api/request/:id/': received('GET', (id) => `/api/request/${id}/`),
  'PATCH /api/response/:id/': received('PATCH', (id) => `/api/response/${id}/`),
  // A pending request cannot take a transfer: an admitted caller hears why (400).
  'POST /api/request/:id/transfer/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const row = await requestBetween(ctx.t, ctx.demo.other.store, company);
    return {
      request: { method: 'POST', url: `/api/request/${row.id}/transfer/`, payload: { order: 1 } },
      allowed: (res) => admitted(res) && res.statusCode === 400,
      denied: blocked,
    };
  },
  'GET /api/notification/': async () => ({
    request: { method: 'GET', url: '/api/notification/' },
    allowed: ok,
    denied: refused,
  }),
  'PATCH /api/notification/:id/': async (ctx) => ({
    request: { method: 'PATCH', url: `/api/notification/${await ownNotification(ctx)}/`, payload: {} },
    allowed: ok,
    denied: refused,
  }),
  'POST /api/notification/read-all/': async () => ({
    request: { method: 'POST', url: '/api/notification/read-all/', payload: {} },
    allowed: ok,
    denied: refused,
  }),
  'GET /api/notification/stream/': async () => ({
    request: { method: 'GET', url: '/api/notification/stream/?last_id=0&once=true' },
    allowed: ok,
    denied: refused,
  }),
};

/** Reorder levels of the related company: read, and set on the demo's first variant. */
const levelCase =
  (method: 'GET' | 'PUT'): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const variant = await ctx.t.db.query.productVariants.findFirst();
    if (!variant) return null;
    return {
      request:
        method === 'GET'
          ? { method, url: `/api/reorder-level/?company=${company.id}` }
          : {
              method,
              url: '/api/reorder-level/',
              payload: { company: company.id, product_variant: variant.id, level: '' },
            },
      allowed: ok,
      denied: (res) => refused(res) || res.statusCode === 400,
    };
  };
REQUEST_CASES['GET /api/reorder-level/'] = levelCase('GET');
REQUEST_CASES['PUT /api/reorder-level/'] = levelCase('PUT');

/**
 * Replenishment of the related company: its rules, suppliers and proposals read, a rule removed
 * (answered `removed: false`: the demo sets none), and a rule set that an admitted caller hears is
 * refused for its supplier (400: the related company itself is never its own supplier).
 */
const replenishmentCase =
  (method: 'GET' | 'PUT' | 'DELETE', path: string): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const variant = await ctx.t.db.query.productVariants.findFirst();
    if (!variant) return null;
    const request =
      method === 'PUT'
        ? {
            method,
            url: `/api/${path}`,
            payload: {
              company: company.id,
              product_variant: variant.id,
              method: 'MIN_MAX',
              min_quantity: '1',
              max_quantity: '2',
              supplier: company.id,
            },
          }
        : method === 'DELETE'
          ? { method, url: `/api/${path}?company=${company.id}&product_variant=${variant.id}` }
          : { method, url: `/api/${path}?company=${company.id}` };
    return {
      request,
      allowed: method === 'PUT' ? (res) => res.statusCode === 400 && 'supplier' in res.json() : ok,
      denied: refused,
    };
  };
REQUEST_CASES['GET /api/replenishment-rule/'] = replenishmentCase('GET', 'replenishment-rule/');
REQUEST_CASES['PUT /api/replenishment-rule/'] = replenishmentCase('PUT', 'replenishment-rule/');
REQUEST_CASES['DELETE /api/replenishment-rule/'] = replenishmentCase('DELETE', 'replenishment-rule/');
REQUEST_CASES['GET /api/replenishment/suppliers/'] = replenishmentCase('GET', 'replenishment/suppliers/');
REQUEST_CASES['GET /api/replenishment/'] = replenishmentCase('GET', 'replenishment/');
// An empty acceptance: an admitted caller hears what is missing (400).
REQUEST_CASES['POST /api/replenishment/request/'] = async () => ({
  request: { method: 'POST', url: '/api/replenishment/request/', payload: {} },
  allowed: (res) => admitted(res) && res.statusCode === 400,
  denied: blocked,
});
