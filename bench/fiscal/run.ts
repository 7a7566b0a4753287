// The long fiscal soak (issue 39, docs/domain/fiscal.md "The soak"): on PostgreSQL, two real server
// processes reporting to the FBR stand-in while it fails at random, twenty tills of two companies
// selling and refunding, some tills' networks cut (their sales kept and sent later through the
// till's offline replay: `POST order/` with `X-Offline-Sale: 1`, numbers from its reserved block)
// and restored. The same load runs twice: once with reporting off, once with it on; then the
// outbox drains and the figures are printed against their targets. Prints; passes or fails nothing.
//
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_fiscal npm run fiscal -w bench
// The database must be named bench_*: it is dropped and created afresh.
// FISCAL_SOAK_DOCS (10000) documents with reporting on, and as many with it off
// (FISCAL_SOAK_OFF_DOCS), sold in four phases in ABBA order (off, on, on, off); FISCAL_SOAK_SEED (39) the faults and the mix; FISCAL_SEND_MS (200) the
// workers' period; FISCAL_SOAK_HEALTHY_S (30) and FISCAL_SOAK_FAULTY_S (5) the stand-in's healthy
// and faulty windows, FISCAL_SOAK_FAULT_SHARE (0.5) the share of requests failed in a faulty one;
// FISCAL_SOAK_DRAIN_S (900) how long the outbox may take to drain after a phase with reporting on;
// FISCAL_SOAK_PACE_MS (0) a till's pause between two documents: 0 sells at full speed (the
// throughput line), a pause sells at a till's pace (the 2 s line at a shop's load).

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fiscalOutbox, openDb, orders } from '@tillwise/db';
import {
  D,
  DEFAULT_PAYMENT,
  localDay,
  type OrderWire,
  type SaleLine,
  saleOrderBody,
  saleTax,
  saleTaxing,
  type TillTaxWire,
} from '@tillwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/index.js';
import { TEST_SECRET } from '../../apps/server/test/support/app.js';
import { callerFor, createProduct, receive } from '../../apps/server/test/support/catalog.js';
import { makeUser, PASSWORD } from '../../apps/server/test/support/factories.js';
import {
  type FbrFailure,
  type FbrStandIn,
  startFbrStandIn,
} from '../../apps/server/test/support/fbr-stand-in.js';
import { makeShop } from '../../apps/server/test/support/orders.js';
import { type RunningServer, startServer } from '../catalog/server-process.js';
import { freshPostgres } from '../fresh-postgres.js';
import { benchDir } from '../temp-dir.js';

const DOCS = Number(process.env.FISCAL_SOAK_DOCS ?? 10_000);
const OFF_DOCS = Number(process.env.FISCAL_SOAK_OFF_DOCS ?? DOCS);
const SEED = Number(process.env.FISCAL_SOAK_SEED ?? 39);
const SEND_MS = process.env.FISCAL_SEND_MS ?? '200';
const HEALTHY_MS = Number(process.env.FISCAL_SOAK_HEALTHY_S ?? 30) * 1000;
const FAULTY_MS = Number(process.env.FISCAL_SOAK_FAULTY_S ?? 5) * 1000;
const FAULT_SHARE = Number(process.env.FISCAL_SOAK_FAULT_SHARE ?? 0.5);
const DRAIN_MS = Number(process.env.FISCAL_SOAK_DRAIN_S ?? 900) * 1000;
/** A till's pause between two documents (FISCAL_SOAK_PACE_MS; 0, full speed, by default), in every phase. */
const PACE_MS = Number(process.env.FISCAL_SOAK_PACE_MS ?? 0);
const TILLS = 20;
/** Every fifth till has its network cut for a stretch of each phase. */
const CUT_EVERY = 5;
const REFUND_SHARE = 0.1;
/** The server gives up on an answer after 30 s (FISCAL_DEFAULTS.timeoutMs): a hang holds a worker that long. */
const SERVER_TIMEOUT_MS = 30_000;
const POS_IDS = [110014, 110015];

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the fiscal soak runs on PostgreSQL: set DATABASE_URL (a bench_* database)');

