import { D, type Dec } from '../decimal.js';
import type { OrderWire } from '../wire-schemas/orders.js';
import {
  fbrDateTime,
  isFbrCredit,
  PAKISTAN_UTC_OFFSET_MINUTES,
  storedLineDiscount,
  storedLineValue,
} from './fbr-pos-invoice.js';

/*
 * FBR Digital Invoicing (DI), the service through which a sales-tax-registered business issues its
 * invoices to registered buyers (docs/domain/fiscal.md, "Digital Invoicing"). The rules are the
 * published text's as data: PRAL's "Technical Specification for DI API", version 1.12
 * (24 July 2025), read through the public extracts cited in the doc. Each rule says where it comes
 * from; "ours" marks our reading. The builder uses the order's stored figures only, like the POS
 * payload: nothing is taxed again, so the invoice equals the receipt to the paisa.
 */

export const FBR_DI_SPEC = 'PRAL Technical Specification for DI API v1.12 (24-July-2025)';

/** Where DI answers: one host; the sandbox's routes end in `_sb` (spec §3.1, §3.2). */
export const FBR_DI_ROUTES = {
  origin: 'https://gw.fbr.gov.pk',
  postPath: '/di_data/v1/di/postinvoicedata',
  validatePath: '/di_data/v1/di/validateinvoicedata',
  sandboxSuffix: '_sb',
} as const;

/** invoiceType (spec §4): a sale, and the note that corrects one (our returns and refunds, ours). */
export const FBR_DI_INVOICE_TYPES = { SALE: 'Sale Invoice', DEBIT_NOTE: 'Debit Note' } as const;
export type FbrDiInvoiceType = (typeof FBR_DI_INVOICE_TYPES)[keyof typeof FBR_DI_INVOICE_TYPES];

/** buyerRegistrationType (spec §4). */
export const FBR_DI_REGISTRATION_TYPES = ['Registered', 'Unregistered'] as const;
export type FbrDiRegistrationType = (typeof FBR_DI_REGISTRATION_TYPES)[number];

/**
 * Provinces as DI's reference API (`/pdi/v1/provinces`) names them. The spec gives the route, not
 * the list: these names are vendors' copies of its answer (inference; check against the API).
 */
export const FBR_DI_PROVINCES = [
  'PUNJAB',
  'SINDH',
  'KHYBER PAKHTUNKHWA',
  'BALOCHISTAN',
  'CAPITAL TERRITORY',
  'GILGIT BALTISTAN',
  'AZAD JAMMU AND KASHMIR',
] as const;

/**
 * Sale types. "Goods at standard rate (default)" is the spec's sample; the others are the
 * transaction types of DI's reference API (`/pdi/v1/transtypecode`) as vendors list them (inference).
 * Which our lines use: standard-rated goods, Third Schedule goods (printed retail price), and goods
 * at a rate of 0 (exempt, ours: a category at 0%).
 */
export const FBR_DI_SALE_TYPES = {
  STANDARD: 'Goods at standard rate (default)',
  REDUCED: 'Goods at Reduced Rate',
  THIRD_SCHEDULE: '3rd Schedule Goods',
  EXEMPT: 'Exempt goods',
  ZERO_RATED: 'Goods at zero-rate',
} as const;
export const FBR_DI_SALE_TYPE_LIST: readonly string[] = Object.values(FBR_DI_SALE_TYPES);

/**
 * Units of measure (`/pdi/v1/uom`). "Numbers, pieces, units" is the spec's sample and our default
 * (we sell by the piece unless told); the others as vendors list the reference API (inference).
 */
export const FBR_DI_UOMS = [
  'Numbers, pieces, units',
  'KG',
  'Liter',
  'Meter',
  'Square Metre',
  'Dozen',
  'Pair',
  'Carat',
  'Gram',
  'MT',
  'Bill of lading',
  'SET',
  'Kilowatt hour',
  '1000 kWh',
  'Mega Watt',
  'Packs',
  'Others',
] as const;
export const FBR_DI_DEFAULT_UOM = 'Numbers, pieces, units';

export interface FbrDiItem {
  hsCode: string;
  productDescription: string;
  rate: string;
  uoM: string;
  quantity: number;
  totalValues: number;
  valueSalesExcludingST: number;
  fixedNotifiedValueOrRetailPrice: number;
  salesTaxApplicable: number;
  salesTaxWithheldAtSource: number;
  extraTax: number;
  furtherTax: number;
  sroScheduleNo: string;
  fedPayable: number;
  discount: number;
  saleType: string;
  sroItemSerialNo: string;
}

export interface FbrDiInvoice {
  invoiceType: FbrDiInvoiceType;
  invoiceDate: string;
  sellerNTNCNIC: string;
  sellerBusinessName: string;
  sellerProvince: string;
  sellerAddress: string;
  buyerNTNCNIC: string;
  buyerBusinessName: string;
  buyerProvince: string;
  buyerAddress: string;
  buyerRegistrationType: FbrDiRegistrationType;
  invoiceRefNo: string;
  /** Sandbox only: the test scenario (SN001 standard-rated goods to a registered buyer). */
  scenarioId?: string;
  items: FbrDiItem[];
}

/** Who trades, as our records hold them. */
export interface FbrDiParty {
  ntn?: string | null | undefined;
  cnic?: string | null | undefined;
  name: string;
  province: string;
  address: string;
  registered?: boolean;
}

