import { accounts, balanceNow, checkBooks, journalLines } from '@tillwise/db';
import { D, type Dec, type FinanceMethod, FUNDS_PURPOSES, orderTotal, round4 } from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { accountsOffTheJournal, type Group, journalNet, makeGroup } from './support/books.js';
import { createProduct, firstVariantId, receive } from './support/catalog.js';

/*
 * Thousands of random finance operations by three managers of one group, sales, credit sales,
 * returns and refunds at the store's counter, and internal orders (purchases from the vendor with
 * cash given, transfers from the store to the outlet), in mixed trade units (pieces, packs of 6,
 * cartons of 48: docs/domain/units.md), checked against the
 * journal and against a model that knows only what each operation does to funds, company credit
 * and customer credit (docs/domain/accounting.md), never which accounts it uses.
 */

let t: TestApp;
let g: Group;
/** A batch the store sells from (and takes returns into). */
let shelf: number;
/** The variant the store buys more of from the vendor, and how a stock CSV names it. */
let variant: number;
let barCode: string;
let VARIANT_SIZE: string;
let VARIANT_COLOR: string;
/** The product's trade units: a line is in pieces (no unit), packs of 6 or cartons of 48. */
const UNIT_IDS: Record<Unit, number | undefined> = { piece: undefined, pack: undefined, carton: undefined };
type Unit = 'piece' | 'pack' | 'carton';
const unitField = (unit: Unit) => (UNIT_IDS[unit] === undefined ? {} : { unit: UNIT_IDS[unit] });
beforeAll(async () => {
  t = await buildTestApp();
  g = await makeGroup(t.db, t.app);
  const product = await createProduct(g.as.store);
  variant = firstVariantId(product);
  barCode = product.bar_code;
  VARIANT_SIZE = product.product_variant[0]?.size ?? '';
  VARIANT_COLOR = product.product_variant[0]?.color ?? '';
  shelf = await receive(g.as.store, variant, '1000000');
  for (const [unit, name, count] of [
    ['pack', 'Pack of 6', 6],
    ['carton', 'Carton of 48', 48],
  ] as const) {
    const res = await g.as.store({
      method: 'POST',
      url: `/api/product/${product.id}/unit/`,
      payload: { name, count },
    });
    expect(res.statusCode, res.body).toBe(201);
    UNIT_IDS[unit] = res.json<{ id: number }>().id;
  }
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

type Who = 'head' | 'store' | 'outlet';
type Kind = 'own' | 'customer' | 'company';
interface Candidate {
  id: number;
  kind: Kind;
}

/** Whom each manager may name, by the rules of spec 2.14 and the policy's reach. */
const candidates = (who: Who): Candidate[] => {
  const company = (id: number): Candidate => ({ id, kind: 'company' });
  const customer = (id: number): Candidate => ({ id, kind: 'customer' });
  if (who === 'head') return [company(g.storeAdmin.id), company(g.outletAdmin.id), company(g.cashier.id)];
  if (who === 'store') {
    return [
      { id: g.storeCashier.id, kind: 'own' },
      company(g.outletAdmin.id),
      company(g.vendor.id),
      customer(g.walkIn.id),
      customer(g.storeCustomer.id),
      customer(g.customer.id),
    ];
  }
  return [{ id: g.cashier.id, kind: 'own' }, customer(g.customer.id)];
};
const SELF: Candidate = { id: -1, kind: 'own' };
const reach = (who: Who): number[] =>
  who === 'head'
    ? [g.parent.id, g.store.id, g.outlet.id]
    : who === 'store'
      ? [g.store.id, g.outlet.id]
      : [g.outlet.id];
const companyOf = (who: Who): number =>
  who === 'head' ? g.parent.id : who === 'store' ? g.store.id : g.outlet.id;

const amountText = fc.integer({ min: 1, max: 10 ** 9 }).map((n) => (n / 10 ** 4).toFixed(4));
const who = fc.constantFrom<Who>('head', 'store', 'outlet');
const unit = fc.constantFrom<Unit>('piece', 'pack', 'carton');

const transactionOp = who.chain((w) =>
  fc.record({
    type: fc.constant('tx' as const),
    who: fc.constant(w),
    method: fc.constantFrom<FinanceMethod>('Received', 'Credit', 'Debit', 'Expense'),
    party: fc.constantFrom(SELF, ...candidates(w)),
    amount: amountText,
    asNumber: fc.boolean(),
    service: fc.constantFrom(null, 'BANK', 'JAZZ_CASH', 'EASY_PAISA'),
  }),
);
const journalOp = who.chain((w) =>
  fc.record({
    type: fc.constant('je' as const),
    who: fc.constant(w),
    rows: fc.array(
      fc.record({
        out: fc.boolean(),
        party: fc.constantFrom(...candidates(w).filter((c) => c.kind !== 'own')),
        settlement: fc.constantFrom<'cash' | 'credit'>('cash', 'credit'),
        dept: fc.constantFrom(...reach(w)),
        amount: amountText,
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
);
const refusedOp = who.map((w) => ({ type: 'refused' as const, who: w }));
/** The store's admin at the counter: cash or card to the walk-in, credit to its regular customer, or a return. */
const saleOp = fc.record({
  type: fc.constant('sale' as const),
  who: fc.constant<Who>('store'),
  credit: fc.boolean(),
  returned: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 5 }),
  price: fc.integer({ min: 1, max: 10 ** 7 }).map((n) => (n / 10 ** 4).toFixed(4)),
  discount: fc.constantFrom('0', '10', '33.5'),
  /** On credit, the share of the total paid in cash (percent). */
  paid: fc.integer({ min: 0, max: 100 }),
  service: fc.constantFrom('BANK', 'JAZZ_CASH', 'EASY_PAISA'),
  unit,
});
/** The store's admin refunds one of a line of an earlier cash sale from its receipt (in the unit sold). */
const refundOp = fc.record({
  type: fc.constant('refund' as const),
  who: fc.constant<Who>('store'),
  pick: fc.nat(),
});
const unitPrice = fc.integer({ min: 1, max: 10 ** 7 }).map((n) => (n / 10 ** 4).toFixed(4));
/** The store's admin buys from the vendor with part of the total given in cash (an internal order). */
const purchaseOp = fc.record({
  type: fc.constant('purchase' as const),
  who: fc.constant<Who>('store'),
  quantity: fc.integer({ min: 1, max: 5 }),
  price: unitPrice,
  /** The share of the total given in cash (percent). */
  paid: fc.integer({ min: 0, max: 100 }),
  unit,
});
/** The store's admin sends the outlet goods from its shelf (an internal order). */
const transferOp = fc.record({
  type: fc.constant('transfer' as const),
  who: fc.constant<Who>('store'),
  quantity: fc.integer({ min: 1, max: 3 }),
  price: unitPrice,
  unit,
});
/** The store's admin receives a batch on the Batches screen, from the vendor or as opening stock. */
const receiptOp = fc.record({
  type: fc.constant('receipt' as const),
  who: fc.constant<Who>('store'),
  quantity: fc.integer({ min: 1, max: 10 ** 6 }).map((n) => (n / 10 ** 2).toFixed(2)),
  cost: fc.option(unitPrice, { nil: undefined }),
  fromVendor: fc.boolean(),
});
/** The store's admin corrects a received batch's quantity (up, or down: a write-off) or its cost. */
const batchEditOp = fc.record({
  type: fc.constant('batch-edit' as const),
  who: fc.constant<Who>('store'),
  pick: fc.nat(),
  quantity: fc.option(
    fc.integer({ min: 1, max: 10 ** 6 }).map((n) => (n / 10 ** 2).toFixed(2)),
    { nil: undefined },
  ),
  cost: fc.option(unitPrice, { nil: undefined }),
});
/** The store's admin deletes a received batch: refused while it holds stock it cannot simply un-receive. */
const batchDeleteOp = fc.record({
  type: fc.constant('batch-delete' as const),
  who: fc.constant<Who>('store'),
  pick: fc.nat(),
});
/** The store's admin writes off part of a received batch's stock (refused beyond what is held). */
const writeOffOp = fc.record({
  type: fc.constant('write-off' as const),
  who: fc.constant<Who>('store'),
  pick: fc.nat(),
  quantity: fc.integer({ min: 1, max: 10 ** 6 }).map((n) => (n / 10 ** 2).toFixed(2)),
});
/** The store's admin imports stock rows: a count of a received batch, and a new batch (opening stock). */
const csvOp = fc.record({
  type: fc.constant('csv' as const),
  who: fc.constant<Who>('store'),
  pick: fc.nat(),
  counted: fc.integer({ min: 0, max: 10 ** 6 }).map((n) => (n / 10 ** 2).toFixed(2)),
  received: fc.integer({ min: 1, max: 10 ** 5 }).map((n) => (n / 10 ** 2).toFixed(2)),
});
/** A fold of the balance deltas into the accounts (ADR 0009): no figure may move. */
const foldOp = fc.record({ type: fc.constant('fold' as const), who: fc.constant<Who>('store') });
const operation = fc.oneof(
  { arbitrary: foldOp, weight: 2 },
  { arbitrary: writeOffOp, weight: 1 },
  { arbitrary: csvOp, weight: 1 },
  { arbitrary: receiptOp, weight: 2 },
  { arbitrary: batchEditOp, weight: 2 },
  { arbitrary: batchDeleteOp, weight: 1 },
  { arbitrary: transactionOp, weight: 6 },
  { arbitrary: journalOp, weight: 3 },
  { arbitrary: saleOp, weight: 3 },
  { arbitrary: refundOp, weight: 1 },
  { arbitrary: purchaseOp, weight: 2 },
  { arbitrary: transferOp, weight: 2 },
  { arbitrary: refusedOp, weight: 1 },
);

/**
 * An internal order's body, and what it does to the figures: a purchase takes the cash given from
 * the store's funds and owes the vendor the rest; a transfer makes the outlet owe the store.
 */
function internalOf(op: Extract<Operation, { type: 'purchase' | 'transfer' }>) {
  const quantity = String(op.quantity);
  const line =
    op.type === 'purchase'
      ? {
          order_batch: {
            manufacturing_date: '2026-11-01',
            expiry_date: '2027-11-01',
            quantity,
            product_variant: String(variant),
          },
        }
      : { batch: shelf };
  const items = [{ ...line, price: op.price, discount: '0', quantity, ...unitField(op.unit) }];
  const total = orderTotal(items);
  const given = op.type === 'purchase' ? round4(total.times(op.paid).div(100)) : new D(0);
  const body = {
    order_item: items,
    seller: op.type === 'purchase' ? g.vendor.id : g.storeAdmin.id,
    buyer: op.type === 'purchase' ? g.storeAdmin.id : g.outletAdmin.id,
    total: total.toFixed(4),
    total_discount: '0',
    amount_discount: true,
    amount_received: given.toFixed(4),
    invoice_id: '',
    internal_order: true,
  };
  return { body, total, given };
}

/** The sale's body, and what it does to the store's funds and its customer's credit. */
function saleOf(op: Extract<Operation, { type: 'sale' }>) {
  const quantity = op.returned ? -op.quantity : op.quantity;
  const items = [
    {
      batch: shelf,
      price: op.price,
      discount: op.discount,
      quantity: String(quantity),
      ...unitField(op.unit),
    },
  ];
  const total = orderTotal(items);
  const received = op.returned ? new D(0) : op.credit ? round4(total.times(op.paid).div(100)) : total;
  const body = {
    order_item: items,
    seller: g.storeAdmin.id,
    buyer: op.credit ? g.storeCustomer.id : g.walkIn.id,
    total: total.toFixed(4),
    total_discount: '0',
    amount_discount: true,
    cash_payment: true,
    amount_received: received.toFixed(4),
    payment_service: op.service,
    transaction_id: op.service === 'BANK' ? '' : 'ref',
    deduct_balance: op.credit,
    ...(op.returned ? { status: 'RETURNED' } : {}),
  };
  // A credit sale takes the cash part into funds and the rest from the customer; a return gives
  // the regular customer credit back, or the walk-in cash.
  const onAccount = op.credit ? total.minus(received) : new D(0);
  return { body, funds: total.minus(onAccount), customer: onAccount.negated() };
}
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** What the operations should have done to the figures the API shows, by figure key. */
class Model {
  readonly change = new Map<string, Dec>();
  add(key: string, amount: Dec) {
    this.change.set(key, (this.change.get(key) ?? new D(0)).plus(amount));
  }
  apply(op: Operation) {
    if (op.type === 'fold') return;
    const moneyFree =
      op.type === 'refused' ||
      op.type === 'batch-edit' ||
      op.type === 'batch-delete' ||
      op.type === 'write-off' ||
      op.type === 'csv' ||
      // A refund gives back what the server answers (decided).
      op.type === 'refund';
    if (moneyFree) return;
    if (op.type === 'receipt') {
      // Received from the vendor, the goods are owed to it at cost; opening stock is owed to no one.
      if (op.fromVendor) this.add(`owes:${g.store.id}`, receiptValue(op));
      return;
    }
    const c = companyOf(op.who);
    if (op.type === 'purchase') {
      const { total, given } = internalOf(op);
      this.add(`funds:${c}`, given.negated());
      this.add(`owes:${c}`, total.minus(given));
      return;
    }
    if (op.type === 'transfer') {
      this.add(`owes:${g.outlet.id}`, internalOf(op).total);
      return;
    }
    if (op.type === 'sale') {
      const effect = saleOf(op);
      this.add(`funds:${c}`, effect.funds);
      this.add(`customer:${g.storeCustomer.id}`, effect.customer);
      return;
    }
    if (op.type === 'tx') {
      const a = new D(op.amount);
      const sign = op.method === 'Debit' || op.method === 'Expense' ? -1 : 1;
      this.add(`funds:${c}`, a.times(sign));
      if (op.method === 'Expense' || op.party.kind === 'own') return;
      if (op.party.kind === 'customer') this.add(`customer:${op.party.id}`, a.times(sign));
      else if (op.method !== 'Received') this.add(`owes:${c}`, a.times(sign));
      return;
    }
    for (const row of op.rows) {
      const a = new D(row.amount);
      if (row.settlement === 'cash') this.add(`funds:${c}`, row.out ? a.negated() : a);
      if (row.settlement === 'credit' && row.party.kind === 'customer') {
        this.add(`customer:${row.party.id}`, row.out ? a : a.negated());
      }
      if (row.settlement === 'credit' && row.out && row.party.kind === 'company') this.add(`owes:${c}`, a);
      if (!row.out && row.dept !== c) this.add(`owes:${c}`, a);
    }
  }
}

/** What a receipt is worth: its quantity at its cost (the variant's cost price when none is given). */
const receiptValue = (op: Extract<Operation, { type: 'receipt' }>) =>
  round4(new D(op.quantity).times(op.cost ?? VARIANT_COST));
const VARIANT_COST = '80';
/** Batches received during the run, for edits and deletions. */
const received: number[] = [];
/** What each batch received from the vendor is owed at, until a deletion reverses its receipt. */
const owedForReceipt = new Map<number, Dec>();
/** Changes to the figures that only the server's answer decides (a deletion that reversed a receipt). */
const decided: { key: string; amount: Dec }[] = [];
/** Cash sales of the run (to the walk-in, not returns): a refund takes one of their first line back. */
const cashSales: { order: number; item: number }[] = [];

async function perform(op: Operation): Promise<void> {
  const as = g.as[op.who];
  if (op.type === 'fold') {
    await t.db.execute(sql`select fold_balances()`);
    return;
  }
  if (op.type === 'receipt') {
    const payload = {
      product_variant: variant,
      quantity: op.quantity,
      manufacturing_date: '2026-11-01',
      expiry_date: '2027-11-01',
      ...(op.cost ? { cost_price: op.cost } : {}),
      ...(op.fromVendor ? { received_from: g.vendorCo.id } : {}),
    };
    const res = await as({ method: 'POST', url: '/api/batch/', payload });
    expect(res.statusCode, res.body).toBe(201);
    received.push(res.json().id);
    if (op.fromVendor) owedForReceipt.set(res.json().id, receiptValue(op));
    return;
  }
  if (op.type === 'write-off') {
    const id = received[op.pick % Math.max(received.length, 1)];
    if (id === undefined) return;
    const payload = { quantity: op.quantity, reason: 'Damaged' };
    const res = await as({ method: 'POST', url: `/api/batch/${id}/write-off/`, payload });
    expect([200, 400, 404], res.body).toContain(res.statusCode);
    if (res.statusCode === 200) owedForReceipt.delete(id);
    return;
  }
  if (op.type === 'csv') {
    const id = received[op.pick % Math.max(received.length, 1)];
    const header = { line: 1, values: {} };
    const rows = [
      ...(id === undefined ? [] : [{ batch_id: String(id), quantity: op.counted }]),
      {
        bar_code: barCode,
        size: VARIANT_SIZE,
        color: VARIANT_COLOR,
        manufacturing_date: '2026-11-01',
        expiry_date: '2027-11-01',
        quantity: op.received,
      },
    ].map((values, i) => ({ ...header, line: i + 2, values }));
    const res = await as({ method: 'POST', url: '/api/catalog-csv/stock/import/', payload: { rows } });
    expect(res.statusCode, res.body).toBe(200);
    // The new batch is always received (opening stock); the count changes the batch or leaves it.
    const statuses = res.json<{ rows: { status: string }[] }>().rows.map((r) => r.status);
    expect(statuses.at(-1), res.body).toBe('new');
    if (id !== undefined) owedForReceipt.delete(id);
    return;
  }
  if (op.type === 'batch-edit' || op.type === 'batch-delete') {
    const id = received[op.pick % Math.max(received.length, 1)];
    if (id === undefined) return;
    if (op.type === 'batch-delete') {
      const res = await as({ method: 'DELETE', url: `/api/batch/${id}/` });
      // Refused while it holds stock that did not just arrive; gone (404 next time) otherwise.
      expect([204, 400, 404], res.body).toContain(res.statusCode);
      // An untouched receipt is reversed: what was owed for it is owed no more.
      const owed = owedForReceipt.get(id);
      if (res.statusCode === 204 && owed) decided.push({ key: `owes:${g.store.id}`, amount: owed.negated() });
      owedForReceipt.delete(id);
      return;
    }
    const payload = {
      ...(op.quantity ? { quantity: op.quantity } : {}),
      ...(op.cost ? { cost_price: op.cost } : {}),
    };
    const res = await as({ method: 'PATCH', url: `/api/batch/${id}/`, payload });
    expect([200, 400, 404], res.body).toContain(res.statusCode);
    // Corrected or revalued, the receipt is no longer untouched: deleting it is refused from now on.
    if (res.statusCode === 200 && (op.quantity || op.cost)) owedForReceipt.delete(id);
    return;
  }
  if (op.type === 'refused') {
    // Refused requests must change nothing: a foreign party, then words for an amount.
    const foreign = { payor: g.otherAdmin.id, amount: '5', description: 'x', p_s: 'Received' };
    const words = { amount: 'ten', description: 'x', p_s: 'Expense' };
    for (const payload of [foreign, words]) {
      expect((await as({ method: 'POST', url: '/api/transaction/', payload })).statusCode).toBe(400);
    }
    return;
  }
  if (op.type === 'purchase' || op.type === 'transfer') {
    const { body } = internalOf(op);
    const res = await as({ method: 'POST', url: '/api/internal-order/', payload: body });
    expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(201);
    return;
  }
  if (op.type === 'sale') {
    const { body } = saleOf(op);
    const res = await as({ method: 'POST', url: '/api/order/', payload: body });
    expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(201);
    const sale = res.json<{ id: number; order_item: { id: number }[] }>();
    const line = sale.order_item[0];
    if (!op.credit && !op.returned && line) cashSales.push({ order: sale.id, item: line.id });
    return;
  }
  if (op.type === 'refund') {
    const sale = cashSales[op.pick % Math.max(cashSales.length, 1)];
    if (!sale) return;
    const res = await as({
      method: 'POST',
      url: `/api/order/${sale.order}/refund/`,
      payload: { lines: [{ item: sale.item, quantity: '1' }] },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    // Refused once the line has all come back.
    expect([201, 400], res.body).toContain(res.statusCode);
    // The walk-in is paid back from the store's funds: the refund's total (negative).
    if (res.statusCode === 201) decided.push({ key: `funds:${g.store.id}`, amount: new D(res.json().total) });
    return;
  }
  if (op.type === 'tx') {
    const side = op.method === 'Received' || op.method === 'Debit' ? 'payor' : 'payee';
    const amount = op.asNumber && Number.isInteger(Number(op.amount)) ? Number(op.amount) : op.amount;
    const payload = {
      [side]: op.party.id,
      amount,
      description: 'p',
      p_s: op.method,
      payment_service: op.service,
    };
    const res = await as({ method: 'POST', url: '/api/transaction/', payload });
    expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(201);
    return;
  }
  const rows = op.rows.map((r) => ({
    p_s: 'JE',
    method: r.settlement,
    payor: String(r.out ? -1 : r.party.id),
    payee: String(r.out ? r.party.id : -1),
    dept: String(r.dept),
    amount: r.amount,
  }));
  const res = await as({ method: 'POST', url: '/api/journal-entry/', payload: rows });
  expect(res.statusCode, `${JSON.stringify(rows)} ${res.body}`).toBe(201);
}

/** Every figure the API shows, read through the API. */
async function shownFigures(): Promise<Map<string, Dec>> {
  const figures = new Map<string, Dec>();
  for (const w of ['head', 'store', 'outlet'] as const) {
    const company = (await g.as[w]({ method: 'GET', url: '/api/user-data/' })).json().results[0].company;
    figures.set(`funds:${company.id}`, new D(company.balance));
    figures.set(`owes:${company.id}`, new D(company.credit));
  }
  const people = (await g.as.store({ method: 'GET', url: '/api/finance-parties/?p_s=Expense' })).json()
    .results;
  for (const p of people as { id: number; user_type: string; credit: string }[]) {
    if (p.user_type.endsWith('CUSTOMER')) figures.set(`customer:${p.id}`, new D(p.credit));
  }
  return figures;
}

/** The same figures summed from journal lines. */
async function journalFigures(keys: Iterable<string>): Promise<Map<string, Dec>> {
  const out = new Map<string, Dec>();
  for (const key of keys) {
    const [kind, raw] = key.split(':');
    const id = Number(raw);
    if (kind === 'funds') out.set(key, new D(await journalNet(t.db, [id], [...FUNDS_PURPOSES])));
    if (kind === 'owes') out.set(key, new D(await journalNet(t.db, [id], ['PAYABLE'])).negated());
    if (kind === 'customer') {
      const [row] = await t.db
        .select({ v: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}), 0)::text` })
        .from(journalLines)
        .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
        .where(and(eq(accounts.counterpartyUserId, id), eq(accounts.purpose, 'RECEIVABLE')));
      out.set(key, new D(row?.v ?? 0));
    }
  }
  return out;
}

/** An account's balance now: folded plus the deltas not folded yet (ADR 0009). */
const NOW = balanceNow(sql`a.id`, sql`a.balance`);

/** Companies of the group whose Inventory account differs from their stock valued at cost. */
async function stockOffTheBooks() {
  const result = await t.db.execute(sql`
    select c.id, coalesce(${NOW}, 0)::text as books, coalesce(v.value, 0)::text as stock
    from companies c
    left join accounts a on a.company_id = c.id and a.purpose = 'INVENTORY'
    left join (select i.company_id, sum(round(i.quantity * b.unit_cost, 4)) as value
               from inventory i join batches b on b.id = i.batch_id group by 1) v on v.company_id = c.id
    where c.id in (${g.parent.id}, ${g.store.id}, ${g.outlet.id}) and coalesce(${NOW}, 0) <> coalesce(v.value, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

const text = (m: Map<string, Dec>) => Object.fromEntries([...m].map(([k, v]) => [k, v.toFixed(4)]));

describe('the books under random finance operations', () => {
  it('balance every entry and trial balance, keep every account balance and shown figure equal to the journal and the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 20, maxLength: 50 }), async (ops) => {
        const before = await shownFigures();
        const model = new Model();
        decided.length = 0;
        for (const op of ops) {
          await perform(op);
          model.apply(op);
          for (const d of decided.splice(0)) model.add(d.key, d.amount);
          // After every step: each company's Inventory equals its stock at the batches' costs.
          expect(await stockOffTheBooks()).toEqual([]);
        }
        expect(
          (await checkBooks(t.db, [g.parent.id, g.store.id, g.outlet.id])).map((v) => v.message),
        ).toEqual([]);
        const after = await shownFigures();
        expect(text(after)).toEqual(text(await journalFigures(after.keys())));
        const expected = new Map(
          [...after.keys()].map((k) => [k, (before.get(k) ?? new D(0)).plus(model.change.get(k) ?? 0)]),
        );
        expect(text(after)).toEqual(text(expected));

        const unbalanced = await t.db
          .select({ entry: journalLines.entryId })
          .from(journalLines)
          .groupBy(journalLines.entryId)
          .having(sql`sum(${journalLines.debit}) <> sum(${journalLines.credit})`);
        expect(unbalanced).toEqual([]);
        expect(await accountsOffTheJournal(t.db)).toEqual([]);
        for (const id of [g.parent.id, g.store.id, g.outlet.id]) {
          const tb = (
            await g.as.head({ method: 'GET', url: `/api/ledger/trial-balance/?company=${id}` })
          ).json();
          expect(tb.total_debit).toBe(tb.total_credit);
        }
      }),
      { numRuns: 25 },
    );
  }, 600_000);
});
