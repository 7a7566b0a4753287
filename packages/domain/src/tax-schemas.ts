import { z } from 'zod';
import { decimalError } from './catalog.js';
import { normaliseDate } from './dates.js';
import { D } from './decimal.js';
import { BoolInput } from './organisation-schemas.js';
import { listQuery, QueryText } from './query-schemas.js';
import { ntnError, strnError, TAX_MSG, TAX_TREATMENTS } from './tax.js';

/*
 * Request bodies and queries of the tax set-up endpoints (docs/domain/tax.md, "Setting up"): a
 * company's tax settings, the tax categories of a catalogue group and their dated rates. They accept
 * JSON and the all-text values of forms alike, and carry TAX_MSG so the web and the server agree.
 */

type Check = (value: string) => string | null;
const rule = (check: Check) => (value: string, ctx: z.RefinementCtx) => {
  const message = check(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};
/** Numbers and text alike become text; absent and null become ''. */
const asText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v);
const checked = (check: Check) => z.preprocess(asText, z.string().trim()).superRefine(rule(check));
const text = (max: number) => z.preprocess(asText, z.string().trim().max(max));

/** A percent from 0 to 100 with at most 4 places (tax_rates.rate, further_tax_rate). */
export const percentError = (value: string): string | null => {
  if (decimalError(value, { required: TAX_MSG.rateRange, positive: null }) !== null) return TAX_MSG.rateRange;
  return new D(value).gt(100) ? TAX_MSG.rateRange : null;
};

/** A fee of 0 or more (numeric(14,4)). */
export const feeError = (value: string): string | null =>
  decimalError(value, { required: TAX_MSG.feeRange, positive: null }) === null ? null : TAX_MSG.feeRange;

/** A checked decimal as stored, 4 places; text that failed its check passes through (its issue is already there). */
const fourPlaces = (check: Check) => (v: string) => (check(v) === null ? new D(v).toFixed(4) : v);
/** A percent as it is stored: 4 places. */
const percent = checked(percentError).transform(fourPlaces(percentError));
/** Whether a checked rate is a valid non-zero percent (refinements run even after a field's own issue). */
const nonZeroRate = (v: string) => percentError(v) === null && !new D(v).isZero();

/** `PUT company/<id>/tax/`: any subset of the settings; what is left out keeps its value. */
export const CompanyTaxSettingsBody = z.object({
  charges_tax: BoolInput.optional(),
  prices_include_tax: BoolInput.optional(),
  shares_parent_registration: BoolInput.optional(),
  ntn: checked(ntnError).optional(),
  strn: checked(strnError).optional(),
  tax_office: text(100).optional(),
  pos_registration: text(30).optional(),
  service_fee: checked(feeError).transform(fourPlaces(feeError)).optional(),
  further_tax_rate: percent.optional(),
  tax_decimals: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: TAX_MSG.decimals })
        .int(TAX_MSG.decimals)
        .min(0, TAX_MSG.decimals)
        .max(4, TAX_MSG.decimals),
    )
    .optional(),
  country: z
    .preprocess(
      asText,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, TAX_MSG.country),
    )
    .optional(),
});
export type CompanyTaxSettingsBody = z.infer<typeof CompanyTaxSettingsBody>;

const treatment = z.enum(TAX_TREATMENTS, { error: (i) => `"${String(i.input)}" is not a valid choice.` });
const categoryName = checked((v) => (v === '' || v.length > 60 ? TAX_MSG.categoryName : null));
const validFrom = checked((v) => (normaliseDate(v) ? null : TAX_MSG.validFrom)).transform(
  (v) => normaliseDate(v) ?? v,
);

/** Third Schedule goods are taxed at a rate, so they cannot be exempt or zero-rated. */
const thirdScheduleIsTaxable = (
  v: { treatment?: string | undefined; third_schedule?: boolean | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.third_schedule && v.treatment && v.treatment !== 'TAXABLE')
    ctx.addIssue({ code: 'custom', path: ['third_schedule'], message: TAX_MSG.thirdScheduleTaxable });
};

/** A retired category cannot be the group's default (checked where both are known). */
const defaultIsActive = (
  v: { is_active?: boolean | undefined; is_default?: boolean | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.is_default === true && v.is_active === false)
    ctx.addIssue({ code: 'custom', path: ['is_default'], message: TAX_MSG.defaultInactive });
};

/**
 * `POST tax-category/`: a category of the caller's catalogue group, with its first rate when
 * `rate` is sent (from `valid_from`, today when left out). An exempt or zero-rated category's
 * rate is 0. `is_default` makes it the group's default, in place of the one before.
 */
export const CreateTaxCategoryBody = z
  .object({
    name: categoryName,
    treatment: treatment.default('TAXABLE'),
    third_schedule: z.preprocess((v) => v ?? false, BoolInput),
    is_active: z.preprocess((v) => v ?? true, BoolInput),
    // Optional on the way in (our clients may leave it out), false when left out.
    is_default: BoolInput.default(false),
    rate: percent.optional(),
    valid_from: validFrom.optional(),
  })
  .superRefine((v, ctx) => {
    thirdScheduleIsTaxable(v, ctx);
    defaultIsActive(v, ctx);
    if (v.rate !== undefined && v.treatment !== 'TAXABLE' && nonZeroRate(v.rate))
      ctx.addIssue({ code: 'custom', path: ['rate'], message: TAX_MSG.exemptRate });
  });
export type CreateTaxCategoryBody = z.infer<typeof CreateTaxCategoryBody>;

/**
 * `PATCH tax-category/<id>/`: any subset of name, treatment, Third Schedule, active and default;
 * rates change only by adding one. `is_default` true makes it the group's default in place of the
 * one before; false leaves the group without one.
 */
export const UpdateTaxCategoryBody = z
  .object({
    name: categoryName.optional(),
    treatment: treatment.optional(),
    third_schedule: BoolInput.optional(),
    is_active: BoolInput.optional(),
    is_default: BoolInput.optional(),
  })
  .superRefine((v, ctx) => {
    thirdScheduleIsTaxable(v, ctx);
    defaultIsActive(v, ctx);
  });
export type UpdateTaxCategoryBody = z.infer<typeof UpdateTaxCategoryBody>;

/** `POST tax-category/<id>/rate/`: a new rate from a day on; the rates before it are kept as they are. */
export const AddTaxRateBody = z.object({ rate: percent, valid_from: validFrom });
export type AddTaxRateBody = z.infer<typeof AddTaxRateBody>;

/** `GET tax-category/`: the caller's group's categories, by name; inactive ones too unless `is_active` says. */
export const TaxCategoryListQuery = listQuery({
  is_active: QueryText.describe('`true`: only the categories in use; `false`: only the retired ones'),
});
export type TaxCategoryListQuery = z.infer<typeof TaxCategoryListQuery>;
