import { useSearchParams } from 'react-router';

/**
 * A list screen's search text and page, kept in the URL (`?search=…&page=…`) so that coming back
 * from an edit form, or reloading, shows the same page. A new search starts again at page 1.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const update = (next: { search?: string; page?: number }) => {
    const out = new URLSearchParams();
    const text = next.search ?? search;
    const target = next.page ?? (next.search !== undefined ? 1 : page);
    if (text) out.set('search', text);
    if (target > 1) out.set('page', String(target));
    setParams(out, { replace: true });
  };
  return {
    search,
    page,
    setSearch: (text: string) => update({ search: text }),
    setPage: (target: number) => update({ page: target }),
  };
}
