import { z } from 'zod';
import { D, type Dec, parseDecimal, round4, toWire } from './decimal.js';
import type { AccountPurpose } from './ledger.js';

/*
 * Till sessions (docs/till-sessions.md): the opening float, cash in and out with their postings,
 * the expected takings per payment method, the blind count's differences and when a manager must
 * approve them. Pure: the server and the close screen both use these.
 */

/** The payment methods a session counts, each with the funds account it lands on. */
export const TILL_METHODS = ['CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA'] as const;
export type TillMethod = (typeof TILL_METHODS)[number];
export const TILL_METHOD_LABELS: Record<TillMethod, string> = {
  CASH: 'Cash',
  BANK: 'Card (bank)',
  JAZZ_CASH: 'JazzCash',
  EASY_PAISA: 'Easypaisa',
};

/** Why cash goes into or out of the drawer, and the account on the other side of the Cash line. */
export const CASH_MOVE_REASONS = {
  /** Notes and coins fetched from the bank to top up the float. */
  FLOAT_TOP_UP: { direction: 'IN', counter: 'BANK', label: 'Float top-up from the bank' },
  /** The owner puts cash in, or takes it out. */
  OWNER: { direction: 'BOTH', counter: 'OWNER_FUNDS', label: 'Owner' },
  /** Small running costs paid from the drawer. */
  PETTY_CASH: { direction: 'OUT', counter: 'EXPENSES', label: 'Petty cash expense' },
  /** Takings taken to the bank. */
  BANK_DROP: { direction: 'OUT', counter: 'BANK', label: 'Bank drop' },
} as const satisfies Record<
  string,
  { direction: 'IN' | 'OUT' | 'BOTH'; counter: AccountPurpose; label: string }
>;
export type CashMoveReason = keyof typeof CASH_MOVE_REASONS;

/** A reason's name for people ('Petty cash expense'); a code this client does not know, as it is. */
export const cashReasonLabel = (reason: string): string =>
  (CASH_MOVE_REASONS as Record<string, { label: string }>)[reason]?.label ?? reason;
export const CASH_MOVE_REASON_KEYS = Object.keys(CASH_MOVE_REASONS) as [CashMoveReason, ...CashMoveReason[]];
export type CashDirection = 'IN' | 'OUT';

export const TILL_MSG = {
  noSession: 'No till session is open.',
  alreadyOpen: 'A till session is already open at this till.',
  closed: 'This till session is closed.',
  reasonDirection: 'This reason does not apply to that direction.',
  pendingOffline:
    'This till still holds sales made offline that have not reached the server. Send them before closing.',
  approvalNeeded: 'The difference is above the tolerance: a manager must approve the close.',
  approvalRefused: 'The approving user must be a manager of this company, with the right password.',
  countMissing: 'Enter what you counted for every payment method.',
  expiredBatch: 'This batch has expired: a manager must approve selling it.',
  notYourSession:
    "This till session is a colleague's: only the cashier who opened it, or a manager, can move its cash, close it or read its report.",
} as const;

/** One line of a float counted by denomination. */
export interface Denomination {
  value: string;
  count: number;
}

/** The float counted by denomination: Σ value × count. */
export const floatFromDenominations = (lines: readonly Denomination[]): Dec =>
  round4(lines.reduce<Dec>((sum, l) => sum.plus(new D(l.value).times(l.count)), new D(0)));

/** A cash movement's journal lines: Cash against the reason's account, on the direction's sides. */
export function cashMoveLines(
  direction: CashDirection,
  reason: CashMoveReason,
  amount: Dec | string,
): { purpose: AccountPurpose; side: 'debit' | 'credit'; amount: string }[] {
  const value = toWire(amount);
  const counter = CASH_MOVE_REASONS[reason].counter;
  return direction === 'IN'
    ? [
        { purpose: 'CASH', side: 'debit', amount: value },
        { purpose: counter, side: 'credit', amount: value },
      ]
    : [
        { purpose: counter, side: 'debit', amount: value },
        { purpose: 'CASH', side: 'credit', amount: value },
      ];
}

/** Whether a reason may be used in a direction. */
export const reasonAllows = (reason: CashMoveReason, direction: CashDirection): boolean => {
  const allowed = CASH_MOVE_REASONS[reason].direction;
  return allowed === 'BOTH' || allowed === direction;
};

/** What a session's books say: net takings per funds method, and the cash moved in and out. */
export interface SessionTakings {
  openingFloat: Dec | string;
  /** Net funds per method from the session's orders (sales less refunds). */
  takings: Partial<Record<TillMethod, Dec | string>>;
  cashIn: Dec | string;
  cashOut: Dec | string;
}

