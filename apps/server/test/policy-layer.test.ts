import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenService } from '../src/modules/auth/tokens.js';
import { authPlugin } from '../src/plugins/auth.js';
import { errorsPlugin } from '../src/plugins/errors.js';
import { MATRIX as APP_MATRIX } from '../src/policy/matrix.js';
import { policyPlugin } from '../src/policy/plugin.js';
import type { Matrix } from '../src/policy/types.js';
import { buildTestApp, closeDatabase, TEST_SECRET, type TestApp } from './support/app.js';
import { makeUser } from './support/factories.js';

const MATRIX: Matrix = {
  'GET /api/open/': { grants: [{ who: 'public' }] },
  'GET /api/admins/': { grants: [{ who: 'admin' }] },
  'GET /api/declared-public/': { grants: [{ who: 'operator' }] },
};

let t: TestApp;
let small: FastifyInstance;
let superToken: string;
let cashierToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  const tokens = tokenService(TEST_SECRET, 3600);
  small = Fastify();
  await small.register(errorsPlugin);
  await small.register(authPlugin, { db: t.db, tokens });
  await small.register(policyPlugin, { db: t.db, matrix: MATRIX });
  await small.register(
    async (api) => {
      api.get('/open/', async () => ({ ok: true }));
      api.get('/admins/', async () => ({ ok: true }));
      api.get('/uncovered/', async () => ({ leaked: true }));
      api.post('/open/', async () => ({ leaked: true }));
      api.get('/declared-public/', { config: { public: true } }, async () => ({ ok: true }));
    },
    { prefix: '/api' },
  );
  await small.ready();
  const boss = await makeUser(t.db, { type: 'SUPER_ADMIN', companyType: 'PARENT' });
  const cashier = await makeUser(t.db, { type: 'SALES_STAFF', companyType: 'RETIAL' });
  superToken = await tokens.sign({ userId: boss.id, version: 0 });
  cashierToken = await tokens.sign({ userId: cashier.id, version: 0 });
});
afterAll(async () => {
  await small.close();
  await t.close();
  await closeDatabase();
});

const get = (url: string, token?: string, method: 'GET' | 'POST' = 'GET') =>
  small.inject({ method, url, headers: token ? { authorization: `token ${token}` } : {} });

describe('the policy layer', () => {
  it('refuses a route the matrix does not cover, for everyone, and reports it', async () => {
    for (const token of [superToken, cashierToken]) {
      const res = await get('/api/uncovered/', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await get('/api/open/', superToken, 'POST')).statusCode).toBe(403);
    expect(small.apiRoutes.filter((r) => !r.covered).map((r) => r.key)).toEqual([
      'GET /api/uncovered/',
      'POST /api/open/',
    ]);
  });

  it('applies the role predicates: 401 without a token, 403 for the wrong role', async () => {
    expect((await get('/api/admins/')).statusCode).toBe(401);
    expect((await get('/api/admins/', cashierToken)).statusCode).toBe(403);
    expect((await get('/api/admins/', superToken)).statusCode).toBe(200);
    expect((await get('/api/open/')).statusCode).toBe(200);
  });

  it('takes "public" from the matrix only, never from the route itself', async () => {
    expect((await get('/api/declared-public/')).statusCode).toBe(401);
    expect((await get('/api/declared-public/', cashierToken)).statusCode).toBe(200);
  });

  it('covers every route of the real application, and names no route that does not exist', () => {
    expect(t.app.apiRoutes.filter((r) => !r.covered)).toEqual([]);
    const registered = new Set(t.app.apiRoutes.map((r) => r.key));
    expect(Object.keys(APP_MATRIX).filter((key) => !registered.has(key))).toEqual([]);
  });
});
