import { replenishmentRules } from '@tillwise/db';
import {
  proposeQuantity,
  type WireProposalLine,
  type WireReplenishmentRule,
  type WireRequest,
} from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, callerFor, createProduct, receive } from './support/catalog.js';
import { makeCompany, makeUser } from './support/factories.js';
import { makeShop, saleBody } from './support/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

/**
 * A group (makeShop: parent, store with 10 units of a product, outlet, unrelated store) plus the
 * parent's super admin, the outlet's admin, a staffed parent (a request needs a receiver) and a
 * vendor under the parent.
 */
async function makeTree() {
  const shop = await makeShop(t.app, t.db, '10');
  const { group } = shop;
  const parent = await callerFor(t.app, t.db, 'SUPER_ADMIN', group.parent.id);
  const outlet = await callerFor(t.app, t.db, 'ADMIN', group.outlet.id);
  const elsewhere = await callerFor(t.app, t.db, 'ADMIN', group.elsewhere.id);
  const vendor = await makeCompany(t.db, { type: 'VENDOR', parentId: group.parent.id });
  await makeUser(t.db, { type: 'VENDOR', companyId: vendor.id });
  return { ...shop, parent, outlet, elsewhere, vendor };
}
type Tree = Awaited<ReturnType<typeof makeTree>>;

const putRule = (call: Call, body: Record<string, unknown>) =>
  call({ method: 'PUT', url: '/api/replenishment-rule/', payload: body });
