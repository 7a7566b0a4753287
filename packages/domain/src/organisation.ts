import type { CompanyType, UserType } from './enums.js';
import { MSG } from './messages.js';
import { emailError, phoneError, usernameError } from './validation.js';

/** Company names are stored in 100 characters. */
export const COMPANY_NAME_MAX = 100;

const SELLING_TYPES: ReadonlySet<CompanyType> = new Set(['PARENT', 'STORE', 'RETIAL']);

/** Companies that sell at a counter have a walk-in customer (spec 3). */
export const hasWalkInCustomer = (type: CompanyType): boolean => SELLING_TYPES.has(type);

/** The walk-in customer of company `id` is named WALK_IN_CUSTOMER_<id> (spec 3). */
export const walkInUsername = (companyId: number): string => `WALK_IN_CUSTOMER_${companyId}`;

/** Names of that form are kept for walk-in customers; nobody may take one by hand. */
export const isWalkInUsername = (username: string): boolean => /^WALK_IN_CUSTOMER_\d+$/i.test(username);

/** Customers and vendors added at the till or on the Vendors page use their number as username. */
export const usesContactAsUsername = (type: UserType): boolean =>
  type === 'VENDOR' || type === 'REGULAR_CUSTOMER';

/**
 * The parent of a new department (spec 4.8): the signed-in user's company when it is the PARENT,
 * otherwise that company's own parent.
 */
export function departmentParentId(company: {
  id: number;
  company_type: CompanyType;
  parent: number | null;
}): number | null {
  return company.company_type === 'PARENT' ? company.id : company.parent;
}

/** Department and settings name: required, at most 100 characters. */
export function companyNameError(value: string): string | null {
  if (value.trim().length === 0) return MSG.nameRequired;
  if (value.length > COMPANY_NAME_MAX)
    return `Ensure this field has no more than ${COMPANY_NAME_MAX} characters.`;
  return null;
}

type Errors<K extends string> = Partial<Record<K, string>>;

const collect = <K extends string>(entries: [K, string | null][]): Errors<K> =>
  Object.fromEntries(entries.filter(([, message]) => message !== null)) as Errors<K>;

/** The Department form and the Settings company tab (spec 5.6): name required, phone optional. */
export function departmentErrors(input: {
  company_name: string;
  contact_number: string;
}): Errors<'company_name' | 'contact_number'> {
  return collect([
    ['company_name', companyNameError(input.company_name)],
    ['contact_number', phoneError(input.contact_number)],
  ]);
}

/** The Vendor form (spec 5.6): a number and a VENDOR company are required. */
export function vendorErrors(input: {
  contact_number: string;
  company: number | null;
}): Errors<'contact_number' | 'company'> {
  return collect([
    ['contact_number', phoneError(input.contact_number, true)],
    ['company', input.company === null ? MSG.vendorCompanyRequired : null],
  ]);
}

/** "Company is required…", worded for vendors when the user being added is one. */
export const companyRequiredMessage = (type: UserType): string =>
  type === 'VENDOR' ? MSG.vendorCompanyRequired : MSG.companyRequired;

/**
 * The User form's fields that do not involve the password (spec 5.5): username, email, a required
 * number and a required company. The password rules are `passwordError`/`confirmPasswordError`.
 */
export function userErrors(input: {
  username: string;
  email: string;
  contact_number: string;
  company: number | null;
  user_type: UserType;
}): Errors<'username' | 'email' | 'contact_number' | 'company'> {
  return collect([
    ['username', usernameError(input.username)],
    ['email', emailError(input.email)],
    ['contact_number', phoneError(input.contact_number, true)],
    ['company', input.company === null ? companyRequiredMessage(input.user_type) : null],
  ]);
}
