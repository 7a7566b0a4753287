import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { envelope, storedOrder } from '../../test/order-fixtures';
import { renderRoutes } from '../../test/render';
import { OrderSearch } from './order-search';

function Where() {
  return <p data-testid="where">{window.location.pathname}</p>;
}

describe('Header order search (spec 2.2)', () => {
  it('lists matching orders while typing and opens the one clicked', async () => {
    const seen: URLSearchParams[] = [];
    fakeApi({
      'GET /api/order/': (_, url) => {
        seen.push(url.searchParams);
        return { status: 200, body: envelope([storedOrder()]) };
      },
    });
    const { router } = renderRoutes(
      [
        { path: '/', element: <OrderSearch /> },
        { path: '/orders/:orderId', element: <Where /> },
        { path: '/orders', element: <Where /> },
      ],
      '/',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Invoice ID'), '57');
    const option = await screen.findByRole('option', { name: /INV_2_41/ });
    expect(seen.some((q) => q.get('invoice_id__contains') === '57')).toBe(true);
    expect(seen.some((q) => q.get('id__contains') === '57')).toBe(true);
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/57'));
  });

  it('Search Order opens the list with the invoice id and date', async () => {
    fakeApi({ 'GET /api/order/': () => ({ status: 200, body: envelope([]) }) });
    const { router } = renderRoutes(
      [
        { path: '/', element: <OrderSearch /> },
        { path: '/orders', element: <Where /> },
      ],
      '/',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Invoice ID'), 'INV_3');
    await user.type(screen.getByLabelText('Order date'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Search Order' }));
    await waitFor(() => expect(router.state.location.search).toBe('?invoiceId=INV_3&date=2026-11-21'));
  });
});
