import { D, type Dec } from '@tillwise/domain';
import type { Tx } from './client.js';
import {
  batches,
  categories,
  inventory,
  products,
  productVariants,
  stockMovements,
  units,
} from './schema/index.js';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_UNITS } from './seed-catalog-data.js';

type Kind = (typeof stockMovements.$inferInsert)['kind'];
interface Move {
  companyId: number;
  batchId: number;
  kind: Kind;
  quantity: number;
  note?: string;
}

const DAY = 86_400_000;
const isoDay = (offsetDays: number, from: Date): string =>
  new Date(from.getTime() + offsetDays * DAY).toISOString().slice(0, 10);

export interface CatalogSeedTarget {
  centralStoreId: number;
  cityOutletId: number;
  /** Who the movements are recorded against (the store admin). */
  userId: number;
}

/**
 * The demo catalogue and its stock: categories, units, about forty products (some with two or
 * three variants, a few with the token flag), batches with staggered expiry dates received into
 * Central Store, part of it sent on to City Outlet, and one product counted out of stock. Stock
 * is written as ledger movements, and each inventory row is the sum of its movements.
 */
export async function seedCatalog(tx: Tx, target: CatalogSeedTarget, today = new Date()): Promise<void> {
  const unitRows = await tx
    .insert(units)
    .values(DEMO_UNITS.map((name) => ({ name })))
    .returning();
  const categoryRows = await tx
    .insert(categories)
    .values([...DEMO_CATEGORIES])
    .returning();
  const unitId = new Map(unitRows.map((u) => [u.name, u.id]));
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
  const moves: Move[] = [];

  for (const [i, p] of DEMO_PRODUCTS.entries()) {
    const [product] = await tx
      .insert(products)
      .values({
        name: p.name,
        barCode: `8964000${String(1001 + i).padStart(6, '0')}`,
        categoryId: p.category ? categoryId.get(p.category) : null,
        unitId: unitId.get(p.unit),
        token: p.token,
      })
      .returning({ id: products.id });
    if (!product) throw new Error(`could not seed product ${p.name}`);
    const variants = await tx
      .insert(productVariants)
      .values(
        p.variants.map(([color, size, price, salePrice]) => ({
          productId: product.id,
          color,
          size,
          price,
          salePrice,
        })),
      )
      .returning({ id: productVariants.id });
    if (p.stock === 0) continue;

    for (const [j, variant] of variants.entries()) {
      // Two lots for every third product, so the POS shows a choice of batches, oldest first.
      const lots = i % 3 === 0 ? [p.stock, Math.ceil(p.stock / 2)] : [p.stock];
      for (const [k, quantity] of lots.entries()) {
        const made = -(20 + ((i + j) % 10) + k * 15);
        const [batch] = await tx
          .insert(batches)
          .values({
            productVariantId: variant.id,
            quantity: String(quantity),
            manufacturingDate: isoDay(made, today),
            expiryDate: isoDay(20 + ((i * 7 + j * 5) % 160) + k * 45, today),
            receivedByCompanyId: target.centralStoreId,
          })
          .returning({ id: batches.id });
        if (!batch) throw new Error(`could not seed a batch of ${p.name}`);
        const cs = { companyId: target.centralStoreId, batchId: batch.id };
        moves.push({ ...cs, kind: 'RECEIPT', quantity });
        if (p.soldOut) {
          moves.push({ ...cs, kind: 'ADJUSTMENT', quantity: -quantity, note: 'Stock count: none left' });
        } else if (i % 2 === 0 && k === 0) {
          // A quarter (whole units) of the first lot goes on to the outlet.
          const sent = Math.max(1, Math.floor(quantity / 4));
          moves.push({ ...cs, kind: 'TRANSFER_OUT', quantity: -sent, note: 'To City Outlet' });
          moves.push({
            companyId: target.cityOutletId,
            batchId: batch.id,
            kind: 'TRANSFER_IN',
            quantity: sent,
            note: 'From Central Store',
          });
        }
      }
    }
  }

  await tx
    .insert(stockMovements)
    .values(
      moves.map((m) => ({ ...m, quantity: String(m.quantity), note: m.note ?? '', userId: target.userId })),
    );
  const stock = new Map<string, { companyId: number; batchId: number; quantity: Dec }>();
  for (const m of moves) {
    const key = `${m.companyId}:${m.batchId}`;
    const row = stock.get(key) ?? { companyId: m.companyId, batchId: m.batchId, quantity: new D(0) };
    row.quantity = row.quantity.plus(m.quantity);
    stock.set(key, row);
  }
  await tx
    .insert(inventory)
    .values([...stock.values()].map((s) => ({ ...s, quantity: s.quantity.toFixed(4) })));
}
