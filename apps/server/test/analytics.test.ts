import { type Db, orderItems, orders } from '@tillwise/db';
import { AnalyticsResponse, BusinessReportResponse, D, parseCsv, UserSalesResponse } from '@tillwise/domain';
import { and, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/lib/day-range.js';
import { foldReports } from '../src/modules/analytics/fold.js';
import { rowsOf as rowsOfTest } from '../src/modules/analytics/sql.js';
import { foldStock } from '../src/modules/analytics/stock-fold.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, callerFor, createProduct, makeGroup, receive } from './support/catalog.js';
import { makeUser } from './support/factories.js';
import { saleBody } from './support/orders.js';

/*
 * Seeded report tests: a store sells for cash, on credit and takes a return, transfers goods to
 * its outlet and pays an expense; the outlet sells some of what it received. Every figure the
 * analytics endpoints give is checked against the same definition computed another way: from the
 * orders and their lines (totals, costs) rather than from the journal.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof seed>>;
const day = today();
const nonPadded = day.replace(/-0/g, '-');

async function seed(db: Db) {
  const group = await makeGroup(db);
  const store = await callerFor(t.app, db, 'ADMIN', group.store.id);
  const storeCashier = await callerFor(t.app, db, 'SALES_STAFF', group.store.id);
  const outlet = await callerFor(t.app, db, 'ADMIN', group.outlet.id);
  const outletCashier = await callerFor(t.app, db, 'SALES_STAFF', group.outlet.id);
  const head = await callerFor(t.app, db, 'SUPER_ADMIN', group.parent.id);
  const walkIn = await makeUser(db, { type: 'WALK_IN_CUSTOMER', companyId: group.store.id });
  const regular = await makeUser(db, { type: 'REGULAR_CUSTOMER', companyId: group.store.id });
  const outletWalkIn = await makeUser(db, { type: 'WALK_IN_CUSTOMER', companyId: group.outlet.id });
  const product = await createProduct(store);
  const variant = product.product_variant[0];
  if (!variant) throw new Error('no variant');
  const batch = await receive(store, variant.id, '20');

  const ok = async (call: Call, url: string, payload: object) => {
    const res = await call({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; invoice_id: string }>();
  };
  const line = (quantity: string, price = '100', discount = '0') => ({ batch, price, quantity, discount });
  // Cash sale of 3 with 10% off one line and 20 off the order; a credit sale of 2; a return of 1.
  await ok(
    storeCashier,
    '/api/order/',
    saleBody(storeCashier.userId, walkIn.id, [line('1', '100', '10'), line('2')], { total_discount: '20' }),
  );
  await ok(
    storeCashier,
    '/api/order/',
    saleBody(storeCashier.userId, regular.id, [line('2')], {
      amount_received: '0',
      deduct_balance: true,
      cash_payment: false,
    }),
  );
  await ok(
    store,
    '/api/order/',
    saleBody(store.userId, walkIn.id, [line('-1')], { status: 'RETURNED', amount_received: '0' }),
  );
  // Transfer of 5 to the outlet at 90.
  await ok(store, '/api/internal-order/', {
    order_item: [{ batch, price: '90', quantity: '5', discount: '0' }],
    buyer: outlet.userId,
    seller: store.userId,
    total_discount: '0',
    total: '450.0000',
    amount_received: '0',
    amount_discount: true,
    invoice_id: '',
    internal_order: true,
  });
  await ok(store, '/api/transaction/', {
    amount: '50',
    p_s: 'Expense',
    payment_service: 'BANK',
    transaction_id: '',
    description: 'light',
  });
  // The outlet sells 2 of the 5 it received.
  await ok(outletCashier, '/api/order/', saleBody(outletCashier.userId, outletWalkIn.id, [line('2', '120')]));
  return { group, store, storeCashier, outlet, outletCashier, head };
}

// Six operators sign in (argon2id) and eight orders are rung up: more than the default hook time
// on a busy machine.
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
  s = await seed(t.db);
}, 180_000);
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

/**
 * The same figures from the orders table: a customer sale order is one its company sold (not a
 * purchase) to a customer (not an internal order: a transfer to a department is counted apart).
 */
async function fromOrders(db: Db, companyIds: number[]) {
  const sold = await db
    .select({ id: orders.id, total: orders.total, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.companyId, companyIds), sql`NOT ${orders.internalOrder}`));
  const items = await db
    .select({ quantity: orderItems.quantity, unitCost: orderItems.unitCost, price: orderItems.price })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        sold.map((o) => o.id),
      ),
    );
  const net = sold.reduce((sum, o) => sum.plus(o.total), new D(0));
  const cogs = items.reduce((sum, i) => sum.plus(new D(i.unitCost).times(i.quantity)), new D(0));
  const quantity = items.reduce((sum, i) => sum.plus(i.quantity), new D(0));
  return { orders: sold.length, net, cogs, quantity };
}

