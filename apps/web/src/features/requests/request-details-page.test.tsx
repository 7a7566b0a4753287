import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { RequestDetailsPage } from './request-details-page';
import { wireRequest } from './request-fixtures';

describe('the Request details page', () => {
  it('shows quantities as people read them and money with two decimals', async () => {
    fakeApi({
      'GET /api/request/5/': () => ({
        status: 200,
        body: wireRequest(5, {
          items: [
            {
              id: 1,
              product_variant: 3,
              bar_code: '8964000001020',
              name: 'Nimko Mix',
              size: '200g',
              color: '',
              quantity: '2.5000',
              price: '150.0000',
              discount: '0.0000',
              total_price: '375.0000',
              unit: null,
              unit_name: '',
              unit_count: 1,
            },
            {
              id: 2,
              product_variant: 3,
              bar_code: '8964000001020',
              name: 'Nimko Mix',
              size: '200g',
              color: '',
              quantity: '3.0000',
              price: '1800.0000',
              discount: '0.0000',
              total_price: '5400.0000',
              unit: 14,
              unit_name: 'Carton of 12',
              unit_count: 12,
            },
          ],
          history: [],
        }),
      }),
    });
    renderRoutes(
      [{ path: '/requests/:id', element: <RequestDetailsPage me={demoUser('ADMIN', 'STORE')} /> }],
      '/requests/5',
    );
    const table = await screen.findByRole('table', { name: 'Request items' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['1', '8964000001020', 'Nimko Mix · 200g', '2.5', '150.00', '0.00%', '375.00']);
    // A line asked in a trade unit says which.
    const [, , second] = within(table).getAllByRole('row');
    expect(within(second as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe('3 × Carton of 12');
  });

  it('Back goes to Responses when the request was opened straight from a link, and back in the app otherwise', async () => {
    fakeApi({
      'GET /api/request/5/': () => ({ status: 200, body: wireRequest(5, { items: [], history: [] }) }),
    });
    const routes = [
      { path: '/requests/:id', element: <RequestDetailsPage me={demoUser('ADMIN', 'STORE')} /> },
      { path: '/response', element: <p>Responses screen</p> },
      { path: '/notification', element: <p>Notifications screen</p> },
    ];
    const straight = renderRoutes(routes, '/requests/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Responses screen')).toBeTruthy();
    straight.unmount();

    const { router } = renderRoutes(routes, '/notification');
    await router.navigate('/requests/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification'));
  });
});
