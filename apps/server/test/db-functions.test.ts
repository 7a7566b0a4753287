import { functionSources } from '@tillwise/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';

// Every database function and trigger has its current definition in packages/db/functions/*.sql
// (ADR 0007): a migration only installs or drops them. One that lives only in a migration is frozen
// there, and its reader is sent to a copy that may no longer be the one running.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const sources = functionSources();
const text = sources.map((s) => s.statements.join('\n')).join('\n');

/** The functions the files define, by name. */
const definedFunctions = new Set(
  [...text.matchAll(/CREATE\s+OR\s+REPLACE\s+FUNCTION\s+"?(\w+)"?/gi)].map((m) => (m[1] ?? '').toLowerCase()),
);

/** The triggers the files create, as `table.trigger`. */
const definedTriggers = new Set(
  [
    ...text.matchAll(
      /CREATE\s+(?:OR\s+REPLACE\s+)?(?:CONSTRAINT\s+)?TRIGGER\s+"?(\w+)"?[\s\S]*?\bON\s+"?(\w+)"?/gi,
    ),
  ].map((m) => `${m[2]}.${m[1]}`.toLowerCase()),
);

/** The triggers the files drop before creating them again, as `table.trigger`. */
const droppedTriggers = new Set(
  [...text.matchAll(/DROP\s+TRIGGER\s+IF\s+EXISTS\s+"?(\w+)"?\s+ON\s+"?(\w+)"?/gi)].map((m) =>
    `${m[2]}.${m[1]}`.toLowerCase(),
  ),
);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('database functions and triggers', () => {
  it('are each defined in packages/db/functions, not only in a migration', async () => {
    // Functions an extension installed (pg_trgm's) belong to the extension, not to us.
    const functions = await rows<{ name: string }>(sql`
      select distinct p.proname as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d
          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by 1`);
    const triggers = await rows<{ name: string }>(sql`
      select c.relname || '.' || tg.tgname as name
      from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not tg.tgisinternal
      order by 1`);
    expect(functions.length).toBeGreaterThan(10);
    expect(triggers.length).toBeGreaterThan(5);
    expect(functions.map((f) => f.name).filter((name) => !definedFunctions.has(name))).toEqual([]);
    expect(triggers.map((tr) => tr.name).filter((name) => !definedTriggers.has(name))).toEqual([]);
  });

  it('are applied again without error: each trigger is dropped before it is created', async () => {
    expect([...definedTriggers].filter((name) => !droppedTriggers.has(name))).toEqual([]);
    // Applying every file a second time (as a start after a change does) leaves the same database.
    const rolledBack = new Error('roll back');
    await expect(
      t.db.transaction(async (tx) => {
        for (const source of sources) {
          for (const statement of source.statements) await tx.execute(sql.raw(statement));
        }
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});
