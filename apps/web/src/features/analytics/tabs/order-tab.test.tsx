import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { OrderTab } from './order-tab';

const figures = {
  table_data: [
    {
      order__invoice_id: 'INV_3_41',
      batch__product_variant__product__name: 'Rusk',
      order__total: '280.0000',
      line_total: '180.0000',
      order__status: 'COMPLETE',
      internal_order: false,
    },
    {
      order__invoice_id: 'INV_3_41',
      batch__product_variant__product__name: 'Butter',
      order__total: '280.0000',
      line_total: '100.0000',
      order__status: 'COMPLETE',
      internal_order: false,
    },
    {
      order__invoice_id: 'INV_2_7',
      batch__product_variant__product__name: 'Soap',
      order__total: '450.0000',
      line_total: '450.0000',
      order__status: 'COMPLETE',
      internal_order: true,
    },
  ],
  total_orders: 1,
  total_orders_amount: '1280.5000',
  total_expense: '50.0000',
  purchasing_orders: 0,
  purchasing_orders_amount: '0.0000',
  category_stats: {},
  unique_products_count: 0,
  total_inventory_amount: '0.0000',
  cost_of_goods_sold: '0.0000',
  gross_profit: '0.0000',
  net_profit: '0.0000',
  internal_orders: 1,
  internal_orders_amount: '450.0000',
  internal_result: '0.0000',
  sales_tax: '0.0000',
  service_fees: '0.0000',
};

const analyticsApi = (headers: Record<string, string> = {}) =>
  fakeApi({
    'GET /api/analytics/': () => ({ status: 200, body: figures, headers }),
    'GET /api/inventory/companies/': () => ({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    }),
  });

describe('the Order tab', () => {
  it("shows each line's own amount, the invoice's total once, and a transfer apart from sales", async () => {
    analyticsApi();
    renderAt(<OrderTab me={demoUser('ADMIN', 'RETIAL')} />);
    await screen.findByText('Rusk');
    const cells = (name: string) =>
      Array.from(screen.getByText(name).closest('tr')?.querySelectorAll('td') ?? []).map(
        (c) => c.textContent,
      );
    expect(cells('Rusk')).toEqual(['1', 'INV_3_41', 'Rusk', '180.00', '280.00', 'COMPLETE']);
    expect(cells('Butter')).toEqual(['2', 'INV_3_41', 'Butter', '100.00', '', 'COMPLETE']);
    expect(cells('Soap')).toEqual([
      '3',
      'INV_2_7',
      'Soap',
      '450.00',
      '450.00',
      'COMPLETE · Internal transfer',
    ]);
    expect(screen.getByTestId('internal-transfers').textContent).toBe('450.00');
  });

  it('asks for today with company 0 and non-padded dates, and shows the lines and totals', async () => {
    const api = analyticsApi();
    renderAt(<OrderTab me={demoUser('ADMIN', 'RETIAL')} />);
    expect((await screen.findAllByText('INV_3_41')).length).toBe(2);
    expect(screen.getByTestId('total-orders').textContent).toBe('1');
    expect(screen.getByTestId('total-amount').textContent).toBe('1,280.50');
    expect(screen.getByTestId('total-expense').textContent).toBe('50.00');
    const url = new URL(
      String(api.mock.calls.find((c) => String(c[0]).includes('analytics/'))?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('company')).toBe('0');
    expect(url.searchParams.get('start_date')).toMatch(/^\d{4}-[1-9]\d?-[1-9]\d?$/);
    // A RETIAL admin cannot pick another company.
    expect((screen.getByLabelText('Company', { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
  });

  it("refuses a start after the end with 'invalid date range' and asks for nothing", async () => {
    const api = analyticsApi();
    renderAt(<OrderTab me={demoUser('SUPER_ADMIN', 'PARENT')} />);
    await screen.findAllByText('INV_3_41');
    const calls = api.mock.calls.length;
    const user = userEvent.setup();
    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2030-01-02');
    const end = screen.getByLabelText('End date');
    await user.clear(end);
    await user.type(end, '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('invalid date range');
    await waitFor(() => expect(api.mock.calls.length).toBe(calls));
  });

  it('asks for last week at once when Last 7 days is clicked, and fills the dates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 3, 15, 30));
    try {
      const api = analyticsApi();
      renderAt(<OrderTab me={demoUser('ADMIN', 'RETIAL')} />);
      await screen.findAllByText('INV_3_41');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Last 7 days' }));
      await waitFor(() => {
        const last = new URL(String(api.mock.calls.at(-1)?.[0]), 'http://x');
        expect([last.searchParams.get('start_date'), last.searchParams.get('end_date')]).toEqual([
          '2026-12-28',
          '2027-1-3',
        ]);
      });
      expect(screen.getByLabelText('Start date')).toHaveProperty('value', '2026-12-28');
      expect(screen.getByLabelText('End date')).toHaveProperty('value', '2027-01-03');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says how old the figures are when the replica that answered lags, and nothing when it is current', async () => {
    analyticsApi({ 'X-Report-Source': 'replica', 'X-Report-Lag': '42.250' });
    const { unmount } = renderAt(<OrderTab me={demoUser('ADMIN', 'RETIAL')} />);
    expect((await screen.findByTestId('figures-as-of')).textContent).toBe('Figures as of 42 s ago');
    unmount();
    analyticsApi({ 'X-Report-Source': 'replica', 'X-Report-Lag': '1.500' });
    renderAt(<OrderTab me={demoUser('ADMIN', 'RETIAL')} />);
    expect((await screen.findAllByText('INV_3_41')).length).toBe(2);
    await waitFor(() => expect(screen.queryByTestId('figures-as-of')).toBeNull());
  });
});
