import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeCompany, makeUser, uniquePhone } from './support/factories.js';
import { asUser, signIn } from './support/http.js';

let t: TestApp;
let storeId: number;
let outletId: number;
let vendorCompanyId: number;
let admin: ReturnType<typeof asUser>;
let cashier: ReturnType<typeof asUser>;
beforeAll(async () => {
  t = await buildTestApp({ PAGE_SIZE: '2' });
  const parentId = (await makeCompany(t.db, { type: 'PARENT' })).id;
  storeId = (await makeCompany(t.db, { type: 'STORE', parentId })).id;
  outletId = (await makeCompany(t.db, { type: 'RETIAL', parentId })).id;
  vendorCompanyId = (
    await makeCompany(t.db, { type: 'VENDOR', parentId, name: `Green Valley ${Date.now()}` })
  ).id;
  admin = asUser(
    t.app,
    await signIn(t.app, (await makeUser(t.db, { type: 'ADMIN', companyId: parentId })).username),
  );
  cashier = asUser(
    t.app,
    await signIn(t.app, (await makeUser(t.db, { type: 'SALES_STAFF', companyId: outletId })).username),
  );
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const names = (body: { results: { username: string }[] }) => body.results.map((u) => u.username).sort();
const get = async (call: typeof admin, url: string) => {
  const res = await call({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe('GET user/', () => {
  it('filters by repeatable user_type, company and contact number, and searches names and numbers', async () => {
    const tag = `Qz${Date.now()}`;
    const a = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId, firstName: tag });
    const b = await makeUser(t.db, { type: 'ADMIN', companyId: outletId, firstName: tag });
    const c = await makeUser(t.db, { type: 'REGULAR_CUSTOMER', companyId: outletId, firstName: tag });
    const both = await get(admin, `/api/user/?search=${tag}&user_type=SALES_STAFF&user_type=ADMIN&page`);
    expect(both.count).toBe(2);
    expect(names(both)).toEqual([a.username, b.username].sort());
    expect((await get(admin, `/api/user/?search=${tag}&company=${outletId}&user_type=`)).count).toBe(2);
    expect((await get(admin, `/api/user/?search=${tag.toLowerCase()} user`)).count).toBe(3);
    expect((await get(admin, `/api/user/?search=${tag}&page=2`)).results).toHaveLength(1);
    expect(names(await get(admin, `/api/user/?search=${c.username}`))).toEqual([c.username]);
  });

  it('refuses an unknown user type and a company that is not an id', async () => {
    const bad = await admin({ method: 'GET', url: '/api/user/?user_type=BOSS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      user_type: ['Select a valid choice. BOSS is not one of the available choices.'],
    });
    expect((await admin({ method: 'GET', url: '/api/user/?company=x' })).statusCode).toBe(400);
  });

  it('shows the till only the customers of its own company', async () => {
    const tag = `Till${Date.now()}`;
    const mine = await makeUser(t.db, { type: 'REGULAR_CUSTOMER', companyId: outletId, firstName: tag });
    await makeUser(t.db, { type: 'ADMIN', companyId: outletId, firstName: tag });
    await makeUser(t.db, { type: 'REGULAR_CUSTOMER', companyId: storeId, firstName: tag });
    expect(names(await get(cashier, `/api/user/?search=${tag}`))).toEqual([mine.username]);
    expect((await get(cashier, `/api/user/?search=${tag}&user_type=ADMIN`)).count).toBe(0);
  });
});

describe('GET vendor/', () => {
  it('lists active vendors with their company nested, searching by `search` or the client’s `0`', async () => {
    const contact = uniquePhone();
    await makeUser(t.db, {
      type: 'VENDOR',
      companyId: vendorCompanyId,
      username: contact,
      firstName: 'Tariq',
    });
    await makeUser(t.db, { type: 'VENDOR', companyId: vendorCompanyId, active: false, firstName: 'Tariq' });
    for (const query of [`search=${contact}`, `0=${contact}`]) {
      const body = await get(admin, `/api/vendor/?${query}`);
      expect(body.count, query).toBe(1);
      expect(body.results[0]).toMatchObject({
        username: contact,
        user_type: 'VENDOR',
        company: { id: vendorCompanyId, company_type: 'VENDOR', balance: '0.0000' },
      });
    }
    const byCompany = await get(admin, '/api/vendor/?search=green valley');
    expect(byCompany.count).toBe(1);
  });

  it('is an admin screen: the till may not list vendors', async () => {
    expect((await cashier({ method: 'GET', url: '/api/vendor/' })).statusCode).toBe(403);
  });
});
