import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { applyFunctions } from './functions.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type everything above the driver uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: services take this and never care which. */
export type Executor = Db | Tx;

/**
 * One object per opened database, the same for the handle and every transaction opened on it:
 * state a process learns about one database (a cache keyed by row ids) is kept under this key, so
 * two databases open in one process (the API suite's files, one after another) never share it.
 */
export function databaseKey(db: Executor): object {
  // Drizzle hands each transaction the relational schema of the handle it was opened on.
  return db._.schema ?? db;
}

export interface DbHandle {
  db: Db;
  engine: 'postgres' | 'pglite';
  close: () => Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests only). */
  pgliteDir?: string;
  poolSize?: number;
  /** Sees every statement Drizzle sends (tests count a request's round trips with it). */
  logger?: Logger;
  /**
   * An in-memory embedded database starts as a copy of this one (`pgliteSnapshot`) instead of
   * empty: the API suite migrates once and copies it for each test file.
   */
  pgliteFrom?: Blob;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Memory a statement's sort or hash may use before spilling to disk (reports hash many rows). */
const REPORT_WORK_MEM = '32MB';

const toIo = () => new Promise<void>((resolve) => setImmediate(resolve));

type Runner = Pick<PGlite, 'query' | 'exec'>;

/** Makes `query` and `exec` of one PGlite handle (the client, or a transaction's) wait for I/O first. */
function yieldingStatements<T extends Runner>(runner: T): T {
  const query = runner.query.bind(runner);
  const exec = runner.exec.bind(runner);
  runner.query = (async (...args: Parameters<typeof query>) => {
    await toIo();
    return query(...args);
  }) as typeof runner.query;
  runner.exec = (async (...args: Parameters<typeof exec>) => {
    await toIo();
    return exec(...args);
  }) as typeof runner.exec;
  return runner;
}

/**
 * PGlite runs each statement in WebAssembly on the server's own thread, and its answers come back
 * as promise callbacks only: a request that sends statement after statement (a CSV export page by
 * page, an import row by row) would keep the event loop from accepting any other request until it
 * ends. Every statement first lets pending I/O run (one `setImmediate`), so other requests are
 * served between the statements of a long one. Statements inside a transaction yield too, but the
 * engine stays theirs until the transaction ends (docs/security/hardening.md measures both).
 */
function yieldBeforeEachStatement(client: PGlite): void {
  yieldingStatements(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: Parameters<typeof transaction>[0]) =>
    transaction((tx) => work(yieldingStatements(tx)))) as typeof client.transaction;
}

/**
 * Connections stay open once made (node-postgres closes one idle for 10 s by default). Under a
 * light load the pool hands out the connection freed last, so the others sit idle, are closed,
 * and are opened again whenever two requests overlap: a new backend with cold catalogue caches
 * that prepares and plans every statement again, tens of milliseconds for the request that waits
 * on it (docs/performance-log.md, "Lookups that stall"). At most `poolSize` connections per process.
 */
const KEEP_CONNECTIONS = { idleTimeoutMillis: 0 };

/** Opens PostgreSQL (node-postgres pool) or embedded PGlite and applies every committed migration. */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...KEEP_CONNECTIONS,
      // Reports hash a year of order lines: with the default 4 MB a year's ranking of products spilled
      // to disk and took 260 s, with 16 MB or more 1.1 s; and no JIT compilation, which made the same
      // statement minutes long on this machine (docs/performance.md, "Reports").
      options: `-c jit=off -c work_mem=${REPORT_WORK_MEM}`,
    });
    const db = drizzleNodePg({ client: pool, schema, ...(options.logger ? { logger: options.logger } : {}) });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
    await applyFunctions(db as unknown as Db);
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // pg_trgm backs product name search (migration 0003); PGlite ships it as a loadable extension.
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {}),
  });
  yieldBeforeEachStatement(client);
  // The same memory for a statement's sorts and hashes as on PostgreSQL (see the pool above).
  await client.exec(`SET work_mem = '${REPORT_WORK_MEM}'`);
  const db = drizzlePglite({ client, schema, ...(options.logger ? { logger: options.logger } : {}) });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  await applyFunctions(db as unknown as Db);
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}

/**
 * An in-memory embedded database with every migration and function applied, as a tarball
 * (`openDb`'s `pgliteFrom`): loading it takes a tenth of the time migrating from empty does.
 */
export async function pgliteSnapshot(): Promise<Blob> {
  const handle = await openDb({ pgliteDir: 'memory://' });
  try {
    return await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/**
 * Opens a pool on a read replica (a hot standby of the database `openDb` opened): no migrations and
 * no functions are applied there (the standby replays the primary's), and every transaction is read
 * only, so nothing is ever written through it even when the URL names a primary by mistake.
 */
export async function openReader(options: {
  databaseUrl: string;
  poolSize?: number;
  logger?: Logger;
}): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    ...KEEP_CONNECTIONS,
    options: `-c jit=off -c work_mem=${REPORT_WORK_MEM} -c default_transaction_read_only=on`,
  });
  // Fails at start, not at the first report, when the replica cannot be reached.
  await pool.query('SELECT 1');
  const db = drizzleNodePg({ client: pool, schema, ...(options.logger ? { logger: options.logger } : {}) });
  return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
}
