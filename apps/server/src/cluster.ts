import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { openDb } from '@tillwise/db';
import { ConfigError, loadConfig } from './config/index.js';
import { demoSeedWanted, seedIfEmpty } from './scripts/seed-demo.js';

/*
 * Several server processes on one port (`WORKERS=n|auto npm start`, PostgreSQL only; docs/scaling.md).
 * The primary prepares what must happen once (the JWT secret in DATA_DIR, the migrations and the
 * database functions, the demo data when asked), then forks the workers; node:cluster hands each
 * connection to one of them. Nothing a request needs lives in one process: sessions are checked
 * against the database, the sign-in throttle and the balances are in it, live notifications cross
 * processes through LISTEN/NOTIFY (ADR 0008), uploaded images are files in the shared DATA_DIR.
 * A worker that dies is replaced.
 */

/** The number of processes WORKERS asks for: a positive integer, or `auto` for one per core. */
export function workersWanted(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (raw === 'auto') return availableParallelism();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    throw new ConfigError(`WORKERS must be a whole number from 1 to 64, or "auto" (got "${raw}")`);
  }
  return n;
}

async function primary(): Promise<void> {
  const config = loadConfig();
  const workers = workersWanted(process.env.WORKERS);
  if (!config.databaseUrl) {
    throw new ConfigError(
      'WORKERS needs DATABASE_URL: the embedded database (PGlite) lives inside one process. ' +
        'Start without WORKERS, or point DATABASE_URL at a PostgreSQL server.',
    );
  }
  // Once, before any worker: migrations and functions, and the demo data when asked for.
  const handle = await openDb({
    databaseUrl: config.databaseUrl,
    poolSize: 1,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
  });
  if (demoSeedWanted(config.seedDemo, handle.engine)) await seedIfEmpty(handle.db);
  await handle.close();

  let stopping = false;
  const fork = () => cluster.fork({ TILLWISE_WORKER: '1' });
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    process.stderr.write(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.\n`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.stdout.write(`Tillwise: ${workers} server processes on port ${config.port} (PostgreSQL).\n`);
}

if (cluster.isPrimary) {
  primary().catch((error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `Tillwise failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  });
} else {
  await import('./server.js');
}
