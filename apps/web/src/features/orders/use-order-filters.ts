import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderListParams } from '../../lib/query-keys';
import { pageOf, setOrDelete, useListQuery } from '../../lib/use-list-params';

type Filter = Exclude<keyof OrderListParams, 'page'>;

/**
 * The orders list's filters in the URL: `invoiceId` (spec 2.1; `invoice` is read too), `date`,
 * `status`, `cash` and `page`. Changing a filter starts again at page 1. A change that lands after
 * the user has clicked away is dropped (useListQuery).
 */
export function useOrderFilters() {
  const [params] = useSearchParams();
  const change = useListQuery();
  const filters: OrderListParams = {
    invoice: params.get('invoiceId') ?? params.get('invoice') ?? '',
    date: params.get('date') ?? '',
    status: params.get('status') ?? '',
    cash: params.get('cash') ?? '',
    page: pageOf(params),
  };

  const setFilter = useCallback(
    (name: Filter, value: string) =>
      change((query) => {
        if (name === 'invoice') query.delete('invoice');
        setOrDelete(query, name === 'invoice' ? 'invoiceId' : name, value);
        query.delete('page');
      }),
    [change],
  );
  const setPage = useCallback(
    (page: number) => change((query) => setOrDelete(query, 'page', page > 1 ? String(page) : '')),
    [change],
  );
  return { filters, setFilter, setPage };
}