/** Expected per method: cash is float + cash takings + cash in − cash out; the others their takings. */
export function expectedByMethod(s: SessionTakings): Record<TillMethod, Dec> {
  const out = {} as Record<TillMethod, Dec>;
  for (const m of TILL_METHODS) out[m] = round4(new D(s.takings[m] ?? 0));
  out.CASH = round4(out.CASH.plus(s.openingFloat).plus(s.cashIn).minus(s.cashOut));
  return out;
}

/** Counted − expected per method, and their sum (positive: over, negative: short). */
export function countDifferences(
  expected: Record<TillMethod, Dec>,
  counted: Record<TillMethod, Dec | string>,
): { byMethod: Record<TillMethod, Dec>; total: Dec; absolute: Dec } {
  const byMethod = {} as Record<TillMethod, Dec>;
  let total = new D(0);
  let absolute = new D(0);
  for (const m of TILL_METHODS) {
    const d = round4(new D(counted[m]).minus(expected[m]));
    byMethod[m] = d;
    total = total.plus(d);
    absolute = absolute.plus(d.abs());
  }
  return { byMethod, total, absolute };
}

/** A manager must approve when the differences, added up regardless of sign, exceed the tolerance. */
export const needsApproval = (absoluteDifference: Dec, tolerance: Dec | string): boolean =>
  absoluteDifference.gt(tolerance);

/**
 * The close's entry: each method's difference against Cash over/short (short: Dr over/short, Cr the
 * method's account; over: the reverse). Methods without a difference are left out; no lines when
 * the count matched.
 */
export function overShortLines(
  byMethod: Record<TillMethod, Dec>,
): { purpose: AccountPurpose; side: 'debit' | 'credit'; amount: string }[] {
  const lines: { purpose: AccountPurpose; side: 'debit' | 'credit'; amount: string }[] = [];
  for (const m of TILL_METHODS) {
    const d = byMethod[m];
    if (d.isZero()) continue;
    const amount = toWire(d.abs());
    if (d.isNegative()) {
      lines.push({ purpose: 'CASH_OVER_SHORT', side: 'debit', amount });
      lines.push({ purpose: m, side: 'credit', amount });
    } else {
      lines.push({ purpose: m, side: 'debit', amount });
      lines.push({ purpose: 'CASH_OVER_SHORT', side: 'credit', amount });
    }
  }
  return lines;
}

const amount = z
  .union([z.string(), z.number()])
  .refine((v) => {
    const d = parseDecimal(v);
    return d?.gte(0) && d.lt('1e10');
  }, 'Enter an amount of 0 or more.')
  .transform((v) => toWire(parseDecimal(v) ?? 0));

/**
 * A till's id: the UUID a browser profile makes once and keeps (docs/selling-offline.md, "A till").
 * The nil and max UUIDs are UUIDs no till ever makes: every client that sent one would share one
 * till's sessions and invoice blocks, so they name no till.
 */
export const TILL_ID_MSG = 'Enter a valid till id (a UUID).';
const NOT_A_TILL = new Set(['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff']);
/** Whether a UUID may name a till (not the nil or max UUID). */
export const mayNameTill = (uuid: string): boolean => !NOT_A_TILL.has(uuid.toLowerCase());
export const TillId = z.uuid(TILL_ID_MSG).refine(mayNameTill, TILL_ID_MSG);

/** `POST offline/invoice-block/`: the till a block of invoice numbers is reserved for. */
export const ReserveBlockBody = z.object({ till: TillId });
export type ReserveBlockBody = z.infer<typeof ReserveBlockBody>;

export const OpenTillSessionBody = z
  .object({
    till: TillId.nullish(),
    opening_float: amount.optional(),
    denominations: z
      .array(
        z.object({
          value: amount.refine((v) => new D(v).gt(0), 'A denomination is above 0.'),
          count: z.number().int().min(0).max(100000),
        }),
      )
      .max(40)
      .optional(),
  })
  .refine((b) => b.opening_float !== undefined || b.denominations !== undefined, {
    message: 'Give the opening float, as one amount or by denomination.',
    path: ['opening_float'],
  });
export type OpenTillSessionBody = z.infer<typeof OpenTillSessionBody>;

export const CashMoveBody = z.object({
  direction: z.enum(['IN', 'OUT']),
  reason: z.enum(CASH_MOVE_REASON_KEYS),
  amount: amount.refine((v) => new D(v).gt(0), 'Enter an amount above 0.'),
  note: z.string().max(200).default(''),
});
export type CashMoveBody = z.infer<typeof CashMoveBody>;

