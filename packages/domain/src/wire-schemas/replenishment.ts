import { z } from 'zod';
import { REPLENISHMENT_METHODS } from '../replenishment.js';
import { decimal } from './common.js';

/* Replenishment's answers (docs/domain/replenishment.md). */

export const ReplenishmentRuleSchema = z.object({
  company: z.number().int(),
  product_variant: z.number().int(),
  product_name: z.string(),
  bar_code: z.string(),
  method: z.enum(REPLENISHMENT_METHODS),
  min_quantity: decimal.nullable(),
  max_quantity: decimal.nullable(),
  cover_days: z.number().int().nullable(),
  sales_window_days: z.number().int(),
  supplier: z.number().int(),
  supplier_name: z.string(),
  supplier_type: z.string(),
  lead_time_days: z.number().int(),
  pack_size: z.number().int(),
});

export const SupplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  kind: z.enum(['department', 'vendor']),
});

export const ProposalLineSchema = z.object({
  company: z.number().int(),
  company_name: z.string(),
  supplier: z.number().int(),
  supplier_name: z.string(),
  supplier_type: z.string(),
  product_variant: z.number().int(),
  product_name: z.string(),
  bar_code: z.string(),
  method: z.enum(REPLENISHMENT_METHODS),
  pack_size: z.number().int(),
  lead_time_days: z.number().int(),
  stock: decimal,
  on_hand: decimal,
  on_order: decimal,
  requested: decimal,
  rate: decimal,
  target: decimal,
  quantity: decimal,
});

/** `GET replenishment/`: the lines to order, and whether more were left off than the answer holds. */
export const ProposalList = z.object({
  count: z.number().int(),
  truncated: z.boolean(),
  results: z.array(ProposalLineSchema),
});

export const RuleRemoved = z.object({ removed: z.boolean() });
