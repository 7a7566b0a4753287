import { type Executor, inventory, type STOCK_MOVEMENT_KINDS } from '@tillwise/db';
import { type Dec, toWire } from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import { sqlState, WRITER_STATE } from '../../lib/db-errors.js';

export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * The account a movement's value posts against (docs/domain/accounting.md, "Stock in the books"):
 * an account by id, or a purpose of the company's chart, with the counterparty a receivable or
 * payable is kept for. Which purposes a kind may use is the database's `stock_counter_allowed`.
 */
export type StockCounter =
  | { accountId: number }
  | { purpose: 'COGS' | 'STOCK_ADJUSTMENT' | 'OPENING_EQUITY' | 'PURCHASE_VARIANCE' }
  | { purpose: 'PAYABLE' | 'RECEIVABLE'; companyId: number; name: string };

/** The counter as the database's `move_stock` reads it. */
export function counterJson(counter: StockCounter) {
  if ('accountId' in counter) return { account_id: counter.accountId };
  if (counter.purpose === 'PAYABLE' || counter.purpose === 'RECEIVABLE') {
    return { purpose: counter.purpose, company_id: counter.companyId, name: counter.name };
  }
  return { purpose: counter.purpose };
}

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
  /** What its value posts against; a movement without one is refused. */
  counter: StockCounter;
}

/** A movement that would take a company's stock of a batch below zero; nothing was written. */
export class StockShortageError extends Error {
  constructor(readonly available: string) {
    super(`only ${available} in stock`);
  }
}

/**
 * The one writer of stock, for a single batch: changes the (company, batch) inventory row,
 * appends the matching movement and posts its value at the batch's cost against `counter`, on the
 * caller's transaction, through the database's `move_stock` (see moveStockBatch). Returns the new stock; throws StockShortageError (writing
 * nothing) when it would go below zero.
 */
export async function moveStock(tx: Executor, m: Movement): Promise<string> {
  if (m.quantity.isZero()) return currentStock(tx, m.companyId, m.batchId);
  const after = await callMoveStock(tx, {
    companyId: m.companyId,
    kind: m.kind,
    userId: m.userId,
    orderId: m.orderId,
    note: m.note,
    counter: m.counter,
    lines: [{ batchId: m.batchId, quantity: m.quantity, orderItemId: m.orderItemId }],
  });
  return toWire(after.get(m.batchId) ?? '0');
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
  /** What its value posts against; a movement without one is refused. */
  counter: StockCounter;
  /** When it happened, if not now (the demo's past sales). */
  created?: Date;
  /** Why, in words (shown on the movement and its entry's memo). */
  note?: string;
  /**
   * An entry the caller posted for this movement's value with others (a stock count's approval):
   * the movements carry it and `move_stock` posts nothing.
   */
  entryId?: number;
}

/**
 * The batched form of moveStock, for orders and stock takes: every line's stock change, movement
 * and value in one call of the database's `move_stock` (packages/db/functions/03-stock.sql), which
 * posts the movement's total value, Inventory against the counter, in the same transaction. Taking stock out locks the
 * company's rows of those batches in id order (so two tills never deadlock) and decrements them
 * only if every one holds enough (the locked rows are the latest versions, so two tills can never
 * both take the last unit); if any batch falls short, nothing is written and StockShortageError is
 * thrown. Bringing stock in adds to (or opens) the rows. Every line keeps its own movement.
 */
export async function moveStockBatch(tx: Executor, m: BatchedMovement): Promise<void> {
  await callMoveStock(tx, m);
}

/** Calls `move_stock`; answers each batch's stock afterwards. */
async function callMoveStock(tx: Executor, m: BatchedMovement): Promise<Map<number, string>> {
  const lines = m.lines.filter((l) => !l.quantity.isZero());
  if (lines.length === 0) return new Map();
  const json = JSON.stringify(
    lines.map((l) => ({ batch_id: l.batchId, quantity: toWire(l.quantity), item_id: l.orderItemId ?? null })),
  );
  try {
    const result = await tx.execute(sql`
      select moved_batch_id, stock_after::text as stock_after
      from move_stock(${m.companyId}::int, ${m.kind}::stock_movement_kind, ${m.userId}::int,
        ${m.orderId ?? null}::int, ${m.created?.toISOString() ?? null}::timestamptz, ${m.note ?? ''},
        ${json}::jsonb, ${JSON.stringify(counterJson(m.counter))}::jsonb, false, ${m.entryId ?? null}::int)`);
    const { rows } = result as unknown as { rows: { moved_batch_id: number; stock_after: string }[] };
    return new Map(rows.map((r) => [Number(r.moved_batch_id), r.stock_after]));
  } catch (error) {
    throw asStockShortage(error);
  }
}

/** A `move_stock` refusal as StockShortageError (with what the batch holds); anything else as is. */
export function asStockShortage(error: unknown): unknown {
  const state = sqlState(error);
  return state.code === WRITER_STATE.stockShort ? new StockShortageError(toWire(state.detail ?? '0')) : error;
}
