import type { OrderWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MaintenanceState, maintainIfGrown } from '../src/lib/maintenance.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, saleBody } from './support/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const statsOf = async (table: string) => {
  const result = await t.db.execute(sql`
    SELECT c.reltuples::float8 AS tuples, s.last_vacuum IS NOT NULL AS vacuumed, s.last_analyze IS NOT NULL AS analysed
    FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid
    WHERE c.relname = ${table} AND c.relnamespace = 'public'::regnamespace`);
  return (result as unknown as { rows: { tuples: number; vacuumed: boolean; analysed: boolean }[] }).rows[0];
};

describe('vacuuming and analysing the embedded engine as the books grow', () => {
  it('waits until the journal has grown enough, then vacuums and analyses every table, one at a time', async () => {
    const shop = await makeShop(t.app, t.db, '10');
    const sold = await shop.cashier({
      method: 'POST',
      url: '/api/order/',
      payload: saleBody(shop.cashier.userId, shop.walkIn.id, [
        { batch: shop.batch, price: '100', quantity: '1' },
      ]),
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json<OrderWire>().id).toBeGreaterThan(0);

    const state: MaintenanceState = { journalAt: 0 };
    // Far less written than the least growth asked for: nothing is done.
    expect(await maintainIfGrown(t.db, state, 1_000_000)).toEqual([]);
    expect(state.journalAt).toBe(0);

    const done = await maintainIfGrown(t.db, state, 1);
    expect(done).toEqual(expect.arrayContaining(['orders', 'journal_lines', 'balance_deltas', 'inventory']));
    expect(state.journalAt).toBeGreaterThan(0);
    // The planner now knows how big the tables are (reltuples is -1 until a table is analysed).
    const orders = await statsOf('orders');
    expect(orders?.tuples).toBeGreaterThanOrEqual(1);
    expect(orders?.analysed).toBe(true);
    expect((await statsOf('balance_deltas'))?.vacuumed).toBe(true);

    // Nothing written since: the next check does nothing.
    expect(await maintainIfGrown(t.db, state, 1)).toEqual([]);
  });

  it('ends a pass early when the server stops, and tries again next time', async () => {
    const state: MaintenanceState = { journalAt: 0 };
    let asked = 0;
    const done = await maintainIfGrown(t.db, state, 1, () => ++asked > 2);
    expect(done).toHaveLength(2);
    expect(state.journalAt).toBe(0);
  });
});
