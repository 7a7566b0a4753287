import type { Executor } from '@tillwise/db';
import { sql } from 'drizzle-orm';

/*
 * When a sale a till made offline was made (docs/selling-offline.md, "When a sale was made"). The
 * till sends its own clock's moment (`X-Sale-Made-At`); the server believes it only within what it
 * knows of the till: not before the invoice block its receipt's number is from was reserved, not
 * before the session it names opened, and never after the sale reached the server.
 */

/** What a till's claim to have made a sale offline rests on. */
export interface OfflineClaim {
  /** When the till reserved the block its receipt's invoice number is from. */
  blockReservedAt: Date;
  /** When the session the sale names (or the till's open session) opened; null: none. */
  sessionOpenedAt: Date | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The block of this till holding the sale's invoice number, and the opening of the session the sale
 * names in the company (or else the till's open one); null when the number is from no block the
 * till reserved: the sale cannot show it was made offline.
 */
export async function offlineClaim(
  db: Executor,
  sale: {
    companyId: number;
    tillId: string | null;
    invoiceNumber: number | null;
    tillSessionId: number | null;
  },
): Promise<OfflineClaim | null> {
  if (!sale.tillId || sale.invoiceNumber === null) return null;
  const result = await db.execute(sql`
    select b.created as block_at,
      coalesce(
        (select s.opened_at from till_sessions s
          where s.id = ${sale.tillSessionId}::int and s.company_id = ${sale.companyId}),
        (select s.opened_at from till_sessions s
          where s.company_id = ${sale.companyId} and s.till_id = ${sale.tillId}::uuid and s.status = 'OPEN')
      ) as session_at
    from invoice_blocks b
    where b.company_id = ${sale.companyId} and b.till_id = ${sale.tillId}::uuid
      and ${sale.invoiceNumber}::int between b.first_number and b.last_number
    limit 1`);
  const row = rowsOf<{ block_at: Date | string; session_at: Date | string | null }>(result)[0];
  if (!row) return null;
  return {
    blockReservedAt: new Date(row.block_at),
    sessionOpenedAt: row.session_at === null ? null : new Date(row.session_at),
  };
}

/**
 * The moment the sale was made: the till's `claimed` moment, no earlier than its block's
 * reservation and its session's opening, no later than `receivedAt` (now). Without a claim: now.
 */
export function madeMoment(claimed: Date | null, claim: OfflineClaim, receivedAt: Date): Date {
  const floor = Math.max(claim.blockReservedAt.getTime(), claim.sessionOpenedAt?.getTime() ?? 0);
  const at = claimed?.getTime() ?? receivedAt.getTime();
  return new Date(Math.min(Math.max(at, floor), receivedAt.getTime()));
}
