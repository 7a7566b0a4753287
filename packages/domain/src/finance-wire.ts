import type { CompanyType, PaymentService } from './enums.js';
import type { Settlement, TransactionMethod } from './finance.js';
import type { AccountKind, AccountPurpose } from './ledger.js';
import type { ListEnvelope, UserWire } from './wire.js';

/*
 * Response shapes of the finance and ledger endpoints. Decimals are 4-place strings; dates are
 * `YYYY-MM-DD`; `created` is ISO 8601 with the server's UTC offset, so its date part is the local day.
 */

export interface CompanyRefWire {
  id: number;
  company_name: string;
  company_type: CompanyType;
}

/** `GET transaction/` items (contract A13), payor and payee nested with their companies. */
export interface TransactionWire {
  id: number;
  transaction_id: string;
  payor: UserWire;
  payee: UserWire;
  payment_service: { service: PaymentService } | null;
  p_s: TransactionMethod;
  description: string;
  /** Signed: positive is money in (credit), negative money out (debit). */
  amount: string;
  created: string;
  company: number;
  journal_entry: number;
  /** Journal-entry rows: the department the row is for, and how it was settled. */
  department: CompanyRefWire | null;
  settlement: Settlement | null;
}

/** `GET expense-summary/`: the figures under the summary table, for one company and range. */
export interface ExpenseSummaryWire {
  company: CompanyRefWire;
  start_date: string;
  end_date: string;
  /** Funds on hand when the range starts (the journal up to the start of start_date). */
  starting_balance: string;
  /** Funds on hand at the end of end_date. */
  closing_balance: string;
  /** Funds on hand now (the company's `balance`). */
  current_balance: string;
  /** Sums of the range's transaction amounts: money in, and money out as a positive number. */
  total_credit: string;
  total_debit: string;
  /** The range's expenses (docs/domain/analytics.md, "Expenses"): the same figure as every report. */
  total_expense: string;
  /** Where those expenses were posted, per expense account with lines in the range. */
  expenses_by_account: { purpose: string; name: string; amount: string }[];
  /** Net funds moved in the range by the records listed (finance records and journal entries). */
  records_funds: string;
  /**
   * Net funds moved in the range by everything the list does not show (sales, returns, orders):
   * starting_balance + records_funds + other_funds = closing_balance.
   */
  other_funds: string;
}

export interface AccountWire {
  id: number;
  company: number;
  name: string;
  kind: AccountKind;
  purpose: AccountPurpose;
  counterparty_company: number | null;
  counterparty_user: number | null;
}

/** A trial-balance row: the account's net balance, shown on its debit or its credit side. */
export interface TrialBalanceRowWire extends AccountWire {
  debit: string;
  credit: string;
}

export interface TrialBalanceWire {
  company: CompanyRefWire;
  date: string;
  rows: TrialBalanceRowWire[];
  total_debit: string;
  total_credit: string;
}

export interface StatementLineWire {
  id: number;
  entry: number;
  created: string;
  memo: string;
  source_type: string;
  debit: string;
  credit: string;
  /** Running balance after this line, in the account's normal direction. */
  balance: string;
}

/** `GET ledger/statement/`: a page of lines, with the balances either side of the range. */
export interface StatementWire extends ListEnvelope<StatementLineWire> {
  account: AccountWire;
  start_date: string;
  end_date: string;
  opening_balance: string;
  closing_balance: string;
}

/** `GET total-payable-receivable/<company>/` (contract O27). */
export interface PayableReceivableRowWire {
  seller_company: string;
  seller_company_type: CompanyType;
  seller_company_id: number;
  receivable_amount: string;
  payable_amount: string;
}

export interface PayableReceivableWire {
  amount: PayableReceivableRowWire[];
  total_receivable_amount: string;
  total_payable_amount: string;
}
