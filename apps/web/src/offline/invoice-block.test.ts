import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addInvoiceBlock,
  blocksOf,
  numbersLeft,
  peekInvoiceId,
  takeInvoiceId,
  tillIdOf,
} from './invoice-block';
import { OfflineDb } from './offline-db';

let db: OfflineDb;
let n = 0;
beforeEach(() => {
  db = new OfflineDb(`block-test-${n++}`);
});
afterEach(async () => {
  await db.delete();
});

describe("the till's invoice blocks", () => {
  it('hands out the numbers of its blocks in turn, then none', async () => {
    await addInvoiceBlock(db, { prefix: 'INV', company: 7, first: 201, last: 202 });
    await addInvoiceBlock(db, { prefix: 'INV', company: 7, first: 401, last: 401 });
    expect(peekInvoiceId(await blocksOf(db), 7)).toBe('INV_7_201');
    expect(numbersLeft(await blocksOf(db), 7)).toBe(3);
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await db.transaction('rw', db.meta, () => takeInvoiceId(db, 7)));
    expect(taken).toEqual(['INV_7_201', 'INV_7_202', 'INV_7_401', null]);
    expect(numbersLeft(await blocksOf(db), 7)).toBe(0);
  });

  it('never gives the same number twice, even to sales taken at once', async () => {
    await addInvoiceBlock(db, { prefix: 'INV', company: 7, first: 1, last: 100 });
    const taken = await Promise.all(
      Array.from({ length: 50 }, () => db.transaction('rw', db.meta, () => takeInvoiceId(db, 7))),
    );
    expect(new Set(taken).size).toBe(50);
  });

  it("drops another company's block and keeps one till id", async () => {
    await addInvoiceBlock(db, { prefix: 'INV', company: 3, first: 1, last: 10 });
    await addInvoiceBlock(db, { prefix: 'INV', company: 7, first: 11, last: 20 });
    expect((await blocksOf(db)).map((b) => b.company)).toEqual([7]);
    expect(await db.transaction('rw', db.meta, () => takeInvoiceId(db, 3))).toBeNull();
    const till = await tillIdOf(db);
    expect(await tillIdOf(db)).toBe(till);
  });
});
