import { AnalyticsResponse, BusinessReportResponse, ExpenseSummarySchema } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/lib/day-range.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import {
  type Call,
  callerFor,
  createProduct,
  firstVariantId,
  makeGroup,
  receive,
} from './support/catalog.js';

/*
 * "Expenses" has one definition (docs/domain/analytics.md, "Expenses") and every screen shows it:
 * a store pays a bill of 100 (a finance record), its till pays 250 of petty cash, and 2 units
 * costing 80 are written off (160 of stock adjustment). The Order tab and Profit/Loss, Comparison
 * E/S (negated on the wire, as the contract says), the business report and the Expense Summary all
 * say 510, and the Expense Summary says where each part was posted.
 */

let t: TestApp;
let store: Call;
let head: Call;
let storeId: number;
const day = today();
const range = `start_date=${day}&end_date=${day}`;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
  const group = await makeGroup(t.db);
  storeId = group.store.id;
  store = await callerFor(t.app, t.db, 'ADMIN', storeId);
  head = await callerFor(t.app, t.db, 'SUPER_ADMIN', group.parent.id);
  const cashier = await callerFor(t.app, t.db, 'SALES_STAFF', storeId);
  const ok = async (call: Call, url: string, payload: object) => {
    const res = await call({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>();
  };
  await ok(store, '/api/transaction/', {
    amount: '100',
    p_s: 'Expense',
    payment_service: 'BANK',
    transaction_id: '',
    description: 'electricity',
  });
  const session = await ok(cashier, '/api/till-session/', {
    till: crypto.randomUUID(),
    opening_float: '1000',
  });
  await ok(cashier, `/api/till-session/${session.id}/cash/`, {
    direction: 'OUT',
    reason: 'PETTY_CASH',
    amount: '250',
    note: 'cleaning',
  });
  const batch = await receive(store, firstVariantId(await createProduct(store)), '10');
  const writeOff = await store({
    method: 'POST',
    url: `/api/batch/${batch}/write-off/`,
    payload: { quantity: '2' },
  });
  expect(writeOff.statusCode, writeOff.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('expenses, one figure on every screen', () => {
  it('is the same on the Order tab, Profit/Loss, Comparison E/S, the business report and the Expense Summary', async () => {
    const analytics = AnalyticsResponse.parse(
      (await store({ method: 'GET', url: `/api/analytics/?${range}&company=${storeId}` })).json(),
    );
    expect(analytics.total_expense).toBe('510.0000');
    const es = (
      await store({
        method: 'GET',
        url: `/api/comparison-analysis-expense-sales/?${range}&company=${storeId}`,
      })
    ).json();
    expect(es.total_expense).toBe('-510.0000');
    const report = BusinessReportResponse.parse(
      (await head({ method: 'GET', url: `/api/report/business/?${range}&company=${storeId}` })).json(),
    );
    expect(report.summary.expenses.current).toBe('510.0000');
    const res = await store({ method: 'GET', url: `/api/expense-summary/?${range}` });
    expect(res.statusCode, res.body).toBe(200);
    const summary = ExpenseSummarySchema.parse(res.json());
    expect(summary.total_expense).toBe('510.0000');
    expect(summary.expenses_by_account).toEqual([
      { purpose: 'EXPENSES', name: 'Expenses', amount: '350.0000' },
      { purpose: 'STOCK_ADJUSTMENT', name: 'Stock adjustments', amount: '160.0000' },
    ]);
  });
});
