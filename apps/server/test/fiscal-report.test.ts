import { fiscalOutbox } from '@tillwise/db';
import { type FiscalReportWire, localDay } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type FbrStandIn, startFbrStandIn } from './support/fbr-stand-in.js';
import { outboxOf, reportingShop, runWorker } from './support/fiscal.js';

/*
 * Daily counts of the fiscal outbox (docs/domain/fiscal.md, "Daily counts"): `GET report/fiscal/`
 * counts a company's documents per day by state, with the mean seconds from reaching the server to
 * reported, within the caller's reach. The worker runs at chosen instants, so the time to report is known.
 */

let t: TestApp;
let fbr: FbrStandIn;

beforeAll(async () => {
  t = await buildTestApp();
  fbr = await startFbrStandIn({ now: () => new Date('2026-11-27T14:05:09Z') });
  await t.db.update(fiscalOutbox).set({ status: 'REFUSED' }).where(eq(fiscalOutbox.status, 'PENDING'));
});
afterAll(async () => {
  await fbr.close();
  await t.close();
  await closeDatabase();
});

describe('GET report/fiscal/', () => {
  it('counts each day’s documents by state, with the mean time to report', async () => {
    const { sold, owner, shop, store } = await reportingShop(t, fbr);
    const day = localDay();
    const url = `/api/report/fiscal/?company=${store}&start_date=${day}&end_date=${day}`;
    const empty = await owner({ method: 'GET', url });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<FiscalReportWire>()).toEqual({
      start_date: day,
      end_date: day,
      days: [],
      total: { date: `${day} – ${day}`, reported: 0, pending: 0, refused: 0, average_seconds: null },
    });
    // Two reported 90 s and 30 s after they reached the server (the worker's clock set so).
    const first = await sold();
    await runWorker(t, 90_000);
    const second = await sold();
    await runWorker(t, 30_000);
    const late = [await outboxOf(t.db, first.id), await outboxOf(t.db, second.id)];
    expect(late.map((r) => r?.status)).toEqual(['SENT', 'SENT']);
    const seconds = late.map((r) => ((r?.sentAt?.getTime() ?? 0) - (r?.created.getTime() ?? 0)) / 1000);
    // One refused, one waiting.
    await sold();
    fbr.failNext({ kind: 'refuse-field', field: 'PCTCode', message: 'PCT code not found.' });
    await runWorker(t);
    fbr.failNext({ kind: 'error-500' });
    await sold();
    await runWorker(t);
    const res = await owner({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<FiscalReportWire>();
    const mean = ((seconds[0] ?? 0) + (seconds[1] ?? 0)) / 2;
    expect(report.days).toEqual([
      { date: day, reported: 2, pending: 1, refused: 1, average_seconds: expect.any(String) },
    ]);
    expect(Math.abs(Number(report.days[0]?.average_seconds) - mean)).toBeLessThanOrEqual(0.05);
    expect(Number(report.days[0]?.average_seconds)).toBeGreaterThanOrEqual(60);
    expect(report.total).toMatchObject({ reported: 2, pending: 1, refused: 1 });
    // Every company in reach (no company named) includes this one's; a day before holds none of them.
    const all = await owner({ method: 'GET', url: `/api/report/fiscal/?start_date=${day}&end_date=${day}` });
    expect(all.json<FiscalReportWire>().total.reported).toBeGreaterThanOrEqual(2);
    const before = await owner({
      method: 'GET',
      url: `/api/report/fiscal/?company=${store}&start_date=2020-01-01&end_date=2020-01-31`,
    });
    expect(before.json<FiscalReportWire>().days).toEqual([]);
    // The store's admin reads it; its cashier may not; another group's owner may not name it.
    expect((await shop.admin({ method: 'GET', url })).statusCode).toBe(200);
    expect((await shop.cashier({ method: 'GET', url })).statusCode).toBe(403);
    const stranger = await reportingShop(t, fbr);
    expect((await stranger.owner({ method: 'GET', url })).statusCode).toBe(403);
    expect(
      (await owner({ method: 'GET', url: `/api/report/fiscal/?company=${store}&start_date=2024-13-01` }))
        .statusCode,
    ).toBe(400);
    // Leave nothing due for the other files sharing the database.
    await runWorker(t, 3_600_000);
  });
});
