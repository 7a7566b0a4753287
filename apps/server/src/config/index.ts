import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultAllowedHosts, HOST_ENTRY, originHost } from '../lib/allowed-hosts.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Durations such as `12h`, `30m`, `45s`, `7d` or a plain number of seconds. */
const duration = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, 'must be a duration such as 12h, 30m or 3600')
  .transform((text) => {
    const match = /^(\d+)\s*([smhd]?)$/.exec(text);
    const amount = Number(match?.[1]);
    const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match?.[2] ?? ''] ?? 1;
    return amount * unit;
  })
  .refine((seconds) => seconds >= 60, 'must be at least one minute');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL'),
  DATABASE_REPLICA_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL'),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: duration.default(12 * 3600),
  PAGE_SIZE: z.coerce.number().int().min(1).max(500).default(30),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((o) => /^https?:\/\/[^/]+$/.test(o)),
      'must be a comma-separated list of origins',
    ),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: z.string().optional(),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  LOGIN_FAILURES_BEFORE_DELAY: z.coerce.number().int().min(1).max(100).default(5),
  REPORT_FOLD_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  EXPIRY_CHECK_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  MAINTENANCE_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) =>
        v === '' ||
        v.split(',').every((p) => /^[0-9a-fA-F.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(p.trim())),
      'must be the proxy addresses: comma-separated addresses or CIDR ranges, or loopback',
    )
    .transform((v): string | false => (v === '' ? false : v)),
  PUBLIC_ORIGIN: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) => v === '' || /^https?:\/\/[^/\s]+$/.test(v),
      'must be an origin such as https://pos.example.com (no path)',
    )
    .transform((v) => (v === '' ? null : v)),
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((h) => h === '*' || HOST_ENTRY.test(h)),
      'must be a comma-separated list of host names or addresses, each with an optional :port, or *',
    ),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  VALIDATE_RESPONSES: z.enum(['true', 'false']).default('false'),
  FISCAL_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v),
      'must be 64 hexadecimal digits (a 256-bit key: openssl rand -hex 32)',
    ),
  FISCAL_SEND_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  FISCAL_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A read replica (hot standby) of DATABASE_URL: analytics and exports read there (docs/scaling.md). */
  replicaUrl: string | undefined;
  /** Connections to PostgreSQL at most (the embedded engine has one). */
  dbPoolSize: number;
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  pageSize: number;
  corsOrigins: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  webDist: string | undefined;
  /** Wrong sign-ins one address may make a minute before it counts as spraying (right ones never count). */
  loginAttemptsPerMinute: number;
  /** Wrong passwords for one username from one address before each further try must wait, longer each time. */
  loginFailuresBeforeDelay: number;
  /** How often the report summaries are folded from the journal (milliseconds; 0: never, reports read every line). */
  reportFoldMs: number;
  /** How often batches entering their company's expiry window are notified (milliseconds; 0: never). */
  expiryCheckMs: number;
  /** Embedded engine only: how often to check whether its tables need vacuuming and analysing (0: never). */
  maintenanceMs: number;
  /** Fastify's trustProxy: false (trust no one) or the proxies' addresses. */
  trustProxy: string | false;
  /** The origin absolute URLs (media, `next` links) are built from; null: the request's own. */
  publicOrigin: string | null;
  /**
   * The hosts requests may name (Host, or X-Forwarded-Host from a trusted proxy): ALLOWED_HOSTS, or
   * by default the listening addresses and localhost on the port; PUBLIC_ORIGIN's host always.
   */
  allowedHosts: string[];
  /** Seed the demo into an empty database: `auto` on the embedded engine only. */
  seedDemo: 'auto' | 'true' | 'false';
  /** Check every answer against its route's published response schema (the API test suite sets it). */
  validateResponses: boolean;
  /**
   * The key the fiscal reporter's cloud token is encrypted with (AES-256-GCM): FISCAL_KEY, or else
   * one derived from the token-signing secret (docs/domain/fiscal.md, "The outbox and the worker").
   */
  fiscalKey: Buffer;
  /** How often the fiscal outbox is looked at for orders to report (milliseconds; 0: never). */
  fiscalSendMs: number;
  /** The fiscal worker's first wait before sending again after a network fault (milliseconds; doubles each time). */
  fiscalRetryMs: number;
}

export class ConfigError extends Error {}

/** Reads the secret kept in DATA_DIR, creating it on first start so a fresh machine needs no setup. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The fiscal token's key: FISCAL_KEY (hex) when set; else derived from the token-signing secret
 * with HKDF-SHA256 under a label of its own, so a machine with no FISCAL_KEY still encrypts, and a
 * leaked key never gives the signing secret. Changing either makes stored tokens unreadable (re-enter them).
 */
function fiscalKeyOf(hex: string | undefined, jwtSecret: string): Buffer {
  if (hex) return Buffer.from(hex, 'hex');
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'tillwise', 'fiscal-token-key', 32));
}

/** Parses the environment once. A bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_REPLICA_URL: needs DATABASE_URL (a replica of PostgreSQL; the embedded engine has none)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? persistedSecret(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    replicaUrl: e.DATABASE_REPLICA_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    dataDir,
    jwtSecret,
    tokenTtlSeconds: e.TOKEN_TTL,
    pageSize: e.PAGE_SIZE,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE,
    loginFailuresBeforeDelay: e.LOGIN_FAILURES_BEFORE_DELAY,
    reportFoldMs: e.REPORT_FOLD_MS,
    expiryCheckMs: e.EXPIRY_CHECK_MS,
    maintenanceMs: e.MAINTENANCE_MS,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_ORIGIN,
    allowedHosts:
      e.ALLOWED_HOSTS.length > 0
        ? [...e.ALLOWED_HOSTS, ...(e.PUBLIC_ORIGIN ? [originHost(e.PUBLIC_ORIGIN)] : [])]
        : defaultAllowedHosts(e.HOST, e.PORT, e.PUBLIC_ORIGIN),
    seedDemo: e.SEED_DEMO,
    validateResponses: e.VALIDATE_RESPONSES === 'true',
    fiscalKey: fiscalKeyOf(e.FISCAL_KEY, jwtSecret),
    fiscalSendMs: e.FISCAL_SEND_MS,
    fiscalRetryMs: e.FISCAL_RETRY_MS,
  };
}
