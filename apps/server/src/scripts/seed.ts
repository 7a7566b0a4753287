import path from 'node:path';
import { openDb } from '@tillwise/db';
import { loadConfig } from '../config/index.js';
import { seedIfEmpty } from './seed-demo.js';

/** `npm run db:seed`: loads the demo data on purpose (PostgreSQL too) when the database is empty. */
const config = loadConfig();
const handle = await openDb({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
const logins = await seedIfEmpty(handle.db);
process.stdout.write(
  logins
    ? `Demo data loaded: ${logins.map((l) => l.username).join(', ')} (password Demo@1234)\n`
    : 'The database already holds data; nothing was seeded.\n',
);
await handle.close();
