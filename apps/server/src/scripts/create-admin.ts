import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '@tillwise/db';
import { loadConfig } from '../config/index.js';
import { createFirstAdmin, firstAdminError } from '../modules/setup/first-admin.js';

/*
 * `npm run db:create-admin -- --username owner --company "Head Office"`: creates a head office and
 * its super admin on the configured database (DATABASE_URL, or the embedded engine in DATA_DIR).
 * The password comes from ADMIN_PASSWORD, so it stays out of the shell history and process list.
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    company: { type: 'string', default: 'Head Office' },
  },
});
const input = {
  username: values.username ?? process.env.ADMIN_USERNAME ?? '',
  password: process.env.ADMIN_PASSWORD ?? '',
  companyName: values.company ?? 'Head Office',
};
const problem = firstAdminError(input);
if (problem) {
  process.stderr.write(
    `Cannot create the admin (${problem}).\n` +
      'Usage: ADMIN_PASSWORD=... npm run db:create-admin -- --username <name> [--company "<head office name>"]\n',
  );
  process.exit(1);
}
const config = loadConfig();
const handle = await openDb({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
try {
  const { user, company } = await createFirstAdmin(handle.db, input);
  process.stdout.write(
    `Created ${user.username} (SUPER_ADMIN) of ${company.companyName}. Sign in with that password.\n`,
  );
} catch (error) {
  process.stderr.write(
    `Cannot create the admin: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
