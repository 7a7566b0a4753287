import { z } from 'zod';
import { D, type Dec, parseDecimal, toDisplay, toWire } from './decimal.js';

/*
 * Customer credit (docs/domain/credit.md): the limit and overdue rule a credit sale is checked
 * against, a payment allocated to open invoices, and the ageing of what is due.
 */

export const CREDIT_MSG = {
  moreThanDue: 'The payment is more than the customer owes on the invoices chosen.',
  allocationsAddUp: 'The amounts allocated must add up to the payment.',
  notOpen: 'This invoice is not an open credit invoice of the customer.',
  overDue: 'More is allocated to this invoice than is due on it.',
  nothingOpen: 'The customer has no open invoices.',
  approvalNeeded: "A manager's approval is needed to sell on credit to this customer.",
} as const;

const amountText = (min: 'zero' | 'positive') =>
  z
    .union([z.string(), z.number()])
    .refine(
      (v) => {
        const d = parseDecimal(v);
        return d !== null && (min === 'zero' ? d.gte(0) : d.gt(0)) && d.lt('1e10');
      },
      min === 'zero' ? 'Enter an amount of 0 or more.' : 'Enter an amount above 0.',
    )
    .transform((v) => toWire(parseDecimal(v) ?? 0));

/** A customer's own credit rules; null (or absent) takes the company's default. */
export const CustomerCreditFields = z.object({
  credit_limit: z.preprocess((v) => (v === '' ? null : v), amountText('zero').nullable()).optional(),
  overdue_days: z.number().int().min(0).max(3650).nullable().optional(),
  overdue_blocks: z.boolean().nullable().optional(),
});
export type CustomerCreditFields = z.infer<typeof CustomerCreditFields>;

/** A company's credit defaults (`company/<id>/credit/`). */
export const CreditSettingsBody = z.object({
  credit_limit: z.preprocess((v) => (v === '' ? null : v), amountText('zero').nullable()),
  overdue_days: z.number().int().min(0).max(3650),
  overdue_blocks: z.boolean(),
  offline_allowance: amountText('zero'),
});
export type CreditSettingsBody = z.infer<typeof CreditSettingsBody>;

export const CreditSettingsSchema = z.object({
  company: z.number().int(),
  credit_limit: z.string().nullable(),
  overdue_days: z.number().int(),
  overdue_blocks: z.boolean(),
  offline_allowance: z.string(),
});
export type CreditSettings = z.infer<typeof CreditSettingsSchema>;

export const CreditInvoiceSchema = z.object({
  order: z.number().int(),
  invoice_id: z.string(),
  company: z.number().int(),
  created: z.string(),
  amount: z.string(),
  paid: z.string(),
  refunded: z.string(),
  due: z.string(),
  overdue: z.boolean(),
});
export type CreditInvoice = z.infer<typeof CreditInvoiceSchema>;

/** `GET customer/<id>/credit/`: what the counter shows when the customer is chosen. */
export const CustomerCreditSchema = z.object({
  customer: z.number().int(),
  /** What they owe across the books (negative: what they hold on account). */
  owed: z.string(),
  credit_limit: z.string().nullable(),
  /** What may still go on account before the limit; null without a limit. */
  available: z.string().nullable(),
  overdue_days: z.number().int(),
  overdue_blocks: z.boolean(),
  offline_allowance: z.string(),
  open_total: z.string(),
  oldest_overdue: CreditInvoiceSchema.nullable(),
  open_invoices: z.array(CreditInvoiceSchema),
});
export type CustomerCredit = z.infer<typeof CustomerCreditSchema>;

/** `POST customer/<id>/payment/`: one payment, allocated oldest first or as given. */
export const CreditPaymentBody = z.object({
  amount: amountText('positive'),
  /** Null or absent: cash. */
  payment_service: z.enum(['BANK', 'JAZZ_CASH', 'EASY_PAISA']).nullable().optional(),
  reference: z.string().trim().max(100).default(''),
  /** Absent: oldest first. Given: these invoices (order ids) and amounts, adding up to `amount`. */
  allocations: z
    .array(z.object({ order: z.number().int().min(1).max(2_147_483_647), amount: amountText('positive') }))
    .max(500)
    .optional(),
});
export type CreditPaymentBody = z.infer<typeof CreditPaymentBody>;

export const CreditPaymentSchema = z.object({
  id: z.number().int(),
  customer: z.number().int(),
  company: z.number().int(),
  amount: z.string(),
  payment_service: z.string().nullable(),
  reference: z.string(),
  created: z.string(),
  allocations: z.array(z.object({ order: z.number().int(), invoice_id: z.string(), amount: z.string() })),
});
export type CreditPayment = z.infer<typeof CreditPaymentSchema>;

/** A manager's approval on the cashier's screen to sell on credit beyond the limit or while overdue. */
export const CreditSaleApprovalBody = z.object({
  username: z.string().min(1).max(150),
  password: z.string().min(1).max(128),
  customer: z.number().int().min(1).max(2_147_483_647),
  /** The sale it is given for: its Idempotency-Key. The approval serves that sale only. */
  sale: z.uuid('Enter the sale’s Idempotency-Key (a UUID).'),
});
export type CreditSaleApprovalBody = z.infer<typeof CreditSaleApprovalBody>;

