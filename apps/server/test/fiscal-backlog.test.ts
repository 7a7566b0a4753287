import { fiscalAlerts, fiscalOutbox, notifications, openDb } from '@tillwise/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backlogMessage, FISCAL_OVERDUE_MS, notifyFiscalBacklog } from '../src/modules/fiscal/backlog.js';
import { fiscalPass, fiscalWorkerOptions } from '../src/modules/fiscal/worker.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { callerFor } from './support/catalog.js';
import { type FbrStandIn, startFbrStandIn } from './support/fbr-stand-in.js';
import { outboxOf, reportingShop, runWorker } from './support/fiscal.js';

/*
 * The backlog notice (docs/domain/fiscal.md, "The backlog notice"): a document left unreported
 * longer than an hour, or refused, tells the company's managers and the head office's once, with
 * how many and the oldest; not again for the same backlog, and again after it cleared. Time is
 * frozen: each pass runs at a chosen instant, later than the sales by as much as the test wants.
 */

let t: TestApp;
let fbr: FbrStandIn;

beforeAll(async () => {
  t = await buildTestApp();
  fbr = await startFbrStandIn({ now: () => new Date('2026-11-27T14:05:09Z') });
  // A database kept between runs (PostgreSQL) may hold rows of an earlier run, addressed to a stand-in gone since.
  await t.db.update(fiscalOutbox).set({ status: 'REFUSED' }).where(eq(fiscalOutbox.status, 'PENDING'));
});
afterAll(async () => {
  await fbr.close();
  await t.close();
  await closeDatabase();
});

const MINUTE = 60_000;

/** The worker's pass (sends, then the notice) as the server runs it, `later` ms from now. */
const pass = (later: number) =>
  fiscalPass({
    ...fiscalWorkerOptions(t.db, t.config.fiscalKey, t.app.log),
    now: () => new Date(Date.now() + later),
    timeoutMs: 5000,
  });

const noticesOf = (receivers: number[]) =>
  t.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.receiverId, receivers), eq(notifications.notifType, 'FISCAL')))
    .orderBy(notifications.id);

