import { users } from '@tillwise/db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, closeDatabase, TEST_SECRET, type TestApp } from './support/app.js';
import { makeUser, PASSWORD } from './support/factories.js';
import { asUser, signIn } from './support/http.js';

const FAILED = { non_field_errors: ['Unable to log in with provided credentials.'] };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const post = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/obtain-jwt/', payload: { username, password }, remoteAddress });

describe('POST /api/obtain-jwt/', () => {
  it('answers a token for good credentials, and the token opens user-data', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyType: 'RETIAL', firstName: 'Usman' });
    const res = await post(user.username, PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(token.split('.')).toHaveLength(3);

    const data = await asUser(t.app, token)({ method: 'GET', url: '/api/user-data/' });
    expect(data.statusCode).toBe(200);
    const body = data.json();
    expect(body).toMatchObject({ count: 1, next: null, previous: null });
    expect(body.results[0]).toMatchObject({
      id: user.id,
      username: user.username,
      first_name: 'Usman',
      user_type: 'SALES_STAFF',
      credit: '0.0000',
      is_active: true,
      company: {
        id: user.companyId,
        company_type: 'RETIAL',
        balance: '0.0000',
        credit: '0.0000',
        parent: null,
      },
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('matches usernames without regard to case', async () => {
    const user = await makeUser(t.db, { username: 'MixedCase.User' });
    expect((await post('mixedcase.user', PASSWORD)).statusCode).toBe(200);
    expect(user.username).toBe('MixedCase.User');
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const user = await makeUser(t.db);
    for (const res of [await post(user.username, 'Wrong@1234'), await post('nobody-here', PASSWORD)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(FAILED);
    }
  });

  it('refuses inactive users, users without a password, and records that may not sign in', async () => {
    const inactive = await makeUser(t.db, { active: false });
    const noPassword = await makeUser(t.db, { withPassword: false });
    const customer = await makeUser(t.db, { type: 'REGULAR_CUSTOMER' });
    const walkIn = await makeUser(t.db, { type: 'WALK_IN_CUSTOMER' });
    const vendor = await makeUser(t.db, { type: 'VENDOR', companyType: 'VENDOR' });
    for (const u of [inactive, noPassword, customer, walkIn, vendor]) {
      const res = await post(u.username, PASSWORD);
      expect(res.statusCode, u.userType).toBe(400);
      expect(res.json()).toEqual(FAILED);
    }
  });

  it('spends the same time on an unknown username as on a wrong password', async () => {
    const user = await makeUser(t.db);
    const time = async (username: string) => {
      const start = performance.now();
      await post(username, 'Wrong@1234');
      return performance.now() - start;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.username));
      unknown.push(await time(`ghost-${i}`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('gives field errors for a missing or blank field, and a detail for malformed JSON', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/obtain-jwt/',
      payload: { username: 'a' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: ['This field is required.'] });

    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/obtain-jwt/',
      payload: { username: '', password: '' },
    });
    expect(blank.json()).toEqual({
      username: ['This field may not be blank.'],
      password: ['This field may not be blank.'],
    });

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/obtain-jwt/',
      payload: { username: 12, password: ['x'] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json()).sort()).toEqual(['password', 'username']);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/obtain-jwt/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/^JSON parse error/);

    const notAnObject = await t.app.inject({
      method: 'POST',
      url: '/api/obtain-jwt/',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notAnObject.statusCode).toBe(400);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/obtain-jwt/',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=a',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toHaveProperty('detail');
  });
});

describe('tokens', () => {
  it('accepts the token, Token, JWT and Bearer schemes and nothing else', async () => {
    const user = await makeUser(t.db);
    const token = await signIn(t.app, user.username);
    for (const scheme of ['token', 'Token', 'JWT', 'Bearer', 'bearer']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user-data/',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
    for (const header of [`Basic ${token}`, token, `token ${token} extra`, 'token']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user-data/',
        headers: { authorization: header },
      });
      expect(res.statusCode, header).toBe(401);
      expect(res.json()).toHaveProperty('detail');
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/user-data/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('rejects expired, tampered, foreign-key and alg:none tokens', async () => {
    const user = await makeUser(t.db);
    const key = new TextEncoder().encode(TEST_SECRET);
    const base = () => new SignJWT({ ver: 0 }).setSubject(String(user.id)).setIssuer('tillwise');

    const expired = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const foreign = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-enough-length-for-signing'));
    const good = await signIn(t.app, user.username);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: String(user.id + 1) })).toString('base64url'),
      signature,
    ].join('.');
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      payload,
      '',
    ].join('.');

    for (const [name, token] of Object.entries({ expired, foreign, tampered, none, garbage: 'a.b.c' })) {
      const res = await asUser(t.app, token)({ method: 'GET', url: '/api/user-data/' });
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({ detail: 'Invalid or expired token.' });
    }
  });

  it('ends open sessions when a user is deactivated or their password changes', async () => {
    const a = await makeUser(t.db);
    const b = await makeUser(t.db);
    const tokenA = await signIn(t.app, a.username);
    const tokenB = await signIn(t.app, b.username);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, a.id));
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, b.id));
    expect((await asUser(t.app, tokenA)({ method: 'GET', url: '/api/user-data/' })).statusCode).toBe(401);
    expect((await asUser(t.app, tokenB)({ method: 'GET', url: '/api/user-data/' })).statusCode).toBe(401);
  });
});

describe('sessions in use', () => {
  // The auth hook remembers verified tokens and the user rows it read; none of that may hide a change.
  const userData = (token: string) => asUser(t.app, token)({ method: 'GET', url: '/api/user-data/' });

  it('sees every change to a signed-in user on the next request, even one written behind the server', async () => {
    const [a, b, c] = [await makeUser(t.db), await makeUser(t.db), await makeUser(t.db)];
    const [tokenA, tokenB, tokenC] = [
      await signIn(t.app, a.username),
      await signIn(t.app, b.username),
      await signIn(t.app, c.username),
    ];
    for (const token of [tokenA, tokenB, tokenC]) expect((await userData(token)).statusCode).toBe(200);

    await t.db.update(users).set({ isActive: false }).where(eq(users.id, a.id));
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, b.id));
    await t.db.update(users).set({ userType: 'SALES_STAFF', credit: '12.5000' }).where(eq(users.id, c.id));

    expect((await userData(tokenA)).statusCode).toBe(401);
    expect((await userData(tokenB)).statusCode).toBe(401);
    const changed = await userData(tokenC);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().results[0]).toMatchObject({ user_type: 'SALES_STAFF', credit: '12.5000' });

    await t.db.update(users).set({ isActive: true }).where(eq(users.id, a.id));
    expect((await userData(tokenA)).statusCode).toBe(200);
  });

  it('refuses a token that was accepted before once it has expired', async () => {
    const user = await makeUser(t.db);
    const token = await signIn(t.app, user.username);
    expect((await userData(token)).statusCode).toBe(200);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + (t.config.tokenTtlSeconds + 1) * 1000);
    try {
      const res = await userData(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid or expired token.' });
    } finally {
      later.mockRestore();
    }
  });
});
