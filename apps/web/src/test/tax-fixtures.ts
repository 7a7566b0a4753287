import type { TillTaxWire } from '@tillwise/domain';

/**
 * A till's tax answer (`GET till/tax/`): a company charging tax with one standard category (id 5)
 * at 18% from 2023-02-14, a Rs 1 fee, prices including tax; `over` changes any of it.
 */
export function tillTax(over: Partial<TillTaxWire> = {}): TillTaxWire {
  return {
    charges_tax: true,
    prices_include_tax: true,
    service_fee: '1.0000',
    further_tax_rate: '0.0000',
    tax_decimals: 2,
    registration: { business_name: '', address: '', ntn: '', strn: '', tax_office: '', pos_registration: '' },
    categories: [
      {
        id: 5,
        name: 'Standard',
        treatment: 'TAXABLE',
        third_schedule: false,
        is_active: true,
        rates: [{ rate: '18.0000', valid_from: '2023-02-14' }],
      },
    ],
    ...over,
  };
}
