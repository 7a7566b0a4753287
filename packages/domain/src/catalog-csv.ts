import { z } from 'zod';
import type { CsvRecord } from './csv.js';
import { listTooLongMessage, MAX_LIST_LENGTH } from './messages.js';

/** Product CSV: one row per variant; rows with the same barcode are one product. */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'name',
  'bar_code',
  'category',
  'unit',
  'token',
  'variant_id',
  'color',
  'size',
  'price',
  'sale_price',
  'description',
  // Tax (docs/domain/tax.md): the tax category by name, the HS/PCT code, and for Third Schedule
  // goods each variant's printed retail price. A file without these columns leaves them as they are.
  'tax_category',
  'hs_code',
  'retail_price',
  // Trade units (docs/domain/units.md): the product's live units, `name:count:barcode:sale:cost`
  // joined by `|`. A file without the column leaves them as they are.
  'units',
] as const;
/** The columns an import needs; ids may be left out (or blank) for new products and variants. */
export const PRODUCT_CSV_REQUIRED = ['name', 'bar_code', 'price'] as const;

/** Stock CSV: one row per batch with the importing company's stock of it. */
export const STOCK_CSV_COLUMNS = [
  'batch_id',
  'bar_code',
  'product',
  'variant_id',
  'color',
  'size',
  'manufacturing_date',
  'expiry_date',
  'in_stock',
  'quantity',
] as const;
export const STOCK_CSV_REQUIRED = ['quantity'] as const;

/** How many rows one preview or import request carries; the web sends a file in such chunks. */
export const CSV_CHUNK_ROWS = 200;

const csvRows = (max: number) =>
  z.object({
    rows: z
      .array(z.object({ line: z.number().int().positive(), values: z.record(z.string(), z.string()) }))
      .max(max, listTooLongMessage(max)),
  });

/**
 * Body of the product preview and import endpoints: records as the shared CSV reader produced
 * them. A chunk holds CSV_CHUNK_ROWS rows, or one product's rows when it has more (at most 500
 * variants).
 */
export const CsvRowsBody = csvRows(MAX_LIST_LENGTH);
/**
 * Body of the stock preview and import endpoints: CSV_CHUNK_ROWS rows at most, so one import,
 * written in one transaction, holds the embedded engine for about a second (bench/hold).
 */
export const CsvStockRowsBody = csvRows(CSV_CHUNK_ROWS);
export type CsvRowsBody = z.infer<typeof CsvRowsBody>;

export type CsvRowStatus = 'new' | 'changed' | 'unchanged' | 'rejected';

/** What a preview says a row would do, or what an import did with it. */
export interface CsvRowResult {
  line: number;
  /** What the row names, e.g. "Milk 1L (8964000001001) White 1L". */
  label: string;
  status: CsvRowStatus;
  /** Why it is rejected. */
  reasons: string[];
  /** What changes, e.g. "price 80.0000 → 85". */
  changes: string[];
}

/** The product CSV rows grouped by barcode (a product's rows stay together), in file order. */
export function groupByBarcode(records: readonly CsvRecord[]): CsvRecord[][] {
  const groups = new Map<string, CsvRecord[]>();
  for (const record of records) {
    const key = (record.values.bar_code ?? '').trim() || `#line${record.line}`;
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return [...groups.values()];
}

/** Splits groups into request-sized chunks without splitting a group. */
export function chunkGroups(groups: readonly CsvRecord[][], maxRows = CSV_CHUNK_ROWS): CsvRecord[][] {
  const chunks: CsvRecord[][] = [];
  let current: CsvRecord[] = [];
  for (const group of groups) {
    if (current.length > 0 && current.length + group.length > maxRows) {
      chunks.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0', '']);

/** A yes/no cell: true, yes, 1 / false, no, 0 or blank; null when it is neither. */
export function csvBoolean(value: string | undefined, blank = false): boolean | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return blank;
  if (TRUE.has(text)) return true;
  return FALSE.has(text) ? false : null;
}

/** An id cell: blank is none, a whole number is an id, anything else is an error (undefined). */
export function csvId(value: string | undefined): number | null | undefined {
  const text = (value ?? '').trim();
  if (text === '') return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}
