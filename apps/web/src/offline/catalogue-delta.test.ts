import 'fake-indexeddb/auto';
import type { CatalogueDelta, CompactProduct } from '@tillwise/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyCatalogueDelta, CATALOGUE_STAMP, entryOf, localProductOf } from './catalogue-delta';
import { CatalogueIndex } from './catalogue-index';
import { OfflineDb, productOf, readMeta } from './offline-db';

const row = (
  id: number,
  name: string,
  barcode: string,
  salePrice = '100.0000',
  stock = 5,
): CompactProduct => [
  id,
  name,
  barcode,
  false,
  [
    [
      id * 10,
      'White',
      '1L',
      '80.0000',
      salePrice,
      `${stock}.0000`,
      [[id * 100, stock, '2099-12-31', '2026-01-01T00:00:00.000Z']],
    ],
  ],
];

const delta = (over: Partial<CatalogueDelta>): CatalogueDelta => ({
  stale: false,
  stamp: '2026-11-25T10:00:00.000000Z',
  count: 3,
  results: [],
  removed: [],
  ...over,
});

let db: OfflineDb;
let index: CatalogueIndex;

beforeEach(async () => {
  db = new OfflineDb(`catalogue-delta-${Math.random()}`);
  const rows = [row(1, 'Milk 1L', '111'), row(2, 'Bread', '222'), row(3, 'Butter', '333')];
  await db.products.bulkPut(rows.map((r) => localProductOf(r, 1)));
  index = new CatalogueIndex(rows.map((r) => entryOf(localProductOf(r, 1))));
});
afterEach(async () => {
  await db.delete();
});

describe('applying a catalogue delta to the till', () => {
  it('puts the changed rows, so the counter reads the new price and stock, and keeps the stamp', async () => {
    const applied = await applyCatalogueDelta(
      db,
      index,
      delta({ results: [row(1, 'Milk 1L', '111', '125.5000', 4)] }),
      2,
    );
    expect(applied.consistent).toBe(true);
    const milk = productOf((await db.products.get(1)) as never);
    expect(milk.product_variant[0]?.sale_price).toBe('125.5000');
    expect(milk.quantity).toBe('4.0000');
    // Stock and price only: names and barcodes as they were, the same index.
    expect(applied.index).toBe(index);
    expect(await readMeta(db, CATALOGUE_STAMP)).toBe('2026-11-25T10:00:00.000000Z');
  });

  it('adds a new product, renames one and removes one, in IndexedDB and the search index', async () => {
    const applied = await applyCatalogueDelta(
      db,
      index,
      delta({ results: [row(4, 'Oat milk', '444'), row(3, 'Salted butter', '333')], removed: [2] }),
      2,
    );
    expect(applied.consistent).toBe(true);
    expect((await db.products.toArray()).map((p) => p.id)).toEqual([1, 3, 4]);
    expect(applied.index.byName('milk').ids).toEqual([1, 4]);
    expect(applied.index.byName('salted').ids).toEqual([3]);
    expect(applied.index.byName('bread').ids).toEqual([]);
    expect(applied.index.byBarcode('444')).toEqual([4]);
    expect(applied.index.byBarcode('222')).toEqual([]);
    expect(applied.index.size).toBe(3);
  });

  it('drops the stamp when the till then holds another count than the server (a product deleted outright)', async () => {
    await applyCatalogueDelta(db, index, delta({ stamp: 'first' }), 2);
    expect(await readMeta(db, CATALOGUE_STAMP)).toBe('first');
    const applied = await applyCatalogueDelta(db, index, delta({ stamp: 'second', count: 2 }), 3);
    expect(applied.consistent).toBe(false);
    expect(await readMeta(db, CATALOGUE_STAMP)).toBeNull();
  });

  it('changes nothing with an empty delta', async () => {
    const applied = await applyCatalogueDelta(db, index, delta({}), 2);
    expect(applied).toEqual({ index, consistent: true });
    expect(await db.products.count()).toBe(3);
  });
});
