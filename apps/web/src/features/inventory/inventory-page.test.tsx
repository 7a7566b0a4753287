import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../test/fake-api';
import { renderAt, renderRoutes } from '../../test/render';
import { InventoryPage } from './inventory-page';

const company = (id: number, company_name: string) => ({ id, company_name, company_type: 'STORE' });
const row = {
  id: 9,
  is_active: true,
  quantity: '12.5000',
  company: company(2, 'Central Store'),
  batch: {
    id: 4,
    expiry_date: '2026-12-31',
    product_variant: {
      id: 3,
      color: 'White',
      size: '1L',
      price: '80.0000',
      product: { id: 1, name: 'Milk 1L', bar_code: '8964000001001', category: 1 },
    },
  },
};

/** The two calls the page makes, answered with one stock row and two companies in reach. */
const stockApi = () =>
  fakeApi({
    'GET /api/inventory/': () => ({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [row], total: '1000.0000' },
    }),
    'GET /api/inventory/companies/': () => ({
      status: 200,
      body: {
        count: 2,
        next: null,
        previous: null,
        results: [company(2, 'Central Store'), company(3, 'City Outlet')],
      },
    }),
  });

describe('the Inventory page', () => {
  it('shows a store admin their company, the checkboxes and the footer totals', async () => {
    const api = stockApi();
    renderAt(<InventoryPage user={demoUser('ADMIN', 'STORE')} />);
    expect(await screen.findByText('Milk 1L')).toBeTruthy();
    expect(screen.getByTestId('inventory-total-products').textContent).toBe('Total products: 1');
    expect(screen.getByTestId('inventory-total-amount').textContent).toBe('Total amount: 1,000.00');
    expect(screen.getByText('12.5')).toBeTruthy();
    const lastUrl = () =>
      new URL(
        String(api.mock.calls.filter((c) => String(c[0]).includes('inventory/')).at(-1)?.[0]),
        'http://x',
      );
    expect(lastUrl().searchParams.get('company__in')).toBe('2');
    expect(lastUrl().searchParams.get('quantity__gte')).toBe('1');

    await userEvent.setup().click(await screen.findByLabelText('All'));
    await waitFor(() => expect(lastUrl().searchParams.has('company__in')).toBe(false));
    expect((screen.getByLabelText('City Outlet') as HTMLInputElement).checked).toBe(true);
  });

  it('gives a RETIAL manager no company checkboxes', async () => {
    stockApi();
    renderAt(<InventoryPage user={demoUser('ADMIN', 'RETIAL')} />);
    expect(await screen.findByText('Milk 1L')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Companies' })).toBeNull();
  });

  it('turns the expiry filter on when an expiry notification is followed while Inventory is open', async () => {
    const api = stockApi();
    const expiringWithin = () =>
      new URL(
        String(api.mock.calls.filter((c) => String(c[0]).includes('/inventory/?')).at(-1)?.[0]),
        'http://x',
      ).searchParams.get('expiring_within');
    const { router } = renderRoutes(
      [{ path: '/inventory', element: <InventoryPage user={demoUser('ADMIN', 'STORE')} /> }],
      '/inventory',
    );
    expect(await screen.findByText('Milk 1L')).toBeTruthy();
    expect(expiringWithin()).toBeNull();

    // The bell's expiry notification leads to `/inventory?expiring=1`; the page stays mounted.
    await router.navigate('/inventory?expiring=1');
    await waitFor(() => expect(expiringWithin()).toBe('30'));
    expect((screen.getByTestId('expiring-only') as HTMLInputElement).checked).toBe(true);

    // Unticking it lists everything again, and leaves the address without the filter.
    await userEvent.setup().click(screen.getByTestId('expiring-only'));
    await waitFor(() => expect(expiringWithin()).toBeNull());
    expect(router.state.location.search).toBe('');
  });
});
