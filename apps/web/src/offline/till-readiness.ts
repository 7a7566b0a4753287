import { readCatalogue } from './catalogue-store';
import { type InvoiceBlock, numbersLeft } from './invoice-block';
import { type OfflineDb, writeMeta } from './offline-db';

/*
 * Whether this till can sell offline, and when it last reached the server, for the header and the
 * sync panel. Read from the till's own database, so it is known after a reload offline too.
 */

const LAST_SENT = 'last-sent-at';
const BLOCKS = 'invoice-blocks';
const CATALOGUE_AT = 'catalogue-synced-at';

export interface TillReadiness {
  /** Products in the till's catalogue. */
  products: number;
  /** Invoice numbers of the till's blocks left to print. */
  numbers: number;
  /** When the catalogue was last refreshed from the server (ms), or null. */
  catalogueAt: number | null;
  /** When a sale of this till last reached the server (ms), or null. */
  lastSentAt: number | null;
  /** A catalogue and invoice numbers are on the till: it can sell with the network gone. */
  ready: boolean;
}

export async function tillReadiness(db: OfflineDb): Promise<TillReadiness> {
  const products = await readCatalogue(db, (table) => table.count());
  // One range read of the meta rows (a live query then sees a row written for the first time).
  const rows = await db.meta.where('name').anyOf([BLOCKS, CATALOGUE_AT, LAST_SENT]).toArray();
  const value = (name: string) => rows.find((r) => r.name === name)?.value;
  const numbers = numbersLeft((value(BLOCKS) as InvoiceBlock[] | undefined) ?? []);
  const catalogueAt = (value(CATALOGUE_AT) as number | undefined) ?? null;
  const lastSentAt = (value(LAST_SENT) as number | undefined) ?? null;
  return { products, numbers, catalogueAt, lastSentAt, ready: products > 0 && numbers > 0 };
}

/**
 * Whether the till can sell offline (the header's badge): a product and an invoice number on it.
 * Reads one product's key, not the catalogue's count: the header's live query runs again whenever
 * the catalogue is written, and counting 100,000 products after each of a download's writes cost
 * the browser more than the writes themselves.
 */
export async function tillCanSellOffline(db: OfflineDb): Promise<boolean> {
  const some = await readCatalogue(db, (table) => table.limit(1).primaryKeys());
  if (some.length === 0) return false;
  // A range read, as above: a live query then sees the row written for the first time.
  const [blocks] = await db.meta.where('name').anyOf([BLOCKS]).toArray();
  return numbersLeft((blocks?.value as InvoiceBlock[] | undefined) ?? []) > 0;
}

/** Records that a sale reached the server now. */
export const noteSent = (db: OfflineDb, at: number) => writeMeta(db, LAST_SENT, at);
