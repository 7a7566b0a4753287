import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, runningTotal, timestamps } from './columns.js';
import { journalEntries } from './ledger.js';
import { orderItems, orders } from './orders.js';
import { companies, users } from './organisation.js';
import { taxCategories } from './tax.js';

/**
 * The head office (a company without a parent) whose group a catalogue record belongs to. One
 * database may hold several head offices; each group sees and writes only its own catalogue
 * (docs/security/authorization.md, "Catalogue by group"). Variants, batches and pictures belong
 * to their product's group.
 */
const groupId = () =>
  integer('group_id')
    .notNull()
    .references(() => companies.id);

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    groupId: groupId(),
    /** Counted in whole pieces (piece, pack, dozen), unlike a weight or volume (kg, litre): docs/domain/units.md. */
    isCountable: boolean('is_countable').notNull().default(true),
  },
  (t) => [uniqueIndex('units_group_name_key').on(t.groupId, t.name)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    description: varchar('description', { length: 250 }).notNull().default(''),
    groupId: groupId(),
  },
  (t) => [uniqueIndex('categories_group_name_key').on(t.groupId, t.name)],
);

/** A product; its sellable forms are its variants. Deactivated, never deleted, once referenced. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    barCode: varchar('bar_code', { length: 48 }).notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    unitId: integer('unit_id').references(() => units.id),
    /** Print a token slip for each unit sold (kitchen or counter token). */
    token: boolean('token').notNull().default(false),
    /** The picture on the touch grid: a `media` path (`product-images/<32 hex>.png`), or null. */
    imagePath: text('image_path'),
    /** Its tax category (docs/domain/tax.md); required when the selling company charges tax. */
    taxCategoryId: integer('tax_category_id').references(() => taxCategories.id),
    /** HS/PCT code, 4–8 digits, or empty. */
    hsCode: varchar('hs_code', { length: 8 }).notNull().default(''),
    groupId: groupId(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // Barcodes are unique among a group's live products only, so a deactivated product's code can
    // be reused, and two head offices may sell the same manufacturer's barcode.
    uniqueIndex('products_bar_code_live_key').on(t.groupId, t.barCode).where(sql`${t.isActive}`),
    index('products_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    // Substring search by name or barcode (ILIKE '%text%') among live products: trigram GIN.
    // fastupdate off: new entries go straight into the index instead of a pending list that every
    // search scans until (auto)vacuum merges it (after a bulk import it made a search 6 times slower).
    index('products_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${t.isActive}`),
    index('products_bar_code_trgm_idx')
      .using('gin', t.barCode.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${t.isActive}`),
    index('products_category_idx').on(t.categoryId),
    // The till's catalogue delta: what changed after a stamp (docs/selling-offline.md).
    index('products_last_modified_idx').on(t.lastModified),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    color: varchar('color', { length: 20 }).notNull().default(''),
    size: varchar('size', { length: 20 }).notNull().default(''),
    /** Cost price: what the business pays; used by internal (admin) orders. */
    price: money('price').notNull(),
    /** Counter price: what the customer pays at the till. */
    salePrice: money('sale_price').notNull().default('0'),
    /** Third Schedule goods: the printed retail price, on which sales tax is charged. */
    retailPrice: money('retail_price'),
    description: varchar('description', { length: 250 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    index('product_variants_last_modified_idx').on(t.lastModified),
  ],
);

/**
 * A trade unit of a product (docs/domain/units.md): a whole multiple (`count`) of its base unit,
 * with its own barcode and prices (null: the variant's price × count). Stock, the stock ledger and
 * the books stay in base units; a unit is a view and a price. Retired, never deleted, once used.
 */
export const productUnits = pgTable(
  'product_units',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The product's catalogue group: barcodes are unique in it, among products' and units' codes. */
    groupId: groupId(),
    name: varchar('name', { length: 50 }).notNull(),
    count: integer('count').notNull(),
    /** '' for none. */
    barCode: varchar('bar_code', { length: 48 }).notNull().default(''),
    salePrice: money('sale_price'),
    /** Cost price of one of this unit; null: the variant's cost price × count. */
    price: money('price'),
    isRetired: boolean('is_retired').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('product_units_product_idx').on(t.productId),
    uniqueIndex('product_units_bar_code_live_key')
      .on(t.groupId, t.barCode)
      .where(sql`NOT ${t.isRetired} AND ${t.barCode} <> ''`),
    uniqueIndex('product_units_product_name_live_key')
      .on(t.productId, sql`lower(${t.name})`)
      .where(sql`NOT ${t.isRetired}`),
    check('product_units_count_at_least_two', sql`${t.count} >= 2`),
    check('product_units_prices_not_negative', sql`${t.salePrice} >= 0 AND ${t.price} >= 0`),
  ],
);

/** A lot of one variant, with its dates. What is left of it, per company, is in `inventory`. */
export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    productVariantId: integer('product_variant_id')
      .notNull()
      .references(() => productVariants.id),
    /** The quantity received when the batch was created. */
    quantity: money('quantity').notNull(),
    manufacturingDate: date('manufacturing_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    inStock: boolean('in_stock').notNull().default(true),
    /** The company whose stock the batch entered when it was received. */
    receivedByCompanyId: integer('received_by_company_id').references(() => companies.id),
    /** Who it was received from (a vendor's company or another department); null: opening stock. */
    receivedFromCompanyId: integer('received_from_company_id').references(() => companies.id),
    /** What one unit is valued at in the books, wherever it is (docs/domain/accounting.md). */
    unitCost: money('unit_cost').notNull().default('0'),
    /**
     * The internal purchase line that bought it (docs/domain/orders.md): set once, when the order
     * receives the batch or takes over the receipt of a batch made first with `POST batch/`.
     */
    orderItemId: integer('order_item_id').references((): AnyPgColumn => orderItems.id),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('batches_variant_idx').on(t.productVariantId),
    index('batches_last_modified_idx').on(t.lastModified),
    uniqueIndex('batches_order_item_key').on(t.orderItemId),
    check('batches_dates_ordered', sql`${t.expiryDate} >= ${t.manufacturingDate}`),
    check('batches_unit_cost_not_negative', sql`${t.unitCost} >= 0`),
  ],
);

/** Stock of one batch in one company: a cache of the movement ledger, updated in the same transaction. */
export const inventory = pgTable(
  'inventory',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    quantity: money('quantity').notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_company_batch_key').on(t.companyId, t.batchId),
    index('inventory_batch_idx').on(t.batchId),
    // Below zero only for a sale made offline, flagged in sale_flags: checked at commit by the
    // constraint trigger `inventory_below_zero_flagged` (migration 0022), not a check here.
  ],
);

export const STOCK_MOVEMENT_KINDS = [
  'RECEIPT',
  'ADJUSTMENT',
  'SALE',
  'RETURN',
  'TRANSFER_OUT',
  'TRANSFER_IN',
] as const;
export const stockMovementKind = pgEnum('stock_movement_kind', STOCK_MOVEMENT_KINDS);

/**
 * The append-only stock ledger: every change to `inventory` is one row here, written in the same
 * transaction. For each (company, batch), inventory.quantity equals the sum of these quantities.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    kind: stockMovementKind('kind').notNull(),
    /** Signed: positive brings stock in, negative takes it out. */
    quantity: money('quantity').notNull(),
    /** Its value at the batch's cost, signed like the quantity, as posted to Inventory. */
    value: runningTotal('value').notNull().default('0'),
    /** The journal entry that posted its value (null only when the value is zero). */
    entryId: integer('entry_id').references(() => journalEntries.id),
    /** The order (and line) that caused it, once orders exist. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    orderItemId: integer('order_item_id').references((): AnyPgColumn => orderItems.id),
    userId: integer('user_id').references(() => users.id),
    note: text('note').notNull().default(''),
    created: timestamps.created,
    /**
     * When the row was written (its transaction's start), which `created` is not for a sale made
     * offline: the till's catalogue delta reads the stock that moved by it (migration 0028).
     */
    recorded: timestamp('recorded', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_company_batch_idx').on(t.companyId, t.batchId),
    index('stock_movements_company_recorded_idx').on(t.companyId, t.recorded),
    index('stock_movements_order_idx').on(t.orderId),
    check('stock_movements_not_zero', sql`${t.quantity} <> 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;
export type InventoryRow = typeof inventory.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type ProductUnitRow = typeof productUnits.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
