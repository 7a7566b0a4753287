import type { EntityTable } from 'dexie';
import type { LocalProduct, OfflineDb } from './offline-db';

/*
 * The till keeps its catalogue in one of two tables (docs/selling-offline.md, "The catalogue's two
 * copies"). The meta row CATALOGUE_TABLE names the live one, the copy the counter sells from. A
 * download over a catalogue the till already holds writes every page into the other table, emptied
 * first, and only then names it live in one small transaction: the counter keeps selling from the
 * complete old copy meanwhile and never sees a half-written one, and no row is written over an old
 * one or deleted one by one (a refresh of the whole catalogue used to take five times as long as
 * the first download for that).
 */

export type ProductTableName = 'products' | 'products2';
export type ProductTable = EntityTable<LocalProduct, 'id'>;

/** The meta row naming the live product table; absent: `products` (tills from before the copies). */
export const CATALOGUE_TABLE = 'catalogue-table';

export const otherTable = (name: ProductTableName): ProductTableName =>
  name === 'products' ? 'products2' : 'products';

const tableOf = (db: OfflineDb, name: ProductTableName): ProductTable =>
  name === 'products' ? db.products : db.products2;

/** The name of the live product table (read in whatever transaction is current). */
export async function liveTableName(db: OfflineDb): Promise<ProductTableName> {
  const row = await db.meta.get(CATALOGUE_TABLE);
  return row?.value === 'products2' ? 'products2' : 'products';
}

/**
 * Reads the live catalogue: `read` runs in one transaction with the meta row naming the table, so
 * it sees the complete copy that was live when it started, never one being emptied for the next
 * download (that is only ever the other table, and a swap in between makes it ask again).
 */
export async function readCatalogue<T>(
  db: OfflineDb,
  read: (products: ProductTable) => Promise<T>,
  mode: 'r' | 'rw' = 'r',
): Promise<T> {
  for (;;) {
    const name = await liveTableName(db);
    const table = tableOf(db, name);
    const answer = await db.transaction(mode, db.meta, table, async () =>
      (await liveTableName(db)) === name ? { value: await read(table) } : null,
    );
    if (answer) return answer.value;
  }
}

/** Where a download writes its pages, and how it ends. */
export interface CatalogueCopy {
  table: ProductTable;
  /** The live table itself (a till holding no products yet): nothing to swap or empty at the end. */
  inPlace: boolean;
}

/**
 * Starts a download: into the live table when it holds nothing yet (the till's first download, or
 * one after the catalogue was emptied), else into the other table, emptied first. Only the spare
 * table is written, so the counter's reads of the live one never wait for it. The caller holds the
 * download lock (catalogue.worker.ts): nothing swaps the copies meanwhile.
 */
export async function beginCopy(db: OfflineDb): Promise<CatalogueCopy> {
  const live = await readCatalogue(db, async (products) => ({
    table: products,
    empty: (await products.count()) === 0,
  }));
  if (live.empty) return { table: live.table, inPlace: true };
  const next = tableOf(db, otherTable(live.table.name as ProductTableName));
  await next.clear();
  return { table: next, inPlace: false };
}

/**
 * Ends a download: the copy it wrote becomes the live table in one transaction with `meta` (the
 * stamp for the next delta and the time of the sync). The old copy is emptied by `dropOldCopy`.
 */
export async function finishCopy(
  db: OfflineDb,
  copy: CatalogueCopy,
  meta: { name: string; value: unknown }[],
  drop: string[],
): Promise<void> {
  const name = copy.table.name as ProductTableName;
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ name: CATALOGUE_TABLE, value: name });
    await db.meta.bulkPut(meta);
    if (drop.length > 0) await db.meta.bulkDelete(drop);
  });
}

/**
 * Empties the copy a swap left behind (nothing, after a download in place), in a transaction of
 * its own that waits for any read of it still running; reads after the swap go to the new copy.
 */
export async function dropOldCopy(db: OfflineDb, copy: CatalogueCopy): Promise<void> {
  if (!copy.inPlace) await tableOf(db, otherTable(copy.table.name as ProductTableName)).clear();
}
