import {
  categories,
  type Executor,
  type ProductRow,
  type ProductUnitRow,
  type ProductVariantRow,
  products,
  productUnits,
  productVariants,
  taxCategories,
  units,
} from '@tillwise/db';
import {
  barcodeError,
  CSV_IMPORT_MSG,
  type CsvRecord,
  type CsvRowResult,
  type CsvUnit,
  countChangeError,
  csvBoolean,
  csvId,
  D,
  decimalError,
  normaliseHsCode,
  parseCsvUnits,
  productNameError,
  TAX_MSG,
  toWire,
  UNIT_MSG,
  type VariantField,
  variantErrors,
} from '@tillwise/domain';
import { and, eq } from 'drizzle-orm';
import { defaultTaxCategoryId, groupChargesTax } from '../product-tax.js';
import { assertUnitCodeFree, usesOf } from '../product-units.js';

/** Category and unit ids by lower-cased name; read once per request. */
export interface Lookups {
  /** The catalogue group the rows are read into: only its products, categories and units match. */
  groupId: number;
  categories: Map<string, number>;
  units: Map<string, number>;
  /** Tax categories by lower-cased name, with whether their goods are Third Schedule. */
  taxCategories: Map<string, { id: number; thirdSchedule: boolean }>;
  thirdSchedule: Set<number>;
  /** A company of the group charges tax: every product needs a tax category. */
  chargesTax: boolean;
  /** The group's default tax category: a product the file gives none (no column) and that has none stored takes it. */
  defaultTaxCategoryId: number | null;
  /**
   * Barcodes the file frees (docs/catalog-csv.md, "Trade units"): a live unit's code that its
   * product's `units` cell retires or gives another code, by code, with the unit's id. Another unit
   * of the file may take it; the import writes the freeing product first.
   */
  freedCodes?: Map<string, number>;
}

/**
 * The live unit barcodes the file's `units` cells give up, by code (`codes`): each product of the
 * rows whose cell leaves a live unit out (retired) or gives it another barcode, and those products'
 * barcodes (`freeing`). Read only.
 */
export async function codesFreedBy(
  db: Executor,
  groups: CsvRecord[][],
  groupId: number,
): Promise<{ codes: Map<string, number>; freeing: Set<string> }> {
  const freed = new Map<string, number>();
  const freeing = new Set<string>();
  for (const group of groups) {
    const [first] = group;
    if (!first || !('units' in first.values)) continue;
    const rows = await db
      .select({ id: productUnits.id, name: productUnits.name, barCode: productUnits.barCode })
      .from(productUnits)
      .innerJoin(products, eq(products.id, productUnits.productId))
      .where(
        and(
          eq(products.groupId, groupId),
          eq(products.barCode, v(first, 'bar_code')),
          eq(products.isActive, true),
          eq(productUnits.isRetired, false),
        ),
      );
    const listed = parseCsvUnits(v(first, 'units')).units;
    for (const row of rows) {
      if (row.barCode === '') continue;
      const kept = listed.find((u) => u.name.toLowerCase() === row.name.toLowerCase());
      if (!kept || kept.barCode !== row.barCode) {
        freed.set(row.barCode, row.id);
        freeing.add(v(first, 'bar_code'));
      }
    }
  }
  return { codes: freed, freeing };
}

export async function loadLookups(db: Executor, groupId: number): Promise<Lookups> {
  const [c, u, t, chargesTax, defaultTaxCategory] = await Promise.all([
    db.select().from(categories).where(eq(categories.groupId, groupId)),
    db.select().from(units).where(eq(units.groupId, groupId)),
    db.select().from(taxCategories).where(eq(taxCategories.groupId, groupId)),
    groupChargesTax(db, groupId),
    defaultTaxCategoryId(db, groupId),
  ]);
  return {
    groupId,
    categories: new Map(c.map((row) => [row.name.toLowerCase(), row.id])),
    units: new Map(u.map((row) => [row.name.toLowerCase(), row.id])),
    taxCategories: new Map(
      t.map((row) => [row.name.toLowerCase(), { id: row.id, thirdSchedule: row.thirdSchedule }]),
    ),
    thirdSchedule: new Set(t.filter((row) => row.thirdSchedule).map((row) => row.id)),
    chargesTax,
    defaultTaxCategoryId: defaultTaxCategory,
  };
}

export interface ProductFields {
  name: string;
  barCode: string;
  categoryId: number | null;
  unitId: number | null;
  token: boolean;
  /** Left out (the file has no such column): the stored one is kept. */
  taxCategoryId?: number | null;
  hsCode?: string;
}

