import { batches, inventory, products, productVariants, stockMovements } from '@tillwise/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeCompany } from './support/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

async function stockedBatch() {
  const company = await makeCompany(t.db);
  const [product] = await t.db
    .insert(products)
    .values({ name: 'Milk 1L', barCode: `B${Date.now()}${Math.random()}`.slice(0, 40), groupId: company.id })
    .returning();
  const [variant] = await t.db
    .insert(productVariants)
    .values({ productId: product?.id ?? 0, price: '80', salePrice: '100' })
    .returning();
  const [batch] = await t.db
    .insert(batches)
    .values({
      productVariantId: variant?.id ?? 0,
      quantity: '10',
      manufacturingDate: '2026-11-01',
      expiryDate: '2026-12-01',
    })
    .returning();
  return { company, batch: batch ?? { id: 0 } };
}

describe('stock tables', () => {
  it('refuse to edit or delete a stock movement', async () => {
    const { company, batch } = await stockedBatch();
    const [movement] = await t.db
      .insert(stockMovements)
      .values({ companyId: company.id, batchId: batch.id, kind: 'RECEIPT', quantity: '10' })
      .returning();
    const id = movement?.id ?? 0;
    await expect(
      t.db.update(stockMovements).set({ quantity: '11' }).where(eq(stockMovements.id, id)),
    ).rejects.toThrow();
    await expect(t.db.delete(stockMovements).where(eq(stockMovements.id, id))).rejects.toThrow();
    const [row] = await t.db.select().from(stockMovements).where(eq(stockMovements.id, id));
    expect(row?.quantity).toBe('10.0000');
  });

  it('refuse negative stock (with no offline sale flagged) and zero movements', async () => {
    const { company, batch } = await stockedBatch();
    await expect(
      t.db.insert(inventory).values({ companyId: company.id, batchId: batch.id, quantity: '-1' }),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(stockMovements)
        .values({ companyId: company.id, batchId: batch.id, kind: 'SALE', quantity: '0' }),
    ).rejects.toThrow();
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventory)
      .where(eq(inventory.batchId, batch.id));
    expect(n).toBe(0);
  });

  it('refuse an expiry date before the manufacturing date', async () => {
    const { batch } = await stockedBatch();
    const [row] = await t.db.select().from(batches).where(eq(batches.id, batch.id));
    await expect(
      t.db.insert(batches).values({
        productVariantId: row?.productVariantId ?? 0,
        quantity: '1',
        manufacturingDate: '2026-12-02',
        expiryDate: '2026-12-01',
      }),
    ).rejects.toThrow();
  });
});
