import { TAX_TREATMENTS } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.js';
import { companies } from './organisation.js';

/** A tax percent, 0–100 with 4 places. */
export const percent = (name: string) => numeric(name, { precision: 7, scale: 4 });

export const taxTreatment = pgEnum('tax_treatment', TAX_TREATMENTS);

/**
 * A tax category of a catalogue group (docs/domain/tax.md): the products in it are taxed at its
 * rate, or exempt, or zero-rated. Third Schedule goods are taxed on their printed retail price.
 */
export const taxCategories = pgTable(
  'tax_categories',
  {
    id: serial('id').primaryKey(),
    /** The head office whose catalogue it belongs to (like `categories.group_id`). */
    groupId: integer('group_id')
      .notNull()
      .references(() => companies.id),
    name: varchar('name', { length: 60 }).notNull(),
    treatment: taxTreatment('treatment').notNull().default('TAXABLE'),
    thirdSchedule: boolean('third_schedule').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The group's default: a product saved without saying its tax category takes it (at most one per group). */
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tax_categories_group_name_key').on(t.groupId, sql`lower(${t.name})`),
    uniqueIndex('tax_categories_group_default_key').on(t.groupId).where(sql`${t.isDefault}`),
  ],
);

/** A category's rate from a day on: the rate of a sale is the latest that starts on or before its day. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => taxCategories.id),
    rate: percent('rate').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tax_rates_category_from_key').on(t.categoryId, t.validFrom),
    check('tax_rates_rate_range', sql`${t.rate} >= 0 AND ${t.rate} <= 100`),
  ],
);

/**
 * A company's tax registration and settings (docs/domain/tax.md). A branch may share its parent's
 * registration: it then reports under the parent's NTN and STRN, and moving stock between the two
 * is not a supply. A company without a row charges no tax.
 */
export const companyTaxSettings = pgTable(
  'company_tax_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    chargesTax: boolean('charges_tax').notNull().default(false),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    sharesParentRegistration: boolean('shares_parent_registration').notNull().default(false),
    ntn: varchar('ntn', { length: 20 }).notNull().default(''),
    strn: varchar('strn', { length: 20 }).notNull().default(''),
    taxOffice: varchar('tax_office', { length: 100 }).notNull().default(''),
    posRegistration: varchar('pos_registration', { length: 30 }).notNull().default(''),
    /** A fixed fee per sale collected for the authority (Pakistan: Rs 1), 0 for none. */
    serviceFee: money('service_fee').notNull().default('0'),
    /** Further tax percent on supplies to named unregistered buyers. */
    furtherTaxRate: percent('further_tax_rate').notNull().default('0'),
    /** Places a line's tax is rounded to (half away from zero). */
    taxDecimals: smallint('tax_decimals').notNull().default(2),
    /** The set of rules (ISO country code): PK first. */
    country: varchar('country', { length: 2 }).notNull().default('PK'),
    ...timestamps,
  },
  (t) => [
    check('company_tax_settings_further_range', sql`${t.furtherTaxRate} >= 0 AND ${t.furtherTaxRate} <= 100`),
    check('company_tax_settings_fee', sql`${t.serviceFee} >= 0`),
    check('company_tax_settings_decimals', sql`${t.taxDecimals} BETWEEN 0 AND 4`),
  ],
);

export type TaxCategoryRow = typeof taxCategories.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;
export type CompanyTaxSettingsRow = typeof companyTaxSettings.$inferSelect;
