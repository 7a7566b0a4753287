import { D, type Dec, parseDecimal } from './decimal.js';

export const ACCOUNT_KINDS = ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * The role an account plays in a company's chart. Funds accounts hold money; receivable and
 * payable accounts are kept one per counterparty (a company, a customer or a vendor).
 */
export const ACCOUNT_PURPOSES = {
  CASH: 'ASSET',
  BANK: 'ASSET',
  JAZZ_CASH: 'ASSET',
  EASY_PAISA: 'ASSET',
  INVENTORY: 'ASSET',
  RECEIVABLE: 'ASSET',
  PAYABLE: 'LIABILITY',
  OWNER_FUNDS: 'EQUITY',
  SALES: 'INCOME',
  SALES_RETURNS: 'INCOME',
  COGS: 'EXPENSE',
  EXPENSES: 'EXPENSE',
  /** Stock counted in at the start or imported: the value the owners brought in as goods. */
  OPENING_EQUITY: 'EQUITY',
  /** Stock corrections, write-offs, count differences and revaluations (shrinkage). */
  STOCK_ADJUSTMENT: 'EXPENSE',
  /**
   * Purchase clearing: goods received through an order post here at cost, the order's invoice at
   * its price; what remains is the difference between the price paid and the goods' cost.
   */
  PURCHASE_VARIANCE: 'EXPENSE',
  /** Cash over/short: the difference between the counted and the expected takings of a till session. */
  CASH_OVER_SHORT: 'EXPENSE',
  /** Sales tax and further tax charged on sales, owed to the authority (docs/domain/tax.md). */
  SALES_TAX_PAYABLE: 'LIABILITY',
  /** Sales tax paid on purchases from registered suppliers, recoverable against output tax. */
  INPUT_TAX: 'ASSET',
  /** The per-sale service fee collected for the authority (Pakistan: Rs 1 POS fee). */
  SERVICE_FEE_PAYABLE: 'LIABILITY',
} as const satisfies Record<string, AccountKind>;
export type AccountPurpose = keyof typeof ACCOUNT_PURPOSES;

/** Accounts whose sum is a company's funds on hand (its `balance`). */
export const FUNDS_PURPOSES: readonly AccountPurpose[] = ['CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA'];

/** Accounts that exist once per counterparty rather than once per company. */
export const PER_COUNTERPARTY: readonly AccountPurpose[] = ['RECEIVABLE', 'PAYABLE'];

/** Debit-normal kinds grow with debits; the others grow with credits. */
export const isDebitNormal = (kind: AccountKind): boolean => kind === 'ASSET' || kind === 'EXPENSE';

/** An account's balance in its normal direction (positive is the usual state). */
export function normalBalance(kind: AccountKind, debit: Dec | string, credit: Dec | string): Dec {
  const net = new D(debit).minus(new D(credit));
  return isDebitNormal(kind) ? net : net.negated();
}

export interface EntryLineInput {
  account: number;
  debit?: string | number;
  credit?: string | number;
}

export interface CheckedLine {
  account: number;
  debit: Dec;
  credit: Dec;
}

export type EntryCheck = { ok: true; lines: CheckedLine[]; total: Dec } | { ok: false; reason: string };

/**
 * The rule every journal entry obeys: at least two lines, each a debit or a credit (one side
 * positive, the other zero), and debits equal to credits exactly.
 */
export function checkEntry(lines: readonly EntryLineInput[]): EntryCheck {
  if (lines.length < 2) return { ok: false, reason: 'An entry needs at least two lines.' };
  const checked: CheckedLine[] = [];
  let debits = new D(0);
  let credits = new D(0);
  for (const [i, line] of lines.entries()) {
    const debit = parseDecimal(line.debit ?? 0);
    const credit = parseDecimal(line.credit ?? 0);
    if (!debit || !credit || debit.isNegative() || credit.isNegative()) {
      return { ok: false, reason: `Line ${i + 1} needs a debit or a credit that is a positive amount.` };
    }
    if (debit.isZero() === credit.isZero()) {
      return { ok: false, reason: `Line ${i + 1} must be either a debit or a credit.` };
    }
    if (debit.decimalPlaces() > 4 || credit.decimalPlaces() > 4) {
      return { ok: false, reason: `Line ${i + 1} has more than four decimal places.` };
    }
    checked.push({ account: line.account, debit, credit });
    debits = debits.plus(debit);
    credits = credits.plus(credit);
  }
  if (!debits.equals(credits)) {
    return { ok: false, reason: `Debits (${debits.toFixed(4)}) and credits (${credits.toFixed(4)}) differ.` };
  }
  return { ok: true, lines: checked, total: debits };
}

/** The lines of the entry that undoes `lines`: every debit becomes a credit and back. */
export const reversalOf = (lines: readonly CheckedLine[]): EntryLineInput[] =>
  lines.map((l) => ({ account: l.account, debit: l.credit.toFixed(4), credit: l.debit.toFixed(4) }));
