import { z } from 'zod';
import { decimalError } from './catalog.js';
import { listTooLongMessage, MAX_LIST_LENGTH } from './messages.js';
import { IdInput } from './organisation-schemas.js';
import { decimal, timestamp } from './wire-schemas/common.js';

/*
 * Stock counts (docs/domain/stock-count.md): an admin starts a count of a company's stock (all of
 * it, a category, or chosen products); operators of the company scan or type what they find; the
 * manager reviews expected against counted, asks for recounts, settles double scans and approves,
 * which posts every difference as a stock adjustment in one journal entry.
 */

export const STOCK_COUNT_STATUSES = ['OPEN', 'RECOUNT', 'APPROVED', 'CANCELLED'] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];
export const STOCK_COUNT_SCOPES = ['ALL', 'CATEGORY', 'PRODUCTS'] as const;
export type StockCountScope = (typeof STOCK_COUNT_SCOPES)[number];

/** Open counts take scans; a count in RECOUNT takes them too (the lines asked for). */
export const countTakesScans = (status: StockCountStatus): boolean =>
  status === 'OPEN' || status === 'RECOUNT';

export const COUNT_MSG = {
  categoryRequired: 'Choose the category to count.',
  productsRequired: 'Choose at least one product to count.',
  notOpen: 'This count is closed: it takes no more scans and no more changes.',
  productUnknown: 'No live product has this barcode or id.',
  productOutOfScope: 'This product is not part of this count.',
  pickVariant: 'This barcode has several variants: choose the variant.',
  batchUnknown: 'This batch is not of this product.',
  productOrBarcode: 'Scan a barcode or choose a product.',
  quantityRequired: 'Type the quantity counted.',
  nothingToPlace:
    'A gain of this product cannot be placed: the company never held a batch of it. Receive a batch first.',
  unsettled: 'Some products were scanned more than once: settle them before approving.',
  recountPending: 'Some lines wait for a recount: count them before approving.',
  nothingCounted: 'Nothing was counted yet.',
  lineUnknown: 'This line is not part of this count.',
  scanUnknown: 'Keep at least one scan of this line.',
  stockMoved: (name: string, available: string) =>
    `The stock of ${name} is ${available} now, less than the count takes off: recount it.`,
} as const;

const asText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v);

/** A counted quantity: a number, zero or more (zero: the shelf was empty). */
export const countedQuantityError = (value: unknown): string | null =>
  decimalError(value, { required: COUNT_MSG.quantityRequired, positive: null });

/** An id that must be given (IdInput lets null through as "none"). */
const RequiredId = IdInput.transform((v, ctx) => {
  if (v === null) {
    ctx.addIssue({ code: 'custom', message: 'This field may not be null.' });
    return z.NEVER;
  }
  return v;
});
const IdList = z.array(RequiredId).max(MAX_LIST_LENGTH, listTooLongMessage(MAX_LIST_LENGTH));

/** `POST stock-count/`: which company, what to count, blind or not. */
export const CreateStockCountBody = z
  .object({
    company: IdInput.optional(),
    scope: z.enum(STOCK_COUNT_SCOPES).default('ALL'),
    category: IdInput.nullish(),
    products: IdList.optional(),
    blind: z.boolean().default(true),
    note: z.preprocess(asText, z.string().trim().max(200)).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.scope === 'CATEGORY' && b.category == null) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: COUNT_MSG.categoryRequired });
    }
    if (b.scope === 'PRODUCTS' && (b.products ?? []).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['products'], message: COUNT_MSG.productsRequired });
    }
  });
export type CreateStockCountBody = z.infer<typeof CreateStockCountBody>;

