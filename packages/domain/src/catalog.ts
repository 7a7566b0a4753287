import { CATALOG_MSG, maxLengthMessage } from './catalog-messages.js';
import { normaliseDate } from './dates.js';
import { parseDecimal } from './decimal.js';

/** Field limits of spec 5.3 and 9. */
export const PRODUCT_NAME_MAX = 50;
export const BARCODE_MAX = 48;
export const VARIANT_TEXT_MAX = 20;
export const DESCRIPTION_MAX = 250;
/** numeric(14,4): ten digits before the point, four after. */
const INTEGER_DIGITS = 10;
const DECIMAL_PLACES = 4;

/** The text a person typed, or a number sent by a JSON client, as the text the rules read. */
const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A required text with a maximum length. */
function requiredTextError(value: string, required: string, max: number): string | null {
  if (value.trim().length === 0) return required;
  return value.trim().length > max ? maxLengthMessage(max) : null;
}

export const productNameError = (value: string): string | null =>
  requiredTextError(value, CATALOG_MSG.nameRequired, PRODUCT_NAME_MAX);

export const barcodeError = (value: string): string | null =>
  requiredTextError(value, CATALOG_MSG.barcodeRequired, BARCODE_MAX);

/** Optional texts (colour, size, description): only their length is checked. */
export const maxLengthError = (value: string, max: number): string | null =>
  value.trim().length > max ? maxLengthMessage(max) : null;

interface DecimalRule {
  /** Message when empty; null means an empty value is allowed. */
  required: string | null;
  /** Message when the value is zero or less; null allows zero (but never a negative). */
  positive: string | null;
}

/** The first problem with a decimal typed into a money or quantity field, or null. */
export function decimalError(value: unknown, rule: DecimalRule): string | null {
  const text = asText(value).trim();
  if (text === '') return rule.required;
  const parsed = parseDecimal(text);
  if (parsed === null) return CATALOG_MSG.numbersOnly;
  if (rule.positive && parsed.lte(0)) return rule.positive;
  if (parsed.lt(0)) return CATALOG_MSG.notNegative;
  if (parsed.decimalPlaces() > DECIMAL_PLACES) return CATALOG_MSG.tooManyDecimals;
  if (parsed.abs().trunc().toFixed().length > INTEGER_DIGITS) return CATALOG_MSG.tooManyDigits;
  return null;
}

/** Cost price of a variant: required and above zero (spec 5.3; also for table edits). */
export const priceError = (value: unknown): string | null =>
  decimalError(value, { required: CATALOG_MSG.priceRequired, positive: CATALOG_MSG.priceNotPositive });

/** Sale price: the spec leaves it unvalidated, so only a number that is not negative is asked for. */
export const salePriceError = (value: unknown): string | null =>
  decimalError(value, { required: null, positive: null });

/** A batch's cost price: a number that is not negative (zero: goods that cost nothing). */
export const costPriceError = (value: unknown): string | null =>
  decimalError(value, { required: null, positive: null });

/** Batch quantity: required, a number, above zero (spec 5.4). */
export const quantityError = (value: unknown): string | null =>
  decimalError(value, {
    required: CATALOG_MSG.quantityRequired,
    positive: CATALOG_MSG.quantityNotPositive,
  });

type Errors<K extends string> = Partial<Record<K, string>>;

const collect = <K extends string>(entries: [K, string | null][]): Errors<K> =>
  Object.fromEntries(entries.filter(([, message]) => message !== null)) as Errors<K>;

export interface VariantInput {
  color: string;
  size: string;
  price: string;
  sale_price: string;
  description: string;
  /** Third Schedule goods: the printed retail price (docs/domain/tax.md); '' or absent for none. */
  retail_price?: string;
}

export type VariantField = 'color' | 'size' | 'price' | 'sale_price' | 'description' | 'retail_price';

/** One variant of the product form or its table: the messages by field. */
export function variantErrors(v: VariantInput): Errors<VariantField> {
  return collect<VariantField>([
    ['color', maxLengthError(v.color, VARIANT_TEXT_MAX)],
    ['size', maxLengthError(v.size, VARIANT_TEXT_MAX)],
    ['price', priceError(v.price)],
    ['sale_price', salePriceError(v.sale_price)],
    ['description', maxLengthError(v.description, DESCRIPTION_MAX)],
    [
      'retail_price',
      v.retail_price ? decimalError(v.retail_price, { required: null, positive: null }) : null,
    ],
  ]);
}

/** The product form's own fields and the variant count (spec 5.3). Unit and category are optional. */
export function productErrors(p: {
  name: string;
  bar_code: string;
  variantCount: number;
}): Errors<'name' | 'bar_code' | 'product_variant'> {
  return collect<'name' | 'bar_code' | 'product_variant'>([
    ['name', productNameError(p.name)],
    ['bar_code', barcodeError(p.bar_code)],
    ['product_variant', p.variantCount > 0 ? null : CATALOG_MSG.variantRequired],
  ]);
}

export interface BatchInput {
  product_variant: number | null;
  quantity: string;
  manufacturing_date: string;
  expiry_date: string;
}

export type BatchField = 'product_variant' | 'quantity' | 'manufacturing_date' | 'expiry_date';

/** A date field of the batch form: required, a real date (`2022-3-5` is accepted). */
export const batchDateError = (value: string): string | null => {
  if (value.trim() === '') return CATALOG_MSG.batchDatesRequired;
  return normaliseDate(value) === null ? CATALOG_MSG.dateInvalid : null;
};

/** The batch form (spec 5.4): variant, quantity, both dates, and expiry not before manufacture. */
export function batchErrors(b: BatchInput): Errors<BatchField> {
  const made = normaliseDate(b.manufacturing_date);
  const expires = normaliseDate(b.expiry_date);
  const ordered = made === null || expires === null || expires >= made;
  return collect<BatchField>([
    ['product_variant', b.product_variant === null ? CATALOG_MSG.batchVariantRequired : null],
    ['quantity', quantityError(b.quantity)],
    ['manufacturing_date', batchDateError(b.manufacturing_date)],
    ['expiry_date', batchDateError(b.expiry_date) ?? (ordered ? null : CATALOG_MSG.expiryBeforeManufacture)],
  ]);
}
