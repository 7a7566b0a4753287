import { type Db, type Executor, type TaxCategoryRow, taxCategories, taxRates } from '@tillwise/db';
import {
  type AddTaxRateBody,
  type CreateTaxCategoryBody,
  D,
  SERVER_MSG,
  TAX_MSG,
  type TaxCategoryWire,
  type UpdateTaxCategoryBody,
} from '@tillwise/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { today } from '../../lib/day-range.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { notFound, validationError } from '../../lib/errors.js';
import { presentTaxCategory } from './presenter.js';

/*
 * The tax categories of a catalogue group and their dated rates (docs/domain/tax.md). A rate is
 * never edited: a change of rate is a new rate from a day on, so what was sold before keeps the rate
 * it was sold at and the history stays readable.
 */

const nameTaken = () => validationError({ name: [TAX_MSG.categoryNameTaken] });
const rateTaken = () => validationError({ valid_from: [TAX_MSG.rateTaken] });

/** Runs a write, turning the unique indexes' refusals (a race, or a case-only twin) into field errors. */
async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'tax_categories_group_name_key')) throw nameTaken();
    if (isUniqueViolation(error, 'tax_rates_category_from_key')) throw rateTaken();
    // Two admins making different categories the default at once: the later one is told to retry.
    if (isUniqueViolation(error, 'tax_categories_group_default_key'))
      throw validationError({ is_default: [SERVER_MSG.defaultTaxRaced] });
    throw error;
  }
}

