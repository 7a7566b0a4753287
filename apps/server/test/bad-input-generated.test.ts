import { PATH_PARAMS } from '@tillwise/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import {
  createProduct,
  makeGroup,
  makeUnitAndCategory,
  milkBody,
  receive,
  uniqueBarcode,
} from './support/catalog.js';
import { makeCompany, makeUser } from './support/factories.js';
import { asUser, signIn } from './support/http.js';
import { saleBody } from './support/orders.js';

/*
 * The generated bad-input suite, in two passes over every operation the OpenAPI document publishes,
 * each sent as the operators of a group of its own (never the demo's records, which other files
 * share on PostgreSQL), asserting that no answer is a 5xx:
 *
 * - at random: fast-check builds requests from the operation's own body schema with hostile values
 *   at the leaves (NUL bytes, ids past 2^31-1, amounts with spaces, negatives, huge and tiny
 *   numbers, the wrong types, over-long arrays) and hostile paths and query strings. The seed is
 *   fixed so a failure replays; FUZZ_SEED and FUZZ_RUNS change it.
 * - at every depth: a plausible body is built from the schema (the group's own ids by field name,
 *   dates where a field names one), then every node of it (the body itself, each field, each array
 *   and its element, each field of a nested object, however deep) is replaced in turn by each
 *   hostile value, and removed. The rest of the body stays valid, so the rules that read a whole
 *   body (a split payment's parts against the total, a refund's lines against the sale) see the
 *   bad value, which random bodies rarely reach.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string; schema?: { pattern?: string } }[];
};

const SEED = Number(process.env.FUZZ_SEED ?? 13);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const HOSTILE_TEXT = [
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
  '99999-01-01',
  'abc',
  '١٢٣',
];
const HOSTILE_NUMBERS = [2_147_483_648, 99_999_999_999, -1, 0, 1e308, -1e308, 0.00001, 1.5, 2 ** 53 + 1];
const hostileText = fc.constantFrom(...HOSTILE_TEXT);
const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);
const anyJson = fc.jsonValue({ maxDepth: 2 });
const leaf = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: valid }, hostileText, hostileNumber, { weight: 1, arbitrary: anyJson });

/** An arbitrary for values of a JSON schema, with hostile values mixed in at every leaf. */
function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return anyJson;
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
/** Keys sent to every operation besides its own: the original client's habits and undeclared ones. */
const EXTRA_QUERY_KEYS = ['search', 'page', 'company', '0', 'unknown'];
const queryNames = (op: Operation) =>
  (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
/**
 * A query built from the operation's own published query schema: its filters (and a few others)
 * with hostile values, a key sometimes repeated (the last value counts, as the original client sends).
 */
const queryFor = (op: Operation) =>
  fc.array(
    fc.tuple(
      fc.constantFrom(...new Set([...queryNames(op), ...EXTRA_QUERY_KEYS])),
      fc.oneof(hostileText, fc.string({ maxLength: 8 }), pathId),
    ),
    { maxLength: 4 },
  );
/** The hostile values each declared query parameter is given in turn, and a repeated key. */
const QUERY_REPLACEMENTS = [
  '',
  '\u0000',
  '-1',
  '2147483648',
  '9'.repeat(30),
  '1e400',
  'abc',
  '2026-02-30',
  '0',
];

/**
 * The hostile values each path parameter is given in turn: past the largest serial, negative,
 * text, empty, decimals and exponents, padded, other scripts' digits; plus, from the parameter's
 * published pattern, the longest run of digits it lets through and one digit more.
 */
const PATH_REPLACEMENTS = [
  '2147483648',
  '2147483647',
  '4294967296',
  '99999999999',
  '9'.repeat(30),
  '-1',
  '-0',
  '0',
  '00',
  'abc',
  '',
  '%20',
  '%201%20',
  '%00',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  '١٢٣',
  'x'.repeat(300),
];
/** The digits a published `^\d{1,n}$` pattern allows at most, and one more (its edge from outside). */
const patternEdges = (pattern: string | undefined): string[] => {
  const n = Number(/\{1,(\d+)\}/.exec(pattern ?? '')?.[1] ?? 0);
  return n > 0 ? ['9'.repeat(n), '9'.repeat(n + 1)] : [];
};

/**
 * What a route answers for a path parameter `value`, or null when any answer below 500 will do:
 * a NUL byte or a part past the router's 100 characters is a client error before the route's
 * schema (the policy's 404 for a targeted route, the input guard's 400, the router's 414); an
 * empty last part is another route (`product/` for `product/{id}`); any other value its schema
 * refuses is "Not found.", as every route answered before the schema.
 */
function expectedFor(
  path: string,
  value: string,
  declared: { safeParse: (v: unknown) => { success: boolean } },
  name: string,
): ((status: number, body: string) => boolean) | null {
  if (value.includes('%00') || value.length > 100) return (status) => status >= 400 && status < 500;
  if (value === '' && path.endsWith('}')) return null;
  if (declared.safeParse({ [name]: decodeURIComponent(value) }).success) return null;
  return (status, body) => status === 404 && body === '{"detail":"Not found."}';
}

/* ---- every depth: a plausible body, then each of its nodes replaced in turn ---- */

type Role = 'store' | 'head' | 'cashier' | 'outlet';
type Key = string | number;

/** What replaces a node: every hostile text and number, the other JSON types, and nothing at all. */
const REMOVED = Symbol('removed');
const REPLACEMENTS: unknown[] = [
  ...HOSTILE_TEXT,
  ...HOSTILE_NUMBERS,
  null,
  true,
  false,
  {},
  [],
  [null],
  { a: 1 },
  REMOVED,
];

/** The group's records a plausible body names, by field name (filled in once they exist). */
const idOfField: Record<string, number> = {};
/** Fields naming the caller themselves. */
const SELF_FIELDS = new Set(['seller', 'sender']);
/** Booleans a plausible body sets (the rest are false: not internal, no balance deducted). */
const TRUE_FIELDS = new Set(['is_active', 'cash_payment', 'amount_discount', 'in_stock']);
const callerIds: Record<Role, number> = { store: 0, head: 0, cashier: 0, outlet: 0 };

/** A body the operation would plausibly accept: every field present, ids of the group's records. */
function plausible(schema: Schema | undefined, role: Role, field = ''): unknown {
  if (!schema) return '1';
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices && choices.length > 0) {
    const typed = choices.find((c) => c.type !== 'null') ?? choices[0];
    return plausible(typed, role, field);
  }
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const body: Record<string, unknown> = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, role, k)]),
      );
      if (typeof schema.additionalProperties === 'object') {
        body.name = plausible(schema.additionalProperties, role, 'name');
      }
      return body;
    }
    case 'array':
      return [plausible(schema.items, role, field)];
    case 'integer':
    case 'number':
      if (SELF_FIELDS.has(field)) return callerIds[role];
      return idOfField[field] ?? 1;
    case 'boolean':
      return TRUE_FIELDS.has(field);
    default:
      if (schema.format === 'uuid') return '6f1c3a52-9b1e-4d7a-8f0e-2b6c1d9a4e70';
      if (SELF_FIELDS.has(field)) return callerIds[role];
      if (field in idOfField) return idOfField[field];
      if (/expiry/.test(field)) return '2099-12-31';
      if (/date/.test(field)) return '2026-01-01';
      if (/password/.test(field)) return 'Fuzz@12345';
      if (field === 'email') return '';
      if (field === 'contact_number') return '03001234567';
      if (field === 'bar_code') return uniqueBarcode();
      if (field === 'username') return `fuzz${Date.now().toString(36)}`;
      return '1';
  }
}

