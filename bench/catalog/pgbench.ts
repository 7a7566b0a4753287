import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@tillwise/db';
import { Placeholder } from 'drizzle-orm';
import { stampQuery } from '../../apps/server/src/modules/auth/actors.js';
import { barcodeLookupQuery } from '../../apps/server/src/modules/catalog/product-repository.js';
import { benchDir } from '../temp-dir.js';

export interface Ceiling {
  tps: number;
  p50: number;
  p99: number;
}

export interface LookupOpts {
  userId: number;
  companyId: number;
  firstProductId: number;
  products: number;
  /** The catalogue group the lookup reads (the generated products'). */
  groupId: number;
}

/** A Drizzle statement as a pgbench line: each placeholder becomes the SQL expression given for it. */
function asPgbench(
  query: { toSQL: () => { sql: string; params: unknown[] } },
  values: Record<string, string>,
) {
  const { sql, params } = query.toSQL();
  return `${sql.replace(/\$(\d+)/g, (_, n: string) => {
    const param = params[Number(n) - 1];
    if (!(param instanceof Placeholder)) throw new Error(`unexpected bound value ${String(param)}`);
    const value = values[param.name];
    if (value === undefined) throw new Error(`no value for ${param.name}`);
    return value;
  })};`;
}

/**
 * The barcode lookup as the server sends it now, taken from the server's own query builders: the
 * session check (the user's and company's row versions) and the one lookup statement. Run with
 * \`-M prepared\`, as the server prepares both.
 */
export function currentScript(db: Db, opts: LookupOpts): string {
  return `\\set n random(1, ${opts.products})
${asPgbench(stampQuery(db), { id: String(opts.userId) })}
${asPgbench(barcodeLookupQuery(db), {
  barCode: "('BN' || lpad(:n::text, 8, '0'))",
  companyId: String(opts.companyId),
  groupId: String(opts.groupId),
})}
`;
}

/**
 * The barcode lookup as plain SQL as the server sent it before the changes of docs/performance.md
 * (kept so that the ceiling the issue's target was set against can still be measured): the
 * statements `GET product/?bar_code=` ran for one request, copied from the queries Drizzle sent: the session's user and company, the page of products (a
 * page that is not full needs no count query), and the variants with their batches and the
 * company's stock. pgbench cannot carry a result from one statement to the next, so the barcode
 * and the product id are both derived from one random number (generated ids are consecutive).
 */
export function previousScript(opts: LookupOpts): string {
  return `\\set n random(1, ${opts.products})
\\set pid :n + ${opts.firstProductId - 1}
select "users"."id", "users"."username", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."email", "users"."contact_number", "users"."user_type", "users"."company_id", "users"."credit", "users"."is_active", "users"."is_staff", "users"."profile_pic_path", "users"."description", "users"."token_version", "users"."last_login", "users"."created", "users"."last_modified", "companies"."id", "companies"."company_name", "companies"."company_type", "companies"."address", "companies"."contact_number", "companies"."parent_id", "companies"."logo_path", "companies"."is_active", "companies"."created", "companies"."last_modified" from "users" left join "companies" on "companies"."id" = "users"."company_id" where "users"."id" = ${opts.userId} limit 1;
select "products"."id", "products"."name", "products"."bar_code", "products"."category_id", "products"."unit_id", "products"."token", "products"."is_active", "products"."created", "products"."last_modified", "categories"."id", "categories"."name", "categories"."description", "units"."id", "units"."name" from "products" left join "categories" on "categories"."id" = "products"."category_id" left join "units" on "units"."id" = "products"."unit_id" where ("products"."is_active" = true and "products"."bar_code" = 'BN' || lpad(:n::text, 8, '0')) order by "products"."id" desc limit 30;
select "product_variants"."id", "product_variants"."product_id", "product_variants"."color", "product_variants"."size", "product_variants"."price", "product_variants"."sale_price", "product_variants"."description", "product_variants"."is_active", "product_variants"."created", "product_variants"."last_modified", "batches"."id", "batches"."product_variant_id", "batches"."quantity", "batches"."manufacturing_date", "batches"."expiry_date", "batches"."in_stock", "batches"."received_by_company_id", "batches"."is_active", "batches"."created", "batches"."last_modified", "inventory"."quantity" from "product_variants" left join "batches" on ("batches"."product_variant_id" = "product_variants"."id" and "batches"."is_active" = true) left join "inventory" on ("inventory"."batch_id" = "batches"."id" and "inventory"."company_id" = ${opts.companyId}) where ("product_variants"."product_id" in (:pid) and "product_variants"."is_active" = true) order by "product_variants"."id" asc, "batches"."created" asc, "batches"."id" asc;
`;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs a script with pgbench (8 clients by default, like the HTTP load) and reads tps and latencies
 * from its log (each transaction's own time, from when it actually started). Several scripts: each
 * transaction runs one of them, picked at random.
 */
export function pgbenchCeiling(
  url: string,
  seconds: number,
  script: string | string[],
  mode: 'simple' | 'prepared',
  clients = 8,
  more: {
    /** pgbench variables (`-D`), set for every client and kept from one transaction to the next. */
    defines?: Record<string, string>;
    /** A fixed rate (pgbench --rate, transactions per second) instead of as fast as it goes. */
    rate?: number;
  } = {},
): Ceiling {
  const dir = benchDir('tillwise-pgbench-');
  const files = (Array.isArray(script) ? script : [script]).map((text, i) => {
    const file = path.join(dir, `script-${i}.sql`);
    writeFileSync(file, text);
    return file;
  });
  return runPgbench(
    url,
    [
      '-n',
      '-M',
      mode,
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      ...(more.rate ? ['-R', String(more.rate)] : []),
      ...files.flatMap((file) => ['-f', file]),
      ...Object.entries(more.defines ?? {}).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
    ],
    dir,
  );
}

/**
 * Runs pgbench with `args` against `url`, logging each transaction into `dir`, and reads its tps
 * and the transactions' p50 and p99 from that log (each transaction's own time).
 */
export function runPgbench(url: string, args: string[], dir: string): Ceiling {
  const out = execFileSync('pgbench', [...args, '-l', `--log-prefix=${path.join(dir, 'log')}`, url], {
    encoding: 'utf8',
  });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
  // Each log line: client, transaction, latency in microseconds, ...
  const latencies = readdirSync(dir)
    .filter((f) => f.startsWith('log'))
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .sort((a, b) => a - b);
  return { tps, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
