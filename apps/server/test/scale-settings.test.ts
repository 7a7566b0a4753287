import type { CompanyScaleSettingsWire, TillTaxWire } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { callerFor, makeGroup } from './support/catalog.js';

/*
 * A company's scale barcode layout (`GET/PUT company/<id>/scale/`, docs/domain/units.md "The scale
 * layout setting"): off with the usual layout until set, written field by field, refused when the
 * layout cannot be read, and carried to the till in its tax answer (`till/tax/` `scale_layout`).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('the scale layout setting', () => {
  it('is off with the usual layout until set, then the till carries what was set', async () => {
    const group = await makeGroup(t.db);
    const owner = await callerFor(t.app, t.db, 'SUPER_ADMIN', group.parent.id);
    const cashier = await callerFor(t.app, t.db, 'SALES_STAFF', group.store.id);
    const url = `/api/company/${group.store.id}/scale/`;

    const fresh = await owner({ method: 'GET', url });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json<CompanyScaleSettingsWire>()).toEqual({
      company: group.store.id,
      enabled: false,
      prefixes: ['20'],
      item_digits: 5,
      value: 'weight',
      decimals: 3,
    });
    const off = await cashier({ method: 'GET', url: '/api/till/tax/' });
    expect(off.json<TillTaxWire>().scale_layout).toBeNull();

    const put = await owner({
      method: 'PUT',
      url,
      payload: { enabled: true, prefixes: '21, 22', value: 'price', decimals: '2' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<CompanyScaleSettingsWire>()).toEqual({
      company: group.store.id,
      enabled: true,
      prefixes: ['21', '22'],
      item_digits: 5,
      value: 'price',
      decimals: 2,
    });
    // Fields left out keep their value.
    const again = await owner({ method: 'PUT', url, payload: { item_digits: 6 } });
    expect(again.json<CompanyScaleSettingsWire>()).toMatchObject({
      enabled: true,
      prefixes: ['21', '22'],
      item_digits: 6,
    });

    const till = await cashier({ method: 'GET', url: '/api/till/tax/' });
    expect(till.statusCode, till.body).toBe(200);
    expect(till.json<TillTaxWire>().scale_layout).toEqual({
      prefixes: ['21', '22'],
      item_digits: 6,
      value: 'price',
      decimals: 2,
    });

    await owner({ method: 'PUT', url, payload: { enabled: false } });
    const offAgain = await cashier({ method: 'GET', url: '/api/till/tax/' });
    expect(offAgain.json<TillTaxWire>().scale_layout).toBeNull();
    // Another company's till is not touched.
    const other = await callerFor(t.app, t.db, 'SALES_STAFF', group.outlet.id);
    expect(
      (await other({ method: 'GET', url: '/api/till/tax/' })).json<TillTaxWire>().scale_layout,
    ).toBeNull();
  });

  it('refuses a layout it cannot read, field by field', async () => {
    const group = await makeGroup(t.db);
    const owner = await callerFor(t.app, t.db, 'SUPER_ADMIN', group.parent.id);
    const url = `/api/company/${group.store.id}/scale/`;
    const cases: [Record<string, unknown>, string][] = [
      [{ prefixes: ['19'] }, 'prefixes'],
      [{ prefixes: [] }, 'prefixes'],
      [{ prefixes: 'ab' }, 'prefixes'],
      [{ item_digits: 3 }, 'item_digits'],
      [{ item_digits: 7 }, 'item_digits'],
      [{ item_digits: 4.5 }, 'item_digits'],
      [{ decimals: 4 }, 'decimals'],
      [{ decimals: -1 }, 'decimals'],
      [{ value: 'volume' }, 'value'],
      [{ enabled: 'maybe' }, 'enabled'],
    ];
    for (const [payload, field] of cases) {
      const res = await owner({ method: 'PUT', url, payload });
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(400);
      expect(Object.keys(res.json<Record<string, unknown>>()), JSON.stringify(payload)).toContain(field);
    }
    // Nothing was stored.
    expect((await owner({ method: 'GET', url })).json<CompanyScaleSettingsWire>().enabled).toBe(false);
  });

  it('lets the company’s own admin set it, and no cashier or other company', async () => {
    const group = await makeGroup(t.db);
    const url = `/api/company/${group.outlet.id}/scale/`;
    const own = await callerFor(t.app, t.db, 'ADMIN', group.outlet.id);
    const cashier = await callerFor(t.app, t.db, 'SALES_STAFF', group.outlet.id);
    const stranger = await callerFor(t.app, t.db, 'SUPER_ADMIN', (await makeGroup(t.db)).parent.id);
    expect((await own({ method: 'PUT', url, payload: { enabled: true } })).statusCode).toBe(200);
    expect((await cashier({ method: 'PUT', url, payload: { enabled: false } })).statusCode).toBe(403);
    expect((await cashier({ method: 'GET', url })).statusCode).toBe(403);
    expect([403, 404]).toContain(
      (await stranger({ method: 'PUT', url, payload: { enabled: false } })).statusCode,
    );
    expect((await own({ method: 'GET', url })).json<CompanyScaleSettingsWire>().enabled).toBe(true);
  });
});
