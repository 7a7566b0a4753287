import { isCountableUnitName, normaliseHsCode } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';
import {
  batches,
  categories,
  products,
  productVariants,
  type stockMovements,
  taxCategories,
  taxRates,
  units,
} from './schema/index.js';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_TAX_CATEGORIES, DEMO_UNITS } from './seed-catalog-data.js';
import { seedPictures } from './seed-pictures.js';

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
  /** The head office whose group the catalogue belongs to. */
  groupId: number;
  centralStoreId: number;
  cityOutletId: number;
  /** Who the movements are recorded against (the store admin). */
  userId: number;
}

/**
 * The demo catalogue and its stock: categories, units, Pakistan's tax categories with their rates
 * (each product in one, with its HS code), about forty products (some with two or
 * three variants, a few with the token flag), batches with staggered expiry dates received into
 * Central Store as opening stock, part of it sent on to City Outlet, and one product counted out
 * of stock. Stock is written by the one stock writer (`move_stock`), so every movement is posted.
 */
export async function seedCatalog(tx: Tx, target: CatalogSeedTarget, today = new Date()): Promise<void> {
  const unitRows = await tx
    .insert(units)
    .values(
      DEMO_UNITS.map((name) => ({ name, groupId: target.groupId, isCountable: isCountableUnitName(name) })),
    )
    .returning();
  const categoryRows = await tx
    .insert(categories)
    .values(DEMO_CATEGORIES.map((c) => ({ ...c, groupId: target.groupId })))
    .returning();
  const taxCategoryId = new Map<string, number>();
  for (const c of DEMO_TAX_CATEGORIES) {
    const [row] = await tx
      .insert(taxCategories)
      .values({
        groupId: target.groupId,
        name: c.name,
        treatment: c.treatment,
        thirdSchedule: c.thirdSchedule,
        isDefault: c.isDefault,
      })
      .returning({ id: taxCategories.id });
    if (!row) throw new Error(`could not seed tax category ${c.name}`);
    taxCategoryId.set(c.key, row.id);
    await tx
      .insert(taxRates)
      .values(c.rates.map(([rate, validFrom]) => ({ categoryId: row.id, rate, validFrom })));
  }
  const thirdSchedule = new Set<string>(DEMO_TAX_CATEGORIES.filter((c) => c.thirdSchedule).map((c) => c.key));
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
        taxCategoryId: taxCategoryId.get(p.tax),
        hsCode: normaliseHsCode(p.hsCode) ?? '',
        groupId: target.groupId,
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
          // Third Schedule goods: the printed retail price is what the shelf asks.
          retailPrice: thirdSchedule.has(p.tax) ? salePrice : null,
        })),
      )
      .returning({ id: productVariants.id, price: productVariants.price });
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
            unitCost: variant.price,
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

  await seedPictures(tx);

  // Through the one stock writer, so every movement posts its value: the opening stock against
  // opening-balance equity, the count against stock adjustments, the transfer at cost between the
  // two companies' accounts.
  const steps: { kind: Kind; counter: object; out: boolean }[] = [
    { kind: 'RECEIPT', counter: { purpose: 'OPENING_EQUITY' }, out: false },
    { kind: 'ADJUSTMENT', counter: { purpose: 'STOCK_ADJUSTMENT' }, out: true },
    { kind: 'TRANSFER_OUT', counter: { purpose: 'RECEIVABLE', company_id: target.cityOutletId }, out: true },
    { kind: 'TRANSFER_IN', counter: { purpose: 'PAYABLE', company_id: target.centralStoreId }, out: false },
  ];
  // Dated a month back: before the demo's past sales (a few days), so the books hold the stock
  // those sales take, and a report of any recent day values the stock above zero.
  const opened = new Date(today.getTime() - 30 * 86_400_000);
  for (const step of steps) {
    const ofKind = moves.filter((m) => m.kind === step.kind);
    const companyIds = [...new Set(ofKind.map((m) => m.companyId))];
    for (const companyId of companyIds) {
      const lines = ofKind
        .filter((m) => m.companyId === companyId)
        .map((m) => ({ batch_id: m.batchId, quantity: String(m.quantity) }));
      const note = step.kind === 'RECEIPT' ? 'Opening stock' : (ofKind[0]?.note ?? '');
      await tx.execute(sql`select count(*) from move_stock(${companyId}::int, ${step.kind}::stock_movement_kind,
        ${target.userId}::int, null, ${opened.toISOString()}::timestamptz, ${note}, ${JSON.stringify(lines)}::jsonb, ${JSON.stringify(step.counter)}::jsonb)`);
    }
  }
}
