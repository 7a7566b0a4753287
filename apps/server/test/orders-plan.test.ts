import {
  accounts,
  batches,
  checkBooks,
  creditOverrides,
  expiredSaleOverrides,
  fiscalOutbox,
  fiscalSettings,
  invoiceBlocks,
  journalEntries,
  journalLines,
  orderItems,
  orderPayments,
  orders,
  productUnits,
  saleFlags,
  stockMovements,
  taxCategories,
  tillSessions,
  users,
} from '@tillwise/db';
import { D } from '@tillwise/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPlan } from '../src/modules/orders/plan.js';
import { type PlanJson, planObject, writeOrder } from '../src/modules/orders/writer.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, type Shop, tillWithBlock } from './support/orders.js';

/*
 * The order plan is declared once as the JSON `write_order` reads (`PlanJson`, writer.ts), which
 * `planObject` must fill from the TypeScript plan. This test is derived from that declaration:
 * `Leaf<PlanJson>` is every key of it (tsc refuses `landed` below when a key has no read-back),
 * and at run time every key of the two plans' JSON must have its value found again in the rows
 * `write_order` wrote. A field added to the plan and forgotten by `planObject` fails tsc; one
 * forgotten by `write_order` fails here, on PGlite and on PostgreSQL.
 */

/** Every key of the plan's JSON, as a path ('items[].price'); a stock step's counter is one value. */
type Leaf<T, P extends string = ''> = T extends readonly (infer E)[]
  ? Leaf<E, `${P}[]`>
  : T extends object
    ? {
        [K in keyof T & string]: K extends 'counter'
          ? `${P}.${K}`
          : Leaf<NonNullable<T[K]>, P extends '' ? K : `${P}.${K}`>;
      }[keyof T & string]
    : P;
type PlanPath = Leaf<PlanJson>;

/** Each path's values in the JSON, in order (arrays walked; null objects give nothing below them). */
function valuesByPath(json: unknown, path = '', out = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (Array.isArray(json)) {
    for (const e of json) valuesByPath(e, `${path}[]`, out);
  } else if (json !== null && typeof json === 'object' && !path.endsWith('.counter')) {
    for (const [k, v] of Object.entries(json)) valuesByPath(v, path === '' ? k : `${path}.${k}`, out);
  } else {
    out.set(path, [...(out.get(path) ?? []), json]);
  }
  return out;
}

/** A value as compared: decimals by value, dates as ISO text, the rest as they are. */
function norm(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return new D(v).toString();
  if (typeof v === 'number') return new D(v).toString();
  if (typeof v === 'object' && 'purpose' in v) return (v as { purpose: string }).purpose;
  return v;
}

let t: TestApp;
let shop: Shop;
let category: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  shop = await makeShop(t.app, t.db, '50');
  const [made] = await t.db
    .insert(taxCategories)
    .values({ groupId: shop.group.parent.id, name: 'Plan check rate' })
    .returning();
  if (!made) throw new Error('no tax category');
  category = made;
  // The shop reports to the tax authority, so the plan's fiscal_company_id lands as an outbox row.
  await t.db.insert(fiscalSettings).values({ companyId: shop.group.store.id, enabled: true, posId: 1 });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