/** `POST stock-count/<id>/scan/`: one scan or typed quantity; the Idempotency-Key makes a replay safe. */
export const StockCountScanBody = z
  .object({
    bar_code: z.preprocess(asText, z.string().trim().max(48)).optional(),
    product_variant: IdInput.optional(),
    batch: IdInput.nullish(),
    quantity: z.preprocess(asText, z.string().trim()).superRefine((v, ctx) => {
      const message = countedQuantityError(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    device: z.preprocess(asText, z.string().trim().max(60)).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.bar_code && b.product_variant == null) {
      ctx.addIssue({ code: 'custom', path: ['bar_code'], message: COUNT_MSG.productOrBarcode });
    }
  });
export type StockCountScanBody = z.infer<typeof StockCountScanBody>;

/** `POST stock-count/<id>/recount/`: the lines to count again (their scans are set aside). */
export const RecountBody = z.object({ lines: IdList.min(1, COUNT_MSG.lineUnknown) });
export type RecountBody = z.infer<typeof RecountBody>;

/** `POST stock-count/<id>/settle/`: a line scanned more than once; the scans kept are added up. */
export const SettleBody = z.object({ line: RequiredId, keep: IdList.min(1, COUNT_MSG.scanUnknown) });
export type SettleBody = z.infer<typeof SettleBody>;

/** `GET stock-count/`'s query. */
export const StockCountListQuery = z.object({
  company: z.string().optional(),
  status: z.string().optional(),
  page: z.string().optional(),
});

export const StockCountAccuracyQuery = z.object({ company: z.string().optional() });

// ---- Wire shapes ---------------------------------------------------------------------------------

const Ref = z.object({ id: z.number().int(), name: z.string() });

export const StockCountSchema = z.object({
  id: z.number().int(),
  company: Ref,
  scope: z.enum(STOCK_COUNT_SCOPES),
  category: Ref.nullable(),
  products: z.array(z.number().int()),
  blind: z.boolean(),
  status: z.enum(STOCK_COUNT_STATUSES),
  note: z.string(),
  created: timestamp,
  created_by: z.string(),
  approved: timestamp.nullable(),
  approved_by: z.string().nullable(),
  entry: z.number().int().nullable(),
  scans: z.number().int(),
  lines: z.number().int(),
  /** Lines the manager asked to count again (what a counter sees: never an expected quantity). */
  recount: z.array(
    z.object({
      line: z.number().int(),
      product_variant: z.number().int(),
      name: z.string(),
      batch: z.number().int().nullable(),
    }),
  ),
});
export type WireStockCount = z.infer<typeof StockCountSchema>;

/** One scan as its counter sees it: what, how many, who, when, from which device. */
export const StockCountScanSchema = z.object({
  id: z.number().int(),
  line: z.number().int(),
  product_variant: z.number().int(),
  name: z.string(),
  bar_code: z.string(),
  batch: z.number().int().nullable(),
  quantity: decimal,
  counted_by: z.string(),
  device: z.string(),
  created: timestamp,
  /** Set aside by a recount or when the manager settled a double scan. */
  discarded: z.boolean(),
});
export type WireStockCountScan = z.infer<typeof StockCountScanSchema>;

/** A line of the manager's review: expected at the moment it was counted, counted, difference, values at cost. */
export const StockCountLineSchema = z.object({
  id: z.number().int(),
  product_variant: z.number().int(),
  product: z.number().int(),
  name: z.string(),
  variant: z.string(),
  bar_code: z.string(),
  batch: z.number().int().nullable(),
  expiry_date: z.string().nullable(),
  status: z.enum(['COUNTED', 'RECOUNT', 'DOUBLE', 'NOT_COUNTED']),
  counted_at: timestamp.nullable(),
  expected: decimal,
  counted: decimal.nullable(),
  difference: decimal.nullable(),
  unit_cost: decimal,
  expected_value: decimal,
  counted_value: decimal.nullable(),
  difference_value: decimal.nullable(),
  scans: z.array(StockCountScanSchema),
});
export type WireStockCountLine = z.infer<typeof StockCountLineSchema>;

export const StockCountReviewSchema = z.object({
  count: StockCountSchema,
  lines: z.array(StockCountLineSchema),
  totals: z.object({
    expected_value: decimal,
    counted_value: decimal,
    difference_value: decimal,
    gains_value: decimal,
    losses_value: decimal,
  }),
});
export type WireStockCountReview = z.infer<typeof StockCountReviewSchema>;

/** The printable sheet: the products and batches of the scope, expected only when the count is not blind. */
export const StockCountSheetSchema = z.object({
  count: StockCountSchema,
  rows: z.array(
    z.object({
      product_variant: z.number().int(),
      name: z.string(),
      variant: z.string(),
      bar_code: z.string(),
      batch: z.number().int().nullable(),
      expiry_date: z.string().nullable(),
      expected: decimal.nullable(),
    }),
  ),
});
export type WireStockCountSheet = z.infer<typeof StockCountSheetSchema>;

/** Accuracy of a company's approved counts, oldest first. */
export const StockCountAccuracySchema = z.array(
  z.object({
    count: z.number().int(),
    company: Ref,
    approved: timestamp,
    book_value: decimal,
    counted_value: decimal,
    difference_value: decimal,
    products: z.number().int(),
    matched: z.number().int(),
    /** Share of products whose count matched, in percent with 2 places. */
    matched_share: decimal,
  }),
);
export type WireStockCountAccuracy = z.infer<typeof StockCountAccuracySchema>;