const get = async (call: Call, url: string) => {
  const res = await call({ method: 'GET', url });
  return res;
};
const range = `start_date=${nonPadded}&end_date=${nonPadded}`;

/** Every figure test; run on the journal's lines, then again once the summaries are folded. */
function figureTests() {
  describe('GET analytics/ (contract O25)', () => {
    it("gives the store's sales, expense, cost and profit in the contract's shape, as the orders say", async () => {
      const res = await get(s.store, `/api/analytics/?${range}&company=${s.group.store.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = AnalyticsResponse.parse(res.json());
      const expected = await fromOrders(t.db, [s.group.store.id]);
      expect(body.total_orders).toBe(expected.orders);
      expect(body.total_orders).toBe(3);
      // Customers: 90 + 200 − 20 (cash) + 200 (credit) − 100 (return) = 370; the transfer of 450
      // to the outlet is the store's internal sale, labelled apart.
      expect(body.total_orders_amount).toBe(expected.net.toFixed(4));
      expect(body.total_orders_amount).toBe('370.0000');
      expect(body.internal_orders).toBe(1);
      expect(body.internal_orders_amount).toBe('450.0000');
      // The transfer's margin for the store: 450 less the 5 × 80 its goods cost.
      expect(body.internal_result).toBe('50.0000');
      expect(body.total_expense).toBe('50.0000');
      expect(body.cost_of_goods_sold).toBe(expected.cogs.toFixed(4));
      expect(body.net_profit).toBe(expected.net.minus(expected.cogs).minus(50).plus(50).toFixed(4));
      expect(body.gross_profit).toBe(expected.net.minus(expected.cogs).toFixed(4));
      // Stock: 20 received, 3 + 2 sold, 1 back, 5 sent: 11 left at cost.
      expect(body.category_stats).toEqual({
        Uncategorised: { quantity: '11.0000', total_amount: expect.any(String) },
      });
      expect(body.unique_products_count).toBe(1);
      expect(body.table_data).toHaveLength(5);
      expect(body.table_data[0]).toEqual({
        order__invoice_id: expect.stringMatching(/_\d+$/),
        batch__product_variant__product__name: expect.any(String),
        order__total: '450.0000',
        line_total: '450.0000',
        order__status: 'COMPLETE',
        internal_order: true,
      });
      // The cash sale's two lines: each its own amount, the invoice's total the same on both.
      const cash = body.table_data.filter((r) => r.order__total === '270.0000');
      expect(cash.map((r) => r.line_total)).toEqual(['90.0000', '200.0000']);
    });

    it('counts a product the store and its outlet both hold once in Net Products', async () => {
      const count = async (company: number) =>
        AnalyticsResponse.parse((await get(s.store, `/api/analytics/?${range}&company=${company}`)).json())
          .unique_products_count;
      // The one product: the store holds 11, the outlet the 5 it was sent.
      expect(await count(s.group.store.id)).toBe(1);
      expect(await count(s.group.outlet.id)).toBe(1);
      expect(await count(0)).toBe(1);
    });

    it("counts the outlet's purchase and its own sales; company=0 is everything in reach", async () => {
      const body = (await get(s.outlet, `/api/analytics/?${range}&company=0`)).json();
      expect(body).toMatchObject({
        total_orders: 1,
        total_orders_amount: '240.0000',
        purchasing_orders: 1,
        purchasing_orders_amount: '450.0000',
        category_stats: { Uncategorised: { quantity: '3.0000' } },
      });
      const all = (await get(s.store, `/api/analytics/?${range}&company=0`)).json();
      const both = await fromOrders(t.db, [s.group.store.id, s.group.outlet.id]);
      expect(all.total_orders_amount).toBe(both.net.toFixed(4));
    });

    it('keeps a transfer between two departments of the view out of sales, cost and expenses', async () => {
      // The store and its outlet together: customers bought 370 + 240 = 610; the 450 the outlet
      // paid the store is neither revenue nor cost of the two, and is shown apart.
      const all = AnalyticsResponse.parse((await get(s.store, `/api/analytics/?${range}&company=0`)).json());
      expect(all).toMatchObject({
        total_orders: 4,
        total_orders_amount: '610.0000',
        internal_orders: 1,
        internal_orders_amount: '450.0000',
        internal_result: '0.0000',
        // The store's light bill; not the outlet's 50 paid above the goods' cost to its sister store.
        total_expense: '50.0000',
        // Goods sold to customers: 4 by the store and 2 by the outlet, at 80.
        cost_of_goods_sold: '480.0000',
        gross_profit: '130.0000',
        net_profit: '80.0000',
      });
      const eod = UserSalesResponse.parse((await get(s.store, `/api/user-sales/?${range}&company=0`)).json());
      expect(eod.total_amount).toBe('610.0000');
      expect(eod.internal_orders_amount).toBe('450.0000');
      const report = BusinessReportResponse.parse(
        (await get(s.head, `/api/report/business/?${range}&company=0`)).json(),
      );
      expect(report.summary.sales.current).toBe('710.0000');
      expect(report.summary.net_sales.current).toBe('610.0000');
      expect(report.summary.internal_transfers.current).toBe('450.0000');
      expect(report.summary.orders.current).toBe('4.0000');
      expect(report.top_products_by_revenue[0]).toMatchObject({ quantity: '6.0000', revenue: '630.0000' });
      const pay = Object.fromEntries(report.payments.map((p) => [p.method, p.current]));
      expect(pay).toMatchObject({ CASH: '410.0000', ON_ACCOUNT: '200.0000' });
    });

    it('gives zeros for a range with no activity, and refuses a start after the end', async () => {
      const empty = (
        await get(s.store, '/api/analytics/?start_date=2020-1-1&end_date=2020-1-31&company=0')
      ).json();
      expect(empty).toMatchObject({
        total_orders: 0,
        total_orders_amount: '0.0000',
        total_expense: '0.0000',
        table_data: [],
      });
      const bad = await get(s.store, '/api/analytics/?start_date=2020-2-1&end_date=2020-1-1');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ non_field_errors: ['invalid date range'] });
    });

    it('refuses a company outside the caller’s reach and callers who are not managers', async () => {
      expect((await get(s.outlet, `/api/analytics/?company=${s.group.store.id}`)).statusCode).toBe(403);
      expect((await get(s.store, `/api/analytics/?company=${s.group.elsewhere.id}`)).statusCode).toBe(403);
      expect((await get(s.storeCashier, '/api/analytics/')).statusCode).toBe(403);
      expect((await get(s.store, '/api/user-sales/?company=x')).statusCode).toBe(400);
    });
  });

  describe('GET user-sales/ (contract O26)', () => {
    it('gives each operator’s orders and net sales, and the total quantity', async () => {
      const body = UserSalesResponse.parse(
        (await get(s.store, `/api/user-sales/?${range}&company=${s.group.store.id}`)).json(),
      );
      const expected = await fromOrders(t.db, [s.group.store.id]);
      expect(body.total_amount).toBe(expected.net.toFixed(4));
      expect(body.total_quantity).toBe(expected.quantity.toFixed(4));
      expect(body.internal_orders_amount).toBe('450.0000');
      const rows = Object.fromEntries(body.result.map((r) => [r.user_type, r]));
      expect(rows.SALES_STAFF).toMatchObject({ order_count: 2, total_amount: '470.0000' });
      // The admin's return; the transfer the admin sent is not a sale to a customer.
      expect(rows.ADMIN).toMatchObject({ order_count: 1, total_amount: '-100.0000' });
    });
  });

  describe('comparison-analysis/ and comparison-analysis-expense-sales/ (O28, O29)', () => {
    it('gives profit per company filtered by type, and sales against negated expenses', async () => {
      const res = await get(s.store, '/api/comparison-analysis/?company_type=RETIAL');
      expect(res.statusCode, res.body).toBe(200);
      const outletOrders = await fromOrders(t.db, [s.group.outlet.id]);
      // The outlet paid 450 for 5 units that cost 80 each (400): the markup of 50 it paid its sister
      // store is an expense of its own (the purchase price variance), wherever the goods go next.
      const markup = 450 - 5 * 80;
      expect(res.json()).toEqual([
        {
          company_name: s.group.outlet.companyName,
          profit: outletOrders.net.minus(outletOrders.cogs).minus(markup).toFixed(4),
        },
      ]);
      const untouched = await get(s.store, '/api/comparison-analysis/?company_type=0');
      expect(untouched.json()).toHaveLength(2);
      const es = (
        await get(s.store, `/api/comparison-analysis-expense-sales/?company=${s.group.store.id}`)
      ).json();
      expect(es).toEqual({
        company_name: s.group.store.companyName,
        total_sales: '370.0000',
        total_expense: '-50.0000',
      });
    });
  });

  describe('report/business/ (the super admin’s report)', () => {
    it('gives sales, returns, discounts, margin, payments and ageing, and only to the super admin', async () => {
      expect((await get(s.store, '/api/report/business/')).statusCode).toBe(403);
      const res = await get(s.head, `/api/report/business/?${range}&company=${s.group.store.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const r = BusinessReportResponse.parse(res.json());
      const expected = await fromOrders(t.db, [s.group.store.id]);
      expect(r.summary.sales.current).toBe('470.0000');
      expect(r.summary.internal_transfers.current).toBe('450.0000');
      expect(r.summary.returns.current).toBe('100.0000');
      expect(r.summary.net_sales.current).toBe(expected.net.toFixed(4));
      expect(r.summary.net_sales.change).toBe(expected.net.toFixed(4));
      // 10% of 100 on one line and 20 off the order.
      expect(r.summary.discounts.current).toBe('30.0000');
      // 11 units left at their cost of 80: the store's Inventory account at the end of the range.
      expect(r.summary.stock_value.current).toBe('880.0000');
      expect(r.summary.gross_margin.current).toBe(expected.net.minus(expected.cogs).toFixed(4));
      // The store's books: its customer business, and the 50 it made on the transfer.
      expect(r.summary.net_profit.current).toBe(
        expected.net.minus(expected.cogs).minus(50).plus(50).toFixed(4),
      );
      const pay = Object.fromEntries(r.payments.map((p) => [p.method, p.current]));
      // Cash: 270 taken less 100 refunded; on account: the credit sale (the transfer is not a sale).
      expect(pay).toMatchObject({ CASH: '170.0000', ON_ACCOUNT: '200.0000' });
      expect(r.receivables.map((x) => x.total).sort()).toEqual(['200.0000', '450.0000'].sort());
      expect(r.receivables.every((x) => x['0-30'] === x.total)).toBe(true);
      expect(r.by_day).toEqual([{ day, net_sales: '370.0000', orders: 3 }]);
      // The same sales by hour (the hours they were rung up in, in order) and by operator, best first.
      const hours = r.by_hour.map((h) => h.hour);
      expect(hours).toEqual([...new Set(hours)].sort((a, b) => a - b));
      expect(r.by_hour.reduce((n, h) => n + h.orders, 0)).toBe(3);
      expect(r.by_hour.reduce((n, h) => n.plus(h.net_sales), new D(0)).toFixed(4)).toBe('370.0000');
      expect(r.operators).toEqual([
        { username: s.storeCashier.username, user_type: 'SALES_STAFF', orders: 2, net_sales: '470.0000' },
        { username: s.store.username, user_type: 'ADMIN', orders: 1, net_sales: '-100.0000' },
      ]);
      // Lines: 90 + 200 (cash), 200 (credit), −100 (return); 4 units at a cost of 80.
      const line = {
        quantity: '4.0000',
        revenue: '390.0000',
        cost: expected.cogs.toFixed(4),
        margin: '70.0000',
      };
      expect(r.top_products_by_revenue).toEqual([{ name: expect.any(String), ...line }]);
      expect(r.top_categories_by_margin).toEqual([{ name: 'Uncategorised', ...line }]);
    });

    it('streams CSV tables, every order line included', async () => {
      const res = await get(s.head, `/api/report/business/csv/?table=order_lines&${range}&company=0`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const rows = parseCsv(res.body);
      expect(rows[0]?.[0]).toBe('created');
      expect(rows.length - 1).toBe(6);
      const internal = rows[0]?.indexOf('internal_order') ?? -1;
      expect(rows.slice(1).filter((r) => r[internal] === 'yes')).toHaveLength(1);
      // The cash sale's 20 off the order is spread over its lines (90 and 200) to the paisa, and
      // each line's margin is after its share: 90 − 6.21 − 80 and 200 − 13.79 − 160.
      const header = rows[0] ?? [];
      const col = (name: string) => header.indexOf(name);
      const cashLines = rows
        .slice(1)
        .filter((r) => r[col('line_total')] === '90.0000' || r[col('line_total')] === '200.0000')
        .filter((r) => r[col('status')] === 'COMPLETE' && r[col('order_discount')] !== '0.0000');
      expect(
        cashLines.map((r) => [r[col('order_discount')], r[col('net_line_total')], r[col('margin')]]),
      ).toEqual([
        ['6.2100', '83.7900', '3.7900'],
        ['13.7900', '186.2100', '26.2100'],
      ]);
      // Lines of a sale without an order discount keep their whole total.
      const credit = rows
        .slice(1)
        .find((r) => r[col('line_total')] === '200.0000' && r[col('order_discount')] === '0.0000');
      expect(credit?.[col('net_line_total')]).toBe('200.0000');
      const summary = parseCsv((await get(s.head, `/api/report/business/csv/?table=summary&${range}`)).body);
      expect(summary.find((row) => row[0] === 'net_sales')).toBeDefined();
      expect((await get(s.head, '/api/report/business/csv/?table=nope')).statusCode).toBe(400);
    });
  });
}

describe('figures read from the journal lines', figureTests);

describe('summaries folded from the journal and the stock ledger (docs/domain/analytics.md, "Summaries")', () => {
  it('give the same answers as the lines at every step of a fold, wherever the watermark is', async () => {
    const urls: [Call, string][] = [
      [s.store, `/api/analytics/?${range}&company=0`],
      [s.outlet, `/api/analytics/?${range}&company=0`],
      [s.store, `/api/user-sales/?${range}&company=0`],
      [s.store, '/api/comparison-analysis/?company_type=0'],
      [s.store, `/api/comparison-analysis-expense-sales/?company=${s.group.store.id}`],
      [s.head, `/api/report/business/?${range}&company=0`],
    ];
    const answers = () => Promise.all(urls.map(async ([call, url]) => (await get(call, url)).json()));
    const fromLines = await answers();
    // Small steps when this database's journal is small (a file's own), else about twenty.
    const [before] = await rowsOfTest<{ unfolded: string; top: string }>(
      t.db,
      sql`SELECT count(*)::text AS unfolded, max(id)::text AS top FROM journal_lines
        WHERE id > coalesce((SELECT folded_through FROM report_fold), 0)`,
    );
    const chunk = Math.max(3, Math.ceil(Number(before?.unfolded ?? 0) / 20));
    // The same for the stock sums: every earlier file's movements on PostgreSQL's one database.
    const [movements] = await rowsOfTest<{ unfolded: string }>(
      t.db,
      sql`SELECT count(*)::text AS unfolded FROM stock_movements
        WHERE id > coalesce((SELECT folded_through FROM stock_fold WHERE id = 1), 0)`,
    );
    const stockChunk = Math.max(3, Math.ceil(Number(movements?.unfolded ?? 0) / 20));
    let steps = 0;
    let idle = 0;
    while (idle < 2 && steps < 200) {
      const step = await foldReports(t.db, undefined, chunk);
      // The stock sums (the Inventory tab's) fold beside them.
      const stock = await foldStock(t.db, stockChunk);
      steps++;
      idle = step.lines === 0 && !step.more && stock.movements === 0 && !stock.more ? idle + 1 : 0;
      expect(await answers()).toEqual(fromLines);
    }
    expect(idle).toBe(2);
    // Every line there was before the fold is in the summaries now.
    const [state] = await rowsOfTest<{ folded: string }>(
      t.db,
      sql`SELECT folded_through::text AS folded FROM report_fold`,
    );
    expect(Number(state?.folded)).toBeGreaterThanOrEqual(Number(before?.top ?? 0));
  });

  describe('figures read from the summaries', figureTests);
});
