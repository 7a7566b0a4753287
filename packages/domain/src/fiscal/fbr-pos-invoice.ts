import { D, type Dec, round4 } from '../decimal.js';
import type { SplitMethod } from '../split-payment.js';
import type { OrderItemWire, OrderWire } from '../wire-schemas/orders.js';
import {
  FBR_INVOICE_TYPES,
  FBR_ITEM_TYPES,
  FBR_PAYMENT_MODES,
  type FbrInvoiceType,
  type FbrItemType,
  type FbrPaymentMode,
} from './fbr-pos-rules.js';

/*
 * An order as the FBR POS service wants it (docs/domain/fiscal.md, "Mapping"). Every figure is
 * one the order stored when it was written (the line's value excluding tax, its tax and further
 * tax, the order's total): nothing is taxed again here, so the payload and the receipt agree to
 * the paisa. Amounts keep the stored precision; a refund keeps its stored signs (negative).
 */

export interface FbrPosItem {
  ItemCode: string;
  ItemName: string;
  PCTCode: string;
  Quantity: number;
  TaxRate: number;
  SaleValue: number;
  Discount: number;
  FurtherTax: number;
  TaxCharged: number;
  TotalAmount: number;
  InvoiceType: FbrItemType;
  RefUSIN: string | null;
}

export interface FbrPosInvoice {
  InvoiceNumber: string;
  POSID: number;
  USIN: string;
  RefUSIN: string | null;
  DateTime: string;
  BuyerNTN: string;
  BuyerCNIC: string;
  BuyerName: string;
  BuyerPhoneNumber: string;
  TotalSaleValue: number;
  TotalTaxCharged: number;
  Discount: number;
  FurtherTax: number;
  TotalBillAmount: number;
  TotalQuantity: number;
  PaymentMode: FbrPaymentMode;
  InvoiceType: FbrInvoiceType;
  Items: FbrPosItem[];
}

/** Who bought, as the buyer's record holds it (empty for a walk-in customer). */
export interface FbrBuyer {
  name?: string | null | undefined;
  ntn?: string | null | undefined;
  cnic?: string | null | undefined;
  phone?: string | null | undefined;
}

export interface FbrPosContext {
  /** The POS registration number the FBR gave the till (or the shop). */
  posId: number;
  buyer?: FbrBuyer | undefined;
  /** A refund: the USIN (our invoice number) of the sale it takes back. */
  refUsin?: string | null | undefined;
  /** Tax categories of Third Schedule goods (their lines are item types 11 and 12). */
  thirdScheduleCategories?: readonly number[] | undefined;
  /** Minutes east of UTC of the time the FBR expects: Pakistan Standard Time, no daylight saving. */
  utcOffsetMinutes?: number | undefined;
}

export const PAKISTAN_UTC_OFFSET_MINUTES = 300;

/**
 * How each of our payment methods is reported. The FBR list has no code for a sale on the
 * customer's account or for a mobile wallet: a wallet or bank payment goes as Card (a digital
 * payment, as card machines are) and an account sale as Cash, as Odoo reports an unpaid order.
 * Both are our reading (docs/domain/fiscal.md).
 */
export const FBR_PAYMENT_MODE_OF: Record<SplitMethod, FbrPaymentMode> = {
  CASH: FBR_PAYMENT_MODES.CASH,
  CARD: FBR_PAYMENT_MODES.CARD,
  CREDIT: FBR_PAYMENT_MODES.CASH,
};

/** The ways an order was paid, as our methods. */
export function orderPaymentMethods(
  order: Pick<OrderWire, 'payments' | 'cash_payment' | 'payment_service' | 'deduct_balance'>,
): SplitMethod[] {
  if (order.payments && order.payments.length > 0) return order.payments.map((p) => p.method);
  if (order.cash_payment) return ['CASH'];
  if (order.payment_service) return ['CARD'];
  if (order.deduct_balance) return ['CREDIT'];
  return ['CASH'];
}

/** The payment mode: one code when every part maps to it, Mixed when the parts differ. */
export function fbrPaymentMode(order: Parameters<typeof orderPaymentMethods>[0]): FbrPaymentMode {
  const codes = new Set(orderPaymentMethods(order).map((m) => FBR_PAYMENT_MODE_OF[m]));
  if (codes.size === 1) return [...codes][0] as FbrPaymentMode;
  return FBR_PAYMENT_MODES.MIXED;
}

/** A refund: a RETURNED order, or one that names the sale it takes back. */
export const isFbrCredit = (order: Pick<OrderWire, 'status' | 'refund_of'>): boolean =>
  order.status === 'RETURNED' || (order.refund_of ?? null) !== null;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The order's time as the FBR writes it (yyyy-MM-dd HH:mm:ss) at `offsetMinutes` east of UTC.
 * Our wire gives local ISO 8601 with its offset; a time without an offset is taken as already local.
 */
