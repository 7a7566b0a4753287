import { z } from 'zod';
import { D, type Dec, parseDecimal, round4, toWire } from './decimal.js';
import { IdInput } from './organisation-schemas.js';

/*
 * Replenishment (docs/domain/replenishment.md): per company and product variant, a rule says how
 * much to keep and where it comes from; a proposal says how much to order now. The proposal here
 * is the reference: the server computes the same figures set-based in SQL for the whole tree, and
 * its test checks the two agree.
 */

export const REPLENISHMENT_METHODS = ['MIN_MAX', 'DAYS_OF_COVER'] as const;
export type ReplenishmentMethod = (typeof REPLENISHMENT_METHODS)[number];

/** The sales window a new rule reads its rate over, in days. */
export const DEFAULT_SALES_WINDOW_DAYS = 28;

export const REPLENISH_MSG = {
  minMaxRequired: 'A minimum and a maximum are required for min/max.',
  maxBelowMin: 'The maximum must be at least the minimum.',
  coverRequired: 'Days of cover are required for days of cover.',
  supplierNotAllowed:
    'This company cannot order from that supplier: choose a department it may send requests to, or a vendor it may buy from.',
  notASupplier: 'Choose a department or a vendor.',
  ownCompanyOnly: 'Proposals are turned into orders by their own company.',
  nothingAccepted: 'Accept at least one line.',
  quantityPositive: 'Enter a quantity greater than zero.',
  wholePacks: 'Order whole packs.',
  noReceiver: 'That department has no active manager to receive the request.',
} as const;

/** One batch of the variant in the company: what is left of it and the days until it expires. */
export interface ProposalBatch {
  quantity: string;
  /** Whole days from today to the expiry date (0 or less: expired today or before). */
  daysToExpiry: number;
}

export interface ProposalInput {
  method: ReplenishmentMethod;
  min: string | null;
  max: string | null;
  coverDays: number | null;
  leadTimeDays: number;
  packSize: number;
  /** Units sold (net of returns) over the sales window. */
  soldInWindow: string;
  salesWindowDays: number;
  batches: readonly ProposalBatch[];
  onOrder: string;
  requested: string;
}

export interface Proposal {
  /** Units a day: sold over the window / its days, to 4 places (half up). */
  rate: string;
  /** Stock on hand that sells before it expires at that rate, first-expiry-first-out. */
  usable: string;
  /** What the rule wants held: MIN_MAX the maximum when at or below the minimum (else nothing), DAYS_OF_COVER rate × (cover + lead time). */
  target: string;
  /** target − usable − on order − requested, when positive; else 0. */
  need: string;
  /** need rounded up to whole packs. */
  quantity: string;
}

/** Units a day over the window, rounded to the stored 4 places. */
export const salesRate = (sold: string, windowDays: number): Dec =>
  round4(D.max(new D(sold), 0).div(Math.max(1, windowDays)));

/**
 * The stock that sells before it expires (FEFO at `rate` a day). Sorted by expiry, the units sold
 * from batches up to j by its expiry day are at most rate × days_j, so what sells of the first i
 * batches is Q_i + min(0, min over j ≤ i of (rate × days_j − Q_j)), Q the running total of their
 * quantities. At rate 0 nothing is known to sell: every batch not yet expired counts.
 * A batch below zero (a sale made offline beyond stock) takes its shortfall off the total.
 */
export function usableStock(batches: readonly ProposalBatch[], rate: Dec): Dec {
  const sorted = [...batches].sort((a, b) => a.daysToExpiry - b.daysToExpiry);
  let shortfall = new D(0);
  let running = new D(0);
  let lowest = new D(0);
  let unexpired = new D(0);
  for (const batch of sorted) {
    const q = new D(batch.quantity);
    if (q.lt(0)) {
      shortfall = shortfall.plus(q);
      continue;
    }
    running = running.plus(q);
    if (batch.daysToExpiry > 0) unexpired = unexpired.plus(q);
    lowest = D.min(lowest, rate.times(Math.max(0, batch.daysToExpiry)).minus(running));
  }
  const selling = rate.isZero() ? unexpired : running.plus(lowest);
  return selling.plus(shortfall);
}

/** The proposal of one rule: never negative, always whole packs. */
export function proposeQuantity(input: ProposalInput): Proposal {
  const rate = salesRate(input.soldInWindow, input.salesWindowDays);
  const usable = usableStock(input.batches, rate);
  const position = usable.plus(input.onOrder).plus(input.requested);
  let target = new D(0);
  if (input.method === 'MIN_MAX') {
    if (position.lte(input.min ?? '0')) target = new D(input.max ?? '0');
  } else {
    target = rate.times((input.coverDays ?? 0) + input.leadTimeDays);
  }
  const need = D.max(0, target.minus(position));
  const pack = Math.max(1, input.packSize);
  const quantity = need.div(pack).ceil().times(pack);
  return {
    rate: toWire(rate),
    usable: toWire(usable),
    target: toWire(target),
    need: toWire(need),
    quantity: toWire(quantity),
  };
}

