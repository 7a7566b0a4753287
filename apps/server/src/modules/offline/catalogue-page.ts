import type { Executor } from '@tillwise/db';
import { sql } from 'drizzle-orm';

/**
 * One page of the till's catalogue (docs/selling-offline.md) built by PostgreSQL in one
 * statement, as the JSON text of its compact rows (`packages/domain/src/offline-catalogue.ts`):
 * live products newest first (as `product/` lists them), each with its live variants (oldest
 * first) and their live batches (oldest first) with the stock `companyId` holds. The page is never
 * nested in JavaScript objects on the server: 1000 products are 300 kB of text instead of 1.4 MB
 * of `product/` nesting built, validated and serialised object by object.
 */
export async function cataloguePage(
  db: Executor,
  companyId: number | null,
  page: { offset: number; size: number },
): Promise<{ count: number; rows: string }> {
  const result = await db.execute(sql`
    with heads as (
      select p.id, p.name, p.bar_code, p.token
      from products p
      where p.is_active
      order by p.id desc
      limit ${page.size} offset ${page.offset}
    ), variant_rows as (
      select v.product_id, v.id,
        json_build_array(v.id, v.color, v.size, v.price::text, v.sale_price::text,
          coalesce(sum(i.quantity), 0)::numeric(20, 4)::text,
          coalesce(json_agg(json_build_array(b.id, coalesce(i.quantity, 0), b.expiry_date,
              to_char(b.created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            order by b.created, b.id) filter (where b.id is not null), '[]'::json)) as row
      from heads h
      join product_variants v on v.product_id = h.id and v.is_active
      left join batches b on b.product_variant_id = v.id and b.is_active
      left join inventory i on i.batch_id = b.id and i.company_id = ${companyId}
      group by v.product_id, v.id
    )
    select
      (select count(*) from products where is_active)::int as count,
      coalesce((
        select json_agg(json_build_array(h.id, h.name, h.bar_code, h.token,
          coalesce((select json_agg(vr.row order by vr.id) from variant_rows vr where vr.product_id = h.id), '[]'::json))
          order by h.id desc)
        from heads h
      ), '[]'::json)::text as rows
  `);
  const [row] = (result as unknown as { rows: { count: number; rows: string }[] }).rows;
  return { count: Number(row?.count ?? 0), rows: row?.rows ?? '[]' };
}
