import { normaliseDate, percentError, TAX_MSG, TAX_TREATMENTS, type TaxTreatment } from '@tillwise/domain';
import type { Translate } from '../../../i18n/use-t';
import { plainDecimal } from '../../../lib/format';

/*
 * The Tax categories screen's rules, the server's own messages (docs/domain/tax.md): a name of 1 to
 * 60 characters, a rate from 0 to 100 (0 for exempt and zero-rated goods), a real date it applies
 * from, and Third Schedule goods only taxable. The server checks them again; what only it knows
 * (a name or a day already taken) comes back as its field errors.
 */

export interface CategoryDraft {
  name: string;
  treatment: TaxTreatment;
  third_schedule: boolean;
  /** The first rate; '' adds the category without one. */
  rate: string;
  valid_from: string;
}

export interface RateDraft {
  rate: string;
  valid_from: string;
}

type Errors<K extends string> = Partial<Record<K, string>>;

const nameError = (name: string) =>
  name.trim() === '' || name.trim().length > 60 ? TAX_MSG.categoryName : null;
const dateError = (day: string) => (normaliseDate(day) ? null : TAX_MSG.validFrom);

/** A rate for a category of this treatment: 0–100, and 0 unless it is taxable. */
export function rateError(rate: string, treatment: TaxTreatment): string | null {
  const range = percentError(rate.trim());
  if (range) return range;
  return treatment !== 'TAXABLE' && Number.parseFloat(rate) !== 0 ? TAX_MSG.exemptRate : null;
}

function collect<K extends string>(pairs: [K, string | null][]): Errors<K> {
  const out: Errors<K> = {};
  for (const [field, message] of pairs) if (message) out[field] = message;
  return out;
}

/** A new category: its name, Third Schedule only when taxable, and its first rate when one is typed. */
export function categoryErrors(d: CategoryDraft): Errors<keyof CategoryDraft> {
  return collect<keyof CategoryDraft>([
    ['name', nameError(d.name)],
    ['third_schedule', d.third_schedule && d.treatment !== 'TAXABLE' ? TAX_MSG.thirdScheduleTaxable : null],
    ['rate', d.rate.trim() === '' ? null : rateError(d.rate, d.treatment)],
    ['valid_from', d.rate.trim() === '' ? null : dateError(d.valid_from)],
  ]);
}

/** A category's changes on the edit form (its rates change only by adding one); a retired one cannot be the default. */
export function editErrors(
  d: Pick<CategoryDraft, 'name' | 'treatment' | 'third_schedule'> & {
    is_active?: boolean;
    is_default?: boolean;
  },
) {
  return collect<'name' | 'third_schedule' | 'is_default'>([
    ['name', nameError(d.name)],
    ['third_schedule', d.third_schedule && d.treatment !== 'TAXABLE' ? TAX_MSG.thirdScheduleTaxable : null],
    ['is_default', d.is_default && d.is_active === false ? TAX_MSG.defaultInactive : null],
  ]);
}

/** A new rate from a day on. */
export function newRateErrors(d: RateDraft, treatment: TaxTreatment): Errors<keyof RateDraft> {
  return collect<keyof RateDraft>([
    ['rate', rateError(d.rate, treatment)],
    ['valid_from', dateError(d.valid_from)],
  ]);
}

/** "18%" from the wire's "18.0000"; a dash for none. */
export function percentLabel(rate: string | null): string {
  if (rate === null) return '—';
  return `${plainDecimal(rate)}%`;
}

/** A treatment's name in the reader's language (the domain's TAX_TREATMENT_LABELS are English). */
export const treatmentLabel = (t: Translate, treatment: TaxTreatment): string =>
  t(`catalog.tax.treatment.${treatment}`);

/** The treatment choices of the forms. */
export const treatmentOptions = (t: Translate) =>
  TAX_TREATMENTS.map((treatment) => ({ value: treatment, label: treatmentLabel(t, treatment) }));
