import {
  companies,
  type Db,
  type Executor,
  products,
  productVariants,
  replenishmentRules,
} from '@tillwise/db';
import {
  invalidChoiceMessage,
  REPLENISH_MSG,
  type ReplenishmentRuleBody,
  toWire,
  type WireReplenishmentRule,
} from '@tillwise/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { permissionDenied, validationError } from '../../lib/errors.js';
import { groupOfCompany } from '../../policy/group.js';
import { allowedSuppliers } from '../../policy/suppliers.js';
import { inGroup } from '../catalog/product-repository.js';

const supplierCompany = alias(companies, 'supplier_company');

/** The rules of one company, optionally of some variants only, with each supplier's name. */
export async function listRules(
  db: Executor,
  company: number,
  variants: number[] | null,
): Promise<WireReplenishmentRule[]> {
  const where = variants
    ? and(eq(replenishmentRules.companyId, company), inArray(replenishmentRules.productVariantId, variants))
    : eq(replenishmentRules.companyId, company);
  const rows = await db
    .select({
      rule: replenishmentRules,
      supplier: supplierCompany,
      variant: productVariants,
      product: products,
    })
    .from(replenishmentRules)
    .innerJoin(supplierCompany, eq(supplierCompany.id, replenishmentRules.supplierCompanyId))
    .innerJoin(productVariants, eq(productVariants.id, replenishmentRules.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(replenishmentRules.productVariantId)
    .limit(5000);
  return rows.map(({ rule, supplier, variant, product }) => ({
    company: rule.companyId,
    product_variant: rule.productVariantId,
    product_name: [product.name, variant.size, variant.color].filter(Boolean).join(' '),
    bar_code: product.barCode,
    method: rule.method,
    min_quantity: rule.minQuantity === null ? null : toWire(rule.minQuantity),
    max_quantity: rule.maxQuantity === null ? null : toWire(rule.maxQuantity),
    cover_days: rule.coverDays,
    sales_window_days: rule.salesWindowDays,
    supplier: rule.supplierCompanyId,
    supplier_name: supplier.companyName,
    supplier_type: supplier.companyType,
    lead_time_days: rule.leadTimeDays,
    pack_size: rule.packSize,
  }));
}

/**
 * Creates or replaces a company's rule of a variant: the variant must be of the company's catalogue
 * group and the supplier one the policy layer lets the company order from (`allowedSuppliers`).
 */
export async function saveRule(
  db: Db,
  company: number,
  body: ReplenishmentRuleBody,
): Promise<WireReplenishmentRule> {
  const [row] = await db.select().from(companies).where(eq(companies.id, company));
  if (!row) throw permissionDenied();
  const group = await groupOfCompany(db, company);
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, body.product_variant), inGroup(products.groupId, group)));
  if (!variant)
    throw validationError({ product_variant: invalidChoiceMessage(String(body.product_variant)) });
  const suppliers = await allowedSuppliers(db, row);
  if (!suppliers.some((s) => s.id === body.supplier))
    throw validationError({ supplier: REPLENISH_MSG.supplierNotAllowed });
  const minMax = body.method === 'MIN_MAX';
  const values = {
    method: body.method,
    minQuantity: minMax ? body.min_quantity : null,
    maxQuantity: minMax ? body.max_quantity : null,
    coverDays: minMax ? null : (body.cover_days ?? null),
    salesWindowDays: body.sales_window_days,
    supplierCompanyId: body.supplier,
    leadTimeDays: body.lead_time_days,
    packSize: body.pack_size,
  };
  await db
    .insert(replenishmentRules)
    .values({ companyId: company, productVariantId: body.product_variant, ...values })
    .onConflictDoUpdate({
      target: [replenishmentRules.companyId, replenishmentRules.productVariantId],
      set: { ...values, lastModified: new Date() },
    });
  const [saved] = await listRules(db, company, [body.product_variant]);
  if (!saved) throw new Error('rule not written');
  return saved;
}

/** Removes a company's rule of a variant; true when there was one. */
export async function deleteRule(db: Db, company: number, variant: number): Promise<boolean> {
  const gone = await db
    .delete(replenishmentRules)
    .where(and(eq(replenishmentRules.companyId, company), eq(replenishmentRules.productVariantId, variant)))
    .returning({ id: replenishmentRules.productVariantId });
  return gone.length > 0;
}