export interface VariantFields {
  color: string;
  size: string;
  price: string;
  salePrice: string;
  description: string;
  /** Left out (the file has no such column): the stored one is kept. */
  retailPrice?: string | null;
}

export interface PlannedVariant {
  result: CsvRowResult;
  /** The live variant it updates, or null for a new one. */
  id: number | null;
  values: VariantFields;
}

export interface GroupPlan {
  results: CsvRowResult[];
  /** The product to update, or null to create one; absent when the product itself is rejected. */
  existing: ProductRow | null;
  product: ProductFields | null;
  productChanged: boolean;
  variants: PlannedVariant[];
  /** What the `units` column does to the product's trade units (empty without the column). */
  units: UnitOp[];
}

/** A trade unit added, changed or retired by the `units` column (matched by name, ignoring case). */
export type UnitOp =
  | { kind: 'add'; unit: CsvUnit }
  | { kind: 'change'; id: number; unit: CsvUnit }
  | { kind: 'retire'; id: number };

const sameUnit = (row: ProductUnitRow, u: CsvUnit) =>
  row.name === u.name &&
  row.count === u.count &&
  row.barCode === u.barCode &&
  (row.salePrice === null
    ? u.salePrice === null
    : u.salePrice !== null && new D(row.salePrice).equals(u.salePrice)) &&
  (row.price === null ? u.price === null : u.price !== null && new D(row.price).equals(u.price));

/**
 * The `units` column against the product's live units: the column lists them all, so a live unit
 * it leaves out is retired. A used unit's count cannot change, a barcode must be free in the
 * catalogue (products and other units) and differ from the product's own.
 */
async function planUnits(
  db: Executor,
  cell: string,
  productId: number | null,
  productBarCode: string,
  groupId: number,
  freedCodes: ReadonlyMap<string, number> = new Map(),
): Promise<{ ops: UnitOp[]; changes: string[]; reasons: string[] }> {
  const { units, reasons } = parseCsvUnits(cell);
  const live = productId
    ? await db
        .select()
        .from(productUnits)
        .where(and(eq(productUnits.productId, productId), eq(productUnits.isRetired, false)))
    : [];
  const ops: UnitOp[] = [];
  const changes: string[] = [];
  const matched = new Set<number>();
  // This product's own live units that give their barcode up (left out, or given another code):
  // another of its units may take the code in the same cell.
  const freed = new Map(freedCodes);
  for (const row of live) {
    const kept = units.find((u) => u.name.toLowerCase() === row.name.toLowerCase());
    if (row.barCode !== '' && (!kept || kept.barCode !== row.barCode)) freed.set(row.barCode, row.id);
  }
  for (const unit of units) {
    const before = live.find((row) => row.name.toLowerCase() === unit.name.toLowerCase());
    if (before) matched.add(before.id);
    if (unit.barCode !== '') {
      if (unit.barCode === productBarCode) reasons.push(`units: "${unit.name}": ${UNIT_MSG.barcodeTaken}`);
      else if (!before || before.barCode !== unit.barCode) {
        try {
          // A code the file frees is free for this unit (the unit giving it up is left out).
          await assertUnitCodeFree(db, unit.barCode, groupId, freed.get(unit.barCode) ?? before?.id);
        } catch {
          reasons.push(`units: "${unit.name}": ${UNIT_MSG.barcodeTaken}`);
        }
      }
    }
    if (!before) {
      ops.push({ kind: 'add', unit });
      changes.push(`unit "${unit.name}" added`);
    } else if (!sameUnit(before, unit)) {
      if (before.count !== unit.count) {
        const refused = countChangeError(before.count, unit.count, await usesOf(db, before.id));
        if (refused) reasons.push(`units: "${unit.name}": ${refused}`);
      }
      ops.push({ kind: 'change', id: before.id, unit });
      changes.push(`unit "${unit.name}" changed`);
    }
  }
  for (const row of live) {
    if (matched.has(row.id)) continue;
    ops.push({ kind: 'retire', id: row.id });
    changes.push(`unit "${row.name}" retired`);
  }
  return { ops, changes, reasons };
}

const v = (r: CsvRecord, key: string) => (r.values[key] ?? '').trim();

