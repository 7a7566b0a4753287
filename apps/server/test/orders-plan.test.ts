import {
  batches,
  journalEntries,
  journalLines,
  orderItems,
  orderPayments,
  orders,
  stockMovements,
} from '@tillwise/db';
import { D } from '@tillwise/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPlan } from '../src/modules/orders/plan.js';
import { writeOrder } from '../src/modules/orders/writer.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, type Shop } from './support/orders.js';

/*
 * The order plan is written three times over: its TypeScript shape (plan.ts), its JSON (planJson in
 * writer.ts) and what write_order reads (packages/db/functions/04-orders.sql). This writes a plan
 * that uses every field and reads each one back from the rows, so a field renamed or dropped in
 * one of the three fails here.
 */

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await buildTestApp();
  shop = await makeShop(t.app, t.db, '50');
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('the order plan, written by write_order', () => {
  it('reaches the rows field by field: order, items, a new batch, stock with its posting, and entries', async () => {
    const store = shop.group.store;
    const vendorCompany = shop.group.outlet;
    const created = new Date('2026-11-20T10:15:00.000Z');
    const key = crypto.randomUUID();
    const plan: OrderPlan = {
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
        internalOrder: true,
        userId: shop.walkIn.id,
        invoiceNumber: 987654,
        created,
      },
      items: [
        {
          batchId: shop.batch,
          price: new D('12.5'),
          quantity: new D('3'),
          discount: new D('10'),
          lineTotal: new D('33.75'),
          unitCost: new D('80'),
        },
        {
          batchId: 0,
          price: new D('7.25'),
          quantity: new D('4'),
          discount: new D('0'),
          lineTotal: new D('29'),
          unitCost: new D('7.25'),
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
          lines: [{ item: 0, batchId: shop.batch, quantity: new D('-3') }],
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
      idempotency: { key, hash: 'hash-of-the-request' },
    };

    const result = await writeOrder(t.db, plan);
    if (result.kind !== 'written') throw new Error('not written');
    expect(result.invoiceId).toBe(`INV_${store.id}_987654`);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, result.id));
    expect(order).toMatchObject({
      invoiceId: `INV_${store.id}_987654`,
      companyId: store.id,
      sellerId: shop.walkIn.id,
      buyerId: shop.regular.id,
      buyerCompanyId: store.id,
      status: 'PENDING',
      total: '123.4567',
      amountReceived: '100.5000',
      totalDiscount: '2.5000',
      amountDiscount: false,
      cashPayment: false,
      paymentService: 'JAZZ_CASH',
      transactionId: 'REF-77',
      deductBalance: true,
      internalOrder: true,
      idempotencyKey: key,
      requestHash: 'hash-of-the-request',
      userId: shop.walkIn.id,
    });
    expect(order?.created.toISOString()).toBe(created.toISOString());

    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, result.id))
      .orderBy(asc(orderItems.position));
    expect(
      items.map((i) => [i.batchId === shop.batch, i.price, i.quantity, i.discount, i.lineTotal, i.unitCost]),
    ).toEqual([
      [true, '12.5000', '3.0000', '10.0000', '33.7500', '80.0000'],
      [false, '7.2500', '4.0000', '0.0000', '29.0000', '7.2500'],
    ]);
    const parts = await t.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, result.id))
      .orderBy(asc(orderPayments.position));
    expect(parts.map((p) => [p.position, p.method, p.amount, p.paymentService, p.transactionId])).toEqual([
      [0, 'CASH', '20.0000', null, ''],
      [1, 'CARD', '80.0000', 'JAZZ_CASH', 'REF-77'],
      [2, 'CREDIT', '23.4567', null, ''],
    ]);

    const [bought] = await t.db
      .select()
      .from(batches)
      .where(eq(batches.id, items[1]?.batchId ?? 0));
    expect(bought).toMatchObject({
      productVariantId: shop.variant.id,
      quantity: '4.0000',
      manufacturingDate: '2026-11-01',
      expiryDate: '2027-05-01',
      receivedByCompanyId: store.id,
      receivedFromCompanyId: vendorCompany.id,
      unitCost: '7.2500',
      orderItemId: items[1]?.id,
    });

    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, result.id))
      .orderBy(asc(stockMovements.id));
    expect(
      moves.map((m) => [m.kind, m.quantity, m.value, m.orderItemId, m.userId, m.created.toISOString()]),
    ).toEqual([
      ['SALE', '-3.0000', '-240.0000', items[0]?.id, shop.walkIn.id, created.toISOString()],
      ['RECEIPT', '4.0000', '29.0000', items[1]?.id, shop.walkIn.id, created.toISOString()],
    ]);

    const entries = await t.db
      .select()
      .from(journalEntries)
      // This order's entries only: on the shared PostgreSQL database other sources may share the id.
      .where(and(eq(journalEntries.sourceType, 'order'), eq(journalEntries.sourceId, result.id)))
      .orderBy(asc(journalEntries.id));
    const described = [];
    for (const entry of entries) {
      const lines = await t.db.select().from(journalLines).where(eq(journalLines.entryId, entry.id));
      described.push([entry.memo, entry.userId, entry.created.toISOString(), lines.length]);
    }
    // The order's own entries first, its stock steps last (write_order takes stock just before commit).
    expect(described).toEqual([
      [`Plan check, order ${result.id}`, shop.walkIn.id, created.toISOString(), 3],
      ['Cost of goods sold', shop.walkIn.id, created.toISOString(), 2],
      ['Stock received', shop.walkIn.id, created.toISOString(), 2],
    ]);
    // The movements name the entries that posted them.
    expect(moves.map((m) => m.entryId)).toEqual(entries.slice(1, 3).map((e) => e.id));
  });
});
