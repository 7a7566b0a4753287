import {
  accounts,
  batches,
  checkBooks,
  companyTaxSettings,
  type Db,
  journalEntries,
  journalLines,
  products,
  taxCategories,
  taxRates,
} from '@tillwise/db';
import {
  D,
  type Dec,
  NO_TAX,
  ORDER_MSG,
  type OrderWire,
  orderTotal,
  type TaxPolicy,
  taxOrder,
} from '@tillwise/domain';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { journalNet } from './support/books.js';
import { type Call, callerFor, createProduct, makeGroup, receive, uniqueBarcode } from './support/catalog.js';
import { makeCompany, makeUser } from './support/factories.js';
import { orderBooks, stockAndMovements } from './support/orders.js';

/*
 * Sales tax on internal orders (docs/domain/tax.md, "Buying and moving stock"): a supply
 * between companies of different registrations is taxed by the supplier's settings; the supplier
 * posts output tax, a registered buyer input tax (its new batches valued excluding tax), and the
 * original client's body, which carries no tax, still matches with prices including tax.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

interface Settings {
  chargesTax?: boolean;
  pricesIncludeTax?: boolean;
  sharesParentRegistration?: boolean;
}

const settle = (db: Db, companyId: number, s: Settings) =>
  db.insert(companyTaxSettings).values({
    companyId,
    chargesTax: s.chargesTax ?? true,
    pricesIncludeTax: s.pricesIncludeTax ?? true,
    sharesParentRegistration: s.sharesParentRegistration ?? false,
  });

/**
 * A group like the demo's with a vendor, a product in an 18% category (HS code 0401; its first
 * variant costs 80) and 20 units received into the store. No company has tax settings yet: each
 * test says whose registration is whose.
 */
async function makeTaxedGroup(db: Db) {
  const group = await makeGroup(db);
  const store = await callerFor(t.app, db, 'ADMIN', group.store.id);
  const outlet = await callerFor(t.app, db, 'ADMIN', group.outlet.id);
  const farms = await makeCompany(db, { type: 'VENDOR', parentId: group.parent.id });
  const vendor = await makeUser(db, { type: 'VENDOR', companyId: farms.id, withPassword: false });
  const product = await createProduct(store);
  const variant = product.product_variant[0];
  if (!variant) throw new Error('no variant');
  const [row] = await db
    .select({ groupId: products.groupId })
    .from(products)
    .where(eq(products.id, product.id));
  const [category] = await db
    .insert(taxCategories)
    .values({ groupId: row?.groupId ?? group.parent.id, name: `Standard ${uniqueBarcode()}` })
    .returning();
  if (!category) throw new Error('no tax category');
  await db.insert(taxRates).values({ categoryId: category.id, rate: '18', validFrom: '2020-01-01' });
  await db
    .update(products)
    .set({ taxCategoryId: category.id, hsCode: '0401' })
    .where(eq(products.id, product.id));
  const batch = await receive(store, variant.id, '20');
  return { group, store, outlet, farms, vendor, variant, batch, category };
}
type Group = Awaited<ReturnType<typeof makeTaxedGroup>>;

interface Line {
  batch?: number;
  order_batch?: Record<string, unknown>;
  price: string;
  quantity: string;
  discount?: string;
}

/** An internal order as the original client sends it: no tax field, its total the lines' total. */
function internalBody(seller: number, buyer: number, lines: Line[], extra: Record<string, unknown> = {}) {
  const items = lines.map((l) => ({ discount: '0', ...l }));
  const totalDiscount = String(extra.total_discount ?? '0');
  return {
    order_item: items,
    buyer,
    seller,
    total_discount: totalDiscount,
    total: orderTotal(items, totalDiscount, true).toFixed(4),
    amount_received: '0',
    amount_discount: true,
    invoice_id: '',
    internal_order: true,
    ...extra,
  };
}

const newBatch = (variant: number, quantity: string) => ({
  manufacturing_date: '2026-11-01',
  expiry_date: '2027-05-01',
  quantity,
  product_variant: String(variant),
});

const post = (call: Call, body: Record<string, unknown>, url = '/api/internal-order/') =>
  call({ method: 'POST', url, payload: body, headers: { 'idempotency-key': crypto.randomUUID() } });

