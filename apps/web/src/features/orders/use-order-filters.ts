import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderListParams } from '../../lib/query-keys';

type Filter = Exclude<keyof OrderListParams, 'page'>;

/**
 * The orders list's filters in the URL: `invoiceId` (spec 2.1; `invoice` is read too), `date`,
 * `status`, `cash` and `page`. Changing a filter starts again at page 1.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters: OrderListParams = {
    invoice: params.get('invoiceId') ?? params.get('invoice') ?? '',
    date: params.get('date') ?? '',
    status: params.get('status') ?? '',
    cash: params.get('cash') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };

  const setFilter = useCallback(
    (name: Filter, value: string) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          const key = name === 'invoice' ? 'invoiceId' : name;
          if (name === 'invoice') out.delete('invoice');
          if (value) out.set(key, value);
          else out.delete(key);
          out.delete('page');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (page: number) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (page > 1) out.set('page', String(page));
          else out.delete('page');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilter, setPage };
}
