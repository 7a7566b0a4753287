import { D, type Dec } from '../decimal.js';
import {
  FBR_DI_INVOICE_TYPES,
  FBR_DI_LIMITS,
  FBR_DI_PROVINCES,
  FBR_DI_REGISTRATION_TYPES,
  FBR_DI_SALE_TYPE_LIST,
  FBR_DI_SALE_TYPES,
  FBR_DI_UOMS,
} from './fbr-di-rules.js';

/* The checker of a Digital Invoicing payload: every field rule as data with its source (docs/domain/fiscal.md). */

/** Error codes: DI's own where the spec's error list has one (§7), else ours (prefixed `T`). */
export const FBR_DI_ERROR_CODES = {
  sellerNo: '0401',
  buyerNo: '0002',
  invoiceType: '0003',
  invoiceDate: '0005',
  buyerNoMissing: '0009',
  buyerName: '0010',
  registrationType: '0053',
  saleType: '0013',
  salesTax: '0018',
  hsCode: '0019',
  rate: '0020',
  required: 'T001',
  type: 'T002',
  tooLong: 'T003',
  province: 'T004',
  uom: 'T005',
  refNo: 'T006',
  sum: 'T007',
  taxAgainstRate: 'T008',
  sign: 'T009',
  noItems: 'T010',
} as const;

export interface FbrDiError {
  /** `sellerNTNCNIC`, `items[1].rate`. */
  field: string;
  code: string;
  message: string;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

type Check = (value: unknown, invoice: Record<string, unknown>) => { code: string; message: string } | null;
const text =
  (code: string, message: string, test: (v: string) => boolean = (v) => v.trim() !== ''): Check =>
  (v) =>
    typeof v === 'string' && test(v) ? null : { code, message };
const oneOf = (code: string, list: readonly string[], name: string): Check =>
  text(code, `${name} must be one of: ${list.join(', ')}.`, (v) => list.includes(v));
const registrationNo = /^(\d{7}|\d{13})$/;
const maxLength =
  (max: number, inner: Check): Check =>
  (v, inv) =>
    typeof v === 'string' && v.length > max
      ? { code: FBR_DI_ERROR_CODES.tooLong, message: `At most ${max} characters.` }
      : inner(v, inv);

/** The invoice's fields and what each must be (spec §4); `source` says where the rule comes from. */
export const FBR_DI_INVOICE_FIELDS: Record<string, { check: Check; source: string }> = {
  invoiceType: {
    check: oneOf(FBR_DI_ERROR_CODES.invoiceType, Object.values(FBR_DI_INVOICE_TYPES), 'invoiceType'),
    source: '§4',
  },
  invoiceDate: {
    check: text(FBR_DI_ERROR_CODES.invoiceDate, 'invoiceDate must be YYYY-MM-DD.', (v) =>
      /^\d{4}-\d{2}-\d{2}$/.test(v),
    ),
    source: '§4, error 0005',
  },
  sellerNTNCNIC: {
    check: text(FBR_DI_ERROR_CODES.sellerNo, 'sellerNTNCNIC must be 7 or 13 digits.', (v) =>
      registrationNo.test(v),
    ),
    source: '§4, error 0401',
  },
  sellerBusinessName: {
    check: maxLength(
      FBR_DI_LIMITS.name,
      text(FBR_DI_ERROR_CODES.required, 'sellerBusinessName is required.'),
    ),
    source: '§4',
  },
  sellerProvince: {
    check: oneOf(FBR_DI_ERROR_CODES.province, FBR_DI_PROVINCES, 'sellerProvince'),
    source: '§4, §5',
  },
  sellerAddress: {
    check: maxLength(FBR_DI_LIMITS.address, text(FBR_DI_ERROR_CODES.required, 'sellerAddress is required.')),
    source: '§4',
  },
  buyerNTNCNIC: {
    // Required for a registered buyer; an unregistered one may send none (§4, errors 0002, 0009).
    check: (v, inv) => {
      if (inv.buyerRegistrationType !== 'Registered' && (v === '' || v === undefined)) return null;
      if (typeof v !== 'string' || v === '')
        return {
          code: FBR_DI_ERROR_CODES.buyerNoMissing,
          message: 'buyerNTNCNIC is required for a registered buyer.',
        };
      return registrationNo.test(v)
        ? null
        : { code: FBR_DI_ERROR_CODES.buyerNo, message: 'buyerNTNCNIC must be 7 or 13 digits.' };
    },
    source: '§4, errors 0002, 0009',
  },
  buyerBusinessName: {
    check: maxLength(
      FBR_DI_LIMITS.name,
      text(FBR_DI_ERROR_CODES.buyerName, 'buyerBusinessName is required.'),
    ),
    source: '§4, error 0010',
  },
  buyerProvince: {
    check: oneOf(FBR_DI_ERROR_CODES.province, FBR_DI_PROVINCES, 'buyerProvince'),
    source: '§4, §5',
  },
  buyerAddress: {
    check: maxLength(FBR_DI_LIMITS.address, text(FBR_DI_ERROR_CODES.required, 'buyerAddress is required.')),
    source: '§4',
  },
  buyerRegistrationType: {
    check: oneOf(FBR_DI_ERROR_CODES.registrationType, FBR_DI_REGISTRATION_TYPES, 'buyerRegistrationType'),
    source: '§4, error 0053',
  },
  invoiceRefNo: {
    // Required on a Debit Note: the DI number of the invoice it corrects, 22 characters (an NTN
    // seller's) or 28 (a CNIC seller's) (§4); blank on a sale (ours).
    check: (v, inv) => {
      if (typeof v !== 'string')
        return { code: FBR_DI_ERROR_CODES.type, message: 'invoiceRefNo must be text.' };
      if (inv.invoiceType !== FBR_DI_INVOICE_TYPES.DEBIT_NOTE)
        return v === ''
          ? null
          : { code: FBR_DI_ERROR_CODES.refNo, message: 'invoiceRefNo is for a Debit Note only.' };
      return v.length === 22 || v.length === 28
        ? null
        : {
            code: FBR_DI_ERROR_CODES.refNo,
            message: 'A Debit Note names the DI number of its invoice (22 or 28 characters).',
          };
    },
    source: '§4',
  },
};

const amount =
  (required: boolean): Check =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v)
      ? null
      : v === undefined && !required
        ? null
        : { code: FBR_DI_ERROR_CODES.type, message: 'Must be a number.' };

