import { z } from 'zod';
import type {
  BatchRowWire,
  BatchWire,
  CategoryWire,
  InventoryWire,
  ProductWire,
  UnitWire,
} from '../catalog-wire.js';
import type { CompactProduct } from '../offline-catalogue.js';
import type { TradeUnitWire } from '../units.js';
import { date, decimal, listOf, timestamp } from './common.js';
import { CompanySchema } from './organisation.js';

/* The catalogue: units, categories, products and batches, the till's compact download and deltas, inventory. */

export const UnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_countable: z
    .boolean()
    .optional()
    .describe('Counted in whole pieces (a piece, a pack), unlike a weight or a volume (kg, litre)'),
}) satisfies z.ZodType<UnitWire>;

/** A product's trade unit (docs/domain/units.md): a whole multiple of its base unit. */
export const TradeUnitSchema = z.object({
  id: z.number().int(),
  product: z.number().int(),
  name: z.string(),
  count: z.number().int().describe('How many base units one of it holds'),
  bar_code: z.string().describe('Its own barcode, or empty'),
  sale_price: decimal.nullable().describe('Its own sale price, or null: the variant’s sale price × count'),
  price: decimal.nullable().describe('Its own cost price, or null: the variant’s cost price × count'),
  is_retired: z.boolean(),
}) satisfies z.ZodType<TradeUnitWire>;
export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
}) satisfies z.ZodType<CategoryWire>;

export const batchFields = {
  id: z.number().int(),
  quantity: decimal,
  inventory_quantity: z.number(),
  manufacturing_date: date,
  expiry_date: date,
  in_stock: z.boolean(),
  cost_price: decimal,
  received_from: z.number().int().nullable(),
  created: timestamp,
  last_modified: timestamp,
};
export const BatchSchema = z.object({
  ...batchFields,
  product_variant: z.number().int(),
}) satisfies z.ZodType<BatchWire>;

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bar_code: z.string(),
  token: z.boolean(),
  unit: UnitSchema.nullable(),
  category: CategorySchema.nullable(),
  tax_category: z.number().int().nullable().describe('The tax category’s id (docs/domain/tax.md), or null'),
  hs_code: z.string().describe('HS/PCT code, 4–8 digits, or empty'),
  quantity: decimal,
  total_quantity: decimal,
  product_variant: z.array(
    z.object({
      id: z.number().int(),
      product: z.number().int(),
      color: z.string(),
      size: z.string(),
      price: decimal,
      sale_price: decimal,
      retail_price: decimal.nullable().describe('Third Schedule goods: the printed retail price, or null'),
      description: z.string(),
      total_quantity: decimal,
      batch: z.array(BatchSchema),
    }),
  ),
  image_url: z.string().nullable().describe('The picture for the touch grid (absolute URL), or null'),
  trade_units: z
    .array(TradeUnitSchema)
    .describe('Its trade units, retired ones included (docs/domain/units.md)'),
}) satisfies z.ZodType<ProductWire>;

/** The till's catalogue download in compact rows (offline-catalogue.ts says what each place holds). */
export const CompactProductSchema = z.tuple([
  z.number().int(),
  z.string(),
  z.string(),
  z.boolean(),
  z.array(
    z.tuple([
      z.number().int(),
      z.string(),
      z.string(),
      decimal,
      decimal,
      decimal,
      z.array(z.tuple([z.number().int(), z.number(), date, timestamp])),
      decimal.nullable().describe('Third Schedule goods: the printed retail price, or null'),
    ]),
  ),
  z.string().nullable().describe('The picture’s media path (served at /media/<path>), or null'),
  z.number().int().nullable().describe('The product’s category id, or null'),
  z.number().int().nullable().describe('The product’s tax category id, or null'),
  z
    .array(z.tuple([z.number().int(), z.string(), z.number().int(), z.string(), decimal.nullable()]))
    .describe(
      'Its live trade units: id, name, count, barcode, own sale price or null (docs/domain/units.md)',
    ),
]) satisfies z.ZodType<CompactProduct>;

/** A page of the full catalogue download, with the stamp a till asks the next delta from. */
export const CataloguePageSchema = listOf(CompactProductSchema).extend({
  stamp: z.string().describe('Ask `?since=` this for what changed after this download'),
});

/**
 * `GET offline/catalogue/?since=<stamp>`: the compact rows of the products changed since the stamp,
 * the ids of products that left the catalogue, the count of live products, and the next stamp.
 * `stale`: the stamp is too old or too much changed; download the whole catalogue again.
 */
export const CatalogueDeltaSchema = z.object({
  stale: z.boolean(),
  stamp: z.string(),
  count: z.number().int(),
  results: z.array(CompactProductSchema),
  removed: z.array(z.number().int()),
});

export const VariantRefSchema = z.object({
  id: z.number().int(),
  color: z.string(),
  size: z.string(),
  price: decimal,
  sale_price: decimal,
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    bar_code: z.string(),
    category: z.number().int().nullable(),
  }),
});
export const BatchRowSchema = z.object({
  ...batchFields,
  product_variant: VariantRefSchema,
}) satisfies z.ZodType<BatchRowWire>;

const { inventory_quantity: _held, ...inventoryBatchFields } = batchFields;
export const InventorySchema = z.object({
  id: z.number().int(),
  company: CompanySchema,
  batch: z.object({ ...inventoryBatchFields, product_variant: VariantRefSchema }),
  quantity: decimal,
  is_active: z.boolean(),
}) satisfies z.ZodType<InventoryWire>;
export const InventoryList = listOf(InventorySchema).extend({ total: decimal });
