import { cnicError, normaliseHsCode, ntnError, strnError, TAX_MSG } from './tax.js';
import { feeError, percentError } from './tax-schemas.js';

/*
 * The product form's tax rules (docs/domain/tax.md, "Setting up"), the same the server applies: an
 * HS/PCT code of 4 to 8 digits or none, and the printed retail price on every variant of Third
 * Schedule goods. Whether a tax category is required depends on the group's companies, which the
 * server knows; its field error is shown as it comes.
 */

export interface ProductTaxInput {
  hs_code: string;
  /** The chosen category is Third Schedule goods. */
  thirdSchedule: boolean;
  /** Each variant's retail price as typed ('' for none). */
  retailPrices: readonly string[];
}

export type ProductTaxField = 'hs_code' | 'retail_price';

/** The messages of a product's tax fields, by field; an empty object when all is well. */
export function productTaxErrors(p: ProductTaxInput): Partial<Record<ProductTaxField, string>> {
  const out: Partial<Record<ProductTaxField, string>> = {};
  if (normaliseHsCode(p.hs_code) === null) out.hs_code = TAX_MSG.hsCode;
  if (p.thirdSchedule && p.retailPrices.some((r) => r.trim() === ''))
    out.retail_price = TAX_MSG.retailPriceRequired;
  return out;
}

/** A company's tax settings as the form holds them (text as typed). */
export interface CompanyTaxInput {
  charges_tax: boolean;
  prices_include_tax: boolean;
  shares_parent_registration: boolean;
  ntn: string;
  strn: string;
  tax_office: string;
  pos_registration: string;
  service_fee: string;
  further_tax_rate: string;
  /** The company has a parent (only a branch shares its parent's registration). */
  hasParent: boolean;
}

export type CompanyTaxField = Exclude<keyof CompanyTaxInput, 'hasParent'>;

/** The company tax form's messages, the server's own (CompanyTaxSettingsBody and the service). */
export function companyTaxErrors(v: CompanyTaxInput): Partial<Record<CompanyTaxField, string>> {
  const out: Partial<Record<CompanyTaxField, string>> = {};
  const ntn = ntnError(v.ntn.trim());
  if (ntn) out.ntn = ntn;
  const strn = strnError(v.strn.trim());
  if (strn) out.strn = strn;
  if (v.tax_office.trim().length > 100) out.tax_office = 'Ensure this field has no more than 100 characters.';
  if (v.pos_registration.trim().length > 30)
    out.pos_registration = 'Ensure this field has no more than 30 characters.';
  const fee = feeError(v.service_fee.trim());
  if (fee) out.service_fee = fee;
  const further = percentError(v.further_tax_rate.trim());
  if (further) out.further_tax_rate = further;
  if (v.shares_parent_registration && !v.hasParent)
    out.shares_parent_registration = TAX_MSG.sharesNeedsParent;
  return out;
}

/** A customer's or vendor's tax identity as typed: an NTN and a CNIC, each optional. */
export function taxIdentityErrors(v: { ntn: string; cnic: string }): Partial<Record<'ntn' | 'cnic', string>> {
  const out: Partial<Record<'ntn' | 'cnic', string>> = {};
  const ntn = ntnError(v.ntn.trim());
  if (ntn) out.ntn = ntn;
  const cnic = cnicError(v.cnic.trim());
  if (cnic) out.cnic = cnic;
  return out;
}
