import pg from 'pg';

/**
 * Drops and creates the benchmark's PostgreSQL database; refuses any name without a word starting
 * `bench` (`bench_offline`, or `team_bench_offline` where databases must carry an owner's prefix).
 */
export async function freshPostgres(target: string): Promise<void> {
  const name = new URL(target).pathname.slice(1);
  if (!/(^|_)bench/.test(name))
    throw new Error(`refusing to drop "${name}": name the bench database bench_* or <prefix>_bench_*`);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(target), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}
