import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

/**
 * A temporary folder for one bench run (an embedded database, pgbench scripts, a stub web page),
 * removed when the bench's process exits: a run on the embedded engine leaves 100 MB or more.
 * With `KEEP_BENCH_DATA=1` the folders are kept and their paths printed, to look at what a run
 * left (docs/performance-log.md, "The reports' fold").
 */
export function benchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (made.length === 0) {
    process.on('exit', () => {
      for (const d of made) {
        if (process.env.KEEP_BENCH_DATA) console.log(`kept ${d}`);
        else rmSync(d, { recursive: true, force: true });
      }
    });
  }
  made.push(dir);
  return dir;
}
