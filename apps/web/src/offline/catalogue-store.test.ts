import 'fake-indexeddb/auto';
import type { CatalogueDelta, CompactProduct } from '@tillwise/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyCatalogueDelta, CATALOGUE_STAMP, entryOf, localProductOf } from './catalogue-delta';
import { CatalogueIndex } from './catalogue-index';
import { beginCopy, dropOldCopy, finishCopy, liveTableName, readCatalogue } from './catalogue-store';
import { OfflineDb, productOf, readMeta } from './offline-db';

const row = (id: number, salePrice = '100.0000'): CompactProduct => [
  id,
  `Product ${id}`,
  `89${id}`,
  false,
  [
    [
      id * 10,
      'White',
      '1L',
      '80.0000',
      salePrice,
      '5.0000',
      [[id * 100, 5, '2099-12-31', '2026-01-01T00:00:00.000Z']],
    ],
  ],
];

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A whole download as the catalogue worker writes it: a copy, its pages, then the swap. */
async function download(db: OfflineDb, products: number[], price: string, stamp: string, generation: number) {
  const copy = await beginCopy(db);
  for (let at = 0; at < products.length; at += 50) {
    await copy.table.bulkPut(
      products.slice(at, at + 50).map((id) => localProductOf(row(id, price), generation)),
    );
  }
  await finishCopy(
    db,
    copy,
    [
      { name: CATALOGUE_STAMP, value: stamp },
      { name: 'catalogue-synced-at', value: generation },
    ],
    [],
  );
  await dropOldCopy(db, copy);
  return copy;
}

const liveIds = (db: OfflineDb) =>
  readCatalogue(db, async (products) => (await products.toArray()).map((p) => p.id));

let db: OfflineDb;
beforeEach(() => {
  db = new OfflineDb(`catalogue-store-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe("the till's two copies of the catalogue", () => {
  it('writes the first download straight into the empty live table', async () => {
    const copy = await download(db, ids(1, 120), '100.0000', 'first', 1);
    expect(copy.inPlace).toBe(true);
    expect(await liveTableName(db)).toBe('products');
    expect(await db.products.count()).toBe(120);
    expect(await db.products2.count()).toBe(0);
    expect(await readMeta(db, CATALOGUE_STAMP)).toBe('first');
  });

  it('a refresh over a full catalogue leaves exactly the new rows, in the other table, the old one emptied', async () => {
    await download(db, ids(1, 120), '100.0000', 'first', 1);
    // Head office changed every price, removed products 1-10 and added 121-130.
    const copy = await download(db, ids(11, 130), '125.0000', 'second', 2);
    expect(copy.inPlace).toBe(false);
    expect(await liveTableName(db)).toBe('products2');
    expect(await liveIds(db)).toEqual(ids(11, 130));
    const rows = await readCatalogue(db, (products) => products.toArray());
    expect(rows.every((p) => p.generation === 2)).toBe(true);
    expect(productOf(rows[0] as never).product_variant[0]?.sale_price).toBe('125.0000');
    expect(await db.products.count()).toBe(0);
    expect(await readMeta(db, CATALOGUE_STAMP)).toBe('second');

    // And the next one swaps back.
    await download(db, ids(1, 5), '90.0000', 'third', 3);
    expect(await liveTableName(db)).toBe('products');
    expect(await liveIds(db)).toEqual(ids(1, 5));
    expect(await db.products2.count()).toBe(0);
  });

  it('a lookup during the refresh answers from the complete old copy, and after it from the complete new one', async () => {
    await download(db, ids(1, 120), '100.0000', 'first', 1);
    const copy = await beginCopy(db);
    await copy.table.bulkPut(ids(1, 60).map((id) => localProductOf(row(id, '125.0000'), 2)));
    // Half the new copy written: the counter still reads every product at its old price.
    expect(await liveIds(db)).toEqual(ids(1, 120));
    const during = await readCatalogue(db, (products) => products.bulkGet([1, 100]));
    expect(during.map((p) => p?.generation)).toEqual([1, 1]);

    await copy.table.bulkPut(ids(61, 120).map((id) => localProductOf(row(id, '125.0000'), 2)));
    // Reads started around the swap: each sees one whole copy, never an emptied or half one.
    const reads = Array.from({ length: 20 }, () =>
      readCatalogue(db, async (products) => {
        const all = await products.toArray();
        return { count: all.length, generations: [...new Set(all.map((p) => p.generation))] };
      }),
    );
    const swap = finishCopy(db, copy, [{ name: CATALOGUE_STAMP, value: 'second' }], []);
    reads.push(
      ...Array.from({ length: 20 }, () =>
        readCatalogue(db, async (products) => {
          const all = await products.toArray();
          return { count: all.length, generations: [...new Set(all.map((p) => p.generation))] };
        }),
      ),
    );
    await swap;
    reads.push(
      ...Array.from({ length: 10 }, () =>
        readCatalogue(db, async (products) => {
          const all = await products.toArray();
          return { count: all.length, generations: [...new Set(all.map((p) => p.generation))] };
        }),
      ),
    );
    await dropOldCopy(db, copy);
    for (const read of await Promise.all(reads)) {
      expect(read.count).toBe(120);
      expect(read.generations.length).toBe(1);
    }
    const after = await readCatalogue(db, (products) => products.bulkGet([1, 100]));
    expect(after.map((p) => p?.generation)).toEqual([2, 2]);
  });

  it('a refresh that fails half way leaves the live copy as it was, and the next one starts clean', async () => {
    await download(db, ids(1, 120), '100.0000', 'first', 1);
    const broken = await beginCopy(db);
    await broken.table.bulkPut(ids(500, 520).map((id) => localProductOf(row(id), 2)));
    // The network went: no swap.
    expect(await liveIds(db)).toEqual(ids(1, 120));
    expect(await readMeta(db, CATALOGUE_STAMP)).toBe('first');
    await download(db, ids(1, 30), '100.0000', 'second', 3);
    expect(await liveIds(db)).toEqual(ids(1, 30));
  });

  it('applies a delta to the live copy after a swap', async () => {
    await download(db, ids(1, 3), '100.0000', 'first', 1);
    await download(db, ids(1, 3), '100.0000', 'second', 2);
    expect(await liveTableName(db)).toBe('products2');
    const rows = ids(1, 3).map((id) => localProductOf(row(id), 2));
    const index = new CatalogueIndex(rows.map(entryOf));
    const delta: CatalogueDelta = {
      stale: false,
      stamp: 'third',
      count: 3,
      results: [row(2, '130.0000')],
      removed: [3],
    };
    // The till then holds 2 where the server counts 3: the stamp is dropped, as before.
    const applied = await applyCatalogueDelta(db, index, delta, 4);
    expect(applied.consistent).toBe(false);
    expect(await liveIds(db)).toEqual([1, 2]);
    const two = await readCatalogue(db, (products) => products.get(2));
    expect(productOf(two as never).product_variant[0]?.sale_price).toBe('130.0000');
    expect(await db.products.count()).toBe(0);
  });
});
