import { formatInvoiceId } from '@tillwise/domain';
import { randomUuid } from '../lib/random-uuid';
import { type OfflineDb, readMeta } from './offline-db';

/** A block of invoice numbers the server reserved for this till (`POST offline/invoice-block/`). */
export interface InvoiceBlock {
  prefix: string;
  company: number;
  first: number;
  last: number;
  /** The next number of the block not yet printed on a receipt. */
  next: number;
}

const BLOCKS = 'invoice-blocks';
const TILL = 'till-id';
/** Reserve another block once fewer than this many numbers are left. */
export const REFILL_BELOW = 50;

/** This browser's till id: made once, kept with the outbox. */
export async function tillIdOf(db: OfflineDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const known = (await db.meta.get(TILL))?.value as string | undefined;
    if (known) return known;
    const made = randomUuid();
    await db.meta.put({ name: TILL, value: made });
    return made;
  });
}

export const blocksOf = async (db: OfflineDb): Promise<InvoiceBlock[]> =>
  (await readMeta<InvoiceBlock[]>(db, BLOCKS)) ?? [];

/** How many numbers of this company's blocks (or of all the till holds) are left to print. */
export const numbersLeft = (blocks: InvoiceBlock[], company?: number): number =>
  blocks
    .filter((b) => company === undefined || b.company === company)
    .reduce((n, b) => n + Math.max(0, b.last - b.next + 1), 0);

/** The invoice id the next sale will print, without taking it; null when no block has a number left. */
export function peekInvoiceId(blocks: InvoiceBlock[], company: number): string | null {
  const block = blocks.find((b) => b.company === company && b.next <= b.last);
  return block ? formatInvoiceId(block.company, block.next, block.prefix) : null;
}

/**
 * Takes the next number of this till's blocks for the company. Must run inside a transaction
 * over `meta` (the sale is written in the same one), so two tabs never take the same number.
 */
export async function takeInvoiceId(db: OfflineDb, company: number): Promise<string | null> {
  // Direct Dexie calls only: a nested async helper can let the transaction commit early.
  const blocks = ((await db.meta.get(BLOCKS))?.value as InvoiceBlock[] | undefined) ?? [];
  const block = blocks.find((b) => b.company === company && b.next <= b.last);
  if (!block) return null;
  const id = formatInvoiceId(block.company, block.next, block.prefix);
  block.next += 1;
  // Used-up blocks are dropped; the server still knows them.
  await db.meta.put({ name: BLOCKS, value: blocks.filter((b) => b.next <= b.last) });
  return id;
}

/** Keeps a block the server reserved (blocks of another company, from an earlier sign-in, are dropped). */
export async function addInvoiceBlock(db: OfflineDb, block: Omit<InvoiceBlock, 'next'>) {
  await db.transaction('rw', db.meta, async () => {
    const blocks = ((await db.meta.get(BLOCKS))?.value as InvoiceBlock[] | undefined) ?? [];
    const kept = blocks.filter((b) => b.company === block.company && b.next <= b.last);
    await db.meta.put({ name: BLOCKS, value: [...kept, { ...block, next: block.first }] });
  });
}

/** Puts back a number taken for a sale the server refused at once, if no sale took one after it. */
export async function giveBackInvoiceId(db: OfflineDb, invoiceId: string) {
  const n = Number(invoiceId.split('_').pop());
  await db.transaction('rw', db.meta, async () => {
    const blocks = ((await db.meta.get(BLOCKS))?.value as InvoiceBlock[] | undefined) ?? [];
    const block = blocks.find(
      (b) => b.next - 1 === n && b.first <= n && formatInvoiceId(b.company, n, b.prefix) === invoiceId,
    );
    if (!block) return;
    block.next = n;
    await db.meta.put({ name: BLOCKS, value: blocks });
  });
}
