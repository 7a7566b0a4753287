import { categories, type Db, units } from '@tillwise/db';
import type { CompanyType, ProductWire, UserType } from '@tillwise/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { makeCompany, makeUser } from './factories.js';
import { asUser, signIn } from './http.js';

export type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

let sequence = 0;
/** A barcode no other test uses (the live-barcode index is shared by every file on PostgreSQL). */
export const uniqueBarcode = (): string =>
  `T${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A group like the demo's: a PARENT with a STORE and a RETIAL outlet under it, and an unrelated STORE. */
export async function makeGroup(db: Db) {
  const parent = await makeCompany(db, { type: 'PARENT' });
  const store = await makeCompany(db, { type: 'STORE', parentId: parent.id });
  const outlet = await makeCompany(db, { type: 'RETIAL', parentId: parent.id });
  const elsewhere = await makeCompany(db, { type: 'STORE' });
  return { parent, store, outlet, elsewhere };
}

/** Signs a new user of the given type into the given company and returns a caller. */
export async function callerFor(
  app: FastifyInstance,
  db: Db,
  type: UserType,
  companyId: number,
): Promise<Call & { userId: number; username: string }> {
  const user = await makeUser(db, { type, companyId });
  const call = asUser(app, await signIn(app, user.username));
  return Object.assign(call, { userId: user.id, username: user.username });
}

/** A caller in a fresh company of the given type (for permission tables). */
export async function callerOfType(app: FastifyInstance, db: Db, type: UserType, companyType: CompanyType) {
  const company = await makeCompany(db, { type: companyType });
  return callerFor(app, db, type, company.id);
}

/** A unit and a category of the group whose head office is `groupId`. */
export async function makeUnitAndCategory(db: Db, groupId: number) {
  const tag = uniqueBarcode();
  const [unit] = await db
    .insert(units)
    .values({ name: `Litre ${tag}`, groupId })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ name: `Dairy ${tag}`, description: 'Milk and more', groupId })
    .returning();
  if (!unit || !category) throw new Error('unit or category not created');
  return { unit, category };
}

export const milkBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Milk 1L',
  bar_code: uniqueBarcode(),
  token: false,
  unit: null,
  category: null,
  product_variant: [
    { price: '80', sale_price: '100', color: 'White', description: 'Full cream', size: '1L' },
    { price: '150', sale_price: '190', color: 'White', description: 'Family pack', size: '2L' },
  ],
  ...overrides,
});

/**
 * A tax category for a new product of the caller's group: the first in use that is taxed at its
 * rate and not Third Schedule (the demo's "Standard rate"), or null when the group has none. A group
 * where a company charges tax needs one on every product (docs/domain/tax.md).
 */
export async function standardTaxCategory(call: Call): Promise<number | null> {
  const res = await call({ method: 'GET', url: '/api/tax-category/?is_active=true' });
  if (res.statusCode !== 200) return null;
  const list = res.json().results as {
    id: number;
    treatment: string;
    third_schedule: boolean;
    is_default: boolean;
    rate: string | null;
  }[];
  // The group's default, else a taxable category with a rate today (other files add categories).
  const found =
    list.find((c) => c.is_default && c.rate !== null) ??
    list.find((c) => c.treatment === 'TAXABLE' && !c.third_schedule && c.rate !== null);
  return found?.id ?? null;
}

/** Creates a product through the API (in the group's standard tax category unless told) and returns it as the server answered. */
export async function createProduct(
  call: Call,
  overrides: Record<string, unknown> = {},
): Promise<ProductWire> {
  const tax = 'tax_category' in overrides ? {} : { tax_category: await standardTaxCategory(call) };
  const res = await call({
    method: 'POST',
    url: '/api/product/',
    payload: milkBody({ ...tax, ...overrides }),
  });
  if (res.statusCode !== 201) throw new Error(`product not created: ${res.statusCode} ${res.body}`);
  return res.json<ProductWire>();
}

export const batchBody = (variantId: number, quantity: string, overrides: Record<string, unknown> = {}) => ({
  product_variant: variantId,
  quantity,
  manufacturing_date: '2026-01-01',
  expiry_date: '2026-06-30',
  in_stock: true,
  ...overrides,
});

/** Receives a batch through the API into the caller's company and returns its id. */
export async function receive(call: Call, variantId: number, quantity: string): Promise<number> {
  // Far from expiry: a counter sale of an expired batch needs a manager (docs/till-sessions.md).
  const res = await call({
    method: 'POST',
    url: '/api/batch/',
    payload: batchBody(variantId, quantity, { expiry_date: '2099-12-31' }),
  });
  if (res.statusCode !== 201) throw new Error(`batch not received: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** The first variant's id of a product created through the API. */
export const firstVariantId = (product: ProductWire): number => product.product_variant[0]?.id ?? 0;
