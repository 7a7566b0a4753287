import { readdirSync, readFileSync } from 'node:fs';
import { processCpuMs } from '../catalog/server-process.js';

/*
 * CPU time of the processes a download keeps busy (Linux /proc): the server, the PostgreSQL
 * backends serving the bench database and the browser with its children. On a machine shared with
 * other work the wall-clock time of a phase moves with the load; the CPU each side spent on it does
 * not, so it says which side a change made cheaper.
 */

const pids = (): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const parentOf = (pid: number): number => {
  const stat = read(`/proc/${pid}/stat`);
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? 0);
};

/** The process and all its descendants. */
function tree(root: number): number[] {
  const all = pids();
  const children = new Map<number, number[]>();
  for (const pid of all) {
    const parent = parentOf(pid);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    found.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return found;
}

/** PostgreSQL backends connected to `database` (their title names it). */
const backendsOf = (database: string): number[] =>
  pids().filter((pid) => {
    const title = read(`/proc/${pid}/cmdline`);
    return title.startsWith('postgres: ') && title.includes(` ${database} `);
  });

/**
 * Each side's CPU milliseconds; `browserParts` splits the browser's by Chromium's process type
 * (`browser` the main process, `renderer` the page with its workers, `utility:storage` IndexedDB
 * and the other services, `gpu`).
 */
/** Chromium's process type from its command line (`--type=`, and a utility's sub-type). */
function processKind(pid: number): string {
  const args = read(`/proc/${pid}/cmdline`).split(/[\0 ]/);
  const type = args.find((a) => a.startsWith('--type='))?.slice('--type='.length);
  if (!type) return args[0]?.includes('chrom') ? 'browser' : 'other';
  if (type !== 'utility') return type;
  const sub =
    args.find((a) => a.startsWith('--utility-sub-type='))?.slice('--utility-sub-type='.length) ?? '';
  return `utility:${sub.split('.')[0] ?? ''}`;
}

export type CpuSides = {
  server: number;
  postgres: number;
  browser: number;
  browserParts: Record<string, number>;
};
type Snapshot = Map<number, number>;

const snap = (list: number[]): Snapshot => new Map(list.map((pid) => [pid, processCpuMs(pid)]));

/**
 * Starts counting; the function it returns gives each side's CPU milliseconds since. The browser is
 * every process this one started but the server's.
 */
export function cpuSince(sides: {
  server: number | undefined;
  database: string | undefined;
}): () => CpuSides {
  const take = () => {
    const server = sides.server ? tree(sides.server) : [];
    const browser = tree(process.pid).filter((pid) => pid !== process.pid && !server.includes(pid));
    return {
      server: snap(server),
      postgres: snap(sides.database ? backendsOf(sides.database) : []),
      browser: snap(browser),
    };
  };
  const before = take();
  const spent = (now: Snapshot, then: Snapshot) => {
    let sum = 0;
    for (const [pid, ms] of now) if (Number.isFinite(ms)) sum += ms - (then.get(pid) ?? 0);
    return sum;
  };
  return () => {
    const now = take();
    const browserParts: Record<string, number> = {};
    for (const [pid, ms] of now.browser) {
      if (!Number.isFinite(ms)) continue;
      const kind = processKind(pid);
      browserParts[kind] = (browserParts[kind] ?? 0) + ms - (before.browser.get(pid) ?? 0);
    }
    return {
      server: spent(now.server, before.server),
      postgres: spent(now.postgres, before.postgres),
      browser: spent(now.browser, before.browser),
      browserParts,
    };
  };
}