/** mulberry32, as the short soak: a failing run can be repeated. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = rng(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

// ---- The data: two companies charging tax, each with a taxed product, deep stock and ten tills ----
await freshPostgres(url);
process.env.JWT_SECRET = TEST_SECRET;
const setupDir = benchDir('tillwise-bench-fiscal-');
const handle = await openDb({ databaseUrl: url, poolSize: 8 });
const config = loadConfig({
  DATABASE_URL: url,
  DATA_DIR: setupDir,
  JWT_SECRET: TEST_SECRET,
  LOG_LEVEL: 'silent',
  WEB_DIST: setupDir,
  LOGIN_ATTEMPTS_PER_MINUTE: '100000',
  REPORT_FOLD_MS: '0',
  EXPIRY_CHECK_MS: '0',
  FISCAL_SEND_MS: '0',
  ALLOWED_HOSTS: 'localhost,127.0.0.1',
});
const setup = await buildApp({ config, db: handle.db });
await setup.ready();

const fbr: FbrStandIn = await startFbrStandIn();

interface Shop {
  store: number;
  posId: number;
  walkIn: number;
  batch: number;
  product: Awaited<ReturnType<typeof createProduct>>;
  owner: Awaited<ReturnType<typeof callerFor>>;
  cashiers: { id: number; username: string }[];
}
const shops: Shop[] = [];
for (const posId of POS_IDS) {
  const shop = await makeShop(setup, handle.db, '1');
  const store = shop.group.store.id;
  const owner = await callerFor(setup, handle.db, 'SUPER_ADMIN', shop.group.parent.id);
  const ok = async (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res;
  };
  await ok(
    await owner({
      method: 'PUT',
      url: `/api/company/${store}/tax/`,
      payload: { charges_tax: true, ntn: '1234567-8', strn: '1234567890123', service_fee: '1' },
    }),
    'tax settings',
  );
  const category = await ok(
    await owner({
      method: 'POST',
      url: '/api/tax-category/',
      payload: { name: 'Standard', rate: '18', valid_from: '2019-07-01' },
    }),
    'tax category',
  );
  const product = await createProduct(shop.admin, {
    tax_category: JSON.parse(category.body).id,
    hs_code: '0401.2000',
  });
  const variant = product.product_variant[0];
  if (!variant) throw new Error('no variant');
  // Deep stock: no online sale runs short (an offline one may, and is recorded beyond stock).
  const batch = await receive(shop.admin, variant.id, '1000000');
  const cashiers = [];
  for (let k = 0; k < TILLS / POS_IDS.length; k += 1) {
    const user = await makeUser(handle.db, { type: 'SALES_STAFF', companyId: store });
    cashiers.push({ id: user.id, username: user.username });
  }
  shops.push({ store, posId, walkIn: shop.walkIn.id, batch, product, owner, cashiers });
}

/** Reporting on or off for both companies, to the stand-in through the fault proxy. */
async function reporting(enabled: boolean, baseUrl: string) {
  for (const s of shops) {
    const res = await s.owner({
      method: 'PUT',
      url: `/api/company/${s.store}/fiscal/`,
      payload: { enabled, service: 'FBR_POS_LOCAL', pos_id: s.posId, base_url: baseUrl },
    });
    if (res.statusCode !== 200) throw new Error(`fiscal settings: ${res.statusCode} ${res.body}`);
  }
}

// ---- The fault proxy: between the servers and the stand-in, it fails requests at random in the
// faulty windows (by telling the stand-in to fail the next one) and sees every USIN go and every
// number come back: a USIN that arrives again after its number was delivered is a duplicate. ----
let faulty = false;
let faultsInjected = 0;
let resentAfterAnswer = 0;
let inFlight = 0;
const answered = new Set<string>();
/** [from, to) in ms since the epoch: when the stand-in was failing requests. */
const faultyWindows: [number, number][] = [];
/** The kinds of fault injected (FISCAL_SOAK_FAULTS, a comma list; all four by default). */
const FAULT_KINDS = (process.env.FISCAL_SOAK_FAULTS ?? 'drop-before,drop-after,error-500,hang').split(',');
const FAULTS: FbrFailure[] = (['drop-before', 'drop-after', 'error-500', 'hang'] as const)
  .filter((kind) => FAULT_KINDS.includes(kind))
  .map((kind) => ({ kind }));
