import { blocksOf } from './invoice-block';
import { type OfflineDb, readMeta, writeMeta } from './offline-db';

/*
 * Whether this till can sell offline, and when it last reached the server, for the header and the
 * sync panel. Read from the till's own database, so it is known after a reload offline too.
 */

const LAST_SENT = 'last-sent-at';

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
  const products = await db.products.count();
  const numbers = (await blocksOf(db)).reduce((n, b) => n + Math.max(0, b.last - b.next + 1), 0);
  const catalogueAt = await readMeta<number>(db, 'catalogue-synced-at');
  const lastSentAt = await readMeta<number>(db, LAST_SENT);
  return { products, numbers, catalogueAt, lastSentAt, ready: products > 0 && numbers > 0 };
}

/** Records that a sale reached the server now. */
export const noteSent = (db: OfflineDb, at: number) => writeMeta(db, LAST_SENT, at);