export const CreditSaleApprovalSchema = z.object({
  approval: z.string(),
  approved_by: z.number().int(),
  approved_by_name: z.string(),
  customer: z.number().int(),
  expires: z.string(),
});
export type CreditSaleApproval = z.infer<typeof CreditSaleApprovalSchema>;

/** An open invoice as allocation sees it. */
export interface OpenInvoice {
  order: number;
  created: string | Date;
  due: Dec | string;
}

export type Allocation = { order: number; amount: Dec };

/**
 * A payment over open invoices, oldest first (then lowest id): each takes what is due on it until
 * the payment is spent. Refuses (null) a payment above the sum of what is due.
 */
export function allocateOldestFirst(
  payment: Dec | string,
  open: readonly OpenInvoice[],
): Allocation[] | null {
  let left = new D(payment);
  const sorted = [...open].sort(
    (a, b) => new Date(a.created).getTime() - new Date(b.created).getTime() || a.order - b.order,
  );
  const out: Allocation[] = [];
  for (const inv of sorted) {
    if (left.lte(0)) break;
    const due = new D(inv.due);
    if (due.lte(0)) continue;
    const take = D.min(due, left);
    out.push({ order: inv.order, amount: take });
    left = left.minus(take);
  }
  return left.gt(0) ? null : out;
}

/** Why chosen allocations cannot settle a payment, or null when they can. */
export function allocationError(
  payment: Dec | string,
  chosen: readonly { order: number; amount: Dec | string }[],
  open: readonly OpenInvoice[],
): string | null {
  const dueOf = new Map(open.map((i) => [i.order, new D(i.due)]));
  const taken = new Map<number, Dec>();
  for (const c of chosen) {
    const due = dueOf.get(c.order);
    if (!due || due.lte(0)) return CREDIT_MSG.notOpen;
    const sum = (taken.get(c.order) ?? new D(0)).plus(c.amount);
    if (sum.gt(due)) return CREDIT_MSG.overDue;
    taken.set(c.order, sum);
  }
  const total = chosen.reduce((s, c) => s.plus(c.amount), new D(0));
  return total.eq(payment) ? null : CREDIT_MSG.allocationsAddUp;
}

/** Figures of a refused credit sale, as the database gives them (08-credit.sql, TWC01). */
export interface CreditRefusal {
  owed: string;
  limit: string | null;
  on_account: string;
  over_limit: boolean;
  overdue: boolean;
  overdue_invoice: string | null;
  overdue_since: string | null;
  overdue_due: string | null;
  overdue_days: number;
}

/** The cashier's message for a refused credit sale, with the figures. */
export function creditRefusalMessages(r: CreditRefusal): string[] {
  const out: string[] = [];
  if (r.over_limit && r.limit !== null) {
    const available = D.max(new D(r.limit).minus(r.owed), 0);
    out.push(
      `Credit limit ${toDisplay(r.limit)} would be passed: the customer owes ${toDisplay(r.owed)}, this sale puts ${toDisplay(r.on_account)} on account, ${toDisplay(available)} is available.`,
    );
  }
  if (r.overdue) {
    const since = r.overdue_since ? r.overdue_since.slice(0, 10) : '';
    out.push(
      `Invoice ${r.overdue_invoice ?? ''} of ${since} is overdue (more than ${r.overdue_days} days) with ${toDisplay(r.overdue_due ?? 0)} due: no new credit until it is paid.`,
    );
  }
  out.push(CREDIT_MSG.approvalNeeded);
  return out;
}

/** What a statement line is, from the party's side (docs/domain/credit.md, "Statements"). */
export const STATEMENT_KINDS = ['invoice', 'payment', 'refund', 'adjustment'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export const PartyStatementLineSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  /** The invoice id of an order, a finance record's own reference, or the entry number. */
  reference: z.string(),
  memo: z.string(),
  debit: z.string(),
  credit: z.string(),
  /** What the party owes after the line (negative: what they hold with us, or what we owe a vendor). */
  balance: z.string(),
});

/** `GET ledger/party-statement/`: a customer's or vendor's statement for a period, with its ageing. */
export const PartyStatementSchema = z.object({
  account: z.number().int(),
  party: z.string(),
  party_kind: z.enum(['customer', 'vendor', 'company']),
  company: z.object({ id: z.number().int(), company_name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  opening_balance: z.string(),
  invoices: z.string(),
  payments: z.string(),
  refunds: z.string(),
  adjustments: z.string(),
  closing_balance: z.string(),
  /** What is owed at the end of the period by age (days since each open part): first in, first out. */
  ageing: z.object({ '0-30': z.string(), '31-60': z.string(), '61-90': z.string(), '90+': z.string() }),
  lines: z.array(PartyStatementLineSchema),
});
export type PartyStatement = z.infer<typeof PartyStatementSchema>;
export type PartyStatementLine = z.infer<typeof PartyStatementLineSchema>;
