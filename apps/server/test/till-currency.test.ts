import { CURRENCY_MSG, type TillSettingsWire } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeShop } from './support/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe("the receipts' currency, a company setting", () => {
  it('is PKR until a manager sets another; the tills read it; a wrong code is refused by field', async () => {
    const shop = await makeShop(t.app, t.db);
    const read = async () =>
      (await shop.cashier({ method: 'GET', url: '/api/till-settings/' })).json<TillSettingsWire>();
    expect((await read()).currency).toBe('PKR');

    const set = (payload: Record<string, unknown>) =>
      shop.admin({ method: 'PUT', url: '/api/till-settings/', payload });
    const saved = await set({ over_short_tolerance: '50', expiry_window_days: 30, currency: 'AED' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TillSettingsWire>().currency).toBe('AED');
    expect((await read()).currency).toBe('AED');

    // The original body (no currency) keeps the currency as it is.
    expect((await set({ over_short_tolerance: '40', expiry_window_days: 30 })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ currency: 'AED', over_short_tolerance: '40.0000' });

    const wrong = await set({ over_short_tolerance: '50', expiry_window_days: 30, currency: 'rupees' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ currency: [CURRENCY_MSG] });
    // The cashier reads it, never sets it.
    const cashier = await shop.cashier({
      method: 'PUT',
      url: '/api/till-settings/',
      payload: { over_short_tolerance: '50', expiry_window_days: 30, currency: 'USD' },
    });
    expect(cashier.statusCode).toBe(403);
    expect((await read()).currency).toBe('AED');
  });
});
