import { type CompanyRow, orders } from '@tillwise/db';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.js';
import { makeUser } from './factories.js';
import { type Builder, companyFor, ok, refused } from './matrix-cases.js';

let n = 0;
const tag = () => `MX${Date.now().toString(36)}${(n++).toString(36)}`;

/** An order row sold by the company (written directly: the matrix is about who sees it). */
async function orderIn(t: TestApp, company: CompanyRow, status: 'PENDING' | 'COMPLETE' = 'PENDING') {
  const seller = await makeUser(t.db, { type: 'SALES_STAFF', companyId: company.id });
  const invoiceId = tag();
  const [row] = await t.db
    .insert(orders)
    .values({
      invoiceId,
      companyId: company.id,
      sellerId: seller.id,
      buyerId: seller.id,
      buyerCompanyId: company.id,
      status,
      total: '0',
      userId: seller.id,
    })
    .returning();
  if (!row) throw new Error('order not written');
  return row;
}

const admitted = (res: LightMyRequestResponse) => ![401, 403].includes(res.statusCode);
const blocked = (res: LightMyRequestResponse) => [401, 403].includes(res.statusCode);

/** A case on an order sold by the related company. */
const orderTarget =
  (method: 'GET' | 'PATCH', suffix: string): Builder =>
  async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const order = await orderIn(ctx.t, company);
    return {
      request: {
        method,
        url: `/api/order/${order.id}${suffix}`,
        ...(method === 'PATCH' ? { payload: { id: order.id, status: 'CANCEL' } } : {}),
      },
      allowed: ok,
      denied: refused,
    };
  };

/** Order routes of the authorisation matrix test. */
export const ORDER_CASES: Record<string, Builder> = {
  // An empty body: an admitted caller gets the field errors, the others 401/403.
  'POST /api/order/': async () => ({
    request: { method: 'POST', url: '/api/order/', payload: {} },
    allowed: (res) => admitted(res) && res.statusCode === 400,
    denied: blocked,
  }),
  'POST /api/internal-order/': async () => ({
    request: { method: 'POST', url: '/api/internal-order/', payload: {} },
    allowed: (res) => admitted(res) && res.statusCode === 400,
    denied: blocked,
  }),
  'POST /api/orderoffline/': async () => ({
    request: { method: 'POST', url: '/api/orderoffline/', payload: {} },
    allowed: (res) => admitted(res) && res.statusCode === 400,
    denied: blocked,
  }),
  // The list shows an order of the related company only when the caller may see it.
  'GET /api/order/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    const order = await orderIn(ctx.t, company);
    return {
      request: { method: 'GET', url: `/api/order/?invoice_id__contains=${order.invoiceId}&status=&cash=` },
      allowed: (res) => res.statusCode === 200 && res.json().count === 1,
      denied: (res) => refused(res) || (res.statusCode === 200 && res.json().count === 0),
    };
  },
  'GET /api/order/:id': orderTarget('GET', ''),
  'GET /api/order/:id/': orderTarget('GET', '/'),
  'PATCH /api/order/:id/': orderTarget('PATCH', '/'),
  'GET /api/order/:id/refund/': orderTarget('GET', '/refund/'),
  // An empty body: sales staff get the field errors (the service then checks the sale's company).
  'POST /api/order/:id/refund/': async () => ({
    request: { method: 'POST', url: '/api/order/1/refund/', payload: {} },
    allowed: (res) => admitted(res) && res.statusCode === 400,
    denied: blocked,
  }),
  'GET /api/order-type/': async () => ({
    request: { method: 'GET', url: '/api/order-type/' },
    allowed: ok,
    denied: refused,
  }),
  'GET /api/invoice-id/': async () => ({
    request: { method: 'GET', url: '/api/invoice-id/' },
    allowed: ok,
    denied: refused,
  }),
  'POST /api/offline/invoice-block/': async () => ({
    request: {
      method: 'POST',
      url: '/api/offline/invoice-block/',
      payload: { till: '6f1c2a52-9d43-4c1e-8a51-2b7f4f0c9e11' },
    },
    allowed: ok,
    denied: refused,
  }),
};
