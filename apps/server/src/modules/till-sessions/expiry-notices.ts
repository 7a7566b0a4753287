import type { Db } from '@tillwise/db';
import { sql } from 'drizzle-orm';
import { today } from '../../lib/day-range.js';
import { startPeriodic } from '../../lib/periodic.js';
import type { NotificationHub } from '../notifications/hub.js';
import { DEFAULT_TILL_SETTINGS } from './repository.js';

/** At most this many batches are noticed per run; the next run takes the rest. */
const BATCH_LIMIT = 500;

/**
 * Tells each company's managers (its SUPER_ADMIN and ADMIN users) once about every batch it holds
 * that has entered the company's expiry window (`till_settings.expiry_window_days`, default 30):
 * the notice rows and the notifications are written in one statement, so a batch is noticed once
 * even when two server processes check at the same time. Returns how many notifications it wrote.
 */
export async function notifyExpiringBatches(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.execute(sql`
    WITH due AS MATERIALIZED (
      SELECT i.company_id, i.batch_id, p.name, b.expiry_date
      FROM inventory i
      JOIN batches b ON b.id = i.batch_id
      JOIN product_variants v ON v.id = b.product_variant_id
      JOIN products p ON p.id = v.product_id
      LEFT JOIN till_settings s ON s.company_id = i.company_id
      WHERE i.quantity > 0
        AND b.expiry_date <= ${today(now)}::date + coalesce(s.expiry_window_days, ${DEFAULT_TILL_SETTINGS.expiryWindowDays})
        AND NOT EXISTS (SELECT 1 FROM batch_expiry_notices n WHERE n.company_id = i.company_id AND n.batch_id = i.batch_id)
      ORDER BY b.expiry_date, i.batch_id
      LIMIT ${BATCH_LIMIT}
    ), noted AS (
      INSERT INTO batch_expiry_notices (company_id, batch_id)
      SELECT company_id, batch_id FROM due
      ON CONFLICT DO NOTHING
      RETURNING company_id, batch_id
    ), told AS (
      INSERT INTO notifications (receiver_id, notif_type, message, link, message_key, message_values)
      SELECT u.id, 'INV_QUANTITY',
        'Batch #' || d.batch_id || ' of ' || d.name ||
          CASE WHEN d.expiry_date < ${today(now)}::date THEN ' expired on ' ELSE ' expires on ' END ||
          to_char(d.expiry_date, 'YYYY-MM-DD') || '.',
        '/inventory?expiring=1',
        CASE WHEN d.expiry_date < ${today(now)}::date THEN 'batchExpired' ELSE 'batchExpiring' END,
        jsonb_build_object('batch', d.batch_id::text, 'product', d.name, 'date', to_char(d.expiry_date, 'YYYY-MM-DD'))
      FROM noted n
      JOIN due d ON d.company_id = n.company_id AND d.batch_id = n.batch_id
      JOIN users u ON u.company_id = n.company_id AND u.user_type IN ('SUPER_ADMIN', 'ADMIN') AND u.is_active
      RETURNING 1
    )
    SELECT count(*)::int AS told FROM told`);
  return Number((result as unknown as { rows: { told: number }[] }).rows[0]?.told ?? 0);
}

/** Checks at start and then every `intervalMs`; wakes live listeners after notices were written. */
export function startExpiryNotices(
  db: Db,
  intervalMs: number,
  hub: NotificationHub,
  onError: (error: unknown) => void,
): () => Promise<void> {
  return startPeriodic({
    intervalMs,
    firstDelayMs: 1000,
    onError,
    run: async () => {
      if ((await notifyExpiringBatches(db)) > 0) hub.wake();
    },
  });
}