export function fbrDateTime(iso: string, offsetMinutes = PAKISTAN_UTC_OFFSET_MINUTES): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    iso.trim(),
  );
  if (!m) return iso;
  const [, y, mo, d, h, mi, s, zone] = m;
  if (!zone) return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  let zoneMinutes = 0;
  if (zone !== 'Z') {
    const digits = zone.replace(':', '');
    zoneMinutes =
      (digits.startsWith('-') ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  const t = new Date(utc - zoneMinutes * 60_000 + offsetMinutes * 60_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(
    t.getUTCMinutes(),
  )}:${pad(t.getUTCSeconds())}`;
}

/** A decimal as the payload's JSON number: the same digits, so nothing is lost on the way. */
const num = (x: Dec | string): number => Number(new D(x).toFixed());
const digitsOnly = (text: string | null | undefined) => (text ?? '').replace(/[\s-]/g, '');
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The line's value excluding tax as stored; a line sold before tax was recorded is its total less its share of the sale discount. */
export function storedLineValue(
  line: Pick<OrderItemWire, 'tax_value' | 'line_total' | 'sale_discount'>,
): Dec {
  return line.tax_value !== null ? new D(line.tax_value) : new D(line.line_total).minus(line.sale_discount);
}

/** What the buyer was let off on the line, as the receipt shows it: quantity × price less the line total, plus its share of the sale discount. */
export function storedLineDiscount(
  line: Pick<OrderItemWire, 'quantity' | 'price' | 'line_total' | 'sale_discount'>,
): Dec {
  return round4(new D(line.quantity).times(line.price).minus(line.line_total).plus(line.sale_discount));
}

function itemName(line: OrderItemWire): string {
  const variant = line.batch.product_variant;
  const extras = [variant.color, variant.size].filter((x) => x.trim() !== '');
  return cut(
    extras.length > 0 ? `${variant.product.name} (${extras.join(', ')})` : variant.product.name,
    150,
  );
}

function itemCode(line: OrderItemWire): string {
  const variant = line.batch.product_variant;
  return cut(variant.product.bar_code.trim() || `V${variant.id}`, 50);
}

/** The FBR POS invoice of an order, from its stored figures; check it with `fbrPosInvoiceErrors` before sending. */
export function fbrPosInvoice(order: OrderWire, context: FbrPosContext): FbrPosInvoice {
  const credit = isFbrCredit(order);
  const refUsin = credit ? (context.refUsin ?? null) : null;
  const third = new Set(context.thirdScheduleCategories ?? []);
  const zero = new D(0);
  const totals = { value: zero, tax: zero, further: zero, discount: zero, quantity: zero };
  const items = order.order_item.map((line): FbrPosItem => {
    const value = storedLineValue(line);
    const discount = storedLineDiscount(line);
    const total = value.plus(line.tax).plus(line.further_tax);
    totals.value = totals.value.plus(value);
    totals.tax = totals.tax.plus(line.tax);
    totals.further = totals.further.plus(line.further_tax);
    totals.discount = totals.discount.plus(discount);
    totals.quantity = totals.quantity.plus(line.quantity);
    const thirdSchedule = line.tax_category !== null && third.has(line.tax_category);
    const type = credit
      ? thirdSchedule
        ? FBR_ITEM_TYPES.THIRD_SCHEDULE_CREDIT
        : FBR_ITEM_TYPES.CREDIT
      : thirdSchedule
        ? FBR_ITEM_TYPES.THIRD_SCHEDULE_NEW
        : FBR_ITEM_TYPES.NEW;
    return {
      ItemCode: itemCode(line),
      ItemName: itemName(line),
      PCTCode: line.hs_code.replace(/\./g, '').trim(),
      Quantity: num(line.quantity),
      TaxRate: num(line.tax_rate),
      SaleValue: num(value),
      Discount: num(discount),
      FurtherTax: num(line.further_tax),
      TaxCharged: num(line.tax),
      TotalAmount: num(total),
      InvoiceType: type,
      RefUSIN: refUsin,
    };
  });
  const buyer = context.buyer ?? {};
  return {
    InvoiceNumber: '',
    POSID: context.posId,
    USIN: order.invoice_id,
    RefUSIN: refUsin,
    DateTime: fbrDateTime(order.created, context.utcOffsetMinutes),
    BuyerNTN: digitsOnly(buyer.ntn).replace(/^(\d{7})(\d)$/, '$1-$2'),
    BuyerCNIC: digitsOnly(buyer.cnic),
    BuyerName: cut((buyer.name ?? '').trim(), 150),
    BuyerPhoneNumber: (buyer.phone ?? '').trim(),
    TotalSaleValue: num(totals.value),
    TotalTaxCharged: num(totals.tax),
    Discount: num(totals.discount),
    FurtherTax: num(totals.further),
    TotalBillAmount: num(order.total),
    TotalQuantity: num(totals.quantity),
    PaymentMode: fbrPaymentMode(order),
    InvoiceType: credit ? FBR_INVOICE_TYPES.CREDIT : FBR_INVOICE_TYPES.NEW,
    Items: items,
  };
}