/** One company's journal lines of an order, net (debit − credit) by account purpose, zeros left out. */
async function booksOf(orderId: number, companyId: number) {
  const rows = await t.db
    .select({ purpose: accounts.purpose, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.sourceType, 'order'),
        eq(journalEntries.sourceId, orderId),
        eq(accounts.companyId, companyId),
      ),
    );
  const net: Record<string, Dec> = {};
  for (const r of rows) net[r.purpose] = (net[r.purpose] ?? new D(0)).plus(r.debit).minus(r.credit);
  return Object.fromEntries(
    Object.entries(net)
      .filter(([, v]) => !v.isZero())
      .map(([k, v]) => [k, v.toFixed(4)]),
  );
}

const unitCostOf = async (batchId: number) => {
  const [row] = await t.db.select({ cost: batches.unitCost }).from(batches).where(eq(batches.id, batchId));
  return new D(row?.cost ?? 0).toFixed(4);
};

/** The stock and both ledgers of the group agree (`npm run db:check`'s invariants). */
const expectBooksReconcile = async (g: Group) =>
  expect(await checkBooks(t.db, [g.group.store.id, g.group.outlet.id, g.farms.id])).toEqual([]);

const taxOf = (order: OrderWire) => ({
  tax: order.tax,
  lines: order.order_item.map((i) => ({
    tax_rate: i.tax_rate,
    tax_value: i.tax_value,
    tax: i.tax,
    tax_category: i.tax_category,
    hs_code: i.hs_code,
  })),
});

