import path from 'node:path';
import { checkBooks, openDb } from '@tillwise/db';
import { loadConfig } from '../config/index.js';

/**
 * `npm run db:check`: verifies every invariant of the books and the stock on the configured
 * database (the embedded one, or DATABASE_URL) and prints each violation; exit code 1 if any.
 */
const config = loadConfig();
const handle = await openDb({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
const violations = await checkBooks(handle.db);
await handle.close();
if (violations.length === 0) {
  process.stdout.write('The books reconcile with the stock: every invariant holds.\n');
} else {
  for (const v of violations) {
    process.stdout.write(
      `${v.check}${v.companyId === null ? '' : ` (company ${v.companyId})`}: ${v.message}\n`,
    );
  }
  process.stdout.write(`${violations.length} violation${violations.length === 1 ? '' : 's'} found.\n`);
  process.exitCode = 1;
}
