import path from 'node:path';
import { type DbHandle, openDb, openReader } from '@tillwise/db';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/index.js';
import { autovacuumOn } from './lib/maintenance.js';
import { startRuntimeStats } from './lib/runtime-stats.js';
import { hasNoUsers } from './modules/setup/first-admin.js';
import { demoSeedWanted, seedIfEmpty } from './scripts/seed-demo.js';

/** Starts Tillwise: config, database (migrated), demo data on the embedded engine's first start, then listen. */
async function main(): Promise<void> {
  // Event-loop delay and GC pauses for the benches (bench/README.md); off unless asked for.
  if (process.env.BENCH_RUNTIME_STATS === '1') startRuntimeStats();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const handle: DbHandle = await openDb({
    databaseUrl: config.databaseUrl,
    poolSize: config.dbPoolSize,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
  });
  // Analytics and exports read the replica when one is configured (docs/scaling.md).
  const replica = config.replicaUrl
    ? await openReader({ databaseUrl: config.replicaUrl, poolSize: config.dbPoolSize })
    : undefined;
  const app = await buildApp({ config, db: handle.db, replicaDb: replica?.db });
  // The demo is for a newcomer's first start on the embedded engine; a PostgreSQL database starts
  // empty unless SEED_DEMO=true (or `npm run db:seed`) asks for it.
  const logins = demoSeedWanted(config.seedDemo, handle.engine) ? await seedIfEmpty(handle.db) : null;
  const empty = !logins && (await hasNoUsers(handle.db));

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await replica?.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [`Tillwise is running at http://${shownHost}:${config.port}`];
  lines.push(
    `Database: ${handle.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  );
  if (replica) lines.push('Reports and exports read the replica (DATABASE_REPLICA_URL)');
  if (handle.engine === 'postgres' && !(await autovacuumOn(handle.db))) {
    lines.push(
      'Warning: autovacuum is off on this PostgreSQL server. Nothing analyses or vacuums the tables, so',
      'sales slow down as the books grow; turn it on, or run VACUUM (ANALYZE) on a schedule (docs/scaling.md).',
    );
  }
  if (logins) {
    lines.push('Demo data loaded. Sign in with any of these (password Demo@1234):');
    for (const l of logins) lines.push(`  ${l.username.padEnd(14)} ${l.role.padEnd(12)} ${l.company}`);
  }
  if (empty) {
    lines.push(
      'The database has no users yet. Create the first admin (a head office and its super admin):',
      '  ADMIN_PASSWORD=... npm run db:create-admin -- --username <name> --company "<head office name>"',
      'or load the demo data on purpose with `npm run db:seed`.',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Tillwise failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