const proposals = async (call: Call, query = '') => {
  const res = await call({ method: 'GET', url: `/api/replenishment/${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; truncated: boolean; results: WireProposalLine[] }>().results;
};

describe('replenishment rules', () => {
  it('saves, lists, replaces and removes a rule of a company in reach', async () => {
    const d = await makeTree();
    const body = {
      product_variant: d.variant.id,
      method: 'MIN_MAX',
      min_quantity: '5',
      max_quantity: '20',
      supplier: d.group.store.id,
      lead_time_days: 2,
      pack_size: 6,
    };
    const saved = await putRule(d.outlet, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<WireReplenishmentRule>()).toMatchObject({
      company: d.group.outlet.id,
      method: 'MIN_MAX',
      min_quantity: '5.0000',
      max_quantity: '20.0000',
      cover_days: null,
      sales_window_days: 28,
      supplier_name: d.group.store.companyName,
      pack_size: 6,
    });
    // The parent's admin sets the outlet's rule too (the outlet is in its reach).
    const replaced = await putRule(d.parent, {
      ...body,
      company: d.group.outlet.id,
      method: 'DAYS_OF_COVER',
      cover_days: 14,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const list = await d.outlet({ method: 'GET', url: '/api/replenishment-rule/' });
    expect(list.json<{ results: WireReplenishmentRule[] }>().results).toEqual([
      expect.objectContaining({ method: 'DAYS_OF_COVER', cover_days: 14, min_quantity: null }),
    ]);
    const gone = await d.outlet({
      method: 'DELETE',
      url: `/api/replenishment-rule/?product_variant=${d.variant.id}`,
    });
    expect(gone.json()).toEqual({ removed: true });
    const empty = await d.outlet({ method: 'GET', url: '/api/replenishment-rule/' });
    expect(empty.json<{ count: number }>().count).toBe(0);
  });

  it('refuses a supplier the policy layer does not allow as a counterparty', async () => {
    const d = await makeTree();
    const base = { product_variant: d.variant.id, method: 'MIN_MAX', min_quantity: '1', max_quantity: '2' };
    // Another group's store, the outlet itself, and a vendor for an outlet (outlets do not buy).
    for (const supplier of [d.group.elsewhere.id, d.group.outlet.id, d.vendor.id]) {
      const res = await putRule(d.outlet, { ...base, supplier });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty('supplier');
    }
    // The store may buy from the group's vendor (an internal purchase's counterparty).
    expect((await putRule(d.admin, { ...base, supplier: d.vendor.id })).statusCode).toBe(200);
    const suppliers = await d.outlet({ method: 'GET', url: '/api/replenishment/suppliers/' });
    const kinds = suppliers.json<{ id: number; kind: string }[]>();
    expect(kinds).toContainEqual(expect.objectContaining({ id: d.group.store.id, kind: 'department' }));
    expect(kinds.map((s) => s.id)).not.toContain(d.vendor.id);
    // A company out of reach is refused, whatever it names.
    const other = await putRule(d.elsewhere, {
      ...base,
      company: d.group.outlet.id,
      supplier: d.group.store.id,
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses rules without their figures, and bad numbers', async () => {
    const d = await makeTree();
    const base = { product_variant: d.variant.id, supplier: d.group.store.id };
    for (const bad of [
      { method: 'MIN_MAX', min_quantity: '5' },
      { method: 'MIN_MAX', min_quantity: '5', max_quantity: '4' },
      { method: 'DAYS_OF_COVER' },
      { method: 'DAYS_OF_COVER', cover_days: 0 },
      { method: 'MIN_MAX', min_quantity: '-1', max_quantity: '4' },
      { method: 'MIN_MAX', min_quantity: '1', max_quantity: '4', pack_size: 0 },
      { method: 'MIN_MAX', min_quantity: '1', max_quantity: '4', pack_size: 1.5 },
      { method: 'SOMETIMES' },
    ]) {
      const res = await putRule(d.outlet, { ...base, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('proposals', () => {
  async function outletBelowMinimum(d: Tree) {
    const res = await putRule(d.outlet, {
      product_variant: d.variant.id,
      method: 'MIN_MAX',
      min_quantity: '5',
      max_quantity: '20',
      supplier: d.group.store.id,
      pack_size: 6,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('proposes the outlet at its minimum up to its maximum in whole packs, and the head office sees it', async () => {
    const d = await makeTree();
    await outletBelowMinimum(d);
    const [line] = await proposals(d.outlet);
    expect(line).toMatchObject({
      company: d.group.outlet.id,
      supplier: d.group.store.id,
      product_variant: d.variant.id,
      on_hand: '0.0000',
      on_order: '0.0000',
      requested: '0.0000',
      target: '20.0000',
      quantity: '24.0000',
    });
    const tree = await proposals(d.parent);
    expect(tree.map((l) => l.company)).toContain(d.group.outlet.id);
    expect(await proposals(d.parent, `?company=${d.group.store.id}`)).toEqual([]);
    const out = await d.elsewhere({ method: 'GET', url: `/api/replenishment/?company=${d.group.outlet.id}` });
    expect(out.statusCode).toBe(403);
  });

  it('never proposes from a supplier the company may no longer order from', async () => {
    const d = await makeTree();
    await outletBelowMinimum(d);
    expect(await proposals(d.outlet)).toHaveLength(1);
    // Changed past the API: a rule naming another group's store proposes nothing.
    await t.db
      .update(replenishmentRules)
      .set({ supplierCompanyId: d.group.elsewhere.id })
      .where(eq(replenishmentRules.companyId, d.group.outlet.id));
    expect(await proposals(d.outlet)).toEqual([]);
    expect(await proposals(d.parent, `?company=${d.group.outlet.id}`)).toEqual([]);
  });

  it('keeps days of cover at the recent sales rate and agrees with the domain reference', async () => {
    const d = await makeTree();
    // 10 received; 7 sold at the counter: 3 left, 7 over 28 days is 0.25 a day.
    const sale = await d.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(d.cashier.userId, d.walkIn.id, [{ batch: d.batch, price: '100', quantity: '7' }]),
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const rule = await putRule(d.admin, {
      product_variant: d.variant.id,
      method: 'DAYS_OF_COVER',
      cover_days: 30,
      lead_time_days: 10,
      supplier: d.group.parent.id,
      pack_size: 4,
    });
    // The parent needs an operator to receive requests.
    expect(rule.statusCode, rule.body).toBe(200);
    const [line] = await proposals(d.admin);
    const reference = proposeQuantity({
      method: 'DAYS_OF_COVER',
      min: null,
      max: null,
      coverDays: 30,
      leadTimeDays: 10,
      packSize: 4,
      soldInWindow: '7',
      salesWindowDays: 28,
      batches: [{ quantity: '3', daysToExpiry: 10_000 }],
      onOrder: '0',
      requested: '0',
    });
    expect(reference).toMatchObject({ rate: '0.2500', target: '10.0000', quantity: '8.0000' });
    expect(line).toMatchObject({
      rate: reference.rate,
      on_hand: reference.usable,
      stock: '3.0000',
      target: reference.target,
      quantity: reference.quantity,
    });
  });

  it('counts only stock that sells before it expires', async () => {
    const d = await makeTree();
    const product = await createProduct(d.admin);
    const variant = product.product_variant[0];
    if (!variant) throw new Error('no variant');
    // 12 expiring in 2 days and 5 far away, selling 28 over 28 days (1 a day): 2 + 5 count.
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const near = await d.admin({
      method: 'POST',
      url: '/api/batch/',
      payload: {
        product_variant: variant.id,
        quantity: '40',
        manufacturing_date: '2020-01-01',
        expiry_date: soon,
      },
    });
    expect(near.statusCode, near.body).toBe(201);
    const nearId = near.json<{ id: number }>().id;
    const far = await receive(d.admin, variant.id, '5');
    const sale = await d.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(d.cashier.userId, d.walkIn.id, [{ batch: nearId, price: '10', quantity: '28' }]),
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(far).toBeGreaterThan(0);
    await putRule(d.admin, {
      product_variant: variant.id,
      method: 'MIN_MAX',
      min_quantity: '10',
      max_quantity: '30',
      supplier: d.group.parent.id,
    });
    const line = (await proposals(d.admin)).find((l) => l.product_variant === variant.id);
    expect(line).toMatchObject({ stock: '17.0000', rate: '1.0000', on_hand: '7.0000', quantity: '23.0000' });
  });
});

describe('accepting a proposal', () => {
  it('sends one stock request to the department, once per key, and counts it as requested', async () => {
    const d = await makeTree();
    await putRule(d.outlet, {
      product_variant: d.variant.id,
      method: 'MIN_MAX',
      min_quantity: '5',
      max_quantity: '20',
      supplier: d.group.store.id,
      pack_size: 6,
      lead_time_days: 3,
    });
    expect((await proposals(d.outlet)).map((l) => l.quantity)).toEqual(['24.0000']);
    const key = crypto.randomUUID();
    const accept = (quantity: string, k = key) =>
      d.outlet({
        method: 'POST',
        url: '/api/replenishment/request/',
        payload: { supplier: d.group.store.id, lines: [{ product_variant: d.variant.id, quantity }] },
        headers: { 'idempotency-key': k },
      });
    const first = await accept('24');
    expect(first.statusCode, first.body).toBe(201);
    const request = first.json<WireRequest>();
    expect(request).toMatchObject({ request_type: 'STOCK', status: 'PENDING' });
    expect(request.items).toEqual([
      expect.objectContaining({ product_variant: d.variant.id, quantity: '24.0000' }),
    ]);
    const again = await accept('24');
    expect(again.statusCode).toBe(200);
    expect(again.json<WireRequest>().id).toBe(request.id);
    // The store sees it on its side.
    const received = await d.admin({ method: 'GET', url: '/api/request/' });
    expect(received.json<{ results: WireRequest[] }>().results.map((r) => r.id)).toContain(request.id);
    // Now requested: nothing more to order.
    const lines = await proposals(d.parent, `?company=${d.group.outlet.id}`);
    expect(lines).toEqual([]);
    // Not whole packs, and a supplier without a rule or outside the policy: refused.
    expect((await accept('5', crypto.randomUUID())).statusCode).toBe(400);
    const vendor = await d.outlet({
      method: 'POST',
      url: '/api/replenishment/request/',
      payload: { supplier: d.vendor.id, lines: [{ product_variant: d.variant.id, quantity: '6' }] },
    });
    expect(vendor.statusCode).toBe(400);
    // A cashier does not order.
    const cashier = await callerFor(t.app, t.db, 'SALES_STAFF', d.group.outlet.id);
    const refused = await cashier({
      method: 'POST',
      url: '/api/replenishment/request/',
      payload: { supplier: d.group.store.id, lines: [{ product_variant: d.variant.id, quantity: '6' }] },
    });
    expect(refused.statusCode).toBe(403);
  });
});
