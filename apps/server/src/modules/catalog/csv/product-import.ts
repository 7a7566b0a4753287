import { type Db, type Executor, products, productUnits, productVariants } from '@tillwise/db';
import {
  CATALOG_MSG,
  CSV_IMPORT_MSG,
  type CsvRecord,
  type CsvRowResult,
  groupByBarcode,
} from '@tillwise/domain';
import { eq, inArray } from 'drizzle-orm';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { codesFreedBy, type GroupPlan, type Lookups, loadLookups, planProductGroup } from './product-plan.js';

/** Writes one product's planned rows; the caller's transaction makes the product all-or-nothing. */
async function applyPlan(tx: Executor, plan: GroupPlan, groupId: number): Promise<void> {
  if (!plan.product || plan.variants.length === 0) return;
  let productId = plan.existing?.id;
  if (productId === undefined) {
    const [row] = await tx
      .insert(products)
      .values({ ...plan.product, groupId })
      .returning({ id: products.id });
    productId = row?.id;
  } else if (plan.productChanged) {
    await tx
      .update(products)
      .set({ ...plan.product, lastModified: new Date() })
      .where(eq(products.id, productId));
  }
  if (productId === undefined) throw new Error('product not written');
  for (const variant of plan.variants) {
    if (variant.id === null) await tx.insert(productVariants).values({ ...variant.values, productId });
    else if (variant.result.status === 'changed') {
      await tx
        .update(productVariants)
        .set({ ...variant.values, lastModified: new Date() })
        .where(eq(productVariants.id, variant.id));
    }
  }
  const now = new Date();
  // Codes move between units in one cell (a swap, or one unit's code given to another): the changed
  // units let their codes go first, so no step holds a code twice.
  const changed = plan.units.flatMap((op) => (op.kind === 'change' ? [op.id] : []));
  if (changed.length > 0)
    await tx.update(productUnits).set({ barCode: '' }).where(inArray(productUnits.id, changed));
  for (const op of plan.units) {
    if (op.kind === 'retire')
      await tx
        .update(productUnits)
        .set({ isRetired: true, lastModified: now })
        .where(eq(productUnits.id, op.id));
  }
  for (const op of plan.units) {
    if (op.kind === 'retire') continue;
    const values = {
      name: op.unit.name,
      count: op.unit.count,
      barCode: op.unit.barCode,
      salePrice: op.unit.salePrice,
      price: op.unit.price,
      lastModified: now,
    };
    if (op.kind === 'add')
      await tx.insert(productUnits).values({ ...values, productId, groupId, created: now });
    else await tx.update(productUnits).set(values).where(eq(productUnits.id, op.id));
  }
  // The till's catalogue delta finds the product changed (docs/selling-offline.md).
  if (plan.units.length > 0)
    await tx.update(products).set({ lastModified: now }).where(eq(products.id, productId));
}

const rejectAll = (results: CsvRowResult[], reason: string): CsvRowResult[] =>
  results.map((r) => ({ ...r, status: 'rejected', reasons: [...r.reasons, reason], changes: [] }));

/** What importing these product rows would do; nothing is written. */
export async function previewProducts(
  db: Db,
  records: CsvRecord[],
  groupId: number,
): Promise<CsvRowResult[]> {
  const groups = groupByBarcode(records);
  const lookups = await loadLookups(db, groupId);
  lookups.freedCodes = (await codesFreedBy(db, groups, groupId)).codes;
  const out: CsvRowResult[] = [];
  for (const group of groups) out.push(...(await planProductGroup(db, group, lookups)).results);
  return out.sort((a, b) => a.line - b.line);
}

/**
 * Imports product rows. Each product is planned again and written in its own transaction, so a
 * product that fails (a bad row of its own, or a barcode taken meanwhile) never touches the rest.
 */
export async function importProducts(db: Db, records: CsvRecord[], groupId: number): Promise<CsvRowResult[]> {
  const lookups: Lookups = await loadLookups(db, groupId);
  const groups = groupByBarcode(records);
  // A barcode one product's units give up may be taken by another's in the same file
  // (docs/catalog-csv.md, "Trade units"): planned as free, and a product refused only because the
  // code was still held is tried again once the others are written.
  lookups.freedCodes = (await codesFreedBy(db, groups, groupId)).codes;
  const out: CsvRowResult[] = [];
  let pending = groups;
  for (let pass = 0; pending.length > 0; pass++) {
    const retry: CsvRecord[][] = [];
    for (const group of pending) {
      try {
        out.push(
          ...(await db.transaction(async (tx) => {
            const plan = await planProductGroup(tx, group, lookups);
            await applyPlan(tx, plan, groupId);
            return plan.results;
          })),
        );
      } catch (error) {
        const held = isUniqueViolation(error, 'product_units_bar_code_live_key');
        if (held && lookups.freedCodes.size > 0 && pending.length > 1 && pass < groups.length) {
          retry.push(group);
          continue;
        }
        const planned = (await planProductGroup(db, group, lookups)).results;
        const reason = isUniqueViolation(error) ? CATALOG_MSG.barcodeTaken : CSV_IMPORT_MSG.productNotSaved;
        out.push(...rejectAll(planned, reason));
      }
    }
    // No product got written this pass: the rest wait on each other (a cycle); refuse them.
    if (retry.length === pending.length) {
      for (const group of retry)
        out.push(
          ...rejectAll((await planProductGroup(db, group, lookups)).results, CATALOG_MSG.barcodeTaken),
        );
      break;
    }
    pending = retry;
  }
  return out.sort((a, b) => a.line - b.line);
}
