import { D, type Dec } from '../decimal.js';
import type { OrderWire } from '../wire-schemas/orders.js';
import {
  FBR_DI_DEFAULT_UOM,
  FBR_DI_INVOICE_TYPES,
  FBR_DI_LIMITS,
  FBR_DI_SALE_TYPES,
  type FbrDiContext,
  type FbrDiInvoice,
  type FbrDiItem,
  type FbrDiParty,
} from './fbr-di-rules.js';
import {
  fbrDateTime,
  isFbrCredit,
  PAKISTAN_UTC_OFFSET_MINUTES,
  storedLineDiscount,
  storedLineValue,
} from './fbr-pos-invoice.js';

/* The Digital Invoicing payload built from an order's stored figures (docs/domain/fiscal.md, "Digital Invoicing"). */

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
