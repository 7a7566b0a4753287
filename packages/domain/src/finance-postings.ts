import type { FinanceMethod, Settlement } from './finance.js';
import type { AccountPurpose } from './ledger.js';

/**
 * How the books see the other party of a finance record:
 * - `own`: the signed-in user or a colleague in the same company (money of the business itself);
 * - `customer`: a regular or walk-in customer, who has one account with the company (a receivable
 *   whose credit balance is what they hold: their `credit`);
 * - `company`: staff of another company, or a vendor: the books keep a receivable and a payable
 *   for that company.
 */
export type PartyKind = 'own' | 'customer' | 'company';

/** Funds accounts a finance record can move: cash, or one of the payment services. */
export type FundsPurpose = 'CASH' | 'BANK' | 'JAZZ_CASH' | 'EASY_PAISA';

/** One line of a planned entry: the account by purpose and whose sub-account it is. */
export interface PlannedLine {
  purpose: AccountPurpose;
  side: 'debit' | 'credit';
  /** Receivables and payables: kept for the other party, or for the department of a journal row. */
  holder?: 'party' | 'department';
}

const dr = (purpose: AccountPurpose, holder?: PlannedLine['holder']): PlannedLine =>
  holder ? { purpose, side: 'debit', holder } : { purpose, side: 'debit' };
const cr = (purpose: AccountPurpose, holder?: PlannedLine['holder']): PlannedLine =>
  holder ? { purpose, side: 'credit', holder } : { purpose, side: 'credit' };

/** The other party's account on the given side: customers have one account, companies two. */
function partyAccount(kind: PartyKind, companyPurpose: 'RECEIVABLE' | 'PAYABLE'): AccountPurpose {
  return kind === 'customer' ? 'RECEIVABLE' : companyPurpose;
}

/**
 * The two lines a Received, Credit, Debit or Expense posts in the company's books, each for the
 * absolute amount (docs/domain/accounting.md has a worked example of each):
 * - Received: funds in; the other party pays what it owes (its receivable is credited);
 * - Credit: funds in on credit; the company now owes the other party (its payable is credited);
 * - Debit: funds out to the other party, paying what the company owes (its payable is debited);
 * - Expense: funds out to expenses, whoever was paid.
 * With the company itself as the other party, owner funds take the place of the sub-account.
 */
export function transactionPlan(method: FinanceMethod, kind: PartyKind, funds: FundsPurpose): PlannedLine[] {
  if (method === 'Expense') return [dr('EXPENSES'), cr(funds)];
  if (kind === 'own') {
    return method === 'Debit' ? [dr('OWNER_FUNDS'), cr(funds)] : [dr(funds), cr('OWNER_FUNDS')];
  }
  if (method === 'Received') return [dr(funds), cr(partyAccount(kind, 'RECEIVABLE'), 'party')];
  if (method === 'Credit') return [dr(funds), cr(partyAccount(kind, 'PAYABLE'), 'party')];
  return [dr(partyAccount(kind, 'PAYABLE'), 'party'), cr(funds)];
}

export interface JournalRowShape {
  /** `out`: the company pays the other party; `in`: the other party pays the company. */
  direction: 'out' | 'in';
  settlement: Settlement;
  /** The outside party (the one of payor and payee not in the company). */
  kind: Exclude<PartyKind, 'own'>;
  /** The department the row is for is the company itself. */
  ownDepartment: boolean;
}

/**
 * The two lines of one journal-entry row. A row allocates a payment (or a refund) to a department:
 * the company's own share is an expense (a refund reduces it); another department's share is
 * charged to it (its receivable) or, for money received on its behalf, owed to it (its payable).
 * The other side is the till for `cash`, or the outside party's account for `credit`.
 */
export function journalRowPlan(row: JournalRowShape): PlannedLine[] {
  if (row.direction === 'out') {
    const charge = row.ownDepartment ? dr('EXPENSES') : dr('RECEIVABLE', 'department');
    const source = row.settlement === 'cash' ? cr('CASH') : cr(partyAccount(row.kind, 'PAYABLE'), 'party');
    return [charge, source];
  }
  const target = row.settlement === 'cash' ? dr('CASH') : dr('RECEIVABLE', 'party');
  const share = row.ownDepartment ? cr('EXPENSES') : cr('PAYABLE', 'department');
  return [target, share];
}
