import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstAdmin } from '../src/modules/setup/first-admin.js';
import { demoSeedWanted } from '../src/scripts/seed-demo.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { signIn } from './support/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

describe('the first admin of a production database', () => {
  it('seeds the demo at start-up only on the embedded engine, unless SEED_DEMO says otherwise', () => {
    expect(demoSeedWanted('auto', 'pglite')).toBe(true);
    expect(demoSeedWanted('auto', 'postgres')).toBe(false);
    expect(demoSeedWanted('true', 'postgres')).toBe(true);
    expect(demoSeedWanted('false', 'pglite')).toBe(false);
  });

  it('creates a head office and its super admin, who signs in and reaches its books', async () => {
    const username = `owner${Date.now()}`;
    const { user, company } = await createFirstAdmin(t.db, {
      username,
      password: 'Strong@2026',
      companyName: 'Ahmed Traders',
    });
    expect(user.userType).toBe('SUPER_ADMIN');
    expect(company.companyType).toBe('PARENT');
    const token = await signIn(t.app, username, 'Strong@2026');
    const books = await t.app.inject({
      method: 'GET',
      url: '/api/ledger/trial-balance/',
      headers: { authorization: `token ${token}` },
    });
    expect(books.statusCode).toBe(200);
  });

  it('refuses a weak password and a taken username', async () => {
    await expect(
      createFirstAdmin(t.db, { username: 'owner2', password: 'weak', companyName: 'X' }),
    ).rejects.toThrow(/password/);
    const username = `taken${Date.now()}`;
    await createFirstAdmin(t.db, { username, password: 'Strong@2026', companyName: 'A' });
    await expect(
      createFirstAdmin(t.db, { username, password: 'Strong@2026', companyName: 'B' }),
    ).rejects.toThrow(/taken/);
  });
});
