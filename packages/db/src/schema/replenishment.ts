import { REPLENISHMENT_METHODS } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog.js';
import { money, timestamps } from './columns.js';
import { companies } from './organisation.js';

export const replenishmentMethod = pgEnum('replenishment_method', REPLENISHMENT_METHODS);

/**
 * How a company keeps a product variant in stock (docs/domain/replenishment.md): a minimum and a
 * maximum, or days of cover at the recent sales rate, ordered from one supplier (a department the
 * requests module lets it ask, or a vendor it may buy from) in whole packs after a lead time.
 */
export const replenishmentRules = pgTable(
  'replenishment_rules',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    productVariantId: integer('product_variant_id')
      .notNull()
      .references(() => productVariants.id),
    method: replenishmentMethod('method').notNull(),
    /** MIN_MAX: at or below `min` (after what is on order and requested), order up to `max`. */
    minQuantity: money('min_quantity'),
    maxQuantity: money('max_quantity'),
    /** DAYS_OF_COVER: keep `cover_days` (plus the lead time) of sales at the rate over `sales_window_days`. */
    coverDays: smallint('cover_days'),
    salesWindowDays: smallint('sales_window_days').notNull().default(28),
    supplierCompanyId: integer('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    leadTimeDays: smallint('lead_time_days').notNull().default(0),
    packSize: integer('pack_size').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'replenishment_rules_pkey', columns: [t.companyId, t.productVariantId] }),
    index('replenishment_rules_supplier_idx').on(t.supplierCompanyId),
    check(
      'replenishment_rules_method_fields',
      sql`(${t.method} = 'MIN_MAX' and ${t.minQuantity} is not null and ${t.maxQuantity} is not null
        and ${t.minQuantity} >= 0 and ${t.maxQuantity} >= ${t.minQuantity})
        or (${t.method} = 'DAYS_OF_COVER' and ${t.coverDays} is not null and ${t.coverDays} > 0)`,
    ),
    check('replenishment_rules_window_positive', sql`${t.salesWindowDays} between 1 and 365`),
    check('replenishment_rules_lead_time', sql`${t.leadTimeDays} between 0 and 365`),
    check('replenishment_rules_pack_positive', sql`${t.packSize} >= 1`),
    check('replenishment_rules_not_self', sql`${t.supplierCompanyId} <> ${t.companyId}`),
  ],
);

export type ReplenishmentRuleRow = typeof replenishmentRules.$inferSelect;
