import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/modules/auth/throttle.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeUser, PASSWORD } from './support/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const attempt = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/obtain-jwt/', payload: { username, password }, remoteAddress });

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After on the 11th failure for one username, even with the right password', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 10; i++) {
      const res = await attempt(user.username, 'Wrong@1234', `10.1.0.${i}`);
      expect(res.statusCode).toBe(400);
    }
    const blocked = await attempt(user.username, PASSWORD, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json()).toHaveProperty('detail');
  });

  it('throttles one address trying many usernames, and leaves other addresses alone', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt(`guess-${i}`, 'Wrong@1234', '10.2.0.1')).statusCode).toBe(400);
    }
    expect((await attempt('guess-next', 'Wrong@1234', '10.2.0.1')).statusCode).toBe(429);
    const user = await makeUser(t.db);
    expect((await attempt(user.username, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('forgets failures after a minute', () => {
    let now = 0;
    const throttle = new LoginThrottle(2, 60_000, () => now);
    throttle.recordFailure(['k']);
    throttle.recordFailure(['k']);
    expect(throttle.retryAfter(['k'])).toBe(60);
    now = 30_000;
    expect(throttle.retryAfter(['k'])).toBe(30);
    now = 60_000;
    expect(throttle.retryAfter(['k'])).toBe(0);
  });
});
