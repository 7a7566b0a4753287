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
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Opens PostgreSQL (node-postgres pool) or embedded PGlite and applies every committed migration. */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzleNodePg({ client: pool, schema, ...(options.logger ? { logger: options.logger } : {}) });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
    await applyFunctions(db as unknown as Db);
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // pg_trgm backs product name search (migration 0003); PGlite ships it as a loadable extension.
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, ...(options.logger ? { logger: options.logger } : {}) });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  await applyFunctions(db as unknown as Db);
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}
