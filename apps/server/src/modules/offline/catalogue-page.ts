import type { Executor } from '@tillwise/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The compact rows (`packages/domain/src/offline-catalogue.ts`) of the products in `heads`, as one
 * JSON array built by PostgreSQL, newest first: each with its live variants (oldest first) and
 * their live batches (oldest first) with the stock `companyId` holds. Used as the tail of a
 * statement whose `with` defines `heads (id, name, bar_code, token, image_path, category_id, tax_category_id)`; the
 * picture goes as its short media path, not a URL, to keep the page slim, and the category as its id
 * (the touch grid offline), and its live trade units (docs/domain/units.md).
 */
const compactRowsOf = (companyId: number | null, groupId: number): SQL => sql`
  variant_rows as (
    select v.product_id, v.id,
      json_build_array(v.id, v.color, v.size, v.price::text, v.sale_price::text,
        coalesce(sum(i.quantity), 0)::numeric(20, 4)::text,
        coalesce(json_agg(json_build_array(b.id, coalesce(i.quantity, 0), b.expiry_date,
            to_char(b.created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          order by b.created, b.id) filter (where b.id is not null), '[]'::json),
        v.retail_price::text) as row
    from heads h
    -- Each product's variants by the product index (the fence keeps the subquery from being
    -- merged back): for a page of thousands of products the planner otherwise hashed all the
    -- catalogue's variants, every page (427-536 ms a page of 5000 instead of 270-292).
    cross join lateral (
      select v.id, v.product_id, v.color, v.size, v.price, v.sale_price, v.retail_price
      from product_variants v where v.product_id = h.id and v.is_active offset 0
    ) v
    left join batches b on b.product_variant_id = v.id and b.is_active
    left join inventory i on i.batch_id = b.id and i.company_id = ${companyId}
    group by v.product_id, v.id, v.color, v.size, v.price, v.sale_price, v.retail_price
  )
  ,
  -- Each product's variants grouped once and joined: a subquery per product over the page's
  -- variants scanned them all again for each one (half a page's time).
  variant_lists as (
    select vr.product_id, json_agg(vr.row order by vr.id) as variants
    from variant_rows vr group by vr.product_id
  )
  select
    (select count(*) from products where is_active and group_id = ${groupId})::int as count,
    coalesce((
      select json_agg(json_build_array(h.id, h.name, h.bar_code, h.token,
        coalesce(vl.variants, '[]'::json),
        h.image_path, h.category_id, h.tax_category_id,
        coalesce((select json_agg(json_build_array(u.id, u.name, u.count, u.bar_code, u.sale_price::text)
            order by u.count, u.id)
          from product_units u where u.product_id = h.id and not u.is_retired), '[]'::json))
        order by h.id desc)
      from heads h left join variant_lists vl on vl.product_id = h.id
    ), '[]'::json)::text as rows`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * One page of the till's catalogue (docs/selling-offline.md) built by PostgreSQL in one
 * statement, as the JSON text of its compact rows: the live products of the caller's catalogue
 * group (`groupId`, policy/group.ts; null: none) newest first (as `product/` lists them). The page is never nested in JavaScript objects on the server: 1000 products are
 * 300 kB of text instead of 1.4 MB of `product/` nesting built, validated and serialised object by
 * object.
 */
export async function cataloguePage(
  db: Executor,
  scope: { companyId: number | null; groupId: number | null },
  page: { offset: number; size: number },
): Promise<{ count: number; rows: string }> {
  // 0 is never a company's id: no group lists nothing.
  const groupId = scope.groupId ?? 0;
  const result = await db.execute(sql`
    with heads as (
      select p.id, p.name, p.bar_code, p.token, p.image_path, p.category_id, p.tax_category_id
      from products p
      where p.is_active and p.group_id = ${groupId}
      order by p.id desc
      limit ${page.size} offset ${page.offset}
    ), ${compactRowsOf(scope.companyId, groupId)}
  `);
  const [row] = rowsOf<{ count: number; rows: string }>(result);
  return { count: Number(row?.count ?? 0), rows: row?.rows ?? '[]' };
}

/**
 * How far back a catalogue stamp reaches before the time it is taken. Rows stamped from the
 * application's clock (`new Date()` before the statement) and the gap between reading the open
 * transactions and the next statement's snapshot are covered by it; changes inside this window
 * come again in the next delta, which is harmless (a till puts them again).
 */
export const STAMP_OVERLAP_MS = 120_000;

/**
 * The stamp a till keeps with its catalogue: every change committed after the next statement
 * starts carries a `last_modified` later than it. It is the start of the oldest transaction still
 * open on this database (a transaction writes `last_modified = now()`, its start, and may commit
 * long after a later one), or now when none is, less STAMP_OVERLAP_MS. Taken in its own statement
 * BEFORE the rows are read: a transaction that commits between this statement and the read's
 * snapshot was open here, so its start bounds the stamp. Sessions of the application's own
 * database role are visible in `pg_stat_activity`; the server uses one role.
 */
