import type { Matrix, RoutePolicy } from './types.js';

/*
 * The authorisation matrix: every API route, by method and registered path, and who may call it.
 * docs/security/authorization.md explains each line; a route missing here refuses every request.
 * Derived from spec section 6 (the menu and guard each screen needs) and, where the spec is
 * silent, the least privilege that still lets each role use its screens.
 */

const PUBLIC: RoutePolicy = { grants: [{ who: 'public' }] };
const ANY_OPERATOR: RoutePolicy = { grants: [{ who: 'operator' }] };

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
};
