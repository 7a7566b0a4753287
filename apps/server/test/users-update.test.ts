import { MSG } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeCompany, makeUser, PASSWORD, uniquePhone } from './support/factories.js';
import { asUser, asUserForm, signIn } from './support/http.js';
import { form } from './support/images.js';

let t: TestApp;
let parentId: number;
let storeId: number;
let vendorCompanyId: number;
let adminId: number;
let adminToken: string;
let admin: ReturnType<typeof asUser>;
beforeAll(async () => {
  t = await buildTestApp();
  parentId = (await makeCompany(t.db, { type: 'PARENT' })).id;
  storeId = (await makeCompany(t.db, { type: 'STORE', parentId })).id;
  vendorCompanyId = (await makeCompany(t.db, { type: 'VENDOR', parentId })).id;
  const boss = await makeUser(t.db, { type: 'ADMIN', companyId: parentId });
  adminId = boss.id;
  adminToken = await signIn(t.app, boss.username);
  admin = asUser(t.app, adminToken);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const patch = (id: number, payload?: unknown) =>
  admin({
    method: 'PATCH',
    url: `/api/user/${id}/`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const read = (id: number) => t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
const userData = (token: string) => asUser(t.app, token)({ method: 'GET', url: '/api/user-data/' });

describe('PATCH user/<id>/', () => {
  it('treats `{}` and a bodiless request, with or without a JSON type, as a no-op that answers the user', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    const bare = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${user.id}/`,
      headers: { authorization: `token ${adminToken}` },
    });
    for (const res of [await patch(user.id, {}), await patch(user.id), bare]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, username: user.username, is_active: true });
    }
    expect((await read(user.id))?.lastModified).toEqual(user.lastModified);
  });

  it('takes the Edit User form as multipart, with the same fields plus id', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    const res = await asUserForm(
      t.app,
      await signIn(t.app, (await makeUser(t.db, { type: 'ADMIN', companyId: parentId })).username),
    )({
      method: 'PATCH',
      url: `/api/user/${user.id}/`,
      payload: form({
        id: String(user.id),
        username: user.username,
        first_name: 'Hina',
        last_name: 'Iqbal',
        email: 'hina@example.pk',
        is_active: 'true',
        user_type: 'ADMIN',
        company: String(storeId),
        contact_number: '0423-5890011',
      }),
    });
    expect(res.json()).toMatchObject({ first_name: 'Hina', email: 'hina@example.pk', user_type: 'ADMIN' });
  });

  it('deactivation ends open sessions and sign-in; reactivation allows a new sign-in only', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    const token = await signIn(t.app, user.username);
    expect((await patch(user.id, { is_active: false })).json().is_active).toBe(false);
    expect((await userData(token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/obtain-jwt/',
      payload: { username: user.username, password: PASSWORD },
    });
    expect(again.statusCode).toBe(400);

    expect((await patch(user.id, { is_active: 'true' })).json().is_active).toBe(true);
    expect((await userData(token)).statusCode).toBe(401);
    expect((await userData(await signIn(t.app, user.username))).statusCode).toBe(200);
  });

  it('a new password ends the user’s sessions and becomes the one to sign in with', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    const token = await signIn(t.app, user.username);
    const res = await patch(user.id, { password: 'Fresh@2024', confirm_password: 'Fresh@2024' });
    expect(res.statusCode).toBe(200);
    expect((await read(user.id))?.tokenVersion).toBe(user.tokenVersion + 1);
    expect((await userData(token)).statusCode).toBe(401);
    expect((await userData(await signIn(t.app, user.username, 'Fresh@2024'))).statusCode).toBe(200);
  });

  it('soft-deletes a vendor: gone from vendor/, still a record', async () => {
    const contact = uniquePhone();
    const vendor = await admin({
      method: 'POST',
      url: '/api/create/user/',
      payload: {
        first_name: 'Gone',
        contact_number: contact,
        company: vendorCompanyId,
        is_active: true,
        user_type: 'VENDOR',
      },
    });
    const id = vendor.json().id;
    const listed = async () =>
      (await admin({ method: 'GET', url: `/api/vendor/?search=${contact}` })).json().count;
    expect(await listed()).toBe(1);
    expect((await patch(id, { is_active: false })).statusCode).toBe(200);
    expect(await listed()).toBe(0);
    expect(await read(id)).toMatchObject({ isActive: false, userType: 'VENDOR' });
    expect((await admin({ method: 'GET', url: `/api/user/${id}/` })).json().is_active).toBe(false);
  });

  it('checks what changes with the rules of creation', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    const other = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    const res = await patch(user.id, { email: 'x', contact_number: '' });
    expect(res.json()).toEqual({ email: [MSG.emailInvalid], contact_number: [MSG.numberRequired] });
    // Rules that need the database run once the form itself is right.
    const taken = await patch(user.id, { username: other.username.toUpperCase() });
    expect(taken.json()).toEqual({ username: [MSG.usernameTaken] });
    const vendorInStore = await patch(user.id, { user_type: 'VENDOR' });
    expect(vendorInStore.json()).toEqual({ company: [MSG.vendorCompanyRequired] });
  });

  it('protects the caller from locking themselves out and everyone from those above them', async () => {
    expect((await patch(adminId, { is_active: false })).json()).toEqual({
      is_active: [MSG.cannotDeactivateSelf],
    });
    expect((await patch(adminId, { user_type: 'SALES_STAFF' })).json()).toEqual({
      user_type: [MSG.cannotChangeOwnRole],
    });
    const boss = await makeUser(t.db, { type: 'SUPER_ADMIN', companyId: parentId });
    expect((await admin({ method: 'GET', url: `/api/user/${boss.id}/` })).statusCode).toBe(200);
    expect((await patch(boss.id, { is_active: false })).statusCode).toBe(403);
    const staff = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    expect((await patch(staff.id, { user_type: 'SUPER_ADMIN' })).json()).toEqual({
      user_type: [MSG.userTypeNotAllowed],
    });
  });

  it('keeps walk-in customers as their company made them', async () => {
    const walkIn = await makeUser(t.db, {
      type: 'WALK_IN_CUSTOMER',
      companyId: storeId,
      username: `WALK_IN_CUSTOMER_${storeId}`,
    });
    expect((await patch(walkIn.id, { username: 'renamed' })).json()).toEqual({
      username: [MSG.walkInNotByHand],
    });
    expect((await patch(walkIn.id, { first_name: 'Counter' })).json().first_name).toBe('Counter');
    const off = await patch(walkIn.id, { is_active: false });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toEqual({ is_active: [MSG.walkInAlwaysActive] });
  });
});
