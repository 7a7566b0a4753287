import {
  COUNT_MSG,
  CSV_IMPORT_MSG,
  MESSAGES_UR,
  MSG,
  readCsvRecords,
  SERVER_MSG,
  translateMessage,
} from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeUser, PASSWORD } from './support/factories.js';
import { asUser } from './support/http.js';
import { makeShop, type Shop } from './support/orders.js';

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

describe('refusals of the modules in Urdu, same fields and status', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await makeShop(t.app, t.db);
  });
  const ur = { 'accept-language': 'ur' };
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });

  it('a stock count without its category', async () => {
    const res = await shop.admin({
      method: 'POST',
      url: '/api/stock-count/',
      payload: { scope: 'CATEGORY' },
      headers: { ...ur, ...key() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ category: [MESSAGES_UR[COUNT_MSG.categoryRequired]] });
  });

  it('a filter of till sessions outside its choices, and a page that does not exist', async () => {
    const status = await shop.admin({
      method: 'GET',
      url: '/api/till-session/?status=SOMETIMES',
      headers: ur,
    });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({ status: [MESSAGES_UR[SERVER_MSG.selectValidChoice]] });

    const page = await shop.admin({ method: 'GET', url: '/api/notification/?page=x', headers: ur });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ detail: MESSAGES_UR[SERVER_MSG.invalidPage] });
  });

  it('a header that is not a UUID, with its name kept', async () => {
    const res = await shop.admin({
      method: 'POST',
      url: '/api/stock-count/',
      payload: {},
      headers: { ...ur, 'idempotency-key': 'not-a-key' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Idempotency-Key درست UUID ہو۔' });
    expect(translateMessage(SERVER_MSG.headerNotUuid('Idempotency-Key'), 'ur')).toBe(res.json().detail);
  });

  it('a stock import row’s reasons (an answer of 200), with its column names kept', async () => {
    const rows = readCsvRecords('variant_id,quantity\nabc,5\n', []);
    const preview = (headers: Record<string, string>) =>
      shop.admin({ method: 'POST', url: '/api/catalog-csv/stock/preview/', payload: { rows }, headers });
    const english = await preview({});
    expect(english.statusCode).toBe(200);
    const reasons = english.json<{ rows: { reasons: string[] }[] }>().rows[0]?.reasons ?? [];
    expect(reasons).toContain(CSV_IMPORT_MSG.variantIdNumber);
    const urdu = (await preview(ur)).json<{ rows: { reasons: string[] }[] }>().rows[0]?.reasons;
    expect(urdu).toEqual(reasons.map((r) => translateMessage(r, 'ur')));
    expect(urdu).toContain(MESSAGES_UR[CSV_IMPORT_MSG.variantIdNumber]);
  });

  it('a refused request from the permission layer, and English when English is asked', async () => {
    const urdu = await shop.cashier({ method: 'GET', url: '/api/ledger/trial-balance/', headers: ur });
    expect(urdu.statusCode).toBe(403);
    expect(urdu.json()).toEqual({
      detail: MESSAGES_UR['You do not have permission to perform this action.'],
    });
    const english = await shop.cashier({ method: 'GET', url: '/api/ledger/trial-balance/' });
    expect(english.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
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
