import { companies, type Db, fiscalAlerts, fiscalOutbox, orders, users } from '@tillwise/db';
import { notificationMessage } from '@tillwise/domain';
import { and, eq, inArray, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { localIso } from '../../lib/day-range.js';
import { notify } from '../notifications/service.js';

/*
 * The backlog notice (docs/domain/fiscal.md, "The backlog notice"): when a company has a document
 * waiting to be reported longer than an hour, or one the authority refused, its managers and the
 * head office's are told once, with how many and the oldest; not again until the backlog clears
 * (nothing waiting over an hour, nothing refused). Run by the fiscal worker's pass, after its
 * sends: never on a sale's path.
 */

/** A document waiting longer than this is overdue. */
export const FISCAL_OVERDUE_MS = 60 * 60_000;

export interface FiscalBacklog {
  company: number;
  name: string;
  parent: number | null;
  /** Waiting longer than the hour. */
  overdue: number;
  refused: number;
  oldestInvoice: string;
  oldestSince: Date;
}

/** The companies with a backlog at `now`: overdue or refused documents, how many and the oldest. */
export async function fiscalBacklogs(db: Db, now: Date): Promise<FiscalBacklog[]> {
  const overdueBefore = new Date(now.getTime() - FISCAL_OVERDUE_MS);
  const open = or(
    and(eq(fiscalOutbox.status, 'PENDING'), lte(fiscalOutbox.created, overdueBefore)),
    eq(fiscalOutbox.status, 'REFUSED'),
  );
  const counts = await db
    .select({
      company: fiscalOutbox.companyId,
      overdue: sql<number>`count(*) filter (where ${fiscalOutbox.status} = 'PENDING')::int`,
      refused: sql<number>`count(*) filter (where ${fiscalOutbox.status} = 'REFUSED')::int`,
      oldestId: sql<number>`(array_agg(${fiscalOutbox.id} order by ${fiscalOutbox.created}, ${fiscalOutbox.id}))[1]`,
    })
    .from(fiscalOutbox)
    .where(and(ne(fiscalOutbox.status, 'SENT'), open))
    .groupBy(fiscalOutbox.companyId);
  if (counts.length === 0) return [];
  const oldest = await db
    .select({
      id: fiscalOutbox.id,
      created: fiscalOutbox.created,
      invoiceId: orders.invoiceId,
      name: companies.companyName,
      parent: companies.parentId,
    })
    .from(fiscalOutbox)
    .innerJoin(orders, eq(orders.id, fiscalOutbox.orderId))
    .innerJoin(companies, eq(companies.id, fiscalOutbox.companyId))
    .where(
      inArray(
        fiscalOutbox.id,
        counts.map((c) => Number(c.oldestId)),
      ),
    );
  const byId = new Map(oldest.map((o) => [o.id, o]));
  return counts.flatMap((c) => {
    const o = byId.get(Number(c.oldestId));
    if (!o) return [];
    return [
      {
        company: c.company,
        name: o.name,
        parent: o.parent,
        overdue: Number(c.overdue),
        refused: Number(c.refused),
        oldestInvoice: o.invoiceId,
        oldestSince: o.created,
      },
    ];
  });
}

/** The notice's key and values: how many, of which kind, and the oldest (notification-messages.ts). */
export function backlogNotice(b: FiscalBacklog) {
  return {
    key: 'fiscalBacklog' as const,
    values: {
      company: b.name,
      overdue: b.overdue,
      refused: b.refused,
      invoice: b.oldestInvoice,
      since: localIso(b.oldestSince).slice(0, 16).replace('T', ' '),
    },
  };
}

/** The notice's English text. */
export const backlogMessage = (b: FiscalBacklog): string => {
  const { key, values } = backlogNotice(b);
  return notificationMessage(key, values);
};

/**
 * Tells the managers of each company with a new backlog (its SUPER_ADMIN and ADMIN users and its
 * head office's), once per backlog, and forgets the backlogs that cleared. The notice and the
 * company's alert row are written in one transaction, and the alert row's key makes a second
 * server process doing the same at the same time write nothing. Returns the users told.
 */
export async function notifyFiscalBacklog(db: Db, now: Date = new Date()): Promise<number[]> {
  const backlogs = await fiscalBacklogs(db, now);
  const withBacklog = backlogs.map((b) => b.company);
  // Cleared: no overdue or refused document any more; the next backlog is told again.
  await db
    .delete(fiscalAlerts)
    .where(withBacklog.length > 0 ? notInArray(fiscalAlerts.companyId, withBacklog) : undefined);
  const told: number[] = [];
  for (const b of backlogs) {
    const receivers = await db.transaction(async (tx) => {
      const [raised] = await tx
        .insert(fiscalAlerts)
        .values({ companyId: b.company, raisedAt: now })
        .onConflictDoNothing()
        .returning({ company: fiscalAlerts.companyId });
      if (!raised) return [];
      const managers = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.companyId, b.parent === null ? [b.company] : [b.company, b.parent]),
            inArray(users.userType, ['SUPER_ADMIN', 'ADMIN']),
            eq(users.isActive, true),
          ),
        );
      return notify(tx, {
        receivers: managers.map((m) => m.id),
        type: 'FISCAL',
        ...backlogNotice(b),
        link: `/fiscal?company=${b.company}`,
      });
    });
    told.push(...receivers);
  }
  return told;
}
