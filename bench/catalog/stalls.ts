// What else was happening during a measured run, to tell a stall from saturation: the server's
// event-loop delay and GC pauses (from the server process, BENCH_RUNTIME_STATS), who used the
// cores (the server, this load generator, the database's backends, the whole machine) and, on
// PostgreSQL, the checkpoints that ran (pg_stat_bgwriter).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { RuntimeStats } from '../../apps/server/src/lib/runtime-stats.js';

const TICK_MS = 10; // /proc reports CPU time in clock ticks of 10 ms

function pidCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** How long the process's main thread (the event loop) was ready to run but waited for a core, in ms. */
function runQueueWaitMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

/** Busy and total CPU time of the whole machine (all cores), from /proc/stat, in ms. */
function machineMs(): { busy: number; total: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const ticks = fields.map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle + iowait
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}

interface Bgwriter {
  timed: number;
  requested: number;
  buffers: number;
  /** WAL position, in bytes: how much the whole cluster wrote (other work on the machine too). */
  wal: number;
  /** Connections ever opened to this database (pg_stat_database.sessions). */
  sessions: number;
}

interface Snapshot {
  wall: number;
  client: NodeJS.CpuUsage;
  server: number;
  serverWait: number;
  machine: { busy: number; total: number };
  backends: Map<number, number>;
  bgwriter: Bgwriter | null;
}

export interface Watch {
  /** Marks the start of a run (and discards the server's figures gathered before it). */
  start: () => Promise<void>;
  /** The lines to print under a run's latencies. */
  report: () => Promise<string[]>;
  close: () => Promise<void>;
}

const fmt = (ms: number) => (ms >= 10 ? ms.toFixed(0) : ms.toFixed(1));

function describeRuntime(stats: RuntimeStats | null): string {
  if (!stats) return 'server runtime: not reported (a server without BENCH_RUNTIME_STATS)';
  const kinds = Object.entries(stats.gc.byKind)
    .map(([kind, g]) => `${kind} ${g.count}: ${fmt(g.totalMs)} ms, max ${fmt(g.maxMs)}`)
    .join('; ');
  return (
    `event-loop delay p50 ${stats.loop.p50} ms, p99 ${stats.loop.p99} ms, max ${stats.loop.max} ms; ` +
    `GC ${stats.gc.count} pauses, ${fmt(stats.gc.totalMs)} ms in all, max ${fmt(stats.gc.maxMs)} ms (${kinds || 'none'})`
  );
}

/** Watches one server process (and, given a PostgreSQL URL, its database) across runs. */
export async function watchRuns(
  server: {
    pid: number | undefined;
    cpuMs: () => number;
    runtimeStats: () => Promise<RuntimeStats | null>;
  },
  databaseUrl?: string,
): Promise<Watch> {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  const backends = async (): Promise<Map<number, number>> => {
    if (!client) return new Map();
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map(({ pid }) => [pid, pidCpuMs(pid)]));
  };
  const bgwriter = async (): Promise<Bgwriter | null> => {
    if (!client) return null;
    const { rows } = await client.query<Record<keyof Bgwriter, string>>(
      `select checkpoints_timed as timed, checkpoints_req as requested, buffers_checkpoint as buffers,
        pg_current_wal_lsn() - '0/0' as wal,
        (select sessions from pg_stat_database where datname = current_database()) as sessions
       from pg_stat_bgwriter`,
    );
    const row = rows[0];
    return row
      ? {
          timed: Number(row.timed),
          requested: Number(row.requested),
          buffers: Number(row.buffers),
          wal: Number(row.wal),
          sessions: Number(row.sessions),
        }
      : null;
  };
  const snapshot = async (): Promise<Snapshot> => ({
    wall: performance.now(),
    client: process.cpuUsage(),
    server: server.cpuMs(),
    serverWait: runQueueWaitMs(server.pid),
    machine: machineMs(),
    backends: await backends(),
    bgwriter: await bgwriter(),
  });
  let before: Snapshot | undefined;
  return {
    start: async () => {
      await server.runtimeStats();
      before = await snapshot();
    },
    report: async () => {
      const runtime = await server.runtimeStats();
      const after = await snapshot();
      if (!before) return [];
      const wall = after.wall - before.wall;
      const cores = (ms: number) => (ms / wall).toFixed(2);
      const used = process.cpuUsage(before.client);
      let database = 0;
      for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
      const machine = after.machine.busy - before.machine.busy;
      const coreCount = (after.machine.total - before.machine.total) / wall;
      const lines = [
        describeRuntime(runtime),
        `cores busy: server ${cores(after.server - before.server)}, load generator ${cores((used.user + used.system) / 1000)}` +
          (client ? `, this database's backends ${cores(database)}` : '') +
          `, whole machine ${cores(machine)} of ${coreCount.toFixed(0)}; ` +
          `the server's event loop waited ${((after.serverWait - before.serverWait) / (wall / 1000)).toFixed(0)} ms per second for a core`,
      ];
      if (before.bgwriter && after.bgwriter) {
        // A connection opened mid-run starts a backend with cold caches and prepares every
        // statement again: its first requests are slow however light the load.
        lines.push(
          `new connections to this database during the run: ${after.bgwriter.sessions - before.bgwriter.sessions}`,
        );
        const timed = after.bgwriter.timed - before.bgwriter.timed;
        const requested = after.bgwriter.requested - before.bgwriter.requested;
        lines.push(
          `cluster-wide: ${timed + requested} checkpoints finished during the run (timed ${timed}, requested ${requested}), ` +
            `${after.bgwriter.buffers - before.bgwriter.buffers} buffers written by checkpoints, ` +
            `${((after.bgwriter.wal - before.bgwriter.wal) / 1024).toFixed(0)} kB of WAL`,
        );
      }
      return lines.map((line) => `    ${line}`);
    },
    close: async () => {
      await client?.end();
    },
  };
}
