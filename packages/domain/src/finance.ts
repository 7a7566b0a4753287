import { D, type Dec, parseDecimal } from './decimal.js';
import type { CompanyType, PaymentService, UserType } from './enums.js';
import { MSG } from './messages.js';

/** The four methods of `POST transaction/` (the finance tabs other than Journal Entry), as `p_s`. */
export const FINANCE_METHODS = ['Received', 'Credit', 'Debit', 'Expense'] as const;
export type FinanceMethod = (typeof FINANCE_METHODS)[number];

/** `p_s` of journal-entry rows and of the transaction rows they leave. */
export const JOURNAL_METHOD = 'JE';
export type TransactionMethod = FinanceMethod | typeof JOURNAL_METHOD;

/** How a journal-entry row is settled: through the till or on account. */
export const SETTLEMENTS = ['cash', 'credit'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];

/** Which party the form lets the user choose for each method; the other one is always the user (spec 4.7). */
export const CHOSEN_SIDE: Record<FinanceMethod, 'payor' | 'payee'> = {
  Received: 'payor',
  Credit: 'payee',
  Debit: 'payor',
  Expense: 'payee',
};

/** Money out of the company's funds: recorded with a negative amount (spec 4.7, contract 3.6). */
export const isOutflow = (method: FinanceMethod): boolean => method === 'Debit' || method === 'Expense';

/**
 * A payor or payee id from the wire: the form's -1 ("SELF"), null, '' and absence all mean unset.
 * Returns undefined for something that is not an id at all.
 */
export function partyId(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '' || value === -1 || value === '-1') return null;
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Spec 4.7: who pays whom once the unset side is filled in with the signed-in user. */
export function resolveParties(
  method: FinanceMethod,
  chosen: { payor: number | null; payee: number | null },
  self: number,
): { payor: number; payee: number } {
  return CHOSEN_SIDE[method] === 'payor'
    ? { payor: chosen.payor ?? self, payee: self }
    : { payor: self, payee: chosen.payee ?? self };
}

/** The first message for a typed amount, or null: required, a number, above zero, 4 places, 10 digits. */
export function amountError(value: unknown, allowNegative = false): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return MSG.amountRequired;
  }
  const amount = parseDecimal(value);
  if (!amount) return MSG.onlyNumbers;
  if (amount.isZero() || (amount.isNegative() && !allowNegative)) return MSG.amountPositive;
  if (amount.decimalPlaces() > 4) return MSG.amountDecimals;
  if (amount.abs().gte(new D(10).pow(10))) return MSG.amountTooLarge;
  return null;
}

/**
 * The amount a transaction records: its magnitude, negative for money out. Debit and Expense take
 * either sign (the original client negates them itself), so `-30` and `30` both record a debit of 30.
 */
export function signedAmount(method: FinanceMethod, value: string | number): Dec {
  const amount = parseDecimal(value);
  if (!amount) throw new Error(`not an amount: ${value}`);
  return isOutflow(method) ? amount.abs().negated() : amount;
}

export function descriptionError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return MSG.descriptionRequired;
  return value.trim().length > 250 ? 'Ensure this field has no more than 250 characters.' : null;
}

/** Payor and payee name the same person once "SELF" (unset) is read as the signed-in user. */
export function sameParty(payor: number | null, payee: number | null, self: number): boolean {
  return (payor ?? self) === (payee ?? self);
}

export interface PartyRule {
  userTypes: UserType[];
  vendors: boolean;
}

const OPERATORS: UserType[] = ['SUPER_ADMIN', 'ADMIN', 'SALES_STAFF'];
const CUSTOMER_COMPANIES: ReadonlySet<CompanyType> = new Set(['STORE', 'RETIAL']);

/**
 * Who the payor and payee lists offer (spec 2.14): staff of the companies in reach always; vendors
 * only for a STORE; customers only for a STORE or RETIAL company, and never a REGULAR_CUSTOMER for
 * Received, Debit and Credit.
 */
export function partyRule(method: TransactionMethod, companyType: CompanyType | null): PartyRule {
  const userTypes = [...OPERATORS];
  if (companyType && CUSTOMER_COMPANIES.has(companyType)) {
    if (method === 'Expense' || method === JOURNAL_METHOD) userTypes.push('REGULAR_CUSTOMER');
    userTypes.push('WALK_IN_CUSTOMER');
  }
  return { userTypes, vendors: companyType === 'STORE' };
}

/** Whom the books accept as the other party at all: the union of every method's list. */
export const acceptedParties = (companyType: CompanyType | null): PartyRule =>
  partyRule('Expense', companyType);

/** The label the summary shows for a payment service, `-` for cash. */
export const serviceLabel = (service: PaymentService | null): string => service ?? '-';
