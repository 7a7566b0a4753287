import type { Db } from '@tillwise/db';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { rowsOf } from './sql.js';

/**
 * Where reports and exports read: the primary (`db`), or a read replica when DATABASE_REPLICA_URL
 * is set (docs/scaling.md). Folds and every write stay on the primary; a reader only reads.
 */
export interface ReportReader {
  db: Db;
  replica: boolean;
}

/** Response headers beside a report: where it was read, and how far behind the primary that was. */
export const REPORT_SOURCE_HEADER = 'x-report-source';
export const REPORT_LAG_HEADER = 'x-report-lag';

/**
 * Seconds the replica's data is behind the primary: zero when it has replayed all it received (an
 * idle primary sends nothing, so the age of the last replayed transaction alone would read as lag),
 * otherwise the age of the last transaction it replayed. `standby` false: the URL names a primary.
 */
export async function replicaLag(db: Db): Promise<{ standby: boolean; seconds: string }> {
  const [row] = await rowsOf<{ standby: boolean; seconds: string }>(
    db,
    sql`SELECT pg_is_in_recovery() AS standby,
      CASE WHEN NOT pg_is_in_recovery() THEN 0
        WHEN pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn() THEN 0
        ELSE coalesce(greatest(0, extract(epoch FROM now() - pg_last_xact_replay_timestamp())), 0)
      END::numeric(12, 3)::text AS seconds`,
  );
  return { standby: row?.standby ?? false, seconds: row?.seconds ?? '0.000' };
}

/**
 * Sets the source and lag headers of a report read through `reader`; the lag is read before the
 * report, so the figures are at least as recent as it says. Reading the primary costs nothing.
 */
export async function markReportSource(reader: ReportReader, reply: FastifyReply): Promise<void> {
  if (!reader.replica) {
    reply.header(REPORT_SOURCE_HEADER, 'primary').header(REPORT_LAG_HEADER, '0');
    return;
  }
  const lag = await replicaLag(reader.db);
  reply
    .header(REPORT_SOURCE_HEADER, lag.standby ? 'replica' : 'primary')
    .header(REPORT_LAG_HEADER, lag.seconds);
}
