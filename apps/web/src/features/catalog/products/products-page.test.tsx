import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { ProductsPage } from './products-page';

const product = (id: number): ProductWire => ({
  id,
  name: `Zeta ${id}`,
  bar_code: `ZETA-${id}`,
  token: false,
  unit: null,
  category: null,
  quantity: '0.0000',
  total_quantity: '0.0000',
  image_url: null,
  product_variant: [],
});

describe('the products list', () => {
  it('goes back a page when the only product of the last page is deleted', async () => {
    let deleted = false;
    const firstPage = Array.from({ length: 30 }, (_, i) => product(i + 2));
    fakeApi({
      'GET /api/product/': (_init, url) => {
        if (url.searchParams.get('page') === '2') {
          // What the server answers for a page past the end.
          if (deleted) return { status: 404, body: { detail: 'Invalid page.' } };
          return { status: 200, body: { count: 31, next: null, previous: 'p1', results: [product(1)] } };
        }
        return {
          status: 200,
          body: { count: deleted ? 30 : 31, next: deleted ? null : 'p2', previous: null, results: firstPage },
        };
      },
      'DELETE /api/product/1/': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const { router } = renderRoutes([{ path: '/products', element: <ProductsPage /> }], '/products?page=2');
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Delete Zeta 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Zeta 2')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText('Invalid page.')).toBeNull();
  });
});

describe('choosing products for labels', () => {
  it('keeps the ticks across pages and opens the labels screen with them', async () => {
    fakeApi({
      'GET /api/product/': (_init, url) =>
        url.searchParams.get('page') === '2'
          ? { status: 200, body: { count: 31, next: null, previous: 'p1', results: [product(1)] } }
          : {
              status: 200,
              body: {
                count: 31,
                next: 'p2',
                previous: null,
                results: Array.from({ length: 30 }, (_, i) => product(i + 2)),
              },
            },
    });
    const { router } = renderRoutes(
      [
        { path: '/products', element: <ProductsPage /> },
        { path: '/labels', element: <p>Labels screen</p> },
      ],
      '/products',
    );
    const user = userEvent.setup({ delay: null });
    const print = () => screen.getByRole('link', { name: /^Print labels/ });

    await user.click(await screen.findByRole('checkbox', { name: 'Labels of Zeta 5' }));
    expect(print().textContent).toBe('Print labels (1)');
    await router.navigate('/products?page=2');
    await user.click(await screen.findByRole('checkbox', { name: 'Labels of Zeta 1' }));
    expect(print().textContent).toBe('Print labels (2)');
    await user.click(print());
    await waitFor(() => expect(router.state.location.pathname).toBe('/labels'));
    expect(new URLSearchParams(router.state.location.search).get('products')).toBe('5,1');
  });
});
