import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/index.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { loadDemo } from './support/demo.js';

/* Absolute URLs, forwarded headers and media headers, as configured (docs/security/hardening.md). */

const apps: TestApp[] = [];
let plain: Awaited<ReturnType<typeof appWith>>;
// The first app seeds the demo into the file's database; that alone may take a while.
beforeAll(async () => {
  plain = await appWith({ ALLOWED_HOSTS: 'localhost,pos.local:3000' });
}, 120_000);
afterAll(async () => {
  for (const a of apps) await a.close();
  await closeDatabase();
});

async function appWith(env: Record<string, string>) {
  const t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000', ...env });
  apps.push(t);
  const demo = await loadDemo(t);
  return { t, demo };
}

/** The `next` link of the product list (the demo has more than a page of products). */
async function nextLink(
  t: TestApp,
  token: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/product/?page_size=2',
    headers: { authorization: `token ${token}`, ...headers },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ next: string }>().next;
}

describe('forwarded headers and absolute URLs', () => {
  it('ignores X-Forwarded-Host and -Proto from clients when no proxy is configured', async () => {
    const { t, demo } = plain;
    const next = await nextLink(t, demo.tokens.storeadmin, {
      host: 'pos.local:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(next).toMatch(/^http:\/\/pos\.local:3000\/api\/product\//);
  });

  it('builds every absolute URL from PUBLIC_ORIGIN when it is set', async () => {
    const { t, demo } = await appWith({ PUBLIC_ORIGIN: 'https://pos.example.com' });
    const next = await nextLink(t, demo.tokens.storeadmin, { host: 'pos.example.com' });
    expect(next).toMatch(/^https:\/\/pos\.example\.com\/api\/product\//);
  });

  it('believes forwarded headers only from the proxies TRUST_PROXY names', async () => {
    const { t, demo } = await appWith({
      TRUST_PROXY: '10.0.0.5',
      ALLOWED_HOSTS: 'localhost,internal:3000,shop.example',
    });
    const forwarded = {
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
      host: 'internal:3000',
    };
    expect(await nextLink(t, demo.tokens.storeadmin, forwarded, '10.0.0.5')).toMatch(
      /^https:\/\/shop\.example\//,
    );
    expect(await nextLink(t, demo.tokens.storeadmin, forwarded, '10.0.0.6')).toMatch(
      /^http:\/\/internal:3000\//,
    );
  });

  it('refuses a Host the server is not configured for, before anything is echoed', async () => {
    const { t, demo } = plain;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/product/?page_size=2',
      headers: { authorization: `token ${demo.tokens.storeadmin}`, host: 'evil.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Invalid HTTP_HOST header: 'evil.example'." });
    expect(res.body).not.toContain('/api/product/');
    // A listed name on another port than the one listed is refused too; the web app's page as well.
    for (const host of ['pos.local:4000', 'pos.local']) {
      expect((await t.app.inject({ method: 'GET', url: '/', headers: { host } })).statusCode).toBe(400);
    }
  });

  it('refuses an X-Forwarded-Host from a trusted proxy the same way', async () => {
    const { t, demo } = await appWith({
      TRUST_PROXY: '10.0.0.5',
      ALLOWED_HOSTS: 'localhost,internal:3000,shop.example',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/product/?page_size=2',
      headers: {
        authorization: `token ${demo.tokens.storeadmin}`,
        host: 'internal:3000',
        'x-forwarded-host': 'evil.example',
      },
      remoteAddress: '10.0.0.5',
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts PUBLIC_ORIGIN’s host whatever ALLOWED_HOSTS lists', async () => {
    const { t, demo } = await appWith({
      PUBLIC_ORIGIN: 'https://pos.example.com',
      ALLOWED_HOSTS: 'localhost',
    });
    const url = await nextLink(t, demo.tokens.storeadmin, {
      host: 'pos.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(url).toMatch(/^https:\/\/pos\.example\.com\//);
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(400);
  });

  it('by default answers localhost, 127.0.0.1 and [::1] on its own port, and the address it listens on', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    const local = loadConfig({ ...secret, PORT: '3000', HOST: '192.0.2.7' });
    expect(local.allowedHosts).toEqual(['localhost:3000', '127.0.0.1:3000', '[::1]:3000', '192.0.2.7:3000']);
    const everywhere = loadConfig({ ...secret, PORT: '3000' });
    expect(everywhere.allowedHosts).toEqual(expect.arrayContaining(['localhost:3000', '127.0.0.1:3000']));
    expect(everywhere.allowedHosts.every((h) => h.endsWith(':3000'))).toBe(true);
    const listed = loadConfig({
      ...secret,
      ALLOWED_HOSTS: 'Pos.Example.com, 10.0.0.9:8080',
      PUBLIC_ORIGIN: 'https://shop.example',
    });
    expect(listed.allowedHosts).toEqual(['pos.example.com', '10.0.0.9:8080', 'shop.example']);
    expect(() => loadConfig({ ...secret, ALLOWED_HOSTS: 'http://pos.example.com' })).toThrow(ConfigError);
  });

  it('refuses a TRUST_PROXY or PUBLIC_ORIGIN that is not one', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'pos.example.com/app', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      ConfigError,
    );
  });
});

describe('media headers', () => {
  const serve = async (env: Record<string, string>) => {
    const { t } = await appWith(env);
    const dir = path.join(t.config.dataDir, 'media', 'logos');
    mkdirSync(dir, { recursive: true });
    // A file an older install wrote to disk, before images moved into the database.
    writeFileSync(path.join(dir, `${'a'.repeat(32)}.png`), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    return t.app.inject({ method: 'GET', url: `/media/logos/${'a'.repeat(32)}.png` });
  };

  it('are same-origin by default', async () => {
    const res = await serve({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('are cross-origin when CORS_ORIGINS lets another origin use the API', async () => {
    const res = await serve({ CORS_ORIGINS: 'https://app.example.com' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await (apps.at(-1) as TestApp).app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
