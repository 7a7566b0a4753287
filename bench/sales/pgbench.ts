import { execFileSync } from 'node:child_process';
import type { Logger } from 'drizzle-orm';
import { runPgbench } from '../catalog/pgbench.js';
import { benchDir } from '../temp-dir.js';

/** A statement as sent, with its parameters. */
export interface Sent {
  query: string;
  params: unknown[];
}

/** Collects what Drizzle sends, for a logger option of openDb. */
export function recorder(): { logger: Logger; sent: Sent[] } {
  const sent: Sent[] = [];
  return { sent, logger: { logQuery: (query, params) => sent.push({ query, params }) } };
}

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
};

/**
 * A sent statement as a line of a pgbench script: its parameters as literals. pgbench then runs
 * exactly what the server ran, as plain SQL (`-M simple`).
 */
export function asScriptLine(s: Sent): string {
  const sql = s.query.replace(/\$(\d+)/g, (_, n: string) => literal(s.params[Number(n) - 1]));
  return `${sql.replace(/\s+/g, ' ').trim()};`;
}

/** pgbench's built-in TPC-B-like transaction (scale 8) at `clients`: the machine's ceiling. */
export function tpcbLike(databaseUrl: string, clients: number, seconds: number) {
  execFileSync('pgbench', ['-i', '-q', '-s', '8', databaseUrl], { stdio: 'ignore' });
  const dir = benchDir('tillwise-tpcb-');
  const args = ['-n', '-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds)];
  const ceiling = runPgbench(databaseUrl, args, dir);
  execFileSync('pgbench', ['-i', '-I', 'd', databaseUrl], { stdio: 'ignore' });
  return ceiling;
}
