import type { Db, Executor } from '@tillwise/db';
import { D, type Dec } from '@tillwise/domain';
import { type SQL, sql } from 'drizzle-orm';
import { companyIds, rowsOf } from './sql.js';
import { beginFoldStep, foldRange, foldUntilIdle, markPending, type Watermark } from './watermark.js';

/*
 * Stock at the books' value, folded from the stock ledger after commit (docs/domain/analytics.md,
 * "Stock at the books' value"). Every stock movement carries its value at its batch's cost, as
 * posted to Inventory in the same transaction, so the movements' values plus the batches'
 * revaluations are the Inventory accounts' balance.
 *
 * A sale writes only its own rows (ADR 0009): nothing here runs in its transaction. A fold step,
 * under its own advisory lock, adds the movements above `stock_fold.folded_through` to
 * `stock_product_sums` (per company and product) and `stock_category_sums` (per company and
 * category, with the count of products above zero) and moves the watermark, in one transaction; the
 * watermark rule is the report fold's (watermark.ts). A report reads the category sums and the
 * movements above the watermark in one statement, so it sees each movement exactly once.
 * Revaluations are added by `revalue_batch` itself, and a product's change of category moves its
 * folded figures (packages/db/functions/03-stock.sql).
 */

/** Any constant; its own number (7_406_112 the report fold, 7_406_113 fold_balances, 7_406_114 the till sessions). */
const STOCK_FOLD_LOCK = 7_406_115;
/** Movement ids folded per transaction: the embedded engine is not held for long. */
export const STOCK_FOLD_CHUNK = 5000;
/** A bound above any movement id: with it, a range on `m.id` is estimated as narrow (an index scan). */
const NO_ID_ABOVE = sql`9000000000000000`;

/**
 * Per company, product and the product's category now (0: none), the quantity and value of the
 * stock movements `m` selected by `where`, and how many there were.
 */
const movementFacts = (where: SQL): SQL => sql`
  SELECT m.company_id, v.product_id, coalesce(p.category_id, 0) AS category_id,
    sum(m.quantity) AS quantity, sum(m.value) AS value, count(*) AS n
  FROM stock_movements m
  JOIN batches b ON b.id = m.batch_id
  JOIN product_variants v ON v.id = b.product_variant_id
  JOIN products p ON p.id = v.product_id
  WHERE ${where}
  GROUP BY 1, 2, 3`;

export interface StockFoldResult {
  /** Whether this call held the fold (another process may have). */
  ran: boolean;
  /** Movements folded by this call. */
  movements: number;
  /** Whether movements that may be folded now remain (call again at once). */
  more: boolean;
}

/** One fold step of the stock sums: at most `chunk` movement ids, in one transaction (see the top). */
export async function foldStock(db: Db, chunk = STOCK_FOLD_CHUNK): Promise<StockFoldResult> {
  return db.transaction(async (tx) => {
    const horizon = await beginFoldStep(tx, STOCK_FOLD_LOCK);
    if (horizon === null) return { ran: false, movements: 0, more: false };
    // Locked: a product's change of category (which moves folded figures) waits for this step.
    const [state] = await rowsOf<Watermark>(tx, sql`SELECT * FROM stock_fold WHERE id = 1 FOR UPDATE`);
    if (!state) throw new Error('stock_fold has no row (migration 0048)');
    const { folded, pending, safe, upTo } = foldRange(state, horizon, chunk);
    let movements = 0;
    if (upTo > folded) {
      // One statement: the products' folded quantities before it (its snapshot) tell which products
      // this step takes above zero or back to it, for the categories' product counts.
      const [count] = await rowsOf<{ n: string }>(
        tx,
        sql`WITH d AS (${movementFacts(sql`m.id > ${folded} AND m.id <= ${upTo}`)}),
        was AS (SELECT d.*, coalesce(s.quantity, 0) AS before FROM d
          LEFT JOIN stock_product_sums s ON s.company_id = d.company_id AND s.product_id = d.product_id),
        products AS (INSERT INTO stock_product_sums AS s (company_id, product_id, quantity, value)
          SELECT company_id, product_id, quantity, value FROM d
          ON CONFLICT (company_id, product_id) DO UPDATE SET quantity = s.quantity + excluded.quantity,
            value = s.value + excluded.value),
        categories AS (INSERT INTO stock_category_sums AS s (company_id, category_id, quantity, value, products)
          SELECT company_id, category_id, sum(quantity), sum(value),
            sum((before + quantity > 0)::int - (before > 0)::int)
          FROM was GROUP BY 1, 2
          ON CONFLICT (company_id, category_id) DO UPDATE SET quantity = s.quantity + excluded.quantity,
            value = s.value + excluded.value, products = s.products + excluded.products)
        SELECT coalesce(sum(n), 0)::text AS n FROM d`,
      );
      movements = Number(count?.n ?? 0);
      await tx.execute(sql`UPDATE stock_fold SET folded_through = ${upTo} WHERE id = 1`);
    }
    if (pending === null || upTo >= pending) await markPending(tx, 'stock_fold', 'stock_movements');
    return { ran: true, movements, more: upTo < safe };
  });
}

/** Folds the stock sums until nothing more may be folded now (tests, benches, a server's start). */
export const foldAllStock = (db: Db, chunk = STOCK_FOLD_CHUNK): Promise<number> =>
  foldUntilIdle(async () => {
    const step = await foldStock(db, chunk);
    return { folded: step.movements, more: step.more };
  });

export interface CategoryStock {
  category: string;
  quantity: Dec;
  amount: Dec;
}

export interface StockByCategory {
  categories: CategoryStock[];
  /** The products held above zero by any of the companies, each counted once. */
  products: number;
  /** The books' value of the stock: the Inventory accounts' balance. */
  amount: Dec;
}

