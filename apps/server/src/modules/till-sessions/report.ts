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
import { summaryWithTail } from '../analytics/sql.js';
import { addedUp, FIGURES, orderFacts, unfoldedOf } from './fold.js';
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
 * A session's figures: its folded row (`till_session_sums`) plus its orders above the row's
 * watermark, summed by the same rules in one statement (`fold.ts`), so they are exact whether a
 * fold has committed meanwhile or not; and its cash movements. Nothing is kept running per sale.
 */
export async function sessionFigures(db: Executor, sessionId: number): Promise<SessionFigures> {
  const result = await db.execute(sql`
    with f as (${summaryWithTail(
      'till_session_sums',
      `session_id, ${FIGURES}`,
      sql`s.session_id = ${sessionId}`,
      orderFacts(unfoldedOf(sessionId)),
    )}),
    figures as (select ${addedUp} from f),
    moves as (
      select coalesce(sum(amount) filter (where direction = 'IN'), 0)::text as cash_in,
        coalesce(sum(amount) filter (where direction = 'OUT'), 0)::text as cash_out
      from till_cash_movements where session_id = ${sessionId}
    )
    select sales_count, returns_count, gross_sales::text, net_sales::text, returns::text,
      cash::text, bank::text, jazz_cash::text, easy_paisa::text, receivable::text,
      first_invoice, last_invoice, cash_in, cash_out
    from figures, moves`);
  const row = rowsOf<{
    sales_count: number;
    returns_count: number;
    gross_sales: string;
    net_sales: string;
    returns: string;
    cash: string;
    bank: string;
    jazz_cash: string;
    easy_paisa: string;
    receivable: string;
    first_invoice: string | null;
    last_invoice: string | null;
    cash_in: string;
    cash_out: string;
  }>(result)[0];
  if (!row) throw new Error('session figures not read');
  const takings: Record<TillMethod, string> = {
    CASH: toWire(row.cash),
    BANK: toWire(row.bank),
    JAZZ_CASH: toWire(row.jazz_cash),
    EASY_PAISA: toWire(row.easy_paisa),
  };
  return {
    salesCount: Number(row.sales_count),
    returnsCount: Number(row.returns_count),
    grossSales: toWire(row.gross_sales),
    netSales: toWire(row.net_sales),
    returns: toWire(row.returns),
    takings,
    onAccount: toWire(row.receivable),
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

/**
 * The report as a blind count shows it (the policy's `blindCount`): an open session's takings per
 * method and expected figures withheld, so the cashier counts what is there, not what should be.
 */
export function blindReport(report: TillReportWire): TillReportWire {
  if (report.kind !== 'X') return report;
  return {
    ...report,
    by_method: report.by_method.map((m) => ({ method: m.method, takings: null, expected: null })),
    expected_cash: null,
  };
}
