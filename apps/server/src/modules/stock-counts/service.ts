import {
  batches,
  type Db,
  type Executor,
  inventory,
  products,
  productVariants,
  stockCountLines,
  stockCountScans,
  stockCounts,
} from '@tillwise/db';
import {
  COUNT_MSG,
  type CreateStockCountBody,
  countTakesScans,
  D,
  type RecountBody,
  type SettleBody,
  type StockCountScanBody,
  type StockCountStatus,
  toWire,
} from '@tillwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notFound, validationError } from '../../lib/errors.js';
import { moveStockBatch } from '../inventory/ledger.js';
import { accountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';
import { countedLines } from './lines.js';

/** Who acts on a count: the user and the catalogue group their products come from. */
export interface CountActor {
  userId: number;
  groupId: number | null;
}

/** The count, locked: FOR SHARE by scans (many counters at once), FOR UPDATE by the manager's writes. */
async function lockCount(tx: Executor, id: number, mode: 'share' | 'update') {
  const rows = await tx.execute(
    mode === 'share'
      ? sql`select id, company_id, scope, category_id, product_ids, status from stock_counts where id = ${id} for share`
      : sql`select id, company_id, scope, category_id, product_ids, status from stock_counts where id = ${id} for update`,
  );
  const [row] = (
    rows as unknown as {
      rows: {
        id: number;
        company_id: number;
        scope: string;
        category_id: number | null;
        product_ids: number[] | string;
        status: StockCountStatus;
      }[];
    }
  ).rows;
  if (!row) throw notFound();
  const productIds = Array.isArray(row.product_ids)
    ? row.product_ids.map(Number)
    : String(row.product_ids).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return { ...row, companyId: Number(row.company_id), productIds };
}

function requireOpen(status: StockCountStatus) {
  if (!countTakesScans(status)) throw validationError({ non_field_errors: [COUNT_MSG.notOpen] });
}

/** Starts a count of `companyId`'s stock; returns its id. */
export async function startCount(
  db: Db,
  actor: CountActor,
  companyId: number,
  body: CreateStockCountBody,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (body.scope === 'CATEGORY' && body.category != null) {
      const found = await tx.execute(
        sql`select 1 from categories where id = ${body.category} and (group_id is not distinct from ${actor.groupId} or group_id is null)`,
      );
      if ((found as unknown as { rows: unknown[] }).rows.length === 0) {
        throw validationError({ category: [`Invalid pk "${body.category}" - object does not exist.`] });
      }
    }
    const ids = [...new Set(body.scope === 'PRODUCTS' ? (body.products ?? []) : [])];
    if (ids.length > 0) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(products.id, ids),
            actor.groupId === null ? sql`true` : eq(products.groupId, actor.groupId),
          ),
        );
      const known = new Set(found.map((r) => r.id));
      const missing = ids.find((id) => !known.has(id));
      if (missing !== undefined)
        throw validationError({ products: [`Invalid pk "${missing}" - object does not exist.`] });
    }
    const [row] = await tx
      .insert(stockCounts)
      .values({
        companyId,
        scope: body.scope,
        categoryId: body.scope === 'CATEGORY' ? (body.category ?? null) : null,
        productIds: ids,
        blind: body.blind,
        note: body.note ?? '',
        createdById: actor.userId,
      })
      .returning({ id: stockCounts.id });
    if (!row) throw new Error('count not created');
    return row.id;
  });
}

