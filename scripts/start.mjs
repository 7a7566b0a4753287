// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (API + built SPA) in this process's terminal. `WORKERS=n` (or `auto`, one per core)
// runs n server processes on the one port, on PostgreSQL only (apps/server/src/cluster.ts,
// docs/scaling.md); with the embedded database it says why and runs one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const stale =
  !existsSync(builtIndex) || Math.max(...sources.map(newestChange)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const workers = process.env.WORKERS ?? '';
let entry = 'apps/server/src/server.ts';
if (workers !== '' && workers !== '1') {
  if (!process.env.DATABASE_URL) {
    console.log(
      `WORKERS=${workers} is ignored: the embedded database (PGlite) lives inside one process, so ` +
        'Tillwise runs one. Set DATABASE_URL to a PostgreSQL server to run several processes.',
    );
  } else {
    entry = 'apps/server/src/cluster.ts';
  }
}
const server = spawn(process.execPath, ['--import', 'tsx', entry], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
