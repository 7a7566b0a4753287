import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_SECRET } from './app.js';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/server.ts');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ServerProcess {
  url: string;
  /** `kill -9`: the process dies at once, mid-request, as in a power cut. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The real server (`src/server.ts`) in a process of its own, on the test engine: PostgreSQL when
 * DATABASE_URL is set, otherwise PGlite in `dataDir` (seeded with the demo on its first start).
 * Resolves once it answers HTTP.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const webDist = mkdtempSync(path.join(tmpdir(), 'tillwise-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tillwise</title>');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
      WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server process exited');
    try {
      await fetch(`${url}/api/type/`);
      break;
    } catch {
      // Not listening yet: it is migrating (and seeding the demo on a first start).
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // A server still closing after 5 s (a client's idle keep-alive socket) is ended outright.
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
    },
  };
}