const target = new URL(fbr.url);
const proxy = createServer((req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    let key = '';
    try {
      const p = JSON.parse(body.toString('utf8')) as { POSID?: number; USIN?: string };
      key = `${p.POSID}/${p.USIN}`;
    } catch {
      // Not an invoice (a health check): passed on as it is.
    }
    if (key && answered.has(key)) resentAfterAnswer += 1;
    if (faulty && FAULTS.length > 0 && random() < FAULT_SHARE) {
      faultsInjected += 1;
      fbr.failNext(pick(FAULTS));
    }
    inFlight += 1;
    let done = false;
    const finish = () => {
      if (!done) inFlight -= 1;
      done = true;
    };
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          const text = Buffer.concat(parts);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(text, () => {
            if (key && answer.statusCode === 200 && /"Code":"100"/.test(text.toString('utf8')))
              answered.add(key);
            finish();
          });
        });
        answer.on('error', () => {
          req.socket.destroy();
          finish();
        });
      },
    );
    // A dropped connection upstream is a dropped connection here; a client that gives up ends the wait.
    upstream.on('error', () => {
      req.socket.destroy();
      finish();
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
      finish();
    });
    upstream.end(body);
  });
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
// The setup app stays open (its worker off) to turn reporting on between the phases.
await reporting(false, proxyUrl);

// ---- Two server processes, sharing only the database ----
process.env.FISCAL_SEND_MS = SEND_MS;
process.env.LOGIN_ATTEMPTS_PER_MINUTE = '100000';
process.env.REPORT_FOLD_MS = '0';
const servers: RunningServer[] = [
  await startServer({ dataDir: benchDir('tillwise-bench-fiscal-a-'), databaseUrl: url }),
  await startServer({ dataDir: benchDir('tillwise-bench-fiscal-b-'), databaseUrl: url }),
];

interface Till {
  shop: Shop;
  server: string;
  seller: number;
  token: string;
  id: string;
  prefix: string;
  company: number;
  next: number;
  tax: TillTaxWire;
  cut: boolean;
}
async function call(
  server: string,
  token: string,
  method: string,
  route: string,
  body?: unknown,
  headers = {},
) {
  const res = await fetch(`${server}${route}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}
const tills: Till[] = [];
for (const [s, shop] of shops.entries()) {
  for (const [k, cashier] of shop.cashiers.entries()) {
    const index = s * shop.cashiers.length + k;
    const server = servers[index % servers.length]?.url ?? '';
    const signIn = await fetch(`${server}/api/obtain-jwt/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: cashier.username, password: PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const id = randomUUID();
    const block = await call(server, token, 'POST', '/api/offline/invoice-block/', { till: id });
    if (block.status !== 201) throw new Error(`block not reserved: ${block.text}`);
    const { prefix, company, first } = JSON.parse(block.text) as {
      prefix: string;
      company: number;
      first: number;
    };
    const tax = JSON.parse((await call(server, token, 'GET', '/api/till/tax/')).text) as TillTaxWire;
    tills.push({
      shop,
      server,
      seller: cashier.id,
      token,
      id,
      prefix,
      company,
      next: first,
      tax,
      cut: index % CUT_EVERY === 0,
    });
  }
}