/** Per company, product and category, the movements of these companies no fold has reached yet. */
const unfolded = (ids: readonly number[]): SQL =>
  movementFacts(sql`m.company_id = ANY(${companyIds(ids)})
    AND m.id > (SELECT f.folded_through FROM stock_fold f WHERE f.id = 1) AND m.id < ${NO_ID_ABOVE}`);

/**
 * Per company and category, quantity, value and the products held above zero: the sums and the
 * movements no fold has reached yet (`before` the product's folded quantity, for the product
 * counts), now. `product_id` is null: the products are counted per company in `products`.
 */
const stockNow = (ids: readonly number[]): SQL => sql`
  SELECT s.category_id, s.quantity, s.value, s.products, NULL::int AS product_id FROM stock_category_sums s
  WHERE s.company_id = ANY(${companyIds(ids)})
  UNION ALL
  SELECT t.category_id, t.quantity, t.value,
    (coalesce(ps.quantity, 0) + t.quantity > 0)::int - (coalesce(ps.quantity, 0) > 0)::int, NULL::int
  FROM (${unfolded(ids)}) t
  LEFT JOIN stock_product_sums ps ON ps.company_id = t.company_id AND ps.product_id = t.product_id`;

/**
 * The products held above zero now by any of several companies, each counted once (a product two
 * outlets hold is one product): the folded product sums above zero that no unfolded movement
 * touches, and the touched ones with their movements added.
 */
async function productsHeldNow(db: Executor, ids: readonly number[]): Promise<number> {
  const [row] = await rowsOf<{ products: string }>(
    db,
    sql`WITH u AS MATERIALIZED (${unfolded(ids)})
    SELECT count(DISTINCT h.product_id)::text AS products FROM (
      SELECT ps.product_id FROM stock_product_sums ps
      WHERE ps.company_id = ANY(${companyIds(ids)}) AND ps.quantity > 0
        AND NOT EXISTS (SELECT 1 FROM u WHERE u.company_id = ps.company_id AND u.product_id = ps.product_id)
      UNION ALL
      SELECT u.product_id FROM (
        SELECT company_id, product_id, sum(quantity) AS quantity FROM u GROUP BY 1, 2
      ) u
      LEFT JOIN stock_product_sums ps ON ps.company_id = u.company_id AND ps.product_id = u.product_id
      WHERE coalesce(ps.quantity, 0) + u.quantity > 0
    ) h`,
  );
  return Number(row?.products ?? 0);
}

/**
 * The same at an instant `at` in the past, from the ledgers themselves: the movements before it and
 * the revaluations posted before it (their Inventory lines), per company and product first.
 */
const stockThen = (ids: readonly number[], at: Date): SQL => sql`
  SELECT x.category_id, x.quantity, x.value, 0 AS products, x.product_id
  FROM (
    SELECT y.company_id, v.product_id, coalesce(p.category_id, 0) AS category_id,
      sum(y.quantity) AS quantity, sum(y.value) AS value
    FROM (
      SELECT m.company_id, m.batch_id, m.quantity, m.value FROM stock_movements m
      WHERE m.company_id = ANY(${companyIds(ids)}) AND m.created < ${at.toISOString()}::timestamptz
      UNION ALL
      SELECT e.company_id, e.source_id, 0, l.debit - l.credit
      FROM journal_entries e
      JOIN journal_lines l ON l.entry_id = e.id
      JOIN accounts a ON a.id = l.account_id AND a.purpose = 'INVENTORY'
      WHERE e.source_type = 'batch' AND e.company_id = ANY(${companyIds(ids)})
        AND e.created < ${at.toISOString()}::timestamptz
    ) y
    JOIN batches b ON b.id = y.batch_id
    JOIN product_variants v ON v.id = b.product_variant_id
    JOIN products p ON p.id = v.product_id
    GROUP BY 1, 2, 3
  ) x`;

/**
 * Stock at `at` by product category at the books' value (each batch at its own cost, stock below
 * zero included), and the totals: the total is the companies' Inventory balance then. When `at`
 * is in the future nothing can follow it, so the folded sums and the movements after them are
 * read (a few rows per company and category); an earlier moment is read from the ledgers.
 */
export async function stockByCategory(
  db: Executor,
  ids: readonly number[],
  at: Date,
  now = new Date(),
): Promise<StockByCategory> {
  const rows = await rowsOf<{ category: string | null; quantity: string; amount: string; products: string }>(
    db,
    sql`SELECT coalesce(c.name, 'Uncategorised') AS category, sum(r.quantity)::text AS quantity,
      sum(r.value)::text AS amount,
      (coalesce(sum(r.products), 0) + count(DISTINCT r.product_id) FILTER (WHERE r.quantity > 0))::text AS products,
      grouping(coalesce(c.name, 'Uncategorised')) AS total_row
    FROM (${at > now ? stockNow(ids) : stockThen(ids, at)}) r
    LEFT JOIN categories c ON c.id = r.category_id
    GROUP BY GROUPING SETS ((coalesce(c.name, 'Uncategorised')), ())
    HAVING grouping(coalesce(c.name, 'Uncategorised')) = 1 OR sum(r.quantity) <> 0 OR sum(r.value) <> 0
    ORDER BY total_row, 1`,
  );
  const total = rows.find((r) => r.category === null);
  // The sums count a company's products; across several companies a product is counted once.
  const products = at > now && ids.length > 1 ? await productsHeldNow(db, ids) : Number(total?.products ?? 0);
  return {
    categories: rows
      .filter((r) => r.category !== null)
      .map((r) => ({ category: r.category ?? '', quantity: new D(r.quantity), amount: new D(r.amount) })),
    products,
    amount: new D(total?.amount ?? 0),
  };
}
