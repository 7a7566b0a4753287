import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
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
  stop: () => Promise<void>;
}

/**
 * The real server (`src/server.ts`) in a process of its own, as `npm start` runs it, on the
 * PostgreSQL database and DATA_DIR given; resolves once it prints that it is running.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Tillwise is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // A server still closing after 5 s (a client's idle keep-alive socket) is ended outright.
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
    },
  };
}