/** What `write_order` wrote for one order, read back from the tables. */
async function rowsOf(id: number) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error('no order');
  const items = await t.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.position));
  const itemBatches = items.length
    ? await t.db
        .select()
        .from(batches)
        .where(
          inArray(
            batches.id,
            items.map((i) => i.batchId),
          ),
        )
    : [];
  const batchOf = (i: (typeof items)[number]) => itemBatches.find((b) => b.id === i.batchId);
  /** A batch the order made (and linked to its line): the plan named it 0 / null. */
  const made = (i: (typeof items)[number]) => batchOf(i)?.orderItemId === i.id;
  const payments = await t.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, id))
    .orderBy(asc(orderPayments.position));
  const moves = await t.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.orderId, id))
    .orderBy(asc(stockMovements.id));
  const entries = await t.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.sourceType, 'order'), eq(journalEntries.sourceId, id)))
    .orderBy(asc(journalEntries.id));
  const lines = [];
  for (const entry of entries) {
    lines.push(
      await t.db
        .select({ line: journalLines, account: accounts })
        .from(journalLines)
        .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
        .where(eq(journalLines.entryId, entry.id))
        .orderBy(asc(journalLines.id)),
    );
  }
  // The order's own entries come first, its stock steps' after (write_order posts stock last).
  const stockEntries = moves.map((m) => entries.findIndex((e) => e.id === m.entryId));
  const ownEntries = entries.map((_, k) => k).filter((k) => !stockEntries.includes(k));
  const overrides = await t.db
    .select()
    .from(expiredSaleOverrides)
    .where(eq(expiredSaleOverrides.orderId, id))
    .orderBy(asc(expiredSaleOverrides.id));
  const flags = await t.db.select().from(saleFlags).where(eq(saleFlags.orderId, id));
  const [fiscal] = await t.db.select().from(fiscalOutbox).where(eq(fiscalOutbox.orderId, id));
  const creditApprovals = await t.db.select().from(creditOverrides).where(eq(creditOverrides.orderId, id));
  const [, , number] = order.invoiceId.split('_');
  const blocks = await t.db.select().from(invoiceBlocks).where(eq(invoiceBlocks.companyId, order.companyId));
  const block = blocks.find((b) => Number(number) >= b.firstNumber && Number(number) <= b.lastNumber);
  const refundedBefore = order.refundOfId
    ? (
        await t.db
          .select({ q: orderItems.quantity, orderId: orderItems.orderId, of: orderItems.refundOfItemId })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(eq(orders.refundOfId, order.refundOfId))
      )
        .filter((r) => r.orderId !== id)
        .reduce((sum, r) => sum.minus(r.q), new D(0))
    : null;
  return {
    order,
    items,
    batchOf,
    made,
    payments,
    moves,
    entries,
    lines,
    ownEntries,
    overrides,
    flags,
    fiscal,
    creditApprovals,
    block,
    number,
    refundedBefore,
  };
}
type Rows = Awaited<ReturnType<typeof rowsOf>>;