/** The path of every node of a JSON value, the value itself first. */
function nodesOf(value: unknown, at: Key[] = []): Key[][] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => nodesOf(v, [...at, i])));
  if (value && typeof value === 'object') {
    return here.concat(...Object.entries(value).map(([k, v]) => nodesOf(v, [...at, k])));
  }
  return here;
}

/** A copy of `value` with the node at `at` replaced (or removed). */
function replaced(value: unknown, at: Key[], by: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return by;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && by === REMOVED) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaced(copy[Number(head)], rest, by);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && by === REMOVED) delete copy[head];
  else copy[head] = replaced(copy[head], rest, by);
  return copy;
}

/**
 * Bodies the operation accepts as they stand, where its rules read the body as a whole (a sale's
 * total against its lines and payment parts): each is taken apart node by node as well.
 */
const examples: Record<string, { role?: Role; body: () => unknown }> = {};

/** The group's record a path's `{id}` names (the first match), so the body reaches the rules behind it. */
const pathRecord: [RegExp, string][] = [];

let t: TestApp;
const tokens: Record<Role, string> = { head: '', store: '', cashier: '', outlet: '' };
let operations: { method: string; path: string; op: Operation }[] = [];
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '100000' });
  const group = await makeGroup(t.db);
  const spareCompany = await makeCompany(t.db, { type: 'RETIAL', parentId: group.parent.id });
  const head = await makeUser(t.db, { type: 'SUPER_ADMIN', companyId: group.parent.id });
  const admin = await makeUser(t.db, { type: 'ADMIN', companyId: group.store.id });
  const cashier = await makeUser(t.db, { type: 'SALES_STAFF', companyId: group.store.id });
  const outlet = await makeUser(t.db, { type: 'ADMIN', companyId: group.outlet.id });
  const spare = await makeUser(t.db, { type: 'SALES_STAFF', companyId: group.store.id });
  const regular = await makeUser(t.db, { type: 'REGULAR_CUSTOMER', companyId: group.store.id });
  tokens.head = await signIn(t.app, head.username);
  tokens.store = await signIn(t.app, admin.username);
  tokens.cashier = await signIn(t.app, cashier.username);
  tokens.outlet = await signIn(t.app, outlet.username);
  Object.assign(callerIds, { head: head.id, store: admin.id, cashier: cashier.id, outlet: outlet.id });
  ownIds = [group.parent.id, group.store.id, head.id, admin.id].map(String);

  // The group's records: a product with a big batch, two sales of 1,000 units (one to refund,
  // one to change), two stock requests from the outlet (one answered, one approved to transfer
  // against) and the cashier's open till session.
  const store = asUser(t.app, tokens.store);
  const { unit, category } = await makeUnitAndCategory(t.db, group.parent.id);
  const product = await createProduct(store);
  const variant = product.product_variant[0]?.id ?? 0;
  const batch = await receive(store, variant, '1000000');
  const sell = async () => {
    const res = await store({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(admin.id, regular.id, [{ batch, price: '1', quantity: '1000' }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; order_item: { id: number }[] }>();
  };
  const sale = await sell();
  const changed = await sell();
  const outletCall = asUser(t.app, tokens.outlet);
  const ask = async () => {
    const res = await outletCall({
      method: 'POST',
      url: '/api/request/',
      payload: {
        sender: outlet.id,
        receiver: admin.id,
        expected_delivery_date: '2026-12-01',
        description: 'Stock please',
        request_type: 'STOCK',
        items: [{ product_variant: variant, quantity: '5' }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const answered = await ask();
  const approved = await ask();
  const approve = await store({
    method: 'PATCH',
    url: `/api/response/${approved}/`,
    payload: { status: 'APPROVED' },
  });
  expect(approve.statusCode, approve.body).toBe(200);
  const session = await asUser(
    t.app,
    tokens.cashier,
  )({
    method: 'POST',
    url: '/api/till-session/',
    payload: { till: '6f1c3a52-9b1e-4d7a-8f0e-2b6c1d9a4e70', opening_float: '100' },
  });
  expect(session.statusCode, session.body).toBe(201);
  // A tax category of the group with a rate (docs/domain/tax.md).
  const taxCategory = await store({
    method: 'POST',
    url: '/api/tax-category/',
    payload: { name: 'Fuzz standard', rate: '18', valid_from: '2020-01-01' },
  });
  expect(taxCategory.statusCode, taxCategory.body).toBe(201);
  // The outlet orders the product from the store in packs of 6 (a proposal's acceptance reaches its rules).
  const outletRule = await outletCall({
    method: 'PUT',
    url: '/api/replenishment-rule/',
    payload: {
      product_variant: variant,
      method: 'MIN_MAX',
      min_quantity: '5',
      max_quantity: '20',
      supplier: group.store.id,
      pack_size: 6,
    },
  });
  expect(outletRule.statusCode, outletRule.body).toBe(200);
  Object.assign(idOfField, {
    supplier: group.store.id,
    tax_category: taxCategory.json<{ id: number }>().id,
    batch,
    product_variant: variant,
    item: sale.order_item[0]?.id ?? 0,
    order: changed.id,
    buyer: regular.id,
    receiver: admin.id,
    category: category.id,
    unit: unit.id,
    company: group.store.id,
    dept: group.store.id,
    deptuserid: spare.id,
    user: spare.id,
  });
  const line = { batch, price: '1', quantity: '1', discount: '0' };
  Object.assign(examples, {
    'POST /api/order/': {
      body: () =>
        saleBody(admin.id, regular.id, [line], {
          status: 'COMPLETE',
          payments: [{ method: 'CASH', amount: '1', payment_service: null, transaction_id: '' }],
        }),
    },
    'POST /api/internal-order/': {
      body: () => ({
        order_item: [line],
        seller: admin.id,
        buyer: outlet.id,
        total: '1.0000',
        total_discount: '0',
        amount_received: '0',
        amount_discount: true,
        invoice_id: '',
        internal_order: true,
      }),
    },
    'POST /api/request/': {
      role: 'outlet',
      body: () => ({
        sender: outlet.id,
        receiver: admin.id,
        expected_delivery_date: '2026-12-01',
        description: 'Stock please',
        request_type: 'STOCK',
        items: [{ product_variant: variant, quantity: '5' }],
      }),
    },
    'PUT /api/replenishment-rule/': {
      body: () => ({
        product_variant: variant,
        method: 'MIN_MAX',
        min_quantity: '5',
        max_quantity: '20',
        supplier: group.parent.id,
        lead_time_days: 2,
        pack_size: 6,
      }),
    },
    'POST /api/replenishment/request/': {
      role: 'outlet',
      body: () => ({ supplier: group.store.id, lines: [{ product_variant: variant, quantity: '6' }] }),
    },
    'POST /api/transaction/': {
      body: () => ({ payor: -1, payee: -1, amount: '5', description: 'float', p_s: 'Received' }),
    },
    'POST /api/journal-entry/': {
      body: () => [
        {
          p_s: 'JE',
          method: 'cash',
          payor: '-1',
          payee: String(spare.id),
          deptname: 'Store',
          amount: '5',
        },
      ],
    },
    'POST /api/product/': { body: () => milkBody() },
    'POST /api/tax-category/': {
      body: () => ({
        name: `Fuzz ${uniqueBarcode()}`,
        treatment: 'TAXABLE',
        rate: '17',
        valid_from: '2019-07-01',
      }),
    },
    'POST /api/tax-category/{id}/rate/': { body: () => ({ rate: '17.5', valid_from: '2021-01-01' }) },
    'PUT /api/company/{id}/scale/': {
      role: 'head',
      body: () => ({ enabled: true, prefixes: ['20', '21'], item_digits: 5, value: 'weight', decimals: 3 }),
    },
    'PUT /api/company/{id}/tax/': {
      role: 'head',
      body: () => ({
        charges_tax: true,
        prices_include_tax: true,
        shares_parent_registration: true,
        ntn: '1234567-8',
        strn: '3277876123456',
        tax_office: 'RTO Lahore',
        pos_registration: 'POS-1',
        service_fee: '1',
        further_tax_rate: '4',
        tax_decimals: 2,
        country: 'PK',
      }),
    },
  });
  // An open stock count of the store, with one scan, so scans, settlements and approvals reach their rules.
  const count = await store({ method: 'POST', url: '/api/stock-count/', payload: { scope: 'ALL' } });
  const countId = count.json<{ id: number }>().id;
  await store({
    method: 'POST',
    url: `/api/stock-count/${countId}/scan/`,
    payload: { product_variant: product.product_variant[0]?.id, quantity: '3' },
  });
  pathRecord.push(
    [/^\/api\/stock-count\//, String(countId)],
    [/^\/api\/order\/\{id\}\/refund\//, String(sale.id)],
    [/^\/api\/order\//, String(changed.id)],
    [/^\/api\/product\//, String(product.id)],
    [/^\/api\/tax-category\//, String(taxCategory.json<{ id: number }>().id)],
    [/^\/api\/batch\//, String(batch)],
    [/^\/api\/user\//, String(spare.id)],
    [/^\/api\/company\//, String(spareCompany.id)],
    [/^\/api\/request\//, String(approved)],
    [/^\/api\/response\//, String(answered)],
    [/^\/api\/till-session\//, String(session.json<{ id: number }>().id)],
  );

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}, 120_000);
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

/** Sends one request as `role`, with a fresh Idempotency-Key so writes that need one reach their rules. */
const send = (role: Role, method: string, url: string, body: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      authorization: `token ${tokens[role]}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the published schemas', () => {
  it('name every path parameter and the query of every list', () => {
    for (const { method, path, op } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const published = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(published, `${method} ${path}`).toEqual(inPath);
    }
  });
});

describe('generated bad input', () => {
  it('gives every declared query parameter each hostile value, alone and repeated, and no answer is a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations.filter((o) => !o.path.endsWith('/stream/'))) {
      if (method !== 'GET') continue;
      const record = pathRecord.find(([pattern]) => pattern.test(path))?.[1] ?? ownIds[1] ?? '1';
      const url = path.replace(/\{[^}]+\}/g, record);
      for (const name of queryNames(op)) {
        const pair = (value: string): [string, string] => [name, value];
        const queries = [...QUERY_REPLACEMENTS.map((value) => [pair(value)]), [pair('1'), pair('abc')]];
        for (const q of queries) {
          const search = new URLSearchParams(q).toString();
          const res = await send('store', method, `${url}?${search}`, undefined);
          sent++;
          if (res.statusCode >= 500) failures.push(`${method} ${url}?${search} -> ${res.statusCode}`);
        }
      }
    }
    // Every list's filters are reached (the declared schemas name about a hundred of them).
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);

  it('gives every path parameter each hostile value, and a value its schema refuses is "Not found."', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations.filter((o) => !o.path.endsWith('/stream/'))) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path');
      if (params.length === 0) continue;
      const record = pathRecord.find(([pattern]) => pattern.test(path))?.[1] ?? ownIds[1] ?? '1';
      const schema = op.requestBody?.content['application/json']?.schema;
      for (const param of params) {
        const declared = PATH_PARAMS[param.name as keyof typeof PATH_PARAMS];
        if (!declared) {
          failures.push(`${method} ${path}: {${param.name}} has no schema in PATH_PARAMS`);
          continue;
        }
        for (const value of [...PATH_REPLACEMENTS, ...patternEdges(param.schema?.pattern)]) {
          const url = path.replace(/\{([^}]+)\}/g, (_, name) => (name === param.name ? value : record));
          // A plausible body, so an answer other than "Not found." would come from the rules.
          for (const role of ['store', 'head'] as const) {
            const res = await send(role, method, url, schema ? plausible(schema, role) : undefined);
            sent++;
            const where = `${method} ${url} as ${role} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
            if (res.statusCode >= 500) failures.push(where);
            const expected = expectedFor(path, value, declared, param.name);
            // The policy's 403 comes first, for a caller the route is not for.
            if (expected && res.statusCode !== 403 && !expected(res.statusCode, res.body)) {
              failures.push(`${where} (not the expected answer)`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);

  it('publishes an operation for every API route, and no request built from them gets a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    // A live stream (server-sent events) never ends by itself; its refusals are tested beside it.
    for (const { method, path, op } of operations.filter((o) => !o.path.endsWith('/stream/'))) {
      const schema = op.requestBody?.content['application/json']?.schema;
      const request = fc.record({
        role: fc.constantFrom('head' as const, 'store' as const),
        ids: fc.array(fc.oneof(pathId, fc.constantFrom(...ownIds)), { minLength: 2, maxLength: 2 }),
        query: queryFor(op),
        body: schema ? fromSchema(schema) : fc.constant(undefined),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async ({ role, ids, query: q, body }) => {
            let n = 0;
            const url = path.replace(/\{[^}]+\}/g, () => ids[n++] ?? '1');
            const search = new URLSearchParams(q).toString();
            const res = await send(role, method, search ? `${url}?${search}` : url, body);
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

  it('replaces every node of a plausible body, at every depth, and no answer is a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    let deepest = 0;
    for (const { method, path, op } of operations) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const record = pathRecord.find(([pattern]) => pattern.test(path))?.[1] ?? ownIds[1] ?? '1';
      const url = path.replace(/\{[^}]+\}/g, record);
      // The first operator the policy lets through (the rules behind a refusal are never reached).
      let role: Role = 'store';
      for (const candidate of ['store', 'head', 'cashier', 'outlet'] as const) {
        const res = await send(candidate, method, url, plausible(schema, candidate));
        if (res.statusCode !== 403 && res.statusCode !== 401) {
          role = candidate;
          break;
        }
      }
      const example = examples[`${method} ${path}`];
      const bodies: [Role, unknown][] = [[role, plausible(schema, role)]];
      if (example) bodies.push([example.role ?? role, example.body()]);
      for (const [as, body] of bodies) {
        for (const at of nodesOf(body)) {
          deepest = Math.max(deepest, at.length);
          for (const by of REPLACEMENTS) {
            const res = await send(as, method, url, replaced(body, at, by));
            sent++;
            if (res.statusCode >= 500) {
              const where = at.join('.') || '(body)';
              const value = by === REMOVED ? 'removed' : JSON.stringify(by)?.slice(0, 40);
              failures.push(`${method} ${path} as ${as}: ${where} = ${value} -> ${res.statusCode}`);
            }
          }
        }
      }
    }
    // The nested parts are reached: an order's split payment parts and its lines' new batches.
    expect(deepest).toBeGreaterThanOrEqual(4);
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    // The operators are still signed in, so every answer above came from the rules, not a 401.
    const still = await send('store', 'GET', '/api/user-data/', undefined);
    expect(still.statusCode).toBe(200);
  }, 600_000);
});
