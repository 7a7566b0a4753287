// Measures the authenticated hot path: `GET /api/user-data/` (token check + one indexed read) and
// sign-in (one argon2id verification), with autocannon against a real server in this process.
// Usage: npm run auth -w bench            (embedded PGlite in a temp dir)
//        DATABASE_URL=postgres://... npm run auth -w bench
import path from 'node:path';
import { openDb, seedDemo } from '@tillwise/db';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/index.js';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { benchDir } from '../temp-dir.js';

const dataDir = benchDir('tillwise-bench-');
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
});
const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(dataDir, 'pgdata') });
await seedDemo(handle.db, hashPassword);
const app = await buildApp({ config, db: handle.db });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const signIn = await fetch(`${address}/api/obtain-jwt/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'cashier', password: 'Demo@1234' }),
});
const { token } = (await signIn.json()) as { token: string };

async function measure(title: string, options: autocannon.Options): Promise<void> {
  const result = await autocannon({ duration: 10, connections: 8, ...options });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   failures ${non2xx}`,
  );
}

console.log(`engine: ${handle.engine}, 8 connections, 10 s each`);
await measure('GET /api/user-data/', {
  url: `${address}/api/user-data/`,
  headers: { authorization: `token ${token}` },
});
await measure('POST /api/obtain-jwt/ (argon2id)', {
  url: `${address}/api/obtain-jwt/`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'cashier', password: 'Demo@1234' }),
});
// autocannon drops its sockets when time is up; let the requests still in the server finish.
await new Promise((resolve) => setTimeout(resolve, 1000));
await app.close();
await handle.close();