describe('the backlog notice', () => {
  it('tells the managers once when a document waits over an hour, and again after the backlog cleared', async () => {
    const { sold, shop, owner, store } = await reportingShop(t, fbr);
    const headAdmin = await callerFor(t.app, t.db, 'ADMIN', shop.group.parent.id);
    const otherStoreAdmin = await callerFor(t.app, t.db, 'ADMIN', shop.group.outlet.id);
    const managers = [shop.admin.userId, owner.userId, headAdmin.userId];
    const everyone = [...managers, shop.cashier.userId, otherStoreAdmin.userId];
    fbr.failAlways({ kind: 'error-500' });
    try {
      const first = await sold();
      const second = await sold('2');
      // Just sold, the authority failing: retried, nobody told yet.
      await pass(0);
      expect((await outboxOf(t.db, first.id))?.status).toBe('PENDING');
      expect(await noticesOf(everyone)).toEqual([]);
      // 59 minutes on: still within the hour.
      await pass(59 * MINUTE);
      expect(await noticesOf(everyone)).toEqual([]);
      // Past the hour: one notice to each manager of the store and of the head office, naming both and the oldest.
      await pass(FISCAL_OVERDUE_MS + MINUTE);
      const told = await noticesOf(everyone);
      expect(told.map((n) => n.receiverId).sort()).toEqual([...managers].sort());
      const message = told[0]?.message ?? '';
      expect(message).toContain('2 documents not reported to the tax authority (2 waiting over an hour)');
      expect(message).toContain(`the oldest, invoice ${first.invoice_id}, since `);
      expect(told.every((n) => n.message === message && n.link === `/fiscal?company=${store}`)).toBe(true);
      // The same backlog, later, and a third document joining it: not told again.
      await sold();
      await pass(FISCAL_OVERDUE_MS + 5 * MINUTE);
      await pass(3 * FISCAL_OVERDUE_MS);
      expect(await noticesOf(everyone)).toHaveLength(managers.length);
      // The authority back: everything goes, the backlog clears, and its alert with it.
      fbr.heal();
      await pass(10 * FISCAL_OVERDUE_MS);
      expect((await outboxOf(t.db, second.id))?.status).toBe('SENT');
      expect(await t.db.select().from(fiscalAlerts).where(eq(fiscalAlerts.companyId, store))).toEqual([]);
      // A new backlog after it cleared is told again.
      fbr.failAlways({ kind: 'drop-before' });
      await sold();
      await pass(0);
      await pass(FISCAL_OVERDUE_MS + MINUTE);
      const again = await noticesOf(everyone);
      expect(again).toHaveLength(2 * managers.length);
      expect(again.at(-1)?.message).toContain(
        '1 document not reported to the tax authority (1 waiting over an hour)',
      );
    } finally {
      fbr.heal();
      await pass(20 * FISCAL_OVERDUE_MS);
    }
  });

  it('tells at once of a refusal, and not again until it is resent and reported', async () => {
    const { sold, shop, owner, store } = await reportingShop(t, fbr);
    const managers = [shop.admin.userId, owner.userId];
    const order = await sold();
    fbr.failNext({ kind: 'refuse-field', field: 'PCTCode', message: 'PCT code not found.' });
    await pass(0);
    const refused = await outboxOf(t.db, order.id);
    expect(refused?.status).toBe('REFUSED');
    const told = await noticesOf(managers);
    expect(told).toHaveLength(managers.length);
    expect(told[0]?.message).toContain('1 document not reported to the tax authority (1 refused)');
    await pass(0);
    await pass(2 * FISCAL_OVERDUE_MS);
    expect(await noticesOf(managers)).toHaveLength(managers.length);
    // Resent and reported: cleared.
    const resend = await owner({ method: 'POST', url: `/api/fiscal/${refused?.id}/resend/` });
    expect(resend.statusCode, resend.body).toBe(200);
    await pass(0);
    expect((await outboxOf(t.db, order.id))?.status).toBe('SENT');
    expect(await t.db.select().from(fiscalAlerts).where(eq(fiscalAlerts.companyId, store))).toEqual([]);
    expect(await noticesOf(managers)).toHaveLength(managers.length);
    // The notice reaches the manager through the notifications API, linked to the Fiscal screen.
    const listed = await shop.admin({ method: 'GET', url: '/api/notification/' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ results: { notif_type: string; link: string }[] }>().results).toContainEqual(
      expect.objectContaining({ notif_type: 'FISCAL', link: `/fiscal?company=${store}` }),
    );
  });

  it('tells once when two server processes look at the same time', async () => {
    const { sold, shop, owner } = await reportingShop(t, fbr);
    const managers = [shop.admin.userId, owner.userId];
    await sold();
    fbr.failNext({ kind: 'refuse-field', field: 'PCTCode', message: 'PCT code not found.' });
    await runWorker(t);
    // On PostgreSQL a second pool stands for a second server process; the embedded engine has one connection.
    const other = process.env.DATABASE_URL
      ? await openDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 2 })
      : undefined;
    try {
      const second = other?.db ?? t.db;
      await Promise.all([
        notifyFiscalBacklog(t.db),
        notifyFiscalBacklog(second),
        notifyFiscalBacklog(t.db),
        notifyFiscalBacklog(second),
      ]);
      expect(await noticesOf(managers)).toHaveLength(managers.length);
    } finally {
      await other?.close();
    }
  });

  it('writes the count, the kinds and the oldest in plain words', () => {
    expect(
      backlogMessage({
        company: 1,
        name: 'City Outlet',
        parent: null,
        overdue: 1,
        refused: 2,
        oldestInvoice: '3-000012',
        oldestSince: new Date('2026-11-27T09:05:00Z'),
      }),
    ).toMatch(
      /^City Outlet: 3 documents not reported to the tax authority \(1 waiting over an hour, 2 refused\); the oldest, invoice 3-000012, since 2026-11-27 \d\d:05\.$/,
    );
  });
});
