import type { Executor } from '@tillwise/db';
import { INVOICE_PREFIX } from '@tillwise/domain';
import { sql } from 'drizzle-orm';

/** How many invoice numbers a till reserves at a time: a few days of a busy till's sales. */
export const INVOICE_BLOCK_SIZE = 200;

export interface InvoiceBlockWire {
  id: number;
  till: string;
  prefix: string;
  company: number;
  first: number;
  last: number;
}

/**
 * Reserves the next block of the company's invoice numbers for one till (migration 0017 and packages/db/functions/04-orders.sql's
 * `reserve_invoice_block`): the company's sequence moves past the block in the same statement,
 * so no online sale and no other till is ever handed a number inside it.
 */
export async function reserveInvoiceBlock(
  db: Executor,
  companyId: number,
  tillId: string,
  userId: number,
  size = INVOICE_BLOCK_SIZE,
): Promise<InvoiceBlockWire> {
  const result = await db.execute(
    sql`select id, first_number, last_number
        from reserve_invoice_block(${companyId}, ${INVOICE_PREFIX}, ${tillId}::uuid, ${userId}, ${size})`,
  );
  const rows = (result as unknown as { rows: { id: number; first_number: number; last_number: number }[] })
    .rows;
  const row = rows[0];
  if (!row) throw new Error('invoice block not reserved');
  return {
    id: Number(row.id),
    till: tillId,
    prefix: INVOICE_PREFIX,
    company: companyId,
    first: Number(row.first_number),
    last: Number(row.last_number),
  };
}
