import type { CompanyTaxSettingsRow, TaxCategoryRow, TaxRateRow } from '@tillwise/db';
import {
  type CompanyTaxSettingsWire,
  rateOn,
  type TaxCategoryWire,
  type TaxRateWire,
  toWire,
} from '@tillwise/domain';

/** What a company that has never been set up answers: it charges no tax (the columns' defaults). */
export const DEFAULT_TAX_SETTINGS: Omit<CompanyTaxSettingsWire, 'company'> = {
  charges_tax: false,
  prices_include_tax: true,
  shares_parent_registration: false,
  ntn: '',
  strn: '',
  tax_office: '',
  pos_registration: '',
  service_fee: toWire('0'),
  further_tax_rate: toWire('0'),
  tax_decimals: 2,
  country: 'PK',
};

export function presentTaxSettings(
  companyId: number,
  row: CompanyTaxSettingsRow | null,
): CompanyTaxSettingsWire {
  if (!row) return { company: companyId, ...DEFAULT_TAX_SETTINGS };
  return {
    company: companyId,
    charges_tax: row.chargesTax,
    prices_include_tax: row.pricesIncludeTax,
    shares_parent_registration: row.sharesParentRegistration,
    ntn: row.ntn,
    strn: row.strn,
    tax_office: row.taxOffice,
    pos_registration: row.posRegistration,
    service_fee: toWire(row.serviceFee),
    further_tax_rate: toWire(row.furtherTaxRate),
    tax_decimals: row.taxDecimals,
    country: row.country,
  };
}

const presentRate = (r: TaxRateRow): TaxRateWire => ({
  id: r.id,
  rate: toWire(r.rate),
  valid_from: r.validFrom,
});

/** A category with its rates, newest first, and the one that applies on `day`. */
export function presentTaxCategory(
  c: TaxCategoryRow,
  rates: readonly TaxRateRow[],
  day: string,
): TaxCategoryWire {
  const sorted = [...rates].sort((a, b) =>
    a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : 0,
  );
  const current = rateOn(
    sorted.map((r) => ({ rate: r.rate, validFrom: r.validFrom })),
    day,
  );
  return {
    id: c.id,
    name: c.name,
    treatment: c.treatment,
    third_schedule: c.thirdSchedule,
    is_active: c.isActive,
    is_default: c.isDefault,
    rate: current === null ? null : toWire(current),
    rates: sorted.map(presentRate),
  };
}
