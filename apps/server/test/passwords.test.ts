import { MSG } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeCompany, makeUser, PASSWORD } from './support/factories.js';
import { asUser, signIn } from './support/http.js';

let t: TestApp;
let storeId: number;
let adminId: number;
let admin: ReturnType<typeof asUser>;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000', LOGIN_FAILURES_BEFORE_DELAY: '3' });
  const parentId = (await makeCompany(t.db, { type: 'PARENT' })).id;
  storeId = (await makeCompany(t.db, { type: 'STORE', parentId })).id;
  const boss = await makeUser(t.db, { type: 'ADMIN', companyId: storeId });
  adminId = boss.id;
  admin = asUser(t.app, await signIn(t.app, boss.username));
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const setPassword = (id: number, payload: object) =>
  admin({ method: 'POST', url: `/api/user/${id}/set-password/`, payload });
const userData = (token: string) => asUser(t.app, token)({ method: 'GET', url: '/api/user-data/' });

describe('POST user/<id>/set-password/ (admins)', () => {
  it('gives a user created without a password one, so they can sign in', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId, withPassword: false });
    const res = await setPassword(user.id, { password: 'First@2024', confirm_password: 'First@2024' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: MSG.passwordSet });
    expect((await userData(await signIn(t.app, user.username, 'First@2024'))).statusCode).toBe(200);
  });

  it('resets a password and ends the sessions opened with the old one', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    const token = await signIn(t.app, user.username);
    await setPassword(user.id, { password: 'Reset@2024', confirm_password: 'Reset@2024' });
    expect((await userData(token)).statusCode).toBe(401);
  });

  it('gives the password messages of spec 5.5', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    expect((await setPassword(user.id, {})).json()).toEqual({
      password: [MSG.passwordRequired],
      confirm_password: [MSG.confirmPasswordRequired],
    });
    expect(
      (await setPassword(user.id, { password: 'abcdefgh', confirm_password: 'abcdefgh' })).json(),
    ).toEqual({
      password: [MSG.passwordPattern],
    });
    expect(
      (await setPassword(user.id, { password: 'Reset@2024', confirm_password: 'Reset@2025' })).json(),
    ).toEqual({
      confirm_password: [MSG.confirmPasswordMismatch],
    });
  });

  it('refuses records that never sign in, and the caller’s own password', async () => {
    const customer = await makeUser(t.db, {
      type: 'REGULAR_CUSTOMER',
      companyId: storeId,
      withPassword: false,
    });
    const body = { password: 'Reset@2024', confirm_password: 'Reset@2024' };
    expect((await setPassword(customer.id, body)).json()).toEqual({
      non_field_errors: [MSG.noPasswordForRecord],
    });
    expect((await setPassword(adminId, body)).json()).toEqual({ non_field_errors: [MSG.useChangePassword] });
  });
});

describe('POST change-password/ (every operator)', () => {
  it('checks the current password, ends other sessions and answers a new token', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    const token = await signIn(t.app, user.username);
    const other = await signIn(t.app, user.username);
    const call = asUser(t.app, token);
    const wrong = await call({
      method: 'POST',
      url: '/api/change-password/',
      payload: { old_password: 'Wrong@1234', password: 'Mine@2024', confirm_password: 'Mine@2024' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: [MSG.oldPasswordWrong] });

    const res = await call({
      method: 'POST',
      url: '/api/change-password/',
      payload: { old_password: PASSWORD, password: 'Mine@2024', confirm_password: 'Mine@2024' },
    });
    expect(res.statusCode).toBe(200);
    expect((await userData(res.json().token)).statusCode).toBe(200);
    expect((await userData(other)).statusCode).toBe(401);
    expect((await userData(await signIn(t.app, user.username, 'Mine@2024'))).statusCode).toBe(200);
  });

  it('gives the form messages, and throttles guessing', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId: storeId });
    const call = asUser(t.app, await signIn(t.app, user.username));
    const empty = await call({ method: 'POST', url: '/api/change-password/', payload: {} });
    expect(empty.json()).toEqual({
      old_password: ['This field is required.'],
      password: [MSG.passwordRequired],
      confirm_password: [MSG.confirmPasswordRequired],
    });
    const guess = { old_password: 'Guess@0000', password: 'Mine@2024', confirm_password: 'Mine@2024' };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await call({ method: 'POST', url: '/api/change-password/', payload: guess })).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });
});