describe('transfers between departments', () => {
  const transfer = (g: Group, quantity: string, price = '118.0000', extra: Record<string, unknown> = {}) =>
    post(
      g.store,
      internalBody(g.store.userId, g.outlet.userId, [{ batch: g.batch, price, quantity }], extra),
    );

  it('carries no tax between branches of one registration, even when both charge tax', async () => {
    const g = await makeTaxedGroup(t.db);
    await settle(t.db, g.group.parent.id, {});
    await settle(t.db, g.group.store.id, { sharesParentRegistration: true });
    await settle(t.db, g.group.outlet.id, { sharesParentRegistration: true });
    const res = await transfer(g, '5');
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order.total).toBe('590.0000');
    expect(taxOf(order)).toEqual({
      tax: '0.0000',
      lines: [{ tax_rate: '0.0000', tax_value: '590.0000', tax: '0.0000', tax_category: null, hs_code: '' }],
    });
    expect(await booksOf(order.id, g.group.store.id)).toEqual({
      RECEIVABLE: '590.0000',
      SALES: '-590.0000',
      COGS: '400.0000',
      INVENTORY: '-400.0000',
    });
    expect(await booksOf(order.id, g.group.outlet.id)).toEqual({
      INVENTORY: '400.0000',
      PURCHASE_VARIANCE: '190.0000',
      PAYABLE: '-590.0000',
    });
    await expectBooksReconcile(g);
  });

  it('taxes a transfer from a registered store to an outlet with its own registration: output tax at the store, input tax at the outlet', async () => {
    const g = await makeTaxedGroup(t.db);
    await settle(t.db, g.group.store.id, {});
    await settle(t.db, g.group.outlet.id, {});
    // 5 at 118 including 18%: value 500, tax 90.
    const res = await transfer(g, '5');
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order).toMatchObject({ total: '590.0000', prices_include_tax: true, service_fee: '0.0000' });
    expect(taxOf(order)).toEqual({
      tax: '90.0000',
      lines: [
        {
          tax_rate: '18.0000',
          tax_value: '500.0000',
          tax: '90.0000',
          tax_category: g.category.id,
          hs_code: '0401',
        },
      ],
    });
    expect(await booksOf(order.id, g.group.store.id)).toEqual({
      RECEIVABLE: '590.0000',
      SALES: '-500.0000',
      SALES_TAX_PAYABLE: '-90.0000',
      COGS: '400.0000',
      INVENTORY: '-400.0000',
    });
    // The goods keep their batch's cost (80); the tax is recoverable, not part of the clearing.
    expect(await booksOf(order.id, g.group.outlet.id)).toEqual({
      INVENTORY: '400.0000',
      PURCHASE_VARIANCE: '100.0000',
      INPUT_TAX: '90.0000',
      PAYABLE: '-590.0000',
    });
    expect((await orderBooks(t.db, order.id)).balanced).toBe(true);
    expect(await stockAndMovements(t.db, g.group.outlet.id, g.batch)).toEqual({
      stock: '5.0000',
      moved: '5.0000',
    });
    await expectBooksReconcile(g);
  });

  it('puts the tax in the cost of an outlet that is not registered', async () => {
    const g = await makeTaxedGroup(t.db);
    await settle(t.db, g.group.store.id, {});
    const res = await transfer(g, '5');
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order.tax).toBe('90.0000');
    expect((await booksOf(order.id, g.group.store.id)).SALES_TAX_PAYABLE).toBe('-90.0000');
    expect(await booksOf(order.id, g.group.outlet.id)).toEqual({
      INVENTORY: '400.0000',
      PURCHASE_VARIANCE: '190.0000',
      PAYABLE: '-590.0000',
    });
    await expectBooksReconcile(g);
  });

  it('takes the tax back with a return to a registered department, on both sides', async () => {
    const g = await makeTaxedGroup(t.db);
    await settle(t.db, g.group.store.id, {});
    await settle(t.db, g.group.outlet.id, {});
    // The outlet supplied the store first (a purchase from a department), then the store returns 2.
    const buy = await post(
      g.store,
      internalBody(g.outlet.userId, g.store.userId, [
        { order_batch: newBatch(g.variant.id, '4'), price: '118.0000', quantity: '4' },
      ]),
    );
    expect(buy.statusCode, buy.body).toBe(201);
    const bought = buy.json<OrderWire>();
    const batchId = bought.order_item[0]?.batch.id ?? 0;
    expect(bought.tax).toBe('72.0000');
    // The store recovers the tax: the new batch is valued excluding it, 100 a unit.
    expect(await unitCostOf(batchId)).toBe('100.0000');
    expect(await booksOf(bought.id, g.group.store.id)).toEqual({
      INVENTORY: '400.0000',
      INPUT_TAX: '72.0000',
      PAYABLE: '-472.0000',
    });
    expect(await booksOf(bought.id, g.group.outlet.id)).toEqual({
      RECEIVABLE: '472.0000',
      SALES: '-400.0000',
      SALES_TAX_PAYABLE: '-72.0000',
    });

    const back = await post(
      g.store,
      internalBody(g.store.userId, g.outlet.userId, [{ batch: batchId, price: '118.0000', quantity: '-2' }], {
        status: 'RETURNED',
      }),
    );
    expect(back.statusCode, back.body).toBe(201);
    const returned = back.json<OrderWire>();
    expect(returned).toMatchObject({ total: '-236.0000', tax: '-36.0000' });
    expect(returned.order_item[0]).toMatchObject({
      tax_value: '-200.0000',
      tax: '-36.0000',
      tax_rate: '18.0000',
    });
    expect(await booksOf(returned.id, g.group.store.id)).toEqual({
      PAYABLE: '236.0000',
      INPUT_TAX: '-36.0000',
      INVENTORY: '-200.0000',
    });
    expect(await booksOf(returned.id, g.group.outlet.id)).toEqual({
      SALES_RETURNS: '200.0000',
      SALES_TAX_PAYABLE: '36.0000',
      RECEIVABLE: '-236.0000',
      INVENTORY: '200.0000',
      COGS: '-200.0000',
    });
    await expectBooksReconcile(g);
  });
});

