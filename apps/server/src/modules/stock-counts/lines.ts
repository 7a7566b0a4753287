import type { Executor } from '@tillwise/db';
import { D, type Dec, round4, toWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';

/*
 * What a count's lines expected, counted and would adjust (docs/domain/stock-count.md, "Expected
 * at the moment of the count"): each line is compared with the company's stock as the stock
 * ledger had it when the line's last live scan was made, so sales made during the count are
 * accounted for. A line without a batch covers every batch of its variant the company holds that
 * has no line of its own in the count.
 */

/** One batch of a line: its stock when counted and now, its cost and what the count moves of it. */
export interface LineBatch {
  batchId: number;
  expiryDate: string;
  unitCost: string;
  expected: Dec;
  now: Dec;
  adjust: Dec;
}

export interface CountedLine {
  id: number;
  productVariantId: number;
  productId: number;
  name: string;
  variant: string;
  barCode: string;
  batchId: number | null;
  expiryDate: string | null;
  recount: boolean;
  liveScans: number;
  counted: Dec | null;
  countedAt: Date | null;
  expected: Dec;
  batches: LineBatch[];
  /** counted − expected (null while not counted). */
  difference: Dec | null;
  expectedValue: Dec;
  differenceValue: Dec | null;
  /** The batch cost of the line: its batch's, or the first of its batches' (0 when none). */
  unitCost: string;
}

interface Row {
  id: number;
  product_variant_id: number;
  product_id: number;
  name: string;
  color: string;
  size: string;
  bar_code: string;
  line_batch: number | null;
  recount: boolean;
  counted: string | null;
  counted_at: string | Date | null;
  live: number;
  batch_id: number | null;
  expiry_date: string | null;
  unit_cost: string | null;
  expected: string | null;
  now_qty: string | null;
}

/**
 * Spreads a line's difference over its batches: the line's own batch; for a line without one,
 * a loss from the earliest-expiring batches first (up to what each holds now), a gain into the
 * latest-expiring batch. A loss beyond what the batches hold is left on the last one (approval
 * then refuses it: the stock moved since).
 */
export function spread(difference: Dec, batches: LineBatch[]): void {
  for (const b of batches) b.adjust = new D(0);
  if (difference.isZero() || batches.length === 0) return;
  const byExpiry = [...batches].sort((a, b) =>
    a.expiryDate === b.expiryDate ? a.batchId - b.batchId : a.expiryDate < b.expiryDate ? -1 : 1,
  );
  if (difference.gt(0)) {
    const last = byExpiry[byExpiry.length - 1];
    if (last) last.adjust = difference;
    return;
  }
  let left = difference.negated();
  for (const b of byExpiry) {
    if (left.isZero()) break;
    const take = D.min(left, D.max(b.now, 0));
    b.adjust = take.negated();
    left = left.minus(take);
  }
  const last = byExpiry[byExpiry.length - 1];
  if (!left.isZero() && last) last.adjust = last.adjust.minus(left);
}

const atCost = (quantity: Dec, cost: string) => round4(quantity.times(cost));

/** Every line of a count with its batches, expected, counted and difference, in name order. */
export async function countedLines(tx: Executor, countId: number, companyId: number): Promise<CountedLine[]> {
  const result = await tx.execute(sql`
    with live as (
      select s.line_id, sum(s.quantity) as counted, max(s.created) as counted_at, count(*)::int as live
      from stock_count_scans s where s.count_id = ${countId} and not s.discarded group by s.line_id
    )
    select l.id, l.product_variant_id, p.id as product_id, p.name, v.color, v.size, p.bar_code,
      l.batch_id as line_batch, l.recount, live.counted::text as counted, live.counted_at,
      coalesce(live.live, 0) as live, b.id as batch_id, b.expiry_date::text as expiry_date,
      b.unit_cost::text as unit_cost,
      (select coalesce(sum(m.quantity), 0) from stock_movements m
        where m.company_id = ${companyId} and m.batch_id = b.id
          and m.created <= coalesce(live.counted_at, now()))::text as expected,
      coalesce(i.quantity, 0)::text as now_qty
    from stock_count_lines l
    join product_variants v on v.id = l.product_variant_id
    join products p on p.id = v.product_id
    left join live on live.line_id = l.id
    left join lateral (
      select bt.* from batches bt
      where (l.batch_id is not null and bt.id = l.batch_id)
         or (l.batch_id is null and bt.product_variant_id = l.product_variant_id
             and exists (select 1 from inventory ih where ih.company_id = ${companyId} and ih.batch_id = bt.id)
             and not exists (select 1 from stock_count_lines l2 where l2.count_id = l.count_id
                              and l2.product_variant_id = l.product_variant_id and l2.batch_id = bt.id))
    ) b on true
    left join inventory i on i.company_id = ${companyId} and i.batch_id = b.id
    where l.count_id = ${countId}
    order by lower(p.name), v.id, l.batch_id nulls last, l.id, b.id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const lines = new Map<number, CountedLine>();
  for (const r of rows) {
    let line = lines.get(r.id);
    if (!line) {
      line = {
        id: r.id,
        productVariantId: r.product_variant_id,
        productId: r.product_id,
        name: r.name,
        variant: [r.size, r.color].filter(Boolean).join(' / '),
        barCode: r.bar_code,
        batchId: r.line_batch,
        expiryDate: null,
        recount: r.recount,
        liveScans: Number(r.live),
        counted: r.counted === null ? null : new D(r.counted),
        countedAt: r.counted_at === null ? null : new Date(r.counted_at),
        expected: new D(0),
        batches: [],
        difference: null,
        expectedValue: new D(0),
        differenceValue: null,
        unitCost: '0',
      };
      lines.set(r.id, line);
    }
    if (r.batch_id !== null) {
      line.batches.push({
        batchId: r.batch_id,
        expiryDate: r.expiry_date ?? '',
        unitCost: r.unit_cost ?? '0',
        expected: new D(r.expected ?? '0'),
        now: new D(r.now_qty ?? '0'),
        adjust: new D(0),
      });
    }
  }
  for (const line of lines.values()) {
    const first = line.batches[0];
    if (line.batchId !== null && first) line.expiryDate = first.expiryDate;
    line.unitCost = first?.unitCost ?? '0';
    line.expected = line.batches.reduce((sum, b) => sum.plus(b.expected), new D(0));
    line.expectedValue = line.batches.reduce((sum, b) => sum.plus(atCost(b.expected, b.unitCost)), new D(0));
    if (line.counted !== null) {
      line.difference = line.counted.minus(line.expected);
      spread(line.difference, line.batches);
      line.differenceValue = line.batches.reduce(
        (sum, b) => sum.plus(atCost(b.adjust, b.unitCost)),
        new D(0),
      );
    }
  }
  return [...lines.values()];
}

/** The status a review shows for a line. */
export function lineStatus(line: CountedLine): 'COUNTED' | 'RECOUNT' | 'DOUBLE' | 'NOT_COUNTED' {
  if (line.recount) return 'RECOUNT';
  if (line.liveScans > 1) return 'DOUBLE';
  return line.counted === null ? 'NOT_COUNTED' : 'COUNTED';
}

/** The count's totals over its counted lines. */
export function countTotals(lines: CountedLine[]) {
  let expected = new D(0);
  let gains = new D(0);
  let losses = new D(0);
  for (const line of lines) {
    if (line.differenceValue === null) continue;
    expected = expected.plus(line.expectedValue);
    if (line.differenceValue.gt(0)) gains = gains.plus(line.differenceValue);
    else losses = losses.plus(line.differenceValue);
  }
  const difference = gains.plus(losses);
  return {
    expected_value: toWire(expected),
    counted_value: toWire(expected.plus(difference)),
    difference_value: toWire(difference),
    gains_value: toWire(gains),
    losses_value: toWire(losses),
  };
}
