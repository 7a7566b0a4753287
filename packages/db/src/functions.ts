import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** The database functions' current definitions, one file per writer (ADR 0007). */
export const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../functions');

/** The files of functions/ in the order they are applied, with their statements. */
export function functionSources(): { file: string; statements: string[] }[] {
  return readdirSync(FUNCTIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => ({
      file,
      statements: readFileSync(path.join(FUNCTIONS_DIR, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    }));
}

/**
 * Brings the database's functions in step with functions/*.sql after the migrations: when the
 * files' digest (with the newest migration applied, so a migration that dropped or replaced a
 * function is always followed by the files) differs from the one last applied, every file is
 * applied (CREATE OR REPLACE) in one transaction under an advisory lock, so several processes
 * starting at once apply them once.
 */
export async function applyFunctions(db: Db): Promise<boolean> {
  const sources = functionSources();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7007)`);
    const newest = await tx.execute(
      sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
    );
    const migrated = (newest as unknown as { rows: { at: string | null }[] }).rows[0]?.at ?? '';
    const digest = createHash('sha256')
      .update(migrated)
      .update(sources.map((s) => `${s.file}\n${s.statements.join('\n')}`).join('\n'))
      .digest('hex');
    const current = await tx.execute(sql`select digest from db_functions where id = 1`);
    const rows = (current as unknown as { rows: { digest: string }[] }).rows;
    if (rows[0]?.digest === digest) return false;
    for (const source of sources) {
      for (const statement of source.statements) await tx.execute(sql.raw(statement));
    }
    await tx.execute(sql`insert into db_functions (id, digest) values (1, ${digest})
      on conflict (id) do update set digest = excluded.digest, applied = now()`);
    return true;
  });
}
