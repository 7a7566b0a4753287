import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../components/search-box';
import { renderRoutes } from '../test/render';
import { useListParams } from './use-list-params';

let listed: ReturnType<typeof useListParams> | undefined;

function List() {
  const list = useListParams();
  listed = list;
  return (
    <>
      <p>Searching for “{list.search}”</p>
      <SearchBox label="Search batches" onSearch={list.setSearch} />
      <Link to="/inventory">INVENTORY</Link>
    </>
  );
}

/** The list at /batchs, and /inventory whose loader runs until `arrive` is called. */
function renderListBeforeSlowScreen() {
  let resolveLoader = () => {};
  const view = renderRoutes(
    [
      { path: '/batchs', element: <List /> },
      {
        path: '/inventory',
        loader: () => new Promise<null>((resolve) => (resolveLoader = () => resolve(null))),
        element: <p>Inventory</p>,
      },
    ],
    '/batchs',
  );
  return { ...view, arrive: () => resolveLoader() };
}

describe('useListParams', () => {
  it('keeps the search in the URL', async () => {
    vi.useFakeTimers();
    try {
      const { router } = renderRoutes([{ path: '/batchs', element: <List /> }], '/batchs');
      fireEvent.change(screen.getByLabelText('Search batches'), { target: { value: ' Dahi ' } });
      await act(async () => vi.advanceTimersByTimeAsync(250));
      expect(router.state.location.search).toBe('?search=Dahi');
      expect(screen.getByText('Searching for “Dahi”')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not pull the user back when the search lands while they are leaving for another screen', async () => {
    vi.useFakeTimers();
    try {
      // The next screen's loader is still running (every navigation checks the connection first).
      const { router, arrive } = renderListBeforeSlowScreen();
      fireEvent.change(screen.getByLabelText('Search batches'), { target: { value: 'Dahi' } });
      fireEvent.click(screen.getByText('INVENTORY'));
      await act(async () => vi.advanceTimersByTimeAsync(250));
      expect(router.state.navigation.state).toBe('loading');
      await act(async () => arrive());
      expect(router.state.location.pathname).toBe('/inventory');
      expect(screen.getByText('Inventory')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a search that lands after a navigation started, before the list has rendered again', async () => {
    // The router renders its state in a transition, so a debounced search can fire between the
    // click and the next render of the list; what the list saw at its last render is stale then.
    const { router, arrive } = renderListBeforeSlowScreen();
    await act(async () => {
      void router.navigate('/inventory');
      listed?.setSearch('Dahi');
    });
    expect(router.state.navigation.location?.pathname).toBe('/inventory');
    await act(async () => arrive());
    expect(router.state.location.pathname).toBe('/inventory');
    expect(router.state.location.search).toBe('');
  });

  it('drops a search that lands after the list has gone', async () => {
    const { router } = renderRoutes(
      [
        { path: '/batchs', element: <List /> },
        { path: '/inventory', element: <p>Inventory</p> },
      ],
      '/batchs',
    );
    const stale = listed;
    await act(async () => router.navigate('/inventory'));
    await act(async () => stale?.setSearch('Dahi'));
    expect(router.state.location.pathname).toBe('/inventory');
    expect(router.state.location.search).toBe('');
  });
});
