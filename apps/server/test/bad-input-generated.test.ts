import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeCompany, makeUser } from './support/factories.js';
import { signIn } from './support/http.js';

/*
 * The generated bad-input suite: for every operation the OpenAPI document publishes, fast-check
 * builds requests from the operation's own body schema with hostile values at the leaves (NUL
 * bytes, ids past 2^31-1, amounts with spaces, negatives, huge and tiny numbers, the wrong types,
 * over-long arrays) and hostile paths and query strings, sends them as the admins of a group of
 * its own (never the demo's records, which other files share on PostgreSQL), and asserts that no
 * answer is a 5xx. The seed is fixed so a failure replays; FUZZ_SEED and FUZZ_RUNS change it.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string }[];
};

const SEED = Number(process.env.FUZZ_SEED ?? 13);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  ' 1 ',
  '-1',
  '-0.0001',
  '2147483648',
  '99999999999',
  '9'.repeat(30),
  '1e400',
  '0.00001',
  'NaN',
  '',
  '   ',
  "'; drop table users; --",
  '%00',
  'x'.repeat(5000),
  '2026-02-30',
  '١٢٣',
);
const hostileNumber = fc.constantFrom(
  2_147_483_648,
  99_999_999_999,
  -1,
  0,
  1e308,
  -1e308,
  0.00001,
  1.5,
  2 ** 53 + 1,
);
const anyJson = fc.jsonValue({ maxDepth: 2 });
const leaf = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: valid }, hostileText, hostileNumber, { weight: 1, arbitrary: anyJson });

/** An arbitrary for values of a JSON schema, with hostile values mixed in at every leaf. */
function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((s) => fromSchema(s, depth + 1)));
  if (schema.enum && schema.enum.length > 0) return leaf(fc.constantFrom(...schema.enum));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fromSchema(s, depth + 1)]),
      );
      return fc.oneof({ weight: 5, arbitrary: fc.record(props, { requiredKeys: [] }) }, anyJson);
    }
    case 'array': {
      const item = fromSchema(schema.items, depth + 1);
      return fc.oneof(
        { weight: 5, arbitrary: fc.array(item, { maxLength: 4 }) },
        item.map((one) => Array.from({ length: 1001 }, () => one)),
        anyJson,
      );
    }
    case 'string':
      return leaf(fc.string({ maxLength: 12 }));
    case 'number':
    case 'integer':
      return leaf(fc.integer({ min: -5, max: 50 }));
    case 'boolean':
      return leaf(fc.boolean());
    default:
      return leaf(anyJson);
  }
}

/** The group's own records' ids, filled in once they exist. */
let ownIds: string[] = ['1'];
const pathId = fc.constantFrom(
  '1',
  '2147483647',
  '2147483648',
  '99999999999',
  '-1',
  '0',
  'abc',
  '%00',
  '1.5',
);
const QUERY_KEYS = [
  'search',
  'page',
  'company',
  'date',
  'start',
  'end',
  'p_s',
  'category',
  'quantity__gte',
  'status',
  'cash',
  'created__date',
  'buyer__company',
  'seller__company',
  'account',
  '0',
  'companies',
  'user_type',
];
const query = fc.dictionary(
  fc.constantFrom(...QUERY_KEYS),
  fc.oneof(hostileText, fc.string({ maxLength: 8 }), pathId),
  { maxKeys: 3 },
);

let t: TestApp;
const tokens = { head: '', store: '' };
let operations: { method: string; path: string; op: Operation }[] = [];
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '100000' });
  const parent = await makeCompany(t.db, { type: 'PARENT' });
  const store = await makeCompany(t.db, { type: 'STORE', parentId: parent.id });
  const head = await makeUser(t.db, { type: 'SUPER_ADMIN', companyId: parent.id });
  const admin = await makeUser(t.db, { type: 'ADMIN', companyId: store.id });
  tokens.head = await signIn(t.app, head.username);
  tokens.store = await signIn(t.app, admin.username);
  ownIds = [parent.id, store.id, head.id, admin.id].map(String);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('the published schemas', () => {
  it('name every path parameter and the query of every list', () => {
    for (const { method, path, op } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const published = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(published, `${method} ${path}`).toEqual(inPath);
      if (method === 'GET' && inPath.length === 0 && !path.startsWith('/api/docs')) {
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        expect(query, `${method} ${path}`).toEqual(expect.arrayContaining(['search', 'page']));
      }
    }
  });
});

describe('generated bad input', () => {
  it('publishes an operation for every API route, and no request built from them gets a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    // A live stream (server-sent events) never ends by itself; its refusals are tested beside it.
    for (const { method, path, op } of operations.filter((o) => !o.path.endsWith('/stream/'))) {
      const schema = op.requestBody?.content['application/json']?.schema;
      const request = fc.record({
        role: fc.constantFrom('head' as const, 'store' as const),
        ids: fc.array(fc.oneof(pathId, fc.constantFrom(...ownIds)), { minLength: 2, maxLength: 2 }),
        query,
        body: schema ? fromSchema(schema) : fc.constant(undefined),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async ({ role, ids, query: q, body }) => {
            let n = 0;
            const url = path.replace(/\{[^}]+\}/g, () => ids[n++] ?? '1');
            const search = new URLSearchParams(q as Record<string, string>).toString();
            const res = await t.app.inject({
              method: method as 'GET',
              url: search ? `${url}?${search}` : url,
              headers: { authorization: `token ${tokens[role]}`, 'content-type': 'application/json' },
              payload: body === undefined ? undefined : JSON.stringify(body),
            });
            if (res.statusCode >= 500) {
              failures.push(
                `${method} ${url}?${search} ${JSON.stringify(body)?.slice(0, 300)} -> ${res.statusCode}`,
              );
            }
            return res.statusCode < 500;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