/** The body the counter posts for a sale of `quantity`, numbered from the till's block. */
function saleOf(till: Till, quantity: string) {
  const variant = till.shop.product.product_variant[0];
  if (!variant) throw new Error('no variant');
  const line: SaleLine = {
    batchId: till.shop.batch,
    variantId: variant.id,
    productId: till.shop.product.id,
    barcode: till.shop.product.bar_code,
    name: till.shop.product.name,
    size: variant.size,
    color: variant.color,
    token: false,
    price: variant.sale_price,
    quantity,
    discount: '0',
    available: '1000000',
    taxCategory: till.shop.product.tax_category ?? null,
    retailPrice: variant.retail_price ?? null,
  };
  const taxing = saleTaxing(till.tax, { day: localDay(), returnOrder: false, furtherTax: false });
  const counter = saleTax([line], DEFAULT_PAYMENT, taxing);
  const invoiceId = `${till.prefix}_${till.company}_${till.next++}`;
  return saleOrderBody(
    [line],
    { ...DEFAULT_PAYMENT, cashReceived: counter.taxed.total.toFixed(4) },
    false,
    { seller: till.seller, buyer: till.shop.walkIn, invoiceId },
    taxing,
  );
}

interface Phase {
  docs: number;
  ms: number;
  orders: OrderWire[];
  offline: number;
  refunds: number;
  failures: string[];
}

/**
 * One phase of selling: `docs` documents spread over the tills, each till posting as soon as its
 * last answered (closed loop). A cut till keeps its sales from 20% to 60% of its share and sends
 * them once its network is back, as the till's outbox replays them (same key, `X-Offline-Sale`).
 */