/** Each item's fields (spec §4, "Line item fields"). */
export const FBR_DI_ITEM_FIELDS: Record<string, { check: Check; source: string }> = {
  hsCode: {
    check: text(FBR_DI_ERROR_CODES.hsCode, 'hsCode must be an HS code such as 0401.2000.', (v) =>
      /^\d{4}(\.\d{1,4})?$/.test(v),
    ),
    source: '§4, error 0019 (the dotted form: the spec sample)',
  },
  productDescription: {
    check: maxLength(
      FBR_DI_LIMITS.productDescription,
      text(FBR_DI_ERROR_CODES.required, 'productDescription is required.'),
    ),
    source: '§4',
  },
  rate: {
    check: text(FBR_DI_ERROR_CODES.rate, 'rate must be a percentage such as "18%".', (v) =>
      /^\d{1,3}(\.\d{1,2})?%$/.test(v),
    ),
    source: '§4 ("18%"), error 0020; other forms of the reference API (Rs. per unit) are not ours to send',
  },
  uoM: { check: oneOf(FBR_DI_ERROR_CODES.uom, FBR_DI_UOMS, 'uoM'), source: '§4, §5' },
  quantity: { check: amount(true), source: '§4' },
  totalValues: { check: amount(true), source: '§4' },
  valueSalesExcludingST: { check: amount(true), source: '§4' },
  fixedNotifiedValueOrRetailPrice: { check: amount(true), source: '§4' },
  salesTaxApplicable: {
    check: (v) =>
      typeof v === 'number' && Number.isFinite(v)
        ? null
        : { code: FBR_DI_ERROR_CODES.salesTax, message: 'salesTaxApplicable is required.' },
    source: '§4, error 0018',
  },
  salesTaxWithheldAtSource: { check: amount(true), source: '§4' },
  extraTax: { check: amount(false), source: '§4' },
  furtherTax: { check: amount(false), source: '§4' },
  sroScheduleNo: {
    check: (v) =>
      v === undefined || typeof v === 'string'
        ? null
        : { code: FBR_DI_ERROR_CODES.type, message: 'Must be text.' },
    source: '§4',
  },
  fedPayable: { check: amount(false), source: '§4' },
  discount: { check: amount(false), source: '§4' },
  saleType: {
    check: oneOf(FBR_DI_ERROR_CODES.saleType, FBR_DI_SALE_TYPE_LIST, 'saleType'),
    source: '§4, error 0013',
  },
  sroItemSerialNo: {
    check: (v) =>
      v === undefined || typeof v === 'string'
        ? null
        : { code: FBR_DI_ERROR_CODES.type, message: 'Must be text.' },
    source: '§4',
  },
};