/** The product columns of a row, resolved; problems are listed instead. */
function productOf(r: CsvRecord, lookups: Lookups): { fields: ProductFields; reasons: string[] } {
  const reasons = [productNameError(v(r, 'name')), barcodeError(v(r, 'bar_code'))].filter(
    (m): m is string => m !== null,
  );
  const related = (kind: 'category' | 'unit', map: Map<string, number>): number | null => {
    const name = v(r, kind);
    if (name === '' || (kind === 'category' && name.toLowerCase() === 'others')) return null;
    const id = map.get(name.toLowerCase());
    if (id === undefined)
      reasons.push(
        kind === 'category' ? CSV_IMPORT_MSG.unknownCategory(name) : CSV_IMPORT_MSG.unknownUnit(name),
      );
    return id ?? null;
  };
  const categoryId = related('category', lookups.categories);
  const unitId = related('unit', lookups.units);
  const token = csvBoolean(r.values.token);
  if (token === null) reasons.push(CSV_IMPORT_MSG.tokenYesNo);
  const fields: ProductFields = {
    name: v(r, 'name'),
    barCode: v(r, 'bar_code'),
    categoryId,
    unitId,
    token: token ?? false,
  };
  if ('tax_category' in r.values) {
    const name = v(r, 'tax_category');
    const found = name === '' ? null : lookups.taxCategories.get(name.toLowerCase());
    if (found === undefined) reasons.push(CSV_IMPORT_MSG.unknownTaxCategory(name));
    fields.taxCategoryId = found?.id ?? null;
  }
  if ('hs_code' in r.values) {
    const hs = normaliseHsCode(v(r, 'hs_code'));
    if (hs === null) reasons.push(`hs_code: ${TAX_MSG.hsCode}`);
    fields.hsCode = hs ?? '';
  }
  return { fields, reasons };
}

const sameProduct = (a: ProductFields, b: ProductFields) =>
  a.name === b.name &&
  a.categoryId === b.categoryId &&
  a.unitId === b.unitId &&
  a.token === b.token &&
  a.taxCategoryId === b.taxCategoryId &&
  a.hsCode === b.hsCode;

function productChanges(before: ProductRow, after: ProductFields): string[] {
  const out: string[] = [];
  if (before.name !== after.name) out.push(`name "${before.name}" → "${after.name}"`);
  if (before.categoryId !== after.categoryId) out.push('category changed');
  if (before.unitId !== after.unitId) out.push('unit changed');
  if (before.token !== after.token)
    out.push(`token ${before.token ? 'yes' : 'no'} → ${after.token ? 'yes' : 'no'}`);
  if (after.taxCategoryId !== undefined && before.taxCategoryId !== after.taxCategoryId)
    out.push('tax category changed');
  if (after.hsCode !== undefined && before.hsCode !== after.hsCode)
    out.push(`HS code "${before.hsCode}" → "${after.hsCode}"`);
  return out;
}

function variantChanges(before: ProductVariantRow, after: VariantFields): string[] {
  const out: string[] = [];
  for (const [label, was, now] of [
    ['color', before.color, after.color],
    ['size', before.size, after.size],
    ['description', before.description, after.description],
  ] as const) {
    if (was !== now) out.push(`${label} "${was}" → "${now}"`);
  }
  if (!new D(before.price).equals(after.price)) out.push(`price ${toWire(before.price)} → ${after.price}`);
  if (!new D(before.salePrice).equals(after.salePrice))
    out.push(`sale price ${toWire(before.salePrice)} → ${after.salePrice}`);
  if (after.retailPrice !== undefined) {
    const was = before.retailPrice === null ? null : new D(before.retailPrice);
    const now = after.retailPrice === null ? null : new D(after.retailPrice);
    if ((was === null) !== (now === null) || (was && now && !was.equals(now)))
      out.push(`retail price ${was ? toWire(was) : 'none'} → ${after.retailPrice ?? 'none'}`);
  }
  return out;
}

/**
 * What importing one product's rows would do, reading only: each row is new, changed, unchanged or
 * rejected with its reasons. Problems with the product's own columns reject all its rows; a bad
 * variant row rejects only itself.
 */
