import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  FBR_DI_ROUTES,
  FBR_POS_ACCEPTED_CODE,
  FBR_POS_ROUTES,
  fbrDiInvoiceErrors,
  fbrPosInvoiceErrors,
} from '@tillwise/domain';

/*
 * A stand-in for the FBR POS service (docs/domain/fiscal.md, "The stand-in"), for tests, the soak
 * and development: the authority is never called from here. It answers both routes the way the
 * published texts show (the fiscal component on the shop's network, the cloud API with its bearer
 * token), checks every invoice with `fbrPosInvoiceErrors`, gives each new USIN a fiscal number of
 * the SRO's form and the same number again when the USIN comes back, and can be told to fail.
 * It also stands in for Digital Invoicing (`handleDi`).
 */

/** How the next requests fail; every kind but `refuse-field` leaves nothing recorded unless it says so. */
export type FbrFailure =
  /** The connection is cut once the request has arrived, before anything is recorded. */
  | { kind: 'drop-before' }
  /** The invoice is recorded (a number is given), then the connection is cut without an answer. */
  | { kind: 'drop-after' }
  /** HTTP 500 with an empty answer; nothing recorded. */
  | { kind: 'error-500' }
  /** No answer at all until the client gives up or the stand-in closes. */
  | { kind: 'hang' }
  /** The invoice is refused on `field` with `message`, as the authority refuses a wrong field. */
  | { kind: 'refuse-field'; field: string; message?: string };

export interface RecordedInvoice {
  posId: number;
  usin: string;
  fiscalNumber: string;
  route: 'local' | 'cloud';
  /** The payload as first recorded. */
  payload: Record<string, unknown>;
  /** How many times it was sent (1 + its duplicates). */
  received: number;
}

/** An invoice Digital Invoicing recorded (docs/domain/fiscal.md, "Digital Invoicing"). */
export interface RecordedDiInvoice {
  invoiceNumber: string;
  sandbox: boolean;
  payload: Record<string, unknown>;
}

export interface FbrStandInOptions {
  /** The bearer token the cloud route accepts. */
  token?: string;
  /** The bearer token Digital Invoicing accepts. */
  diToken?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The authority's clock, for the fiscal number's time (frozen in tests). */
  now?: () => Date;
  /** The POS service fee a sale's bill may carry over its items. */
  serviceFee?: string;
}

export interface FbrStandInStats {
  /** Every request that reached a route. */
  requests: number;
  /** Invoices given a new number. */
  accepted: number;
  /** The same USIN sent again (answered with its first number). */
  duplicates: number;
  /** Duplicates whose payload differed from the first. */
  conflicting: number;
  refused: number;
  forbidden: number;
  dropped: number;
  failed: number;
  hanging: number;
  /** Digital Invoicing: invoices given a number, and those identical to one recorded before. */
  diAccepted: number;
  diDuplicates: number;
}

export interface FbrStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The fiscal component's route. */
  localUrl: string;
  /** The cloud route. */
  cloudUrl: string;
  token: string;
  stats: FbrStandInStats;
  /** Recorded invoices by `POSID/USIN`. */
  invoices: ReadonlyMap<string, RecordedInvoice>;
  /** Digital Invoicing's recorded invoices, in order. */
  diInvoices: readonly RecordedDiInvoice[];
  diToken: string;
  /** The fiscal number given to a USIN, if any. */
  numberOf(usin: string, posId: number): string | undefined;
  /** The next `times` requests fail so. */
  failNext(failure: FbrFailure, times?: number): void;
  /** Every request fails so until `heal`. */
  failAlways(failure: FbrFailure): void;
  heal(): void;
  /** Resolves once `count` requests in all have reached a route. */
  whenRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

