import { MSG } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Demo, loadDemo } from './support/demo.js';
import { makeCompany, uniquePhone } from './support/factories.js';
import { asUser, asUserForm } from './support/http.js';
import { form } from './support/images.js';

let t: TestApp;
let demo: Demo;
type Call = ReturnType<typeof asUser>;
let storeadmin: Call;
let cashier: Call;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await loadDemo(t);
  storeadmin = asUser(t.app, demo.tokens.storeadmin);
  cashier = asUser(t.app, demo.tokens.cashier);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

let n = 0;
const phone = uniquePhone;
const create = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/create/user/', payload });
const signInStatus = async (username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/obtain-jwt/', payload: { username, password } }))
    .statusCode;

describe('POST create/user/ as the original client sends it (§2.3)', () => {
  it('Add User: multipart, no password; the user exists but cannot sign in', async () => {
    const username = `staff${Date.now()}`;
    const res = await asUserForm(
      t.app,
      demo.tokens.storeadmin,
    )({
      method: 'POST',
      url: '/api/create/user/',
      payload: form({
        username,
        first_name: 'Hina',
        last_name: 'Iqbal',
        email: '',
        is_active: 'true',
        user_type: 'SALES_STAFF',
        company: String(demo.cs.id),
        contact_number: '0300-1234567',
        user_profilepic: '',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username,
      user_type: 'SALES_STAFF',
      is_active: true,
      user_profilepic: null,
      company: { id: demo.cs.id, company_name: 'Central Store' },
    });
    expect(await signInStatus(username, 'Demo@1234')).toBe(400);
  });

  it('Add Customer at the till: JSON without user_type makes a REGULAR_CUSTOMER listed right after', async () => {
    const contact = phone();
    const res = await create(cashier, {
      username: contact,
      contact_number: contact,
      first_name: 'Zainab',
      last_name: '',
      company: demo.co.id,
      user_extra: { description: 'pays monthly' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_type: 'REGULAR_CUSTOMER',
      user_extra: { description: 'pays monthly' },
    });
    const list = await cashier({
      method: 'GET',
      url: `/api/user/?user_type=REGULAR_CUSTOMER&contact_number=${contact}`,
    });
    expect(list.json().results.map((u: { username: string }) => u.username)).toEqual([contact]);
  });

  it('Add Vendor: JSON with is_active and user_type; the number is the username', async () => {
    const contact = phone();
    const res = await create(storeadmin, {
      first_name: 'Tariq',
      last_name: 'Farooq',
      contact_number: contact,
      company: demo.gf.id,
      is_active: true,
      user_type: 'VENDOR',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: contact,
      user_type: 'VENDOR',
      company: { company_type: 'VENDOR' },
    });
  });

  it('with a password, the new operator signs in', async () => {
    const username = `pw${Date.now()}`;
    const res = await create(storeadmin, {
      username,
      contact_number: phone(),
      company: demo.cs.id,
      user_type: 'SALES_STAFF',
      password: 'Till@2024',
      confirm_password: 'Till@2024',
    });
    expect(res.statusCode).toBe(201);
    expect(JSON.stringify(res.json())).not.toMatch(/password|argon/);
    expect(await signInStatus(username, 'Till@2024')).toBe(200);
  });
});

describe('the messages of spec 5.5 and 5.6', () => {
  it('gives the required-field messages together', async () => {
    const res = await create(storeadmin, { user_type: 'SALES_STAFF' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      contact_number: [MSG.numberRequired],
      username: [MSG.usernameRequired],
      company: [MSG.companyRequired],
    });
  });

  it.each([
    ['username', { username: 'ab' }, MSG.usernamePattern],
    ['username', { username: 'has space' }, MSG.usernamePattern],
    ['username', { username: 'a'.repeat(151) }, MSG.usernameTooLong],
    ['password', { password: 'password1' }, MSG.passwordPattern],
    [
      'confirm_password',
      { password: 'Till@2024', confirm_password: 'Till@2025' },
      MSG.confirmPasswordMismatch,
    ],
    ['confirm_password', { password: 'Till@2024', confirm_password: '' }, MSG.confirmPasswordRequired],
    ['email', { email: 'not-an-email' }, MSG.emailInvalid],
    ['contact_number', { contact_number: '+1 202 555 0123' }, MSG.phoneInvalid],
  ])('%s: %j', async (field, change, message) => {
    const base = {
      username: `u${Date.now()}${n++}`,
      contact_number: phone(),
      company: demo.cs.id,
      user_type: 'SALES_STAFF',
    };
    const res = await create(storeadmin, { ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });

  it('asks vendors for a number and a vendor company (5.6)', async () => {
    const res = await create(storeadmin, { user_type: 'VENDOR', is_active: true, contact_number: '' });
    expect(res.json()).toEqual({
      contact_number: [MSG.numberRequired],
      company: [MSG.vendorCompanyRequired],
    });
    const wrongCompany = await create(storeadmin, {
      user_type: 'VENDOR',
      contact_number: phone(),
      company: demo.co.id,
    });
    expect(wrongCompany.json()).toEqual({ company: [MSG.vendorCompanyRequired] });
  });

  it('refuses a taken username (whatever its case) and the walk-in names', async () => {
    const taken = await create(storeadmin, {
      username: 'StoreAdmin',
      contact_number: phone(),
      company: demo.cs.id,
      user_type: 'SALES_STAFF',
    });
    expect(taken.json()).toEqual({ username: [MSG.usernameTaken] });
    const reserved = await create(storeadmin, {
      username: 'WALK_IN_CUSTOMER_999',
      contact_number: phone(),
      company: demo.cs.id,
      user_type: 'SALES_STAFF',
    });
    expect(reserved.json()).toEqual({ username: [MSG.usernameReserved] });
  });

  it('refuses a password for records that never sign in', async () => {
    const res = await create(storeadmin, {
      contact_number: phone(),
      company: demo.cs.id,
      password: 'Till@2024',
    });
    expect(res.json()).toEqual({ password: [MSG.noPasswordForRecord] });
  });
});

describe('who may add whom', () => {
  it('keeps the till to customers of its own company', async () => {
    const staff = await create(cashier, {
      username: `x${Date.now()}`,
      contact_number: phone(),
      company: demo.co.id,
      user_type: 'SALES_STAFF',
    });
    expect(staff.json()).toEqual({ user_type: [MSG.userTypeNotAllowed] });
    const elsewhere = await create(cashier, { contact_number: phone(), company: demo.cs.id });
    expect(elsewhere.json()).toEqual({ company: [`Invalid pk "${demo.cs.id}" - object does not exist.`] });
  });

  it('lets nobody give a role above their own, nor make a walk-in by hand', async () => {
    const up = await create(storeadmin, {
      username: `boss${Date.now()}`,
      contact_number: phone(),
      company: demo.cs.id,
      user_type: 'SUPER_ADMIN',
    });
    expect(up.json()).toEqual({ user_type: [MSG.userTypeNotAllowed] });
    const walkIn = await create(storeadmin, {
      username: `w${Date.now()}`,
      contact_number: phone(),
      company: demo.cs.id,
      user_type: 'WALK_IN_CUSTOMER',
    });
    expect(walkIn.json()).toEqual({ user_type: [MSG.walkInNotByHand] });
  });

  it('answers a company out of reach as if it did not exist', async () => {
    const other = await makeCompany(t.db, { type: 'STORE' });
    for (const company of [other.id, demo.ho.id, 999999]) {
      const res = await create(storeadmin, {
        username: `o${Date.now()}${n++}`,
        contact_number: phone(),
        company,
        user_type: 'SALES_STAFF',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ company: [`Invalid pk "${company}" - object does not exist.`] });
    }
  });
});
