import { useCallback, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { ListParams } from './query-keys';

/**
 * A list screen's search text and page, kept in the URL (`?search=…&page=…`) so that coming back
 * from an edit form, or reloading, shows the same rows. A new search starts again at page 1.
 * A search that lands while the user is already on the way to another screen (every navigation
 * first checks the connection, connectivity.ts) is dropped: it would replace that navigation and
 * keep them on the list.
 */
export function useListParams(): ListParams & {
  setSearch: (text: string) => void;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (next: { search?: string; page?: number }) => {
      if (leaving.current) return;
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.search !== undefined) {
            if (next.search) out.set('search', next.search);
            else out.delete('search');
          }
          if (next.page && next.page > 1) out.set('page', String(next.page));
          else out.delete('page');
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setSearch = useCallback((text: string) => update({ search: text, page: 1 }), [update]);
  const setPage = useCallback((n: number) => update({ page: n }), [update]);
  return { search, page, setSearch, setPage };
}