/** The categories with their rates, presented for `day` (today in the server's day by default). */
async function withRates(db: Executor, rows: TaxCategoryRow[], day = today()): Promise<TaxCategoryWire[]> {
  if (rows.length === 0) return [];
  const rates = await db
    .select()
    .from(taxRates)
    .where(
      inArray(
        taxRates.categoryId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((c) =>
    presentTaxCategory(
      c,
      rates.filter((r) => r.categoryId === c.id),
      day,
    ),
  );
}

/** The group's categories by name; `active` keeps only those in use (true) or retired (false). */
export async function listTaxCategories(
  db: Executor,
  groupId: number | null,
  active: boolean | null,
): Promise<TaxCategoryWire[]> {
  if (groupId === null) return [];
  const rows = await db
    .select()
    .from(taxCategories)
    .where(
      and(
        eq(taxCategories.groupId, groupId),
        active === null ? undefined : eq(taxCategories.isActive, active),
      ),
    )
    .orderBy(asc(sql`lower(${taxCategories.name})`), asc(taxCategories.id));
  return withRates(db, rows);
}

/** One category of the group (another group's answers 404, as one that does not exist). */
async function categoryOf(
  db: Executor,
  id: number,
  groupId: number | null,
  lock = false,
): Promise<TaxCategoryRow> {
  if (groupId === null) throw notFound();
  const query = db
    .select()
    .from(taxCategories)
    .where(and(eq(taxCategories.id, id), eq(taxCategories.groupId, groupId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function readTaxCategory(
  db: Executor,
  id: number,
  groupId: number | null,
): Promise<TaxCategoryWire> {
  const [wire] = await withRates(db, [await categoryOf(db, id, groupId)]);
  if (!wire) throw notFound();
  return wire;
}

/** Takes the default mark off the group's other categories, so that `id` can carry it. */
async function clearOtherDefaults(tx: Executor, groupId: number, id: number): Promise<void> {
  await tx
    .update(taxCategories)
    .set({ isDefault: false, lastModified: new Date() })
    .where(
      and(eq(taxCategories.groupId, groupId), eq(taxCategories.isDefault, true), ne(taxCategories.id, id)),
    );
}

/**
 * Adds a category to the group, with its first rate when one is given, in one transaction. Made
 * the default, it takes the mark from the group's category that had it.
 */
export function createTaxCategory(
  db: Db,
  groupId: number,
  body: CreateTaxCategoryBody,
): Promise<TaxCategoryWire> {
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(taxCategories)
        .values({
          groupId,
          name: body.name,
          treatment: body.treatment,
          thirdSchedule: body.third_schedule,
          isActive: body.is_active,
        })
        .returning();
      if (!row) throw new Error('tax category not created');
      if (body.is_default) {
        await clearOtherDefaults(tx, groupId, row.id);
        await tx.update(taxCategories).set({ isDefault: true }).where(eq(taxCategories.id, row.id));
      }
      if (body.rate !== undefined)
        await tx
          .insert(taxRates)
          .values({ categoryId: row.id, rate: body.rate, validFrom: body.valid_from ?? today() });
      return readTaxCategory(tx, row.id, groupId);
    }),
  );
}

/**
 * Changes a category's name, treatment, Third Schedule mark, whether it is in use or whether it is
 * the group's default. Its rates are not touched; a category that becomes exempt or zero-rated with
 * a rate above 0 in force or to come is refused, so the rates never contradict the treatment. Made
 * the default, it takes the mark from the group's other categories in the same transaction; a
 * retired category cannot be the default, and the default cannot be retired while it stays so.
 */
export function updateTaxCategory(
  db: Db,
  id: number,
  groupId: number | null,
  body: UpdateTaxCategoryBody,
): Promise<TaxCategoryWire> {
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const current = await categoryOf(tx, id, groupId, true);
      const treatment = body.treatment ?? current.treatment;
      const thirdSchedule = body.third_schedule ?? current.thirdSchedule;
      if (thirdSchedule && treatment !== 'TAXABLE')
        throw validationError({ third_schedule: [TAX_MSG.thirdScheduleTaxable] });
      if (treatment !== 'TAXABLE' && current.treatment === 'TAXABLE') {
        const wire = await readTaxCategory(tx, id, groupId);
        const day = today();
        const inForceOrLater = wire.rates.filter((r) => r.valid_from >= day || r.rate === wire.rate);
        if (inForceOrLater.some((r) => !new D(r.rate).isZero()))
          throw validationError({ treatment: [TAX_MSG.exemptRate] });
      }
      const isActive = body.is_active ?? current.isActive;
      const isDefault = body.is_default ?? current.isDefault;
      if (isDefault && !isActive)
        throw validationError(
          body.is_default === true
            ? { is_default: [TAX_MSG.defaultInactive] }
            : { is_active: [TAX_MSG.retireDefault] },
        );
      if (isDefault && !current.isDefault) await clearOtherDefaults(tx, current.groupId, id);
      await tx
        .update(taxCategories)
        .set({
          name: body.name ?? current.name,
          treatment,
          thirdSchedule,
          isActive,
          isDefault,
          lastModified: new Date(),
        })
        .where(eq(taxCategories.id, id));
      return readTaxCategory(tx, id, groupId);
    }),
  );
}

/**
 * Adds a rate from a day on. A category has one rate per day (a second is a field error), and an
 * exempt or zero-rated category only takes 0. The rates before it stay as they are.
 */
export function addTaxRate(
  db: Db,
  id: number,
  groupId: number | null,
  body: AddTaxRateBody,
): Promise<TaxCategoryWire> {
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const category = await categoryOf(tx, id, groupId, true);
      if (category.treatment !== 'TAXABLE' && !new D(body.rate).isZero())
        throw validationError({ rate: [TAX_MSG.exemptRate] });
      const [same] = await tx
        .select({ id: taxRates.id })
        .from(taxRates)
        .where(and(eq(taxRates.categoryId, id), eq(taxRates.validFrom, body.valid_from)));
      if (same) throw rateTaken();
      await tx.insert(taxRates).values({ categoryId: id, rate: body.rate, validFrom: body.valid_from });
      await tx.update(taxCategories).set({ lastModified: new Date() }).where(eq(taxCategories.id, id));
      return readTaxCategory(tx, id, groupId);
    }),
  );
}
