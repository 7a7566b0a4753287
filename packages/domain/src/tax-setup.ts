import { normaliseHsCode, TAX_MSG } from './tax.js';

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
  if (p.thirdSchedule && p.retailPrices.some((r) => r.trim() === '')) out.retail_price = TAX_MSG.retailPriceRequired;
  return out;
}