export const CloseTillSessionBody = z.object({
  counted: z.object({ CASH: amount, BANK: amount, JAZZ_CASH: amount, EASY_PAISA: amount }),
  /** How many sales this till's offline outbox still holds (the close screen reads it). */
  pending_offline_sales: z.number().int().min(0).max(1_000_000).default(0),
  approval: z
    .object({ username: z.string().min(1).max(150), password: z.string().min(1).max(128) })
    .nullish(),
});
export type CloseTillSessionBody = z.infer<typeof CloseTillSessionBody>;

/**
 * A manager's approval, on a cashier's screen, to sell expired batches (docs/till-sessions.md,
 * "Manager approval"): the manager's username and password and the batches approved.
 */
export const ExpiredSaleApprovalBody = z.object({
  username: z.string().min(1).max(150),
  password: z.string().min(1).max(128),
  batches: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(200),
  /** The sale it is given for: its Idempotency-Key. The approval serves that sale only. */
  sale: z.uuid('Enter the sale’s Idempotency-Key (a UUID).'),
});
export type ExpiredSaleApprovalBody = z.infer<typeof ExpiredSaleApprovalBody>;

/** The approval to send with the sale as `X-Expired-Approval`, good until `expires`. */
export const ExpiredSaleApprovalSchema = z.object({
  approval: z.string(),
  approved_by: z.number().int(),
  approved_by_name: z.string(),
  batches: z.array(z.number().int()),
  expires: z.string(),
});
export type ExpiredSaleApproval = z.infer<typeof ExpiredSaleApprovalSchema>;

/** Three capital letters (ISO 4217: PKR, USD, AED). */
export const CURRENCY_MSG = 'A currency is three capital letters, such as PKR.';
export const DEFAULT_CURRENCY = 'PKR';

export const TillSettingsBody = z.object({
  over_short_tolerance: amount,
  expiry_window_days: z.number().int().min(0).max(3650),
  /** Left out, the company's currency stays as it is. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, CURRENCY_MSG)
    .optional(),
});
export type TillSettingsBody = z.infer<typeof TillSettingsBody>;

const MethodAmounts = z.object({
  CASH: z.string(),
  BANK: z.string(),
  JAZZ_CASH: z.string(),
  EASY_PAISA: z.string(),
});

export const TillSessionSchema = z.object({
  id: z.number(),
  company: z.number(),
  till: z.string().nullable(),
  user: z.number(),
  user_name: z.string(),
  company_name: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  automatic: z.boolean(),
  opening_float: z.string(),
  opening_count: z.array(z.object({ value: z.string(), count: z.number() })),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  closed_by: z.number().nullable(),
  closed_by_name: z.string().nullable(),
  counted: MethodAmounts.nullable(),
  expected: MethodAmounts.nullable(),
  difference: z.string().nullable(),
  approved_by: z.number().nullable(),
  approved_by_name: z.string().nullable(),
  approved_at: z.string().nullable(),
});
export type TillSessionWire = z.infer<typeof TillSessionSchema>;

export const CashMoveSchema = z.object({
  id: z.number(),
  session: z.number(),
  direction: z.enum(['IN', 'OUT']),
  reason: z.string(),
  note: z.string(),
  amount: z.string(),
  user: z.number(),
  entry: z.number().nullable(),
  created: z.string(),
});
export type CashMoveWire = z.infer<typeof CashMoveSchema>;

/**
 * The X report (open session) or Z report (closed): every figure summed from the session's records.
 * A cashier's X report is blind (docs/till-sessions.md): the takings per method and the expected
 * figures, which would give the count away, are null until the session is counted and closed.
 */
export const TillReportSchema = z.object({
  kind: z.enum(['X', 'Z']),
  session: TillSessionSchema,
  company_name: z.string(),
  sales_count: z.number(),
  returns_count: z.number(),
  gross_sales: z.string(),
  discounts: z.string(),
  net_sales: z.string(),
  returns: z.string(),
  by_method: z.array(
    z.object({
      method: z.enum(TILL_METHODS),
      takings: z.string().nullable(),
      expected: z.string().nullable(),
    }),
  ),
  on_account: z.string(),
  cash_in: z.string(),
  cash_out: z.string(),
  cash_moves: z.array(CashMoveSchema),
  expected_cash: z.string().nullable(),
  counted_cash: z.string().nullable(),
  difference: z.string().nullable(),
  first_invoice: z.string().nullable(),
  last_invoice: z.string().nullable(),
  generated_at: z.string(),
});
export type TillReportWire = z.infer<typeof TillReportSchema>;

export const TillSettingsSchema = z.object({
  company: z.number(),
  over_short_tolerance: z.string(),
  expiry_window_days: z.number(),
  /** The currency receipts print amounts in. */
  currency: z.string(),
});
export type TillSettingsWire = z.infer<typeof TillSettingsSchema>;

export const CurrentTillSessionSchema = z.object({ session: TillSessionSchema.nullable() });
