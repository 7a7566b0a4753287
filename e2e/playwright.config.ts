import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Workers load this file again; they inherit the runner's environment, so only the runner
// creates the fresh database directory, and removes it when it exits (after the server stops).
const inherited = process.env.TILLWISE_E2E_DATA_DIR;
const DATA_DIR = inherited ?? mkdtempSync(path.join(tmpdir(), 'tillwise-e2e-'));
if (!inherited) {
  process.env.TILLWISE_E2E_DATA_DIR = DATA_DIR;
  process.on('exit', () => rmSync(DATA_DIR, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // A story's budget catches a hang, not a slow machine: the department and user forms now load
  // their tax, fiscal, credit and scale sections, and a busy 2-core machine takes its time.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1366, height: 768 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx ../apps/server/src/server.ts',
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // The stories sign in as the demo's operators, whatever engine the environment names.
      SEED_DEMO: 'true',
      // The fiscal stories (specs/fiscal.spec.ts) wait for the worker: it sends every 300 ms here.
      FISCAL_SEND_MS: '300',
      // A sale the stand-in failed is sent again after a second, not the production 30 s.
      FISCAL_RETRY_MS: '1000',
    },
  },
});
