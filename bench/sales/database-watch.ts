// What the sales bench watches in the bench database while a line runs (PostgreSQL; nothing on
// the embedded engine): its backends' CPU, the share of statements waiting on a lock, and the
// ANALYZE a line starts with where autovacuum is off.
import pg from 'pg';
import { processCpuMs } from '../catalog/server-process.js';

/**
 * CPU time (ms) so far of each PostgreSQL backend connected to the bench database (from /proc: a
 * local server), so other databases of the same server are not counted.
 */
export async function postgresCpu(url: string | undefined): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!url) return out;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    // NaN: the backend ended between the listing and the read.
    if (!Number.isNaN(ms)) out.set(pid, ms);
  }
  return out;
}

/** CPU the backends used between two readings (a backend that started in between counts from 0). */
export const postgresCpuBetween = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/**
 * Samples, every 20 ms while a run lasts, the bench database's backends that are running a
 * statement and those of them waiting for a lock (pg_stat_activity): the share waiting is how much
 * the sales take turns, whatever else loads the machine.
 */
export async function lockSampler(url: string | undefined) {
  if (!url) return { stop: async () => null };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let active = 0;
  let waiting = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    client
      .query<{ active: number; waiting: number }>(
        `select count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'active' and wait_event_type = 'Lock')::int as waiting
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )
      .then(({ rows }) => {
        active += rows[0]?.active ?? 0;
        waiting += rows[0]?.waiting ?? 0;
      })
      .finally(() => {
        busy = false;
      });
  }, 20);
  return {
    stop: async () => {
      clearInterval(timer);
      while (busy) await new Promise((resolve) => setImmediate(resolve));
      await client.end();
      return active === 0 ? 0 : waiting / active;
    },
  };
}

/**
 * PostgreSQL with autovacuum off (this machine's cluster is set so for CI) never analyses the bench's
 * tables, and the server's connections keep the plans they made when the tables were small (before
 * migration 0029 the invoice-number check then read every past order of the store;
 * docs/performance-log.md, "Plans made on an empty database"). Where it is off, each line starts with the ANALYZE autovacuum would have
 * run by then, so the lines measure the sale, not statistics nobody keeps.
 */
let autovacuumOff: boolean | undefined;
export async function analyzeLikeAutovacuum(url: string | undefined) {
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if (autovacuumOff === undefined) {
    const { rows } = await client.query<{ autovacuum: string }>('SHOW autovacuum');
    autovacuumOff = rows[0]?.autovacuum !== 'on';
    if (autovacuumOff) console.log('autovacuum is off on this server: each line starts with an ANALYZE');
  }
  if (autovacuumOff) await client.query('ANALYZE');
  await client.end();
}
