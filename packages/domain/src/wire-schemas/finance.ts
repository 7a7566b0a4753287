import { z } from 'zod';
import { COMPANY_TYPES, PAYMENT_SERVICES } from '../enums.js';
import { FINANCE_METHODS, JOURNAL_METHOD, SETTLEMENTS } from '../finance.js';
import type {
  AccountWire,
  CompanyRefWire,
  ExpenseSummaryWire,
  PayableReceivableWire,
  StatementLineWire,
  TransactionWire,
  TrialBalanceWire,
} from '../finance-wire.js';
import { ACCOUNT_KINDS, ACCOUNT_PURPOSES, type AccountPurpose } from '../ledger.js';
import { date, decimal, listOf, timestamp } from './common.js';
import { UserSchema } from './organisation.js';

/* The books: finance records, the expense summary, accounts, the trial balance, statements, payables and receivables. */

export const CompanyRefSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_type: z.enum(COMPANY_TYPES),
}) satisfies z.ZodType<CompanyRefWire>;

export const TransactionSchema = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  payor: UserSchema,
  payee: UserSchema,
  payment_service: z.object({ service: z.enum(PAYMENT_SERVICES) }).nullable(),
  p_s: z.enum([...FINANCE_METHODS, JOURNAL_METHOD]),
  description: z.string(),
  amount: decimal,
  created: timestamp,
  company: z.number().int(),
  journal_entry: z.number().int(),
  department: CompanyRefSchema.nullable(),
  settlement: z.enum(SETTLEMENTS).nullable(),
}) satisfies z.ZodType<TransactionWire>;

export const ExpenseSummarySchema = z.object({
  company: CompanyRefSchema,
  start_date: date,
  end_date: date,
  starting_balance: decimal,
  closing_balance: decimal,
  current_balance: decimal,
  total_credit: decimal,
  total_debit: decimal,
  total_expense: decimal,
  expenses_by_account: z.array(z.object({ purpose: z.string(), name: z.string(), amount: decimal })),
  records_funds: decimal,
  other_funds: decimal,
}) satisfies z.ZodType<ExpenseSummaryWire>;

export const accountFields = {
  id: z.number().int(),
  company: z.number().int(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  purpose: z.enum(Object.keys(ACCOUNT_PURPOSES) as [AccountPurpose, ...AccountPurpose[]]),
  counterparty_company: z.number().int().nullable(),
  counterparty_user: z.number().int().nullable(),
};
export const AccountSchema = z.object(accountFields) satisfies z.ZodType<AccountWire>;

export const TrialBalanceSchema = z.object({
  company: CompanyRefSchema,
  date,
  rows: z.array(z.object({ ...accountFields, debit: decimal, credit: decimal })),
  total_debit: decimal,
  total_credit: decimal,
}) satisfies z.ZodType<TrialBalanceWire>;

export const StatementSchema = listOf(
  z.object({
    id: z.number().int(),
    entry: z.number().int(),
    created: timestamp,
    memo: z.string(),
    source_type: z.string(),
    debit: decimal,
    credit: decimal,
    balance: decimal,
  }) satisfies z.ZodType<StatementLineWire>,
).extend({
  account: AccountSchema,
  start_date: date,
  end_date: date,
  opening_balance: decimal,
  closing_balance: decimal,
});

export const PayableReceivableSchema = z.object({
  amount: z.array(
    z.object({
      seller_company: z.string(),
      seller_company_type: z.enum(COMPANY_TYPES),
      seller_company_id: z.number().int(),
      receivable_amount: decimal,
      payable_amount: decimal,
    }),
  ),
  total_receivable_amount: decimal,
  total_payable_amount: decimal,
}) satisfies z.ZodType<PayableReceivableWire>;
