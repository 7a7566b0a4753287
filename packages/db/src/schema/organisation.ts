import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, runningTotal, timestamps } from './columns.js';
import { companyType, userType } from './enums.js';

/** Companies, called departments in the UI: the parent, its stores, outlets, factories and vendors. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    companyType: companyType('company_type').notNull(),
    address: varchar('address', { length: 255 }).notNull().default(''),
    contactNumber: varchar('contact_number', { length: 20 }).notNull().default(''),
    parentId: integer('parent_id').references((): AnyPgColumn => companies.id),
    // Funds on hand (`balance`) and what the company owes (`credit`) are summed from its accounts
    // on read (company_funds, company_owed; ADR 0009): no sale writes the company's row.
    logoPath: text('logo_path'),
    /** The language its people see until they choose their own ('en' | 'ur'); null: the browser's. */
    defaultLanguage: varchar('default_language', { length: 5 }).$type<'en' | 'ur'>(),
    /** Its receipts printed in Urdu show money, quantities and dates in Urdu digits (۱۲۳); off: Western digits. */
    receiptUrduDigits: boolean('receipt_urdu_digits').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('companies_parent_idx').on(t.parentId), index('companies_type_idx').on(t.companyType)],
);

/** Operators (who sign in) and the people the business deals with (customers, vendors). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    /** argon2id PHC string; null means no password has been set and the user cannot sign in. */
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    contactNumber: varchar('contact_number', { length: 20 }).notNull().default(''),
    userType: userType('user_type').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    /** For a regular customer: what they hold on account (kept in step with the journal). */
    credit: runningTotal('credit').notNull().default('0'),
    /**
     * A regular customer's credit rules (docs/domain/credit.md); null takes the company's default
     * (credit_settings): the most they may owe, the days after which an invoice is overdue, and
     * whether an overdue invoice blocks new credit.
     */
    creditLimit: money('credit_limit'),
    overdueDays: integer('overdue_days'),
    overdueBlocks: boolean('overdue_blocks'),
    isActive: boolean('is_active').notNull().default(true),
    isStaff: boolean('is_staff').notNull().default(false),
    profilePicPath: text('profile_pic_path'),
    description: varchar('description', { length: 250 }).notNull().default(''),
    /** A customer's or vendor's tax identity (docs/domain/tax.md): NTN or CNIC, and whether sales-tax registered. */
    ntn: varchar('ntn', { length: 20 }).notNull().default(''),
    cnic: varchar('cnic', { length: 13 }).notNull().default(''),
    taxRegistered: boolean('tax_registered').notNull().default(false),
    /** Raised whenever the password changes, so tokens issued before it stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language this person chose ('en' | 'ur', docs/i18n.md); null: the company's default. */
    language: varchar('language', { length: 5 }).$type<'en' | 'ur'>(),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_company_type_idx').on(t.companyId, t.userType),
    index('users_contact_idx').on(t.contactNumber),
  ],
);

/**
 * A company's scale barcode layout (docs/domain/units.md, "The scale layout setting"): which
 * EAN-13 labels of a label scale the counter reads, and how. No row: off, the usual layout.
 */
export const companyScaleSettings = pgTable('company_scale_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** `{prefixes, itemDigits, value, decimals}` (`ScaleLayout` in @tillwise/domain). */
  layout: jsonb('layout')
    .$type<{ prefixes: string[]; itemDigits: number; value: 'weight' | 'price'; decimals: number }>()
    .notNull(),
  lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
});

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
