import { z } from 'zod';
import { PAYMENT_SERVICES } from './enums.js';
import {
  amountError,
  descriptionError,
  FINANCE_METHODS,
  isOutflow,
  JOURNAL_METHOD,
  partyId,
  SETTLEMENTS,
} from './finance.js';
import { listTooLongMessage, MAX_LIST_LENGTH, MSG } from './messages.js';

/*
 * Request bodies of the finance endpoints (contract A14, A15). Amounts arrive as strings or
 * numbers (contract 3.8); ids as numbers, numeric strings or the form's -1 for "SELF". The spec's
 * messages (5.7) are attached here so that the web form and the server say the same thing.
 */

const Amount = z.union([z.string(), z.number()]).nullable().optional();
const Party = z.union([z.number(), z.string()]).nullable().optional();
const pkMessage = 'Incorrect type. Expected pk value, received string.';

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** `POST transaction/`: `{payor, payee, amount, transaction_id, description, p_s}` plus an optional payment service. */
export const CreateTransactionBody = z
  .object({
    payor: Party,
    payee: Party,
    amount: Amount,
    transaction_id: z.preprocess((v) => v ?? '', z.string().trim().max(100)).optional(),
    description: z.string().nullable().optional(),
    p_s: z.enum(FINANCE_METHODS, { error: (i) => `"${String(i.input)}" is not a valid choice.` }),
    /** Our client's addition: the funds account; absent or null means cash. */
    payment_service: z.preprocess(blankToNull, z.enum(PAYMENT_SERVICES).nullable()).optional(),
  })
  .superRefine((v, ctx) => {
    const amount = amountError(v.amount, isOutflow(v.p_s));
    if (amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount });
    const description = descriptionError(v.description);
    if (description) ctx.addIssue({ code: 'custom', path: ['description'], message: description });
    for (const side of ['payor', 'payee'] as const) {
      if (partyId(v[side]) === undefined) ctx.addIssue({ code: 'custom', path: [side], message: pkMessage });
    }
  });
export type CreateTransactionBody = z.infer<typeof CreateTransactionBody>;

/**
 * One row of `POST journal-entry/` as the original client scrapes it from its table (all strings):
 * `{p_s: "JE", method, payor, payee, deptuserid, deptname, amount}`. Our client names the
 * department by company id in `dept` and may add a description.
 */
export const JournalEntryRow = z
  .object({
    p_s: z.literal(JOURNAL_METHOD).optional(),
    method: z.preprocess(
      (v) => (v === undefined || v === '' ? 'cash' : v),
      z.enum(SETTLEMENTS, { error: (i) => `"${String(i.input)}" is not a valid choice.` }),
    ),
    payor: Party,
    payee: Party,
    deptuserid: Party,
    deptname: z.string().nullable().optional(),
    dept: Party,
    amount: Amount,
    description: z.string().max(250).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const amount = amountError(v.amount);
    if (amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount });
    const noDepartment = !partyId(v.dept) && !partyId(v.deptuserid) && !v.deptname?.trim();
    if (noDepartment) ctx.addIssue({ code: 'custom', path: ['deptname'], message: MSG.departmentRequired });
    const payor = partyId(v.payor);
    const payee = partyId(v.payee);
    if (payor === undefined) ctx.addIssue({ code: 'custom', path: ['payor'], message: pkMessage });
    if (payee === undefined) ctx.addIssue({ code: 'custom', path: ['payee'], message: pkMessage });
    // Both "SELF", or the same id: the signed-in user's own id is checked by the server.
    if (payor !== undefined && payor === payee) {
      ctx.addIssue({ code: 'custom', path: ['payee'], message: MSG.payorPayeeSame });
    }
  });
export type JournalEntryRow = z.infer<typeof JournalEntryRow>;

/** The whole table, posted as one entry or not at all. */
export const JournalEntryBody = z
  .array(JournalEntryRow)
  .min(1, MSG.noTableData)
  .max(MAX_LIST_LENGTH, listTooLongMessage());
export type JournalEntryBody = z.infer<typeof JournalEntryBody>;
