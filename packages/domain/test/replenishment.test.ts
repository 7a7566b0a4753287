import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AcceptProposalBody,
  D,
  type ProposalBatch,
  type ProposalInput,
  proposeQuantity,
  ReplenishmentRuleBody,
  salesRate,
  usableStock,
} from '../src/index.js';

/**
 * The reference of "what sells before it expires": a day-free walk in expiry order, each batch
 * selling what the rate leaves for it by its expiry day after the earlier batches sold theirs.
 */
function usableByWalk(batches: readonly ProposalBatch[], rate: InstanceType<typeof D>) {
  const sorted = [...batches].sort((a, b) => a.daysToExpiry - b.daysToExpiry);
  let sold = new D(0);
  let shortfall = new D(0);
  for (const b of sorted) {
    const q = new D(b.quantity);
    if (q.lt(0)) {
      shortfall = shortfall.plus(q);
      continue;
    }
    if (b.daysToExpiry <= 0) continue;
    const room = rate.isZero() ? q : rate.times(b.daysToExpiry).minus(sold);
    sold = sold.plus(D.min(q, D.max(0, room)));
  }
  return sold.plus(shortfall);
}

const qty = fc.integer({ min: 0, max: 2_000_000 }).map((n) => new D(n).div(100).toFixed(2));
const batch = fc.record({
  quantity: fc.oneof({ weight: 9, arbitrary: qty }, { weight: 1, arbitrary: qty.map((q) => `-${q}`) }),
  daysToExpiry: fc.integer({ min: -30, max: 400 }),
});
const input: fc.Arbitrary<ProposalInput> = fc
  .record({
    method: fc.constantFrom('MIN_MAX' as const, 'DAYS_OF_COVER' as const),
    min: qty,
    extra: qty,
    coverDays: fc.integer({ min: 1, max: 120 }),
    leadTimeDays: fc.integer({ min: 0, max: 60 }),
    packSize: fc.integer({ min: 1, max: 48 }),
    soldInWindow: qty,
    salesWindowDays: fc.integer({ min: 1, max: 90 }),
    batches: fc.array(batch, { maxLength: 8 }),
    onOrder: qty,
    requested: qty,
  })
  .map(({ min, extra, ...rest }) => ({ ...rest, min, max: new D(min).plus(extra).toFixed(2) }));

describe('replenishment proposals', () => {
  it('counts the stock that sells before it expires exactly as a walk in expiry order does', () => {
    fc.assert(
      fc.property(
        fc.array(batch, { maxLength: 10 }),
        qty,
        fc.integer({ min: 1, max: 90 }),
        (bs, sold, days) => {
          const rate = salesRate(sold, days);
          expect(usableStock(bs, rate).toFixed(4)).toBe(usableByWalk(bs, rate).toFixed(4));
        },
      ),
    );
  });

  it('proposes whole packs, never negative, covering the need by less than one pack', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = proposeQuantity(i);
        const q = new D(p.quantity);
        const need = new D(p.need);
        expect(q.gte(0)).toBe(true);
        expect(q.mod(i.packSize).isZero()).toBe(true);
        expect(q.gte(need)).toBe(true);
        expect(q.minus(need).lt(i.packSize)).toBe(true);
        const position = new D(p.usable).plus(i.onOrder).plus(i.requested);
        expect(need.toFixed(4)).toBe(D.max(0, new D(p.target).minus(position)).toFixed(4));
      }),
    );
  });

  it('never proposes more when more is already on order or requested', () => {
    fc.assert(
      fc.property(input, qty, (i, more) => {
        const base = new D(proposeQuantity(i).quantity);
        const withMore = new D(
          proposeQuantity({ ...i, onOrder: new D(i.onOrder).plus(more).toFixed(2) }).quantity,
        );
        expect(withMore.lte(base)).toBe(true);
      }),
    );
  });

  it('fills a min/max rule up to its maximum only at or below the minimum', () => {
    const rule = {
      method: 'MIN_MAX' as const,
      min: '10',
      max: '40',
      coverDays: null,
      leadTimeDays: 2,
      packSize: 6,
      soldInWindow: '0',
      salesWindowDays: 28,
      onOrder: '0',
      requested: '0',
    };
    // 8 on hand, at or below 10: up to 40 is 32, in packs of 6 → 36.
    expect(proposeQuantity({ ...rule, batches: [{ quantity: '8', daysToExpiry: 100 }] }).quantity).toBe(
      '36.0000',
    );
    expect(proposeQuantity({ ...rule, batches: [{ quantity: '11', daysToExpiry: 100 }] }).quantity).toBe(
      '0.0000',
    );
    // Expired stock does not count: 20 expired + 5 good is 5 on hand.
    expect(
      proposeQuantity({
        ...rule,
        batches: [
          { quantity: '20', daysToExpiry: 0 },
          { quantity: '5', daysToExpiry: 100 },
        ],
      }).usable,
    ).toBe('5.0000');
  });

  it('keeps days of cover plus the lead time at the recent rate, minus stock that will expire unsold', () => {
    const p = proposeQuantity({
      method: 'DAYS_OF_COVER',
      min: null,
      max: null,
      coverDays: 14,
      leadTimeDays: 7,
      packSize: 1,
      soldInWindow: '56',
      salesWindowDays: 28,
      // 2 a day: of 30 expiring in 5 days only 10 sell; 10 more later are fine.
      batches: [
        { quantity: '30', daysToExpiry: 5 },
        { quantity: '10', daysToExpiry: 60 },
      ],
      onOrder: '4',
      requested: '1.5',
    });
    expect(p).toEqual({
      rate: '2.0000',
      usable: '20.0000',
      target: '42.0000',
      need: '16.5000',
      quantity: '17.0000',
    });
  });

  it('refuses a rule without the figures its method needs', () => {
    const r = ReplenishmentRuleBody.safeParse({
      product_variant: 1,
      supplier: 2,
      method: 'MIN_MAX',
      min_quantity: '5',
    });
    expect(r.success).toBe(false);
    const bad = ReplenishmentRuleBody.safeParse({
      product_variant: 1,
      supplier: 2,
      method: 'MIN_MAX',
      min_quantity: '5',
      max_quantity: '4',
    });
    expect(bad.success).toBe(false);
    const ok = ReplenishmentRuleBody.parse({
      product_variant: 1,
      supplier: 2,
      method: 'DAYS_OF_COVER',
      cover_days: '14',
    });
    expect(ok).toMatchObject({ cover_days: 14, sales_window_days: 28, pack_size: 1, lead_time_days: 0 });
  });

  it('refuses unreadable quantities as field errors, never by throwing', () => {
    for (const bad of ['abc', '%00', '2026-02-30', '1e3']) {
      const rule = ReplenishmentRuleBody.safeParse({
        product_variant: 1,
        method: 'MIN_MAX',
        min_quantity: bad,
        max_quantity: bad,
        supplier: 2,
      });
      expect(rule.success).toBe(false);
    }
    const spaced = AcceptProposalBody.safeParse({
      supplier: 2,
      lines: [{ product_variant: 1, quantity: ' 6 ' }],
    });
    expect(spaced.success && spaced.data.lines[0]?.quantity).toBe('6');
  });
});
