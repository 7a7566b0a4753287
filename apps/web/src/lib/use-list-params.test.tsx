import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../components/search-box';
import { renderRoutes } from '../test/render';
import { useListParams } from './use-list-params';

function List() {
  const list = useListParams();
  return (
    <>
      <p>Searching for “{list.search}”</p>
      <SearchBox label="Search batches" onSearch={list.setSearch} />
      <Link to="/inventory">INVENTORY</Link>
    </>
  );
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
      let arrive = () => {};
      const { router } = renderRoutes(
        [
          { path: '/batchs', element: <List /> },
          {
            path: '/inventory',
            loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
            element: <p>Inventory</p>,
          },
        ],
        '/batchs',
      );
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
});