async function sell(docs: number, onFaultWindows: boolean): Promise<Phase> {
  const phase: Phase = { docs, ms: 0, orders: [], offline: 0, refunds: 0, failures: [] };
  const perTill = Math.ceil(docs / tills.length);
  let stop = false;
  // The stand-in's weather: healthy, then faulty, in turn, while this phase sells.
  const nap = async (ms: number) => {
    const until = Date.now() + ms;
    while (!stop && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  };
  const weather = (async () => {
    if (!onFaultWindows) return;
    while (!stop) {
      await nap(HEALTHY_MS);
      if (stop) break;
      faulty = true;
      const from = Date.now();
      await nap(FAULTY_MS);
      faulty = false;
      faultyWindows.push([from, Date.now()]);
    }
  })();
  const started = performance.now();
  await Promise.all(
    tills.map(async (till) => {
      const mine: OrderWire[] = [];
      const queued: { body: unknown; key: string }[] = [];
      const send = async (body: unknown, key: string, offline: boolean) => {
        const res = await call(till.server, till.token, 'POST', '/api/order/', body, {
          'x-till-id': till.id,
          'idempotency-key': key,
          ...(offline ? { 'x-offline-sale': '1' } : {}),
        });
        if (res.status !== 201) {
          phase.failures.push(`${res.status} ${res.text.slice(0, 200)}`);
          return;
        }
        const order = JSON.parse(res.text) as OrderWire;
        mine.push(order);
        phase.orders.push(order);
      };
      for (let n = 0; n < perTill; n += 1) {
        if (PACE_MS > 0) await new Promise((r) => setTimeout(r, PACE_MS));
        const cut = till.cut && n >= perTill * 0.2 && n < perTill * 0.6;
        if (!cut && queued.length > 0) {
          // The network is back: the till's outbox replays what it kept, oldest first.
          for (const q of queued.splice(0)) {
            await send(q.body, q.key, true);
            phase.offline += 1;
          }
        }
        const refundable = mine.filter((o) => o.status === 'COMPLETE');
        if (!cut && refundable.length > 0 && random() < REFUND_SHARE) {
          const sale = pick(refundable);
          sale.status = 'RETURNED';
          const res = await call(
            till.server,
            till.token,
            'POST',
            `/api/order/${sale.id}/refund/`,
            { lines: [{ item: sale.order_item[0]?.id ?? 0, quantity: sale.order_item[0]?.quantity }] },
            { 'idempotency-key': randomUUID(), 'x-till-id': till.id },
          );
          if (res.status !== 201) phase.failures.push(`refund ${res.status} ${res.text.slice(0, 200)}`);
          else {
            phase.orders.push(JSON.parse(res.text) as OrderWire);
            phase.refunds += 1;
          }
          continue;
        }
        const body = saleOf(till, String(1 + Math.floor(random() * 3)));
        const key = randomUUID();
        // Cut: printed at the counter and kept; nothing reaches the server.
        if (cut) queued.push({ body, key });
        else await send(body, key, false);
      }
      for (const q of queued.splice(0)) {
        await send(q.body, q.key, true);
        phase.offline += 1;
      }
    }),
  );
  phase.ms = performance.now() - started;
  stop = true;
  faulty = false;
  await weather;
  return phase;
}

const cores = availableParallelism();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(
  `PostgreSQL; 2 server processes (FISCAL_SEND_MS ${SEND_MS}); ${tills.length} tills of 2 companies ` +
    `${PACE_MS > 0 ? `each pausing ${PACE_MS} ms between documents ` : 'at full speed '}` +
    `(${tills.filter((t) => t.cut).length} cut for a stretch of each phase); seed ${SEED}; ` +
    `${cores} cores; load average ${load()}`,
);

// ---- Draining: the stand-in healthy, until nothing waits (or the cap) ----
const companyIds = shops.map((s) => s.store);
let drainMs = 0;
let waiting = 0;
async function drain() {
  faulty = false;
  fbr.heal();
  const started = Date.now();
  while (Date.now() - started < DRAIN_MS) {
    const [row] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fiscalOutbox)
      .where(and(inArray(fiscalOutbox.companyId, companyIds), eq(fiscalOutbox.status, 'PENDING')));
    waiting = row?.n ?? 0;
    if (waiting === 0 && inFlight === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  drainMs += Date.now() - started;
}

// ---- The phases, in ABBA order so that neither side has the emptier database or the quieter
// machine: off, on, on, off, each half the documents of its side; faults only while reporting is on ----
const phases: { reporting: boolean; result: Phase }[] = [];
for (const reportingOn of [false, true, true, false]) {
  await reporting(reportingOn, proxyUrl);
  const result = await sell(Math.ceil((reportingOn ? DOCS : OFF_DOCS) / 2), reportingOn);
  phases.push({ reporting: reportingOn, result });
  // What is still waiting is reported before reporting is turned off (a reporter turned off leaves
  // its rows waiting, with back-off): the drain is timed apart, not in the phase.
  if (reportingOn) await drain();
  console.log(
    `reporting ${reportingOn ? 'on: ' : 'off:'} ${result.orders.length} documents (${result.refunds} refunds, ` +
      `${result.offline} sent after a cut) in ${(result.ms / 1000).toFixed(1)} s: ` +
      `${(result.orders.length / (result.ms / 1000)).toFixed(1)} documents/s; ${result.failures.length} failed; load ${load()}`,
  );
  for (const f of result.failures.slice(0, 3)) console.log(`  failed: ${f}`);
}
const side = (on: boolean) => {
  const list = phases.filter((p) => p.reporting === on).map((p) => p.result);
  const orders = list.flatMap((p) => p.orders);
  return { orders, rate: orders.length / (list.reduce((ms, p) => ms + p.ms, 0) / 1000) };
};
const on = side(true);
const off = side(false);
const onRate = on.rate;
const offRate = off.rate;

await Promise.all(servers.map((s) => s.stop()));

// ---- The figures ----
// Every counter order of the two companies written while reporting was on (by the database, not
// only those whose answer came back), against its outbox row and what the authority recorded.
const onIds = new Set(on.orders.map((o) => o.id));
const offIds = new Set(off.orders.map((o) => o.id));
const all = await handle.db
  .select({
    id: orders.id,
    companyId: orders.companyId,
    invoiceId: orders.invoiceId,
    total: orders.total,
    tax: orders.tax,
    furtherTax: orders.furtherTax,
  })
  .from(orders)
  .where(inArray(orders.companyId, companyIds));
const rows = await handle.db.select().from(fiscalOutbox).where(inArray(fiscalOutbox.companyId, companyIds));
const byOrder = new Map(rows.map((r) => [r.orderId, r]));
const posOf = new Map(shops.map((s) => [s.store, s.posId]));
const reportedOrders = all.filter((o) => !offIds.has(o.id) && (onIds.has(o.id) || byOrder.has(o.id)));
const unanswered = reportedOrders.filter((o) => !onIds.has(o.id)).length;
const lost = reportedOrders.filter((o) => byOrder.get(o.id)?.status !== 'SENT');
const refused = rows.filter((r) => r.status === 'REFUSED');
const figuresDiffer: number[] = [];
const numberDiffers: number[] = [];
for (const o of reportedOrders) {
  const recorded = fbr.invoices.get(`${posOf.get(o.companyId)}/${o.invoiceId}`);
  if (!recorded) continue;
  if (recorded.fiscalNumber !== byOrder.get(o.id)?.fiscalNumber) numberDiffers.push(o.id);
  const p = recorded.payload;
  const same = (wire: unknown, stored: string | null) => new D(String(wire)).eq(stored ?? '0');
  if (
    !same(p.TotalBillAmount, o.total) ||
    !same(p.TotalTaxCharged, o.tax) ||
    !same(p.FurtherTax, o.furtherTax)
  )
    figuresDiffer.push(o.id);
}
// Reported within 2 s of reaching the server (the row's `created`, written with the order), among
// documents that reached it while the stand-in was healthy; and among those that reached it at
// least 30 s (the server's time-out on a hung request) after the last faulty window.
const inFaulty = (at: number) => faultyWindows.some(([from, to]) => at >= from && at < to);
const settled = (at: number) =>
  !faultyWindows.some(([from, to]) => at >= from && at < to + SERVER_TIMEOUT_MS);
const delays = rows
  .filter((r) => onIds.has(r.orderId))
  .map((r) => ({
    at: r.created.getTime(),
    delay: r.sentAt ? r.sentAt.getTime() - r.created.getTime() : Infinity,
  }));
const share = (list: { delay: number }[]) =>
  list.length === 0
    ? 'n/a'
    : `${((list.filter((d) => d.delay <= 2000).length / list.length) * 100).toFixed(1)}%`;
const healthy = delays.filter((d) => !inFaulty(d.at));
const calm = delays.filter((d) => settled(d.at));
const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const healthyDelays = healthy.map((d) => d.delay).filter(Number.isFinite);

console.log(`drained in ${(drainMs / 1000).toFixed(1)} s (${waiting} still waiting); load ${load()}`);
console.log(
  `documents reported: ${reportedOrders.length} (${unanswered} whose answer the till did not get); ` +
    `stand-in: ${fbr.stats.requests} requests, ${fbr.stats.accepted} accepted, ${faultsInjected} faults injected ` +
    `(${fbr.stats.dropped} dropped, ${fbr.stats.failed} 500, ${fbr.stats.hanging} hung), ` +
    `${fbr.stats.duplicates} resends after a lost answer; ${faultyWindows.length} faulty windows`,
);
console.log(
  `duplicates at the authority (sent again after its number reached the server): ${resentAfterAnswer}   target 0`,
);
console.log(`conflicting payloads: ${fbr.stats.conflicting}   target 0`);
console.log(`lost (no SENT row): ${lost.length} (${refused.length} refused)   target 0`);
console.log(
  `receipts whose figures differ from the payload: ${figuresDiffer.length}; numbers differing: ${numberDiffers.length}   target 0`,
);
console.log(
  `reported within 2 s of reaching the server, stand-in healthy: ${share(healthy)} of ${healthy.length} ` +
    `(p50 ${pct(healthyDelays, 50)} ms, p95 ${pct(healthyDelays, 95)} ms); ` +
    `30 s or more after a faulty window: ${share(calm)} of ${calm.length}; all: ${share(delays)}   target 95%`,
);
console.log(
  `sale throughput, reporting on against off: ${((onRate / offRate) * 100).toFixed(1)}% ` +
    `(${onRate.toFixed(1)} against ${offRate.toFixed(1)} documents/s)   target ≥ 95%`,
);
if (lost.length > 0)
  console.log(
    `  lost: ${lost
      .slice(0, 5)
      .map((o) => `${o.id} ${byOrder.get(o.id)?.status} ${byOrder.get(o.id)?.lastError}`)
      .join('; ')}`,
  );

proxy.close();
await setup.close();
await fbr.close();
await handle.close();
// Keep-alive sockets of the proxy and fetch may hold the loop: the figures are printed.
process.exit(0);
