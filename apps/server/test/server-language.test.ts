import { MESSAGES_UR, MSG } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeUser, PASSWORD } from './support/factories.js';
import { asUser } from './support/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const signIn = (payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/obtain-jwt/',
    payload,
    headers: language ? { 'accept-language': language } : {},
  });

describe('the language of the server messages (Accept-Language)', () => {
  it('refuses a sign-in in English without the header and in Urdu with `ur`, same field names', async () => {
    const english = await signIn({ username: 'nobody', password: 'Wrong@1234' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ non_field_errors: [MSG.loginFailed] });

    const urdu = await signIn({ username: 'nobody', password: 'Wrong@1234' }, 'ur-PK,ur;q=0.9,en;q=0.8');
    expect(urdu.statusCode).toBe(400);
    expect(urdu.headers['content-language']).toBe('ur');
    expect(urdu.json()).toEqual({ non_field_errors: [MESSAGES_UR[MSG.loginFailed]] });
    expect(MESSAGES_UR[MSG.loginFailed]).toMatch(/[\u0600-\u06FF]/);
  });

  it('translates schema validation messages at their fields, and keeps English when English ranks first', async () => {
    const urdu = await signIn({ password: 'x' }, 'ur');
    expect(urdu.statusCode).toBe(400);
    expect(urdu.json()).toEqual({ username: [MESSAGES_UR['This field is required.']] });

    const english = await signIn({ password: 'x' }, 'en;q=1, ur;q=0.5');
    expect(english.json()).toEqual({ username: ['This field is required.'] });
  });
});

describe('a user’s language and the company default', () => {
  it('user-data carries `language`, set by the user for themselves only; the company carries `default_language`', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyType: 'RETIAL' });
    const login = await signIn({ username: user.username, password: PASSWORD });
    const as = asUser(t.app, login.json<{ token: string }>().token);

    const before = (await as({ method: 'GET', url: '/api/user-data/' })).json().results[0];
    expect(before.language).toBeNull();
    expect(before.company.default_language).toBeNull();

    const set = await as({ method: 'PUT', url: '/api/user-data/language/', payload: { language: 'ur' } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ language: 'ur' });
    expect((await as({ method: 'GET', url: '/api/user-data/' })).json().results[0].language).toBe('ur');

    const bad = await as({ method: 'PUT', url: '/api/user-data/language/', payload: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['language']);
  });
});

describe('a company’s receipt digits (issue 43: Western by default, Urdu digits on receipts when set)', () => {
  it('is off for a new company, saved with PATCH company/<id>/ beside the default language, and read back everywhere', async () => {
    const admin = await makeUser(t.db, { type: 'ADMIN', companyType: 'RETIAL' });
    const login = await signIn({ username: admin.username, password: PASSWORD });
    const as = asUser(t.app, login.json<{ token: string }>().token);
    const url = `/api/company/${admin.companyId}/`;

    const before = (await as({ method: 'GET', url: '/api/user-data/' })).json().results[0];
    expect(before.company.receipt_urdu_digits).toBe(false);

    const set = await as({
      method: 'PATCH',
      url,
      payload: { receipt_urdu_digits: true, default_language: 'ur' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ receipt_urdu_digits: true, default_language: 'ur' });
    expect((await as({ method: 'GET', url })).json()).toMatchObject({ receipt_urdu_digits: true });
    // The till reads its company from user-data/ (and keeps it for offline sales).
    const after = (await as({ method: 'GET', url: '/api/user-data/' })).json().results[0];
    expect(after.company).toMatchObject({ receipt_urdu_digits: true, default_language: 'ur' });

    // Another field alone leaves the setting as it is; false turns it off again.
    await as({ method: 'PATCH', url, payload: { address: 'Mall Road' } });
    expect((await as({ method: 'GET', url })).json().receipt_urdu_digits).toBe(true);
    const off = await as({
      method: 'PATCH',
      url,
      payload: { receipt_urdu_digits: false, default_language: null },
    });
    expect(off.json()).toMatchObject({ receipt_urdu_digits: false, default_language: null });

    const bad = await as({ method: 'PATCH', url, payload: { receipt_urdu_digits: 'sometimes' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['receipt_urdu_digits']);
  });
});
