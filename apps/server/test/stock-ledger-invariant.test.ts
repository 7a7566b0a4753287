import { inventory, stockMovements } from '@tillwise/db';
import { D, type Dec, toWire } from '@tillwise/domain';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStock, StockShortageError } from '../src/modules/inventory/ledger.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import {
  batchBody,
  type Call,
  callerFor,
  createProduct,
  firstVariantId,
  makeGroup,
} from './support/catalog.js';

let t: TestApp;
let admin: Call & { userId: number };
let storeId: number;
let variantId: number;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const { store } = await makeGroup(t.db);
  storeId = store.id;
  admin = await callerFor(t.app, t.db, 'ADMIN', store.id);
  const product = await createProduct(admin);
  productId = product.id;
  variantId = firstVariantId(product);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

/** Quantities with up to four decimals, as text the way the client sends them. */
const quantity = fc.integer({ min: 1, max: 5_000_000 }).map((n) => toWire(new D(n).dividedBy(10_000)));

type Step =
  | { op: 'receive'; quantity: string }
  | { op: 'correct'; batch: number; quantity: string }
  | { op: 'sell'; batch: number; quantity: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('receive' as const), quantity }),
  fc.record({ op: fc.constant('correct' as const), batch: fc.nat(), quantity }),
  fc.record({ op: fc.constant('sell' as const), batch: fc.nat(), quantity }),
);

interface ModelBatch {
  id: number;
  received: Dec;
  stock: Dec;
}

async function apply(s: Step, model: ModelBatch[]): Promise<void> {
  if (s.op === 'receive') {
    const res = await admin({
      method: 'POST',
      url: '/api/batch/',
      payload: batchBody(variantId, s.quantity),
    });
    expect(res.statusCode).toBe(201);
    model.push({ id: res.json().id, received: new D(s.quantity), stock: new D(s.quantity) });
    return;
  }
  const batch = model[s.batch % Math.max(1, model.length)];
  if (!batch) return;
  if (s.op === 'correct') {
    const next = batch.stock.plus(new D(s.quantity).minus(batch.received));
    const res = await admin({
      method: 'PATCH',
      url: `/api/batch/${batch.id}/`,
      payload: { quantity: s.quantity },
    });
    expect(res.statusCode).toBe(next.isNegative() ? 400 : 200);
    if (!next.isNegative()) Object.assign(batch, { received: new D(s.quantity), stock: next });
    return;
  }
  // A sale, standing in for the counter (a later issue), through the same ledger writer.
  const sale = t.db.transaction((tx) =>
    moveStock(tx, {
      companyId: storeId,
      batchId: batch.id,
      kind: 'SALE',
      quantity: new D(s.quantity).negated(),
      userId: admin.userId,
      counter: { purpose: 'COGS' },
    }),
  );
  if (new D(s.quantity).gt(batch.stock)) {
    await expect(sale).rejects.toBeInstanceOf(StockShortageError);
  } else {
    await sale;
    batch.stock = batch.stock.minus(s.quantity);
  }
}

describe('the stock ledger under random receipts, corrections and sales', () => {
  it('keeps every stock row equal to the sum of its movements, never negative, as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const model: ModelBatch[] = [];
        for (const s of steps) await apply(s, model);
        const ids = model.map((b) => b.id);
        if (ids.length === 0) return;
        const rows = await t.db
          .select({
            batchId: inventory.batchId,
            companyId: inventory.companyId,
            quantity: inventory.quantity,
          })
          .from(inventory)
          .where(inArray(inventory.batchId, ids));
        const sums = await t.db
          .select({
            key: sql<string>`${stockMovements.companyId} || ':' || ${stockMovements.batchId}`,
            sum: sql<string>`sum(${stockMovements.quantity})`,
          })
          .from(stockMovements)
          .where(inArray(stockMovements.batchId, ids))
          .groupBy(stockMovements.companyId, stockMovements.batchId);
        const ledger = new Map(sums.map((r) => [r.key, r.sum]));
        expect(rows).toHaveLength(ledger.size);
        for (const row of rows) {
          const sum = ledger.get(`${row.companyId}:${row.batchId}`) ?? 'missing';
          expect(toWire(row.quantity), `batch ${row.batchId}`).toBe(toWire(sum));
          expect(new D(row.quantity).isNegative()).toBe(false);
        }
        for (const b of model) {
          const [row] = rows.filter((r) => r.batchId === b.id);
          expect(toWire(row?.quantity ?? '0')).toBe(toWire(b.stock));
        }
        const listed = await admin({ method: 'GET', url: `/api/product/${productId}` });
        const batches = listed.json().product_variant[0].batch as {
          id: number;
          inventory_quantity: number;
        }[];
        for (const b of model) {
          expect(batches.find((x) => x.id === b.id)?.inventory_quantity).toBe(Number(toWire(b.stock)));
        }
      }),
      { numRuns: 25 },
    );
  });
});
