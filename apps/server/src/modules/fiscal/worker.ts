import {
  type Db,
  type FiscalOutboxRow,
  type FiscalSettingsRow,
  fiscalOutbox,
  fiscalSettings,
} from '@tillwise/db';
import {
  FBR_DI_ROUTES,
  FBR_POS_ROUTES,
  type FbrDiInvoice,
  type FbrPosInvoice,
  type FiscalRoute,
} from '@tillwise/domain';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type PeriodicStop, startPeriodic } from '../../lib/periodic.js';
import { cut, type Outcome, readAnswer, readDiAnswer } from './answers.js';
import { notifyFiscalBacklog } from './backlog.js';
import { buildRoute } from './payloads.js';
import { openToken } from './secret.js';

/*
 * The fiscal worker (docs/domain/fiscal.md, "The outbox and the worker"): reports the orders the
 * outbox holds to the authority, each exactly once as far as the authority is concerned. A row is
 * claimed with FOR UPDATE SKIP LOCKED and leased (its next attempt moved past the send's time-out)
 * in a short transaction, so two server processes never send one row at the same time and no
 * transaction stays open while the network is waited on. The payload is built once from the order
 * as stored and kept: a resend sends the same USIN and the same figures, and the authority answers
 * a USIN it has with the number it gave (the stand-in does; FBR is said to).
 */

export interface FiscalWorkerOptions {
  db: Db;
  /** The key the cloud token is sealed with (config `fiscalKey`). */
  key: Buffer;
  /** The clock (tests freeze it). */
  now?: () => Date;
  /** How the request is made (tests may wrap it). */
  fetch?: typeof fetch;
  /** Rows claimed per run of one lane. */
  batch?: number;
  /**
   * The worker's lanes in a server process: each claims and reports on its own, so a request that
   * hangs until its time-out holds one lane (and the few rows it claimed), not the worker.
   */
  lanes?: number;
  /** Give up on one request after this long (a retry follows). */
  timeoutMs?: number;
  /** The first retry's wait (FISCAL_RETRY_MS); each further one doubles it, up to an hour. */
  firstRetryMs?: number;
  /** Told after a pass wrote backlog notices (wakes the live listeners). */
  wake?: () => void;
  /** Told of each row that failed to go, with the reason (never the token or the payload). */
  log?: (event: { id: number; order: number; outcome: 'retry' | 'refused'; error: string }) => void;
}

export const FISCAL_DEFAULTS = {
  batch: 5,
  lanes: 4,
  timeoutMs: 30_000,
  /** The first retry's wait; each further one doubles it, up to `maxBackoffMs`. */
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
} as const;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 30 s, 1 min, 2 min… at most an hour. */
export const backoffMs = (attempts: number, first: number = FISCAL_DEFAULTS.backoffMs): number =>
  Math.min(first * 2 ** Math.max(0, attempts - 1), FISCAL_DEFAULTS.maxBackoffMs);

export interface FiscalRunResult {
  sent: number;
  refused: number;
  retried: number;
}

/** Where a reporter's invoices go: `base_url` with the service's route (a `base_url` with a path is used as it is). */
export function fiscalUrl(settings: Pick<FiscalSettingsRow, 'service' | 'baseUrl'>): string {
  const cloud = settings.service === 'FBR_POS_CLOUD';
  const base = settings.baseUrl.trim();
  if (base === '') return cloud ? FBR_POS_ROUTES.cloudProductionUrl : FBR_POS_ROUTES.localDefaultUrl;
  const url = new URL(base);
  if (url.pathname !== '/' && url.pathname !== '') return base;
  return `${url.origin}${cloud ? FBR_POS_ROUTES.cloudPath : FBR_POS_ROUTES.localPath}`;
}

/**
 * Where DI invoices go: `di_base_url` with DI's post route (`_sb` in the sandbox); '' the published
 * host; a URL with a path is used as it is (docs/domain/fiscal.md, "Digital Invoicing").
 */
