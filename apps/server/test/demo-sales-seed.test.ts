import { journalLines, orders, users } from '@tillwise/db';
import { D, type OrderWire } from '@tillwise/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { companyFiguresOf } from './support/books.js';
import { type Demo, loadDemo } from './support/demo.js';
import { asUser } from './support/http.js';

let t: TestApp;
let demo: Demo;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
  demo = await loadDemo(t);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('the demo sales', () => {
  it('fill the last days at both tills, with a card sale, a credit sale and a return', async () => {
    for (const [role, company] of [
      ['cashier', demo.co],
      ['storecashier', demo.cs],
    ] as const) {
      // Every page: on PostgreSQL other test files sell at the demo's tills too.
      const call = asUser(t.app, demo.tokens[role]);
      const all: OrderWire[] = [];
      for (let page = 1; ; page++) {
        const res = await call({
          method: 'GET',
          url: `/api/order/?seller__company=${company.id}&page=${page}`,
        });
        all.push(...res.json().results);
        if (!res.json().next) break;
      }
      expect(all.length, company.companyName).toBeGreaterThanOrEqual(11);
      expect(all.some((o) => o.status === 'RETURNED')).toBe(true);
      expect(all.some((o) => o.deduct_balance)).toBe(true);
      expect(all.some((o) => o.payment_service === 'EASY_PAISA')).toBe(true);
      const days = new Set(all.map((o) => o.created.slice(0, 10)));
      expect(days.size).toBeGreaterThanOrEqual(3);
    }
  });

  it('leave the books balanced and the credit customer owing what she bought on account', async () => {
    const [sums] = await t.db
      .select({ debit: sql<string>`coalesce(sum(debit), 0)`, credit: sql<string>`coalesce(sum(credit), 0)` })
      .from(journalLines);
    expect(new D(sums?.debit ?? 0).equals(sums?.credit ?? 0)).toBe(true);
    const [zainab] = await t.db.select().from(users).where(eq(users.username, '03111234567'));
    expect(new D(zainab?.credit ?? 0).isNegative()).toBe(true);
    const co = await companyFiguresOf(t.db, demo.co.id);
    expect(new D(co?.balance ?? 0).isPositive()).toBe(true);
    const made = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, demo.co.id));
    expect(made.length).toBeGreaterThan(0);
  });
});
