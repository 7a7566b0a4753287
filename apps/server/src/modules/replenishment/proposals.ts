import type { Executor } from '@tillwise/db';
import type { WireProposalLine } from '@tillwise/domain';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../analytics/sql.js';

/** A (company, supplier) pair the policy layer allows (`allowedSuppliers`). */
export interface AllowedPair {
  company: number;
  supplier: number;
}

export interface ProposalFilter {
  /** Only this supplier's lines. */
  supplier?: number | null;
  /** Lines with nothing to order too (the rules screen); default only what to order. */
  includeZero?: boolean;
  /** At most this many lines (ordered by company, supplier, product). */
  limit?: number;
}

/**
 * The proposal of every rule of the allowed (company, supplier) pairs, in one statement: the same
 * figures as `proposeQuantity` (packages/domain/src/replenishment.ts), set-based. Sales over each
 * rule's window from the stock ledger; stock per batch with FEFO's bound as a running minimum in
 * expiry order; on order and requested from the company's open requests; `today` the calendar day
 * the expiry and the sales window count from.
 */
export function proposalQuery(
  pairs: readonly AllowedPair[],
  today: string,
  filter: ProposalFilter = {},
): SQL {
  // Pairs, so not `idArrayLiteral` (which keeps each id once): two arrays of the same length.
  const companies = `{${pairs.map((p) => Math.trunc(p.company)).join(',')}}`;
  const suppliers = `{${pairs.map((p) => Math.trunc(p.supplier)).join(',')}}`;
  const supplierFilter = filter.supplier ? sql`and r.supplier_company_id = ${filter.supplier}` : sql``;
  const zeroFilter = filter.includeZero ? sql`` : sql`where p.quantity > 0`;
  const limit = filter.limit ? sql`limit ${filter.limit}` : sql``;
  return sql`
    with allowed as (
      select distinct a.company_id, a.supplier_id
      from unnest(${companies}::int[], ${suppliers}::int[]) as a(company_id, supplier_id)
    ), rules as (
      select r.* from replenishment_rules r
      join allowed a on a.company_id = r.company_id and a.supplier_id = r.supplier_company_id
      where true ${supplierFilter}
    ), window_start as (
      select (${today}::date - max(sales_window_days))::timestamptz as since from rules
    ), sold as (
      select r.company_id, r.product_variant_id, -sum(m.quantity) as sold
      from stock_movements m
      join batches b on b.id = m.batch_id
      join rules r on r.company_id = m.company_id and r.product_variant_id = b.product_variant_id
      where m.kind in ('SALE', 'RETURN')
        and m.created >= (select since from window_start)
        and m.created >= (${today}::date - r.sales_window_days)::timestamptz
        and m.company_id = any(${companies}::int[])
      group by r.company_id, r.product_variant_id
    ), rated as (
      select r.*, round(greatest(coalesce(s.sold, 0), 0) / r.sales_window_days, 4) as rate
      from rules r
      left join sold s on s.company_id = r.company_id and s.product_variant_id = r.product_variant_id
    ), lots as (
      select i.company_id, b.product_variant_id, i.quantity as q,
        greatest(b.expiry_date - ${today}::date, 0) as days
      from inventory i
      join batches b on b.id = i.batch_id
      join rules r on r.company_id = i.company_id and r.product_variant_id = b.product_variant_id
      where i.quantity <> 0 and i.company_id = any(${companies}::int[])
    ), fefo as (
      select l.company_id, l.product_variant_id, l.q, l.days, t.rate,
        sum(greatest(l.q, 0)) over w as running
      from lots l
      join rated t on t.company_id = l.company_id and t.product_variant_id = l.product_variant_id
      window w as (partition by l.company_id, l.product_variant_id order by l.days)
    ), stock as (
      select company_id, product_variant_id,
        sum(q) as stock,
        case when min(rate) = 0 then coalesce(sum(q) filter (where q > 0 and days > 0), 0)
          else coalesce(sum(q) filter (where q > 0), 0)
            + least(0, coalesce(min(rate * days - running) filter (where q > 0), 0))
        end + coalesce(sum(q) filter (where q < 0), 0) as usable
      from fefo group by company_id, product_variant_id
    ), asked as (
      select q.sender_company_id as company_id, ri.product_variant_id,
        coalesce(sum(ri.quantity) filter (where q.status = 'APPROVED'), 0) as on_order,
        coalesce(sum(ri.quantity) filter (where q.status = 'PENDING'), 0) as requested
      from requests q join request_items ri on ri.request_id = q.id
      where q.sender_company_id = any(${companies}::int[])
        and q.status in ('PENDING', 'APPROVED') and q.order_id is null
        and q.request_type in ('STOCK', 'SPECIAL_ORDER')
      group by q.sender_company_id, ri.product_variant_id
    ), positioned as (
      select t.*, coalesce(s.stock, 0) as stock, coalesce(s.usable, 0) as usable,
        coalesce(a.on_order, 0) as on_order, coalesce(a.requested, 0) as requested,
        coalesce(s.usable, 0) + coalesce(a.on_order, 0) + coalesce(a.requested, 0) as position
      from rated t
      left join stock s on s.company_id = t.company_id and s.product_variant_id = t.product_variant_id
      left join asked a on a.company_id = t.company_id and a.product_variant_id = t.product_variant_id
    ), targeted as (
      select p.*,
        case when p.method = 'MIN_MAX' then case when p.position <= p.min_quantity then p.max_quantity else 0 end
          else p.rate * (p.cover_days + p.lead_time_days) end as target
      from positioned p
    ), proposed as (
      select t.*, ceil(greatest(0, t.target - t.position) / t.pack_size) * t.pack_size as quantity
      from targeted t
    )
    select p.company_id as company, c.company_name, p.supplier_company_id as supplier,
      s.company_name as supplier_name, s.company_type as supplier_type,
      p.product_variant_id as product_variant,
      trim(pr.name || ' ' || coalesce(v.size, '') || ' ' || coalesce(v.color, '')) as product_name,
      pr.bar_code,
      p.method, p.pack_size, p.lead_time_days,
      round(p.stock, 4)::text as stock, round(p.usable, 4)::text as on_hand,
      round(p.on_order, 4)::text as on_order, round(p.requested, 4)::text as requested,
      round(p.rate, 4)::text as rate, round(p.target, 4)::text as target,
      round(p.quantity, 4)::text as quantity
    from proposed p
    join companies c on c.id = p.company_id
    join companies s on s.id = p.supplier_company_id
    join product_variants v on v.id = p.product_variant_id
    join products pr on pr.id = v.product_id
    ${zeroFilter}
    order by c.company_name, p.company_id, s.company_name, p.supplier_company_id, pr.name, p.product_variant_id
    ${limit}`;
}

/** The proposal lines, as the wire carries them (quantities to 4 places). */
export async function proposalLines(
  db: Executor,
  pairs: readonly AllowedPair[],
  today: string,
  filter: ProposalFilter = {},
): Promise<WireProposalLine[]> {
  if (pairs.length === 0) return [];
  // Every figure leaves SQL as the wire writes it (4 places), so no line is converted here.
  return rowsOf<WireProposalLine>(db, proposalQuery(pairs, today, filter));
}
