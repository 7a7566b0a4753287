import { randomUUID } from 'node:crypto';
import { checkBooks, users } from '@tillwise/db';
import { D } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop, saleBody } from './support/orders.js';

/*
 * Many tills selling on credit to one customer at once (docs/domain/credit.md, "The limit at the
 * sale"): the limit is checked on the customer's own row, locked in the sale's transaction, so no
 * two sales pass it together. On PostgreSQL (DATABASE_URL) the requests run in parallel on their
 * own connections; on PGlite they queue, and the same must hold. The two-process case is in
 * two-processes.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('50 concurrent credit sales against one limit', () => {
  it.each([1, 2])('sell exactly what the limit allows, none beyond it (round %i)', async () => {
    const shop = await makeShop(t.app, t.db, '100');
    // A limit of 1,050: ten sales of 100 fit, the eleventh would pass it.
    await t.db.update(users).set({ creditLimit: '1050' }).where(eq(users.id, shop.regular.id));
    const body = saleBody(
      shop.cashier.userId,
      shop.regular.id,
      [{ batch: shop.batch, price: '100', quantity: '1' }],
      {
        deduct_balance: true,
        amount_received: '0',
      },
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        shop.cashier({
          method: 'POST',
          url: '/api/order/',
          payload: body,
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    );
    const sold = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(Object.keys(r.json())).toEqual(['credit']);
    const [row] = await t.db
      .select({ credit: users.credit })
      .from(users)
      .where(eq(users.id, shop.regular.id));
    const owed = new D(row?.credit ?? 0).negated();
    expect(owed.toFixed(4)).toBe('1000.0000');
    expect(owed.lte(1050)).toBe(true);
    expect(await checkBooks(t.db, [shop.group.store.id])).toEqual([]);
  });
});