/** Where each key of the plan landed, in the JSON's order. One entry per key of `PlanJson`. */
const landed: Record<PlanPath, (r: Rows) => unknown[]> = {
  // Not a column: the companies the order touched, which write_order locks.
  'companies[]': (r) => [
    ...new Set([r.order.companyId, ...r.moves.map((m) => m.companyId), ...r.entries.map((e) => e.companyId)]),
  ],
  'order.company_id': (r) => [r.order.companyId],
  'order.seller_id': (r) => [r.order.sellerId],
  'order.buyer_id': (r) => [r.order.buyerId],
  'order.buyer_company_id': (r) => [r.order.buyerCompanyId],
  'order.status': (r) => [r.order.status],
  'order.total': (r) => [r.order.total],
  'order.amount_received': (r) => [r.order.amountReceived],
  'order.total_discount': (r) => [r.order.totalDiscount],
  'order.amount_discount': (r) => [r.order.amountDiscount],
  'order.cash_payment': (r) => [r.order.cashPayment],
  'order.payment_service': (r) => [r.order.paymentService],
  'order.transaction_id': (r) => [r.order.transactionId],
  'order.deduct_balance': (r) => [r.order.deductBalance],
  'order.internal_order': (r) => [r.order.internalOrder],
  // Queued for the authority by the company that reports it (its reporter is on in this test).
  'order.fiscal_company_id': (r) => [r.fiscal?.companyId ?? null],
  'order.idempotency_key': (r) => [r.order.idempotencyKey],
  'order.request_hash': (r) => [r.order.requestHash],
  'order.user_id': (r) => [r.order.userId],
  // The number asked was written as asked only when it is of the till's block; else the sequence's.
  'order.invoice_number': (r) => [r.block ? Number(r.number) : null],
  'order.invoice_prefix': (r) => [r.order.invoiceId.split('_')[0]],
  'order.till_id': (r) => [r.block?.tillId ?? null],
  'order.till_session_id': (r) => [r.order.tillSessionId],
  // Made offline: sold beyond stock and flagged rather than refused.
  'order.made_offline': (r) => [r.flags.length > 0],
  // Not given: made when it reached the server.
  'order.created': (r) => [
    r.order.created.getTime() === r.order.receivedAt.getTime() ? null : r.order.created,
  ],
  'order.refund_of_id': (r) => [r.order.refundOfId],
  // Checked by check_refund against the rows: what was returned of the sale before this refund.
  'order.refund_returned_before': (r) => [r.refundedBefore?.toString() ?? null],
  'order.tax': (r) => [r.order.tax],
  'order.further_tax': (r) => [r.order.furtherTax],
  'order.service_fee': (r) => [r.order.serviceFee],
  'order.prices_include_tax': (r) => [r.order.pricesIncludeTax],
  'expired_overrides[].batch_id': (r) => r.overrides.map((x) => x.batchId),
  'expired_overrides[].approved_by': (r) => r.overrides.map((x) => x.approvedBy),
  // Recorded when the sale needed it: here the customer's limit is 0 (docs/domain/credit.md).
  'credit_approval.approved_by': (r) => r.creditApprovals.map((x) => x.approvedBy),
  'items[].batch_id': (r) => r.items.map((i) => (r.made(i) ? null : i.batchId)),
  'items[].price': (r) => r.items.map((i) => i.price),
  'items[].quantity': (r) => r.items.map((i) => i.quantity),
  'items[].discount': (r) => r.items.map((i) => i.discount),
  'items[].line_total': (r) => r.items.map((i) => i.lineTotal),
  'items[].unit_cost': (r) => r.items.map((i) => i.unitCost),
  'items[].link_batch': (r) => r.items.map((i) => r.made(i)),
  'items[].refund_of_item_id': (r) => r.items.map((i) => i.refundOfItemId),
  'items[].tax_rate': (r) => r.items.map((i) => i.taxRate),
  'items[].sale_discount': (r) => r.items.map((i) => i.saleDiscount),
  'items[].tax_value': (r) => r.items.map((i) => i.taxValue),
  'items[].tax': (r) => r.items.map((i) => i.tax),
  'items[].further_tax': (r) => r.items.map((i) => i.furtherTax),
  'items[].tax_category_id': (r) => r.items.map((i) => i.taxCategoryId),
  'items[].hs_code': (r) => r.items.map((i) => i.hsCode),
  'items[].unit_id': (r) => r.items.map((i) => i.unitId),
  'items[].unit_name': (r) => r.items.map((i) => i.unitName),
  'items[].unit_count': (r) => r.items.map((i) => i.unitCount),
  'items[].new_batch.variant_id': (r) => r.items.filter(r.made).map((i) => r.batchOf(i)?.productVariantId),
  'items[].new_batch.quantity': (r) => r.items.filter(r.made).map((i) => r.batchOf(i)?.quantity),
  'items[].new_batch.manufacturing_date': (r) =>
    r.items.filter(r.made).map((i) => r.batchOf(i)?.manufacturingDate),
  'items[].new_batch.expiry_date': (r) => r.items.filter(r.made).map((i) => r.batchOf(i)?.expiryDate),
  'items[].new_batch.company_id': (r) => r.items.filter(r.made).map((i) => r.batchOf(i)?.receivedByCompanyId),
  'items[].new_batch.from_company_id': (r) =>
    r.items.filter(r.made).map((i) => r.batchOf(i)?.receivedFromCompanyId),
  'payments[].method': (r) => r.payments.map((p) => p.method),
  'payments[].amount': (r) => r.payments.map((p) => p.amount),
  'payments[].payment_service': (r) => r.payments.map((p) => p.paymentService),
  'payments[].transaction_id': (r) => r.payments.map((p) => p.transactionId),
  // One line per stock step in these plans: a step is its movement and the entry that posted it.
  'stock[].company_id': (r) => r.moves.map((m) => m.companyId),
  'stock[].kind': (r) => r.moves.map((m) => m.kind),
  'stock[].user_id': (r) => r.moves.map((m) => m.userId),
  'stock[].counter': (r) =>
    r.moves.map((m) => {
      const k = r.entries.findIndex((e) => e.id === m.entryId);
      return r.lines[k]?.find((l) => l.account.purpose !== 'INVENTORY')?.account.purpose;
    }),
  'stock[].lines[].item': (r) => r.moves.map((m) => r.items.findIndex((i) => i.id === m.orderItemId)),
  'stock[].lines[].batch_id': (r) =>
    r.moves.map((m) => {
      const item = r.items.find((i) => i.id === m.orderItemId);
      return item && r.made(item) ? 0 : m.batchId;
    }),
  'stock[].lines[].quantity': (r) => r.moves.map((m) => m.quantity),
  'entries[].company_id': (r) => r.ownEntries.map((k) => r.entries[k]?.companyId),
  'entries[].memo': (r) => r.ownEntries.map((k) => r.entries[k]?.memo.replace(`, order ${r.order.id}`, '')),
  'entries[].buyer.company_id': (r) =>
    r.ownEntries.flatMap((k) => buyerAccount(r, k).map((a) => a.counterpartyCompanyId)),
  'entries[].buyer.user_id': (r) =>
    r.ownEntries.flatMap((k) => buyerAccount(r, k).map((a) => a.counterpartyUserId)),
  'entries[].buyer.name': (r) =>
    r.ownEntries.flatMap((k) => buyerAccount(r, k).map((a) => a.name.replace(/^Receivable from /, ''))),
  'entries[].lines[].purpose': (r) => ownLines(r).map((l) => l.account.purpose),
  'entries[].lines[].kind': (r) => ownLines(r).map((l) => l.account.kind),
  'entries[].lines[].side': (r) =>
    ownLines(r).map((l) => (new D(l.line.debit).isZero() ? 'credit' : 'debit')),
  'entries[].lines[].amount': (r) =>
    ownLines(r).map((l) => new D(l.line.debit).plus(l.line.credit).toString()),
  'entries[].lines[].holder': (r) => ownLines(r).map((l) => (l.account.counterpartyUserId ? 'buyer' : null)),
};
const ownLines = (r: Rows) => r.ownEntries.flatMap((k) => r.lines[k] ?? []);
/** The account a `holder: 'buyer'` line was kept in: one per entry that names a buyer. */
const buyerAccount = (r: Rows, k: number) =>
  (r.lines[k] ?? [])
    .filter((l) => l.account.counterpartyUserId !== null || l.account.counterpartyCompanyId !== null)
    .slice(0, 1)
    .map((l) => l.account);

