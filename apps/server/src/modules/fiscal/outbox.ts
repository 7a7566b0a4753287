import { type Executor, type FiscalOutboxRow, fiscalOutbox, fiscalSettings, orders } from '@tillwise/db';
import {
  FISCAL_MSG,
  type FiscalHealthWire,
  type FiscalOutboxWire,
  type FiscalRoute,
  type FiscalStatus,
} from '@tillwise/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { localIso } from '../../lib/day-range.js';
import { notFound, validationError } from '../../lib/errors.js';
import type { PageRequest } from '../../lib/pagination.js';

/* The fiscal outbox read and put right by hand (docs/domain/fiscal.md, "The outbox and the worker"). */

const present = (row: FiscalOutboxRow, invoiceId: string): FiscalOutboxWire => ({
  id: row.id,
  order: row.orderId,
  invoice_id: invoiceId,
  company: row.companyId,
  status: row.status as FiscalStatus,
  attempts: row.attempts,
  next_attempt_at: localIso(row.nextAttemptAt),
  last_error: row.lastError,
  fiscal_number: row.fiscalNumber,
  service: row.service as FiscalRoute,
  created: localIso(row.created),
  sent_at: row.sentAt ? localIso(row.sentAt) : null,
});

/** The outbox rows of `companies`, of one state if asked, newest first. */
export async function listFiscalOutbox(
  db: Executor,
  companies: number[],
  status: FiscalStatus | null,
  page: PageRequest,
): Promise<{ count: number; records: FiscalOutboxWire[] }> {
  if (companies.length === 0) return { count: 0, records: [] };
  const where = and(
    inArray(fiscalOutbox.companyId, companies),
    status ? eq(fiscalOutbox.status, status) : undefined,
  );
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(fiscalOutbox).where(where);
  const rows = await db
    .select({ row: fiscalOutbox, invoiceId: orders.invoiceId })
    .from(fiscalOutbox)
    .innerJoin(orders, eq(orders.id, fiscalOutbox.orderId))
    .where(where)
    .orderBy(desc(fiscalOutbox.id))
    .limit(page.size)
    .offset(page.offset);
  return { count: Number(counted?.n ?? 0), records: rows.map((r) => present(r.row, r.invoiceId)) };
}

/**
 * Puts a refused row back to PENDING, due now, with its payload dropped so that it is built again
 * from the order and the settings as they are now (a refused invoice was not recorded by the
 * authority, so the same USIN goes again). Another company's row answers 404.
 */
export async function resendFiscal(db: Executor, id: number, companies: number[]): Promise<FiscalOutboxWire> {
  const [found] = await db
    .select({ row: fiscalOutbox, invoiceId: orders.invoiceId })
    .from(fiscalOutbox)
    .innerJoin(orders, eq(orders.id, fiscalOutbox.orderId))
    .where(and(eq(fiscalOutbox.id, id), inArray(fiscalOutbox.companyId, companies.length ? companies : [0])));
  if (!found) throw notFound();
  if (found.row.status !== 'REFUSED') throw validationError({ status: [FISCAL_MSG.notRefused] });
  const [row] = await db
    .update(fiscalOutbox)
    .set({ status: 'PENDING', nextAttemptAt: new Date(), payload: null, lastError: '' })
    .where(and(eq(fiscalOutbox.id, id), eq(fiscalOutbox.status, 'REFUSED')))
    .returning();
  if (!row) throw validationError({ status: [FISCAL_MSG.notRefused] });
  return present(row, found.invoiceId);
}

/**
 * How a company's reporting goes (`fiscal/health/`), in one statement of index reads (the outbox's
 * `(company_id, status, id)` index and the settings by key), so that every till may poll it.
 * `failing_since` is the arrival of the oldest waiting row that failed to go (its `last_error` set
 * by a retry) and is newer than the newest row the authority accepted: a success after a failure
 * means the reporter got through since, and the failed row simply waits for its next attempt.
 */
export async function fiscalHealth(db: Executor, companyId: number): Promise<FiscalHealthWire> {
  const pendingOf = sql`${fiscalOutbox.companyId} = ${companyId} and ${fiscalOutbox.status} = 'PENDING'`;
  const [row] = await db
    .select({
      enabled: sql<
        boolean | null
      >`(select ${fiscalSettings.enabled} from ${fiscalSettings} where ${fiscalSettings.companyId} = ${companyId})`,
      pending: sql<number>`(select count(*)::int from ${fiscalOutbox} where ${pendingOf})`,
      refused: sql<number>`(select count(*)::int from ${fiscalOutbox} where ${fiscalOutbox.companyId} = ${companyId} and ${fiscalOutbox.status} = 'REFUSED')`,
      oldestPending:
        sql`(select min(${fiscalOutbox.created}) from ${fiscalOutbox} where ${pendingOf})`.mapWith(
          fiscalOutbox.created,
        ),
      failingSince: sql`(select min(${fiscalOutbox.created}) from ${fiscalOutbox} where ${pendingOf}
        and ${fiscalOutbox.lastError} <> '' and ${fiscalOutbox.id} > coalesce((select max(s.id) from fiscal_outbox s
          where s.company_id = ${companyId} and s.status = 'SENT'), 0))`.mapWith(fiscalOutbox.created),
    })
    .from(sql`(select) as one`);
  const at = (d: Date | null | undefined) => (d ? localIso(d) : null);
  return {
    company: companyId,
    enabled: row?.enabled === true,
    failing_since: at(row?.failingSince as Date | null),
    pending: Number(row?.pending ?? 0),
    refused: Number(row?.refused ?? 0),
    oldest_pending: at(row?.oldestPending as Date | null),
  };
}
