import { openDb } from '@tillwise/db';
import pg from 'pg';
import { seedIfEmpty } from '../../src/scripts/seed-demo.js';

/**
 * On PostgreSQL the API suite starts from an empty schema, applies the committed migrations from
 * scratch exactly as a new installation would, and loads the demo data before any test file
 * writes its own. PGlite test files each start from an empty in-memory database instead.
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  const handle = await openDb({ databaseUrl: url });
  await seedIfEmpty(handle.db);
  await handle.close();
}
