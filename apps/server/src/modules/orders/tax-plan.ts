import {
  type CategoryTax,
  D,
  type Dec,
  lineTaxFacts,
  NO_TAX,
  type TaxedOrder,
  type TaxLineInput,
  type TaxPolicy,
  taxOrder,
} from '@tillwise/domain';
import { validationError } from '../../lib/errors.js';
import type { CompanyTax } from './context.js';
import type { PlannedLineTax, PlannedOrderTax } from './plan.js';

/*
 * The sales tax of an order's lines (docs/domain/tax.md): the seller's settings and each product's
 * category, rate on the sale's day and retail price, computed by packages/domain `taxOrder`, the one
 * computation the counter and the till's worker run too.
 */

/** The policy of a company's settings as `company_tax_json` gives them (none: no tax). */
export const policyOf = (tax: CompanyTax | null | undefined): TaxPolicy =>
  tax
    ? {
        chargesTax: tax.chargesTax,
        pricesIncludeTax: tax.pricesIncludeTax,
        decimals: tax.decimals,
        serviceFee: tax.serviceFee,
        furtherTaxRate: tax.furtherTaxRate,
      }
    : NO_TAX;

/** One line to tax: its amounts and what its product says about tax. */
export interface LineToTax {
  quantity: string;
  price: string;
  discount: string;
  category: CategoryTax | null | undefined;
  retailPrice: string | null | undefined;
  hsCode: string;
}

export interface PlannedTax {
  taxed: TaxedOrder;
  lines: PlannedLineTax[];
  order: PlannedOrderTax;
}

/**
 * Taxes the lines sold on `day`: a line the company cannot tax (no category, no rate that day, a
 * Third Schedule product without its retail price) refuses the order with the field error of
 * `order_item`, never a silent zero.
 */
export function planTax(
  policy: TaxPolicy,
  lines: readonly LineToTax[],
  sale: {
    day: string;
    totalDiscount: string;
    amountDiscount: boolean;
    furtherTax: boolean;
    serviceFee: boolean;
  },
): PlannedTax {
  const inputs: TaxLineInput[] = [];
  const categories: (number | null)[] = [];
  for (const line of lines) {
    const resolved = lineTaxFacts(policy, line.category, line.retailPrice, sale.day);
    if (!resolved.ok) throw validationError({ order_item: resolved.error });
    categories.push(resolved.facts.categoryId);
    inputs.push({
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
      rate: resolved.facts.rate,
      retailPrice: resolved.facts.retailPrice ?? null,
    });
  }
  const taxed = taxOrder({
    lines: inputs,
    totalDiscount: sale.totalDiscount,
    amountDiscount: sale.amountDiscount,
    policy,
    furtherTax: sale.furtherTax,
    serviceFee: sale.serviceFee,
  });
  return {
    taxed,
    lines: taxed.lines.map((l, i) => ({
      rate: l.rate,
      saleDiscount: l.saleDiscount,
      value: l.value,
      tax: l.tax,
      furtherTax: l.furtherTax,
      categoryId: categories[i] ?? null,
      hsCode: lines[i]?.hsCode ?? '',
    })),
    order: {
      tax: taxed.tax,
      furtherTax: taxed.furtherTax,
      serviceFee: taxed.serviceFee,
      pricesIncludeTax: policy.pricesIncludeTax,
    },
  };
}

/** A line without tax (an internal order between branches of one registration, say): its value is its total. */
export const untaxedLine = (lineTotal: Dec): PlannedLineTax => ({
  rate: new D(0),
  saleDiscount: new D(0),
  value: new D(lineTotal),
  tax: new D(0),
  furtherTax: new D(0),
  categoryId: null,
  hsCode: '',
});

/** A company as an internal order's tax reads it: its id and its settings (`company_tax_json`). */
interface TaxedCompany {
  id: number;
  tax?: CompanyTax | undefined;
}

/** The registration a company reports under: its own when it has no settings. */
const registrationOf = (company: TaxedCompany): number => company.tax?.registrationId ?? company.id;

/**
 * Whether goods going from `supplier` to `recipient` are a taxable supply (docs/domain/tax.md,
 * "Buying and moving stock"): the supplier charges tax and the two report under different
 * registrations. Branches of one registration move stock between them without tax.
 */
export const isTaxableSupply = (supplier: TaxedCompany, recipient: TaxedCompany): boolean =>
  Boolean(supplier.tax?.chargesTax) && registrationOf(supplier) !== registrationOf(recipient);

/**
 * Whether a buyer recovers the tax it is charged: it charges tax itself (a registered person), so
 * the tax is input tax in its books, not part of the goods' cost.
 */
export const recoversInputTax = (buyer: TaxedCompany): boolean => Boolean(buyer.tax?.chargesTax);
