import { fiscalOutbox } from '@tillwise/db';
import type { OrderWire } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type FbrStandIn, startFbrStandIn } from './support/fbr-stand-in.js';
import { reportingShop } from './support/fiscal.js';

/*
 * A sale that waits in the fiscal outbox nudges the server's worker, which sends it at once rather
 * than at its next round (docs/domain/fiscal.md, "The outbox and the worker"): here the round is an
 * hour away, so only the nudge can report the sale while the test looks.
 */

let t: TestApp;
let fbr: FbrStandIn;

beforeAll(async () => {
  t = await buildTestApp({ FISCAL_SEND_MS: '3600000' });
  fbr = await startFbrStandIn({});
  // A database kept between files (PostgreSQL) may hold rows addressed to a stand-in gone since.
  await t.db.update(fiscalOutbox).set({ status: 'REFUSED' }).where(eq(fiscalOutbox.status, 'PENDING'));
});
afterAll(async () => {
  await fbr.close();
  await t.close();
  await closeDatabase();
});

describe('the fiscal worker nudged by a sale', () => {
  it('reports a counter sale as soon as it is written, without waiting for its round', async () => {
    const { sold, shop } = await reportingShop(t, fbr);
    const order = await sold('1');
    expect(order.fiscal_status).toBe('PENDING');
    // `order/<id>/` answers the contract's one-order envelope.
    const read = async () =>
      (await shop.cashier({ method: 'GET', url: `/api/order/${order.id}/` })).json<{ results: OrderWire[] }>()
        .results[0];
    await expect
      .poll(async () => (await read())?.fiscal_status, { timeout: 20_000, interval: 50 })
      .toBe('SENT');
    const shown = await read();
    const recorded = [...fbr.invoices.values()].find((i) => i.usin === shown?.invoice_id);
    expect(shown?.fiscal_number).toBe(recorded?.fiscalNumber);
    expect(fbr.stats.duplicates).toBe(0);
  });

  it('reports a sale while another lane waits on a request that hangs', async () => {
    const { sold, shop } = await reportingShop(t, fbr);
    const statusOf = async (id: number) =>
      (await shop.cashier({ method: 'GET', url: `/api/order/${id}/` })).json<{ results: OrderWire[] }>()
        .results[0]?.fiscal_status;
    // The first sale's request gets no answer (until the stand-in closes, after the test).
    fbr.failNext({ kind: 'hang' });
    const hanging = fbr.stats.hanging;
    const first = await sold('1');
    await expect.poll(() => fbr.stats.hanging, { timeout: 20_000, interval: 50 }).toBe(hanging + 1);
    // One lane waits on it for the 30 s time-out; the next sale's nudge wakes another lane.
    const second = await sold('1');
    await expect.poll(() => statusOf(second.id), { timeout: 20_000, interval: 50 }).toBe('SENT');
    expect(await statusOf(first.id)).toBe('PENDING');
  });
});