const dec = (x: unknown): Dec => (typeof x === 'number' && Number.isFinite(x) ? new D(String(x)) : new D(0));

/**
 * Every error of a DI invoice: each field against its rule, then across fields (ours): at least one
 * item; `totalValues` = value + sales tax + further tax + extra tax + FED; on a percentage rate
 * outside the Third Schedule, the sales tax is value × rate within one paisa (the authority
 * recomputes it: the text's errors 0102–0105 as vendors describe them); quantities
 * positive on a sale (a Debit Note keeps the signs of the return: ours).
 */
export function fbrDiInvoiceErrors(payload: unknown): FbrDiError[] {
  if (!isRecord(payload))
    return [{ field: '', code: FBR_DI_ERROR_CODES.type, message: 'The invoice must be a JSON object.' }];
  const errors: FbrDiError[] = [];
  for (const [field, rule] of Object.entries(FBR_DI_INVOICE_FIELDS)) {
    const e = rule.check(payload[field], payload);
    if (e) errors.push({ field, ...e });
  }
  const items = payload.items;
  if (!Array.isArray(items) || items.length === 0) {
    errors.push({
      field: 'items',
      code: FBR_DI_ERROR_CODES.noItems,
      message: 'An invoice has at least one item.',
    });
    return errors;
  }
  items.forEach((item, i) => {
    const at = (f: string) => `items[${i}].${f}`;
    if (!isRecord(item)) {
      errors.push({
        field: `items[${i}]`,
        code: FBR_DI_ERROR_CODES.type,
        message: 'An item must be an object.',
      });
      return;
    }
    let wellFormed = true;
    for (const [field, rule] of Object.entries(FBR_DI_ITEM_FIELDS)) {
      const e = rule.check(item[field], payload);
      if (e) {
        wellFormed = false;
        errors.push({ field: at(field), ...e });
      }
    }
    if (!wellFormed) return;
    const value = dec(item.valueSalesExcludingST);
    const tax = dec(item.salesTaxApplicable);
    const sum = value
      .plus(tax)
      .plus(dec(item.furtherTax))
      .plus(dec(item.extraTax))
      .plus(dec(item.fedPayable));
    if (!sum.equals(dec(item.totalValues)))
      errors.push({
        field: at('totalValues'),
        code: FBR_DI_ERROR_CODES.sum,
        message:
          'totalValues must be valueSalesExcludingST + salesTaxApplicable + furtherTax + extraTax + fedPayable.',
      });
    if (item.saleType !== FBR_DI_SALE_TYPES.THIRD_SCHEDULE) {
      const rate = new D(String(item.rate).replace('%', ''));
      if (value.times(rate).div(100).minus(tax).abs().greaterThan('0.01'))
        errors.push({
          field: at('salesTaxApplicable'),
          code: FBR_DI_ERROR_CODES.taxAgainstRate,
          message: 'salesTaxApplicable must be valueSalesExcludingST × rate (within one paisa).',
        });
    }
    if (payload.invoiceType === FBR_DI_INVOICE_TYPES.SALE && dec(item.quantity).isNegative())
      errors.push({
        field: at('quantity'),
        code: FBR_DI_ERROR_CODES.sign,
        message: 'A sale’s quantities are positive.',
      });
  });
  return errors;
}