describe('purchases from vendors', () => {
  const buy = (g: Group, lines: Line[], extra: Record<string, unknown> = {}, url?: string) =>
    post(g.store, internalBody(g.vendor.id, g.store.userId, lines, extra), url);

  it('records input tax on a purchase from a registered vendor, and a return to it reverses it', async () => {
    const g = await makeTaxedGroup(t.db);
    await settle(t.db, g.farms.id, {});
    await settle(t.db, g.group.store.id, {});
    const res = await buy(
      g,
      [{ order_batch: newBatch(g.variant.id, '5'), price: '118.0000', quantity: '5' }],
      {
        amount_received: '200',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order).toMatchObject({ total: '590.0000', tax: '90.0000' });
    expect(order.order_item[0]).toMatchObject({ tax_value: '500.0000', tax: '90.0000', hs_code: '0401' });
    const batchId = order.order_item[0]?.batch.id ?? 0;
    expect(await unitCostOf(batchId)).toBe('100.0000');
    expect(await booksOf(order.id, g.group.store.id)).toEqual({
      INVENTORY: '500.0000',
      INPUT_TAX: '90.0000',
      CASH: '-200.0000',
      PAYABLE: '-390.0000',
    });
    // The vendor is outside the business: its books are not posted.
    expect(await booksOf(order.id, g.farms.id)).toEqual({});

    const back = await post(
      g.store,
      internalBody(g.store.userId, g.vendor.id, [{ batch: batchId, price: '118.0000', quantity: '-2' }], {
        status: 'RETURNED',
      }),
    );
    expect(back.statusCode, back.body).toBe(201);
    const returned = back.json<OrderWire>();
    expect(returned).toMatchObject({ total: '-236.0000', tax: '-36.0000' });
    expect(await booksOf(returned.id, g.group.store.id)).toEqual({
      PAYABLE: '236.0000',
      INPUT_TAX: '-36.0000',
      INVENTORY: '-200.0000',
    });
    await expectBooksReconcile(g);
  });

  it('charges no tax on a purchase from a vendor that is not registered', async () => {
    const g = await makeTaxedGroup(t.db);
    await settle(t.db, g.group.store.id, {});
    const res = await buy(g, [
      { order_batch: newBatch(g.variant.id, '5'), price: '118.0000', quantity: '5' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order).toMatchObject({ total: '590.0000', tax: '0.0000' });
    expect(order.order_item[0]).toMatchObject({ tax_rate: '0.0000', tax: '0.0000' });
    expect(await unitCostOf(order.order_item[0]?.batch.id ?? 0)).toBe('118.0000');
    expect(await booksOf(order.id, g.group.store.id)).toEqual({
      INVENTORY: '590.0000',
      PAYABLE: '-590.0000',
    });
    await expectBooksReconcile(g);
  });

  it('keeps the tax in the cost when the buyer is not registered', async () => {
    const g = await makeTaxedGroup(t.db);
    await settle(t.db, g.farms.id, {});
    const res = await buy(g, [
      { order_batch: newBatch(g.variant.id, '5'), price: '118.0000', quantity: '5' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order.tax).toBe('90.0000');
    expect(await unitCostOf(order.order_item[0]?.batch.id ?? 0)).toBe('118.0000');
    expect(await booksOf(order.id, g.group.store.id)).toEqual({
      INVENTORY: '590.0000',
      PAYABLE: '-590.0000',
    });
    await expectBooksReconcile(g);
  });

  it("accepts the original client's body on each of its routes, a whole-order discount included", async () => {
    const g = await makeTaxedGroup(t.db);
    await settle(t.db, g.farms.id, {});
    await settle(t.db, g.group.store.id, {});
    const lines = [
      { order_batch: newBatch(g.variant.id, '3'), price: '99.9900', quantity: '3', discount: '5' },
      { order_batch: newBatch(g.variant.id, '7'), price: '12.3400', quantity: '7' },
    ];
    const body = internalBody(g.vendor.id, g.store.userId, lines, { total_discount: '10' });
    const { internal_order: _dropped, ...offline } = body;
    for (const [url, payload] of [
      ['/api/internal-order/', body],
      ['/api/order/', body],
      ['/api/orderoffline/', offline],
    ] as const) {
      const res = await post(g.store, payload, url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(201);
      const order = res.json<OrderWire>();
      expect(order.total).toBe(body.total);
      // Each line: value + tax is its part of the total; the order's tax is its lines'.
      const lineTax = order.order_item.reduce((s, i) => s.plus(i.tax), new D(0));
      const lineSum = order.order_item.reduce((s, i) => s.plus(i.tax).plus(i.tax_value ?? 0), new D(0));
      expect(lineTax.toFixed(4)).toBe(order.tax);
      expect(lineSum.toFixed(4)).toBe(order.total);
      expect(new D(order.tax).gt(0)).toBe(true);
      const books = await booksOf(order.id, g.group.store.id);
      expect(books.INPUT_TAX).toBe(order.tax);
      expect(books.PAYABLE).toBe(new D(order.total).negated().toFixed(4));
    }
    await expectBooksReconcile(g);
  });

  it('adds the tax to a vendor that prices excluding tax: the total must include it', async () => {
    const g = await makeTaxedGroup(t.db);
    await settle(t.db, g.farms.id, { pricesIncludeTax: false });
    await settle(t.db, g.group.store.id, {});
    const lines = [{ order_batch: newBatch(g.variant.id, '5'), price: '100.0000', quantity: '5' }];
    const untaxed = await buy(g, lines);
    expect(untaxed.statusCode).toBe(400);
    expect(untaxed.json()).toEqual({ total: [ORDER_MSG.totalMismatch] });
    const res = await buy(g, lines, { total: '590.0000' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWire>();
    expect(order).toMatchObject({ total: '590.0000', tax: '90.0000', prices_include_tax: false });
    expect(await unitCostOf(order.order_item[0]?.batch.id ?? 0)).toBe('100.0000');
    await expectBooksReconcile(g);
  });

  it('refuses a product without a tax category when the vendor charges tax', async () => {
    const g = await makeTaxedGroup(t.db);
    // Made before the vendor charges tax, so without a category; then the vendor starts charging.
    const untaxedProduct = await createProduct(g.store, { tax_category: null });
    await settle(t.db, g.farms.id, {});
    const variant = untaxedProduct.product_variant[0]?.id ?? 0;
    const res = await buy(g, [{ order_batch: newBatch(variant, '1'), price: '10.0000', quantity: '1' }]);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Choose a tax category');
  });
});

/*
 * Random internal orders between a store, an outlet and a vendor whose registrations change from
 * run to run, against a model that knows only the rule (docs/domain/tax.md, "Buying and moving
 * stock"): taxed when the supplier charges tax and the registrations differ; output tax in a
 * department supplier's books, input tax in a recipient that charges tax. Every order's tax is its
 * lines', each line's value and tax make its part of the total, and the books reconcile.
 */
describe('any mix of registrations (property)', () => {
  type Setup = 'none' | 'incl' | 'excl' | 'shares';
  type Party = 'store' | 'outlet' | 'vendor';
  type Op =
    | { type: 'buy'; quantity: number; price: string; discount: string; totalDiscount: string }
    | { type: 'send'; quantity: number; price: string }
    | { type: 'back'; quantity: number; price: string }
    | { type: 'giveBack'; quantity: number; price: string };

  const price = fc.integer({ min: 1000, max: 99999 }).map((n) => new D(n).div(100).toFixed(4));
  const quantity = fc.integer({ min: 1, max: 6 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      type: fc.constant('buy' as const),
      quantity,
      price,
      discount: fc.constantFrom('0', '5', '12.5'),
      totalDiscount: fc.constantFrom('0', '3', '7.25'),
    }),
    fc.record({ type: fc.constant('send' as const), quantity, price }),
    fc.record({ type: fc.constant('back' as const), quantity, price }),
    fc.record({ type: fc.constant('giveBack' as const), quantity, price }),
  );
  const setups = fc.record({
    store: fc.constantFrom<Setup>('none', 'incl', 'excl', 'shares'),
    outlet: fc.constantFrom<Setup>('none', 'incl', 'excl', 'shares'),
    vendor: fc.constantFrom<Setup>('none', 'incl', 'excl'),
  });

  it('taxes by the rule, posts the tax on the right side, and keeps the books reconciled', async () => {
    const g = await makeTaxedGroup(t.db);
    await settle(t.db, g.group.parent.id, {});
    const companyOf: Record<Party, number> = {
      store: g.group.store.id,
      outlet: g.group.outlet.id,
      vendor: g.farms.id,
    };
    const userOf: Record<Party, number> = {
      store: g.store.userId,
      outlet: g.outlet.userId,
      vendor: g.vendor.id,
    };
    const taxAccounts = async () => ({
      storeOut: await journalNet(t.db, [g.group.store.id], ['SALES_TAX_PAYABLE']),
      storeIn: await journalNet(t.db, [g.group.store.id], ['INPUT_TAX']),
      outletOut: await journalNet(t.db, [g.group.outlet.id], ['SALES_TAX_PAYABLE']),
      outletIn: await journalNet(t.db, [g.group.outlet.id], ['INPUT_TAX']),
    });

    await fc.assert(
      fc.asyncProperty(setups, fc.array(op, { minLength: 2, maxLength: 6 }), async (setup, ops) => {
        for (const party of ['store', 'outlet', 'vendor'] as const) {
          await t.db.delete(companyTaxSettings).where(eq(companyTaxSettings.companyId, companyOf[party]));
          const s = setup[party];
          if (s !== 'none') {
            await settle(t.db, companyOf[party], {
              pricesIncludeTax: s !== 'excl',
              sharesParentRegistration: s === 'shares',
            });
          }
        }
        const charges = (p: Party) => setup[p] !== 'none';
        const registration = (p: Party) => (setup[p] === 'shares' ? g.group.parent.id : companyOf[p]);
        const taxable = (from: Party, to: Party) => charges(from) && registration(from) !== registration(to);
        const policyOf = (p: Party): TaxPolicy => ({
          ...NO_TAX,
          chargesTax: true,
          pricesIncludeTax: setup[p] !== 'excl',
        });

        const shelf = await receive(g.store, g.variant.id, '100');
        const bought: { batch: number; left: number }[] = [];
        const before = await taxAccounts();
        const expected = { storeOut: new D(0), storeIn: new D(0), outletOut: new D(0), outletIn: new D(0) };

        for (const o of ops) {
          let line: Line;
          let seller: Party;
          let buyer: Party;
          let supplier: Party;
          let recipient: Party;
          let totalDiscount = '0';
          let status: string | undefined;
          if (o.type === 'buy') {
            line = {
              order_batch: newBatch(g.variant.id, String(o.quantity)),
              price: o.price,
              quantity: String(o.quantity),
              discount: o.discount,
            };
            [seller, buyer, supplier, recipient] = ['vendor', 'store', 'vendor', 'store'];
            totalDiscount = o.totalDiscount;
          } else if (o.type === 'send') {
            line = { batch: shelf, price: o.price, quantity: String(o.quantity) };
            [seller, buyer, supplier, recipient] = ['store', 'outlet', 'store', 'outlet'];
          } else if (o.type === 'back') {
            const from = bought.find((b) => b.left >= o.quantity);
            if (!from) continue;
            from.left -= o.quantity;
            line = { batch: from.batch, price: o.price, quantity: String(-o.quantity) };
            [seller, buyer, supplier, recipient] = ['store', 'vendor', 'vendor', 'store'];
            status = 'RETURNED';
          } else {
            line = { batch: shelf, price: o.price, quantity: String(-o.quantity) };
            [seller, buyer, supplier, recipient] = ['store', 'outlet', 'outlet', 'store'];
            status = 'RETURNED';
          }
          const body = internalBody(userOf[seller], userOf[buyer], [line], {
            total_discount: totalDiscount,
            ...(status ? { status } : {}),
          });
          // The total a client shows: the supplier's pricing (the lines' total when prices include tax).
          const isTaxable = taxable(supplier, recipient);
          const shown = taxOrder({
            lines: [
              { quantity: line.quantity, price: line.price, discount: line.discount ?? '0', rate: '18' },
            ],
            totalDiscount,
            amountDiscount: true,
            policy: isTaxable ? policyOf(supplier) : NO_TAX,
          });
          const res = await post(g.store, { ...body, total: shown.total.toFixed(4) });
          expect(res.statusCode, res.body).toBe(201);
          const order = res.json<OrderWire>();
          if (o.type === 'buy') bought.push({ batch: order.order_item[0]?.batch.id ?? 0, left: o.quantity });

          const tax = new D(order.tax);
          expect(tax.isZero()).toBe(!isTaxable);
          const lines = order.order_item;
          expect(lines.reduce((sum, i) => sum.plus(i.tax), new D(0)).toFixed(4)).toBe(order.tax);
          expect(lines.reduce((sum, i) => sum.plus(i.tax).plus(i.tax_value ?? 0), new D(0)).toFixed(4)).toBe(
            order.total,
          );
          expect((await orderBooks(t.db, order.id)).balanced).toBe(true);
          const owed = tax.abs().times(status ? -1 : 1);
          if (supplier === 'store') expected.storeOut = expected.storeOut.minus(owed);
          if (supplier === 'outlet') expected.outletOut = expected.outletOut.minus(owed);
          if (isTaxable && charges(recipient) && recipient === 'store')
            expected.storeIn = expected.storeIn.plus(owed);
          if (isTaxable && charges(recipient) && recipient === 'outlet')
            expected.outletIn = expected.outletIn.plus(owed);
        }
        const after = await taxAccounts();
        for (const k of ['storeOut', 'storeIn', 'outletOut', 'outletIn'] as const) {
          expect(new D(after[k]).minus(before[k]).toFixed(4), k).toBe(expected[k].toFixed(4));
        }
        await expectBooksReconcile(g);
      }),
      { numRuns: 20 },
    );
  });
});
