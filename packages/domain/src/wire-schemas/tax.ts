import { z } from 'zod';
import { TAX_TREATMENTS } from '../tax.js';
import { date, decimal, listOf } from './common.js';

/* Tax set-up (docs/domain/tax.md): a company's tax settings, the tax categories and their dated rates. */

/** `company/<id>/tax/`: a company's registration and settings; a company never set up answers the defaults. */
export const CompanyTaxSettingsSchema = z.object({
  company: z.number().int(),
  charges_tax: z.boolean(),
  prices_include_tax: z.boolean(),
  shares_parent_registration: z.boolean(),
  ntn: z.string(),
  strn: z.string(),
  tax_office: z.string(),
  pos_registration: z.string(),
  service_fee: decimal,
  further_tax_rate: decimal,
  tax_decimals: z.number().int(),
  country: z.string(),
});
export type CompanyTaxSettingsWire = z.infer<typeof CompanyTaxSettingsSchema>;

export const TaxRateSchema = z.object({
  id: z.number().int(),
  rate: decimal,
  valid_from: date,
});
export type TaxRateWire = z.infer<typeof TaxRateSchema>;

/** A tax category with its rates (newest first) and the rate of today in the server's day (null: none yet). */
export const TaxCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  treatment: z.enum(TAX_TREATMENTS),
  third_schedule: z.boolean(),
  is_active: z.boolean(),
  is_default: z.boolean().describe("The group's default: a product saved without a tax category takes it"),
  rate: decimal.nullable().describe('The rate that applies today, or null when none has started'),
  rates: z.array(TaxRateSchema),
});
export type TaxCategoryWire = z.infer<typeof TaxCategorySchema>;

export const TaxCategoryList = listOf(TaxCategorySchema);
