// Live notifications across two server processes on one PostgreSQL: CLIENTS (default 200) simulated
// browsers hold `notification/stream/` open, half on each process, as 20 store admins (10 tabs
// each). Requests are sent at RATE a second (default 10) for SECONDS (default 20), alternately
// through each process, to the admins in turn; each receiver approves every second one it gets, so
// status changes (notices to the sender, who listens too) run at half that rate. Every 2 seconds 10
// clients drop and reconnect with the last id they saw. Prints delivery latency (notification
// written → client received; the same machine's clock) p50/p95/p99 and the notices each client
// missed (expected from the database afterwards, minus what it received).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_notify npm run notify -w bench
// The database must be named bench_*: it is dropped and created afresh.
import { companies, DEMO_PASSWORD, notifications, openDb, users } from '@tillwise/db';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { seedIfEmpty } from '../../apps/server/src/scripts/seed-demo.js';
import { startServer } from '../catalog/server-process.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';

const CLIENTS = Number(process.env.CLIENTS ?? 200);
const RATE = Number(process.env.RATE ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 20);
const ADMINS = 20;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench/notify needs DATABASE_URL (two processes share one PostgreSQL)');

await freshPostgres(url);
const handle = await openDb({ databaseUrl: url, poolSize: 4 });
await seedIfEmpty(handle.db);
const [store] = await handle.db.select().from(companies).where(eq(companies.companyName, 'Central Store'));
if (!store) throw new Error('demo data missing');
const hash = await hashPassword(DEMO_PASSWORD);
const admins = await handle.db
  .insert(users)
  .values(
    Array.from({ length: ADMINS }, (_, i) => ({
      username: `benchadmin${i}`,
      userType: 'ADMIN' as const,
      companyId: store.id,
      firstName: 'Bench',
      lastName: String(i),
      passwordHash: hash,
    })),
  )
  .returning();

// Twenty-odd sign-ins from one address in a second: the login throttle must not refuse them.
process.env.LOGIN_ATTEMPTS_PER_MINUTE ??= '10000';
const dataDir = benchDir('tillwise-bench-');
const servers = [
  await startServer({ dataDir, databaseUrl: url }),
  await startServer({ dataDir, databaseUrl: url }),
];
const signIn = async (base: string, username: string) => {
  const res = await fetch(`${base}/api/obtain-jwt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
};

interface Client {
  userId: number;
  base: string;
  token: string;
  lastId: number | null;
  /** The first id it could see: notices at or below were written before it listened. */
  floor: number;
  received: Set<number>;
  controller: AbortController | null;
  reconnects: number;
}
const latencies: number[] = [];

async function listen(client: Client): Promise<void> {
  const controller = new AbortController();
  client.controller = controller;
  const query = client.lastId === null ? '' : `?last_id=${client.lastId}`;
  const res = await fetch(`${client.base}/api/notification/stream/${query}`, {
    headers: { authorization: `token ${client.token}` },
    signal: controller.signal,
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(': ready')) ready();
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) {
            const n = JSON.parse(data.slice(6)) as { id: number; created: string };
            if (!client.received.has(n.id)) latencies.push(Date.now() - Date.parse(n.created));
            client.received.add(n.id);
            client.lastId = Math.max(client.lastId ?? 0, n.id);
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // dropped on purpose
    }
  })();
  await isReady;
}

const maxNow = async () => {
  const result = (await handle.db.execute(
    sql`select coalesce(max(id), 0)::text as id from notifications`,
  )) as unknown as {
    rows: { id: string }[];
  };
  return Number(result.rows[0]?.id ?? 0);
};

const outletToken = await signIn(servers[0]?.url ?? '', 'outletadmin');
const [outlet] = await handle.db.select().from(users).where(eq(users.username, 'outletadmin'));
if (!outlet) throw new Error('outletadmin missing');
const tokens = await Promise.all(admins.map((a) => signIn(servers[0]?.url ?? '', a.username)));
const floor = await maxNow();
const clients: Client[] = Array.from({ length: CLIENTS }, (_, i) => {
  const isOutlet = i % 20 === 19;
  const admin = admins[i % ADMINS];
  return {
    userId: isOutlet ? outlet.id : (admin?.id ?? 0),
    base: servers[i % 2]?.url ?? '',
    token: isOutlet ? outletToken : (tokens[i % ADMINS] ?? ''),
    lastId: null,
    floor,
    received: new Set<number>(),
    controller: null,
    reconnects: 0,
  };
});
for (let i = 0; i < clients.length; i += 20) await Promise.all(clients.slice(i, i + 20).map(listen));
console.log(`${clients.length} clients listening on 2 processes; ${RATE} requests/s for ${SECONDS} s`);

// Drops and reconnects with the last id, every 2 seconds, 10 clients at a time.
const churn = setInterval(() => {
  for (let k = 0; k < 10; k++) {
    const c = clients[Math.floor(Math.random() * clients.length)];
    if (!c?.controller) continue;
    c.controller.abort();
    c.controller = null;
    c.reconnects++;
    setTimeout(() => void listen(c), 200);
  }
}, 2000);

let sent = 0;
let failed = 0;
const total = RATE * SECONDS;
const started = Date.now();
const work: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / RATE;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
  const base = servers[i % 2]?.url ?? '';
  const receiver = admins[i % ADMINS];
  const receiverToken = tokens[i % ADMINS] ?? '';
  work.push(
    (async () => {
      const res = await fetch(`${base}/api/request/`, {
        method: 'POST',
        headers: { authorization: `token ${outletToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          receiver: receiver?.id,
          expected_delivery_date: '2026-12-01',
          description: `bench ${i}`,
          request_type: 'SPECIAL_ORDER',
        }),
      });
      if (res.status !== 201) return void failed++;
      sent++;
      if (i % 2 === 0) {
        const { id } = (await res.json()) as { id: number };
        const other = servers[(i + 1) % 2]?.url ?? '';
        const patch = await fetch(`${other}/api/response/${id}/`, {
          method: 'PATCH',
          headers: { authorization: `token ${receiverToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ id, status: 'APPROVED' }),
        });
        if (patch.status === 200) sent++;
        else failed++;
      }
    })(),
  );
}
await Promise.all(work);
clearInterval(churn);
// Let every reconnecting client come back and catch up.
await new Promise((resolve) => setTimeout(resolve, 3000));

const written = await handle.db
  .select({ id: notifications.id, receiverId: notifications.receiverId })
  .from(notifications)
  .where(
    and(
      gt(notifications.id, floor),
      inArray(notifications.receiverId, [outlet.id, ...admins.map((a) => a.id)]),
    ),
  );
let lost = 0;
let expected = 0;
for (const c of clients) {
  for (const n of written) {
    if (n.receiverId !== c.userId || n.id <= c.floor) continue;
    expected++;
    if (!c.received.has(n.id)) lost++;
  }
}
latencies.sort((a, b) => a - b);
const q = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
const reconnects = clients.reduce((s, c) => s + c.reconnects, 0);
console.log(
  `writes: ${sent} (requests and status changes), ${failed} failed; notices written: ${written.length}`,
);
console.log(
  `deliveries: ${latencies.length} of ${expected} expected; lost: ${lost}; reconnects: ${reconnects}`,
);
console.log(
  `latency written → received: p50 ${q(50)} ms, p95 ${q(95)} ms, p99 ${q(99)} ms, max ${q(100)} ms`,
);
for (const c of clients) c.controller?.abort();
for (const s of servers) await s.stop();
await handle.close();
process.exit(0);
