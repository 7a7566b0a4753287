import path from 'node:path';
import { type DbHandle, openDb } from '@tillwise/db';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/index.js';
import { seedIfEmpty } from './scripts/seed-demo.js';

/** Starts Tillwise: config, database (migrated), demo data on first start, then listen. */
async function main(): Promise<void> {
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
  const app = await buildApp({ config, db: handle.db });
  const logins = await seedIfEmpty(handle.db);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
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
  if (logins) {
    lines.push('Demo data loaded. Sign in with any of these (password Demo@1234):');
    for (const l of logins) lines.push(`  ${l.username.padEnd(14)} ${l.role.padEnd(12)} ${l.company}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Tillwise failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
