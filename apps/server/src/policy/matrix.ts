import type { Matrix, RoutePolicy } from './types.js';

/*
 * The authorisation matrix: every API route, by method and registered path, and who may call it.
 * docs/security/authorization.md explains each line; a route missing here refuses every request.
 * Derived from spec section 6 (the menu and guard each screen needs) and, where the spec is
 * silent, the least privilege that still lets each role use its screens.
 */

const PUBLIC: RoutePolicy = { grants: [{ who: 'public' }] };
const ANY_OPERATOR: RoutePolicy = { grants: [{ who: 'operator' }] };

// ---- Catalogue and stock (policies) -----------------------------------------------------------
const CATALOG_READ: RoutePolicy = { grants: [{ who: 'salesStaff' }] };
const CATALOG_WRITE: RoutePolicy = { grants: [{ who: 'admin', reach: ['own', 'child'] }] };
const STOCK_READ: RoutePolicy = {
  grants: [
    { who: 'admin', reach: ['own', 'child'] },
    { who: 'manager', reach: ['own'] },
  ],
};
const CATALOG_AND_STOCK: Matrix = {
  'GET /api/product/': CATALOG_READ,
  'GET /api/product/:id': CATALOG_READ,
  'GET /api/product/:id/': CATALOG_READ,
  'POST /api/product/': CATALOG_WRITE,
  'PUT /api/product/:id/': CATALOG_WRITE,
  'DELETE /api/product/:id/': CATALOG_WRITE,
  'DELETE /api/product-variant/:id/': CATALOG_WRITE,
  'GET /api/unit/': CATALOG_READ,
  'GET /api/category/': CATALOG_READ,
  'GET /api/batch/': CATALOG_READ,
  'POST /api/batch/': CATALOG_WRITE,
  'PATCH /api/batch/:id/': CATALOG_WRITE,
  'DELETE /api/batch/:id/': CATALOG_WRITE,
  'GET /api/inventory/': STOCK_READ,
  'GET /api/inventory/companies/': STOCK_READ,
  // CSV export and import (docs/catalog-csv.md): admins only, like every catalogue write.
  'GET /api/catalog-csv/products/': CATALOG_WRITE,
  'POST /api/catalog-csv/products/preview/': CATALOG_WRITE,
  'POST /api/catalog-csv/products/import/': CATALOG_WRITE,
  'GET /api/catalog-csv/stock/': CATALOG_WRITE,
  'POST /api/catalog-csv/stock/preview/': CATALOG_WRITE,
  'POST /api/catalog-csv/stock/import/': CATALOG_WRITE,
};
// ---- end of catalogue and stock (policies) ----------------------------------------------------

export const MATRIX: Matrix = {
  // Sign-in and the published API description.
  'POST /api/obtain-jwt/': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,

  // Every operator: their own record and the type lists.
  'GET /api/user-data/': ANY_OPERATOR,
  'GET /api/type/': ANY_OPERATOR,

  // ---- Catalogue and stock -------------------------------------------------------------------
  // Everyone at a till reads the catalogue (the POS searches it); only admins of a PARENT or STORE
  // write it. Batch edits reach the stock of their own company and its children. Stock lists are
  // scoped: admins see their company and its children, RETIAL managers their own company.
  ...CATALOG_AND_STOCK,
};
