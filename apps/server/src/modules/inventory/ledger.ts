import { type Executor, inventory, type STOCK_MOVEMENT_KINDS, stockMovements } from '@tillwise/db';
import { type Dec, toWire } from '@tillwise/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';

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

/** One line of a batched movement: a batch, its signed quantity and the order line that caused it. */
export interface BatchedLine {
  batchId: number;
  /** Signed, like Movement.quantity; every line of one call has the same sign. */
  quantity: Dec;
  orderItemId?: number;
}

export interface BatchedMovement {
  companyId: number;
  kind: StockMovementKind;
  userId: number | null;
  orderId?: number;
  lines: BatchedLine[];
  /** When it happened, if not now (the demo's past sales). */
  created?: Date;
}

const valuesOf = (rows: SQL[]): SQL => sql.join(rows, sql`, `);

/**
 * The batched form of moveStock, for orders: every line's stock change and ledger row in one
 * statement. Taking stock out locks the company's rows of those batches in id order (so two tills
 * never deadlock) and decrements them only if every one holds enough (the locked rows are the
 * latest versions, so two tills can never both take the last unit); if any batch falls short,
 * nothing is written and StockShortageError is thrown. Bringing stock in adds to (or opens) the
 * rows. Lines of one batch are summed for the stock row, and each keeps its own movement.
 */
export async function moveStockBatch(tx: Executor, m: BatchedMovement): Promise<void> {
  const lines = m.lines.filter((l) => !l.quantity.isZero());
  if (lines.length === 0) return;
  const outgoing = lines[0]?.quantity.isNegative() ?? false;
  if (lines.some((l) => l.quantity.isNegative() !== outgoing)) {
    throw new Error('a batched movement is all in or all out');
  }
  const wanted = valuesOf(
    lines.map(
      (l) => sql`(${l.batchId}::int, ${toWire(l.quantity.abs())}::numeric, ${l.orderItemId ?? null}::int)`,
    ),
  );
  const sign = outgoing ? sql`-` : sql``;
  const movements = sql`
    insert into stock_movements (company_id, batch_id, kind, quantity, order_id, order_item_id, user_id, created)
    select ${m.companyId}, w.batch_id, ${m.kind}::stock_movement_kind, ${sign}w.qty, ${m.orderId ?? null}::int,
      w.item_id, ${m.userId}::int, coalesce(${m.created?.toISOString() ?? null}::timestamptz, now())
    from wanted w`;
  if (!outgoing) {
    await tx.execute(sql`
      with wanted(batch_id, qty, item_id) as (values ${wanted}),
      per_batch as (select batch_id, sum(qty) as qty from wanted group by batch_id order by batch_id),
      stock as (
        insert into inventory (company_id, batch_id, quantity)
        select ${m.companyId}, batch_id, qty from per_batch
        on conflict (company_id, batch_id)
        do update set quantity = inventory.quantity + excluded.quantity, last_modified = now()
      )
      ${movements}`);
    return;
  }
  const result = await tx.execute(sql`
    with wanted(batch_id, qty, item_id) as (values ${wanted}),
    per_batch as (select batch_id, sum(qty) as qty from wanted group by batch_id),
    locked as (
      select i.id, i.quantity, p.qty from inventory i join per_batch p on p.batch_id = i.batch_id
      where i.company_id = ${m.companyId} order by i.id for update of i
    ),
    enough as (
      select count(*) filter (where quantity >= qty) = (select count(*) from per_batch) as ok from locked
    ),
    taken as (
      update inventory set quantity = inventory.quantity - locked.qty, last_modified = now()
      from locked where inventory.id = locked.id and (select ok from enough)
      returning 1
    ),
    moved as (${movements} where (select ok from enough) returning 1)
    select (select ok from enough) as ok, (select count(*) from taken) as taken`);
  const { rows } = result as unknown as { rows: { ok: boolean }[] };
  if (!rows[0]?.ok) throw new StockShortageError('less than asked');
}
