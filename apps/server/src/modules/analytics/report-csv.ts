import type { Executor } from '@tillwise/db';
import {
  allocateDiscount,
  type BusinessReportWire,
  csvCell,
  D,
  type ReportTable,
  toWire,
} from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { companyIds, isSaleOrder, type Period, rowsOf, TIME_ZONE } from './sql.js';

const line = (cells: readonly (string | number)[]): string =>
  `${cells.map((c) => csvCell(String(c))).join(',')}\r\n`;

type Table = Exclude<ReportTable, 'order_lines'>;

/** A table of the business report as CSV rows, the header first. */
export function reportTableRows(report: BusinessReportWire, table: Table): (string | number)[][] {
  switch (table) {
    case 'summary':
      return [
        ['figure', 'current', 'previous', 'change'],
        ...Object.entries(report.summary).map(([k, v]) => [k, v.current, v.previous, v.change]),
      ];
    case 'payments':
      return [
        ['method', 'current', 'previous', 'change'],
        ...report.payments.map((p) => [p.method, p.current, p.previous, p.change]),
      ];
    case 'by_day':
      return [['day', 'net_sales', 'orders'], ...report.by_day.map((r) => [r.day, r.net_sales, r.orders])];
    case 'by_hour':
      return [['hour', 'net_sales', 'orders'], ...report.by_hour.map((r) => [r.hour, r.net_sales, r.orders])];
    case 'top_products_by_revenue':
    case 'top_products_by_margin':
    case 'top_categories_by_revenue':
    case 'top_categories_by_margin':
      return [
        ['name', 'quantity', 'revenue', 'cost', 'margin'],
        ...report[table].map((r) => [r.name, r.quantity, r.revenue, r.cost, r.margin]),
      ];
    case 'operators':
      return [
        ['username', 'user_type', 'orders', 'net_sales'],
        ...report.operators.map((o) => [o.username, o.user_type, o.orders, o.net_sales]),
      ];
    case 'receivables':
    case 'payables':
      return [
        ['company', 'counterparty', 'total', '0-30', '31-60', '61-90', '90+'],
        ...report[table].map((r) => [
          r.company_name,
          r.counterparty,
          r.total,
          r['0-30'],
          r['31-60'],
          r['61-90'],
          r['90+'],
        ]),
      ];
  }
}

/** Yields one CSV table of the report. */
export async function* reportTableCsv(report: BusinessReportWire, table: Table): AsyncGenerator<string> {
  for (const row of reportTableRows(report, table)) yield line(row);
}

/** Orders are read this many at a time, so a year of lines streams in bounded memory. */
const ORDERS_PER_PAGE = 500;

export const ORDER_LINE_COLUMNS = [
  'created',
  'company',
  'invoice_id',
  'status',
  'operator',
  'product',
  'category',
  'color',
  'size',
  'quantity',
  'price',
  'discount_percent',
  'line_total',
  'order_discount',
  'net_line_total',
  'unit_cost',
  'margin',
  'internal_order',
] as const;

const MONEY_COLUMNS: readonly string[] = [
  'quantity',
  'price',
  'discount_percent',
  'line_total',
  'order_discount',
  'net_line_total',
  'unit_cost',
  'margin',
];

type LineRow = Record<string, string | number>;

/**
 * The lines of a page (each order's lines together) with the order's whole-sale discount (its
 * lines' totals less its total) spread over them by `allocateDiscount`, to the paisa, and the
 * margin after it: a return's lines (negative) take back their share the same way.
 */
function withOrderDiscount(rows: LineRow[]): LineRow[] {
  const byOrder = new Map<string, LineRow[]>();
  for (const r of rows) {
    const id = String(r.order_id);
    byOrder.set(id, [...(byOrder.get(id) ?? []), r]);
  }
  for (const lines of byOrder.values()) {
    const totals = lines.map((r) => new D(String(r.line_total)));
    const sign = new D(String(lines[0]?.order_total ?? 0)).lt(0) ? -1 : 1;
    const discount = totals.reduce((s, t) => s.plus(t), new D(0)).minus(String(lines[0]?.order_total ?? 0));
    const shares = allocateDiscount(
      discount.times(sign),
      totals.map((t) => t.times(sign)),
    );
    lines.forEach((r, i) => {
      const share = (shares[i] ?? new D(0)).times(sign);
      const net = new D(String(r.line_total)).minus(share);
      r.order_discount = share.toFixed(4);
      r.net_line_total = net.toFixed(4);
      r.margin = net.minus(String(r.cost)).toFixed(4);
    });
  }
  return rows;
}

/**
 * Every line of the companies' sales orders in the period (returns included, with negative
 * quantities), oldest first: orders are paged by id, so memory holds one page at a time.
 */
export async function* orderLinesCsv(
  db: Executor,
  ids: readonly number[],
  period: Period,
): AsyncGenerator<string> {
  yield line(ORDER_LINE_COLUMNS);
  let after = 0;
  for (;;) {
    const rows = await rowsOf<Record<string, string | number>>(
      db,
      sql`WITH page AS (
        SELECT o.* FROM orders o
        WHERE o.company_id = ANY(${companyIds(ids)}) AND o.id > ${after}
          AND o.created >= ${(period.from ?? new Date(0)).toISOString()}::timestamptz
          AND o.created < ${period.to.toISOString()}::timestamptz
          AND ${isSaleOrder(sql`o`)}
        ORDER BY o.id LIMIT ${ORDERS_PER_PAGE})
      SELECT o.id AS order_id, to_char(o.created AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') AS created,
        c.company_name AS company, o.invoice_id, o.status::text AS status, u.username AS operator,
        p.name AS product, coalesce(cat.name, '') AS category, v.color, v.size,
        i.quantity::text AS quantity, i.price::text AS price, i.discount::text AS discount_percent,
        i.line_total::text AS line_total, i.unit_cost::text AS unit_cost,
        (i.unit_cost * i.quantity)::text AS cost, o.total::text AS order_total,
        CASE WHEN o.internal_order THEN 'yes' ELSE 'no' END AS internal_order
      FROM page o
      JOIN companies c ON c.id = o.company_id
      JOIN users u ON u.id = o.user_id
      JOIN order_items i ON i.order_id = o.id
      JOIN batches b ON b.id = i.batch_id
      JOIN product_variants v ON v.id = b.product_variant_id
      JOIN products p ON p.id = v.product_id
      LEFT JOIN categories cat ON cat.id = p.category_id
      ORDER BY o.id, i.position`,
    );
    const last = rows.at(-1);
    if (!last) return;
    let chunk = '';
    for (const r of withOrderDiscount(rows)) {
      chunk += line(
        ORDER_LINE_COLUMNS.map((k) =>
          MONEY_COLUMNS.includes(k) ? toWire(String(r[k])) : String(r[k] ?? ''),
        ),
      );
    }
    yield chunk;
    after = Number(last.order_id);
  }
}
