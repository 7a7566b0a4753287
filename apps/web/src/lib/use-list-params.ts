import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useLiveRouter } from './live-router';
import type { ListParams } from './query-keys';

/**
 * Changes a list screen's query string in place (no new history entry), for its search, filters
 * and page. A change that lands once the list is no longer where the user is heading is dropped:
 * while they are on the way to another screen (every navigation first checks the connection,
 * connectivity.ts) it would replace that navigation and keep them on the list, and once they have
 * arrived it would put the list's search on the other screen's address. A debounced search lands
 * 250 ms after the last key, so this happens whenever someone types and then clicks a menu. It is
 * decided on the router's state when the change lands, not as the list last rendered it, because a
 * click can start a navigation between the list's renders (live-router.tsx).
 */
export function useListQuery(): (change: (query: URLSearchParams) => void) => void {
  const [, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useLiveRouter();
  return useCallback(
    (change) => {
      const { location, navigation } = router.state;
      const heading = navigation.location ?? location;
      if (location.pathname !== pathname || heading.pathname !== pathname) return;
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          change(out);
          return out;
        },
        { replace: true },
      );
    },
    [router, pathname, setParams],
  );
}

/** Sets `name` in a query string, or removes it when the value is empty. */
export function setOrDelete(query: URLSearchParams, name: string, value: string): void {
  if (value) query.set(name, value);
  else query.delete(name);
}

/** The `page` of a list's query string: 1 when missing or not a positive number. */
export const pageOf = (query: URLSearchParams): number =>
  Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);

/**
 * A list screen's search text and page, kept in the URL (`?search=…&page=…`) so that coming back
 * from an edit form, or reloading, shows the same rows. A new search starts again at page 1.
 */
export function useListParams(): ListParams & {
  setSearch: (text: string) => void;
  setPage: (page: number) => void;
} {
  const [params] = useSearchParams();
  const change = useListQuery();
  const search = params.get('search') ?? '';
  const page = pageOf(params);

  const setSearch = useCallback(
    (text: string) =>
      change((query) => {
        setOrDelete(query, 'search', text);
        query.delete('page');
      }),
    [change],
  );
  const setPage = useCallback(
    (n: number) => change((query) => setOrDelete(query, 'page', n > 1 ? String(n) : '')),
    [change],
  );
  return { search, page, setSearch, setPage };
}