export async function catalogueStamp(db: Executor): Promise<string> {
  const result = await db.execute(sql`
    select to_char((least(now(), coalesce((
        select min(a.xact_start) from pg_stat_activity a
        where a.datname = current_database() and a.pid <> pg_backend_pid() and a.xact_start is not null
      ), now())) - interval '${sql.raw(String(STAMP_OVERLAP_MS))} milliseconds') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as stamp
  `);
  const [row] = rowsOf<{ stamp: string }>(result);
  if (!row) throw new Error('no catalogue stamp');
  return row.stamp;
}

/** A delta older than this is refused (`stale`): the till downloads the whole catalogue again. */
export const DELTA_MAX_AGE = '7 days';
/** More changed products than this and the till downloads the whole catalogue (in pages, with progress). */
export const DELTA_MAX_PRODUCTS = 5000;

export type CatalogueDelta =
  | { stale: true }
  | { stale: false; count: number; rows: string; removed: number[] };

/**
 * What changed in the till's catalogue since `since` (a stamp from `catalogueStamp`): the compact
 * rows of the live products whose product, variants or batches have a `last_modified` after it
 * or whose stock in `companyId` moved after it (a movement `recorded` after it, migration 0028),
 * and the ids of the changed products that are no longer live (the full page leaves them out). A variant or batch deleted outright bumps its parent's `last_modified`
 * (catalog services); a product deleted outright leaves no trace, which the till finds by the
 * `count` (docs/selling-offline.md).
 */
export async function catalogueDelta(
  db: Executor,
  scope: { companyId: number | null; groupId: number | null },
  since: string,
  maxProducts = DELTA_MAX_PRODUCTS,
): Promise<CatalogueDelta> {
  const { companyId } = scope;
  const groupId = scope.groupId ?? 0;
  // Changes of the caller's group only: another group's products are neither sent nor named.
  const changedSql = sql`
    select id from (
    select p.id from products p where p.last_modified > ${since}::timestamptz
    union
    select v.product_id from product_variants v where v.last_modified > ${since}::timestamptz
    union
    select v.product_id from batches b join product_variants v on v.id = b.product_variant_id
    where b.last_modified > ${since}::timestamptz
    union
    select v.product_id from stock_movements m
    join batches b on b.id = m.batch_id join product_variants v on v.id = b.product_variant_id
    where m.company_id = ${companyId} and m.recorded > ${since}::timestamptz
    ) touched where exists (select 1 from products g where g.id = touched.id and g.group_id = ${groupId})`;
  // A change of more than `maxProducts` products or variants (a bulk price change, an import)
  // is told apart first, from those two tables alone, stopping at the bound: counting the whole
  // union above for 100,000 changed products took seconds before the till downloaded it all anyway.
  const bound = maxProducts + 1;
  const large = await db.execute(sql`
    select ${since}::timestamptz < now() - ${DELTA_MAX_AGE}::interval as too_old,
      (select count(*) from (
        select p.id from products p
        where p.last_modified > ${since}::timestamptz and p.group_id = ${groupId} limit ${bound}
      ) p)::int as products,
      (select count(*) from (
        select distinct v.product_id from product_variants v
        join products g on g.id = v.product_id and g.group_id = ${groupId}
        where v.last_modified > ${since}::timestamptz limit ${bound}
      ) v)::int as variants
  `);
  const [first] = rowsOf<{ too_old: boolean; products: number; variants: number }>(large);
  if (
    !first ||
    first.too_old ||
    Number(first.products) > maxProducts ||
    Number(first.variants) > maxProducts
  ) {
    return { stale: true };
  }
  const probe = await db.execute(sql`select (select count(*) from (${changedSql}) c)::int as changed`);
  const [head] = rowsOf<{ changed: number }>(probe);
  if (!head || Number(head.changed) > maxProducts) return { stale: true };
  const result = await db.execute(sql`
    with changed as (${changedSql}),
    heads as (
      select p.id, p.name, p.bar_code, p.token, p.image_path, p.category_id, p.tax_category_id
      from products p join changed c on c.id = p.id
      where p.is_active
    ), ${compactRowsOf(companyId, groupId)},
    coalesce((
      select json_agg(c.id order by c.id) from changed c
      where not exists (select 1 from products p where p.id = c.id and p.is_active)
    ), '[]'::json)::text as removed
  `);
  const [row] = rowsOf<{ count: number; rows: string; removed: string }>(result);
  return {
    stale: false,
    count: Number(row?.count ?? 0),
    rows: row?.rows ?? '[]',
    removed: JSON.parse(row?.removed ?? '[]') as number[],
  };
}
