import { D, type Dec } from '../decimal.js';
import {
  FBR_CROSS_RULES,
  FBR_INVOICE_FIELDS,
  FBR_INVOICE_TYPES,
  FBR_ITEM_FIELDS,
  FBR_ITEM_TYPES,
  FBR_ITEM_TYPES_OF_INVOICE,
  type FbrInvoiceType,
  type FieldRule,
} from './fbr-pos-rules.js';

/*
 * A payload checked against the FBR POS rules (fbr-pos-rules.ts), field by field and then across
 * fields. The stand-in of the authority refuses a request with the first error; tests read them
 * all. Codes are ours (the published text lists none besides 100 for success).
 */

export const FBR_ERROR_CODES = {
  required: 'Required',
  type: 'WrongType',
  tooLong: 'TooLong',
  format: 'BadFormat',
  decimals: 'TooManyDecimals',
  range: 'OutOfRange',
  code: 'UnknownCode',
  sum: 'SumMismatch',
  sign: 'WrongSign',
  tax: 'TaxMismatch',
  itemType: 'ItemTypeMismatch',
  unknownField: 'UnknownField',
} as const;
export type FbrErrorCode = (typeof FBR_ERROR_CODES)[keyof typeof FBR_ERROR_CODES];

export interface FbrPosError {
  /** The field's path: `USIN`, `Items[2].PCTCode`. */
  field: string;
  code: FbrErrorCode;
  message: string;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const blank = (x: unknown) => x === undefined || x === null || x === '';

/** Places after the point of a JSON number, read from its shortest text (`1e-7` has 7). */
function placesOf(n: number): number {
  const d = new D(String(n));
  return Math.max(0, d.decimalPlaces());
}

function fieldErrors(path: string, value: unknown, rule: FieldRule): FbrPosError[] {
  const err = (code: FbrErrorCode, message: string): FbrPosError[] => [{ field: path, code, message }];
  const name = path.replace(/^Items\[\d+\]\./, '');
  if (blank(value)) return rule.required ? err('Required', `${name} is required.`) : [];
  if (rule.kind === 'text') {
    if (typeof value !== 'string') return err('WrongType', `${name} must be text.`);
    if (value.length > rule.maxLength) {
      return err('TooLong', `${name} is at most ${rule.maxLength} characters.`);
    }
    if (rule.pattern && !rule.pattern.test(value)) return err('BadFormat', `${name} must be ${rule.format}.`);
    return [];
  }
  if (typeof value !== 'number' || !Number.isFinite(value))
    return err('WrongType', `${name} must be a number.`);
  if (rule.integer && !Number.isInteger(value)) return err('WrongType', `${name} must be a whole number.`);
  if (rule.oneOf && !rule.oneOf.includes(value)) {
    return err('UnknownCode', `${name} must be one of ${rule.oneOf.join(', ')}.`);
  }
  if (rule.decimals !== undefined && placesOf(value) > rule.decimals) {
    return err('TooManyDecimals', `${name} has at most ${rule.decimals} decimal places.`);
  }
  if ((rule.min !== undefined && value < rule.min) || (rule.max !== undefined && value > rule.max)) {
    return err('OutOfRange', `${name} must be from ${rule.min ?? '−∞'} to ${rule.max ?? '∞'}.`);
  }
  return [];
}

const amountOf = (x: unknown): Dec =>
  typeof x === 'number' && Number.isFinite(x) ? new D(String(x)) : new D(0);

/**
 * Every way `payload` breaks the FBR POS rules, field by field, then across fields (sums, signs,
 * item types, tax against rate); empty when it may be sent. `serviceFee` is the POS service fee
 * the invoice may carry on top of its items (SRO 1279(I)/2021: Re 1).
 */
export function fbrPosInvoiceErrors(
  payload: unknown,
  options: { serviceFee?: Dec | string } = {},
): FbrPosError[] {
  if (!isRecord(payload))
    return [{ field: '', code: 'WrongType', message: 'The invoice must be a JSON object.' }];
  const errors: FbrPosError[] = [];
  for (const [name, rule] of Object.entries(FBR_INVOICE_FIELDS) as [string, FieldRule][]) {
    errors.push(...fieldErrors(name, payload[name], rule));
  }
  const items = payload.Items;
  if (!Array.isArray(items) || items.length < FBR_CROSS_RULES.minItems) {
    errors.push({ field: 'Items', code: 'Required', message: 'An invoice has at least one item.' });
    return errors;
  }
  items.forEach((item, i) => {
    if (!isRecord(item)) {
      errors.push({ field: `Items[${i}]`, code: 'WrongType', message: 'An item must be a JSON object.' });
      return;
    }
    for (const [name, rule] of Object.entries(FBR_ITEM_FIELDS) as [string, FieldRule][]) {
      errors.push(...fieldErrors(`Items[${i}].${name}`, item[name], rule));
    }
  });
  // Across fields only once every field is well formed: a sum over a missing figure says nothing.
  if (errors.length > 0) return errors;
  const rows = items as Record<string, unknown>[];
  const invoiceType = payload.InvoiceType as FbrInvoiceType;
  const credit = invoiceType === FBR_INVOICE_TYPES.CREDIT;

  for (const [total, field] of FBR_CROSS_RULES.sums) {
    const sum = rows.reduce((s, r) => s.plus(amountOf(r[field])), new D(0));
    if (!sum.eq(amountOf(payload[total]))) {
      errors.push({
        field: total,
        code: 'SumMismatch',
        message: `${total} must be the sum of the items' ${field} (${sum.toFixed()}).`,
      });
    }
  }
  const billed = amountOf(payload.TotalSaleValue)
    .plus(amountOf(payload.TotalTaxCharged))
    .plus(amountOf(payload.FurtherTax));
  const extra = amountOf(payload.TotalBillAmount).minus(billed);
  const fee = new D(options.serviceFee ?? FBR_CROSS_RULES.posServiceFee);
  const feeAllowed = invoiceType === FBR_INVOICE_TYPES.NEW ? extra.isZero() || extra.eq(fee) : extra.isZero();
  if (!feeAllowed) {
    errors.push({
      field: 'TotalBillAmount',
      code: 'SumMismatch',
      message:
        'TotalBillAmount must be TotalSaleValue + TotalTaxCharged + FurtherTax, plus the POS service fee on a sale.',
    });
  }
  if (credit && FBR_CROSS_RULES.creditNeedsRefUsin && blank(payload.RefUSIN)) {
    errors.push({
      field: 'RefUSIN',
      code: 'Required',
      message: 'A credit note names the sale it takes back in RefUSIN.',
    });
  }

  const allowedTypes = FBR_ITEM_TYPES_OF_INVOICE[invoiceType];
  const tolerance = new D(FBR_CROSS_RULES.taxTolerance);
  rows.forEach((r, i) => {
    const at = (name: string) => `Items[${i}].${name}`;
    const type = r.InvoiceType as number;
    if (!(allowedTypes as readonly number[]).includes(type)) {
      errors.push({
        field: at('InvoiceType'),
        code: 'ItemTypeMismatch',
        message: `An invoice of type ${invoiceType} carries items of type ${allowedTypes.join(' or ')}.`,
      });
    }
    const value = amountOf(r.SaleValue);
    const tax = amountOf(r.TaxCharged);
    const further = amountOf(r.FurtherTax);
    if (!value.plus(tax).plus(further).eq(amountOf(r.TotalAmount))) {
      errors.push({
        field: at('TotalAmount'),
        code: 'SumMismatch',
        message: 'TotalAmount must be SaleValue + TaxCharged + FurtherTax.',
      });
    }
    const quantity = amountOf(r.Quantity);
    if (
      FBR_CROSS_RULES.quantitySignFollowsType &&
      (credit ? !quantity.isNegative() : !quantity.isPositive())
    ) {
      errors.push({
        field: at('Quantity'),
        code: 'WrongSign',
        message: credit ? 'A credit note returns negative quantities.' : 'A sale has positive quantities.',
      });
    } else if (!tax.isZero() && tax.isNegative() !== quantity.isNegative()) {
      errors.push({
        field: at('TaxCharged'),
        code: 'WrongSign',
        message: 'TaxCharged has the sign of the quantity.',
      });
    }
    const thirdSchedule =
      type === FBR_ITEM_TYPES.THIRD_SCHEDULE_NEW || type === FBR_ITEM_TYPES.THIRD_SCHEDULE_CREDIT;
    if (!thirdSchedule) {
      const expected = value.times(amountOf(r.TaxRate)).div(100);
      if (expected.minus(tax).abs().gt(tolerance)) {
        errors.push({
          field: at('TaxCharged'),
          code: 'TaxMismatch',
          message: `TaxCharged must be SaleValue × TaxRate within ${tolerance.toFixed(2)} (${expected.toFixed(2)}).`,
        });
      }
    }
  });
  return errors;
}
