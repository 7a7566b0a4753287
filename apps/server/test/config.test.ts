import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/index.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'tillwise-config-'));

describe('configuration', () => {
  it('has working defaults on a fresh machine and keeps a generated secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, pageSize: 30, tokenTtlSeconds: 43200, corsOrigins: [] });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads durations, origins and an empty DATABASE_URL as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      TOKEN_TTL: '30m',
      CORS_ORIGINS: 'http://a.test, https://b.test:8443',
      DATABASE_URL: '',
    });
    expect(config.tokenTtlSeconds).toBe(1800);
    expect(config.corsOrigins).toEqual(['http://a.test', 'https://b.test:8443']);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads DATABASE_REPLICA_URL beside DATABASE_URL, and an empty one as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://primary/tillwise',
      DATABASE_REPLICA_URL: 'postgres://replica/tillwise',
    });
    expect(config.replicaUrl).toBe('postgres://replica/tillwise');
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_REPLICA_URL: '' }).replicaUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PAGE_SIZE', '0'],
    ['TOKEN_TTL', 'forever'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_REPLICA_URL', 'mysql://x'],
    // A replica only of PostgreSQL: the embedded engine has none.
    ['DATABASE_REPLICA_URL', 'postgres://replica/tillwise'],
    ['DB_POOL_SIZE', '0'],
    ['JWT_SECRET', 'short'],
    ['CORS_ORIGINS', 'not a url'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${name}:`));
  });
});
