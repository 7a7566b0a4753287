import type { CompanyType, UserType } from '@tillwise/domain';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, callerOfType, createProduct } from './support/catalog.js';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await callerOfType(t.app, t.db, 'ADMIN', 'STORE');
  productId = (await createProduct(admin)).id;
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

type Access = 'read' | 'write' | 'stock';
interface Endpoint {
  method: HTTPMethods;
  url: () => string;
  access: Access;
}

// Writes use ids that do not exist or bodies that do not validate: an admitted caller gets a
// 400 or 404 from the handler, a refused one 401/403 from the policy layer before it.
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: () => '/api/product/', access: 'read' },
  { method: 'GET', url: () => `/api/product/${productId}`, access: 'read' },
  { method: 'GET', url: () => `/api/product/${productId}/`, access: 'read' },
  { method: 'GET', url: () => '/api/unit/', access: 'read' },
  { method: 'GET', url: () => '/api/category/', access: 'read' },
  { method: 'GET', url: () => '/api/batch/', access: 'read' },
  { method: 'POST', url: () => '/api/product/', access: 'write' },
  { method: 'PUT', url: () => `/api/product/${productId}/`, access: 'write' },
  { method: 'DELETE', url: () => '/api/product/99999999/', access: 'write' },
  { method: 'DELETE', url: () => '/api/product-variant/99999999/', access: 'write' },
  { method: 'POST', url: () => '/api/batch/', access: 'write' },
  { method: 'PATCH', url: () => '/api/batch/99999999/', access: 'write' },
  { method: 'DELETE', url: () => '/api/batch/99999999/', access: 'write' },
  { method: 'GET', url: () => '/api/catalog-csv/products/', access: 'write' },
  { method: 'POST', url: () => '/api/catalog-csv/products/preview/', access: 'write' },
  { method: 'POST', url: () => '/api/catalog-csv/products/import/', access: 'write' },
  { method: 'GET', url: () => '/api/catalog-csv/stock/', access: 'write' },
  { method: 'POST', url: () => '/api/catalog-csv/stock/preview/', access: 'write' },
  { method: 'POST', url: () => '/api/catalog-csv/stock/import/', access: 'write' },
  { method: 'GET', url: () => '/api/inventory/', access: 'stock' },
  { method: 'GET', url: () => '/api/inventory/companies/', access: 'stock' },
];

const ROLES: { who: string; type: UserType; company: CompanyType; may: Access[] }[] = [
  {
    who: 'super admin of the parent',
    type: 'SUPER_ADMIN',
    company: 'PARENT',
    may: ['read', 'write', 'stock'],
  },
  { who: 'admin of a store', type: 'ADMIN', company: 'STORE', may: ['read', 'write', 'stock'] },
  { who: 'admin of a RETIAL outlet', type: 'ADMIN', company: 'RETIAL', may: ['read', 'stock'] },
  { who: 'sales staff of a store', type: 'SALES_STAFF', company: 'STORE', may: ['read'] },
  { who: 'sales staff of an outlet', type: 'SALES_STAFF', company: 'RETIAL', may: ['read'] },
  { who: 'admin of a factory', type: 'ADMIN', company: 'FACTORY', may: [] },
];

describe('who may use the catalogue and stock endpoints (spec 6, issue rules)', () => {
  it.each(ROLES)('$who', async (role) => {
    const call: Call = await callerOfType(t.app, t.db, role.type, role.company);
    for (const e of ENDPOINTS) {
      const res = await call({
        method: e.method,
        url: e.url(),
        payload: e.method === 'GET' ? undefined : {},
      });
      const label = `${e.method} ${e.url()} → ${res.statusCode}`;
      if (role.may.includes(e.access)) expect([401, 403], label).not.toContain(res.statusCode);
      else expect(res.statusCode, label).toBe(403);
    }
  });

  it('asks for a token first', async () => {
    for (const e of ENDPOINTS) {
      const res = await t.app.inject({ method: e.method, url: e.url() });
      expect(res.statusCode, `${e.method} ${e.url()}`).toBe(401);
    }
  });
});
