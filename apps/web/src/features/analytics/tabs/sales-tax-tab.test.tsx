import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxRegisterRowWire, TaxReportWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { SalesTaxTab } from './sales-tax-tab';

const row = (over: Partial<TaxRegisterRowWire>): TaxRegisterRowWire => ({
  order_id: 1,
  invoice_id: 'INV_3_1',
  document: 'Sale invoice',
  refund_of: '',
  date: '2026-11-02',
  company_name: 'City Outlet',
  party_name: 'Zainab Hussain',
  party_ntn: '',
  party_strn: '',
  party_cnic: '3520212345671',
  party_registered: false,
  hs_codes: '19059010',
  treatment: 'TAXABLE',
  rate: '18.0000',
  value: '237.2900',
  tax: '42.7100',
  further_tax: '9.4900',
  total: '289.4900',
  ...over,
});

const report = (payable: string): TaxReportWire => ({
  month: '2026-11',
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  companies: [{ id: 3, company_name: 'City Outlet', ntn: '7654321-0', strn: '1700000000001' }],
  sales: [
    row({}),
    row({
      order_id: 2,
      invoice_id: 'INV_3_2',
      document: 'Credit note',
      refund_of: 'INV_3_1',
      value: '-118.6400',
      tax: '-21.3600',
      further_tax: '0.0000',
      total: '-140.0000',
    }),
  ],
  purchases: [],
  summary: {
    sales_by_rate: [
      {
        treatment: 'TAXABLE',
        rate: '18.0000',
        invoices: 2,
        value: '118.6500',
        tax: '21.3500',
        further_tax: '9.4900',
      },
    ],
    purchases_by_rate: [],
    taxable_value: '118.6500',
    exempt_value: '0.0000',
    zero_rated_value: '0.0000',
    not_taxed_value: '0.0000',
    output_tax: '21.3500',
    further_tax: '9.4900',
    service_fees: '1.0000',
    input_tax: '0.0000',
    net_tax: '30.8400',
    books: { sales_tax_payable: payable, service_fee_payable: '1.0000', input_tax: '0.0000' },
  },
});

const taxApi = (payable = '30.8400') =>
  fakeApi({
    'GET /api/report/tax/': () => ({ status: 200, body: report(payable) }),
    'GET /api/inventory/companies/': () => ({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    }),
  });

describe('the Sales Tax tab', () => {
  it('lists each invoice and rate with the buyer, a credit note negative, and the totals', async () => {
    taxApi();
    renderAt(<SalesTaxTab me={demoUser('ADMIN', 'RETIAL')} />);
    const register = await screen.findByTestId('tax-register-sales');
    const cells = (invoice: string) =>
      Array.from(
        [...register.querySelectorAll('tbody tr')]
          .find((tr) => tr.textContent?.includes(invoice))
          ?.querySelectorAll('td') ?? [],
      ).map((c) => c.textContent);
    expect(cells('INV_3_1')).toEqual([
      'INV_3_1',
      '2026-11-02',
      'Zainab Hussain',
      '3520212345671',
      '19059010',
      '237.29',
      '18%',
      '42.71',
      '9.49',
      '289.49',
    ]);
    expect(cells('INV_3_2')[0]).toBe('INV_3_2Credit note');
    expect(cells('INV_3_2')[9]).toBe('-140.00');
    expect(screen.getByTestId('tax-register-sales-tax').textContent).toBe('21.35');
    expect(screen.getByTestId('tax-output').textContent).toBe('21.35');
    expect(screen.getByTestId('tax-books').textContent).toMatch(/agrees with the books/);
  });

  it('says when the books differ from the register', async () => {
    taxApi('31.8400');
    renderAt(<SalesTaxTab me={demoUser('ADMIN', 'RETIAL')} />);
    expect((await screen.findByTestId('tax-books')).textContent).toMatch(
      /The books differ: Sales tax payable 31.84/,
    );
  });

  it('asks for the month it is given, and refuses one that is not a month', async () => {
    const api = taxApi();
    renderAt(<SalesTaxTab me={demoUser('ADMIN', 'RETIAL')} />);
    await screen.findByTestId('tax-register-sales');
    const url = new URL(
      String(api.mock.calls.find((c) => String(c[0]).includes('report/tax/'))?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('month')).toMatch(/^\d{4}-\d{2}$/);
    expect(url.searchParams.get('company')).toBe('0');
    const user = userEvent.setup();
    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a month as YYYY-MM.')).toBeTruthy();
  });
});
