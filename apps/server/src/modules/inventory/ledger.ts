import { type Executor, inventory, type STOCK_MOVEMENT_KINDS, stockMovements } from '@tillwise/db';
import { type Dec, toWire } from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';

export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export interface Movement {
  companyId: number;
  batchId: number;
  kind: StockMovementKind;
  /** Signed: positive brings stock in, negative takes it out. Zero is a no-op. */
  quantity: Dec;
  userId: number | null;
  note?: string;
  orderId?: number;
  orderItemId?: number;
}

/** A movement that would take a company's stock of a batch below zero; nothing was written. */
export class StockShortageError extends Error {
  constructor(readonly available: string) {
    super(`only ${available} in stock`);
  }
}

/**
 * The one writer of stock: changes the (company, batch) inventory row and appends the matching
 * ledger row, on the caller's transaction, so inventory always equals the sum of its movements.
 * Taking stock out is a conditional update, so two writers can never both take the last unit.
 * Returns the new stock; throws StockShortageError (writing nothing) when it would go below zero.
 */
export async function moveStock(tx: Executor, m: Movement): Promise<string> {
  if (m.quantity.isZero()) return currentStock(tx, m.companyId, m.batchId);
  const delta = toWire(m.quantity);
  const where = and(eq(inventory.companyId, m.companyId), eq(inventory.batchId, m.batchId));
  let rows: { quantity: string }[];
  if (m.quantity.isPositive()) {
    rows = await tx
      .insert(inventory)
      .values({ companyId: m.companyId, batchId: m.batchId, quantity: delta })
      .onConflictDoUpdate({
        target: [inventory.companyId, inventory.batchId],
        set: { quantity: sql`${inventory.quantity} + ${delta}`, lastModified: sql`now()` },
      })
      .returning({ quantity: inventory.quantity });
  } else {
    rows = await tx
      .update(inventory)
      .set({ quantity: sql`${inventory.quantity} + ${delta}`, lastModified: sql`now()` })
      .where(and(where, sql`${inventory.quantity} + ${delta} >= 0`))
      .returning({ quantity: inventory.quantity });
    if (rows.length === 0) throw new StockShortageError(await currentStock(tx, m.companyId, m.batchId));
  }
  await tx.insert(stockMovements).values({
    companyId: m.companyId,
    batchId: m.batchId,
    kind: m.kind,
    quantity: delta,
    userId: m.userId,
    note: m.note ?? '',
    orderId: m.orderId,
    orderItemId: m.orderItemId,
  });
  return toWire(rows[0]?.quantity ?? '0');
}

/** A company's stock of one batch (zero when it never held any), as a wire decimal. */
export async function currentStock(tx: Executor, companyId: number, batchId: number): Promise<string> {
  const [row] = await tx
    .select({ quantity: inventory.quantity })
    .from(inventory)
    .where(and(eq(inventory.companyId, companyId), eq(inventory.batchId, batchId)));
  return toWire(row?.quantity ?? '0');
}
