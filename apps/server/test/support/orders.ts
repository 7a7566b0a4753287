import { accounts, type Db, inventory, journalEntries, journalLines, stockMovements } from '@tillwise/db';
import { D, type OrderWire, orderTotal } from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { callerFor, createProduct, makeGroup, receive } from './catalog.js';
import { makeCompany, makeUser } from './factories.js';

export interface SaleLine {
  batch: number;
  price: string;
  quantity: string;
  discount?: string;
}

/** A counter order body as the original client sends it (contract 3.1), its total computed. */
export function saleBody(
  seller: number,
  buyer: number,
  lines: SaleLine[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const items = lines.map((l) => ({
    batch: l.batch,
    price: l.price,
    discount: l.discount ?? '0',
    quantity: l.quantity,
  }));
  const totalDiscount = String(overrides.total_discount ?? '0');
  const amountDiscount = (overrides.amount_discount as boolean | undefined) ?? true;
  const total = orderTotal(items, totalDiscount, amountDiscount).toFixed(4);
  return {
    order_item: items,
    buyer,
    seller,
    total_discount: totalDiscount,
    total,
    cash_payment: true,
    amount_received: total,
    amount_discount: amountDiscount,
    payment_service: 'BANK',
    transaction_id: '',
    invoice_id: '',
    deduct_balance: false,
    ...overrides,
  };
}

/**
 * A selling company of its own (a STORE of a fresh group, so tests never touch demo stock): its
 * admin and cashier signed in, a walk-in and a regular customer, a product whose first variant
 * costs 80 and sells for 100, and a batch of `stock` units received into the store.
 */
export async function makeShop(app: FastifyInstance, db: Db, stock = '10') {
  const group = await makeGroup(db);
  const admin = await callerFor(app, db, 'ADMIN', group.store.id);
  const cashier = await callerFor(app, db, 'SALES_STAFF', group.store.id);
  const walkIn = await makeUser(db, { type: 'WALK_IN_CUSTOMER', companyId: group.store.id });
  const regular = await makeUser(db, { type: 'REGULAR_CUSTOMER', companyId: group.store.id });
  const product = await createProduct(admin);
  const variant = product.product_variant[0];
  if (!variant) throw new Error('no variant');
  const batch = await receive(admin, variant.id, stock);
  return { group, admin, cashier, walkIn, regular, product, variant, batch };
}

export type Shop = Awaited<ReturnType<typeof makeShop>>;

/** The single order of an `order/<id>` envelope. */
export const onlyOrder = (body: { count: number; results: OrderWire[] }): OrderWire => {
  if (body.results.length !== 1) throw new Error(`expected one order, got ${body.results.length}`);
  return body.results[0] as OrderWire;
};

/**
 * The order as `order/` lists it (its own statement, apart from the function a sale's answer and
 * `order/<id>` read an order with), without the names only a list adds.
 */
export async function asListed(shop: Shop, id: number) {
  const res = await shop.cashier({ method: 'GET', url: `/api/order/?id__contains=${id}` });
  const found = (res.json() as { results: (OrderWire & Record<string, unknown>)[] }).results.find(
    (o) => o.id === id,
  );
  if (!found) return undefined;
  const { seller_name: _seller, buyer_name: _buyer, ...order } = found;
  return order;
}

/** The order's journal lines by account purpose (net debit − credit), and whether the entry balances. */
export async function orderBooks(db: Db, orderId: number) {
  const rows = await db
    .select({ purpose: accounts.purpose, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(and(eq(journalEntries.sourceType, 'order'), eq(journalEntries.sourceId, orderId)));
  const net: Record<string, string> = {};
  let debits = new D(0);
  let credits = new D(0);
  for (const r of rows) {
    net[r.purpose] = new D(net[r.purpose] ?? 0).plus(r.debit).minus(r.credit).toFixed(4);
    debits = debits.plus(r.debit);
    credits = credits.plus(r.credit);
  }
  // A purpose that nets to nothing (the purchase clearing account when the price is the cost) is left out.
  for (const [purpose, value] of Object.entries(net)) if (new D(value).isZero()) delete net[purpose];
  return { net, balanced: debits.equals(credits), lines: rows.length };
}

/** A company's stock of a batch and the sum of its movements (they must agree). */
export async function stockAndMovements(db: Db, companyId: number, batchId: number) {
  const [row] = await db
    .select({ quantity: inventory.quantity })
    .from(inventory)
    .where(and(eq(inventory.companyId, companyId), eq(inventory.batchId, batchId)));
  const [moved] = await db
    .select({ sum: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)` })
    .from(stockMovements)
    .where(and(eq(stockMovements.companyId, companyId), eq(stockMovements.batchId, batchId)));
  return { stock: new D(row?.quantity ?? 0).toFixed(4), moved: new D(moved?.sum ?? 0).toFixed(4) };
}

/**
 * A till of the shop with a block of invoice numbers reserved: what a sale needs to be taken as made
 * offline (docs/selling-offline.md). `invoice(n)` is the block's n-th number (from 0).
 */
export async function tillWithBlock(shop: Shop) {
  const till = crypto.randomUUID();
  const res = await shop.cashier({ method: 'POST', url: '/api/offline/invoice-block/', payload: { till } });
  if (res.statusCode !== 201) throw new Error(`block not reserved: ${res.body}`);
  const { prefix, company, first } = res.json<{ prefix: string; company: number; first: number }>();
  return { till, invoice: (n: number) => `${prefix}_${company}_${first + n}` };
}

/**
 * A group like the demo's for internal orders: a store and an outlet with their admins, a store
 * cashier, a vendor company with its vendor, a product whose first variant costs 80, and 20 units
 * received into the store.
 */
export async function makeDepartments(app: FastifyInstance, db: Db) {
  const group = await makeGroup(db);
  const store = await callerFor(app, db, 'ADMIN', group.store.id);
  const outlet = await callerFor(app, db, 'ADMIN', group.outlet.id);
  const storeCashier = await callerFor(app, db, 'SALES_STAFF', group.store.id);
  const farms = await makeCompany(db, { type: 'VENDOR', parentId: group.parent.id });
  const vendor = await makeUser(db, { type: 'VENDOR', companyId: farms.id, withPassword: false });
  const product = await createProduct(store);
  const variant = product.product_variant[0];
  if (!variant) throw new Error('no variant');
  const batch = await receive(store, variant.id, '20');
  return { group, store, outlet, storeCashier, farms, vendor, product, variant, batch };
}
