import type { Executor } from '@tillwise/db';
import type { FiscalDayWire, FiscalReportWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { companyIds, type Period, rowsOf, TIME_ZONE } from '../analytics/sql.js';

/*
 * Daily counts of the fiscal outbox (docs/domain/fiscal.md, "Daily counts"): per local day on which
 * documents reached the server (the outbox row is written with the order, so an offline sale counts
 * on the day it arrived), their state now and the mean time to report. Read from the outbox's own
 * rows by company and time (`fiscal_outbox_company_idx` narrows by company; a range is a handful of
 * days of one company's documents).
 */

interface DayRow {
  date: string;
  reported: number;
  pending: number;
  refused: number;
  average_seconds: string | null;
}

const figures = (r: DayRow): FiscalDayWire => ({
  date: r.date,
  reported: Number(r.reported),
  pending: Number(r.pending),
  refused: Number(r.refused),
  average_seconds: r.average_seconds,
});

export async function fiscalReport(
  db: Executor,
  companies: readonly number[],
  period: Period & { start: string; end: string },
  tz: string = TIME_ZONE,
): Promise<FiscalReportWire> {
  const where = sql`o.company_id = ANY(${companyIds(companies)})
    AND o.created >= ${(period.from ?? new Date(0)).toISOString()}::timestamptz
    AND o.created < ${period.to.toISOString()}::timestamptz`;
  const measures = sql`
    count(*) FILTER (WHERE o.status = 'SENT')::int AS reported,
    count(*) FILTER (WHERE o.status = 'PENDING')::int AS pending,
    count(*) FILTER (WHERE o.status = 'REFUSED')::int AS refused,
    round(avg(extract(epoch FROM o.sent_at - o.created)) FILTER (WHERE o.status = 'SENT')::numeric, 1)::text
      AS average_seconds`;
  const days = await rowsOf<DayRow>(
    db,
    sql`SELECT to_char((o.created AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS date, ${measures}
      FROM fiscal_outbox o WHERE ${where} GROUP BY 1 ORDER BY 1`,
  );
  const [total] = await rowsOf<DayRow>(
    db,
    sql`SELECT ${`${period.start} – ${period.end}`}::text AS date, ${measures} FROM fiscal_outbox o WHERE ${where}`,
  );
  return {
    start_date: period.start,
    end_date: period.end,
    days: days.map(figures),
    total: figures(
      total ?? {
        date: `${period.start} – ${period.end}`,
        reported: 0,
        pending: 0,
        refused: 0,
        average_seconds: null,
      },
    ),
  };
}
