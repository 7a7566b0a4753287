import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WireProposalLine } from '@tillwise/domain';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, fakeApi } from '../../test/fake-api';
import { company, listAnswer } from '../../test/organisation-fixtures';
import { renderRoutes } from '../../test/render';
import { ReplenishmentPage } from './replenishment-page';

// The signed-in store admin: Central Store (2), under Head Office (1).
const me = { ...demoUser('ADMIN', 'STORE'), id: 1, username: 'storeadmin' };

const line = (over: Partial<WireProposalLine>): WireProposalLine => ({
  company: 2,
  company_name: 'Central Store',
  supplier: 1,
  supplier_name: 'Head Office',
  supplier_type: 'PARENT',
  product_variant: 21,
  product_name: 'Milk 1L',
  bar_code: '8964000001001',
  method: 'MIN_MAX',
  pack_size: 6,
  lead_time_days: 2,
  stock: '3.0000',
  on_hand: '3.0000',
  on_order: '0.0000',
  requested: '0.0000',
  rate: '1.5000',
  target: '20.0000',
  quantity: '18.0000',
  ...over,
});

const LINES = [
  line({}),
  line({ product_variant: 22, product_name: 'Tea 250g', bar_code: '8964000001002', quantity: '12.0000' }),
  line({
    supplier: 5,
    supplier_name: 'Green Farms',
    supplier_type: 'VENDOR',
    product_variant: 23,
    product_name: 'Eggs 12',
    bar_code: '8964000001003',
    pack_size: 10,
    quantity: '30.0000',
  }),
  line({
    supplier: 5,
    supplier_name: 'Green Farms',
    supplier_type: 'VENDOR',
    product_variant: 24,
    product_name: 'Butter 200g',
    bar_code: '8964000001004',
    pack_size: 1,
    quantity: '4.0000',
  }),
  line({ company: 3, company_name: 'City Outlet', supplier: 2, supplier_name: 'Central Store' }),
];

/** Where Admin Order would open: what the navigation carried, shown for the test to read. */
function AdminOrderStandIn() {
  const { state } = useLocation();
  return <pre data-testid="admin-order-state">{JSON.stringify(state)}</pre>;
}

function renderPage(
  post = vi.fn((_init?: RequestInit) => ({ status: 201, body: { id: 55, status: 'PENDING' } })),
) {
  let proposals = LINES;
  const api = fakeApi({
    'GET /api/inventory/companies/': () =>
      listAnswer([company(2, 'Central Store', 'STORE'), company(3, 'City Outlet', 'RETIAL')]),
    'GET /api/replenishment/': () => ({
      status: 200,
      body: { count: proposals.length, truncated: false, results: proposals },
    }),
    'GET /api/replenishment-rule/': () => listAnswer([]),
    'POST /api/replenishment/request/': (init) => {
      // Sent: the department's lines are no longer proposed.
      proposals = proposals.filter((l) => l.supplier !== 1);
      return post(init);
    },
  });
  const view = renderRoutes(
    [
      { path: '/replenishment', element: <ReplenishmentPage user={me} /> },
      { path: '/admin/order', element: <AdminOrderStandIn /> },
    ],
    '/replenishment',
  );
  return { api, post, view };
}

const group = (name: string) => screen.getByRole('region', { name });

describe('the Replenishment screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups the proposal by company and supplier, with the action each group allows', async () => {
    renderPage();
    expect(await screen.findAllByTestId('proposal-group')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Proposals (5)' })).toBeTruthy();

    const department = group('Central Store from Head Office');
    expect(within(department).getByText('Milk 1L')).toBeTruthy();
    expect(within(department).getByText('Tea 250g')).toBeTruthy();
    expect(within(department).getByLabelText('Quantity of Milk 1L')).toHaveProperty('value', '18');
    expect(within(department).getByRole('button', { name: 'Create request (2)' })).toBeTruthy();

    const vendor = group('Central Store from Green Farms');
    expect(within(vendor).getByText('vendor')).toBeTruthy();
    expect(within(vendor).getByRole('button', { name: 'Create purchase order (2)' })).toBeTruthy();
    expect(within(vendor).queryByRole('button', { name: /Create request/ })).toBeNull();

    // Another company's proposal is seen from the store but sent by that company's managers.
    const outlet = group('City Outlet from Central Store');
    expect(within(outlet).queryByRole('button')).toBeNull();
    expect(within(outlet).getByText("City Outlet's managers send this request.")).toBeTruthy();
  });

  it('sends the ticked lines with their edited quantities as one idempotent request, and links it', async () => {
    const { api, post } = renderPage();
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('proposal-group');
    const department = group('Central Store from Head Office');
    const quantity = within(department).getByLabelText('Quantity of Milk 1L');
    await user.clear(quantity);
    await user.type(quantity, '24');
    await user.click(within(department).getByRole('checkbox', { name: 'Accept Tea 250g' }));
    await user.click(within(department).getByRole('button', { name: 'Create request (1)' }));

    const notice = await screen.findByTestId('proposal-sent');
    expect(notice.textContent).toContain('Request #55 sent to Head Office.');
    expect(within(notice).getByRole('link', { name: '#55' }).getAttribute('href')).toBe('/requests/55');
    expect(post).toHaveBeenCalledTimes(1);
    const [, init] = api.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      supplier: 1,
      lines: [{ product_variant: 21, quantity: '24' }],
    });
    expect((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    // The proposals are read again: the department's group is gone, the vendor's stays.
    await waitFor(() => expect(screen.getAllByTestId('proposal-group')).toHaveLength(2));
  });

  it('turns a vendor’s ticked lines into a purchase order on Admin Order, with their quantities', async () => {
    const { api, view } = renderPage();
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('proposal-group');
    const vendor = group('Central Store from Green Farms');
    const eggs = within(vendor).getByLabelText('Quantity of Eggs 12');
    await user.clear(eggs);
    await user.type(eggs, '40');
    await user.click(within(vendor).getByRole('checkbox', { name: 'Accept Butter 200g' }));
    await user.click(within(vendor).getByRole('button', { name: 'Create purchase order (1)' }));

    const state = JSON.parse((await screen.findByTestId('admin-order-state')).textContent ?? 'null');
    expect(view.router.state.location.pathname).toBe('/admin/order');
    expect(state).toEqual({
      purchase: {
        vendorCompany: 5,
        vendorName: 'Green Farms',
        companyName: 'Central Store',
        lines: [{ product_variant: 23, bar_code: '8964000001003', product_name: 'Eggs 12', quantity: '40' }],
      },
    });
    // Nothing is written until the purchase is submitted there.
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
