import type { Executor } from '@tillwise/db';
import {
  D,
  expectedByMethod,
  TILL_METHODS,
  type TillMethod,
  type TillReportWire,
  toWire,
} from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { cashMovesOf, presentSession, type SessionRecord } from './repository.js';

/** What the session's own records add up to: orders, their money entries, the cash moved. */
export interface SessionFigures {
  salesCount: number;
  returnsCount: number;
  grossSales: string;
  netSales: string;
  returns: string;
  takings: Record<TillMethod, string>;
  onAccount: string;
  cashIn: string;
  cashOut: string;
  firstInvoice: string | null;
  lastInvoice: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Sums a session from its orders (by the partial index on `orders.till_session_id`), the funds and
 * receivable lines of their money entries, and its cash movements, in one statement. Nothing is
 * kept running per sale: the figures are the books' own.
 */
export async function sessionFigures(db: Executor, sessionId: number): Promise<SessionFigures> {
  const result = await db.execute(sql`
    with o as materialized (
      select id, status, total, invoice_id from orders where till_session_id = ${sessionId}
    ),
    counts as (
      select count(*) filter (where status <> 'RETURNED')::int as sales_count,
        count(*) filter (where status = 'RETURNED')::int as returns_count,
        coalesce(sum(total) filter (where status <> 'RETURNED'), 0)::text as net_sales,
        coalesce(-sum(total) filter (where status = 'RETURNED'), 0)::text as returns,
        (select invoice_id from o order by id limit 1) as first_invoice,
        (select invoice_id from o order by id desc limit 1) as last_invoice
      from o
    ),
    gross as (
      select coalesce(sum(i.price * i.quantity), 0)::text as gross_sales
      from o join order_items i on i.order_id = o.id where o.status <> 'RETURNED'
    ),
    money as (
      select coalesce(jsonb_object_agg(purpose, net), '{}'::jsonb) as by_purpose from (
        select a.purpose::text as purpose, sum(l.debit - l.credit)::text as net
        from o
        join journal_entries e on e.source_type = 'order' and e.source_id = o.id
        join journal_lines l on l.entry_id = e.id
        join accounts a on a.id = l.account_id
        where a.purpose in ('CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA', 'RECEIVABLE')
        group by a.purpose
      ) p
    ),
    moves as (
      select coalesce(sum(amount) filter (where direction = 'IN'), 0)::text as cash_in,
        coalesce(sum(amount) filter (where direction = 'OUT'), 0)::text as cash_out
      from till_cash_movements where session_id = ${sessionId}
    )
    select * from counts, gross, money, moves`);
  const row = rowsOf<{
    sales_count: number;
    returns_count: number;
    net_sales: string;
    returns: string;
    first_invoice: string | null;
    last_invoice: string | null;
    gross_sales: string;
    by_purpose: Record<string, string> | string;
    cash_in: string;
    cash_out: string;
  }>(result)[0];
  if (!row) throw new Error('session figures not read');
  const byPurpose = (
    typeof row.by_purpose === 'string' ? JSON.parse(row.by_purpose) : row.by_purpose
  ) as Record<string, string>;
  const takings = {} as Record<TillMethod, string>;
  for (const m of TILL_METHODS) takings[m] = toWire(byPurpose[m] ?? 0);
  return {
    salesCount: Number(row.sales_count),
    returnsCount: Number(row.returns_count),
    grossSales: toWire(row.gross_sales),
    netSales: toWire(row.net_sales),
    returns: toWire(row.returns),
    takings,
    onAccount: toWire(byPurpose.RECEIVABLE ?? 0),
    cashIn: toWire(row.cash_in),
    cashOut: toWire(row.cash_out),
    firstInvoice: row.first_invoice,
    lastInvoice: row.last_invoice,
  };
}

/** The X report (session open) or Z report (closed) of a session. */
export async function tillReport(
  db: Executor,
  session: SessionRecord,
  companyName: string,
  now: Date = new Date(),
): Promise<TillReportWire> {
  const [figures, moves] = await Promise.all([
    sessionFigures(db, session.row.id),
    cashMovesOf(db, session.row.id),
  ]);
  const wire = presentSession(session);
  const closed = session.row.status === 'CLOSED';
  // A closed session shows what was expected at its close (stored); an open one what is expected now.
  const expected =
    closed && wire.expected
      ? (Object.fromEntries(TILL_METHODS.map((m) => [m, new D(wire.expected?.[m] ?? 0)])) as Record<
          TillMethod,
          InstanceType<typeof D>
        >)
      : expectedByMethod({
          openingFloat: session.row.openingFloat,
          takings: figures.takings,
          cashIn: figures.cashIn,
          cashOut: figures.cashOut,
        });
  return {
    kind: closed ? 'Z' : 'X',
    session: wire,
    company_name: companyName,
    sales_count: figures.salesCount,
    returns_count: figures.returnsCount,
    gross_sales: figures.grossSales,
    discounts: toWire(new D(figures.grossSales).minus(figures.netSales)),
    net_sales: figures.netSales,
    returns: figures.returns,
    by_method: TILL_METHODS.map((m) => ({
      method: m,
      takings: figures.takings[m],
      expected: toWire(expected[m]),
    })),
    on_account: figures.onAccount,
    cash_in: figures.cashIn,
    cash_out: figures.cashOut,
    cash_moves: moves,
    expected_cash: toWire(expected.CASH),
    counted_cash: wire.counted?.CASH ?? null,
    difference: wire.difference,
    first_invoice: figures.firstInvoice,
    last_invoice: figures.lastInvoice,
    generated_at: now.toISOString(),
  };
}