/** Writes the plan and checks every key of its JSON against the rows. */
async function writeAndReadBack(plan: OrderPlan, { full }: { full: boolean }) {
  const result = await writeOrder(t.db, plan);
  if (result.kind !== 'written') throw new Error('not written');
  const rows = await rowsOf(result.id);
  const json = valuesByPath(planObject(plan));
  const declared = Object.keys(landed).sort();
  // A null object (no new batch, no buyer) is the absence of the values below it.
  for (const path of [...json.keys()]) {
    if (declared.some((key) => key.startsWith(`${path}.`))) json.delete(path);
  }
  // The JSON has no key the declaration lacks; a plan with every field, none the JSON lacks.
  if (full) expect([...json.keys()].sort()).toEqual(declared);
  else expect(declared).toEqual(expect.arrayContaining([...json.keys()]));
  for (const path of declared) {
    const sent = (json.get(path) ?? []).map(norm);
    const found = landed[path as PlanPath](rows).map(norm);
    expect({ path, found }).toEqual({ path, found: sent });
  }
  return { result, rows };
}

describe('the order plan, declared once as PlanJson, lands whole in the rows write_order writes', () => {
  it('a sale with every field (till, session, offline, expired approval, split payment, a new batch), then its refund', async () => {
    const store = shop.group.store;
    const vendorCompany = shop.group.outlet;
    const created = new Date('2026-11-20T10:15:00.000Z');
    const { till, invoice } = await tillWithBlock(shop);
    const asked = Number(invoice(5).split('_')[2]);
    const [session] = await t.db
      .insert(tillSessions)
      .values({ companyId: store.id, userId: shop.walkIn.id, tillId: till, openedAt: created })
      .returning();
    if (!session) throw new Error('no session');
    const [pack] = await t.db
      .insert(productUnits)
      .values({ productId: shop.variant.product, groupId: shop.group.parent.id, name: 'Pack of 6', count: 6 })
      .returning();
    if (!pack) throw new Error('no unit');

    const sale: Required<OrderPlan> = {
      order: {
        companyId: store.id,
        sellerId: shop.walkIn.id,
        buyerId: shop.regular.id,
        buyerCompanyId: store.id,
        status: 'PENDING',
        total: new D('123.4567'),
        amountReceived: new D('100.5'),
        totalDiscount: new D('2.5'),
        amountDiscount: false,
        cashPayment: false,
        paymentService: 'JAZZ_CASH',
        transactionId: 'REF-77',
        deductBalance: true,
        internalOrder: false,
        userId: shop.walkIn.id,
        invoiceNumber: asked,
        created,
        tax: {
          tax: new D('5.14'),
          furtherTax: new D('0.33'),
          serviceFee: new D('1'),
          pricesIncludeTax: false,
        },
      },
      items: [
        {
          batchId: shop.batch,
          price: new D('12.5'),
          // Nine packs of 6: the stock line below moves their 54 pieces (db:check unit-base-quantity).
          quantity: new D('9'),
          discount: new D('10'),
          lineTotal: new D('33.75'),
          unitCost: new D('80'),
          tax: {
            rate: new D('18'),
            saleDiscount: new D('0.84'),
            value: new D('27.88'),
            tax: new D('5.02'),
            furtherTax: new D('0.33'),
            categoryId: category.id,
            hsCode: '2202',
          },
          unit: { id: pack.id, name: pack.name, count: pack.count },
        },
        {
          batchId: 0,
          price: new D('7.25'),
          quantity: new D('4'),
          discount: new D('0'),
          lineTotal: new D('29'),
          unitCost: new D('7.25'),
          tax: {
            rate: new D('0'),
            saleDiscount: new D('0.72'),
            value: new D('28.28'),
            tax: new D('0'),
            furtherTax: new D('0'),
            categoryId: null,
            hsCode: '',
          },
          linkBatch: true,
          newBatch: {
            variantId: shop.variant.id,
            quantity: new D('4'),
            manufacturingDate: '2026-11-01',
            expiryDate: '2027-05-01',
            companyId: store.id,
            fromCompanyId: vendorCompany.id,
          },
        },
      ],
      stock: [
        {
          companyId: store.id,
          kind: 'SALE',
          userId: shop.walkIn.id,
          counter: { purpose: 'COGS' },
          // Four beyond the batch's 50: recorded because the sale was made offline, and flagged.
          lines: [{ item: 0, batchId: shop.batch, quantity: new D('-54') }],
        },
        {
          companyId: store.id,
          kind: 'RECEIPT',
          userId: shop.walkIn.id,
          counter: { purpose: 'PAYABLE', companyId: vendorCompany.id, name: vendorCompany.companyName },
          lines: [{ item: 1, batchId: 0, quantity: new D('4') }],
        },
      ],
      entries: [
        {
          companyId: store.id,
          memo: 'Plan check',
          buyer: { userId: shop.regular.id, name: 'Regular' },
          lines: [
            { purpose: 'RECEIVABLE', side: 'debit', amount: new D('23.4567'), holder: 'buyer' },
            { purpose: 'JAZZ_CASH', side: 'debit', amount: new D('100') },
            { purpose: 'SALES', side: 'credit', amount: new D('123.4567') },
          ],
        },
      ],
      payments: [
        { method: 'CASH', amount: new D('20'), paymentService: null, transactionId: '' },
        { method: 'CARD', amount: new D('80'), paymentService: 'JAZZ_CASH', transactionId: 'REF-77' },
        { method: 'CREDIT', amount: new D('23.4567'), paymentService: null, transactionId: '' },
      ],
      idempotency: { key: crypto.randomUUID(), hash: 'hash-of-the-request' },
      tillId: till,
      tillSessionId: session.id,
      refund: null,
      expiredOverrides: [{ batchId: shop.batch, approvedBy: shop.regular.id }],
      creditApproval: { approvedBy: shop.regular.id },
      madeOffline: true,
    };
    // A limit of 0: the sale's part on account needs the approval it carries, which is recorded.
    await t.db.update(users).set({ creditLimit: '0' }).where(eq(users.id, shop.regular.id));
    const first = await writeAndReadBack(sale, { full: true });
    expect(first.rows.order.invoiceId).toBe(invoice(5));
    // The line in packs moved its count × quantity pieces: the books check finds nothing to say of it.
    const unitFindings = (await checkBooks(t.db, [store.id])).filter((v) => v.check === 'unit-base-quantity');
    expect(unitFindings).toEqual([]);

    const saleLine = first.rows.items[0];
    if (!saleLine) throw new Error('no line');
    const refund: Required<OrderPlan> = {
      order: {
        ...sale.order,
        status: 'RETURNED',
        total: new D('-25'),
        amountReceived: new D('0'),
        totalDiscount: new D('0'),
        amountDiscount: true,
        cashPayment: true,
        paymentService: null,
        transactionId: '',
        deductBalance: false,
        internalOrder: true,
        invoiceNumber: null,
        created: undefined,
        tax: {
          tax: new D('-3.81'),
          furtherTax: new D('-0.01'),
          serviceFee: new D('0'),
          pricesIncludeTax: true,
        },
      },
      items: [
        {
          batchId: shop.batch,
          price: new D('12.5'),
          quantity: new D('-2'),
          discount: new D('0'),
          lineTotal: new D('-25'),
          unitCost: new D('80'),
          refundOfItemId: saleLine.id,
          tax: {
            rate: new D('18'),
            saleDiscount: new D('-0.03'),
            value: new D('-21.16'),
            tax: new D('-3.81'),
            furtherTax: new D('-0.01'),
            categoryId: category.id,
            hsCode: '2202',
          },
        },
      ],
      stock: [],
      entries: [],
      payments: [],
      idempotency: null,
      tillId: null,
      tillSessionId: null,
      refund: { saleId: first.result.id, returnedBefore: new D('0') },
      expiredOverrides: [],
      creditApproval: null,
      madeOffline: false,
    };
    await writeAndReadBack(refund, { full: false });
  });
});
