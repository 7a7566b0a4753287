import { type Executor, productVariants, taxCategories } from '@tillwise/db';
import { type CreateProductBody, invalidPkMessage, TAX_MSG } from '@tillwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { validationError } from '../../lib/errors.js';

/*
 * A product's tax facts (docs/domain/tax.md, "Setting up"): its tax category must be one of its
 * group's; a product saved without saying it (the key left out, as a client that knows nothing of
 * tax sends it) takes the group's default category; when any company of the group charges tax, it
 * must have one; Third Schedule goods need their printed retail price on every variant. A bad
 * set-up is a field error here, never a silent zero at the till.
 */

/** Whether any company of the group (the head office and everything under it) charges sales tax. */
export async function groupChargesTax(tx: Executor, groupId: number): Promise<boolean> {
  const result = (await tx.execute(sql`
    with recursive members(id, depth) as (
      select id, 0 from companies where id = ${groupId}
      union all
      select c.id, m.depth + 1 from companies c join members m on c.parent_id = m.id where m.depth < 20
    )
    select exists (
      select 1 from company_tax_settings s join members m on m.id = s.company_id where s.charges_tax
    ) as charges`)) as unknown as { rows: { charges: boolean }[] };
  return result.rows[0]?.charges === true;
}

/** The group's default tax category (only an active one can be), or null when it has none. */
export async function defaultTaxCategoryId(tx: Executor, groupId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: taxCategories.id })
    .from(taxCategories)
    .where(
      and(
        eq(taxCategories.groupId, groupId),
        eq(taxCategories.isDefault, true),
        eq(taxCategories.isActive, true),
      ),
    );
  return row?.id ?? null;
}

/**
 * What a write will store: the body's values, or the stored ones where the body leaves them out;
 * a tax category left out with none stored is the group's default.
 */
export interface ProductTaxFacts {
  taxCategoryId: number | null;
  /** Each variant's retail price after the write (null: none). */
  retailPrices: (string | null)[];
}

/** The facts of a create (nothing stored yet): a tax category left out is the group's default; null is none. */
export const createdTaxFacts = async (
  tx: Executor,
  groupId: number,
  body: CreateProductBody,
): Promise<ProductTaxFacts> => ({
  taxCategoryId:
    body.tax_category !== undefined ? body.tax_category : await defaultTaxCategoryId(tx, groupId),
  retailPrices: body.product_variant.map((v) => v.retail_price ?? null),
});

/**
 * The facts of an update over the stored product: what the body leaves out keeps its value, and a
 * tax category left out with none stored is the group's default.
 */
export async function updatedTaxFacts(
  tx: Executor,
  groupId: number,
  productId: number,
  storedCategory: number | null,
  body: CreateProductBody,
): Promise<ProductTaxFacts> {
  const live = await tx
    .select({ id: productVariants.id, retailPrice: productVariants.retailPrice })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)));
  const stored = new Map(live.map((v) => [v.id, v.retailPrice]));
  const sent = new Map(body.product_variant.filter((v) => v.id).map((v) => [v.id as number, v]));
  const kept = live.filter((v) => !sent.has(v.id)).map((v) => v.retailPrice);
  const written = body.product_variant.map((v) =>
    v.retail_price !== undefined ? v.retail_price : v.id ? (stored.get(v.id) ?? null) : null,
  );
  const taxCategoryId =
    body.tax_category !== undefined
      ? body.tax_category
      : (storedCategory ?? (await defaultTaxCategoryId(tx, groupId)));
  return {
    taxCategoryId,
    retailPrices: [...written, ...kept],
  };
}

/** Refuses a tax set-up the till could not sell correctly, with field errors. */
export async function assertTaxSetUp(tx: Executor, facts: ProductTaxFacts, groupId: number): Promise<void> {
  if (facts.taxCategoryId === null) {
    if (await groupChargesTax(tx, groupId))
      throw validationError({ tax_category: [TAX_MSG.categoryRequired] });
    return;
  }
  const [category] = await tx
    .select({ id: taxCategories.id, thirdSchedule: taxCategories.thirdSchedule })
    .from(taxCategories)
    .where(and(eq(taxCategories.id, facts.taxCategoryId), eq(taxCategories.groupId, groupId)));
  if (!category) throw validationError({ tax_category: [invalidPkMessage(facts.taxCategoryId)] });
  if (category.thirdSchedule && facts.retailPrices.some((p) => p === null || p === ''))
    throw validationError({ product_variant: [TAX_MSG.retailPriceRequired] });
}

/** The tax categories among `ids` that exist in the group (the CSV import checks many rows at once). */
export async function taxCategoriesOfGroup(tx: Executor, groupId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: taxCategories.id, name: taxCategories.name, thirdSchedule: taxCategories.thirdSchedule })
    .from(taxCategories)
    .where(and(eq(taxCategories.groupId, groupId), inArray(taxCategories.id, ids)));
}
