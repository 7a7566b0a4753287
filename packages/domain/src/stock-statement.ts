import { variantLabel } from './catalog-format.js';
import type { InventoryWire } from './catalog-wire.js';
import { D, round4 } from './decimal.js';

/** The Stock Statement's columns, in order: on screen, on paper and in its CSV. */
export const STOCK_STATEMENT_COLUMNS = [
  'Product Name',
  'Variant',
  'Batch',
  'Expiry',
  'Product Category',
  'Department',
  'Quantity',
  'Amount',
] as const;

/** One stock row of the Stock Statement as text, a cell per column of `STOCK_STATEMENT_COLUMNS`. */
export interface StockStatementLine {
  product: string;
  /** "White 1L", or "Standard". */
  variant: string;
  /** The batch's number ("#12"): two batches of one variant are two rows. */
  batch: string;
  /** The batch's expiry date (YYYY-MM-DD). */
  expiry: string;
  category: string;
  department: string;
  /** Quantity in stock, 4 places. */
  quantity: string;
  /** The books' value: quantity × the batch's own cost, rounded to 4 places as the books hold it. */
  amount: string;
}

/**
 * A row of `inventory/` as the Stock Statement shows it: which product, variant and batch (with its
 * expiry), where, how many and their value in the books (at the batch's cost). `categoryName`
 * names a category id.
 */
export function stockStatementLine(
  row: InventoryWire,
  categoryName: (id: number | null) => string,
): StockStatementLine {
  const variant = row.batch.product_variant;
  return {
    product: variant.product.name,
    variant: variantLabel(variant),
    batch: `#${row.batch.id}`,
    expiry: row.batch.expiry_date,
    category: categoryName(variant.product.category),
    department: row.company.company_name,
    quantity: new D(row.quantity).toFixed(4),
    amount: round4(new D(row.quantity).times(row.batch.cost_price)).toFixed(4),
  };
}

/** The Stock Statement as CSV rows, the header first (the cells in `STOCK_STATEMENT_COLUMNS` order). */
export function stockStatementRows(lines: readonly StockStatementLine[]): string[][] {
  return [
    [...STOCK_STATEMENT_COLUMNS],
    ...lines.map((l) => [
      l.product,
      l.variant,
      l.batch,
      l.expiry,
      l.category,
      l.department,
      l.quantity,
      l.amount,
    ]),
  ];
}
