import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuntimeStats } from '../../apps/server/src/lib/runtime-stats.js';
import { benchDir } from '../temp-dir.js';

/** The server to start: this checkout's, or SERVER_ROOT's (another checkout, for before/after runs). */
const SERVER = path.resolve(
  process.env.SERVER_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  'apps/server/src/server.ts',
);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface RunningServer {
  url: string;
  pid: number | undefined;
  /** CPU time (user + system) the server process has used so far, in milliseconds (Linux). */
  cpuMs: () => number;
  /**
   * The server's event-loop delay and GC pauses since the previous call (started with
   * `runtimeStats`); null when the server does not answer (another checkout's, by SERVER_ROOT).
   */
  runtimeStats: () => Promise<RuntimeStats | null>;
  stop: () => Promise<void>;
}

/** utime + stime of a process from /proc/<pid>/stat, in milliseconds (clock ticks of 10 ms). */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function askRuntimeStats(child: ChildProcess): Promise<RuntimeStats | null> {
  if (!child.connected) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 2000);
    const onMessage = (message: { runtimeStats?: RuntimeStats }) => {
      if (message?.runtimeStats) done(message.runtimeStats);
    };
    const done = (stats: RuntimeStats | null) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(stats);
    };
    child.on('message', onMessage);
    child.send({ runtimeStats: 'take' });
  });
}

/**
 * Starts the real server (`apps/server/src/server.ts`) in its own process, so the load generator
 * in this process does not share the server's event loop, and waits until it answers.
 * `CPU_PROF_DIR` makes it write a V8 CPU profile there when it stops (`node --cpu-prof`);
 * `TRACE_GC=1` prints its GC events (`node --trace-gc`) on this process's output.
 */
export async function startServer(env: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The built web app to serve (bench/offline drives it in Chromium); a stub page by default. */
  webDist?: string | undefined;
  /** Measure the event-loop delay and GC pauses in the server (BENCH_RUNTIME_STATS=1, over IPC). */
  runtimeStats?: boolean;
}): Promise<RunningServer> {
  // BENCH_PORT: a fixed port (benches of several checkouts side by side on one machine), else any free one.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const webDist = env.webDist ?? benchDir('tillwise-bench-web-');
  if (!env.webDist) writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tillwise</title>');
  const profile = process.env.CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF_DIR}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, ...(process.env.TRACE_GC ? ['--trace-gc'] : []), '--import', 'tsx', SERVER],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: env.dataDir,
        DATABASE_URL: env.databaseUrl ?? '',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        WEB_DIST: webDist,
        BENCH_RUNTIME_STATS: env.runtimeStats ? '1' : '',
      },
      stdio: [
        'ignore',
        process.env.TRACE_GC ? 'inherit' : 'ignore',
        'inherit',
        ...(env.runtimeStats ? (['ipc'] as const) : []),
      ],
    },
  );
  // A bench that fails (a thrown error ends this process) takes its servers with it: left running,
  // they would keep their connections to the bench database, which the next run must drop.
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (tries > 600) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    pid: child.pid,
    cpuMs: () => processCpuMs(child.pid),
    runtimeStats: () => askRuntimeStats(child),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
