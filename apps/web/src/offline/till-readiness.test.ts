import 'fake-indexeddb/auto';
import type { OrderCreateBody } from '@tillwise/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDb, writeMeta } from './offline-db';
import { enqueueSale, settleSale } from './outbox';
import { tillReadiness } from './till-readiness';

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
});
