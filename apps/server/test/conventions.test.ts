import { REQUEST_TYPES } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericParamRoutes, genericQueryRoutes } from '../src/plugins/openapi.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeUser } from './support/factories.js';
import { asUser, signIn } from './support/http.js';

let t: TestApp;
type Operation = {
  parameters?: { in: string; name: string }[];
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  >;
};
let get: (url: string) => ReturnType<ReturnType<typeof asUser>>;
beforeAll(async () => {
  t = await buildTestApp({ PAGE_SIZE: '2', CORS_ORIGINS: 'http://till.example' });
  const user = await makeUser(t.db, { type: 'SALES_STAFF', companyType: 'RETIAL' });
  const call = asUser(t.app, await signIn(t.app, user.username));
  get = (url) => call({ method: 'GET', url });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('GET /api/type/', () => {
  it('lists the user, company and request types in the contract shape', async () => {
    const all = await buildTestApp();
    const user = await makeUser(all.db);
    const res = await asUser(
      all.app,
      await signIn(all.app, user.username),
    )({ method: 'GET', url: '/api/type/' });
    await all.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [
        {
          user_type: [
            'SUPER_ADMIN',
            'ADMIN',
            'SALES_STAFF',
            'REGULAR_CUSTOMER',
            'WALK_IN_CUSTOMER',
            'VENDOR',
          ],
        },
        { company_type: ['PARENT', 'STORE', 'RETIAL', 'VENDOR', 'FACTORY'] },
        { request_type: [...REQUEST_TYPES] },
      ],
    });
  });
});

describe('pagination like DRF', () => {
  it('pages with next and previous links at PAGE_SIZE', async () => {
    const first = (await get('/api/type/')).json();
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(new URL(first.next).search).toBe('?page=2');
    const second = (await get('/api/type/?page=2')).json();
    expect(second.results).toEqual([{ request_type: [...REQUEST_TYPES] }]);
    expect(second.next).toBeNull();
    expect(new URL(second.previous).search).toBe('');
  });

  it('takes the last page value when the key repeats, and treats an empty one as page 1', async () => {
    expect((await get('/api/type/?page&page=2')).json().results).toHaveLength(1);
    expect((await get('/api/type/?page?page&page=2')).json().results).toHaveLength(1);
    expect((await get('/api/type/?page=')).json().results).toHaveLength(2);
  });

  it('answers 404 "Invalid page." past the end and for pages that are not positive integers', async () => {
    for (const page of ['3', '0', '-1', 'abc', '1.5', '99999999999999999999']) {
      const res = await get(`/api/type/?page=${page}`);
      expect(res.statusCode, page).toBe(404);
      expect(res.json()).toEqual({ detail: 'Invalid page.' });
    }
  });

  it('pages a single-item list too (user-data)', async () => {
    expect((await get('/api/user-data/?page=1')).statusCode).toBe(200);
    expect((await get('/api/user-data/?page=2')).statusCode).toBe(404);
  });
});

describe('routing and errors', () => {
  it('answers unknown API paths with a JSON 404, authenticated or not', async () => {
    for (const res of [await get('/api/no-such-thing/'), await t.app.inject({ url: '/api/nope' })]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('serves the SPA for client routes, answers HEAD /, and never serves HTML under /api', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    for (const path of ['/', '/login', '/orders/12', '/admin/order']) {
      const res = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    const post = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document and its browsable page without a token', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/obtain-jwt/', '/api/user-data/', '/api/type/']));
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('publishes a response schema for every operation (checked against real answers by the suite)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    }>();
    const missing = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => !Object.values(op.responses ?? {}).some((r) => r.content))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('publishes a query schema of its own for every GET with filters, declared in the domain package', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const gets = Object.entries(doc.paths).flatMap(([path, operations]) =>
      operations.get && !path.startsWith('/api/docs') ? [{ path, op: operations.get }] : [],
    );
    // Every list (an answer with `results` and `next`) names its pagination in the document.
    const lists = gets.filter(({ path, op }) => {
      if (path.includes('{')) return false;
      const answer = op.responses?.['200']?.content?.['application/json']?.schema;
      return Boolean(answer?.properties?.results && answer.properties.next);
    });
    expect(lists.length).toBeGreaterThan(15);
    for (const { path, op } of lists) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      // A one-page list that reads no query (`NoQuery`) names none.
      if (query.length > 0) expect(query, path).toContain('page');
    }
    // No GET falls back to the generic list query: each declares its own in `packages/domain`
    // (`NoQuery` when it reads none), so a new filter cannot go unpublished.
    const generic = gets.map((g) => `GET ${g.path}`).filter((r) => genericQueryRoutes.has(r));
    expect(generic).toEqual([]);
  });

  it('declares a path schema from the domain package for every route with a path parameter', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const withParams = Object.entries(doc.paths).flatMap(([path, operations]) =>
      path.includes('{') ? Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`) : [],
    );
    expect(withParams.length).toBeGreaterThan(25);
    // A route with `:id` (or `:company`) and no `params` from `PATH_PARAMS` (`IdParams`,
    // `CompanyParams`) is listed here: its id would reach the handler unparsed.
    expect([...genericParamRoutes].sort()).toEqual([]);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/user-data/',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('allows the configured origin with the authorization and content-type headers', async () => {
    const res = await preflight('http://till.example');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://till.example');
    expect(String(res.headers['access-control-allow-headers'])).toContain('authorization');
    expect(String(res.headers['access-control-allow-headers'])).toContain('content-type');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
  });

  it('does not allow other origins', async () => {
    const res = await preflight('http://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
