import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db, type DbHandle, openDb } from '@tillwise/db';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config/index.js';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close: () => Promise<void>;
}

let shared: DbHandle | undefined;

/** Every statement the test database was sent, in order; a test empties it to watch one request. */
export const sentStatements: string[] = [];

/**
 * One database per test file: PGlite in memory, a copy of the one the global setup migrated, or the
 * PostgreSQL server named by DATABASE_URL.
 */
async function database(): Promise<DbHandle> {
  if (shared) return shared;
  const snapshot = process.env.DATABASE_URL ? undefined : inject('pgliteSnapshot');
  shared = await openDb({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: 'memory://',
    ...(snapshot ? { pgliteFrom: new Blob([readFileSync(snapshot)]) } : {}),
    poolSize: 20,
    logger: { logQuery: (query) => sentStatements.push(query) },
  });
  return shared;
}

/** Builds the real application on the test database (reports on `replicaDb` if given), with a small web build to serve. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { replicaDb?: Db; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tillwise-api-'));
  const webDist = mkdtempSync(path.join(tmpdir(), 'tillwise-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Tillwise</title><div id="root"></div>',
  );
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: webDist,
    // Every answer the suite sees is checked against its route's published response schema.
    VALIDATE_RESPONSES: 'true',
    // Every file signs in from the one test address, and on PostgreSQL the counters outlive the
    // file: the per-address limit is the throttle tests' own business (they set theirs).
    LOGIN_ATTEMPTS_PER_MINUTE: '100000',
    // Reports read the journal's lines unless a test folds the summaries (foldAll) or turns this on.
    REPORT_FOLD_MS: '0',
    // Expiry notices are sent by a timer; tests call notifyExpiringBatches themselves.
    EXPIRY_CHECK_MS: '0',
    // The embedded engine's vacuum and analyse pass: tests call maintainIfGrown themselves.
    MAINTENANCE_MS: '0',
    // The fiscal outbox is sent by a timer; tests call reportDueOrders themselves.
    FISCAL_SEND_MS: '0',
    // Requests injected in-process name `localhost:80`; those over a socket 127.0.0.1 and its port.
    ALLOWED_HOSTS: 'localhost,127.0.0.1',
    ...env,
  });
  const handle = await database();
  const app = await buildApp({
    config,
    db: handle.db,
    replicaDb: options.replicaDb,
    logStream: options.logStream,
  });
  await app.ready();
  return { app, db: handle.db, config, close: () => app.close() };
}

/**
 * Closes the file's database; call from afterAll once every app is closed. The next file in the
 * same worker (the server project does not isolate files) opens a database of its own.
 */
export async function closeDatabase(): Promise<void> {
  await shared?.close();
  shared = undefined;
  sentStatements.length = 0;
}
