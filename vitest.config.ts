import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fastCheckSeed = fileURLToPath(new URL('./scripts/fast-check-seed.ts', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['test/**/*.test.ts'],
          setupFiles: [fastCheckSeed],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          setupFiles: [fastCheckSeed],
          // Budgets for a busy 2-core machine running two files at once: they catch a hang, not a slow run.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // On PostgreSQL every file shares one database and runs alone; on PGlite each file has
          // an in-memory database of its own, so two files run at once, one a core.
          fileParallelism: !process.env.DATABASE_URL,
          maxWorkers: process.env.DATABASE_URL ? 1 : 2,
          // Files run in threads of one process, not a process each: a quarter less CPU on a six-file
          // sample (docs/performance.md, "The test suite"). Nothing in these tests changes the
          // process's time zone or working directory, which a thread could not.
          pool: 'threads',
          // On PGlite a worker loads the server's modules once and runs its files one after another on
          // them, instead of loading them again for every file. Each file opens an in-memory database
          // of its own (test/support/app.ts), and what the server keeps in memory is kept per database
          // (`databaseKey`), so nothing one file learns reaches the next. On PostgreSQL each file
          // keeps a worker of its own until a full pass with shared workers has passed: the first
          // such pass failed in the fold tests, which turned out to fail with a worker a file too
          // (their steps were too small for the one database's movements, since fixed).
          isolate: Boolean(process.env.DATABASE_URL),
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [fastCheckSeed],
          environment: 'jsdom',
          passWithNoTests: false,
          // Screen stories type and click through Mantine in jsdom: on a busy machine one takes several
          // seconds of CPU. The budget bounds work, not wall time; nothing in a test waits on a clock.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