// ---- Wire ---------------------------------------------------------------------------------------

const quantityText = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .transform((v) => (v === null ? '' : String(v).trim()))
    .superRefine((v, ctx) => {
      if (v === '') return;
      const d = parseDecimal(v);
      if (!d || d.lt(0) || d.gte(new D('1e10')) || d.decimalPlaces() > 4)
        ctx.addIssue({ code: 'custom', message });
    });

const wholeDays = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(min).max(max),
  );

const RequiredId = IdInput.refine((v) => v !== null, 'This field is required.').transform((v) => v as number);

/** `PUT replenishment-rule/`: one rule of a variant in a company in reach (created or replaced). */
export const ReplenishmentRuleBody = z
  .object({
    product_variant: RequiredId,
    company: z.preprocess((v) => (v === '' ? undefined : v), IdInput.optional()),
    method: z.enum(REPLENISHMENT_METHODS, { error: (i) => `"${String(i.input)}" is not a valid choice.` }),
    min_quantity: quantityText('Enter a quantity of zero or more.').optional().default(''),
    max_quantity: quantityText('Enter a quantity of zero or more.').optional().default(''),
    cover_days: wholeDays(1, 365).nullable().optional(),
    sales_window_days: wholeDays(1, 365).optional().default(DEFAULT_SALES_WINDOW_DAYS),
    supplier: RequiredId,
    lead_time_days: wholeDays(0, 365).optional().default(0),
    pack_size: wholeDays(1, 1_000_000).optional().default(1),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'MIN_MAX') {
      if (body.min_quantity === '' || body.max_quantity === '') {
        ctx.addIssue({ code: 'custom', path: ['min_quantity'], message: REPLENISH_MSG.minMaxRequired });
      } else if (parseDecimal(body.max_quantity)?.lt(parseDecimal(body.min_quantity) ?? 0)) {
        // Either figure may be unreadable here (its own issue is already raised): compared only when both read.
        ctx.addIssue({ code: 'custom', path: ['max_quantity'], message: REPLENISH_MSG.maxBelowMin });
      }
    } else if (!body.cover_days) {
      ctx.addIssue({ code: 'custom', path: ['cover_days'], message: REPLENISH_MSG.coverRequired });
    }
  });
export type ReplenishmentRuleBody = z.infer<typeof ReplenishmentRuleBody>;

/** `DELETE replenishment-rule/`: the rule of a variant in a company in reach. */
export const ReplenishmentRuleKey = z.object({
  product_variant: RequiredId,
  company: z.preprocess((v) => (v === '' ? undefined : v), IdInput.optional()),
});

const LineQuantity = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .superRefine((v, ctx) => {
    const d = parseDecimal(v);
    if (!d || d.lte(0) || d.gte(new D('1e10')) || d.decimalPlaces() > 4)
      ctx.addIssue({ code: 'custom', message: REPLENISH_MSG.quantityPositive });
  });

/** `POST replenishment/request/`: accepted lines of one supplier's proposal, sent as one request. */
export const AcceptProposalBody = z
  .object({
    supplier: RequiredId,
    lines: z
      .array(z.object({ product_variant: RequiredId, quantity: LineQuantity }))
      .min(1, REPLENISH_MSG.nothingAccepted)
      .max(200),
    note: z.preprocess((v) => v ?? '', z.string().trim().max(200)).optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    for (const line of body.lines) {
      if (seen.has(line.product_variant))
        ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Each product once.' });
      seen.add(line.product_variant);
    }
  });
export type AcceptProposalBody = z.infer<typeof AcceptProposalBody>;

export interface WireReplenishmentRule {
  company: number;
  product_variant: number;
  product_name: string;
  bar_code: string;
  method: ReplenishmentMethod;
  min_quantity: string | null;
  max_quantity: string | null;
  cover_days: number | null;
  sales_window_days: number;
  supplier: number;
  supplier_name: string;
  supplier_type: string;
  lead_time_days: number;
  pack_size: number;
}

export interface WireProposalLine {
  company: number;
  company_name: string;
  supplier: number;
  supplier_name: string;
  supplier_type: string;
  product_variant: number;
  product_name: string;
  bar_code: string;
  method: ReplenishmentMethod;
  pack_size: number;
  lead_time_days: number;
  stock: string;
  on_hand: string;
  on_order: string;
  requested: string;
  rate: string;
  target: string;
  quantity: string;
}
