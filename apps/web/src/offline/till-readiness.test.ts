import 'fake-indexeddb/auto';
import type { OrderCreateBody } from '@tillwise/domain';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDb, writeMeta } from './offline-db';
import { enqueueSale, settleSale } from './outbox';
import { tillCanSellOffline, tillReadiness } from './till-readiness';

const db = new OfflineDb('till-readiness-test');
afterEach(() => db.delete());

describe("the till's readiness to sell offline", () => {
  it('is ready with a catalogue and invoice numbers, and knows when a sale last reached the server', async () => {
    expect(await tillReadiness(db)).toMatchObject({
      ready: false,
      products: 0,
      numbers: 0,
      lastSentAt: null,
    });
    await db.products.put({
      id: 1,
      name: 'Salt',
      bar_code: '1',
      nameLower: 'salt',
      generation: 1,
      category: null,
      row: [] as never,
    });
    await writeMeta(db, 'invoice-blocks', [{ prefix: 'INV', company: 2, first: 1, last: 200, next: 11 }]);
    expect(await tillReadiness(db)).toMatchObject({ ready: true, products: 1, numbers: 190 });

    const row = await enqueueSale(
      db,
      {
        key: 'k1',
        path: 'order/',
        body: { invoice_id: 'INV_2_10' } as OrderCreateBody,
        tillId: null,
        sellerName: 'Hina Iqbal',
        receipt: null,
      },
      'live',
    );
    await settleSale(db, row.seq as number, { kind: 'sent', orderId: 23, order: null }, 1_790_000_000_000);
    expect((await tillReadiness(db)).lastSentAt).toBe(1_790_000_000_000);
  });

  it('tells the header when the till can sell offline, as a live query sees the catalogue and the block arrive', async () => {
    // A database of its own: the one above is deleted after its test.
    const db = new OfflineDb('till-readiness-live-test');
    let last: boolean | undefined;
    const waiters: { value: boolean; resolve: () => void }[] = [];
    const subscription = liveQuery(() => tillCanSellOffline(db)).subscribe({
      next: (value) => {
        last = value;
        for (const w of waiters.filter((w) => w.value === value)) w.resolve();
      },
    });
    // Resolves once the live query has answered `value`.
    const answers = (value: boolean) =>
      last === value ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ value, resolve }));
    await answers(false);
    await db.products.bulkPut(
      [1, 2, 3].map((id) => ({
        id,
        name: `Salt ${id}`,
        bar_code: String(id),
        nameLower: `salt ${id}`,
        generation: 1,
        category: null,
        row: [] as never,
      })),
    );
    // Products but no invoice numbers yet.
    expect(await tillCanSellOffline(db)).toBe(false);
    await writeMeta(db, 'invoice-blocks', [{ prefix: 'INV', company: 2, first: 1, last: 200, next: 1 }]);
    await answers(true);
    await writeMeta(db, 'invoice-blocks', [{ prefix: 'INV', company: 2, first: 1, last: 200, next: 201 }]);
    await answers(false);
    await writeMeta(db, 'invoice-blocks', [{ prefix: 'INV', company: 2, first: 1, last: 200, next: 7 }]);
    await db.products.clear();
    await answers(false);
    await db.products.put({
      id: 9,
      name: 'Sugar',
      bar_code: '9',
      nameLower: 'sugar',
      generation: 2,
      category: null,
      row: [] as never,
    });
    await answers(true);
    subscription.unsubscribe();
    await db.delete();
  });
});