export const STAND_IN_MESSAGES = {
  accepted: 'Fiscal Invoice Number generated successfully.',
  acceptedCloud: 'Invoice received successfully',
  refused: 'Invoice not received.',
  badJson: 'The request body is not valid JSON.',
  noResource: 'No matching resource found for given API Request',
  missingToken:
    'Required OAuth credentials not provided. Make sure your API invocation call has a header: "Authorization: Bearer ACCESS_TOKEN"',
  forbidden:
    'Access failure for API: /FBR/v1, version: v1 status: (900908) - Resource forbidden - Check your auth token / IP for Cloud POS',
  health: 'Service is responding',
} as const;

/** The refusal's `Code` (ours: the published text lists only 100, success). */
export const STAND_IN_REFUSED_CODE = '400';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** XXXXXX-DDMMYYHHMMSS-0001 (SRO 1006(I)/2021): the POS ID's last six digits, Pakistan time, a sequence per POS. */
export function standInFiscalNumber(posId: number, at: Date, sequence: number): string {
  const pk = new Date(at.getTime() + 5 * 60 * 60_000);
  const stamp =
    pad(pk.getUTCDate()) +
    pad(pk.getUTCMonth() + 1) +
    pad(pk.getUTCFullYear() % 100) +
    pad(pk.getUTCHours()) +
    pad(pk.getUTCMinutes()) +
    pad(pk.getUTCSeconds());
  return `${pad(posId % 1_000_000, 6)}-${stamp}-${pad(sequence, 4)}`;
}

