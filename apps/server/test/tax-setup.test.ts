import { TAX_MSG } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, callerFor, makeGroup, uniqueBarcode } from './support/catalog.js';
import { makeCompany } from './support/factories.js';

/*
 * Setting up sales tax (docs/domain/tax.md): a company's tax settings, the tax categories of a
 * catalogue group and their dated rates. Each test works in groups of its own.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await closeDatabase();
});

async function group() {
  const g = await makeGroup(t.db);
  return {
    ...g,
    superAdmin: await callerFor(t.app, t.db, 'SUPER_ADMIN', g.parent.id),
    storeAdmin: await callerFor(t.app, t.db, 'ADMIN', g.store.id),
    outletAdmin: await callerFor(t.app, t.db, 'ADMIN', g.outlet.id),
    cashier: await callerFor(t.app, t.db, 'SALES_STAFF', g.outlet.id),
  };
}

const put = (call: Call, companyId: number, payload: unknown) =>
  call({ method: 'PUT', url: `/api/company/${companyId}/tax/`, payload: payload as object });

describe('company tax settings', () => {
  it('answers the defaults for a company never set up', async () => {
    const g = await group();
    const res = await g.superAdmin({ method: 'GET', url: `/api/company/${g.store.id}/tax/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      company: g.store.id,
      charges_tax: false,
      prices_include_tax: true,
      shares_parent_registration: false,
      ntn: '',
      strn: '',
      tax_office: '',
      pos_registration: '',
      service_fee: '0.0000',
      further_tax_rate: '0.0000',
      tax_decimals: 2,
      country: 'PK',
    });
  });

  it('a super admin sets a branch’s settings; what is left out keeps its value', async () => {
    const g = await group();
    const first = await put(g.superAdmin, g.store.id, {
      charges_tax: true,
      ntn: '1234567-8',
      strn: '3277876123456',
      tax_office: 'RTO Lahore',
      pos_registration: 'POS-001',
      service_fee: '1',
      further_tax_rate: '4',
    });
    expect(first.statusCode).toBe(200);
    const second = await put(g.superAdmin, g.store.id, { prices_include_tax: 'false', tax_decimals: '2' });
    expect(second.json()).toMatchObject({
      charges_tax: true,
      prices_include_tax: false,
      ntn: '1234567-8',
      strn: '3277876123456',
      tax_office: 'RTO Lahore',
      pos_registration: 'POS-001',
      service_fee: '1.0000',
      further_tax_rate: '4.0000',
    });
    const read = await g.storeAdmin({ method: 'GET', url: `/api/company/${g.store.id}/tax/` });
    expect(read.json()).toEqual(second.json());
  });

  it('an admin sets only their own company’s; a branch’s reader may not write, another group’s is not found', async () => {
    const g = await group();
    expect((await put(g.outletAdmin, g.outlet.id, { shares_parent_registration: true })).statusCode).toBe(
      200,
    );
    expect((await put(g.storeAdmin, g.store.id, { ntn: '7654321' })).statusCode).toBe(200);
    // A store admin reads a sibling department but does not set it.
    const sibling = await makeCompany(t.db, { type: 'FACTORY', parentId: g.parent.id });
    expect((await g.storeAdmin({ method: 'GET', url: `/api/company/${sibling.id}/tax/` })).statusCode).toBe(
      200,
    );
    expect((await put(g.storeAdmin, sibling.id, { ntn: '7654321' })).statusCode).toBe(403);
    // The head office is not the store's to set, nor the outlet's.
    expect((await put(g.storeAdmin, g.parent.id, { charges_tax: true })).statusCode).toBe(404);
    expect((await put(g.outletAdmin, g.parent.id, { charges_tax: true })).statusCode).toBe(404);
    // A cashier neither reads nor writes.
    expect((await g.cashier({ method: 'GET', url: `/api/company/${g.outlet.id}/tax/` })).statusCode).toBe(
      403,
    );
    expect((await put(g.cashier, g.outlet.id, { charges_tax: true })).statusCode).toBe(403);
    // Another group's company is not found.
    expect((await put(g.superAdmin, g.elsewhere.id, { charges_tax: true })).statusCode).toBe(404);
    const head = await g.superAdmin({ method: 'GET', url: `/api/company/${g.parent.id}/tax/` });
    expect(head.json().charges_tax).toBe(false);
  });

  it('refuses bad settings with field errors, never a 500', async () => {
    const g = await group();
    const res = await put(g.superAdmin, g.store.id, {
      ntn: '12345',
      strn: '12-34',
      further_tax_rate: '101',
      service_fee: '-1',
      tax_decimals: 7,
      country: 'Pakistan',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      ntn: [TAX_MSG.ntn],
      strn: [TAX_MSG.strn],
      further_tax_rate: [TAX_MSG.rateRange],
      service_fee: [TAX_MSG.feeRange],
      tax_decimals: [TAX_MSG.decimals],
      country: [TAX_MSG.country],
    });
    for (const payload of [{ further_tax_rate: 'abc' }, { service_fee: 'x' }, { charges_tax: 'maybe' }, []]) {
      const bad = await put(g.superAdmin, g.store.id, payload);
      expect(bad.statusCode).toBe(400);
    }
  });

  it('a company without a parent cannot share its parent’s registration', async () => {
    const g = await group();
    const res = await put(g.superAdmin, g.parent.id, { shares_parent_registration: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ shares_parent_registration: [TAX_MSG.sharesNeedsParent] });
    expect((await put(g.superAdmin, g.outlet.id, { shares_parent_registration: true })).statusCode).toBe(200);
  });
});

const category = (call: Call, payload: unknown) =>
  call({ method: 'POST', url: '/api/tax-category/', payload: payload as object });
const addRate = (call: Call, id: number, payload: unknown) =>
  call({ method: 'POST', url: `/api/tax-category/${id}/rate/`, payload: payload as object });

describe('tax categories and their dated rates', () => {
  it('adds a category with a rate history; the current rate is the one of the server’s today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 1, 12));
    try {
      const g = await group();
      const made = await category(g.superAdmin, {
        name: `Standard ${uniqueBarcode()}`,
        rate: '17',
        valid_from: '2019-07-01',
      });
      expect(made.statusCode).toBe(201);
      const id = made.json().id as number;
      expect(made.json()).toMatchObject({
        treatment: 'TAXABLE',
        third_schedule: false,
        is_active: true,
        rate: '17.0000',
      });
      const raised = await addRate(g.storeAdmin, id, { rate: '18', valid_from: '2023-02-14' });
      expect(raised.statusCode).toBe(201);
      expect(raised.json().rate).toBe('18.0000');
      const later = await addRate(g.superAdmin, id, { rate: '20', valid_from: '2030-01-01' });
      expect(later.json().rate).toBe('18.0000');
      expect(later.json().rates).toEqual([
        expect.objectContaining({ rate: '20.0000', valid_from: '2030-01-01' }),
        expect.objectContaining({ rate: '18.0000', valid_from: '2023-02-14' }),
        expect.objectContaining({ rate: '17.0000', valid_from: '2019-07-01' }),
      ]);
      const list = await g.cashier({ method: 'GET', url: '/api/tax-category/' });
      expect(list.statusCode).toBe(200);
      expect(list.json().results.map((c: { id: number }) => c.id)).toEqual([id]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a category made without a rate starts today when given one without a date', async () => {
    const g = await group();
    const made = await category(g.superAdmin, { name: 'No rate yet' });
    expect(made.json()).toMatchObject({ rate: null, rates: [] });
    const withRate = await category(g.superAdmin, { name: 'Luxury', rate: '25' });
    expect(withRate.json().rate).toBe('25.0000');
  });

  it('refuses a second rate on the same day, a rate outside 0–100 and a non-zero rate of an exempt category', async () => {
    const g = await group();
    const made = await category(g.superAdmin, { name: 'Standard', rate: '18', valid_from: '2023-02-14' });
    const id = made.json().id as number;
    const twice = await addRate(g.superAdmin, id, { rate: '17', valid_from: '2023-02-14' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ valid_from: [TAX_MSG.rateTaken] });
    const range = await addRate(g.superAdmin, id, { rate: '100.5', valid_from: '2024-01-01' });
    expect(range.json()).toEqual({ rate: [TAX_MSG.rateRange] });
    const negative = await addRate(g.superAdmin, id, { rate: '-1', valid_from: 'yesterday' });
    expect(negative.json()).toEqual({ rate: [TAX_MSG.rateRange], valid_from: [TAX_MSG.validFrom] });

    const exempt = await category(g.superAdmin, { name: 'Basic food', treatment: 'EXEMPT', rate: '5' });
    expect(exempt.json()).toEqual({ rate: [TAX_MSG.exemptRate] });
    const zero = await category(g.superAdmin, { name: 'Exports', treatment: 'ZERO_RATED', rate: '0' });
    expect(zero.statusCode).toBe(201);
    const zeroId = zero.json().id as number;
    expect((await addRate(g.superAdmin, zeroId, { rate: '18', valid_from: '2025-01-01' })).json()).toEqual({
      rate: [TAX_MSG.exemptRate],
    });
    expect((await addRate(g.superAdmin, zeroId, { rate: '0', valid_from: '2025-01-01' })).statusCode).toBe(
      201,
    );
  });

  it('renames, retires and changes a category; a taken name, an exempt Third Schedule category are field errors', async () => {
    const g = await group();
    const a = (await category(g.superAdmin, { name: 'Standard', rate: '18' })).json();
    const b = (
      await category(g.superAdmin, { name: 'Third Schedule', third_schedule: true, rate: '18' })
    ).json();
    expect(b.third_schedule).toBe(true);
    const dup = await category(g.superAdmin, { name: 'standard' });
    expect(dup.json()).toEqual({ name: [TAX_MSG.categoryNameTaken] });
    const patch = (id: number, payload: object) =>
      g.storeAdmin({ method: 'PATCH', url: `/api/tax-category/${id}/`, payload });
    expect((await patch(b.id, { name: 'STANDARD' })).json()).toEqual({ name: [TAX_MSG.categoryNameTaken] });
    expect((await patch(b.id, { treatment: 'EXEMPT' })).json()).toEqual({
      third_schedule: [TAX_MSG.thirdScheduleTaxable],
    });
    expect((await patch(a.id, { treatment: 'EXEMPT' })).json()).toEqual({ treatment: [TAX_MSG.exemptRate] });
    const retired = await patch(a.id, { is_active: false, name: 'Old standard' });
    expect(retired.json()).toMatchObject({ name: 'Old standard', is_active: false, rate: '18.0000' });
    const active = await g.superAdmin({ method: 'GET', url: '/api/tax-category/?is_active=true' });
    expect(active.json().results.map((c: { id: number }) => c.id)).toEqual([b.id]);
    expect((await g.superAdmin({ method: 'GET', url: '/api/tax-category/?is_active=soon' })).statusCode).toBe(
      400,
    );
    expect(
      (await category(g.superAdmin, { name: 'x', treatment: 'ZERO_RATED', third_schedule: true })).json(),
    ).toEqual({ third_schedule: [TAX_MSG.thirdScheduleTaxable] });
  });

  it('another group’s category is not found; a cashier or outlet admin does not write', async () => {
    const g = await group();
    const h = await group();
    const mine = (await category(g.superAdmin, { name: 'Standard', rate: '18' })).json();
    expect((await h.superAdmin({ method: 'GET', url: `/api/tax-category/${mine.id}/` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await h.superAdmin({
          method: 'PATCH',
          url: `/api/tax-category/${mine.id}/`,
          payload: { name: 'Mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await addRate(h.superAdmin, mine.id, { rate: '1', valid_from: '2024-01-01' })).statusCode).toBe(
      404,
    );
    expect((await h.superAdmin({ method: 'GET', url: '/api/tax-category/' })).json().count).toBe(0);
    expect((await category(g.cashier, { name: 'Cashier’s' })).statusCode).toBe(403);
    expect((await category(g.outletAdmin, { name: 'Outlet’s' })).statusCode).toBe(403);
    expect((await addRate(g.cashier, mine.id, { rate: '1', valid_from: '2024-01-01' })).statusCode).toBe(403);
    expect((await g.cashier({ method: 'GET', url: `/api/tax-category/${mine.id}/` })).json().rate).toBe(
      '18.0000',
    );
    expect((await g.superAdmin({ method: 'GET', url: '/api/tax-category/99999999999/' })).statusCode).toBe(
      404,
    );
  });

  it('refuses bad bodies with field errors', async () => {
    const g = await group();
    expect((await category(g.superAdmin, { name: '' })).json()).toEqual({ name: [TAX_MSG.categoryName] });
    expect((await category(g.superAdmin, { name: 'x'.repeat(61) })).json()).toEqual({
      name: [TAX_MSG.categoryName],
    });
    const bad = await category(g.superAdmin, { name: 'Odd', treatment: 'SOMETIMES' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('treatment');
    expect((await category(g.superAdmin, null)).statusCode).toBe(400);
    // A rate that is no number, on a category that takes only 0: its own message, never a 500.
    const odd = await category(g.superAdmin, { name: 'Odd', treatment: 'EXEMPT', rate: '2026-02-30' });
    expect(odd.json()).toEqual({ rate: [TAX_MSG.rateRange] });
    const fee = await put(g.superAdmin, g.store.id, { service_fee: '1e400', further_tax_rate: ' 1 2 ' });
    expect(fee.json()).toEqual({ service_fee: [TAX_MSG.feeRange], further_tax_rate: [TAX_MSG.rateRange] });
  });
});

describe('a customer’s and a vendor’s tax identity', () => {
  it('is stored on create and edit, answered in the user, and checked', async () => {
    const g = await group();
    const made = await g.cashier({
      method: 'POST',
      url: '/api/create/user/',
      payload: {
        contact_number: '03001234599',
        first_name: 'Registered',
        company: g.outlet.id,
        ntn: '1234567-1',
        cnic: '35202-1234567-1',
        tax_registered: true,
      },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ ntn: '1234567-1', cnic: '3520212345671', tax_registered: true });
    const id = made.json().id as number;
    const edited = await g.storeAdmin({
      method: 'PATCH',
      url: `/api/user/${id}/`,
      payload: { tax_registered: 'false', ntn: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ntn: '', cnic: '3520212345671', tax_registered: false });
    const bad = await g.storeAdmin({
      method: 'PATCH',
      url: `/api/user/${id}/`,
      payload: { ntn: '12', cnic: '123', tax_registered: 'perhaps' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ntn: [TAX_MSG.ntn], cnic: [TAX_MSG.cnic] });
    expect(bad.json()).toHaveProperty('tax_registered');
  });

  it('a vendor company’s registration is its company tax settings; its person carries NTN and CNIC', async () => {
    const g = await group();
    const vendor = await makeCompany(t.db, { type: 'VENDOR', parentId: g.parent.id });
    const set = await put(g.superAdmin, vendor.id, { ntn: '7654321-0', strn: '1234567890123' });
    expect(set.json()).toMatchObject({ ntn: '7654321-0', strn: '1234567890123', charges_tax: false });
    const person = await g.superAdmin({
      method: 'POST',
      url: '/api/create/user/',
      payload: {
        contact_number: '03001234598',
        user_type: 'VENDOR',
        company: vendor.id,
        ntn: '7654321-0',
        tax_registered: true,
      },
    });
    expect(person.statusCode).toBe(201);
    expect(person.json()).toMatchObject({ ntn: '7654321-0', tax_registered: true });
  });
});
