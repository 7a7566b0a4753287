import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@tillwise/db';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

/*
 * A server killed with `kill -9` in the middle of finance writes, then started again: every write
 * the client retries with its Idempotency-Key is in the books exactly once, whether it had
 * committed before the crash (the retry replays its answer) or not (the retry makes it), and the
 * books still reconcile. The writes go to a real server process on the test engine (a PGlite
 * directory of its own, or the suite's PostgreSQL).
 */

const WRITES = 40;
const KILL_AFTER_ANSWERS = 6;
const ENV = { LOGIN_ATTEMPTS_PER_MINUTE: '10000', PAGE_SIZE: '500' };

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
});

async function signIn(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/obtain-jwt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

interface Write {
  key: string;
  url: string;
  body: unknown;
  description: string;
}

describe('finance writes across a kill -9', () => {
  it('are each in the books once after the retries, and the books reconcile', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tillwise-crash-'));
    const run = crypto.randomUUID().slice(0, 8);
    server = await startServerProcess(dataDir, ENV);
    const outlet = await signIn(server.url, 'outletadmin');
    const me = await fetch(`${server.url}/api/user-data/`, { headers: { authorization: `token ${outlet}` } });
    const payee = String(((await me.json()) as { results: { id: number }[] }).results[0]?.id);
    const writes: Write[] = Array.from({ length: WRITES }, (_, i) => {
      const description = `crash ${run} ${i}`;
      const journal = i % 4 === 3;
      return {
        key: crypto.randomUUID(),
        description,
        url: journal ? '/api/journal-entry/' : '/api/transaction/',
        body: journal
          ? [
              {
                p_s: 'JE',
                method: 'cash',
                payor: '-1',
                payee,
                deptname: 'Central Store',
                amount: `${i + 1}`,
                description,
              },
            ]
          : { payor: -1, payee: -1, amount: `${i + 1}`, transaction_id: '', description, p_s: 'Received' },
      };
    });

    let token = await signIn(server.url, 'storeadmin');
    const send = (base: string, w: Write) =>
      fetch(`${base}${w.url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `token ${token}`,
          'idempotency-key': w.key,
        },
        body: JSON.stringify(w.body),
      });

    // All at once; the server is killed as soon as a few have been answered.
    const answered = new Set<string>();
    const first = server;
    let killing: Promise<void> | undefined;
    const outcomes = await Promise.allSettled(
      writes.map(async (w) => {
        const res = await send(first.url, w);
        await res.text();
        if (res.status !== 201) throw new Error(`${w.description}: ${res.status}`);
        answered.add(w.key);
        if (answered.size === KILL_AFTER_ANSWERS) killing = first.kill();
      }),
    );
    await killing;
    const lost = writes.filter((w) => !answered.has(w.key));
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(lost.length, 'the kill left writes without an answer').toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(lost.length);

    // Started again on the same data: every write is retried with its key.
    server = await startServerProcess(dataDir, ENV);
    token = await signIn(server.url, 'storeadmin');
    let replayed = 0;
    for (const w of writes) {
      const res = await send(server.url, w);
      expect(res.status, await res.clone().text()).toBe(201);
      if (res.headers.get('idempotent-replay') === 'true') replayed++;
    }
    // Each answered write replays; of the lost ones, those that had committed replay too.
    expect(replayed).toBeGreaterThanOrEqual(answered.size);
    process.stdout.write(
      `kill -9 after ${answered.size} answers: ${lost.length} without an answer, ` +
        `${replayed - answered.size} of them had committed (replayed), ${WRITES - replayed} made by the retry\n`,
    );

    const list = await fetch(`${server.url}/api/transaction/?start_date=2000-1-1&end_date=2100-12-31`, {
      headers: { authorization: `token ${token}` },
    });
    const rows = ((await list.json()) as { results: { description: string }[] }).results;
    const ours = rows.map((r) => r.description).filter((d) => d.startsWith(`crash ${run} `));
    expect(ours.sort()).toEqual(writes.map((w) => w.description).sort());

    const admin = await signIn(server.url, 'superadmin');
    const check = await fetch(`${server.url}/api/ledger/check/`, {
      headers: { authorization: `token ${admin}` },
    });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ reconciles: true, violations: [] });
  }, 240_000);
});