export interface FbrDiContext {
  seller: FbrDiParty;
  buyer: FbrDiParty;
  /** A Debit Note: the DI invoice number of the invoice it corrects. */
  refInvoiceNo?: string | null | undefined;
  /** Tax categories of Third Schedule goods (sale type "3rd Schedule Goods", retail price reported). */
  thirdScheduleCategories?: readonly number[] | undefined;
  /** The unit of each line (by variant id); the default is pieces. */
  uomOf?: ((variantId: number) => string | undefined) | undefined;
  /** A Third Schedule line's printed retail price per unit (by variant id). */
  retailPriceOf?: ((variantId: number) => string | null | undefined) | undefined;
  /** Sandbox: the scenario id sent with each invoice. */
  scenarioId?: string | undefined;
  utcOffsetMinutes?: number | undefined;
}

const digitsOnly = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');
const num = (x: Dec | string): number => Number(new D(x).toFixed());
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** A party's registration number as DI wants it: the NTN's 7 digits (without its check digit), else the CNIC's 13. */
export function fbrDiRegistrationNo(party: Pick<FbrDiParty, 'ntn' | 'cnic'>): string {
  const ntn = digitsOnly(party.ntn);
  if (ntn.length === 7 || ntn.length === 8) return ntn.slice(0, 7);
  if (ntn.length === 13) return ntn;
  const cnic = digitsOnly(party.cnic);
  return cnic.length === 13 ? cnic : ntn;
}

/** An HS code as DI writes it: `0401.2000` (our lines store digits only, or with the point). */
export function fbrDiHsCode(code: string): string {
  const digits = code.replace(/\D/g, '');
  return digits.length > 4 ? `${digits.slice(0, 4)}.${digits.slice(4)}` : digits;
}

/** A rate as DI writes it: "18%", "17.5%"; a rate of 0 is written "0%". */
export const fbrDiRate = (rate: Dec | string): string => `${new D(rate).toFixed()}%`;

/** The DI invoice of an order, from its stored figures; check it with `fbrDiInvoiceErrors` before sending. */
export function fbrDiInvoice(order: OrderWire, context: FbrDiContext): FbrDiInvoice {
  const debit = isFbrCredit(order);
  const third = new Set(context.thirdScheduleCategories ?? []);
  const items = order.order_item.map((line): FbrDiItem => {
    const value = storedLineValue(line);
    const thirdSchedule = line.tax_category !== null && third.has(line.tax_category);
    const rate = new D(line.tax_rate);
    const variant = line.batch.product_variant;
    const name = [variant.color, variant.size].filter((x) => x.trim() !== '');
    const retail = context.retailPriceOf?.(variant.id) ?? null;
    return {
      hsCode: fbrDiHsCode(line.hs_code),
      productDescription: cut(
        name.length > 0 ? `${variant.product.name} (${name.join(', ')})` : variant.product.name,
        FBR_DI_LIMITS.productDescription,
      ),
      rate: fbrDiRate(rate),
      uoM: context.uomOf?.(variant.id) ?? FBR_DI_DEFAULT_UOM,
      quantity: num(line.quantity),
      totalValues: num(value.plus(line.tax).plus(line.further_tax)),
      valueSalesExcludingST: num(value),
      fixedNotifiedValueOrRetailPrice:
        thirdSchedule && retail !== null ? num(new D(retail).times(line.quantity)) : 0,
      salesTaxApplicable: num(line.tax),
      salesTaxWithheldAtSource: 0,
      extraTax: 0,
      furtherTax: num(line.further_tax),
      sroScheduleNo: '',
      fedPayable: 0,
      discount: num(storedLineDiscount(line)),
      saleType: thirdSchedule
        ? FBR_DI_SALE_TYPES.THIRD_SCHEDULE
        : rate.isZero()
          ? FBR_DI_SALE_TYPES.EXEMPT
          : FBR_DI_SALE_TYPES.STANDARD,
      sroItemSerialNo: '',
    };
  });
  const { seller, buyer } = context;
  const buyerNo = fbrDiRegistrationNo(buyer);
  const invoice: FbrDiInvoice = {
    invoiceType: debit ? FBR_DI_INVOICE_TYPES.DEBIT_NOTE : FBR_DI_INVOICE_TYPES.SALE,
    invoiceDate: fbrDateTime(order.created, context.utcOffsetMinutes ?? PAKISTAN_UTC_OFFSET_MINUTES).slice(
      0,
      10,
    ),
    sellerNTNCNIC: fbrDiRegistrationNo(seller),
    sellerBusinessName: cut(seller.name.trim(), FBR_DI_LIMITS.name),
    sellerProvince: seller.province,
    sellerAddress: cut(seller.address.trim(), FBR_DI_LIMITS.address),
    buyerNTNCNIC: buyerNo,
    buyerBusinessName: cut(buyer.name.trim(), FBR_DI_LIMITS.name),
    buyerProvince: buyer.province,
    buyerAddress: cut(buyer.address.trim(), FBR_DI_LIMITS.address),
    buyerRegistrationType: buyer.registered && buyerNo !== '' ? 'Registered' : 'Unregistered',
    invoiceRefNo: debit ? (context.refInvoiceNo ?? '') : '',
    items,
  };
  if (context.scenarioId) invoice.scenarioId = context.scenarioId;
  return invoice;
}

/** Lengths: the spec gives none for names and addresses; these are ours (what our records hold). */
export const FBR_DI_LIMITS = { name: 255, address: 255, productDescription: 255 } as const;

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
