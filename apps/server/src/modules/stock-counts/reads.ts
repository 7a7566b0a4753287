import type { Executor } from '@tillwise/db';
import {
  D,
  type StockCountStatus,
  toWire,
  type WireStockCount,
  type WireStockCountAccuracy,
  type WireStockCountLine,
  type WireStockCountReview,
  type WireStockCountScan,
  type WireStockCountSheet,
} from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors.js';
import { countedLines, countTotals, lineStatus } from './lines.js';

/*
 * The reads of counts. What a counter reads (the count, its recount list, their scans) never
 * carries an expected quantity or a value: only the review, the sheet of a count that is not
 * blind and the accuracy, which are the manager's, do.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

interface CountRow {
  id: number;
  company_id: number;
  company_name: string;
  scope: WireStockCount['scope'];
  category_id: number | null;
  category_name: string | null;
  product_ids: number[] | string;
  blind: boolean;
  status: StockCountStatus;
  note: string;
  created: string | Date;
  created_by: string;
  approved_at: string | Date | null;
  approved_by: string | null;
  entry_id: number | null;
  scans: number;
  lines: number;
  recount: number;
}

const COUNT_SELECT = sql`
  select c.id, c.company_id, co.company_name, c.scope, c.category_id, cat.name as category_name,
    c.product_ids, c.blind, c.status, c.note, c.created, cu.username as created_by, c.approved_at,
    au.username as approved_by, c.entry_id,
    (select count(*)::int from stock_count_scans s where s.count_id = c.id and not s.discarded) as scans,
    (select count(*)::int from stock_count_lines l where l.count_id = c.id) as lines,
    (select count(*)::int from stock_count_lines l where l.count_id = c.id and l.recount) as recount
  from stock_counts c
  join companies co on co.id = c.company_id
  join users cu on cu.id = c.created_by_id
  left join users au on au.id = c.approved_by_id
  left join categories cat on cat.id = c.category_id`;

const idsOf = (raw: number[] | string) =>
  Array.isArray(raw)
    ? raw.map(Number)
    : String(raw).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

function presentCount(row: CountRow, recount: WireStockCount['recount'] = []): WireStockCount {
  const open = row.status === 'OPEN' || row.status === 'RECOUNT';
  return {
    id: row.id,
    company: { id: row.company_id, name: row.company_name },
    scope: row.scope,
    category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '' },
    products: idsOf(row.product_ids),
    blind: row.blind,
    status: open ? (Number(row.recount) > 0 ? 'RECOUNT' : 'OPEN') : row.status,
    note: row.note,
    created: iso(row.created) ?? '',
    created_by: row.created_by,
    approved: iso(row.approved_at),
    approved_by: row.approved_by,
    entry: row.entry_id,
    scans: Number(row.scans),
    lines: Number(row.lines),
    recount,
  };
}

/** Counts of the given companies, newest first, with a page. */
export async function listCounts(
  db: Executor,
  companies: number[],
  status: string | null,
  page: { limit: number; offset: number },
): Promise<{ count: number; records: WireStockCount[] }> {
  if (companies.length === 0) return { count: 0, records: [] };
  const list = sql.join(
    companies.map((id) => sql`${id}`),
    sql`, `,
  );
  const statusWhere =
    status === null
      ? sql``
      : status === 'RECOUNT'
        ? sql` and c.status in ('OPEN', 'RECOUNT') and exists (select 1 from stock_count_lines l where l.count_id = c.id and l.recount)`
        : status === 'OPEN'
          ? sql` and c.status in ('OPEN', 'RECOUNT')`
          : sql` and c.status = ${status}::stock_count_status`;
  const [total] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from stock_counts c where c.company_id in (${list})${statusWhere}`,
    ),
  );
  const rows = rowsOf<CountRow>(
    await db.execute(
      sql`${COUNT_SELECT} where c.company_id in (${list})${statusWhere} order by c.id desc limit ${page.limit} offset ${page.offset}`,
    ),
  );
  return { count: Number(total?.n ?? 0), records: rows.map((r) => presentCount(r)) };
}

/** One count as a counter sees it: with the lines waiting for a recount, never what was expected. */
export async function readCount(db: Executor, id: number): Promise<WireStockCount> {
  const [row] = rowsOf<CountRow>(await db.execute(sql`${COUNT_SELECT} where c.id = ${id}`));
  if (!row) throw notFound();
  const recount = rowsOf<{ id: number; product_variant_id: number; name: string; batch_id: number | null }>(
    await db.execute(sql`
      select l.id, l.product_variant_id, p.name, l.batch_id from stock_count_lines l
      join product_variants v on v.id = l.product_variant_id join products p on p.id = v.product_id
      where l.count_id = ${id} and l.recount order by lower(p.name), l.id`),
  );
  return presentCount(
    row,
    recount.map((r) => ({
      line: r.id,
      product_variant: r.product_variant_id,
      name: r.name,
      batch: r.batch_id,
    })),
  );
}

interface ScanRow {
  id: number;
  line_id: number;
  product_variant_id: number;
  name: string;
  bar_code: string;
  batch_id: number | null;
  quantity: string;
  username: string;
  device: string;
  created: string | Date;
  discarded: boolean;
}

const SCAN_SELECT = sql`
  select s.id, s.line_id, l.product_variant_id, p.name, p.bar_code, l.batch_id, s.quantity::text as quantity,
    u.username, s.device, s.created, s.discarded
  from stock_count_scans s
  join stock_count_lines l on l.id = s.line_id
  join product_variants v on v.id = l.product_variant_id
  join products p on p.id = v.product_id
  join users u on u.id = s.user_id`;

const presentScan = (r: ScanRow): WireStockCountScan => ({
  id: Number(r.id),
  line: r.line_id,
  product_variant: r.product_variant_id,
  name: r.name,
  bar_code: r.bar_code,
  batch: r.batch_id,
  quantity: toWire(r.quantity),
  counted_by: r.username,
  device: r.device,
  created: iso(r.created) ?? '',
  discarded: r.discarded,
});

/** One scan (the answer to a scan and its replay). */
export async function readScan(db: Executor, id: number): Promise<WireStockCountScan> {
  const [row] = rowsOf<ScanRow>(await db.execute(sql`${SCAN_SELECT} where s.id = ${id}`));
  if (!row) throw notFound();
  return presentScan(row);
}

/** A counter's latest scans of a count, newest first. */
export async function recentScans(
  db: Executor,
  countId: number,
  userId: number,
): Promise<WireStockCountScan[]> {
  const rows = rowsOf<ScanRow>(
    await db.execute(
      sql`${SCAN_SELECT} where s.count_id = ${countId} and s.user_id = ${userId} order by s.id desc limit 50`,
    ),
  );
  return rows.map(presentScan);
}

/** The manager's review: every line with expected, counted, difference and values, and the totals. */
export async function reviewCount(db: Executor, id: number): Promise<WireStockCountReview> {
  const count = await readCount(db, id);
  const lines = await countedLines(db, id, count.company.id);
  const scans = rowsOf<ScanRow>(await db.execute(sql`${SCAN_SELECT} where s.count_id = ${id} order by s.id`));
  const byLine = new Map<number, WireStockCountScan[]>();
  for (const s of scans) byLine.set(s.line_id, [...(byLine.get(s.line_id) ?? []), presentScan(s)]);
  const approved = count.status === 'APPROVED';
  const kept = approved
    ? new Map(
        rowsOf<{
          id: number;
          expected: string;
          counted: string;
          difference: string;
          difference_value: string;
        }>(
          await db.execute(sql`select id, expected::text, counted::text, difference::text, difference_value::text
            from stock_count_lines where count_id = ${id} and expected is not null`),
        ).map((r) => [r.id, r]),
      )
    : new Map();
  const wire: WireStockCountLine[] = lines.map((line) => {
    const final = kept.get(line.id);
    const expected = final ? new D(final.expected) : line.expected;
    const counted = final ? new D(final.counted) : line.counted;
    const difference = final ? new D(final.difference) : line.difference;
    const differenceValue = final ? new D(final.difference_value) : line.differenceValue;
    return {
      id: line.id,
      product_variant: line.productVariantId,
      product: line.productId,
      name: line.name,
      variant: line.variant,
      bar_code: line.barCode,
      batch: line.batchId,
      expiry_date: line.expiryDate,
      status: lineStatus(line),
      counted_at: line.countedAt?.toISOString() ?? null,
      expected: toWire(expected),
      counted: counted === null ? null : toWire(counted),
      difference: difference === null ? null : toWire(difference),
      unit_cost: toWire(line.unitCost),
      expected_value: toWire(line.expectedValue),
      counted_value: differenceValue === null ? null : toWire(line.expectedValue.plus(differenceValue)),
      difference_value: differenceValue === null ? null : toWire(differenceValue),
      scans: byLine.get(line.id) ?? [],
    };
  });
  return { count, lines: wire, totals: countTotals(lines) };
}

/** The printable sheet: every live variant (and batch the company holds) in the count's scope. */
export async function countSheet(
  db: Executor,
  id: number,
  groupId: number | null,
): Promise<WireStockCountSheet> {
  const count = await readCount(db, id);
  const scope =
    count.scope === 'CATEGORY'
      ? sql` and p.category_id = ${count.category?.id ?? 0}`
      : count.scope === 'PRODUCTS'
        ? sql` and p.id in (${sql.join(
            (count.products.length ? count.products : [0]).map((p) => sql`${p}`),
            sql`, `,
          )})`
        : sql``;
  const group = groupId === null ? sql`` : sql` and p.group_id = ${groupId}`;
  const rows = rowsOf<{
    product_variant_id: number;
    name: string;
    color: string;
    size: string;
    bar_code: string;
    batch_id: number | null;
    expiry_date: string | null;
    quantity: string | null;
  }>(
    await db.execute(sql`
      select v.id as product_variant_id, p.name, v.color, v.size, p.bar_code, b.id as batch_id,
        b.expiry_date::text as expiry_date, i.quantity::text as quantity
      from products p join product_variants v on v.product_id = p.id and v.is_active
      left join batches b on b.product_variant_id = v.id and b.is_active
        and exists (select 1 from inventory x where x.batch_id = b.id and x.company_id = ${count.company.id} and x.quantity <> 0)
      left join inventory i on i.batch_id = b.id and i.company_id = ${count.company.id}
      where p.is_active${scope}${group}
        and (${count.scope !== 'ALL'} or b.id is not null)
      order by lower(p.name), v.id, b.expiry_date nulls last, b.id
      limit 5000`),
  );
  return {
    count,
    rows: rows.map((r) => ({
      product_variant: r.product_variant_id,
      name: r.name,
      variant: [r.size, r.color].filter(Boolean).join(' / '),
      bar_code: r.bar_code,
      batch: r.batch_id,
      expiry_date: r.expiry_date,
      expected: count.blind ? null : toWire(r.quantity ?? '0'),
    })),
  };
}

/** The accuracy of the given companies' approved counts, oldest first. */
export async function countAccuracy(db: Executor, companies: number[]): Promise<WireStockCountAccuracy> {
  if (companies.length === 0) return [];
  const rows = rowsOf<{
    id: number;
    company_id: number;
    company_name: string;
    approved_at: string | Date;
    book_value: string;
    counted_value: string;
    products_counted: number;
    products_matched: number;
  }>(
    await db.execute(sql`
      select c.id, c.company_id, co.company_name, c.approved_at, c.book_value::text, c.counted_value::text,
        c.products_counted, c.products_matched
      from stock_counts c join companies co on co.id = c.company_id
      where c.status = 'APPROVED' and c.company_id in (${sql.join(
        companies.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by c.approved_at, c.id`),
  );
  return rows.map((r) => {
    const productsCounted = Number(r.products_counted);
    const matched = Number(r.products_matched);
    return {
      count: r.id,
      company: { id: r.company_id, name: r.company_name },
      approved: iso(r.approved_at) ?? '',
      book_value: toWire(r.book_value),
      counted_value: toWire(r.counted_value),
      difference_value: toWire(new D(r.counted_value).minus(r.book_value)),
      products: productsCounted,
      matched,
      matched_share:
        productsCounted === 0 ? toWire(0) : new D(matched).times(100).dividedBy(productsCounted).toFixed(2),
    };
  });
}
