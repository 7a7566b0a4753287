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
  plain = await appWith({});
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
    const next = await nextLink(t, demo.tokens.storeadmin, { host: 'evil.example' });
    expect(next).toMatch(/^https:\/\/pos\.example\.com\/api\/product\//);
  });

  it('believes forwarded headers only from the proxies TRUST_PROXY names', async () => {
    const { t, demo } = await appWith({ TRUST_PROXY: '10.0.0.5' });
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
