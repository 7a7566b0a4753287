import { z } from 'zod';
import { ScaleLayoutSchema } from './scale-settings.js';
import { type CategoryTax, furtherTaxApplies, NO_TAX, TAX_TREATMENTS, type TaxPolicy } from './tax.js';
import { date, decimal } from './wire-schemas/common.js';

/*
 * What a till needs to tax a sale as the server does (docs/domain/tax.md, "At the counter"):
 * `GET till/tax/` answers the caller's company's tax policy, the registration its receipts print
 * and every tax category of its catalogue group with its dated rates. The counter and the till's
 * offline store keep it; `saleTaxing` turns it into what `taxOrder` reads.
 */

/** The business block of a taxed receipt (SRO 1006(I)/2021, part A). */
export const TillTaxRegistrationSchema = z.object({
  business_name: z.string(),
  address: z.string(),
  ntn: z.string().describe('Of the registration the company reports under (its own or its parent’s)'),
  strn: z.string(),
  tax_office: z.string(),
  pos_registration: z.string().describe("The company's own POS registration number"),
});
export type TillTaxRegistrationWire = z.infer<typeof TillTaxRegistrationSchema>;

export const TillTaxCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  treatment: z.enum(TAX_TREATMENTS),
  third_schedule: z.boolean(),
  is_active: z.boolean(),
  rates: z.array(z.object({ rate: decimal, valid_from: date })).describe('Oldest first'),
});
export type TillTaxCategoryWire = z.infer<typeof TillTaxCategorySchema>;

/** `GET till/tax/`: the caller's company's tax policy, registration and its group's tax categories. */
export const TillTaxSchema = z.object({
  charges_tax: z.boolean(),
  prices_include_tax: z.boolean(),
  service_fee: decimal,
  further_tax_rate: decimal,
  tax_decimals: z.number().int(),
  registration: TillTaxRegistrationSchema,
  categories: z.array(TillTaxCategorySchema),
  scale_layout: ScaleLayoutSchema.nullable()
    .optional()
    .describe(
      'The company’s scale barcode layout (docs/domain/units.md); null when it reads no scale labels',
    ),
});
export type TillTaxWire = z.infer<typeof TillTaxSchema>;

/** The policy of a till's tax answer (none: no tax). */
export const tillTaxPolicy = (tax: TillTaxWire | null | undefined): TaxPolicy =>
  tax
    ? {
        chargesTax: tax.charges_tax,
        pricesIncludeTax: tax.prices_include_tax,
        decimals: tax.tax_decimals,
        serviceFee: tax.service_fee,
        furtherTaxRate: tax.further_tax_rate,
      }
    : NO_TAX;

/** A category of the answer as a sale reads it (the server's `tax_category_json`). */
export const tillCategoryTax = (c: TillTaxCategoryWire): CategoryTax => ({
  categoryId: c.id,
  treatment: c.treatment,
  thirdSchedule: c.third_schedule,
  rates: c.rates.map((r) => ({ rate: r.rate, validFrom: r.valid_from })),
});

/** Everything a sale at the counter is taxed with besides its lines. */
export interface SaleTaxing {
  policy: TaxPolicy;
  /** The company's tax categories by id. */
  categories: ReadonlyMap<number, CategoryTax>;
  /** The sale's day (YYYY-MM-DD): its rates are those of this day. */
  day: string;
  /** The buyer pays further tax (`furtherTaxApplies`). */
  furtherTax: boolean;
  /** The per-sale service fee is charged: a sale, never a return. */
  serviceFee: boolean;
}

/** A sale of a company that charges no tax: every total is what it was before tax existed. */
export const UNTAXED: SaleTaxing = {
  policy: NO_TAX,
  categories: new Map(),
  day: '',
  furtherTax: false,
  serviceFee: false,
};

/** The buyer of a counter sale pays further tax: a chosen regular customer not registered for sales tax. */
export const buyerPaysFurtherTax = (
  customer: { user_type: string; tax_registered?: boolean | undefined } | null | undefined,
): boolean =>
  !!customer && furtherTaxApplies({ userType: customer.user_type, taxRegistered: !!customer.tax_registered });

/**
 * The NTN, else the CNIC, a tax invoice prints beside its buyer's name ('' when neither is known):
 * read from a customer's answer when it carries them (the customer's tax set-up).
 */
export function buyerTaxId(customer: object | null | undefined): string {
  const c = (customer ?? {}) as { ntn?: unknown; cnic?: unknown };
  if (typeof c.ntn === 'string' && c.ntn) return c.ntn;
  return typeof c.cnic === 'string' ? c.cnic : '';
}

/** How a sale at the counter is taxed, from the till's tax answer (null: not loaded, no tax). */
export function saleTaxing(
  tax: TillTaxWire | null | undefined,
  sale: { day: string; returnOrder: boolean; furtherTax: boolean },
): SaleTaxing {
  if (!tax) return UNTAXED;
  return {
    policy: tillTaxPolicy(tax),
    categories: new Map(tax.categories.map((c) => [c.id, tillCategoryTax(c)])),
    day: sale.day,
    furtherTax: sale.furtherTax,
    serviceFee: !sale.returnOrder,
  };
}
