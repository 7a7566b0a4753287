import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Builder, companyFor, ok, refused } from './matrix-cases.js';

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

/** Catalogue and stock routes of the authorisation matrix test. */
export const CATALOG_CASES: Record<string, Builder> = {
  // The catalogue is shared by the group, so only the caller's role matters;
  // writes use ids that do not exist or empty bodies, so an admitted caller gets a 400 or 404.
  'GET /api/product/': reach('GET', '/api/product/'),
  'GET /api/product/:id': reach('GET', '/api/product/1'),
  'GET /api/product/:id/': reach('GET', '/api/product/1/'),
  'GET /api/unit/': reach('GET', '/api/unit/'),
  'GET /api/category/': reach('GET', '/api/category/'),
  'GET /api/batch/': reach('GET', '/api/batch/'),
  'POST /api/product/': reach('POST', '/api/product/'),
  'PUT /api/product/:id/': reach('PUT', '/api/product/99999999/'),
  'PATCH /api/product/:id/image/': reach('PATCH', '/api/product/99999999/image/'),
  'DELETE /api/product/:id/': reach('DELETE', '/api/product/99999999/'),
  'DELETE /api/product-variant/:id/': reach('DELETE', '/api/product-variant/99999999/'),
  'POST /api/batch/': reach('POST', '/api/batch/'),
  'PATCH /api/batch/:id/': reach('PATCH', '/api/batch/99999999/'),
  'DELETE /api/batch/:id/': reach('DELETE', '/api/batch/99999999/'),
  'POST /api/batch/:id/write-off/': reach('POST', '/api/batch/99999999/write-off/'),
  'GET /api/catalog-csv/products/': reach('GET', '/api/catalog-csv/products/'),
  'POST /api/catalog-csv/products/preview/': reach('POST', '/api/catalog-csv/products/preview/'),
  'POST /api/catalog-csv/products/import/': reach('POST', '/api/catalog-csv/products/import/'),
  'GET /api/catalog-csv/stock/': reach('GET', '/api/catalog-csv/stock/'),
  'POST /api/catalog-csv/stock/preview/': reach('POST', '/api/catalog-csv/stock/preview/'),
  'POST /api/catalog-csv/stock/import/': reach('POST', '/api/catalog-csv/stock/import/'),
  'GET /api/inventory/companies/': reach('GET', '/api/inventory/companies/'),
  // Stock is scoped: a company out of reach is not a valid choice.
  'GET /api/inventory/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return {
      request: { method: 'GET', url: `/api/inventory/?company=${company.id}` },
      allowed: ok,
      denied: (res) => refused(res) || (res.statusCode === 400 && 'company' in res.json()),
    };
  },
  'GET /api/inventory/flags/': async (ctx) => {
    const company = await companyFor(ctx);
    if (!company) return null;
    return {
      request: { method: 'GET', url: `/api/inventory/flags/?company=${company.id}` },
      allowed: ok,
      denied: (res) => refused(res) || (res.statusCode === 400 && 'company' in res.json()),
    };
  },
};
