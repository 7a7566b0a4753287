import { D, type Dec, round4 } from './decimal.js';
import { allocateDiscount } from './discount-allocation.js';
import { lineTotal, orderTotal } from './orders.js';

/*
 * Sales tax on every line (docs/domain/tax.md). One country-neutral computation: a company's
 * settings say whether its prices include tax, how tax is rounded, its service fee and its further
 * tax; a line's category says its rate (found for the day of the sale, so a later rate change never
 * touches it). Pakistan's sales tax is the first complete set of settings. The server, the counter
 * and the till's worker all call `taxOrder`: a sale made offline carries the same tax as online.
 */

/** How a category's goods are taxed: at its rate, exempt (no tax, not in the return's taxable sales) or zero-rated. */
export const TAX_TREATMENTS = ['TAXABLE', 'EXEMPT', 'ZERO_RATED'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

export const TAX_TREATMENT_LABELS: Record<TaxTreatment, string> = {
  TAXABLE: 'Taxable',
  EXEMPT: 'Exempt',
  ZERO_RATED: 'Zero-rated',
};

/** A company's tax settings as they apply to one sale. */
export interface TaxPolicy {
  /** The company charges tax at all (off: every line has rate 0 and no tax). */
  chargesTax: boolean;
  /** Shelf prices include tax (Pakistan's retail rule) or tax is added on top. */
  pricesIncludeTax: boolean;
  /** Places a line's tax is rounded to, half away from zero (2: to the paisa). */
  decimals: number;
  /** A fixed fee per sale collected for the tax authority (Pakistan: Rs 1 POS service fee), or 0. */
  serviceFee: Dec | string;
  /** Further tax percent on supplies to unregistered buyers who are not end consumers, or 0. */
  furtherTaxRate: Dec | string;
}

export const NO_TAX: TaxPolicy = {
  chargesTax: false,
  pricesIncludeTax: true,
  decimals: 2,
  serviceFee: '0',
  furtherTaxRate: '0',
};

/** What the tax of one line needs to know besides its quantity, price and discount. */
export interface LineTaxFacts {
  /** The category's percent on the day of the sale (0 for exempt and zero-rated goods). */
  rate: Dec | string;
  /** Third Schedule goods: the printed retail price of one unit, on which the tax is charged whatever the discount. */
  retailPrice?: Dec | string | null | undefined;
}

export interface TaxLineInput extends LineTaxFacts {
  quantity: Dec | string | number;
  price: Dec | string | number;
  /** The line's discount percent. */
  discount?: Dec | string | number;
}

export interface TaxedLine {
  /** quantity × price less the line discount (`lineTotal`), as before tax existed. */
  gross: Dec;
  /** The line's share of the whole-sale discount (largest remainder, `allocateDiscount`). */
  saleDiscount: Dec;
  /** The rate applied, percent. */
  rate: Dec;
  /** The value excluding tax, after both discounts. */
  value: Dec;
  tax: Dec;
  furtherTax: Dec;
  /** What the buyer pays for the line: value + tax + further tax. */
  total: Dec;
}

export interface TaxedOrder {
  lines: TaxedLine[];
  /** Σ values excluding tax. */
  value: Dec;
  tax: Dec;
  furtherTax: Dec;
  /** The whole-sale discount as an amount (Σ line shares). */
  saleDiscount: Dec;
  serviceFee: Dec;
  /** What the buyer pays: Σ line totals + service fee. */
  total: Dec;
}

export interface TaxOrderInput {
  lines: readonly TaxLineInput[];
  totalDiscount?: Dec | string | number;
  amountDiscount?: boolean;
  policy: TaxPolicy;
  /** The buyer is a named unregistered buyer (not a walk-in end consumer): further tax applies. */
  furtherTax?: boolean;
  /** The service fee is charged (a sale; never a return or an internal order). */
  serviceFee?: boolean;
}

const HUNDRED = new D(100);

/** Rounds a tax amount by the policy: half away from zero to `decimals` places. */
export const roundTax = (amount: Dec, decimals: number): Dec =>
  amount.toDecimalPlaces(decimals, D.ROUND_HALF_UP);

/** The whole-sale discount spread over the lines' gross totals; signs follow the discount (a return's lines are negative). */
function saleDiscountShares(gross: readonly Dec[], discount: Dec): Dec[] {
  if (discount.isZero()) return gross.map(() => new D(0));
  const shares = allocateDiscount(
    discount.abs(),
    gross.map((g) => g.abs()),
  );
  const signed = discount.isNegative() ? shares.map((s) => s.negated()) : shares;
  // Lines worth nothing take no share; a discount on such a sale (its total below zero) stays
  // whole on the first line, so the lines still add up to the order's total.
  const left = discount.minus(signed.reduce((a, b) => a.plus(b), new D(0)));
  if (!left.isZero()) signed[0] = (signed[0] as Dec).plus(left);
  return signed;
}

/**
 * The tax of every line and of the sale. Per line, then summed (never recomputed on the sum):
 *
 * - the line's net is its gross less its share of the sale discount (Σ nets is the order total
 *   before tax rules, `orderTotal`);
 * - prices including tax: tax = net × r / (100 + r), value = net − tax; excluding: value = net,
 *   tax = value × r / 100;
 * - Third Schedule goods (a retail price): tax = retail price × quantity × r / (100 + r), whatever
 *   the discount; the value is what is left of the net (including) or the net (excluding);
 * - further tax = value × further rate / 100 on a taxable line, when it applies;
 * - each tax is rounded by the policy (`roundTax`) once, on its line.
 *
 * With prices including tax, no further tax and no fee, the total is exactly `orderTotal`.
 */
export function taxOrder(input: TaxOrderInput): TaxedOrder {
  const { policy } = input;
  const gross = input.lines.map((l) => lineTotal(l.quantity, l.price, l.discount ?? 0));
  const subtotal = gross.reduce((s, g) => s.plus(g), new D(0));
  const discounted = orderTotal(
    input.lines.map((l) => ({ quantity: l.quantity, price: l.price, discount: l.discount ?? 0 })),
    input.totalDiscount ?? 0,
    input.amountDiscount ?? true,
  );
  const shares = saleDiscountShares(gross, subtotal.minus(discounted));
  const further = input.furtherTax && policy.chargesTax ? new D(policy.furtherTaxRate) : new D(0);
  const lines = input.lines.map((line, i): TaxedLine => {
    const g = gross[i] as Dec;
    const share = shares[i] as Dec;
    const net = g.minus(share);
    const rate = policy.chargesTax ? new D(line.rate) : new D(0);
    let tax: Dec;
    let value: Dec;
    const retail = line.retailPrice != null && line.retailPrice !== '' ? new D(line.retailPrice) : null;
    if (rate.isZero()) {
      tax = new D(0);
      value = net;
    } else if (retail) {
      tax = roundTax(retail.times(line.quantity).times(rate).div(HUNDRED.plus(rate)), policy.decimals);
      value = policy.pricesIncludeTax ? net.minus(tax) : net;
    } else if (policy.pricesIncludeTax) {
      tax = roundTax(net.times(rate).div(HUNDRED.plus(rate)), policy.decimals);
      value = net.minus(tax);
    } else {
      value = net;
      tax = roundTax(net.times(rate).div(HUNDRED), policy.decimals);
    }
    const furtherTax = rate.isZero()
      ? new D(0)
      : roundTax(value.times(further).div(HUNDRED), policy.decimals);
    return {
      gross: g,
      saleDiscount: share,
      rate,
      value,
      tax,
      furtherTax,
      total: value.plus(tax).plus(furtherTax),
    };
  });
  const sum = (pick: (l: TaxedLine) => Dec) => lines.reduce((s, l) => s.plus(pick(l)), new D(0));
  const serviceFee = input.serviceFee && policy.chargesTax ? new D(policy.serviceFee) : new D(0);
  return {
    lines,
    value: sum((l) => l.value),
    tax: sum((l) => l.tax),
    furtherTax: sum((l) => l.furtherTax),
    saleDiscount: sum((l) => l.saleDiscount),
    serviceFee,
    total: round4(sum((l) => l.total).plus(serviceFee)),
  };
}

/** A category's rates over time: the one that applies on a day is the latest that starts on or before it. */
export interface DatedRate {
  rate: string;
  /** YYYY-MM-DD. */
  validFrom: string;
}

/** The rate on `day` (YYYY-MM-DD), or null when none had started. */
export function rateOn(rates: readonly DatedRate[], day: string): string | null {
  let best: DatedRate | null = null;
  for (const r of rates) {
    if (r.validFrom <= day && (!best || r.validFrom > best.validFrom)) best = r;
  }
  return best ? best.rate : null;
}

/**
 * A sold line's tax facts, shared out over what has come back: for `returned` of `sold` units, the
 * share of what the line was paid (4 places) and of its taxes (the policy's places), the value
 * being the rest. A refund
 * gives back the difference of the shares after and before it, so all refunds of a line add up to
 * its value, tax and further tax exactly.
 */
export interface SoldTax {
  quantity: Dec | string;
  value: Dec | string;
  tax: Dec | string;
  furtherTax: Dec | string;
}

export interface TaxShare {
  value: Dec;
  tax: Dec;
  furtherTax: Dec;
}

export function taxShare(line: SoldTax, returned: Dec, decimals: number): TaxShare {
  const sold = new D(line.quantity);
  if (sold.lte(0) || returned.isZero()) return { value: new D(0), tax: new D(0), furtherTax: new D(0) };
  const part = (x: Dec | string) => new D(x).times(returned).div(sold);
  // The money is shared at 4 places, like every amount; the taxes are rounded as the sale rounded
  // them, and the value is what is left: a unit of a line paid 100 gives back exactly 100.
  const total = round4(part(new D(line.value).plus(line.tax).plus(line.furtherTax)));
  const tax = roundTax(part(line.tax), decimals);
  const furtherTax = roundTax(part(line.furtherTax), decimals);
  return { value: total.minus(tax).minus(furtherTax), tax, furtherTax };
}

/** What a refund of `quantity` more units of a sold line gives back (after `returnedBefore`). */
export function refundTax(line: SoldTax, returnedBefore: Dec, quantity: Dec, decimals: number): TaxShare {
  const after = taxShare(line, returnedBefore.plus(quantity), decimals);
  const before = taxShare(line, returnedBefore, decimals);
  return {
    value: after.value.minus(before.value),
    tax: after.tax.minus(before.tax),
    furtherTax: after.furtherTax.minus(before.furtherTax),
  };
}

export const TAX_MSG = {
  rateRange: 'Enter a rate from 0 to 100.',
  hsCode: 'An HS/PCT code is 4 to 8 digits.',
  categoryRequired: 'Choose a tax category: this company charges sales tax.',
  retailPriceRequired: 'Third Schedule goods need their printed retail price.',
  noRate: 'This tax category has no rate on the day of the sale.',
  ntn: 'An NTN is 7 digits, optionally followed by a dash and a check digit.',
  strn: 'An STRN is 13 digits.',
  cnic: 'A CNIC is 13 digits.',
  exemptRate: 'An exempt or zero-rated category has a rate of 0.',
  feeRange: 'Enter a fee of 0 or more.',
  sharesNeedsParent: 'Only a branch shares its parent’s registration: this company has no parent.',
  rateTaken: 'This category already has a rate from that day.',
  validFrom: 'Enter a valid date (YYYY-MM-DD).',
  thirdScheduleTaxable: 'Third Schedule goods are taxable: choose the taxable treatment.',
  categoryName: 'Enter a name of at most 60 characters.',
  categoryNameTaken: 'A tax category with this name already exists.',
  defaultInactive: 'A retired tax category cannot be the default.',
  retireDefault: 'This is the default tax category: make another one the default before retiring it.',
  decimals: 'Enter a whole number of places from 0 to 4.',
  country: 'Enter a two-letter country code.',
} as const;

/** An NTN: 7 digits, optionally a dash and a check digit; empty is none. */
export const ntnError = (text: string): string | null =>
  text === '' || /^\d{7}(-\d)?$/.test(text) ? null : TAX_MSG.ntn;

/** An STRN: 13 digits; empty is none. */
export const strnError = (text: string): string | null =>
  text === '' || /^\d{13}$/.test(text) ? null : TAX_MSG.strn;

/** A CNIC: 13 digits (dashes as printed on the card are dropped first); empty is none. */
export const normaliseCnic = (text: string): string => text.replace(/-/g, '').trim();
export const cnicError = (text: string): string | null =>
  text === '' || /^\d{13}$/.test(normaliseCnic(text)) ? null : TAX_MSG.cnic;

/** HS/PCT code: 4 to 8 digits (a dot between groups is accepted and dropped). */
export function normaliseHsCode(text: string): string | null {
  const digits = text.replace(/\./g, '').trim();
  if (digits === '') return '';
  return /^\d{4,8}$/.test(digits) ? digits : null;
}

/** A tax category as a sale reads it: how it is taxed and its rates over time. */
export interface CategoryTax {
  categoryId: number;
  treatment: TaxTreatment;
  thirdSchedule: boolean;
  rates: DatedRate[];
}

/** A line's tax facts for the sale, and the category they came from. */
export interface ResolvedLineTax extends LineTaxFacts {
  categoryId: number | null;
}

/**
 * The tax facts of a product sold on `day` (YYYY-MM-DD) by a company with `policy`, or the message
 * that refuses the line: a company that charges tax needs every product in a category with a rate
 * on that day, and a Third Schedule product needs its printed retail price. A company that does
 * not charge tax sells every line at 0.
 */
export function lineTaxFacts(
  policy: Pick<TaxPolicy, 'chargesTax'>,
  category: CategoryTax | null | undefined,
  retailPrice: string | null | undefined,
  day: string,
): { ok: true; facts: ResolvedLineTax } | { ok: false; error: string } {
  const categoryId = category?.categoryId ?? null;
  if (!policy.chargesTax) return { ok: true, facts: { categoryId, rate: '0' } };
  if (!category) return { ok: false, error: TAX_MSG.categoryRequired };
  if (category.treatment !== 'TAXABLE') return { ok: true, facts: { categoryId, rate: '0' } };
  const rate = rateOn(category.rates, day);
  if (rate === null) return { ok: false, error: TAX_MSG.noRate };
  if (category.thirdSchedule) {
    if (retailPrice == null || retailPrice === '') return { ok: false, error: TAX_MSG.retailPriceRequired };
    return { ok: true, facts: { categoryId, rate, retailPrice } };
  }
  return { ok: true, facts: { categoryId, rate } };
}

/**
 * Further tax is charged on a supply to a named buyer who is not registered for sales tax: a
 * regular customer without registration (a walk-in customer is an end consumer and never pays it).
 * Its rate is a company setting, 0 unless the company sells to unregistered businesses.
 */
export const furtherTaxApplies = (buyer: { userType: string; taxRegistered: boolean }): boolean =>
  buyer.userType === 'REGULAR_CUSTOMER' && !buyer.taxRegistered;
