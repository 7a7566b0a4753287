import { randomUUID } from 'node:crypto';
import { accounts, checkBooks, creditInvoices, creditOverrides, users } from '@tillwise/db';
import {
  CREDIT_MSG,
  type CreditPayment,
  type CreditSaleApproval,
  type CustomerCredit,
  type OrderWire,
  type PartyStatement,
} from '@tillwise/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { PASSWORD } from './support/factories.js';
import { makeShop, type Shop, saleBody } from './support/orders.js';

/*
 * Customer credit (docs/domain/credit.md): terms, the limit checked in the sale's transaction with
 * a manager's approval on the cashier's screen, payments allocated to open invoices, refunds, and
 * the books agreeing with the invoices (checkBooks). Both engines (DATABASE_URL for PostgreSQL).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

/** A sale of `quantity` units at 100 put wholly on the regular customer's account. */
const creditSale = (shop: Shop, quantity: string) =>
  saleBody(shop.cashier.userId, shop.regular.id, [{ batch: shop.batch, price: '100', quantity }], {
    deduct_balance: true,
    amount_received: '0',
  });

const sell = (shop: Shop, quantity: string, headers: Record<string, string> = {}) =>
  shop.cashier({
    method: 'POST',
    url: '/api/order/',
    payload: creditSale(shop, quantity),
    headers: { 'idempotency-key': headers['idempotency-key'] ?? randomUUID(), ...headers },
  });

