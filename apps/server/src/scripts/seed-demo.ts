import { companies, type Db, type DemoLogin, seedDemo } from '@tillwise/db';
import { hashPassword } from '../modules/auth/passwords.js';
import { ensureChart } from '../modules/ledger/accounts.js';
import { seedDemoSales } from '../modules/orders/demo-sales.js';

/**
 * Seeds the demo data into an empty database, opens every company's chart of accounts and rings
 * up a few days of past sales; returns the logins, or null when data already exists.
 */
export async function seedIfEmpty(db: Db): Promise<DemoLogin[] | null> {
  const logins = await seedDemo(db, hashPassword);
  if (logins) {
    await db.transaction(async (tx) => {
      for (const { id } of await tx.select({ id: companies.id }).from(companies)) await ensureChart(tx, id);
    });
    // Past sales, through the order service so stock and books agree with them.
    await seedDemoSales(db);
  }
  return logins;
}

/**
 * Whether start-up seeds the demo into an empty database: SEED_DEMO=true always, false never,
 * auto (the default) only on the embedded engine, so a newcomer's `npm start` has sign-ins and a
 * production PostgreSQL never gets the demo's known passwords.
 */
export const demoSeedWanted = (setting: 'auto' | 'true' | 'false', engine: 'pglite' | 'postgres'): boolean =>
  setting === 'true' || (setting === 'auto' && engine === 'pglite');
