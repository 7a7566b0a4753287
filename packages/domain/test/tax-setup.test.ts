import { describe, expect, it } from 'vitest';
import { TAX_MSG } from '../src/tax.js';
import { companyTaxErrors, productTaxErrors } from '../src/tax-setup.js';

const settings = {
  charges_tax: true,
  prices_include_tax: true,
  shares_parent_registration: false,
  ntn: '4212345-6',
  strn: '3277876123456',
  tax_office: 'RTO Lahore',
  pos_registration: 'POS-1',
  service_fee: '1',
  further_tax_rate: '4',
  hasParent: true,
};

describe('the tax set-up forms', () => {
  it('accepts a registered company and an unregistered one', () => {
    expect(companyTaxErrors(settings)).toEqual({});
    expect(
      companyTaxErrors({ ...settings, ntn: '', strn: '', service_fee: '0', further_tax_rate: '0' }),
    ).toEqual({});
    expect(companyTaxErrors({ ...settings, ntn: '4212345' })).toEqual({});
  });

  it('names each bad setting', () => {
    expect(
      companyTaxErrors({
        ...settings,
        ntn: '42-12345',
        strn: '123',
        service_fee: '-1',
        further_tax_rate: '120',
        shares_parent_registration: true,
        hasParent: false,
      }),
    ).toEqual({
      ntn: TAX_MSG.ntn,
      strn: TAX_MSG.strn,
      service_fee: TAX_MSG.feeRange,
      further_tax_rate: TAX_MSG.rateRange,
      shares_parent_registration: TAX_MSG.sharesNeedsParent,
    });
  });

  it('checks a product’s HS code and Third Schedule retail prices', () => {
    expect(productTaxErrors({ hs_code: '0401.2000', thirdSchedule: false, retailPrices: [''] })).toEqual({});
    expect(productTaxErrors({ hs_code: '040', thirdSchedule: true, retailPrices: ['90', ' '] })).toEqual({
      hs_code: TAX_MSG.hsCode,
      retail_price: TAX_MSG.retailPriceRequired,
    });
  });
});