const credit = async (shop: Shop) => {
  const res = await shop.cashier({ method: 'GET', url: `/api/customer/${shop.regular.id}/credit/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomerCredit>();
};

const setTerms = async (shop: Shop, terms: Record<string, unknown>) => {
  const res = await shop.admin({
    method: 'PATCH',
    url: `/api/customer/${shop.regular.id}/credit/`,
    payload: terms,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomerCredit>();
};

const pay = (shop: Shop, payload: Record<string, unknown>, key = randomUUID()) =>
  shop.admin({
    method: 'POST',
    url: `/api/customer/${shop.regular.id}/payment/`,
    payload,
    headers: { 'idempotency-key': key },
  });

const booksOk = async (shop: Shop) =>
  expect(
    (await checkBooks(t.db, [shop.group.store.id])).filter(
      (v) => v.check.startsWith('credit') || v.check === 'customer-credit',
    ),
  ).toEqual([]);

describe('credit settings', () => {
  it("a company's defaults apply until a customer has their own; null goes back to the default", async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const url = `/api/company/${shop.group.store.id}/credit/`;
    const empty = await shop.admin({ method: 'GET', url });
    expect(empty.json()).toEqual({
      company: shop.group.store.id,
      credit_limit: null,
      overdue_days: 30,
      overdue_blocks: false,
      offline_allowance: '0.0000',
    });
    const put = await shop.admin({
      method: 'PUT',
      url,
      payload: { credit_limit: '500', overdue_days: 45, overdue_blocks: true, offline_allowance: '50' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await credit(shop)).credit_limit).toBe('500.0000');
    expect((await credit(shop)).overdue_days).toBe(45);
    const own = await setTerms(shop, { credit_limit: '250.5', overdue_days: 10, overdue_blocks: false });
    expect(own).toMatchObject({
      credit_limit: '250.5000',
      available: '250.5000',
      overdue_days: 10,
      overdue_blocks: false,
    });
    expect((await setTerms(shop, { credit_limit: null })).credit_limit).toBe('500.0000');
    const bad = await shop.admin({ method: 'PUT', url, payload: { credit_limit: '-1', overdue_days: 5000 } });
    expect(bad.statusCode).toBe(400);
    // A cashier reads the figures but sets nothing.
    expect((await shop.cashier({ method: 'PUT', url, payload: put.json() })).statusCode).toBe(403);
  });
});

describe('the limit at the sale', () => {
  it('refuses a credit sale beyond the limit with the figures, then takes it with a manager approval, recorded', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    await setTerms(shop, { credit_limit: '300' });
    expect((await sell(shop, '2')).statusCode).toBe(201);
    const before = await credit(shop);
    expect(before).toMatchObject({ owed: '200.0000', available: '100.0000', open_total: '200.0000' });

    const key = randomUUID();
    const refused = await sell(shop, '2', { 'idempotency-key': key });
    expect(refused.statusCode).toBe(400);
    const messages = refused.json<{ credit: string[] }>().credit;
    expect(messages[0]).toContain('Credit limit 300.00 would be passed');
    expect(messages[0]).toContain('owes 200.00');
    expect(messages[0]).toContain('puts 200.00 on account');
    expect(messages[0]).toContain('100.00 is available');
    expect(messages).toContain(CREDIT_MSG.approvalNeeded);
    expect((await credit(shop)).owed).toBe('200.0000');

    const wrong = await shop.cashier({
      method: 'POST',
      url: '/api/till-session/credit-approval/',
      payload: { username: shop.admin.username, password: 'not-it', customer: shop.regular.id, sale: key },
    });
    expect(wrong.statusCode).toBe(400);
    const given = await shop.cashier({
      method: 'POST',
      url: '/api/till-session/credit-approval/',
      payload: { username: shop.admin.username, password: PASSWORD, customer: shop.regular.id, sale: key },
    });
    expect(given.statusCode, given.body).toBe(201);
    const approval = given.json<CreditSaleApproval>();
    // The approval serves that sale only.
    expect((await sell(shop, '2', { 'x-credit-approval': approval.approval })).statusCode).toBe(400);
    const taken = await sell(shop, '2', { 'idempotency-key': key, 'x-credit-approval': approval.approval });
    expect(taken.statusCode, taken.body).toBe(201);
    const order = taken.json<OrderWire>();
    const [override] = await t.db.select().from(creditOverrides).where(eq(creditOverrides.orderId, order.id));
    expect(override).toMatchObject({
      approvedBy: shop.admin.userId,
      userId: shop.cashier.userId,
      owedBefore: '200.0000',
      creditLimit: '300.0000',
      onAccount: '200.0000',
      overdue: false,
    });
    expect((await credit(shop)).owed).toBe('400.0000');
    expect((await credit(shop)).available).toBe('0.0000');
    await booksOk(shop);
  });

  it('refuses new credit while an invoice is overdue and overdue blocks; a cash sale still goes through', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    await setTerms(shop, { overdue_days: 0, overdue_blocks: true });
    expect((await sell(shop, '1')).statusCode).toBe(201);
    const shown = await credit(shop);
    expect(shown.oldest_overdue).toMatchObject({ due: '100.0000', overdue: true });
    const refused = await sell(shop, '1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ credit: string[] }>().credit[0]).toContain(
      `Invoice ${shown.oldest_overdue?.invoice_id}`,
    );
    const cash = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(shop.cashier.userId, shop.regular.id, [
        { batch: shop.batch, price: '100', quantity: '1' },
      ]),
    });
    expect(cash.statusCode, cash.body).toBe(201);
    // Paid, the block lifts.
    expect((await pay(shop, { amount: '100' })).statusCode).toBe(201);
    expect((await sell(shop, '1')).statusCode).toBe(201);
    await booksOk(shop);
  });

  it('a split sale is checked on its credit part only', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    await setTerms(shop, { credit_limit: '50' });
    const split = (onAccount: string) =>
      shop.cashier({
        method: 'POST',
        url: '/api/order/',
        payload: saleBody(
          shop.cashier.userId,
          shop.regular.id,
          [{ batch: shop.batch, price: '100', quantity: '3' }],
          {
            amount_received: String(300 - Number(onAccount)),
            payments: [
              { method: 'CASH', amount: String(300 - Number(onAccount)) },
              { method: 'CREDIT', amount: onAccount },
            ],
          },
        ),
      });
    expect((await split('60')).statusCode).toBe(400);
    expect((await split('50')).statusCode).toBe(201);
    expect((await credit(shop)).owed).toBe('50.0000');
  });
});

describe('settling invoices with one payment', () => {
  it('allocates oldest first across three invoices, leaves the rest open, answers a replay with the first payment', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const ids: number[] = [];
    for (const q of ['1', '2', '3']) {
      const res = await sell(shop, q);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<OrderWire>().id);
    }
    expect((await credit(shop)).open_total).toBe('600.0000');
    const key = randomUUID();
    const res = await pay(shop, { amount: '250.5', reference: 'slip 9' }, key);
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<CreditPayment>();
    expect(payment.allocations.map((a) => [a.order, a.amount])).toEqual([
      [ids[0], '100.0000'],
      [ids[1], '150.5000'],
    ]);
    const again = await pay(shop, { amount: '250.5', reference: 'slip 9' }, key);
    expect(again.json()).toEqual(payment);
    const after = await credit(shop);
    expect(after.open_total).toBe('349.5000');
    expect(after.owed).toBe('349.5000');
    expect(after.open_invoices.map((i) => [i.order, i.paid, i.due])).toEqual([
      [ids[1], '150.5000', '49.5000'],
      [ids[2], '0.0000', '300.0000'],
    ]);
    await booksOk(shop);

    // As chosen: the newest first, part of it.
    const chosen = await pay(shop, { amount: '100', allocations: [{ order: ids[2], amount: '100' }] });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect((await credit(shop)).open_invoices.find((i) => i.order === ids[2])?.due).toBe('200.0000');
    // Refused: more than due, allocations that do not add up, an invoice that is not open.
    expect((await pay(shop, { amount: '1000' })).json()).toEqual({ amount: [CREDIT_MSG.moreThanDue] });
    expect((await pay(shop, { amount: '10', allocations: [{ order: ids[2], amount: '5' }] })).json()).toEqual(
      { allocations: [CREDIT_MSG.allocationsAddUp] },
    );
    expect(
      (await pay(shop, { amount: '10', allocations: [{ order: ids[0] as number, amount: '10' }] })).json(),
    ).toEqual({ allocations: [CREDIT_MSG.notOpen] });
    await booksOk(shop);
  });

  it('a refund to the account takes its amount off the invoice', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const sold = await sell(shop, '3');
    const order = sold.json<OrderWire>();
    const line = order.order_item[0];
    const refund = await shop.cashier({
      method: 'POST',
      url: `/api/order/${order.id}/refund/`,
      payload: { lines: [{ item: line?.id, quantity: '1' }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const [invoice] = await t.db.select().from(creditInvoices).where(eq(creditInvoices.orderId, order.id));
    expect(invoice).toMatchObject({ amount: '300.0000', refunded: '100.0000' });
    expect((await credit(shop)).open_total).toBe('200.0000');
    await booksOk(shop);
    const [row] = await t.db
      .select({ credit: users.credit })
      .from(users)
      .where(eq(users.id, shop.regular.id));
    expect(row?.credit).toBe('-200.0000');
  });
});

describe("a customer's statement", () => {
  it('opening balance, invoices, payments, refunds, closing balance and ageing for a period', async () => {
    const shop = await makeShop(t.app, t.db, '20');
    const sold = [];
    for (const q of ['1', '2']) sold.push((await sell(shop, q)).json<OrderWire>());
    expect((await pay(shop, { amount: '120' })).statusCode).toBe(201);
    const line = sold[1]?.order_item[0];
    const refund = await shop.cashier({
      method: 'POST',
      url: `/api/order/${sold[1]?.id}/refund/`,
      payload: { lines: [{ item: line?.id, quantity: '1' }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const [account] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.purpose, 'RECEIVABLE'), eq(accounts.counterpartyUserId, shop.regular.id)));
    const day = new Date().toISOString().slice(0, 10);
    const res = await shop.admin({
      method: 'GET',
      url: `/api/ledger/party-statement/?account=${account?.id}&start_date=${day}&end_date=${day}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json<PartyStatement>();
    expect(statement).toMatchObject({
      party_kind: 'customer',
      opening_balance: '0.0000',
      invoices: '300.0000',
      payments: '120.0000',
      refunds: '100.0000',
      adjustments: '0.0000',
      closing_balance: '80.0000',
      ageing: { '0-30': '80.0000', '31-60': '0.0000', '61-90': '0.0000', '90+': '0.0000' },
    });
    expect(statement.lines.map((l) => [l.kind, l.balance])).toEqual([
      ['invoice', '100.0000'],
      ['invoice', '300.0000'],
      ['payment', '180.0000'],
      ['refund', '80.0000'],
    ]);
    expect(statement.lines[0]?.reference).toBe(sold[0]?.invoice_id);
    // The next day opens with what this one closed with.
    const next = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await shop.admin({
      method: 'GET',
      url: `/api/ledger/party-statement/?account=${account?.id}&start_date=${next}&end_date=${next}`,
    });
    expect(later.json<PartyStatement>()).toMatchObject({
      opening_balance: '80.0000',
      closing_balance: '80.0000',
      lines: [],
    });
  });
});