/** DI's `dated`: yyyy-MM-dd HH:mm:ss, Pakistan time. */
function standInDated(at: Date): string {
  const pk = new Date(at.getTime() + 5 * 60 * 60_000);
  return `${pk.getUTCFullYear()}-${pad(pk.getUTCMonth() + 1)}-${pad(pk.getUTCDate())} ${pad(pk.getUTCHours())}:${pad(
    pk.getUTCMinutes(),
  )}:${pad(pk.getUTCSeconds())}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/** Starts a stand-in on 127.0.0.1 (a free port unless told); close it when done. */
export async function startFbrStandIn(options: FbrStandInOptions = {}): Promise<FbrStandIn> {
  const token = options.token ?? 'stand-in-token';
  const now = options.now ?? (() => new Date());
  const invoices = new Map<string, RecordedInvoice>();
  const sequences = new Map<number, number>();
  const stats: FbrStandInStats = {
    requests: 0,
    accepted: 0,
    duplicates: 0,
    conflicting: 0,
    refused: 0,
    forbidden: 0,
    dropped: 0,
    failed: 0,
    hanging: 0,
    diAccepted: 0,
    diDuplicates: 0,
  };
  const diToken = options.diToken ?? 'stand-in-di-token';
  const diInvoices: RecordedDiInvoice[] = [];
  const queued: FbrFailure[] = [];
  let always: FbrFailure | null = null;
  const sockets = new Set<Socket>();
  const waiters: { count: number; resolve: () => void }[] = [];

  const nextFailure = (): FbrFailure | null => queued.shift() ?? always;

  const arrived = () => {
    stats.requests += 1;
    for (const w of [...waiters]) {
      if (stats.requests >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };

  const refuse = (res: ServerResponse, errors: string) => {
    stats.refused += 1;
    json(res, 200, {
      InvoiceNumber: null,
      Code: STAND_IN_REFUSED_CODE,
      Response: STAND_IN_MESSAGES.refused,
      Errors: errors,
    });
  };

  /** Records the invoice, or finds it recorded: one number per POS and USIN, whatever happens after. */
  const record = (payload: Record<string, unknown>, route: RecordedInvoice['route']): RecordedInvoice => {
    const posId = payload.POSID as number;
    const usin = payload.USIN as string;
    const key = `${posId}/${usin}`;
    const found = invoices.get(key);
    if (found) {
      found.received += 1;
      stats.duplicates += 1;
      if (JSON.stringify(found.payload) !== JSON.stringify(payload)) stats.conflicting += 1;
      return found;
    }
    const sequence = (sequences.get(posId) ?? 0) + 1;
    sequences.set(posId, sequence);
    const entry: RecordedInvoice = {
      posId,
      usin,
      fiscalNumber: standInFiscalNumber(posId, now(), sequence),
      route,
      payload,
      received: 1,
    };
    invoices.set(key, entry);
    stats.accepted += 1;
    return entry;
  };

  /**
   * Digital Invoicing (PRAL DI API v1.12, §3): post and validate, production and sandbox (`_sb`),
   * bearer token; every field checked with `fbrDiInvoiceErrors`; answered with `invoiceNumber`,
   * `dated` and `validationResponse` (statusCode "00" Valid, "01" Invalid with errorCode and error).
   * DI takes no number of ours, so it cannot tell a resend from a new invoice: each post gets a new
   * number, and one identical to an earlier one is counted in `diDuplicates`.
   */
  async function handleDi(req: IncomingMessage, res: ServerResponse, path: string) {
    const sandbox = path.endsWith(FBR_DI_ROUTES.sandboxSuffix);
    const validateOnly = path.startsWith(FBR_DI_ROUTES.validatePath);
    const body = await readBody(req);
    arrived();
    const auth = req.headers.authorization ?? '';
    if (auth.replace(/^Bearer\s+/i, '') !== diToken || !/^Bearer\s+\S+/i.test(auth)) {
      stats.forbidden += 1;
      json(res, 401, {
        fault: { code: 900901, message: 'Invalid Credentials', description: 'Unauthorized' },
      });
      return;
    }
    const failure = nextFailure();
    if (failure?.kind === 'drop-before') {
      stats.dropped += 1;
      req.socket.destroy();
      return;
    }
    if (failure?.kind === 'error-500') {
      stats.failed += 1;
      res.writeHead(500).end();
      return;
    }
    if (failure?.kind === 'hang') {
      stats.hanging += 1;
      return;
    }
    const dated = standInDated(now());
    const invalid = (
      errorCode: string,
      error: string,
      items: { itemSNo: string; errorCode: string; error: string }[] = [],
    ) => {
      stats.refused += 1;
      json(res, 200, {
        dated,
        validationResponse: {
          statusCode: '01',
          status: 'Invalid',
          errorCode,
          error,
          invoiceStatuses: items.map((i) => ({ ...i, statusCode: '01', status: 'Invalid', invoiceNo: null })),
        },
      });
    };
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      invalid('0000', STAND_IN_MESSAGES.badJson);
      return;
    }
    const errors = fbrDiInvoiceErrors(payload);
    const header = errors.filter((e) => !e.field.startsWith('items['));
    if (errors.length > 0) {
      invalid(
        header[0]?.code ?? '',
        header.map((e) => `${e.field}: ${e.message}`).join('\n'),
        errors
          .filter((e) => e.field.startsWith('items['))
          .map((e) => ({
            itemSNo: String(Number(/^items\[(\d+)\]/.exec(e.field)?.[1] ?? 0) + 1),
            errorCode: e.code,
            error: `${e.field}: ${e.message}`,
          })),
      );
      return;
    }
    if (failure?.kind === 'refuse-field') {
      invalid('0000', `${failure.field}: ${failure.message ?? `${failure.field} is not accepted.`}`);
      return;
    }
    const invoice = payload as Record<string, unknown>;
    if (validateOnly) {
      json(res, 200, {
        dated,
        validationResponse: { statusCode: '00', status: 'Valid', error: '', invoiceStatuses: [] },
      });
      return;
    }
    const text = JSON.stringify(invoice);
    if (diInvoices.some((d) => JSON.stringify(d.payload) === text)) stats.diDuplicates += 1;
    stats.diAccepted += 1;
    // As DI's sample: the seller's registration number, "DI", and a 13-digit stamp (22 characters for an NTN).
    const invoiceNumber = `${String(invoice.sellerNTNCNIC)}DI${now().getTime() + diInvoices.length}`;
    diInvoices.push({ invoiceNumber, sandbox, payload: invoice });
    if (failure?.kind === 'drop-after') {
      stats.dropped += 1;
      req.socket.destroy();
      return;
    }
    const items = Array.isArray(invoice.items) ? invoice.items : [];
    json(res, 200, {
      invoiceNumber,
      dated,
      validationResponse: {
        statusCode: '00',
        status: 'Valid',
        error: '',
        invoiceStatuses: items.map((_, i) => ({
          itemSNo: String(i + 1),
          statusCode: '00',
          status: 'Valid',
          invoiceNo: `${invoiceNumber}-${i + 1}`,
          errorCode: '',
          error: '',
        })),
      },
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (
      req.method === 'POST' &&
      [FBR_DI_ROUTES.postPath, FBR_DI_ROUTES.validatePath].some(
        (p) => path === p || path === `${p}${FBR_DI_ROUTES.sandboxSuffix}`,
      )
    ) {
      await handleDi(req, res, path);
      return;
    }
    if (req.method === 'GET' && path === FBR_POS_ROUTES.localHealthPath) {
      json(res, 200, [STAND_IN_MESSAGES.health]);
      return;
    }
    const route =
      path === FBR_POS_ROUTES.localPath ? 'local' : path === FBR_POS_ROUTES.cloudPath ? 'cloud' : null;
    if (route === null || req.method !== 'POST') {
      json(res, 404, { Code: '404', Response: STAND_IN_MESSAGES.noResource });
      return;
    }
    const body = await readBody(req);
    arrived();
    if (route === 'cloud') {
      // The gateway's own answers (WSO2 fault shape, codes as the published error list quotes them).
      const auth = req.headers.authorization ?? '';
      if (!/^Bearer\s+\S+/i.test(auth)) {
        stats.forbidden += 1;
        json(res, 401, {
          fault: {
            code: 900902,
            message: 'Missing Credentials',
            description: STAND_IN_MESSAGES.missingToken,
          },
        });
        return;
      }
      if (auth.replace(/^Bearer\s+/i, '') !== token) {
        stats.forbidden += 1;
        json(res, 403, {
          fault: { code: 900908, message: 'Resource forbidden', description: STAND_IN_MESSAGES.forbidden },
        });
        return;
      }
    }
    const failure = nextFailure();
    if (failure?.kind === 'drop-before') {
      stats.dropped += 1;
      req.socket.destroy();
      return;
    }
    if (failure?.kind === 'error-500') {
      stats.failed += 1;
      res.writeHead(500).end();
      return;
    }
    if (failure?.kind === 'hang') {
      stats.hanging += 1;
      return;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      refuse(res, STAND_IN_MESSAGES.badJson);
      return;
    }
    const errors = fbrPosInvoiceErrors(payload, options.serviceFee ? { serviceFee: options.serviceFee } : {});
    if (errors.length > 0) {
      refuse(res, errors.map((e) => `${e.field}: ${e.message}`).join('\n'));
      return;
    }
    if (failure?.kind === 'refuse-field') {
      refuse(res, `${failure.field}: ${failure.message ?? `${failure.field} is not accepted.`}`);
      return;
    }
    const recorded = record(payload as Record<string, unknown>, route);
    if (failure?.kind === 'drop-after') {
      stats.dropped += 1;
      req.socket.destroy();
      return;
    }
    json(res, 200, {
      InvoiceNumber: recorded.fiscalNumber,
      Code: FBR_POS_ACCEPTED_CODE,
      Response: route === 'local' ? STAND_IN_MESSAGES.accepted : STAND_IN_MESSAGES.acceptedCloud,
      Errors: null,
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    localUrl: `${url}${FBR_POS_ROUTES.localPath}`,
    cloudUrl: `${url}${FBR_POS_ROUTES.cloudPath}`,
    token,
    diToken,
    stats,
    invoices,
    diInvoices,
    numberOf: (usin, posId) => invoices.get(`${posId}/${usin}`)?.fiscalNumber,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i += 1) queued.push(failure);
    },
    failAlways(failure) {
      always = failure;
    },
    heal() {
      queued.length = 0;
      always = null;
    },
    whenRequests(count) {
      if (stats.requests >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