/** The variant a scan names (by id or barcode), checked against the count's scope and the group. */
async function scannedVariant(
  tx: Executor,
  actor: CountActor,
  count: Awaited<ReturnType<typeof lockCount>>,
  body: StockCountScanBody,
) {
  const where = [eq(productVariants.isActive, true), eq(products.isActive, true)];
  if (actor.groupId !== null) where.push(eq(products.groupId, actor.groupId));
  if (body.product_variant != null) where.push(eq(productVariants.id, body.product_variant));
  else where.push(eq(products.barCode, body.bar_code ?? ''));
  const found = await tx
    .select({
      id: productVariants.id,
      productId: products.id,
      categoryId: products.categoryId,
      barCode: products.barCode,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(...where))
    .orderBy(productVariants.id)
    .limit(2);
  const field = body.product_variant != null ? 'product_variant' : 'bar_code';
  const [variant] = found;
  if (!variant) throw validationError({ [field]: [COUNT_MSG.productUnknown] });
  const inScope =
    count.scope === 'ALL' ||
    (count.scope === 'CATEGORY' && variant.categoryId === count.category_id) ||
    (count.scope === 'PRODUCTS' && count.productIds.includes(variant.productId));
  if (!inScope) throw validationError({ [field]: [COUNT_MSG.productOutOfScope] });
  if (found.length > 1) throw validationError({ product_variant: [COUNT_MSG.pickVariant] });
  return variant;
}

/** The batch of a scan: the one named, else the variant's only batch the company holds, else none. */
async function scannedBatch(
  tx: Executor,
  companyId: number,
  variantId: number,
  named: number | null | undefined,
) {
  if (named != null) {
    const [batch] = await tx
      .select({ id: batches.id })
      .from(batches)
      .where(and(eq(batches.id, named), eq(batches.productVariantId, variantId)));
    if (!batch) throw validationError({ batch: [COUNT_MSG.batchUnknown] });
    return batch.id;
  }
  const held = await tx
    .select({ id: batches.id })
    .from(batches)
    .innerJoin(inventory, and(eq(inventory.batchId, batches.id), eq(inventory.companyId, companyId)))
    .where(and(eq(batches.productVariantId, variantId), eq(inventory.isActive, true)))
    .limit(2);
  return held.length === 1 && held[0] ? held[0].id : null;
}

/**
 * Records one scan: the line of its variant and batch (opened on first use; a line asked to be
 * recounted is counted again by it) and the scan itself, kept for ever. Many counters scan at
 * once: each holds the count FOR SHARE, so only an approval or cancellation waits for them.
 * Returns the scan's id.
 */
export async function recordScan(
  db: Db,
  actor: CountActor,
  countId: number,
  body: StockCountScanBody,
): Promise<number> {
  return db.transaction(async (tx) => {
    const count = await lockCount(tx, countId, 'share');
    requireOpen(count.status);
    const variant = await scannedVariant(tx, actor, count, body);
    const batchId = await scannedBatch(tx, count.companyId, variant.id, body.batch);
    await tx.execute(sql`
      insert into stock_count_lines (count_id, product_variant_id, batch_id)
      values (${countId}, ${variant.id}, ${batchId})
      on conflict (count_id, product_variant_id, coalesce(batch_id, 0)) do nothing`);
    const [line] = await tx
      .select({ id: stockCountLines.id, recount: stockCountLines.recount })
      .from(stockCountLines)
      .where(
        and(
          eq(stockCountLines.countId, countId),
          eq(stockCountLines.productVariantId, variant.id),
          batchId === null ? sql`${stockCountLines.batchId} is null` : eq(stockCountLines.batchId, batchId),
        ),
      );
    if (!line) throw new Error('count line not found');
    if (line.recount) {
      await tx.update(stockCountLines).set({ recount: false }).where(eq(stockCountLines.id, line.id));
    }
    const [scan] = await tx
      .insert(stockCountScans)
      .values({
        countId,
        lineId: line.id,
        quantity: toWire(body.quantity),
        userId: actor.userId,
        device: body.device ?? '',
        barCode: variant.barCode,
      })
      .returning({ id: stockCountScans.id });
    if (!scan) throw new Error('scan not written');
    return scan.id;
  });
}

/** The lines to count again: their live scans are set aside and the count waits for them. */
export async function requestRecount(db: Db, actor: CountActor, countId: number, body: RecountBody) {
  return db.transaction(async (tx) => {
    const count = await lockCount(tx, countId, 'update');
    requireOpen(count.status);
    const ids = [...new Set(body.lines)];
    const found = await tx
      .select({ id: stockCountLines.id })
      .from(stockCountLines)
      .where(and(eq(stockCountLines.countId, countId), inArray(stockCountLines.id, ids)));
    if (found.length !== ids.length) throw validationError({ lines: [COUNT_MSG.lineUnknown] });
    await tx.update(stockCountLines).set({ recount: true }).where(inArray(stockCountLines.id, ids));
    await tx
      .update(stockCountScans)
      .set({ discarded: true, discardedById: actor.userId, discardReason: 'recount' })
      .where(and(inArray(stockCountScans.lineId, ids), eq(stockCountScans.discarded, false)));
    // The count shows RECOUNT while any of its lines waits (reads.ts), so a scan never writes the count's row.
    await tx.update(stockCounts).set({ lastModified: new Date() }).where(eq(stockCounts.id, countId));
  });
}

/** Settles a line scanned more than once: the scans kept are added up, the others set aside. */
export async function settleLine(db: Db, actor: CountActor, countId: number, body: SettleBody) {
  return db.transaction(async (tx) => {
    const count = await lockCount(tx, countId, 'update');
    requireOpen(count.status);
    const live = await tx
      .select({ id: stockCountScans.id })
      .from(stockCountScans)
      .where(
        and(
          eq(stockCountScans.countId, countId),
          eq(stockCountScans.lineId, body.line),
          eq(stockCountScans.discarded, false),
        ),
      );
    if (live.length === 0) throw validationError({ line: [COUNT_MSG.lineUnknown] });
    const liveIds = new Set(live.map((s) => s.id));
    const keep = new Set(body.keep);
    if ([...keep].some((id) => !liveIds.has(id))) throw validationError({ keep: [COUNT_MSG.scanUnknown] });
    const drop = [...liveIds].filter((id) => !keep.has(id));
    if (keep.size === 1) {
      await tx
        .update(stockCountScans)
        .set({ discarded: true, discardedById: actor.userId, discardReason: 'settled' })
        .where(inArray(stockCountScans.id, drop));
      return;
    }
    // The kept scans are one count from now on: folded into one scan, the others set aside.
    const kept = await tx
      .select({
        id: stockCountScans.id,
        quantity: stockCountScans.quantity,
        created: stockCountScans.created,
      })
      .from(stockCountScans)
      .where(inArray(stockCountScans.id, [...keep]));
    const all = [...drop, ...kept.map((k) => k.id)];
    await tx
      .update(stockCountScans)
      .set({ discarded: true, discardedById: actor.userId, discardReason: 'settled' })
      .where(inArray(stockCountScans.id, all));
    const total = kept.reduce((sum, k) => sum.plus(k.quantity), new D(0));
    const last = kept.reduce((at, k) => (k.created > at ? k.created : at), new Date(0));
    await tx.insert(stockCountScans).values({
      countId,
      lineId: body.line,
      quantity: toWire(total),
      userId: actor.userId,
      device: 'settled',
      created: last,
    });
  });
}

/** Cancels an open count: nothing was posted, nothing is. */
export async function cancelCount(db: Db, countId: number) {
  return db.transaction(async (tx) => {
    const count = await lockCount(tx, countId, 'update');
    requireOpen(count.status);
    await tx
      .update(stockCounts)
      .set({ status: 'CANCELLED', lastModified: new Date() })
      .where(eq(stockCounts.id, countId));
  });
}

/**
 * Approves a count: every counted line's difference becomes an ADJUSTMENT movement of its batches
 * against stock adjustments, all posted in ONE journal entry (gains and losses), in one
 * transaction, through the stock writer `move_stock`; the lines keep what was adjusted and the
 * count its accuracy. Refused while a line waits for a recount or holds a double scan, or when a
 * batch now holds less than the count takes off. An approved count is final.
 */
export async function approveCount(db: Db, actor: CountActor, countId: number) {
  return db.transaction(async (tx) => {
    const count = await lockCount(tx, countId, 'update');
    requireOpen(count.status);
    await tx.execute(sql`select lock_companies(array[${count.companyId}::int])`);
    const lines = await countedLines(tx, countId, count.companyId);
    if (lines.some((l) => l.recount)) throw validationError({ non_field_errors: [COUNT_MSG.recountPending] });
    if (lines.some((l) => l.liveScans > 1))
      throw validationError({ non_field_errors: [COUNT_MSG.unsettled] });
    const counted = lines.filter((l) => l.counted !== null && l.difference !== null);
    if (counted.length === 0) throw validationError({ non_field_errors: [COUNT_MSG.nothingCounted] });
    for (const line of counted) {
      if (line.difference?.gt(0) && line.batches.length === 0) {
        throw validationError({ non_field_errors: [`${line.name}: ${COUNT_MSG.nothingToPlace}`] });
      }
    }
    // Per batch, what the count moves.
    const perBatch = new Map<number, { quantity: InstanceType<typeof D>; name: string }>();
    for (const line of counted) {
      for (const b of line.batches) {
        if (b.adjust.isZero()) continue;
        const prior = perBatch.get(b.batchId);
        perBatch.set(b.batchId, { quantity: (prior?.quantity ?? new D(0)).plus(b.adjust), name: line.name });
      }
    }
    const moves = [...perBatch.entries()].filter(([, m]) => !m.quantity.isZero());
    let entryId: number | null = null;
    if (moves.length > 0) {
      // The stock rows are locked in id order, then each move is valued as move_stock values it.
      const json = JSON.stringify(moves.map(([b, m]) => ({ b, q: toWire(m.quantity) })));
      const valued = await tx.execute(sql`
        with w as (
          select (x ->> 'b')::int as b, (x ->> 'q')::numeric as q from jsonb_array_elements(${json}::jsonb) as x
        ), locked as (
          select i.batch_id, i.quantity from inventory i
          where i.company_id = ${count.companyId} and i.batch_id in (select b from w) order by i.id for update
        )
        select w.b as batch_id, coalesce(l.quantity, 0)::text as before,
          (round((coalesce(l.quantity, 0) + w.q) * bt.unit_cost, 4) - round(coalesce(l.quantity, 0) * bt.unit_cost, 4))::text as value
        from w join batches bt on bt.id = w.b left join locked l on l.batch_id = w.b`);
      const rows = (valued as unknown as { rows: { batch_id: number; before: string; value: string }[] })
        .rows;
      let gains = new D(0);
      let losses = new D(0);
      for (const r of rows) {
        const move = perBatch.get(Number(r.batch_id));
        if (!move) continue;
        if (new D(r.before).plus(move.quantity).lt(0)) {
          throw validationError({ non_field_errors: [COUNT_MSG.stockMoved(move.name, toWire(r.before))] });
        }
        const value = new D(r.value);
        if (value.gt(0)) gains = gains.plus(value);
        else losses = losses.plus(value);
      }
      if (!gains.isZero() || !losses.isZero()) {
        const inventoryAccount = await accountId(tx, count.companyId, 'INVENTORY');
        const adjustmentAccount = await accountId(tx, count.companyId, 'STOCK_ADJUSTMENT');
        const entryLines = [];
        if (gains.gt(0)) {
          entryLines.push({ account: inventoryAccount, debit: toWire(gains), credit: '0' });
          entryLines.push({ account: adjustmentAccount, debit: '0', credit: toWire(gains) });
        }
        if (losses.lt(0)) {
          entryLines.push({ account: adjustmentAccount, debit: toWire(losses.negated()), credit: '0' });
          entryLines.push({ account: inventoryAccount, debit: '0', credit: toWire(losses.negated()) });
        }
        const entry = await postEntry(tx, {
          companyId: count.companyId,
          memo: `Stock count #${countId} approved`,
          sourceType: 'stock_count',
          sourceId: countId,
          userId: actor.userId,
          lines: entryLines,
        });
        entryId = entry.id;
      }
      const note = `Stock count #${countId}`;
      for (const sign of [-1, 1]) {
        const part = moves.filter(([, m]) => (sign < 0 ? m.quantity.lt(0) : m.quantity.gt(0)));
        if (part.length === 0) continue;
        await moveStockBatch(tx, {
          companyId: count.companyId,
          kind: 'ADJUSTMENT',
          userId: actor.userId,
          note,
          counter: { purpose: 'STOCK_ADJUSTMENT' },
          lines: part.map(([batchId, m]) => ({ batchId, quantity: m.quantity })),
          ...(entryId === null ? {} : { entryId }),
        });
      }
      if (entryId !== null) {
        // The movements' values are what the entry posted to Inventory, or nothing is written.
        const check = await tx.execute(sql`
          select coalesce((select sum(value) from stock_movements where entry_id = ${entryId}), 0)
            = ${toWire(gains.plus(losses))}::numeric as ok`);
        const [ok] = (check as unknown as { rows: { ok: boolean }[] }).rows;
        if (!ok?.ok) throw new Error(`stock count ${countId}: movements and entry differ`);
      }
    }
    let book = new D(0);
    let countedValue = new D(0);
    const byProduct = new Map<number, boolean>();
    for (const line of counted) {
      book = book.plus(line.expectedValue);
      countedValue = countedValue.plus(line.expectedValue).plus(line.differenceValue ?? 0);
      const matched = line.difference?.isZero() ?? false;
      byProduct.set(line.productVariantId, (byProduct.get(line.productVariantId) ?? true) && matched);
      await tx
        .update(stockCountLines)
        .set({
          expected: toWire(line.expected),
          counted: toWire(line.counted ?? 0),
          difference: toWire(line.difference ?? 0),
          differenceValue: toWire(line.differenceValue ?? 0),
        })
        .where(eq(stockCountLines.id, line.id));
    }
    const now = new Date();
    await tx
      .update(stockCounts)
      .set({
        status: 'APPROVED',
        approvedAt: now,
        approvedById: actor.userId,
        entryId,
        bookValue: toWire(book),
        countedValue: toWire(countedValue),
        productsCounted: byProduct.size,
        productsMatched: [...byProduct.values()].filter(Boolean).length,
        lastModified: now,
      })
      .where(eq(stockCounts.id, countId));
  });
}
