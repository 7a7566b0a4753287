import { accounts, batches, products, productVariants } from '@tillwise/db';
import { ACCOUNT_PURPOSES, MSG, PER_COUNTERPARTY } from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountId } from '../src/modules/ledger/accounts.js';
import { postEntry } from '../src/modules/ledger/post-entry.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Demo, loadDemo } from './support/demo.js';
import { makeCompany, makeUser } from './support/factories.js';
import { asUser } from './support/http.js';

let t: TestApp;
let demo: Demo;
type Call = ReturnType<typeof asUser>;
let superadmin: Call;
let storeadmin: Call;
let outletadmin: Call;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await loadDemo(t);
  superadmin = asUser(t.app, demo.tokens.superadmin);
  storeadmin = asUser(t.app, demo.tokens.storeadmin);
  outletadmin = asUser(t.app, demo.tokens.outletadmin);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

let n = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${n++}`;
const chartOf = (id: number) => t.db.select().from(accounts).where(eq(accounts.companyId, id));
const walkInOf = (id: number) =>
  t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, `WALK_IN_CUSTOMER_${id}`) });

describe('POST company/ (Add Department)', () => {
  it('puts the department under the parent (spec 4.8), whoever of the group adds it', async () => {
    for (const [call, sent] of [
      [superadmin, demo.ho.id],
      [storeadmin, demo.cs.id],
    ] as const) {
      const res = await call({
        method: 'POST',
        url: '/api/company/',
        payload: { company_name: uniqueName('Plant'), company_type: 'FACTORY', parent: sent },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ company_type: 'FACTORY', parent: demo.ho.id, balance: '0.0000' });
    }
  });

  it('defaults to FACTORY and gives a selling department its walk-in customer in the same write', async () => {
    const factory = await superadmin({
      method: 'POST',
      url: '/api/company/',
      payload: { company_name: uniqueName('F') },
    });
    expect(factory.json().company_type).toBe('FACTORY');
    expect(await walkInOf(factory.json().id)).toBeUndefined();

    const outlet = await superadmin({
      method: 'POST',
      url: '/api/company/',
      payload: {
        company_name: uniqueName('Outlet'),
        company_type: 'RETIAL',
        address: 'Mall Road',
        contact_number: '',
      },
    });
    expect(outlet.statusCode).toBe(201);
    const walkIn = await walkInOf(outlet.json().id);
    expect(walkIn).toMatchObject({
      userType: 'WALK_IN_CUSTOMER',
      companyId: outlet.json().id,
      passwordHash: null,
    });
    // Both open their chart of accounts in the same write.
    expect(await chartOf(factory.json().id)).toHaveLength(
      Object.keys(ACCOUNT_PURPOSES).length - PER_COUNTERPARTY.length,
    );
    expect((await chartOf(outlet.json().id)).map((a) => a.purpose)).toContain('CASH');
  });

  it('gives the messages of spec 5.6 and refuses a second PARENT', async () => {
    const res = await superadmin({
      method: 'POST',
      url: '/api/company/',
      payload: { company_name: '  ', company_type: 'PARENT', contact_number: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      company_name: [MSG.nameRequired],
      company_type: [MSG.parentTypeNotAllowed],
      contact_number: [MSG.phoneInvalid],
    });
    const missing = await superadmin({ method: 'POST', url: '/api/company/', payload: {} });
    expect(missing.json()).toEqual({ company_name: [MSG.nameRequired] });
  });
});

describe('GET company/', () => {
  it('filters by type and searches name, address and number, treating empty values as no filter', async () => {
    const name = uniqueName('Searchable Depot');
    await makeCompany(t.db, { name, type: 'STORE', parentId: demo.ho.id });
    const found = (
      await superadmin({
        method: 'GET',
        url: `/api/company/?company_type=STORE&search=${encodeURIComponent(name)}`,
      })
    ).json();
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({ company_name: name, parent: demo.ho.id });
    const none = await superadmin({
      method: 'GET',
      url: `/api/company/?company_type=FACTORY&search=${encodeURIComponent(name)}`,
    });
    expect(none.json().count).toBe(0);
    const empty = await superadmin({ method: 'GET', url: '/api/company/?company_type=&search=' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().count).toBeGreaterThanOrEqual(5);
  });

  it('refuses an unknown type as django-filter does', async () => {
    const res = await superadmin({ method: 'GET', url: '/api/company/?company_type=RETAIL' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      company_type: ['Select a valid choice. RETAIL is not one of the available choices.'],
    });
  });

  it('shows a RETIAL manager only their own company', async () => {
    const res = (await outletadmin({ method: 'GET', url: '/api/company/' })).json();
    expect(res.results.map((c: { id: number }) => c.id)).toEqual([demo.co.id]);
  });
});

describe('PATCH company/<id>/ (department edit and Settings)', () => {
  it('lets only a super admin rename, and accepts the unchanged name from everyone', async () => {
    const dept = await makeCompany(t.db, { type: 'FACTORY', parentId: demo.ho.id });
    const refused = await storeadmin({
      method: 'PATCH',
      url: `/api/company/${dept.id}/`,
      payload: { company_name: 'New' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ company_name: [MSG.nameChangeSuperAdminOnly] });

    const same = await outletadmin({
      method: 'PATCH',
      url: `/api/company/${demo.co.id}/`,
      payload: {
        id: demo.co.id,
        company_name: demo.co.companyName,
        company_type: 'RETIAL',
        address: demo.co.address,
        contact_number: demo.co.contactNumber,
      },
    });
    expect(same.statusCode).toBe(200);

    const renamed = await superadmin({
      method: 'PATCH',
      url: `/api/company/${dept.id}/`,
      payload: { company_name: 'Renamed Plant' },
    });
    expect(renamed.json()).toMatchObject({ id: dept.id, company_name: 'Renamed Plant' });
  });

  it('checks the number, and never lets a caller retype their own company or make a PARENT', async () => {
    const dept = await makeCompany(t.db, { type: 'FACTORY', parentId: demo.ho.id });
    const phone = await storeadmin({
      method: 'PATCH',
      url: `/api/company/${dept.id}/`,
      payload: { contact_number: 'abc' },
    });
    expect(phone.json()).toEqual({ contact_number: [MSG.phoneInvalid] });
    const own = await outletadmin({
      method: 'PATCH',
      url: `/api/company/${demo.co.id}/`,
      payload: { company_type: 'STORE' },
    });
    expect(own.json()).toEqual({ company_type: [MSG.ownCompanyTypeLocked] });
    const parent = await superadmin({
      method: 'PATCH',
      url: `/api/company/${dept.id}/`,
      payload: { company_type: 'PARENT' },
    });
    expect(parent.json()).toEqual({ company_type: [MSG.parentTypeNotAllowed] });
  });

  it('gives a department that starts selling its walk-in customer', async () => {
    const dept = await makeCompany(t.db, { type: 'FACTORY', parentId: demo.ho.id });
    const res = await storeadmin({
      method: 'PATCH',
      url: `/api/company/${dept.id}/`,
      payload: { company_type: 'RETIAL' },
    });
    expect(res.json().company_type).toBe('RETIAL');
    expect(await walkInOf(dept.id)).toBeDefined();
  });
});

describe('DELETE company/<id>/', () => {
  it('destroys an empty department with its walk-in customer and chart, even with a JSON content type and no body', async () => {
    const created = await storeadmin({
      method: 'POST',
      url: '/api/company/',
      payload: { company_name: uniqueName('Kiosk'), company_type: 'RETIAL' },
    });
    const id = created.json().id;
    const res = await storeadmin({ method: 'DELETE', url: `/api/company/${id}/` });
    expect(res.statusCode).toBe(204);
    expect(await walkInOf(id)).toBeUndefined();
    expect(await chartOf(id)).toEqual([]);
    expect((await storeadmin({ method: 'GET', url: `/api/company/${id}/` })).statusCode).toBe(404);
  });

  it('refuses a department that still has users, saying why, and leaves it whole', async () => {
    const dept = await makeCompany(t.db, { type: 'FACTORY', parentId: demo.ho.id });
    await makeUser(t.db, { type: 'SALES_STAFF', companyId: dept.id, active: false });
    const res = await superadmin({ method: 'DELETE', url: `/api/company/${dept.id}/` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['This department cannot be deleted because it still has users.'],
    });
    expect((await superadmin({ method: 'GET', url: `/api/company/${dept.id}/` })).statusCode).toBe(200);
  });

  it('refuses a department that holds stock or has entries in the books', async () => {
    const stocked = await makeCompany(t.db, { type: 'FACTORY', parentId: demo.ho.id });
    const [product] = await t.db
      .insert(products)
      .values({ name: 'Rusk', barCode: uniqueName('RB'), groupId: demo.ho.id })
      .returning();
    const [variant] = await t.db
      .insert(productVariants)
      .values({ productId: product?.id ?? 0, price: '80' })
      .returning();
    await t.db.insert(batches).values({
      productVariantId: variant?.id ?? 0,
      quantity: '5',
      manufacturingDate: '2026-01-01',
      expiryDate: '2026-06-01',
      receivedByCompanyId: stocked.id,
    });
    const booked = await superadmin({
      method: 'POST',
      url: '/api/company/',
      payload: { company_name: uniqueName('Booked') },
    });
    const id = booked.json().id;
    await t.db.transaction(async (tx) =>
      postEntry(tx, {
        companyId: id,
        sourceType: 'journal',
        lines: [
          { account: await accountId(tx, id, 'CASH'), debit: '10' },
          { account: await accountId(tx, id, 'OWNER_FUNDS'), credit: '10' },
        ],
      }),
    );
    for (const [company, reason] of [
      [stocked.id, 'stock'],
      [id, 'ledger entries'],
    ] as const) {
      const res = await superadmin({ method: 'DELETE', url: `/api/company/${company}/` });
      expect(res.json()).toEqual({
        non_field_errors: [`This department cannot be deleted because it still has ${reason}.`],
      });
    }
  });

  it('never deletes the caller’s own company, nor one they cannot see', async () => {
    expect((await storeadmin({ method: 'DELETE', url: `/api/company/${demo.cs.id}/` })).statusCode).toBe(403);
    expect(
      (await storeadmin({ method: 'DELETE', url: `/api/company/${demo.other.store.id}/` })).statusCode,
    ).toBe(404);
    expect((await storeadmin({ method: 'DELETE', url: `/api/company/${demo.ho.id}/` })).statusCode).toBe(404);
    expect((await storeadmin({ method: 'DELETE', url: '/api/company/abc/' })).statusCode).toBe(404);
  });
});