export function fiscalDiUrl(settings: Pick<FiscalSettingsRow, 'diBaseUrl' | 'diSandbox'>): string {
  const base = settings.diBaseUrl.trim();
  const route = `${FBR_DI_ROUTES.postPath}${settings.diSandbox ? FBR_DI_ROUTES.sandboxSuffix : ''}`;
  if (base === '') return `${FBR_DI_ROUTES.origin}${route}`;
  const url = new URL(base);
  if (url.pathname !== '/' && url.pathname !== '') return base;
  return `${url.origin}${route}`;
}

/** Claims up to `batch` due rows (FOR UPDATE SKIP LOCKED) and leases them past the send's time-out. */
async function claim(db: Db, now: Date, batch: number, leaseMs: number): Promise<FiscalOutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: fiscalOutbox.id })
      .from(fiscalOutbox)
      .where(and(eq(fiscalOutbox.status, 'PENDING'), lte(fiscalOutbox.nextAttemptAt, now)))
      .orderBy(asc(fiscalOutbox.nextAttemptAt), asc(fiscalOutbox.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(fiscalOutbox)
      .set({
        attempts: sql`${fiscalOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          fiscalOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

async function send(
  url: string,
  token: string | null,
  payload: FbrPosInvoice | FbrDiInvoice,
  doFetch: typeof fetch,
  timeoutMs: number,
  read: (status: number, text: string) => Outcome = readAnswer,
): Promise<Outcome> {
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { kind: 'retry', error: `network: ${(error as Error).name}${cause ? ` ${cause}` : ''}` };
  }
  return read(response.status, text);
}

/** One row: its payload (built once and kept), the request, and what came of it. */
async function report(
  options: Required<Omit<FiscalWorkerOptions, 'log' | 'wake' | 'lanes'>> & Pick<FiscalWorkerOptions, 'log'>,
  row: FiscalOutboxRow,
  settings: FiscalSettingsRow | null,
): Promise<Outcome> {
  const { db, key } = options;
  if (!settings?.enabled) return { kind: 'retry', error: 'The fiscal reporter is off.' };
  let payload = row.payload as FbrPosInvoice | FbrDiInvoice | null;
  let service = row.service as FiscalRoute;
  if (payload === null) {
    const built = await buildRoute(db, row, settings);
    if (built.errors.length > 0)
      return { kind: 'refused', error: cut(`Not sent: ${built.errors.join('; ')}`) };
    // Kept before it goes, so that every resend carries the same invoice by the same route; what
    // goes is the copy as stored (jsonb orders the keys its own way), so the first send and every
    // resend are the same text.
    const [kept] = await db
      .update(fiscalOutbox)
      .set({ payload: built.payload, service: built.service })
      .where(and(eq(fiscalOutbox.id, row.id), isNull(fiscalOutbox.payload)))
      .returning({ payload: fiscalOutbox.payload });
    if (!kept) return { kind: 'retry', error: 'The row changed while it was being sent.' };
    payload = kept.payload as FbrPosInvoice | FbrDiInvoice;
    service = built.service;
  }
  if (service === 'FBR_DI') {
    const token = openToken(key, settings.diTokenEncrypted);
    if (!token)
      return {
        kind: 'retry',
        error: 'The Digital Invoicing token cannot be read with this server’s key; enter it again.',
      };
    return send(fiscalDiUrl(settings), token, payload, options.fetch, options.timeoutMs, readDiAnswer);
  }
  const token = settings.service === 'FBR_POS_CLOUD' ? openToken(key, settings.tokenEncrypted) : null;
  if (settings.service === 'FBR_POS_CLOUD' && !token)
    return { kind: 'retry', error: 'The cloud token cannot be read with this server’s key; enter it again.' };
  return send(fiscalUrl(settings), token, payload, options.fetch, options.timeoutMs);
}

/**
 * One pass of one lane of the worker: claims the due rows and reports each in turn. Sent: its
 * number and the time; refused: REFUSED with the authority's words; a network fault, a time-out or
 * a 5xx: PENDING again after an exponential back-off.
 */
export async function reportDueOrders(opts: FiscalWorkerOptions): Promise<FiscalRunResult> {
  const options = {
    now: () => new Date(),
    fetch: globalThis.fetch,
    batch: FISCAL_DEFAULTS.batch,
    timeoutMs: FISCAL_DEFAULTS.timeoutMs,
    firstRetryMs: FISCAL_DEFAULTS.backoffMs,
    ...opts,
  };
  const { db } = options;
  const result: FiscalRunResult = { sent: 0, refused: 0, retried: 0 };
  const started = options.now();
  const rows = await claim(db, started, options.batch, options.timeoutMs * 2 + 60_000);
  const settingsOf = new Map<number, FiscalSettingsRow | null>();
  for (const row of rows) {
    if (!settingsOf.has(row.companyId)) {
      const [s] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.companyId, row.companyId));
      settingsOf.set(row.companyId, s ?? null);
    }
    let outcome: Outcome;
    try {
      outcome = await report(options, row, settingsOf.get(row.companyId) ?? null);
    } catch (error) {
      outcome = { kind: 'retry', error: cut(`internal: ${(error as Error).message}`, 300) };
    }
    const at = options.now();
    const mine = and(eq(fiscalOutbox.id, row.id), eq(fiscalOutbox.status, 'PENDING'));
    if (outcome.kind === 'sent') {
      result.sent += 1;
      await db
        .update(fiscalOutbox)
        .set({ status: 'SENT', fiscalNumber: outcome.number, sentAt: at, lastError: '' })
        .where(mine);
    } else if (outcome.kind === 'refused') {
      result.refused += 1;
      await db.update(fiscalOutbox).set({ status: 'REFUSED', lastError: outcome.error }).where(mine);
      options.log?.({ id: row.id, order: row.orderId, outcome: 'refused', error: outcome.error });
    } else {
      result.retried += 1;
      await db
        .update(fiscalOutbox)
        .set({
          lastError: outcome.error,
          nextAttemptAt: new Date(at.getTime() + backoffMs(row.attempts, options.firstRetryMs)),
        })
        .where(mine);
      options.log?.({ id: row.id, order: row.orderId, outcome: 'retry', error: outcome.error });
    }
  }
  return result;
}

/** The worker's options in the server: its key, and what went wrong logged without the token or payload. */
export function fiscalWorkerOptions(
  db: Db,
  key: Buffer,
  log: { warn: (object: object, message: string) => void },
  wake?: () => void,
  firstRetryMs?: number,
): FiscalWorkerOptions {
  return {
    db,
    key,
    ...(firstRetryMs === undefined ? {} : { firstRetryMs }),
    ...(wake ? { wake } : {}),
    log: (event) => log.warn({ fiscal: event }, 'an invoice was not reported to the tax authority'),
  };
}

/**
 * One pass as the server runs it: the due rows in batches until none is left (or the job stops),
 * then the backlog notice (docs/domain/fiscal.md, "The backlog notice").
 */
export async function fiscalPass(
  options: FiscalWorkerOptions,
  stopped: () => boolean = () => false,
  tellBacklog = true,
) {
  for (;;) {
    const step = await reportDueOrders(options);
    const batch = options.batch ?? FISCAL_DEFAULTS.batch;
    if (stopped() || step.sent + step.refused + step.retried < batch) break;
  }
  if (!tellBacklog) return [];
  const told = await notifyFiscalBacklog(options.db, (options.now ?? (() => new Date()))());
  if (told.length > 0) options.wake?.();
  return told;
}

/**
 * Reports every `intervalMs` in the background, in `lanes` independent loops (the first also sends
 * the backlog notices); returns the function that stops them. A nudge wakes the lanes in turn, so
 * a sale written while one lane waits on a hung request is claimed by the next.
 */
export function startFiscalWorker(
  options: FiscalWorkerOptions,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicStop {
  const lanes = Array.from({ length: Math.max(1, options.lanes ?? FISCAL_DEFAULTS.lanes) }, (_, lane) =>
    startPeriodic({
      intervalMs,
      onError,
      run: async (stopped) => {
        await fiscalPass(options, stopped, lane === 0);
      },
    }),
  );
  let turn = 0;
  const stop = async () => {
    await Promise.all(lanes.map((l) => l()));
  };
  return Object.assign(stop, {
    nudge: () => {
      lanes[turn % lanes.length]?.nudge();
      turn += 1;
    },
  });
}
