import { batches, type Db, type Executor, inventory, products, productVariants } from '@tillwise/db';
import {
  batchDateError,
  CATALOG_MSG,
  CSV_IMPORT_MSG,
  type CsvRecord,
  type CsvRowResult,
  csvBoolean,
  csvId,
  D,
  decimalError,
  normaliseDate,
  quantityError,
  toWire,
} from '@tillwise/domain';
import { and, eq, sql } from 'drizzle-orm';
import { moveStock } from '../../inventory/ledger.js';
import { findLiveVariant, lockLiveBatch } from '../batch-repository.js';
import { receiveBatch, type StockActor } from '../batch-service.js';

const v = (r: CsvRecord, key: string) => (r.values[key] ?? '').trim();

type Plan =
  | { kind: 'count'; batchId: number; quantity: string }
  | { kind: 'receive'; variantId: number; quantity: string; made: string; expires: string; inStock: boolean }
  | null;

/** The live variant a new-batch row names: by variant_id, else by barcode, colour and size. */
async function variantOf(
  db: Executor,
  r: CsvRecord,
  reasons: string[],
  groupId: number,
): Promise<number | null> {
  const id = csvId(r.values.variant_id);
  if (id === undefined) reasons.push(CSV_IMPORT_MSG.variantIdNumber);
  if (typeof id === 'number') {
    if (await findLiveVariant(db, id, groupId)) return id;
    reasons.push(CSV_IMPORT_MSG.variantMissing(id));
    return null;
  }
  const matches = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.groupId, groupId),
        eq(products.barCode, v(r, 'bar_code')),
        eq(products.isActive, true),
        eq(productVariants.isActive, true),
        sql`lower(${productVariants.color}) = ${v(r, 'color').toLowerCase()}`,
        sql`lower(${productVariants.size}) = ${v(r, 'size').toLowerCase()}`,
      ),
    );
  if (matches.length === 1) return matches[0]?.id ?? null;
  reasons.push(
    matches.length === 0
      ? CSV_IMPORT_MSG.noVariantMatch(v(r, 'bar_code'), v(r, 'color'), v(r, 'size'))
      : CSV_IMPORT_MSG.severalVariants,
  );
  return null;
}

/**
 * What one stock row would do for the company, reading only. With a batch_id the quantity is a
 * count of what the company holds (an adjustment by the difference); without one it receives a new
 * batch of the named variant.
 */
async function planStockRow(
  db: Executor,
  r: CsvRecord,
  companyId: number,
  groupId: number,
): Promise<{ result: CsvRowResult; plan: Plan }> {
  const reasons: string[] = [];
  const label =
    `${v(r, 'product') || v(r, 'bar_code')} ${[v(r, 'color'), v(r, 'size')].filter(Boolean).join(' ')}`.trim();
  const quantity = v(r, 'quantity');
  const batchId = csvId(r.values.batch_id);
  const reject = () => ({
    result: { line: r.line, label, status: 'rejected' as const, reasons, changes: [] },
    plan: null,
  });
  if (batchId === undefined) reasons.push(CSV_IMPORT_MSG.batchIdNumber);
  if (typeof batchId === 'number') {
    const counted = decimalError(quantity, { required: CATALOG_MSG.quantityRequired, positive: null });
    if (counted) reasons.push(`quantity: ${counted}`);
    const [batch] = await db
      .select({ id: batches.id })
      .from(batches)
      .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(batches.id, batchId), eq(batches.isActive, true), eq(products.groupId, groupId)));
    if (!batch) reasons.push(CSV_IMPORT_MSG.batchMissing(batchId));
    if (reasons.length > 0) return reject();
    const [row] = await db
      .select({ quantity: inventory.quantity })
      .from(inventory)
      .where(and(eq(inventory.companyId, companyId), eq(inventory.batchId, batchId)));
    const before = toWire(row?.quantity ?? '0');
    const same = new D(before).equals(quantity);
    return {
      result: {
        line: r.line,
        label,
        status: same ? 'unchanged' : 'changed',
        reasons,
        changes: same ? [] : [`quantity ${before} → ${quantity}`],
      },
      plan: { kind: 'count', batchId, quantity },
    };
  }
  const problem = quantityError(quantity);
  if (problem) reasons.push(`quantity: ${problem}`);
  for (const key of ['manufacturing_date', 'expiry_date']) {
    const message = batchDateError(v(r, key));
    if (message) reasons.push(`${key}: ${message}`);
  }
  const made = normaliseDate(v(r, 'manufacturing_date')) ?? '';
  const expires = normaliseDate(v(r, 'expiry_date')) ?? '';
  if (made && expires && expires < made) reasons.push(`expiry_date: ${CATALOG_MSG.expiryBeforeManufacture}`);
  const inStock = csvBoolean(r.values.in_stock, true);
  if (inStock === null) reasons.push(CSV_IMPORT_MSG.inStockYesNo);
  const variantId = await variantOf(db, r, reasons, groupId);
  if (reasons.length > 0 || variantId === null) return reject();
  return {
    result: { line: r.line, label, status: 'new', reasons, changes: [`receive ${quantity} as a new batch`] },
    plan: { kind: 'receive', variantId, quantity, made, expires, inStock: inStock ?? true },
  };
}

/** What importing these stock rows would do for the company; nothing is written. */
export async function previewStock(
  db: Db,
  records: CsvRecord[],
  actor: { companyId: number; groupId: number },
): Promise<CsvRowResult[]> {
  const out: CsvRowResult[] = [];
  for (const r of records) out.push((await planStockRow(db, r, actor.companyId, actor.groupId)).result);
  return out;
}

/** Imports stock rows into the company, each row in its own transaction through the ledger. */
export async function importStock(
  db: Db,
  records: CsvRecord[],
  actor: StockActor & { companyId: number; groupId: number },
) {
  const out: CsvRowResult[] = [];
  for (const r of records) {
    const { result, plan } = await planStockRow(db, r, actor.companyId, actor.groupId);
    try {
      if (plan?.kind === 'receive') {
        const body = {
          product_variant: plan.variantId,
          quantity: plan.quantity,
          manufacturing_date: plan.made,
          expiry_date: plan.expires,
          in_stock: plan.inStock,
        };
        await receiveBatch(db, actor, body);
      } else if (plan?.kind === 'count' && result.status === 'changed') {
        await db.transaction(async (tx) => {
          if (!(await lockLiveBatch(tx, plan.batchId, actor.groupId))) throw new Error('batch gone');
          const [row] = await tx
            .select({ quantity: inventory.quantity })
            .from(inventory)
            .where(and(eq(inventory.companyId, actor.companyId), eq(inventory.batchId, plan.batchId)))
            .for('update');
          const delta = new D(plan.quantity).minus(row?.quantity ?? '0');
          await moveStock(tx, {
            companyId: actor.companyId,
            batchId: plan.batchId,
            kind: 'ADJUSTMENT',
            quantity: delta,
            userId: actor.userId,
            note: 'Stock count (CSV import)',
            counter: { purpose: 'STOCK_ADJUSTMENT' },
          });
        });
      }
      out.push(result);
    } catch {
      out.push({
        ...result,
        status: 'rejected',
        reasons: [CSV_IMPORT_MSG.rowNotSaved],
        changes: [],
      });
    }
  }
  return out;
}