export async function planProductGroup(
  db: Executor,
  group: CsvRecord[],
  lookups: Lookups,
): Promise<GroupPlan> {
  const [first] = group;
  if (!first)
    return { results: [], existing: null, product: null, productChanged: false, variants: [], units: [] };
  const head = productOf(first, lookups);
  const [existing] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.groupId, lookups.groupId),
        eq(products.barCode, head.fields.barCode),
        eq(products.isActive, true),
      ),
    );
  const live = existing
    ? await db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.productId, existing.id), eq(productVariants.isActive, true)))
    : [];
  // What the product's tax category will be after the import: the file's; without the column, the
  // stored one, or the group's default for a new product or one that has none stored (a blank cell
  // is a choice of none, as null is in the API).
  const taxCategoryId =
    head.fields.taxCategoryId !== undefined
      ? head.fields.taxCategoryId
      : (existing?.taxCategoryId ?? lookups.defaultTaxCategoryId);
  // What is written: the row's columns, with the default when it applies (the rows themselves are
  // still compared as read, below).
  const product: ProductFields =
    head.fields.taxCategoryId === undefined &&
    taxCategoryId !== null &&
    taxCategoryId !== existing?.taxCategoryId
      ? { ...head.fields, taxCategoryId }
      : head.fields;
  const changes = existing ? productChanges(existing, product) : [];
  const unitPlan =
    'units' in first.values
      ? await planUnits(
          db,
          v(first, 'units'),
          existing?.id ?? null,
          head.fields.barCode,
          lookups.groupId,
          lookups.freedCodes,
        )
      : { ops: [], changes: [], reasons: [] };
  head.reasons.push(...unitPlan.reasons);
  if (taxCategoryId === null && lookups.chargesTax)
    head.reasons.push(`tax_category: ${TAX_MSG.categoryRequired}`);
  const thirdSchedule = taxCategoryId !== null && lookups.thirdSchedule.has(taxCategoryId);
  const seen = new Set<number>();
  const variants: PlannedVariant[] = [];
  const results = group.map((r, i): CsvRowResult => {
    const values: VariantFields = {
      color: v(r, 'color'),
      size: v(r, 'size'),
      price: v(r, 'price'),
      salePrice: v(r, 'sale_price') || '0',
      description: v(r, 'description'),
      ...('retail_price' in r.values ? { retailPrice: v(r, 'retail_price') || null } : {}),
    };
    const label =
      `${head.fields.name} (${head.fields.barCode}) ${[values.color, values.size].filter(Boolean).join(' ')}`.trim();
    const reasons = [...head.reasons];
    if (i > 0 && !sameProduct(productOf(r, lookups).fields, head.fields))
      reasons.push(CSV_IMPORT_MSG.productDiffers(first.line));
    if (i > 0 && 'units' in r.values && v(r, 'units') !== '' && v(r, 'units') !== v(first, 'units'))
      reasons.push(CSV_IMPORT_MSG.unitsDiffer(first.line));
    const problems = variantErrors({ ...values, sale_price: values.salePrice });
    for (const [field, message] of Object.entries(problems))
      reasons.push(`${field as VariantField}: ${message}`);
    const id = csvId(r.values.variant_id);
    const before = typeof id === 'number' ? live.find((x) => x.id === id) : undefined;
    if (values.retailPrice) {
      const problem = decimalError(values.retailPrice, { required: null, positive: null });
      if (problem) reasons.push(`retail_price: ${problem}`);
    }
    const retail = values.retailPrice !== undefined ? values.retailPrice : (before?.retailPrice ?? null);
    if (thirdSchedule && retail === null) reasons.push(`retail_price: ${TAX_MSG.retailPriceRequired}`);
    if (id === undefined) reasons.push(CSV_IMPORT_MSG.variantIdNumber);
    else if (id !== null && (!before || !existing)) reasons.push(CSV_IMPORT_MSG.notLiveVariant(id));
    else if (id !== null && seen.has(id)) reasons.push(CSV_IMPORT_MSG.variantTwice(id));
    if (typeof id === 'number') seen.add(id);
    if (reasons.length > 0) return { line: r.line, label, status: 'rejected', reasons, changes: [] };
    const own = before ? variantChanges(before, values) : [];
    const added = !existing ? ['new product'] : !before ? ['new variant'] : [];
    const rowChanges = [
      ...(variants.length === 0 ? [...changes, ...unitPlan.changes] : []),
      ...own,
      ...added,
    ];
    const result: CsvRowResult = {
      line: r.line,
      label,
      status: added.length > 0 ? 'new' : rowChanges.length > 0 ? 'changed' : 'unchanged',
      reasons: [],
      changes: rowChanges,
    };
    variants.push({
      result,
      id: before?.id ?? null,
      values: {
        ...values,
        price: toWire(values.price),
        salePrice: toWire(values.salePrice),
        ...(values.retailPrice ? { retailPrice: toWire(values.retailPrice) } : {}),
      },
    });
    return result;
  });
  return {
    results,
    existing: existing ?? null,
    product: head.reasons.length > 0 ? null : product,
    productChanged: changes.length > 0,
    variants,
    units: unitPlan.ops,
  };
}
