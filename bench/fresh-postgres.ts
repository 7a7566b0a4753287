import pg from 'pg';

/** Drops and creates the benchmark's PostgreSQL database; refuses any name but `bench*`. */
export async function freshPostgres(target: string): Promise<void> {
  const name = new URL(target).pathname.slice(1);
  if (!name.startsWith('bench'))
    throw new Error(`refusing to drop "${name}": name the bench database bench_*`);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(target), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}
