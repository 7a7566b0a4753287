import { openDb } from '@tillwise/db';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

/*
 * PGlite answers through promise callbacks only, so without a yield a request that sends statement
 * after statement would keep the server from accepting any other request until it ends (a year's
 * order-line CSV once held it for 7 s). Every statement on the embedded engine first lets pending
 * I/O and timers run: a callback queued while a long series of statements runs gets its turn long
 * before the series ends, also inside a transaction.
 */
it.skipIf(Boolean(process.env.DATABASE_URL))(
  'lets other work run between the statements of a long series on the embedded engine',
  async () => {
    const handle = await openDb({ pgliteDir: 'memory://' });
    try {
      const series = async (run: (i: number) => Promise<unknown>) => {
        let ranAt = -1;
        let i = 0;
        setImmediate(() => {
          ranAt = i;
        });
        for (; i < 200; i++) await run(i);
        return ranAt;
      };
      expect(await series((i) => handle.db.execute(sql`SELECT ${i}::int`))).toBeGreaterThanOrEqual(0);
      expect(await series((i) => handle.db.execute(sql`SELECT ${i}::int`))).toBeLessThan(5);
      const inTransaction = await handle.db.transaction((tx) =>
        series((i) => tx.execute(sql`SELECT ${i}::int`)),
      );
      expect(inTransaction).toBeGreaterThanOrEqual(0);
      expect(inTransaction).toBeLessThan(5);
    } finally {
      await handle.close();
    }
  },
);
