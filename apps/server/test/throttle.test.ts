import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delayAfter, LoginThrottle } from '../src/modules/auth/throttle.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeUser, PASSWORD } from './support/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '60', LOGIN_FAILURES_BEFORE_DELAY: '5' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const attempt = (username: string, password: string, remoteAddress: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/obtain-jwt/',
    payload: { username, password },
    remoteAddress,
    headers,
  });

describe('sign-in throttling', () => {
  it('a shop of ten tills behind one address: one mistyping colleague never locks the other nine', async () => {
    const shop = '10.10.0.1';
    const tills = await Promise.all(
      Array.from({ length: 10 }, () => makeUser(t.db, { type: 'SALES_STAFF' })),
    );
    const [clumsy, ...others] = tills;
    if (!clumsy) throw new Error('no tills');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await attempt(clumsy.username, 'Wrong@1234', shop)).statusCode);
    // Five wrong tries are answered; after that each try must wait (30 s, 1 min, 2 min …).
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toContain(429);
    for (const till of others) expect((await attempt(till.username, PASSWORD, shop)).statusCode).toBe(200);
  });

  it('makes a username wait longer after each wrong password, with Retry-After', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 5; i++)
      expect((await attempt(user.username, 'Wrong@1234', '10.1.0.1')).statusCode).toBe(400);
    const blocked = await attempt(user.username, PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toHaveProperty('detail');
    // Another address is not held by this pair's lock.
    expect((await attempt(user.username, PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('locks a username tried from many addresses', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 20; i++) await attempt(user.username, 'Wrong@1234', `10.3.${i}.1`);
    expect((await attempt(user.username, PASSWORD, '10.3.99.1')).statusCode).toBe(429);
  });

  it('limits one address trying many usernames, and leaves other addresses alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await attempt(`guess-${i}`, 'Wrong@1234', '10.2.0.1')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
    const user = await makeUser(t.db);
    expect((await attempt(user.username, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts wrong sign-ins per address, not every try: a shop signs in more often than the limit behind one address', async () => {
    const colleagues = await Promise.all(Array.from({ length: 4 }, () => makeUser(t.db)));
    const statuses: number[] = [];
    // The limit here is 60 a minute.
    for (let i = 0; i < 65; i++) {
      const who = colleagues[i % colleagues.length];
      if (who) statuses.push((await attempt(who.username, PASSWORD, '10.5.0.1')).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('a spraying address never keeps a colleague out: a right password is refused only when its own username is locked', async () => {
    const colleague = await makeUser(t.db);
    const sprayed = await makeUser(t.db);
    const spray: number[] = [];
    for (let i = 0; i < 62; i++)
      spray.push((await attempt(`spray-${i}-${Date.now()}`, 'Wrong@1234', '10.6.0.1')).statusCode);
    expect(spray.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(spray.slice(60).every((s) => s === 429)).toBe(true);
    // The colleague at the same address signs in, wrong tries and all, while the spray goes on.
    expect((await attempt(colleague.username, PASSWORD, '10.6.0.1')).statusCode).toBe(200);
    // One wrong password from the spraying address locks that username from it at once...
    const guessed = await attempt(sprayed.username, 'Wrong@1234', '10.6.0.1');
    expect(guessed.statusCode).toBe(429);
    expect(Number(guessed.headers['retry-after'])).toBeGreaterThan(0);
    const second = await attempt(sprayed.username, PASSWORD, '10.6.0.1');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(30);
    // ...and from there only: the same user elsewhere signs in.
    expect((await attempt(sprayed.username, PASSWORD, '10.6.0.2')).statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-For from a client when no proxy is configured', async () => {
    const user = await makeUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await attempt(user.username, 'Wrong@1234', '10.4.0.1', {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });

  it('grows the delay 30 s, 1 min, 2 min … and forgets it after a right password (shared state in the database)', async () => {
    expect([4, 5, 6, 7, 8].map((n) => delayAfter(n, 5))).toEqual([0, 30, 60, 120, 240]);
    expect(delayAfter(40, 5)).toBe(900);
    let now = Date.parse('2026-11-24T09:00:00Z');
    const one = new LoginThrottle(t.db, { attemptsPerMinute: 1000, failuresBeforeDelay: 2, now: () => now });
    // A second process sees the first one's counters.
    const two = new LoginThrottle(t.db, { attemptsPerMinute: 1000, failuresBeforeDelay: 2, now: () => now });
    const who = { username: `clock-${Date.now()}`, address: '10.9.9.9' };
    await one.recordFailure(who);
    expect(await two.retryAfter(who)).toBe(0);
    await one.recordFailure(who);
    expect(await two.retryAfter(who)).toBe(30);
    await two.recordFailure(who);
    expect(await one.retryAfter(who)).toBe(60);
    now += 60_000;
    expect(await one.retryAfter(who)).toBe(0);
    await one.recordSuccess(who);
    await one.recordFailure(who);
    expect(await two.retryAfter(who)).toBe(0);
  });
});
